"""The GAMA poker freezeout: one tournament, run from its own desk (clock, seats, busts, prizes).

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
