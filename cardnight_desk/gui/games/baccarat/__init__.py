"""The baccarat desk: the fun table's seats, bets, dealing and results."""
