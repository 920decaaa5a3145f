"""The settings (rule variants) of a Baccarat fun table competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import OWN_DESK_SETTINGS, Play, Setting, desk_settings

MIN_DECKS, MAX_DECKS = 1, 8  # packs a shoe may hold (ruling BAC-3)
# the fun table keeps these from its first seat on: play began with them
AT_THE_TABLE = (Play.PLAY_BEGAN,)

SETTINGS: dict[str, Setting] = desk_settings(18, False, OWN_DESK_SETTINGS) | {
    s.key: s
    for s in (
        Setting(
            "variant",
            "mini",
            "choice",
            "Baccarat variant",
            "BAC-2",
            choices=("mini", "midi", "ez", "no_commission"),
            choice_words={
                "mini": "Mini",
                "midi": "Midi",
                "ez": "EZ Baccarat",
                "no_commission": "No commission",
            },
            fixed_by=AT_THE_TABLE,
        ),
        Setting(
            "decks", 8, "int", "Packs in the shoe", "BAC-3", lo=MIN_DECKS, hi=MAX_DECKS, fixed_by=AT_THE_TABLE
        ),
        Setting(
            "tournament_hands",
            None,
            "int",
            "Hands before a tournament is ranked by chips",
            "",
            lo=1,
            hi=10000,
            optional=True,
            fixed_by=AT_THE_TABLE,
        ),
        Setting(
            "starting_chips",
            1000,
            "int",
            "Chips each seat starts with",
            "",
            lo=1,
            hi=10_000_000,
            fixed_by=AT_THE_TABLE,
        ),
    )
}
