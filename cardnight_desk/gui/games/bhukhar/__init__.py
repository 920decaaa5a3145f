"""The Bhukhar score-sheet form."""
