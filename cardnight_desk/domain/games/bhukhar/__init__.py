"""OAUK Bhukhar: a league of teams of three, two teams a table, scored in Master and Bonus points.

Its :data:`~.game.GAME` (with the rules) is in :mod:`.game`, which the registry imports when the game is
first asked for; :mod:`.about` (its id, title and settings) is read without it.
"""
