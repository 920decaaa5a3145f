"""The baccarat fun table: six seats, bets and hands, run from its own desk.

The :class:`~cardnight_desk.domain.games.base.Game` the rest of the desk asks about this game.
"""

from __future__ import annotations

from functools import cached_property

from cardnight_desk.domain.games.baccarat.settings import SETTINGS
from cardnight_desk.domain.games.base import Entries, Game, SheetKind, SheetParts
from cardnight_desk.domain.settings import Play


class BaccaratGame(Game):
    id = "baccarat"
    title = "Baccarat fun table"
    ruling_prefix = "BAC"
    entries = Entries.PLAYERS
    settings = SETTINGS
    table_kinds = ("baccarat-hand",)
    max_sides = 7
    state_names = ("baccarat.table.seats.*.name",)  # the players seated at the fun table
    play_marks = {Play.PLAY_BEGAN: "baccarat.table"}  # the fun table is kept from its first action on

    @cached_property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        from cardnight_desk.domain.games.baccarat.sheets import SHEET_RULES

        return (
            SheetKind("baccarat-hand", SHEET_RULES["baccarat-hand"]),
            SheetKind("baccarat-odds", SHEET_RULES["baccarat-odds"]),
        )

    @cached_property
    def sheet_parts(self) -> SheetParts:
        from cardnight_desk.domain.games.baccarat import layout, templates

        return SheetParts(layout.sheet_layout, template=templates.sheet_template)


GAME = BaccaratGame()
