"""GAMA rummy: players at tables of up to six, out at the target, table winners go on to a final table.

Its :data:`~.game.GAME` (with the rules) is in :mod:`.game`, which the registry imports when the game is
first asked for; :mod:`.about` (its id, title and settings) is read without it.
"""
