"""GAMA rummy score sheets: ``rummy-deal``, ``rummy-table`` and ``rummy-hand``
(``resources/docs/score-sheets.md``).

The rules live in :mod:`cardnight_desk.domain.games.rummy.table` (deals, eliminations, deciding deals; rulings
RU-3..RU-9) and :mod:`cardnight_desk.domain.games.rummy.hand` (what a hand scores; RU-1..RU-3); one deal's lines are
read by :mod:`cardnight_desk.domain.games.rummy.deal_sheet`. This module reads the three sheets, reports every problem
with its dotted path, and builds the result documents. A table sheet's ``target`` and ``max_deals`` default to
the event settings (RU-7, RU-8); given in both places they must agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.cards import RANKS, Card, Rank, pack
from cardnight_desk.domain.games.rummy.deal_sheet import read_deal, read_hand, read_wild
from cardnight_desk.domain.games.rummy.description import DESCRIPTION
from cardnight_desk.domain.games.rummy.hand import (
    HAND_SIZE,
    HandError,
    HandScore,
    hand_errors,
    score_hand,
)
from cardnight_desk.domain.games.rummy.settings import SETTINGS
from cardnight_desk.domain.games.rummy.table import (
    Deal,
    EliminateAt,
    TableGame,
    TableRules,
    score_deal,
)
from cardnight_desk.domain.settings import resolve
from cardnight_desk.domain.sheet_checks import Checker, join
from cardnight_desk.domain.sheet_rules import SheetRules

PACKS = (2, 3)


def _settings(ck: Checker, top: Mapping[str, Any]) -> dict[str, Any]:
    given = (
        ck.obj(top["settings"], "settings", (), SETTINGS, what="'settings'") if "settings" in top else None
    )
    values, problems = resolve(SETTINGS, {k: v for k, v in (given or {}).items() if k in SETTINGS})
    for problem in problems:
        ck.error(join("settings", problem.key), str(problem))
    return values


# --- rummy-deal ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DealResult:
    points: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"points": dict(self.points)}


def _read_deal_sheet(ck: Checker, sheet: Mapping[str, Any]) -> Deal | None:
    if not isinstance(sheet, dict):
        ck.error("", "a rummy-deal sheet must be a group of fields")
        return None
    deal = read_deal(ck, sheet, "", ("game", "deal_type", "players"), ("settings",), "a rummy-deal sheet")
    _settings(ck, sheet)
    return deal if ck.ok else None


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
    named = tuple(name for name in good if name is not None)
    return named if len(names) >= 2 and len(named) == len(set(named)) == len(names) else None


def _table_rules(ck: Checker, top: Mapping[str, Any], settings: Mapping[str, Any]) -> TableRules | None:
    n = len(ck.errors)
    given = top["settings"] if isinstance(top.get("settings"), dict) else {}
    described = {f.key: f for f in DESCRIPTION.game_fields}
    for key, f in described.items():
        if key in top and key in given and given[key] != top[key]:
            ck.error(
                key, f"{key} is {top[key]} here but {given[key]} in the settings: give it once ({f.rule})"
            )
    target, deals = described["target"], described["max_deals"]
    if "target" in top:
        target_given = ck.int_value(top["target"], "target", lo=target.lo, hi=target.hi, rule=target.rule)
    else:
        target_given = None
    limit = top.get("max_deals", settings["max_deals"])
    if limit is not None:
        limit = ck.int_value(limit, "max_deals", lo=deals.lo, hi=deals.hi, rule=deals.rule)
    if len(ck.errors) > n:
        return None
    return TableRules(target_given or settings["target"], limit, EliminateAt(settings["eliminate_at"]))


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


def _read_table_sheet(ck: Checker, sheet: Mapping[str, Any]) -> TableGame | None:
    top = DESCRIPTION.read_top(ck, sheet, "a rummy-table sheet")
    if top is None:
        return None
    settings = _settings(ck, top)
    players = _table_players(ck, top)
    rules = _table_rules(ck, top, settings)
    raw_deals = ck.list_(top["deals"], "deals", what="'deals'") if "deals" in top else None
    game = TableGame.start(players, rules) if players is not None and rules is not None else None
    for i, raw in enumerate(raw_deals or []):
        deal = read_deal(ck, raw, join("deals", i), ("deal_type", "players"), (), f"deal {i + 1}")
        if game is None:
            continue
        if deal is None or not _membership(ck, game, deal, i):
            game = None  # who is still in is unknown from here on
            continue
        game = game.play(score_deal(deal))
    return game if ck.ok else None


# --- rummy-hand ---------------------------------------------------------------------------------------------
_HAND_FIELDS = frozenset(("game", "cards", "wild", "packs"))
_WILD_BY_SYMBOL: dict[str | None, Rank | None] = {None: None, "T": Rank.TEN, **{r.symbol: r for r in RANKS}}
_CARD_BY_NAME: dict[str, Card] = {c.name: c for c in pack(jokers=1)}


def _usual_hand(sheet: Mapping[str, Any]) -> tuple[list[Card], Rank | None, int] | None:
    """The cards, wild rank and packs of a sheet written as the desk writes it (no settings, packs 2 or 3,
    the wild rank's symbol or null, 13 card names as :data:`~cardnight_desk.domain.cards` spells them), read
    without a :class:`Checker`; ``None`` for any other sheet, which the full reading checks field by field."""
    if type(sheet) is not dict or "game" not in sheet or not sheet.keys() <= _HAND_FIELDS:
        return None
    packs = sheet.get("packs", 2)
    names = sheet.get("cards")
    wild = sheet.get("wild", 0)
    if type(packs) is not int or packs not in PACKS or type(names) is not list or len(names) != HAND_SIZE:
        return None
    if (wild is not None and type(wild) is not str) or wild not in _WILD_BY_SYMBOL:
        return None
    try:
        hand = list(map(_CARD_BY_NAME.__getitem__, names))
    except (KeyError, TypeError):  # a name spelt otherwise, or no text at all
        return None
    return hand, _WILD_BY_SYMBOL[wild], packs


def _read_hand_sheet(ck: Checker, sheet: Mapping[str, Any]) -> HandScore | None:
    usual = _usual_hand(sheet)
    if usual is not None:
        try:
            return score_hand(*usual)
        except HandError:
            pass  # the full reading below names each card held too often
    top = ck.obj(sheet, "", ("game", "cards", "wild"), ("packs", "settings"), what="a rummy-hand sheet")
    if top is None:
        return None
    if "settings" in top:  # checked, though a hand's score needs none of them
        _settings(ck, top)
    packs = top.get("packs", 2)
    if not isinstance(packs, int) or isinstance(packs, bool) or packs not in PACKS:
        ck.error(
            "packs", f"rummy is dealt from 2 packs (up to 6 players) or 3 (more), not {packs!r} (ruling RU-9)"
        )
        packs = None
    ok, wild = read_wild(ck, top, "") if "wild" in top else (False, None)
    hand = read_hand(ck, top, "", packs, copies=False) if "cards" in top else None
    if not ck.ok or hand is None or packs is None or not ok:
        return None
    try:
        return score_hand(hand, wild, packs)
    except HandError:  # more copies of a card than the packs hold (RU-9)
        for problem in hand_errors(hand, packs):
            ck.error("cards", problem)
        return None


SHEET_RULES: dict[str, Any] = {
    "rummy-deal": SheetRules(
        _read_deal_sheet, lambda deal: DealResult(score_deal(deal))
    ),  # rulings RU-3..RU-6
    # a table's game to the last player or the deal limit (rulings RU-7, RU-8)
    "rummy-table": SheetRules(_read_table_sheet, TableResult),
    # the lowest score a 13-card hand can be given (rulings RU-1..RU-3)
    "rummy-hand": SheetRules(_read_hand_sheet, lambda score: score),
}
