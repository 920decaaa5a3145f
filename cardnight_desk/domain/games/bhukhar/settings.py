"""The settings (rule variants) of a Bhukhar (OAUK) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Floor, Setting, desk_settings, format_setting

SETTINGS: dict[str, Setting] = desk_settings(10, False) | {
    s.key: s
    for s in (
        format_setting("swiss", "round_robin"),
        Setting(
            "rounds",
            None,
            "int",
            "Rounds of a Swiss league (none: until the organiser closes it)",
            "",
            lo=1,
            hi=99,
            optional=True,
            at_least=Floor.ROUNDS_DRAWN,
        ),
        Setting(
            "penalty_mode",
            "award_opponent",
            "choice",
            "Who a penalty's points go to",
            "BH-6",
            choices=("award_opponent", "deduct_offender"),
            choice_words={
                "award_opponent": "points go to the opponents",
                "deduct_offender": "points come off the offender",
            },
            rescores=True,  # read as each sheet is scored (table_rules.py)
        ),
        Setting("game_minutes", 30, "int", "Length of a game in minutes", "BH-10", lo=30, hi=35),
        Setting("bye_master", 2, "int", "Master points a Swiss bye scores", "", lo=0, hi=2),
    )
}
