"""The settings (rule variants) of a 28 / Irupathiyettu (GAMA) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Play, Setting, desk_settings

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
            choice_words={"knockout": "Knockout", "round_robin": "Round robin"},
            fixed_by=(Play.ROUND_DRAWN,),
        ),
        # kept with the bracket when the first round is drawn
        Setting("third_place", False, "bool", "Play a third-place match", "", fixed_by=(Play.ROUND_DRAWN,)),
    )
}
