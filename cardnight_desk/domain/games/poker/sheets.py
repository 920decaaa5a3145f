"""Score sheets of the poker freezeout: ``poker-tournament`` and ``poker-balance``
(``resources/docs/score-sheets.md``).

- ``poker-tournament``: the entries (with the level in progress when each player was seated) and the busts in
  the order they happened; the result is every player's stack (rulings PK-1, PK-2), the places of the players out
  (PK-5), who is left, and the prizes of the paid places decided so far (PK-6).
- ``poker-balance``: how many players sit at each table; the result is the tables to break and the moves that
  balance the rest with the fewest players moved (PK-4).

``structure``, ``paid_places``, ``payout_percent``, ``prize_pool``, ``seats_per_table`` and ``break_below``
may be left out: the sheet's ``settings`` (or the competition defaults) then apply. The sheets' fields, their
bounds and rules are described in :mod:`~cardnight_desk.domain.games.poker.description`; the arithmetic is in
:mod:`~cardnight_desk.domain.games.poker.tournament` and :mod:`~cardnight_desk.domain.games.poker.balance`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games.poker.balance import BalancePlan, plan_balance
from cardnight_desk.domain.games.poker.description import BALANCE, BUSTS, ENTRIES, TOURNAMENT
from cardnight_desk.domain.games.poker.settings import SETTINGS
from cardnight_desk.domain.games.poker.structure import (
    Structure,
    load_structure,
    parse_entry_point,
    structure_names,
)
from cardnight_desk.domain.games.poker.tournament import Bust, Entry, Tournament, bust_groups
from cardnight_desk.domain.settings import SettingError, resolve
from cardnight_desk.domain.sheet_checks import Checker, join
from cardnight_desk.domain.sheet_rules import SheetRules

PAID, TABLES = TOURNAMENT.game_field("paid_places"), BALANCE.game_field("tables")
HAND, CHIPS = BUSTS.field("hand"), BUSTS.field("start_chips")


def _settings(check: Checker, sheet: Mapping[str, Any]) -> dict[str, Any]:
    values = {key: spec.default for key, spec in SETTINGS.items()}
    given = sheet.get("settings", {})
    if not isinstance(given, dict):
        check.error("settings", 'the settings must be a group of fields, such as {"starting_stack": 3000}')
        return values
    resolved, errors = resolve(SETTINGS, given)
    for err in errors:
        check.error(join("settings", err.key), str(err))
    values.update({k: resolved[k] for k in given if k in SETTINGS and k not in {e.key for e in errors}})
    return values


def _setting(check: Checker, sheet: Mapping[str, Any], settings: Mapping[str, Any], key: str) -> Any:
    """The sheet's own field ``key`` (checked like the setting of that name), else the setting."""
    if key not in sheet:
        return settings[key]
    try:
        return SETTINGS[key].check(sheet[key])
    except SettingError as err:
        check.error(key, str(err))
        return None


# --- poker-tournament ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TournamentResult:
    stacks: tuple[tuple[str, int], ...]
    places: tuple[tuple[str, int], ...]
    remaining: tuple[str, ...]
    prizes: tuple[tuple[str, int], ...] | None  # None until a paid place is decided

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "stacks": dict(self.stacks),
            "places": dict(self.places),
            "remaining": list(self.remaining),
        }
        if self.prizes is not None:
            doc["prizes"] = dict(self.prizes)
        return doc


def _structure(check: Checker, sheet: Mapping[str, Any], settings: Mapping[str, Any]) -> Structure | None:
    name = sheet.get("structure", settings["structure"])
    where = "structure" if "structure" in sheet else "settings.structure"
    if not isinstance(name, str):
        check.error(where, "the structure is the name of a blind structure, such as gama-2025 (ruling PK-3)")
        return None
    try:
        return load_structure(name)
    except LookupError:
        known = ", ".join(structure_names()) or "none"
        check.error(
            where, f"'{name}' is not a blind structure of the desk (structures: {known}) (ruling PK-3)"
        )
    except SheetInvalid as err:
        check.error(where, f"the blind structure '{name}' has errors: {err} (ruling PK-3)")
    return None


