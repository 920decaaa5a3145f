"""Baccarat score sheets: ``baccarat-hand`` (one hand, every bet settled) and ``baccarat-odds`` (exact odds).

Domain words are those of :mod:`cardnight_desk.domain.games.baccarat.hand` (the deal, the third-card rule, naturals)
and :mod:`cardnight_desk.domain.games.baccarat.pays` (bets, pay tables, a bet's *net*). A sheet's *variant* (``mini``,
``midi``, ``ez``, ``no_commission``) picks the leaflet's pay table (ruling BAC-2); the shoe holds ``decks`` packs
(ruling BAC-3: the event setting ``decks``, 8 unless the sheet's ``settings`` say otherwise). The JSON shapes
are fixed by ``resources/docs/score-sheets.md``; the sheets' fields, their bounds, choices and rules are
described in :mod:`~cardnight_desk.domain.games.baccarat.description`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from cardnight_desk.domain.cards import Card, parse_cards
from cardnight_desk.domain.games.baccarat.description import BETS, HAND, ODDS, STAKE_LIMIT
from cardnight_desk.domain.games.baccarat.hand import BANKER_DRAWS_ON, MAX_CARDS, Action, Coup, Reason, total
from cardnight_desk.domain.games.baccarat.odds_table import odds_figures
from cardnight_desk.domain.games.baccarat.pays import (
    CENT,
    VARIANTS,
    Bet,
    BetOn,
    Outcome,
    Settlement,
    money_json,
    settle,
)
from cardnight_desk.domain.games.baccarat.settings import SETTINGS
from cardnight_desk.domain.settings import resolve
from cardnight_desk.domain.sheet_checks import Checker, describe, join
from cardnight_desk.domain.sheet_rules import SheetRules

SEAT, ON, STAKE = (BETS.field(key) for key in ("seat", "on", "stake"))
VARIANT, DECKS = HAND.game_field("variant"), ODDS.game_field("decks")
BET_WORDS = {option.value: option.label for option in ON.options}  # each bet as the table's layout names it


def variant_words(variant: str) -> str:
    """A variant in words: "the EZ Baccarat variant" (ruling BAC-2)."""
    return f"the {SETTINGS['variant'].words_for(variant)} variant"


MAX_STAKE = Decimal(STAKE_LIMIT)
_ORDINAL = {1: "first", 2: "second", 3: "third"}
_BAC1 = "dealing order Player, Banker, Player, Banker, then the third cards, ruling BAC-1"


def _settings(check: Checker, sheet: Mapping[str, Any]) -> dict[str, Any]:
    """The event settings that apply (defaults overlaid with the sheet's ``settings``), errors recorded."""
    given = sheet.get("settings", {})
    if not isinstance(given, dict):
        check.error("settings", f"settings must be a group of fields, not {describe(given)}")
        given = {}
    values, errors = resolve(SETTINGS, given)
    for err in errors:
        check.error(join("settings", err.key), str(err))
    return values


# --- baccarat-hand --------------------------------------------------------------------------------------
def _still_needed(coup: Coup) -> str:
    step = coup.next_card()
    needed = f"card {step.position} is still needed"
    if step.action in (Action.PLAYER_CARD, Action.BANKER_CARD):
        side = "Player" if step.action is Action.PLAYER_CARD else "Banker"
        which = _ORDINAL[(len(coup.cards) // 2) + 1]
        return f"{needed}: the {side}'s {which} card ({_BAC1})"
    player_two = total(coup.cards[0:3:2])
    banker_two = total(coup.cards[1:4:2])
    if step.action is Action.PLAYER_DRAWS:
        why = f"the Player has {player_two} and draws on 0-5"
        return f"{needed}: the Player's third card ({why}; third-card rule, ruling BAC-1)"
    if step.reason is Reason.BANKER_LOW:
        why = f"the Player stood and the Banker has {banker_two}, drawing on 0-5"
    elif banker_two < min(BANKER_DRAWS_ON):
        why = f"the Banker has {banker_two} and always draws on 0-2"
    else:
        drawing_on = ", ".join(str(v) for v in sorted(BANKER_DRAWS_ON[banker_two]))
        why = f"the Banker has {banker_two} and draws when the Player's third card is {drawing_on}"
    return f"{needed}: the Banker's third card ({why}; third-card rule, ruling BAC-1)"


def _why_over(coup: Coup) -> str:
    reason = coup.next_card().reason
    if reason is Reason.NATURAL:
        return "a natural: neither hand draws"
    if reason is Reason.BOTH_STAND:
        return "Player and Banker both stand on 6 or 7"
    if reason is Reason.BANKER_STANDS:
        return f"the Banker stands on {total(coup.cards[1:4:2])} against the Player's third card"
    return "both hands have all their cards"


def _check_cards(check: Checker, raw: object, decks: int) -> Coup | None:
    listed = check.list_(raw, "cards", what="cards")
    if listed is None:
        return None
    dealt: list[tuple[int, Card]] = []  # (index on the sheet, card) of every card that reads
    unreadable = False
    for index, item in enumerate(listed):
        good, bad = parse_cards([item])
        if bad:
            check.error(join("cards", index), str(bad[0][1]))
        elif good[0].is_joker:
            check.error(join("cards", index), "there are no jokers in a baccarat shoe (ruling BAC-3)")
        else:
            dealt.append((index, good[0]))
            continue
        unreadable = True
    seen: Counter[Card] = Counter()
    for index, item in dealt:
        seen[item] += 1
        if seen[item] == decks + 1:
            shoe = f"a shoe of {decks} pack{'s' if decks > 1 else ''}"
            check.error(
                join("cards", index),
                f"'{item}' is dealt more than {decks} time{'s' if decks > 1 else ''} in this hand, "
                f"but {shoe} holds only {decks} (ruling BAC-3)",
            )
    if unreadable:
        for index in range(MAX_CARDS, len(listed)):
            check.error(
                join("cards", index), f"a hand has at most six cards; '{listed[index]}' is extra ({_BAC1})"
            )
        return None
    coup = Coup()
    for index, item in dealt:
        if not coup.can_deal():
            check.error(
                join("cards", index),
                f"'{item}' is one card too many: the hand was over after "
                f"{len(coup.cards)} cards ({_why_over(coup)}; third-card rule, ruling BAC-1)",
            )
            continue
        coup = coup.deal(item)
    if not coup.is_complete:
        check.error("cards", _still_needed(coup))
        return None
    return coup


def _given(fields: Mapping[str, Any], key: str) -> bool:
    """Whether the sheet's own ``settings`` name ``key``."""
    given = fields.get("settings")
    return isinstance(given, dict) and key in given


def _stake(check: Checker, value: object, where: str) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        check.error(where, f"a stake must be a number of chips, not {describe(value)}")
        return None
    try:
        amount = Decimal(value) if isinstance(value, int) else Decimal(repr(value))
        if not amount.is_finite() or amount <= 0 or amount > MAX_STAKE:
            raise InvalidOperation
        exact = amount == amount.quantize(CENT)
    except InvalidOperation:
        check.error(where, f"a stake must be more than 0 and at most {MAX_STAKE} chips, not {value}")
        return None
    if not exact:
        check.error(where, f"a stake has at most two decimal places, not {value}")
        return None
    return amount


def _check_bets(check: Checker, raw: object, variant: str | None) -> list[Bet]:
    listed = check.list_(raw, "bets", what="bets")
    bets: list[Bet] = []
    for index, entry in enumerate(listed or []):
        path = join("bets", index)
        fields = check.obj(entry, path, *BETS.line_keys, what="a bet")
        if fields is None:
            continue
        seat = check.int_(fields, "seat", path, lo=SEAT.lo)
        on = check.choice(fields, "on", path, ON.values, rule=ON.rule)
        stake = _stake(check, fields["stake"], join(path, "stake")) if "stake" in fields else None
        if on is not None and variant is not None and not VARIANTS[variant].offers(BetOn(on)):
            check.error(
                join(path, "on"),
                f"a {BET_WORDS.get(on, on)} bet is not offered in {variant_words(variant)} "
                "(Dragon 7 is an EZ Baccarat bet, ruling BAC-2)",
            )
            continue
        if seat is not None and on is not None and stake is not None:
            bets.append(Bet(seat, BetOn(on), stake))
    return bets


@dataclass(frozen=True)
class HandResult:
    coup: Coup
    settlements: tuple[Settlement, ...]

    def to_json(self) -> dict[str, Any]:
        coup = self.coup
        return {
            "player": {"cards": [c.name for c in coup.player_cards], "total": coup.player_total},
            "banker": {"cards": [c.name for c in coup.banker_cards], "total": coup.banker_total},
            "winner": coup.winner.value,
            "natural": coup.natural,
            "dragon7": coup.dragon7,
            "bets": [
                {"seat": s.bet.seat, "on": s.bet.on.value, "net": money_json(s.net)} for s in self.settlements
            ],
        }


Hand = tuple[Coup, list[Bet], str]  # the cards, the bets and the variant of a hand read whole


def _read_hand(check: Checker, sheet: Mapping[str, Any]) -> Hand | None:
    """``baccarat-hand``: one hand in dealing order, and the bets on it."""
    fields = HAND.read_top(check, sheet, "the sheet")
    if fields is None:
        return None
    settings = _settings(check, fields)
    variant = check.choice(fields, "variant", "", VARIANT.values, rule=VARIANT.rule)
    if variant is not None and _given(fields, "variant") and settings["variant"] != variant:
        check.error(
            "variant",
            f"this hand says {variant_words(variant)} but the event's settings say "
            f"{variant_words(settings['variant'])} (ruling BAC-2)",
        )
    coup = _check_cards(check, fields["cards"], settings["decks"]) if "cards" in fields else None
    bets = _check_bets(check, fields.get("bets", []), variant)
    return None if coup is None or variant is None else (coup, bets, variant)


def _tally_hand(hand: Hand) -> HandResult:
    coup, bets, variant = hand
    outcome, table = Outcome.of(coup), VARIANTS[variant]
    return HandResult(coup, tuple(settle(bet, outcome, table) for bet in bets))


# --- baccarat-odds --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class OddsResult:
    decks: int
    probabilities: Mapping[str, float]
    house_edge: Mapping[str, Mapping[str, float]]

    def to_json(self) -> dict[str, Any]:
        return {
            "decks": self.decks,
            "probabilities": dict(self.probabilities),
            "house_edge": {variant: dict(edges) for variant, edges in self.house_edge.items()},
        }


def _read_decks(check: Checker, sheet: Mapping[str, Any]) -> int | None:
    """``baccarat-odds``: exact probabilities and every bet's house edge for a shoe of ``decks`` packs."""
    fields = ODDS.read_top(check, sheet, "the sheet")
    if fields is None:
        return None
    settings = _settings(check, fields)
    decks = check.int_(fields, "decks", "", lo=DECKS.lo, hi=DECKS.hi, rule=DECKS.rule)
    if "decks" not in fields:
        return int(settings["decks"])
    if decks is not None and _given(fields, "decks") and settings["decks"] != decks:
        check.error(
            "decks",
            f"the sheet asks for {decks} packs but the event's settings say "
            f"{settings['decks']} (ruling BAC-3)",
        )
    return decks


def _tally_odds(decks: int) -> OddsResult:
    probabilities, edges = odds_figures(decks)
    return OddsResult(decks, probabilities, edges)


SHEET_RULES: dict[str, Any] = {
    "baccarat-hand": SheetRules(_read_hand, _tally_hand),
    "baccarat-odds": SheetRules(_read_decks, _tally_odds),
}
