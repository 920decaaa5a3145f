"""The settings (rule variants) of a Rummy (GAMA) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Play, Setting, desk_settings

SETTINGS: dict[str, Setting] = desk_settings(18, True) | {
    s.key: s
    for s in (
        Setting(
            "target",
            150,
            "int",
            "Elimination target (150 initial rounds, 230 final)",
            "RU-7",
            lo=1,
            hi=1000,
            fixed_by=(Play.SHEET_SCORED,),
        ),
        Setting(
            "final_target",
            230,
            "int",
            "Elimination target at the final table",
            "RU-7",
            lo=1,
            hi=1000,
            fixed_by=(Play.FINAL_SCORED,),
        ),
        Setting(
            "eliminate_at",
            "above_target",
            "choice",
            "Out when the total exceeds or reaches the target",
            "RU-7",
            choices=("above_target", "at_target"),
            choice_words={"above_target": "over the target", "at_target": "at the target"},
            fixed_by=(Play.SHEET_SCORED,),
        ),
        Setting(
            "max_deals",
            12,
            "int",
            "Deals in an initial round (none in the final)",
            "RU-8",
            lo=1,
            hi=100,
            optional=True,
            fixed_by=(Play.SHEET_SCORED,),
        ),
        Setting("table_size", 6, "int", "Most players at a rummy table", "RU-9", lo=2, hi=9),
        Setting("runners_up", 0, "int", "Best runners-up (lowest totals) who also advance", "", lo=0, hi=100),
    )
}