def _read_entries(check: Checker, raw: object, structure: Structure | None, stack: int) -> list[Entry]:
    items = check.list_(raw, "entries", min_len=1, what="the entries")
    entries: list[Entry] = []
    seen: set[str] = set()
    for i, item in enumerate(items or []):
        path = join("entries", i)
        doc = check.obj(item, path, *ENTRIES.line_keys, what="an entry")
        player = check.str_(doc, "player", path)
        if player is not None and player in seen:
            check.error(join(path, "player"), f"{player} is entered twice")
            player = None
        if player is not None:
            seen.add(player)
        if doc is None or "level" not in doc:
            continue
        raw_level = doc["level"]
        point = (
            parse_entry_point(raw_level)
            if isinstance(raw_level, int) or (isinstance(raw_level, str) and not raw_level.strip().isdigit())
            else None
        )
        where = join(path, "level")
        if point is None:
            check.error(
                where,
                f"'{raw_level}' is not an entry level: give the level in progress when the player "
                'was seated (1, 2, ...) or "before_4" for the gap before level 4 (ruling PK-2)',
            )
            continue
        if structure is None:
            continue
        number = point if isinstance(point, int) else int(point[len("before_") :])
        if number > structure.level_count or point == "before_1":
            check.error(
                where,
                f"'{raw_level}' is not a level of the structure {structure.name} "
                f"(levels 1-{structure.level_count}) (ruling PK-3)",
            )
            continue
        entry_stack = structure.entry_stack(stack, point)
        if entry_stack is None:
            open_points = ", ".join(str(p) for p in structure.entry_points()) or "none"
            closes = structure.late_entry_closes_at()
            after = f"; none after level {closes} starts" if closes else ""
            check.error(
                where,
                f"late entry is closed at level {raw_level}: players may enter at "
                f"{open_points}{after} (ruling PK-2)",
            )
            continue
        if player is not None:
            entries.append(Entry(player, point, entry_stack))
    return entries


def _read_busts(check: Checker, raw: object, names: set[str]) -> list[Bust]:
    items = check.list_(raw, "busts", what="the busts")
    busts: list[Bust] = []
    out: set[str] = set()
    last: tuple[int, str] | None = None  # the hand and player of the last bust with a hand number
    for i, item in enumerate(items or []):
        path = join("busts", i)
        doc = check.obj(item, path, *BUSTS.line_keys, what="a bust")
        if doc is None:
            continue
        player = (
            check.name_in(doc["player"], join(path, "player"), sorted(names), what="player entered")
            if "player" in doc
            else None
        )
        if player is not None and player in out:
            check.error(
                join(path, "player"), f"{player} is already out: a player busts only once (ruling PK-5)"
            )
            player = None
        hand = check.int_(doc, "hand", path, lo=HAND.lo) if "hand" in doc else None
        chips = (
            check.int_(doc, "start_chips", path, lo=CHIPS.lo, rule=CHIPS.rule)
            if "start_chips" in doc
            else None
        )
        if hand is not None:
            if last is not None and hand < last[0]:
                who = f"{player}'s bust" if player else "this bust"
                check.error(
                    join(path, "hand"),
                    f"{who} (hand {hand}) is listed after {last[1]}'s in hand {last[0]}: list the busts in the "
                    "order they happened, hand numbers never going down (ruling PK-5)",
                )
            last = (hand, player or "another player")
        if player is not None:
            out.add(player)
            busts.append(Bust(player, hand, chips))
    for group in bust_groups(busts):
        if len(group) > 1:
            for bust in group:
                if bust.start_chips is None:
                    where = join("busts", busts.index(bust))
                    check.error(
                        join(where, "start_chips"),
                        f"{bust.player} went out in hand {bust.hand} with "
                        "other players: give their chips at the start of that hand (ruling PK-5)",
                    )
    seen_hands: set[int] = set()
    for group in bust_groups(busts):
        hand = group[0].hand
        if hand is not None and hand in seen_hands:
            check.error(
                join("busts", busts.index(group[0])),
                f"hand {hand} appears twice: the busts of one hand are listed together (ruling PK-5)",
            )
        if hand is not None:
            seen_hands.add(hand)
    return busts


