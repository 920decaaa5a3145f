"""Plausible score sheets for the demo night, made from a random generator so that a seed gives the same night.

Each function returns a sheet of ``resources/docs/score-sheets.md`` for the entrants given, valid by the
game's rules (every sheet is checked by the game's own engine before it is handed out; a generator that makes
an invalid sheet is a bug and raises). The games look like real ones: most Bhukhar games end by a close, some
on time or when the stock runs out, one team sometimes never shows its licence; a 28 match is twelve deals of
bids from 16 upwards with the odd thani, cot or redeal; a rummy table plays deals until one player is left or
the deal limit is reached (RU-7, RU-8); a Bukharo game ends with the second Bukharo; a baccarat hand is dealt
from a shuffled shoe by the third-card rule (BAC-1).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardnight_desk.domain.cards import Card, packs
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.baccarat.hand import Coup

Sheet = dict[str, Any]
ATTEMPTS = 200


def _checked(sheet: Sheet) -> Sheet:
    result = evaluate(sheet)
    if not result["valid"]:
        raise ValueError(f"the demo made an invalid {sheet.get('game')} sheet: {result['errors'][:3]}")
    return sheet


# --- Bhukhar (rulings BH-4, BH-5) ---------------------------------------------------------------------
def bhukhar_game(rng: random.Random, first: str, second: str) -> Sheet:
    ended_by = rng.choices(["closed", "stock", "time"], weights=[5, 2, 3])[0]
    names = [first, second]
    rng.shuffle(names)  # the first after shuffling shows its licence first
    licence = {names[0]: True, names[1]: rng.random() < 0.75}
    licensed = [n for n in names if licence[n]]
    flags = {
        n: {
            "licence": licence[n],
            "licence_first": False,
            "bhukhar": False,
            "closed_game": False,
            "natodiu": False,
        }
        for n in names
    }
    flags[names[0]]["licence_first"] = True
    if ended_by == "closed" or rng.random() < 0.6:
        flags[rng.choice(licensed)]["bhukhar"] = True  # a close needs the Bhukhar taken (BH-5)
    closer = rng.choice(licensed) if ended_by == "closed" else None
    if closer:
        flags[closer]["closed_game"] = True
    if rng.random() < 0.2:
        flags[rng.choice(names)]["natodiu"] = True
    teams = {}
    for n in names:
        if licence[n]:
            closed = {
                "sequence": rng.randint(0, 2),
                "high_set": rng.randint(0, 1),
                "low_set": rng.randint(0, 1),
            }
            table = {"low": rng.randint(0, 8), "high": rng.randint(0, 8)}
            most = 3 if n == closer else 10
            hand = {"low": rng.randint(0, most), "high": rng.randint(0, most)}
        else:  # no licence: nothing on the table (BH-5)
            closed = {"sequence": 0, "high_set": 0, "low_set": 0}
            table = {"low": 0, "high": 0}
            hand = {"low": rng.randint(8, 22), "high": rng.randint(6, 20)}
        teams[n] = flags[n] | {"closed": closed, "table_cards": table, "hand_cards": hand}
    return _checked(
        {"game": "bhukhar", "ended_by": ended_by, "teams": {k: teams[k] for k in (first, second)}}
    )


# --- 28 (rulings TE-2..TE-7) --------------------------------------------------------------------------------
def _deal_28(rng: random.Random, teams: Sequence[str]) -> Sheet:
    bidder = rng.choice(teams)
    roll = rng.random()
    if roll < 0.04:
        return {"redeal": True}
    if roll < 0.09:
        return {"bidder": bidder, "bid": "thani", "won_all": rng.random() < 0.6}
    bid = rng.choice([16, 16, 17, 17, 18, 18, 19, 20, 21, 22, 24, 25])
    if roll < 0.13 and bid <= 19:
        other = teams[1] if bidder == teams[0] else teams[0]
        declared = bidder if rng.random() < 0.7 else other
        outcome = rng.choice(["won_all", "won_all", "lost_trick", "surrendered"])
        return {"bidder": bidder, "bid": bid, "cot": {"declared_by": declared, "outcome": outcome}}
    points = max(0, min(28, bid + rng.randint(-7, 6)))
    return {"bidder": bidder, "bid": bid, "bidder_points": points}


def match_28(rng: random.Random, first: str, second: str) -> Sheet:
    """A finished match of twelve deals (a level one is dealt again, so the knockout has a winner)."""
    for _ in range(ATTEMPTS):
        sheet = {
            "game": "28-match",
            "teams": [first, second],
            "deals": [_deal_28(rng, (first, second)) for _ in range(12)],
            "coin_toss": None,
        }
        result = evaluate(sheet)
        if result["valid"] and result["status"] == "finished":
            return sheet
    raise ValueError("the demo could not make a finished 28 match")


# --- rummy (rulings RU-3..RU-8) -----------------------------------------------------------------------------
def _rummy_deal(rng: random.Random, due: Sequence[str]) -> Sheet:
    winner = rng.choice(due)
    lines: dict[str, Any] = {}
    for name in due:
        roll = rng.random()
        if name == winner:
            lines[name] = {"result": "won"}
        elif roll < 0.12:
            lines[name] = {"result": "dropped", "when": "first_turn"}
        elif roll < 0.22:
            lines[name] = {"result": "dropped", "when": "later"}
        elif roll < 0.32:
            lines[name] = {"result": "lost", "points": 100}
        else:
            lines[name] = {"result": "lost", "points": rng.randint(2, 70)}
    return {"deal_type": "normal", "players": lines}


def rummy_table(
    rng: random.Random,
    players: Sequence[str],
    target: int = 150,
    max_deals: int | None = 12,
    stop_after: int | None = None,
) -> Sheet:
    """A table's sheet: deals until the table has a winner, or only the first ``stop_after`` deals (a table
    still playing, typed in as far as it has gone)."""
    sheet: Sheet = {
        "game": "rummy-table",
        "target": target,
        "max_deals": max_deals,
        "players": list(players),
        "deals": [],
    }
    for _ in range(ATTEMPTS):
        result = evaluate(sheet)
        if not result["valid"]:
            raise ValueError(f"the demo made an invalid rummy table: {result['errors'][:3]}")
        if result["winner"] is not None or (stop_after is not None and len(sheet["deals"]) >= stop_after):
            return sheet
        if result["finished"]:
            due = list(result["tied"])  # the deciding deal between those level (RU-8)
        else:
            due = [p for p in players if p not in result["eliminated"]]
        sheet["deals"].append(_rummy_deal(rng, due))
    raise ValueError("the demo's rummy table did not finish")


# --- Bukharo (rulings BK-4, BK-5) ---------------------------------------------------------------------------
def bukharo_game(rng: random.Random, first: str, second: str) -> Sheet:
    """Two sides; the game ends with the second Bukharo."""
    names = [first, second]
    rng.shuffle(names)
    sides = {}
    second_by = names[0] if rng.random() < 0.6 else names[1]
    for i, name in enumerate(names):
        passport = i == 0 or rng.random() < 0.85
        if passport:
            groups = {
                "low": rng.randint(2, 10),
                "high": rng.randint(2, 9),
                "aces": rng.randint(0, 2),
                "trumps": rng.randint(0, 2),
            }
            sevens = {"pure": rng.randint(0, 1), "with_trump": rng.randint(0, 1)}
            sets7 = 1 if rng.random() < 0.2 else 0
        else:  # no passport: no groups (BK-4)
            groups = {"low": 0, "high": 0, "aces": 0, "trumps": 0}
            sevens = {"pure": 0, "with_trump": 0}
            sets7 = 0
        most = 2 if name == second_by else 9
        hand = {
            "low": rng.randint(0, most),
            "high": rng.randint(0, most),
            "aces": rng.randint(0, 1),
            "trumps": rng.randint(0, 1),
        }
        sides[name] = {
            "passport": passport,
            "sequences7": sevens,
            "sets7": sets7,
            "group_cards": groups,
            "hand_cards": hand,
            "first_bukharo": i == 0,
            "second_bukharo": name == second_by and passport,
        }
    if not any(s["second_bukharo"] for s in sides.values()):
        sides[names[0]]["second_bukharo"] = True
    return _checked(
        {"game": "bukharo", "ended_by": "second_bukharo", "sides": {k: sides[k] for k in (first, second)}}
    )


# --- baccarat (ruling BAC-1) --------------------------------------------------------------------------------
def shoe(rng: random.Random, decks: int) -> list[Card]:
    """A shuffled shoe; cards are taken from its end."""
    cards = packs(decks)
    rng.shuffle(cards)
    return cards


def baccarat_hand(cards: list[Card]) -> list[str]:
    """The next hand from the shoe: as many cards as the third-card rule deals (4 to 6)."""
    coup = Coup()
    while coup.can_deal():
        coup = coup.deal(cards.pop())
    return [c.name for c in coup.cards]
