"""The Bukharo score-sheet form."""
