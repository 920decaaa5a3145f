"""A baccarat fun table saved as a JSON document, and read back.

Domain words:

- the *state* of a :class:`~cardnight_desk.domain.baccarat_table.BaccaratTable` (:func:`to_json`) holds its
  *settings* (variant, pay table, packs in the shoe, starting chips, tournament hands), the *seats* as they are
  now, the hand *in progress* (the bets down, in the order they were placed, and the cards dealt so far), and
  every *settled hand* (its cards, its bets, and the chips of every seat after it). Everything a desk needs to
  carry on after it was closed in the middle of a hand;
- *money* is written as text (``"1095.00"``) so a :class:`~decimal.Decimal` comes back exactly; cards by their
  names (``"10H"``);
- *reading back* (:func:`from_json`) replays every settled hand through the table's own actions (seat the
  players with the chips they had, place the bets, deal the cards, settle), so a restored table has passed the
  same checks as a live one: a document whose bets the chips could not have covered, or whose cards break the
  third-card rule or the shoe (rulings BAC-1, BAC-3), is refused as a :class:`StateError` naming the field.

Seats that changed between hands (a player left, another sat down with other chips) are followed through the
chips recorded after each hand; the names of players who left before the end are not part of the table's own
history (the event's history rows keep them).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from cardnight_desk.domain.cards import Card, CardError, card
from cardnight_desk.domain.games.baccarat.hand import Coup
from cardnight_desk.domain.games.baccarat.pays import VARIANTS, Bet, BetOn, Outcome, PayTable, settle
from cardnight_desk.domain.games.baccarat.table import BaccaratTable, TableError

FORMAT = 1


class StateError(ValueError):
    """The saved document cannot be a fun table; ``path`` is the dotted field, ``reason`` a sentence or a
    :class:`~cardnight_desk.domain.baccarat_table.Refusal` code."""

    def __init__(self, path: str, reason: str):
        self.path = path or "(table)"
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")


# --- writing ---------------------------------------------------------------------------------------------
def bet_json(bet: Bet) -> dict[str, Any]:
    return {"seat": bet.seat, "on": bet.on.value, "stake": str(bet.stake)}


def to_json(table: BaccaratTable) -> dict[str, Any]:
    """The table as a JSON document (plain dicts, lists, strings and ints)."""
    return {
        "format": FORMAT,
        "variant": table.variant,
        "pay_table": table.pay_table.to_json(),
        "decks": table.decks,
        "starting_chips": str(table.starting_chips),
        "tournament_hands": table.tournament_hands,
        "seats": [{"seat": s.number, "name": s.name, "chips": str(s.chips)} for s in table.seats],
        "bets": [bet_json(b) for b in table.bets],
        "cards": [c.name for c in table.coup.cards],
        "hands": [
            {
                "number": hand.number,
                "cards": [c.name for c in hand.coup.cards],
                "bets": [bet_json(s.bet) for s in hand.settlements],
                "chips_after": [[seat, str(chips)] for seat, chips in sorted(hand.chips_after)],
            }
            for hand in table.history
        ],
    }


# --- reading ---------------------------------------------------------------------------------------------
def _field(doc: object, key: str, path: str) -> Any:
    if not isinstance(doc, Mapping):
        raise StateError(path, "must be a group of fields")
    if key not in doc:
        raise StateError(_join(path, key), "is missing")
    return doc[key]


def _join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _list(value: object, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise StateError(path, "must be a list")
    return value


def _int(value: object, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StateError(path, "must be a whole number")
    return value


def _money(value: object, path: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise StateError(path, 'must be an amount written as text, e.g. "1095.50"')
    try:
        amount = Decimal(value)
    except InvalidOperation:
        raise StateError(path, f"'{value}' is not an amount") from None
    if not amount.is_finite():
        raise StateError(path, f"'{value}' is not an amount")
    return amount


def _cards(value: object, path: str) -> list[Card]:
    out = []
    for i, name in enumerate(_list(value, path)):
        try:
            out.append(card(name))
        except CardError as err:
            raise StateError(_join(path, i), str(err)) from None
    return out


def _bets(value: object, path: str) -> list[Bet]:
    out = []
    for i, item in enumerate(_list(value, path)):
        where = _join(path, i)
        seat = _int(_field(item, "seat", where), _join(where, "seat"))
        on_text = _field(item, "on", where)
        try:
            on = BetOn(on_text)
        except ValueError:
            raise StateError(_join(where, "on"), f"'{on_text}' is not a baccarat bet") from None
        stake = _money(_field(item, "stake", where), _join(where, "stake"))
        try:
            out.append(Bet(seat, on, stake))
        except ValueError as err:
            raise StateError(_join(where, "stake"), str(err)) from None
    return out


def _act(path: str, action: Any, *args: Any) -> Any:
    """Run one table action while reading; a refusal becomes a :class:`StateError` at ``path``."""
    try:
        return action(*args)
    except TableError as err:
        raise StateError(path, err.refusal.value) from None


def _align(table: BaccaratTable, chips: Mapping[int, Decimal], names: Mapping[int, str], path: str) -> None:
    """Make the seats exactly ``chips`` (seat -> chips): players who left leave, newcomers sit down."""
    for seat in table.seats:
        if chips.get(seat.number) != seat.chips or names.get(seat.number, seat.name) != seat.name:
            _act(path, table.vacate, seat.number)
    seated = {s.number for s in table.seats}
    for number, amount in sorted(chips.items()):
        if number not in seated:
            _act(path, table.seat_player, number, names.get(number, ""), amount)


def from_json(doc: Mapping[str, Any]) -> BaccaratTable:
    """The table saved by :func:`to_json`; raises :class:`StateError` naming the first field that cannot be."""
    fmt = _field(doc, "format", "")
    if fmt != FORMAT:
        raise StateError("format", f"this desk reads fun tables saved in format {FORMAT}, not {fmt!r}")
    variant = _field(doc, "variant", "")
    if variant not in VARIANTS:
        raise StateError("variant", f"'{variant}' is not a baccarat variant (ruling BAC-2)")
    try:
        pay_table = PayTable.from_json(_field(doc, "pay_table", ""), base=VARIANTS[variant])
    except (TypeError, ValueError) as err:
        raise StateError("pay_table", str(err)) from None
    hands_limit = _field(doc, "tournament_hands", "")
    try:
        table = BaccaratTable(
            {},
            variant=variant,
            pay_table=pay_table,
            decks=_int(_field(doc, "decks", ""), "decks"),
            starting_chips=_money(_field(doc, "starting_chips", ""), "starting_chips"),
            tournament_hands=None if hands_limit is None else _int(hands_limit, "tournament_hands"),
        )
    except StateError:
        raise
    except ValueError as err:
        raise StateError("", str(err)) from None

    seats: dict[int, Decimal] = {}
    names: dict[int, str] = {}
    for i, item in enumerate(_list(_field(doc, "seats", ""), "seats")):
        where = _join("seats", i)
        number = _int(_field(item, "seat", where), _join(where, "seat"))
        name = _field(item, "name", where)
        if not isinstance(name, str):
            raise StateError(_join(where, "name"), "must be text")
        if number in seats:
            raise StateError(_join(where, "seat"), f"seat {number} is listed twice")
        seats[number], names[number] = _money(_field(item, "chips", where), _join(where, "chips")), name

    for i, hand in enumerate(_list(_field(doc, "hands", ""), "hands")):
        _replay(table, hand, _join("hands", i), i + 1, names)

    _align(table, seats, names, "seats")
    for i, bet in enumerate(_bets(_field(doc, "bets", ""), "bets")):
        _act(_join("bets", i), table.bet, bet.seat, bet.on, bet.stake)
    cards_path = "cards"
    _act(cards_path, table.enter_hand, _cards(_field(doc, "cards", ""), cards_path))
    return table


def _replay(table: BaccaratTable, hand: object, path: str, number: int, names: Mapping[int, str]) -> None:
    """Settle one saved hand again, with every seat holding the chips it had before it."""
    if _int(_field(hand, "number", path), _join(path, "number")) != number:
        raise StateError(_join(path, "number"), f"hand {number} is expected here")
    dealt = _cards(_field(hand, "cards", path), _join(path, "cards"))
    bets = _bets(_field(hand, "bets", path), _join(path, "bets"))
    after: dict[int, Decimal] = {}
    for k, pair in enumerate(_list(_field(hand, "chips_after", path), _join(path, "chips_after"))):
        where = _join(_join(path, "chips_after"), k)
        if not isinstance(pair, list) or len(pair) != 2:
            raise StateError(where, "must be a pair [seat, chips]")
        after[_int(pair[0], where)] = _money(pair[1], where)
    try:
        coup = Coup.of(dealt)
        outcome = Outcome.of(coup)
    except ValueError as err:  # one card too many, a joker, or the hand is unfinished (ruling BAC-1)
        raise StateError(_join(path, "cards"), str(err)) from None
    before = dict(after)
    for k, bet in enumerate(bets):
        if bet.seat not in before:
            raise StateError(_join(_join(path, "bets"), k), f"seat {bet.seat} has no chips after the hand")
        try:
            before[bet.seat] -= settle(bet, outcome, table.pay_table).net
        except ValueError as err:  # a bet the variant does not offer
            raise StateError(_join(_join(path, "bets"), k), str(err)) from None
    _align(table, before, names, path)
    for k, bet in enumerate(bets):
        _act(_join(_join(path, "bets"), k), table.bet, bet.seat, bet.on, bet.stake)
    _act(_join(path, "cards"), table.enter_hand, dealt)
    _act(path, table.settle)
