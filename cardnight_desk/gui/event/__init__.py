"""The Event area: the event and its competitions, added and set up through the competition dialog."""
