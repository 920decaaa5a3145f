"""Card Night Desk: runs community card-night tournaments from registration to printed results."""

__version__ = "0.1.0"
