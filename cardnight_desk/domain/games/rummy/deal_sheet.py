"""Reading one deal of a GAMA rummy score sheet: each player's line, the hands given by their cards, the
wild rank. Used by the ``rummy-deal`` and ``rummy-table`` sheets (:mod:`cardnight_desk.domain.games.rummy.sheets`).

Domain words as in :mod:`cardnight_desk.domain.games.rummy.table`. A *line* is what the sheet says of one player in
one deal. A loser's line gives either ``points`` (the hand at the normal rate) or ``cards`` and ``wild``, from
which the points are worked out (:mod:`cardnight_desk.domain.games.rummy.hand`); the packs for those cards follow the
number of players in the deal (RU-9). Every problem is reported with its dotted path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from cardnight_desk.domain.cards import Card, CardError, Rank, parse_cards
from cardnight_desk.domain.games.rummy.description import DEALS
from cardnight_desk.domain.games.rummy.hand import HAND_SIZE, hand_errors, score_hand
from cardnight_desk.domain.games.rummy.table import (
    Deal,
    DealType,
    DropTime,
    Outcome,
    PlayerResult,
    line_problems,
    packs_for,
    winner_problem,
)
from cardnight_desk.domain.sheet_checks import Checker, describe, join

DEAL_TYPE, RESULT, WHEN = DEALS.field("deal_type"), DEALS.field("result"), DEALS.field("when")


def read_wild(ck: Checker, obj: Mapping[str, Any], path: str) -> tuple[bool, Rank | None]:
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


def read_hand(
    ck: Checker, obj: Mapping[str, Any], path: str, packs: int | None, copies: bool = True
) -> list[Card] | None:
    """The 13 cards of ``obj["cards"]``, each name checked, and (unless ``copies`` is False: the caller scores
    the hand, which checks them) no more copies than ``packs`` hold (RU-9); ``None`` when something is wrong
    (or the packs are not known)."""
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
    if not copies:
        return good
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
    keys = ck.obj(raw, path, (RESULT.key,), DEALS.only_if(RESULT.key, result), what="a player's line")
    outcome = ck.choice(keys, RESULT.key, path, list(RESULT.values), rule=RESULT.rule)
    if keys is None or outcome is None:
        return None
    if outcome == Outcome.DROPPED.value:
        if "when" not in keys:
            ck.error(
                join(path, "when"), "say when the player dropped: first_turn (25) or later (50) (ruling RU-4)"
            )
        when = ck.choice(keys, WHEN.key, path, list(WHEN.values), rule=WHEN.rule)
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
                f"in {deal_type.words} every loser says whether they had "
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
        wild_ok, wild = read_wild(ck, keys, path) if "wild" in keys else (False, None)
        hand = read_hand(ck, keys, path, packs) if "cards" in keys else None
        if hand is not None and wild_ok:
            points = score_hand(hand, wild, packs).points
    return Line(PlayerResult(Outcome.LOST, points=points, had_turn=had_turn), len(ck.errors) == n, hand, wild)


def read_deal(
    ck: Checker, raw: object, path: str, required: tuple[str, ...], optional: tuple[str, ...], what: str
) -> Deal | None:
    n = len(ck.errors)
    d = ck.obj(raw, path, required, optional, what=what)
    if d is None:
        return None
    value = ck.choice(d, DEAL_TYPE.key, path, list(DEAL_TYPE.values), rule=DEAL_TYPE.rule)
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
