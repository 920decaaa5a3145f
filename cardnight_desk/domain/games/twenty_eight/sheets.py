"""The ``28-match`` score sheet of GAMA 28 (Irupathiyettu): reading and checking it (rulings TE-1..TE-7).

A sheet (``resources/docs/score-sheets.md``) names the two *teams*, lists the *deals* in the order they were
played and may record the *coin toss* that decides a match still level after the extra round. It is read with
a :class:`Checker` and every problem is reported with its path: each deal says how it ended in exactly one way
(its *outcome keys*: ``bidder_points``, ``won_all`` for a thani, a ``cot``, the team at ``foul``, or
``redeal``), and deals after the match was decided or a coin toss that is not due are refused (TE-7). The
arithmetic is in :mod:`cardnight_desk.domain.games.twenty_eight.scoring`; the game's words are defined there.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from cardnight_desk.domain.games.twenty_eight.description import DEALS, DESCRIPTION
from cardnight_desk.domain.games.twenty_eight.scoring import (
    COT_MAX_BID,
    DEALS_PER_ROUND,
    LAST_DEAL,
    MATCH_DEALS,
    MAX_BID,
    MIN_BID,
    THANI,
    TRICK_POINTS_IN_PACK,
    Band,
    Bid,
    BidDeal,
    CotDeal,
    CotOutcome,
    Deal,
    DealScore,
    FoulDeal,
    MatchResult,
    MatchStatus,
    Redeal,
    ThaniDeal,
    band,
    can_cot,
    match_errors,
    other_team,
    score_deal,
    score_match,
)
from cardnight_desk.domain.games.twenty_eight.settings import SETTINGS
from cardnight_desk.domain.settings import resolve
from cardnight_desk.domain.sheet_checks import Checker, join
from cardnight_desk.domain.sheet_rules import SheetRules

OUTCOME_KEYS = ("bidder_points", "won_all", "cot", "foul")
BIDDER, BID, POINTS, FOUL = (DEALS.field(key) for key in ("bidder", "bid", "bidder_points", "foul"))
DECLARED_BY, OUTCOME = DEALS.field("cot.declared_by"), DEALS.field("cot.outcome")
COIN_TOSS = DESCRIPTION.game_field("coin_toss")
Teams = tuple[str, str] | None  # None when the sheet's team list is wrong (reported once, at 'teams')
Match = tuple[tuple[str, str], list[Deal], Any]  # the teams, the deals read whole and the coin toss


def _team(
    ck: Checker, obj: Mapping[str, Any] | None, key: str, path: str, teams: Teams, role: str, rule: str
) -> str | None:
    if obj is None or key not in obj or teams is None:
        return None
    value = obj[key]
    if not isinstance(value, str) or value not in teams:
        ck.error(
            join(path, key),
            f"{role} must be one of the two teams, {teams[0]} or {teams[1]}, not '{value}' ({rule})",
        )
        return None
    return value


def _read_bid(ck: Checker, d: Mapping[str, Any], path: str) -> Bid | None:
    value = d.get("bid")
    if "bid" not in d or value == THANI:
        return THANI if value == THANI else None
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_BID <= value <= MAX_BID:
        shown = f"'{value}'" if isinstance(value, str) else json.dumps(value)
        ck.error(join(path, "bid"), f"a bid is {MIN_BID} to {MAX_BID} or 'thani', not {shown} ({BID.rule})")
        return None
    return value


def _read_cot(ck: Checker, d: Mapping[str, Any], path: str, teams: Teams) -> tuple[str, CotOutcome] | None:
    if "cot" not in d:
        return None
    where = join(path, "cot")
    c = ck.obj(d["cot"], where, ("declared_by", "outcome"), what="the cot")
    by = _team(ck, c, "declared_by", where, teams, "the side declaring the cot", DECLARED_BY.rule)
    outcome = ck.choice(c, "outcome", where, list(OUTCOME.values), rule=OUTCOME.rule)
    return (by, CotOutcome(outcome)) if by is not None and outcome is not None else None


def _read_deal(ck: Checker, raw: object, index: int, teams: Teams) -> Deal | None:
    n, path, label = len(ck.errors), join("deals", index), f"deal {index + 1}"

    def err(key: str, message: str) -> None:
        ck.error(join(path, key), message)

    if isinstance(raw, dict) and "redeal" in raw:
        if raw["redeal"] is not True:
            err(
                "redeal",
                "'redeal' is only ever true (a void deal, ruling TE-6): leave it out for a played deal",
            )
        for key in raw:
            if key != "redeal":
                err(key, f"a redeal scores nothing (ruling TE-6), so it takes no '{key}'")
        return Redeal() if len(ck.errors) == n else None
    d = ck.obj(raw, path, ("bidder", "bid"), OUTCOME_KEYS, what=label)
    if d is None:
        return None
    bidder = _team(ck, d, "bidder", path, teams, "the bidder", BIDDER.rule)
    bid = _read_bid(ck, d, path)
    at_fault = _team(ck, d, "foul", path, teams, "the team at foul", FOUL.rule)
    points = ck.int_(d, "bidder_points", path, lo=POINTS.lo, hi=POINTS.hi, rule=POINTS.rule)
    won_all = ck.bool_(d, "won_all", path)
    cot = _read_cot(ck, d, path, teams)
    given = [k for k in OUTCOME_KEYS if k in d]
    if not given:
        need = "won_all (true or false)" if bid == THANI else "bidder_points, a cot, or the team at foul"
        ck.error(path, f"{label} does not say how it ended: give {need}, or redeal (rulings TE-2 to TE-6)")
    before = len(ck.errors)
    if "foul" in d:
        for key in given[:-1]:  # "foul" is last in OUTCOME_KEYS
            err(key, f"a foul deal scores only the foul (ruling TE-5): leave out '{key}'")
    elif "bidder_points" in d and bid == THANI:
        err(
            "bidder_points",
            "a thani is won or lost on all six tricks, not on trick points: give won_all true "
            "or false instead (ruling TE-2)",
        )
    elif "bidder_points" in d and "cot" in d:
        err(
            "bidder_points",
            "a cot deal is scored by its outcome, not by trick points: leave out bidder_points (ruling TE-3)",
        )
    if "won_all" in d and isinstance(bid, int):
        err("won_all", f"won_all is only for a thani; a bid of {bid} gives bidder_points (ruling TE-2)")
    if "cot" in d and bid is not None and not can_cot(bid):
        err(
            "cot",
            f"cot and counter cot are only allowed when the final bid is {COT_MAX_BID} or less; this bid "
            f"is {bid} (ruling TE-3)",
        )
    if len(given) > 1 and len(ck.errors) == before:
        ck.error(
            path, f"{label} gives {' and '.join(given)}: give only one way it ended (rulings TE-2 to TE-5)"
        )
    if len(ck.errors) > n or bidder is None or bid is None:
        return None
    if at_fault is not None:
        return FoulDeal(bidder, bid, at_fault)
    if bid == THANI:
        return ThaniDeal(bidder, won_all) if won_all is not None else None
    if cot is not None:
        return CotDeal(bidder, bid, *cot)
    return BidDeal(bidder, bid, points) if points is not None else None


def _read_teams(ck: Checker, sheet: Mapping[str, Any]) -> Teams:
    teams = ck.list_(sheet["teams"], "teams", what="'teams'") if "teams" in sheet else None
    if teams is None:
        return None
    if len(teams) != 2:
        ck.error("teams", f"a match of 28 is between exactly two teams, {len(teams)} given")
        return None
    a, b = (ck.str_value(t, join("teams", i)) for i, t in enumerate(teams))
    if a is not None and a == b:
        ck.error("teams.1", f"both teams are called '{a}': the two teams need different names")
        return None
    return (a, b) if a is not None and b is not None else None


def _read(ck: Checker, sheet: Mapping[str, Any]) -> Match | None:
    top = DESCRIPTION.read_top(ck, sheet, "a 28-match sheet")
    if top is None:
        return None
    specs = SETTINGS
    given = ck.obj(top["settings"], "settings", (), specs, what="'settings'") if "settings" in top else None
    for problem in resolve(specs, {k: v for k, v in (given or {}).items() if k in specs})[1]:
        ck.error(join("settings", problem.key), str(problem))
    teams = _read_teams(ck, top)
    raw_deals = ck.list_(top["deals"], "deals", what="'deals'") if "deals" in top else None
    deals = [_read_deal(ck, d, i, teams) for i, d in enumerate(raw_deals or [])]
    if top.get("coin_toss") is not None:
        _team(ck, top, "coin_toss", "", teams, "the winner of the coin toss", COIN_TOSS.rule)
    if teams is None:
        return None
    ck.errors.extend(match_errors(teams, deals, top.get("coin_toss")))
    return teams, [d for d in deals if d is not None], top.get("coin_toss")


def _tally(match: Match) -> MatchResult:
    return score_match(*match)


SHEET_RULES: dict[str, Any] = {"28-match": SheetRules(_read, _tally)}

__all__ = [
    "Band",
    "Bid",
    "BidDeal",
    "COT_MAX_BID",
    "CotDeal",
    "CotOutcome",
    "DEALS_PER_ROUND",
    "Deal",
    "DealScore",
    "FoulDeal",
    "LAST_DEAL",
    "MATCH_DEALS",
    "MAX_BID",
    "MIN_BID",
    "MatchResult",
    "MatchStatus",
    "OUTCOME_KEYS",
    "Redeal",
    "SHEET_RULES",
    "THANI",
    "TRICK_POINTS_IN_PACK",
    "Teams",
    "ThaniDeal",
    "band",
    "can_cot",
    "match_errors",
    "other_team",
    "score_deal",
    "score_match",
]
