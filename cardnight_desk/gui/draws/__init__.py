"""The Draws area: drawing the rounds of the competitions drawn in rounds, and their tables and seats."""
