"""Files in and out of the desk: ``excel/`` (importing registrations, exporting the night to a workbook) and
``pdf/`` (the printed documents, drawn from the plain data handed to them); :mod:`~cardnight_desk.io.printing`
fills that data from the services. The services never import anything from here."""
