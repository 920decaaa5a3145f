"""OAUK Bhukhar: a league of teams of three, two teams a table, scored in Master and Bonus points.

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
