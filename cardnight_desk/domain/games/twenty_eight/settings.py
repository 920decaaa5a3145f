"""The settings (rule variants) of a 28 / Irupathiyettu (GAMA) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Setting, desk_settings

SETTINGS: dict[str, Setting] = desk_settings(18, True) | {
    s.key: s
    for s in (
        Setting(
            "format",
            "knockout",
            "choice",
            "How rounds are drawn",
            "",
            choices=("knockout", "round_robin"),
            choice_words={"knockout": "knockout", "round_robin": "round robin"},
        ),
        Setting("third_place", False, "bool", "Play a third-place match", ""),
    )
}
