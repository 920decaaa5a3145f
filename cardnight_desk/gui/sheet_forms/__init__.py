"""The fields and base classes every score-sheet form is built from."""
