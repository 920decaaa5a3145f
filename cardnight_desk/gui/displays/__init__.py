"""The Displays area: the screens for the players (the standings board, a game's own display)."""
