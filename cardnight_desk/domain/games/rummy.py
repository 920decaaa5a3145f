"""GAMA rummy score sheets: ``rummy-deal``, ``rummy-table`` and ``rummy-hand`` (``score-sheets.md``).

The rules live in :mod:`cardnight_desk.domain.rummy_table` (deals, eliminations, deciding deals; rulings
RU-3..RU-9) and :mod:`cardnight_desk.domain.rummy_hand` (what a hand scores; RU-1..RU-3). This module reads a
sheet, reports every problem with its dotted path, and builds the result documents.

A losing player's line gives either ``points`` (the hand at the normal rate) or ``cards`` and ``wild``, from
which the desk works the points out; the packs for those cards follow the number of players in the deal (RU-9).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from cardnight_desk.domain.cards import Card, CardError, Rank, parse_cards
from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.games.catalog import COMPETITION_GAMES
from cardnight_desk.domain.rummy_hand import HAND_SIZE, HandScore, hand_errors, score_hand
from cardnight_desk.domain.rummy_table import (
    Deal,
    DealType,
    DropTime,
    EliminateAt,
    Outcome,
    PlayerResult,
    TableGame,
    TableRules,
    line_problems,
    packs_for,
    score_deal,
    winner_problem,
)
from cardnight_desk.domain.settings import resolve
from cardnight_desk.domain.sheet_checks import Checker, describe, join

SETTINGS = COMPETITION_GAMES["rummy"].settings
DEAL_TYPES = [t.value for t in DealType]
OUTCOMES = [o.value for o in Outcome]
PACKS = (2, 3)


def _settings(ck: Checker, top: Mapping[str, Any]) -> dict[str, Any]:
    given = (
        ck.obj(top["settings"], "settings", (), SETTINGS, what="'settings'") if "settings" in top else None
    )
    values, problems = resolve(SETTINGS, {k: v for k, v in (given or {}).items() if k in SETTINGS})
    for problem in problems:
        ck.error(join("settings", problem.key), str(problem))
    return values


def _wild(ck: Checker, obj: Mapping[str, Any], path: str) -> tuple[bool, Rank | None]:
    """The wild rank (``None``: printed jokers only); the flag is False when it is wrong."""
    value, where = obj.get("wild"), join(path, "wild")
    if value is None:
        return True, None
    if isinstance(value, str):
        try:
            return True, Rank.parse(value)
        except CardError as err:
            ck.error(where, f"{err} - the wild rank is the rank of the card turned up at the deal")
            return False, None
    ck.error(where, f'the wild rank is written as text ("5", "K") or null, not {describe(value)}')
    return False, None


def _hand(ck: Checker, obj: Mapping[str, Any], path: str, packs: int | None) -> list[Card] | None:
    """The 13 cards of ``obj["cards"]``, each name checked, and no more copies than ``packs`` hold (RU-9);
    ``None`` when something is wrong (or the packs are not known)."""
    where = join(path, "cards")
    names = ck.list_(obj["cards"], where, what="'cards'")
    if names is None:
        return None
    good, bad = parse_cards(names)
    for i, err in bad:
        ck.error(join(where, i), str(err))
    if len(names) != HAND_SIZE:
        ck.error(where, f"a rummy hand has {HAND_SIZE} cards, this one has {len(names)}")
        return None
    if bad or packs is None:
        return None
    problems = hand_errors(good, packs)
    for problem in problems:
        ck.error(where, problem)
    return None if problems else good


@dataclass(frozen=True)
class Line:
    """A player's line as read: ``result`` holds what could be read; ``complete`` is False when some of it
    was wrong. A loser who gave cards has ``cards`` and ``wild`` instead of points until the deal is read."""

    result: PlayerResult
    complete: bool
    cards: list[Card] | None = None
    wild: Rank | None = None


def _player(ck: Checker, raw: object, path: str, deal_type: DealType | None, packs: int) -> Line | None:
    n = len(ck.errors)
    result = raw.get("result") if isinstance(raw, dict) else None
    extra: tuple[str, ...] = ()
    if result == Outcome.DROPPED.value:
        extra = ("when",)
    elif result == Outcome.LOST.value:
        extra = ("points", "cards", "wild", "had_turn")
    keys = ck.obj(raw, path, ("result",), extra, what="a player's line")
    outcome = ck.choice(keys, "result", path, OUTCOMES, rule="rulings RU-4..RU-6")
    if keys is None or outcome is None:
        return None
    if outcome == Outcome.DROPPED.value:
        if "when" not in keys:
            ck.error(
                join(path, "when"), "say when the player dropped: first_turn (25) or later (50) (ruling RU-4)"
            )
        when = ck.choice(keys, "when", path, [w.value for w in DropTime], rule="ruling RU-4")
        line = Line(PlayerResult(Outcome.DROPPED, DropTime(when) if when else None), when is not None)
    elif outcome != Outcome.LOST.value:
        line = Line(PlayerResult(Outcome(outcome)), True)
    else:
        line = _loser(ck, keys, path, deal_type, packs)
    if deal_type is not None:
        for key, why in line_problems(deal_type, line.result):
            ck.error(join(path, key) if key else path, why)
    return replace(line, complete=line.complete and len(ck.errors) == n)


def _loser(ck: Checker, keys: Mapping[str, Any], path: str, deal_type: DealType | None, packs: int) -> Line:
    n = len(ck.errors)
    had_turn = None
    if deal_type is not None and deal_type.asks_had_turn:
        if "had_turn" not in keys:
            ck.error(
                join(path, "had_turn"),
                f"in a {deal_type.value} deal every loser says whether they had "
                "a turn (true or false): it sets the rate (ruling RU-5)",
            )
        had_turn = ck.bool_(keys, "had_turn", path)
    elif "had_turn" in keys and deal_type is not None:
        ck.error(
            join(path, "had_turn"),
            "had_turn is only for first_turn_rummy and hand_rummy deals, where "
            "it sets the rate (ruling RU-5)",
        )
    points = ck.int_value(keys["points"], join(path, "points")) if "points" in keys else None
    hand, wild = None, None
    if "points" in keys and ("cards" in keys or "wild" in keys):
        ck.error(path, "give either the points or the cards and wild rank, not both (ruling RU-3)")
    elif "points" not in keys:
        if "cards" not in keys or "wild" not in keys:
            ck.error(
                path,
                "a losing player gives 'points', or 'cards' (13) and 'wild' (the wild rank or null) "
                "(ruling RU-3)",
            )
        wild_ok, wild = _wild(ck, keys, path) if "wild" in keys else (False, None)
        hand = _hand(ck, keys, path, packs) if "cards" in keys else None
        if hand is not None and wild_ok:
            points = score_hand(hand, wild, packs).points
    return Line(PlayerResult(Outcome.LOST, points=points, had_turn=had_turn), len(ck.errors) == n, hand, wild)


def _deal(
    ck: Checker, raw: object, path: str, required: tuple[str, ...], optional: tuple[str, ...], what: str
) -> Deal | None:
    n = len(ck.errors)
    d = ck.obj(raw, path, required, optional, what=what)
    if d is None:
        return None
    value = ck.choice(d, "deal_type", path, DEAL_TYPES, rule="rulings RU-5, RU-6")
    deal_type = DealType(value) if value is not None else None
    where = join(path, "players")
    players = d.get("players")
    if not isinstance(players, dict):
        if "players" in d:
            ck.error(where, f"'players' must map each player's name to their line, not {describe(players)}")
        return None
    if len(players) < 2:
        ck.error(where, f"a deal has at least two players, this one has {len(players)}")
    packs = packs_for(len(players))
    lines: dict[str, Line | None] = {}
    for name, raw_line in players.items():
        if ck.str_value(name, join(where, name)) is not None:
            lines[name] = _player(ck, raw_line, join(where, name), deal_type, packs)
        else:
            lines[name] = None
    hands = {name: line for name, line in lines.items() if line is not None and line.cards is not None}
    wilds = {line.wild for line in hands.values()}
    if len(wilds) > 1:
        shown = ", ".join(sorted("null" if w is None else w.symbol for w in wilds))
        ck.error(where, f"one card is turned up per deal, so every hand has the same wild rank, not {shown}")
    held: Counter[Card] = Counter(c for line in hands.values() for c in line.cards or ())
    for c, count in held.items():
        limit = packs * 2 if c.rank is None else packs
        if count > limit:
            shown = "printed jokers" if c.rank is None else f"copies of {c.name}"
            ck.error(
                where,
                f"the hands in this deal hold {count} {shown}, but the {packs} packs for "
                f"{len(players)} players hold only {limit} (ruling RU-9)",
            )
    if deal_type is not None and all(line is not None for line in lines.values()):
        why = winner_problem(deal_type, ((name, line.result.outcome) for name, line in lines.items() if line))
        if why:
            ck.error(where, why)
    if len(ck.errors) > n or deal_type is None:
        return None
    return Deal.of(deal_type, {name: line.result for name, line in lines.items() if line is not None})


# --- rummy-deal ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DealResult:
    points: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"points": dict(self.points)}


def _read_deal_sheet(sheet: Mapping[str, Any]) -> tuple[Deal | None, list[SheetError]]:
    ck = Checker()
    if not isinstance(sheet, dict):
        ck.error("", "a rummy-deal sheet must be a group of fields")
        return None, ck.errors
    deal = _deal(ck, sheet, "", ("game", "deal_type", "players"), ("settings",), "a rummy-deal sheet")
    _settings(ck, sheet)
    return (deal if ck.ok else None), ck.errors


class RummyDealRules:
    """The ``rummy-deal`` sheet: one deal's points (rulings RU-3..RU-6)."""

    game = "rummy-deal"

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        return _read_deal_sheet(sheet)[1]

    def score(self, sheet: Mapping[str, Any]) -> DealResult:
        deal, errors = _read_deal_sheet(sheet)
        if errors or deal is None:
            raise SheetInvalid(errors)
        return DealResult(score_deal(deal))