def _read_tournament(check: Checker, sheet: Mapping[str, Any]) -> Tournament | None:
    top = TOURNAMENT.read_top(check, sheet, "the sheet")
    if top is None:
        return None
    settings = _settings(check, top)
    structure = _structure(check, top, settings)
    percents = _setting(check, top, settings, "payout_percent")
    pool = _setting(check, top, settings, "prize_pool")
    paid = check.int_(top, "paid_places", "", lo=PAID.lo, rule=PAID.rule) if "paid_places" in top else None
    if paid is not None and percents is not None and paid != len(percents):
        check.error(
            "paid_places",
            f"{paid} paid places need {paid} payout percentages, the sheet gives "
            f"{len(percents)} (ruling PK-6)",
        )
    entries = (
        _read_entries(check, top.get("entries"), structure, settings["starting_stack"])
        if "entries" in top
        else []
    )
    names = _entered_names(top.get("entries"))  # also those whose level is wrong: one error is enough
    busts = _read_busts(check, top["busts"], names) if "busts" in top else []
    if isinstance(top.get("entries"), list):
        entered = len(top["entries"])
        if busts and len(busts) >= entered:
            check.error(
                "busts", "every player is out: the last player left wins and does not bust (ruling PK-5)"
            )
        if percents is not None and len(percents) > entered:
            check.error(
                "paid_places" if "paid_places" in top else "payout_percent",
                f"{len(percents)} paid places but only {entered} players entered (ruling PK-6)",
            )
    if not check.ok or structure is None or percents is None or pool is None:
        return None
    return Tournament.restore(structure, entries, busts, settings["starting_stack"], percents, pool)


def _entered_names(raw: object) -> set[str]:
    if not isinstance(raw, list):
        return set()
    return {e["player"] for e in raw if isinstance(e, dict) and isinstance(e.get("player"), str)}


def _tally_tournament(tournament: Tournament) -> TournamentResult:
    prizes = tournament.prizes()
    return TournamentResult(
        stacks=tuple((e.player, e.stack) for e in tournament.entries),
        places=tuple(sorted(tournament.places().items(), key=lambda kv: (kv[1], kv[0]))),
        remaining=tuple(tournament.remaining()),
        prizes=tuple(sorted(prizes.items(), key=lambda kv: -kv[1])) if prizes else None,
    )


# --- poker-balance -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Layout:
    tables: dict[str, int]
    seats_per_table: int
    break_below: int
    break_when_fits: bool


def _read_balance(check: Checker, sheet: Mapping[str, Any]) -> _Layout | None:
    top = BALANCE.read_top(check, sheet, "the sheet")
    if top is None:
        return None
    settings = _settings(check, top)
    seats = _setting(check, top, settings, "seats_per_table")
    below = _setting(check, top, settings, "break_below")
    tables: dict[str, int] = {}
    raw = top.get("tables")
    if "tables" in top and (not isinstance(raw, dict) or not raw):
        check.error("tables", 'the tables are a group of table -> players at it, such as {"1": 7, "2": 4}')
    elif isinstance(raw, dict):
        for name, count in raw.items():
            where = join("tables", name)
            if not name.strip():
                check.error(where, "a table needs a name or number")
                continue
            players = check.int_value(count, where, lo=TABLES.lo)
            if players is not None and seats is not None and players > seats:
                check.error(where, f"table {name} has {players} players but only {seats} seats (ruling PK-4)")
            elif players is not None:
                tables[name] = players
    if not check.ok or seats is None or below is None:
        return None
    return _Layout(tables, seats, below, settings["break_when_fits"])


def _tally_balance(layout: _Layout) -> BalancePlan:
    return plan_balance(layout.tables, layout.seats_per_table, layout.break_below, layout.break_when_fits)


SHEET_RULES: dict[str, Any] = {
    "poker-tournament": SheetRules(_read_tournament, _tally_tournament),
    "poker-balance": SheetRules(_read_balance, _tally_balance),
}
