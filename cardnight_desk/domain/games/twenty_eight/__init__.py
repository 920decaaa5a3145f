"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin.

Its :data:`~.game.GAME` (with the rules) is in :mod:`.game`, which the registry imports when the game is
first asked for; :mod:`.about` (its id, title and settings) is read without it.
"""