# --- rummy-table --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TableResult:
    game: TableGame

    def to_json(self) -> dict[str, Any]:
        g = self.game
        return {
            "totals": dict(zip(g.players, g.totals, strict=True)),
            "eliminated": g.eliminated,
            "finished": g.finished,
            "winner": g.winner,
            "tied": list(g.tied),
            "order": list(g.order),
        }


def _table_players(ck: Checker, top: Mapping[str, Any]) -> tuple[str, ...] | None:
    names = ck.list_(top["players"], "players", min_len=2, what="'players'") if "players" in top else None
    if names is None:
        return None
    good = [ck.str_value(name, join("players", i)) for i, name in enumerate(names)]
    for i, name in enumerate(good):
        if name is not None and name in good[:i]:
            ck.error(
                join("players", i),
                f"'{name}' is listed twice: every player at the table needs a different name",
            )
    return tuple(good) if len(names) >= 2 and None not in good and len(set(good)) == len(good) else None  # type: ignore[arg-type]


def _table_rules(ck: Checker, top: Mapping[str, Any], settings: Mapping[str, Any]) -> TableRules | None:
    n = len(ck.errors)
    values: dict[str, int | None] = {}
    for key, lo, hi, rule in (("target", 1, 1000, "ruling RU-7"), ("max_deals", 1, 100, "ruling RU-8")):
        if key not in top:
            values[key] = settings[key]
            continue
        value = top[key]
        if value is None and key == "max_deals":
            values[key] = None
        else:
            values[key] = ck.int_value(value, key, lo=lo, hi=hi, rule=rule)
        given = (top.get("settings") or {}) if isinstance(top.get("settings"), dict) else {}
        if key in given and given[key] != value:
            ck.error(key, f"{key} is {value} here but {given[key]} in the settings: give it once ({rule})")
    if len(ck.errors) > n:
        return None
    return TableRules(values["target"], values["max_deals"], EliminateAt(settings["eliminate_at"]))  # type: ignore[arg-type]


