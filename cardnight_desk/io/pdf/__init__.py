"""The printed documents: score sheets, table cards, seating lists, the bracket, standings, results and
certificates. They render the plain data of :mod:`~cardnight_desk.io.pdf.data` only: they never read the
event, and they know no game by name (a score sheet draws the layout its game gives)."""
