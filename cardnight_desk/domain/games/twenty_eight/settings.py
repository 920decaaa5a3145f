"""The settings (rule variants) of a 28 / Irupathiyettu (GAMA) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Play, Setting, desk_settings, format_setting

SETTINGS: dict[str, Setting] = desk_settings(18, True) | {
    s.key: s
    for s in (
        format_setting("knockout", "round_robin"),
        # kept with the bracket when the first round is drawn
        Setting("third_place", False, "bool", "Play a third-place match", "", fixed_by=(Play.ROUND_DRAWN,)),
    )
}
