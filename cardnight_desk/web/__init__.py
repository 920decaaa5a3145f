"""The players' page: read-only pages a phone in the hall opens — find your table, the standings, the poker
clock, the baccarat table — served by the desk (Displays → Players' page) or by ``cardnight-desk serve``.

:class:`~cardnight_desk.web.server.PlayersPageServer` starts and stops it. Nothing here is imported when the
desk or another command starts: the server library is loaded only when the page is served.
"""
