"""The GAMA poker freezeout: one tournament, run from its own desk (clock, seats, busts, prizes).

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from cardnight_desk.domain.games.base import Entries, Game, SheetKind, SheetParts
from cardnight_desk.domain.games.poker.names import STATE_NAMES, player_labels
from cardnight_desk.domain.games.poker.settings import SETTINGS
from cardnight_desk.domain.settings import Play


class PokerGame(Game):
    id = "poker"
    title = "Poker freezeout (GAMA)"
    ruling_prefix = "PK"
    entries = Entries.PLAYERS
    settings = SETTINGS
    table_kinds = ("poker-tournament", "poker-balance")
    max_sides = 11
    state_names = STATE_NAMES
    play_marks = {
        Play.ENTERED: "poker.game.entries",
        Play.CLOCK_STARTED: "poker.game.clock.started",
        Play.SEATS_DRAWN: "poker.game.seating",
    }

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.poker.sheets import SHEET_RULES

        return (
            SheetKind("poker-tournament", SHEET_RULES["poker-tournament"]),
            SheetKind("poker-balance", SHEET_RULES["poker-balance"]),
        )

    @cached_property
    def sheet_parts(self) -> SheetParts:
        from cardnight_desk.domain.games.poker import layout, templates

        return SheetParts(layout.sheet_layout, template=templates.sheet_template)

    def player_labels(self, players: Sequence[tuple[int, str]]) -> dict[int, str]:
        return player_labels(players)


GAME = PokerGame()
