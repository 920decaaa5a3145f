"""The settings (rule variants) of a Poker freezeout (GAMA) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import POKER_DESK_SETTINGS, Play, Setting, desk_settings

SETTINGS: dict[str, Setting] = desk_settings(18, True, POKER_DESK_SETTINGS) | {
    s.key: s
    for s in (
        Setting(
            "structure",
            "gama-2025",
            "text",
            "Blind structure",
            "PK-3",
            # the structures shipped in resources/poker/structures, by the title in their file
            choice_words={"gama-2025": "GAMA Cards Night 2025 freezeout"},
            fixed_by=(Play.CLOCK_STARTED, Play.SEATS_DRAWN),
        ),
        # each entry's stack is worked out from it when the player enters (PK-2)
        Setting(
            "starting_stack",
            3000,
            "int",
            "Starting chips",
            "PK-1",
            lo=1,
            hi=10_000_000,
            fixed_by=(Play.ENTERED, Play.CLOCK_STARTED, Play.SEATS_DRAWN),
        ),
        Setting(
            "payout_percent",
            [50, 30, 20],
            "int_list",
            "Prize percentages of the paid places",
            "PK-6",
            unit="%",
        ),
        Setting("prize_pool", 0, "int", "Prize pool in currency units", "PK-6", lo=0, hi=10_000_000),
        # the seating keeps its tables' seats from the draw on
        Setting(
            "seats_per_table",
            9,
            "int",
            "Seats at a poker table",
            "PK-4",
            lo=2,
            hi=11,
            fixed_by=(Play.SEATS_DRAWN,),
        ),
        Setting("break_below", 5, "int", "A table with fewer players is broken", "PK-4", lo=2, hi=11),
        Setting(
            "break_when_fits",
            False,
            "bool",
            "Break a table as soon as the players fit at one table fewer (TDA)",
            "PK-4",
        ),
    )
}
