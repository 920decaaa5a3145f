"""The fields and base classes every score-sheet form is built from; the form built from a game's layout."""
