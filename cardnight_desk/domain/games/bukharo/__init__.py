"""Patel's Bukharo: sides of players (or teams of two or three, BK-3), scored by session total.

Its :data:`~.game.GAME` (with the rules) is in :mod:`.game`, which the registry imports when the game is
first asked for; :mod:`.about` (its id, title and settings) is read without it.
"""
