"""GAMA rummy: players at tables of up to six, out at the target, table winners go on to a final table.

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