def _and(names: tuple[str, ...]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def _membership(ck: Checker, game: TableGame, deal: Deal, index: int) -> bool:
    """Check a deal names exactly the players due to play it (RU-7, RU-8); True when it does."""
    path, label = join("deals", index), f"deal {index + 1}"
    due = game.players_due()
    if not due:
        why = (
            f"only {game.winner} was left"
            if len(game.still_in) == 1
            else f"{game.winner} won after the {game.deals}-deal limit (ruling RU-8)"
        )
        ck.error(path, f"{label} comes after the table finished: {why}")
        return False
    n = len(ck.errors)
    deciding = game.finished
    for name in deal.names:
        where = join(join(path, "players"), name)
        if name not in game.players:
            ck.error(where, f"'{name}' is not a player at this table (players: {', '.join(game.players)})")
        elif name in game.eliminated:
            k = game.eliminated[name]
            ck.error(
                where,
                f"{name} went out after deal {k} with {game.total(name)} (target "
                f"{game.rules.target}, ruling RU-7) and cannot play in {label}",
            )
        elif name not in due:
            ck.error(
                where,
                f"{label} is the deciding deal between {_and(due)}, level on the lowest "
                f"total (ruling RU-8); {name} does not play it",
            )
    for name in due:
        if name not in deal.names:
            why = (
                "plays the deciding deal (ruling RU-8)"
                if deciding
                else f"is still in with {game.total(name)} (ruling RU-7)"
            )
            ck.error(join(path, "players"), f"{name} {why} and is missing from {label}")
    return len(ck.errors) == n


def _read_table_sheet(sheet: Mapping[str, Any]) -> tuple[TableGame | None, list[SheetError]]:
    ck = Checker()
    top = ck.obj(
        sheet,
        "",
        ("game", "players", "deals"),
        ("target", "max_deals", "settings"),
        what="a rummy-table sheet",
    )
    if top is None:
        return None, ck.errors
    settings = _settings(ck, top)
    players = _table_players(ck, top)
    rules = _table_rules(ck, top, settings)
    raw_deals = ck.list_(top["deals"], "deals", what="'deals'") if "deals" in top else None
    game = TableGame.start(players, rules) if players is not None and rules is not None else None
    for i, raw in enumerate(raw_deals or []):
        deal = _deal(ck, raw, join("deals", i), ("deal_type", "players"), (), f"deal {i + 1}")
        if game is None:
            continue
        if deal is None or not _membership(ck, game, deal, i):
            game = None  # who is still in is unknown from here on
            continue
        game = game.play(score_deal(deal))
    return (game if ck.ok else None), ck.errors


class RummyTableRules:
    """The ``rummy-table`` sheet: a table's game to the last player or the deal limit (rulings RU-7, RU-8)."""

    game = "rummy-table"

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        return _read_table_sheet(sheet)[1]

    def score(self, sheet: Mapping[str, Any]) -> TableResult:
        game, errors = _read_table_sheet(sheet)
        if errors or game is None:
            raise SheetInvalid(errors)
        return TableResult(game)


# --- rummy-hand ---------------------------------------------------------------------------------------------
def _read_hand_sheet(sheet: Mapping[str, Any]) -> tuple[HandScore | None, list[SheetError]]:
    ck = Checker()
    top = ck.obj(sheet, "", ("game", "cards", "wild"), ("packs", "settings"), what="a rummy-hand sheet")
    if top is None:
        return None, ck.errors
    _settings(ck, top)
    packs = top.get("packs", 2)
    if isinstance(packs, bool) or packs not in PACKS:
        ck.error(
            "packs", f"rummy is dealt from 2 packs (up to 6 players) or 3 (more), not {packs!r} (ruling RU-9)"
        )
        packs = None
    ok, wild = _wild(ck, top, "") if "wild" in top else (False, None)
    hand = _hand(ck, top, "", packs) if "cards" in top else None
    if not ck.ok or hand is None or packs is None or not ok:
        return None, ck.errors
    return score_hand(hand, wild, packs), ck.errors


class RummyHandRules:
    """The ``rummy-hand`` sheet: the lowest score a 13-card hand can be given (rulings RU-1..RU-3)."""

    game = "rummy-hand"

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        return _read_hand_sheet(sheet)[1]

    def score(self, sheet: Mapping[str, Any]) -> HandScore:
        result, errors = _read_hand_sheet(sheet)
        if errors or result is None:
            raise SheetInvalid(errors)
        return result


SHEET_RULES = {
    "rummy-deal": RummyDealRules(),
    "rummy-table": RummyTableRules(),
    "rummy-hand": RummyHandRules(),
}
