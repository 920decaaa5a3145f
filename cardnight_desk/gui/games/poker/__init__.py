"""The poker desk: the freezeout's clock, seats, busts, moves, prizes and blind structure."""
