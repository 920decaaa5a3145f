"""Patel's Bukharo: sides of players (or teams of two or three, BK-3), scored by session total.

Its :data:`~.game.GAME` is in :mod:`.game`, which the registry imports when the game is first asked for: every
fact of the game, its rules (sheet readers, scoring, layout) loaded when they are first asked for.
"""
