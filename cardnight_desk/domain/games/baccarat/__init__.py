"""The baccarat fun table: six seats, bets and hands, run from its own desk.

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
