"""The GAMA poker freezeout: one tournament, run from its own desk (clock, seats, busts, prizes).

Its :data:`~.game.GAME` (with the rules) is in :mod:`.game`, which the registry imports when the game is
first asked for; :mod:`.about` (its id, title and settings) is read without it.
"""
