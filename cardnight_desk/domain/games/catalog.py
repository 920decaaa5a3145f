"""The competition games an event can hold, and the settings (rule variants) each one takes.

A *competition* is one game played as a tournament at an event (the Bhukhar league, the rummy tables, the
poker freezeout). Its ``game`` is one of :data:`COMPETITION_GAMES`; its settings start from the defaults here
and are stored with the event. The ids of the rulings that define each setting are in ``rulings.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardnight_desk.domain.settings import Setting


@dataclass(frozen=True)
class CompetitionGame:
    id: str
    title: str
    team_game: bool  # entries are teams of three (Bhukhar, 28); Bukharo may be either (BK-3)
    sheet_games: tuple[str, ...]  # the score-sheet games its tables return
    settings: dict[str, Setting]


def _desk_settings(min_age: int, community: bool) -> dict[str, Setting]:
    """Desk settings every competition has: registration (EV-1, EV-2) and double entry of sheets."""
    return {
        "min_age": Setting(
            "min_age", min_age, "int", "Youngest age allowed on the event date", "EV-1", lo=0, hi=120
        ),
        "community_confirmation": Setting(
            "community_confirmation",
            community,
            "bool",
            "Registration needs the desk's community-eligibility confirmation",
            "EV-1",
        ),
        "deadline": Setting("deadline", None, "date", "Last day registration is open", "EV-2", optional=True),
        "capacity": Setting(
            "capacity", None, "int", "Most entries accepted", "EV-2", lo=1, hi=100000, optional=True
        ),
        "double_entry": Setting(
            "double_entry",
            False,
            "bool",
            "Score sheets are entered twice, blind, and confirmed when both agree",
        ),
    }


def _game(
    id: str,
    title: str,
    team_game: bool,
    sheet_games: tuple[str, ...],
    min_age: int,
    community: bool,
    *settings: Setting,
) -> CompetitionGame:
    return CompetitionGame(
        id, title, team_game, sheet_games, _desk_settings(min_age, community) | {s.key: s for s in settings}
    )


COMPETITION_GAMES: dict[str, CompetitionGame] = {
    g.id: g
    for g in (
        _game(
            "bhukhar",
            "Bhukhar (OAUK)",
            True,
            ("bhukhar",),
            10,
            False,
            Setting(
                "format", "swiss", "choice", "How rounds are drawn", "", choices=("swiss", "round_robin")
            ),
            Setting(
                "penalty_mode",
                "award_opponent",
                "choice",
                "Who a penalty's points go to",
                "BH-6",
                choices=("award_opponent", "deduct_offender"),
            ),
            Setting("game_minutes", 30, "int", "Length of a game in minutes", "BH-10", lo=30, hi=35),
            Setting("bye_master", 2, "int", "Master points a Swiss bye scores", "", lo=0, hi=2),
        ),
        _game(
            "bukharo",
            "Bukharo (Patel)",
            False,
            ("bukharo",),
            0,
            False,
        ),
        _game(
            "rummy",
            "Rummy (GAMA)",
            False,
            ("rummy-table", "rummy-deal"),
            18,
            True,
            Setting(
                "target",
                150,
                "int",
                "Elimination target (150 initial rounds, 230 final)",
                "RU-7",
                lo=1,
                hi=1000,
            ),
            Setting(
                "final_target", 230, "int", "Elimination target at the final table", "RU-7", lo=1, hi=1000
            ),
            Setting(
                "eliminate_at",
                "above_target",
                "choice",
                "Out when the total exceeds or reaches the target",
                "RU-7",
                choices=("above_target", "at_target"),
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
            ),
            Setting("table_size", 6, "int", "Most players at a rummy table", "RU-9", lo=2, hi=9),
            Setting(
                "runners_up", 0, "int", "Best runners-up (lowest totals) who also advance", "", lo=0, hi=100
            ),
        ),
        _game(
            "28",
            "28 / Irupathiyettu (GAMA)",
            True,
            ("28-match",),
            18,
            True,
            Setting(
                "format",
                "knockout",
                "choice",
                "How rounds are drawn",
                "",
                choices=("knockout", "round_robin"),
            ),
            Setting("third_place", False, "bool", "Play a third-place match", ""),
        ),
        _game(
            "poker",
            "Poker freezeout (GAMA)",
            False,
            ("poker-tournament", "poker-balance"),
            18,
            True,
            Setting("structure", "gama-2025", "text", "Blind structure", "PK-3"),
            Setting("starting_stack", 3000, "int", "Starting chips", "PK-1", lo=1, hi=10_000_000),
            Setting(
                "payout_percent", [50, 30, 20], "int_list", "Prize percentages of the paid places", "PK-6"
            ),
            Setting("prize_pool", 0, "int", "Prize pool in currency units", "PK-6", lo=0, hi=10_000_000),
            Setting("seats_per_table", 9, "int", "Seats at a poker table", "PK-4", lo=2, hi=11),
            Setting("break_below", 5, "int", "A table with fewer players is broken", "PK-4", lo=2, hi=11),
            Setting(
                "break_when_fits",
                False,
                "bool",
                "Break a table as soon as the players fit at one table fewer (TDA)",
                "PK-4",
            ),
        ),
        _game(
            "baccarat",
            "Baccarat fun table",
            False,
            ("baccarat-hand",),
            18,
            False,
            Setting(
                "variant",
                "mini",
                "choice",
                "Baccarat variant",
                "BAC-2",
                choices=("mini", "midi", "ez", "no_commission"),
            ),
            Setting("decks", 8, "int", "Packs in the shoe", "BAC-3", lo=1, hi=8),
            Setting(
                "tournament_hands",
                None,
                "int",
                "Hands before a tournament is ranked by chips",
                "",
                lo=1,
                hi=10000,
                optional=True,
            ),
            Setting("starting_chips", 1000, "int", "Chips each seat starts with", "", lo=1, hi=10_000_000),
        ),
    )
}


def find_competition_game(game: str) -> CompetitionGame:
    try:
        return COMPETITION_GAMES[game]
    except KeyError:
        known = ", ".join(COMPETITION_GAMES)
        raise LookupError(f"'{game}' is not a competition game (games: {known})") from None
