"""GAMA 28 (Irupathiyettu): teams of three, matches of 12 deals, a knockout or a round robin.

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
