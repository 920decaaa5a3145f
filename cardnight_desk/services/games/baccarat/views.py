"""What the baccarat fun table shows the desk: the plain answers, the refusal codes and their sentences.

Domain words (the actions at the table are :mod:`cardnight_desk.services.games.baccarat.desk`; seats, bets,
the deal and settling are :mod:`cardnight_desk.domain.games.baccarat.table`):

- a *view* is a plain frozen dataclass handed to the window, never the engine's live table: the table as saved
  at one version (:class:`TableInfo`, its seats, bets and standings), what the dealer does next
  (:class:`NextStep`, ruling BAC-1) and a settled hand (:class:`HandInfo`, with every bet's result);
- :class:`TableInfo` also answers the engine's ``check_*`` questions with a *refusal code* (or ``None`` when
  the action would be allowed), so a window can grey out what would be refused; :data:`MESSAGES` says each
  code in English (the window words them itself);
- *chips* are :class:`~decimal.Decimal` amounts in whole cents, typed at the desk as ``100``, ``12.50`` or
  ``1,000`` (:func:`parse_money`), written as ``1,095`` (:func:`money_text`) and kept in history rows as
  exact text (:func:`money_json`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from cardnight_desk.domain.cards import CardError, card
from cardnight_desk.domain.games.baccarat.hand import value
from cardnight_desk.domain.games.baccarat.pays import CENT, BetOn, Outcome
from cardnight_desk.domain.games.baccarat.table import BaccaratTable, SettledHand
from cardnight_desk.domain.games.baccarat.table import Refusal as Code

TABLE_SEATS = 6

# codes of the desk's own refusals, beside the engine's (domain.baccarat_table.Refusal)
NOT_A_CARD = "not_a_card"
NO_NAME = "no_name"
NAME_TAKEN = "name_taken"
BAD_CHIPS = "bad_chips"

#: An English sentence for each refusal code (the window words them itself).
MESSAGES: dict[str, str] = {
    Code.NO_SUCH_SEAT.value: f"the fun table has seats 1 to {TABLE_SEATS}, and that one is empty",
    Code.SEAT_TAKEN.value: "that seat is taken",
    Code.SEAT_HAS_BETS.value: "the seat has bets down: withdraw them (or settle the hand) first",
    Code.BETS_CLOSED.value: "bets are closed: the first card of the hand is out",
    Code.NOT_OFFERED.value: "this variant does not offer that bet (ruling BAC-2)",
    Code.BAD_STAKE.value: "a stake is an amount above 0 in whole cents",
    Code.NOT_ENOUGH_CHIPS.value: "the seat does not have the chips for that stake",
    Code.NO_SUCH_BET.value: "there is no such bet",
    Code.NOT_A_BACCARAT_CARD.value: "there are no jokers in the shoe (ruling BAC-3)",
    Code.TOO_MANY_COPIES.value: "the shoe does not hold that many copies of this card (ruling BAC-3)",
    Code.HAND_COMPLETE.value: "the hand is complete: the third-card rule deals no more cards (ruling BAC-1)",
    Code.HAND_NOT_COMPLETE.value: "the hand is not finished: the dealer still has a card to deal",
    Code.NOTHING_TO_UNDO.value: "no card of this hand has been dealt yet",
    Code.TOURNAMENT_OVER.value: "the tournament is over: all its hands have been played",
    NOT_A_CARD: "not a card (write rank then suit, e.g. 10H, QS, AD)",
    NO_NAME: "the seat needs a player's name",
    NAME_TAKEN: "that player already has a seat at the table",
    BAD_CHIPS: "chips are an amount of 0 or more in whole cents",
}


# --- what the desk shows ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatInfo:
    number: int
    name: str
    chips: Decimal
    staked: Decimal  # held back by this hand's bets

    @property
    def available(self) -> Decimal:
        return self.chips - self.staked


@dataclass(frozen=True)
class BetInfo:
    index: int  # its place in the hand's bets (what withdraw_bet takes)
    seat: int
    name: str
    on: str  # a BetOn value
    stake: Decimal


@dataclass(frozen=True)
class NextStep:
    """What the dealer does next (ruling BAC-1): ``action`` and ``reason`` are the engine's codes, ``position``
    the place of the next card (``None`` when the hand is complete); the totals are those of the cards so far."""

    action: str
    reason: str
    position: int | None
    side: str | None
    player_total: int
    banker_total: int
    player_third: int | None  # the value of the Player's third card, once dealt
    winner: str | None  # player, banker or tie once the hand is complete
    natural: bool


@dataclass(frozen=True)
class BetResultInfo:
    seat: int
    name: str
    on: str
    stake: Decimal
    result: str  # win, push, lose
    net: Decimal


@dataclass(frozen=True)
class HandInfo:
    """A settled hand: its cards, totals, winner, every bet's result, the chips before and after."""

    number: int
    cards: tuple[str, ...]
    player_cards: tuple[str, ...]
    banker_cards: tuple[str, ...]
    player_total: int
    banker_total: int
    winner: str  # player, banker, tie
    natural: bool
    dragon7: bool
    bets: tuple[BetResultInfo, ...]
    chips_before: tuple[tuple[int, str, Decimal], ...]  # (seat, name, chips)
    chips_after: tuple[tuple[int, str, Decimal], ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.number,
            "cards": list(self.cards),
            "player": {"cards": list(self.player_cards), "total": self.player_total},
            "banker": {"cards": list(self.banker_cards), "total": self.banker_total},
            "winner": self.winner,
            "natural": self.natural,
            "dragon7": self.dragon7,
            "bets": [
                {
                    "seat": b.seat,
                    "name": b.name,
                    "on": b.on,
                    "stake": money_json(b.stake),
                    "result": b.result,
                    "net": money_json(b.net),
                }
                for b in self.bets
            ],
            "chips": chips_json(self.chips_after),
        }


@dataclass(frozen=True)
class StandingInfo:
    place: int
    seat: int
    name: str
    chips: Decimal


@dataclass(frozen=True)
class TableInfo:
    """The fun table as saved at ``version``. Its ``check_*`` ask the engine whether an action would be
    refused (the refusal code) or not (``None``), for the table as this desk last saved it."""

    competition: str
    version: int
    variant: str
    decks: int
    starting_chips: Decimal
    offered: tuple[str, ...]  # the bets this variant offers (BetOn values)
    seats: tuple[SeatInfo, ...]
    bets: tuple[BetInfo, ...]
    cards: tuple[str, ...]  # this hand's cards in dealing order
    player_cards: tuple[str, ...]
    banker_cards: tuple[str, ...]
    next: NextStep
    hands_played: int
    tournament_hands: int | None
    hands_left: int | None
    is_over: bool
    standings: tuple[StandingInfo, ...]
    squeezers: tuple[tuple[int, ...], tuple[int, ...]]  # Midi: (Player seats, Banker seats)
    last_hand: HandInfo | None
    _table: BaccaratTable = field(repr=False, compare=False)

    def seat(self, number: int) -> SeatInfo | None:
        return next((s for s in self.seats if s.number == number), None)

    def free_seats(self) -> tuple[int, ...]:
        taken = {s.number for s in self.seats}
        return tuple(n for n in range(1, TABLE_SEATS + 1) if n not in taken)

    # the engine's checks, as refusal codes (None: allowed)
    def check_seat(self, number: int) -> str | None:
        if not 1 <= number <= TABLE_SEATS:
            return Code.NO_SUCH_SEAT.value
        return _code(self._table.check_seat_player(number))

    def check_vacate(self, number: int) -> str | None:
        return _code(self._table.check_vacate(number))

    def check_bet(self, seat: int, on: str, stake: object) -> str | None:
        try:
            bet_on = BetOn(on)
        except ValueError:
            return Code.NOT_OFFERED.value
        amount: Any = parse_money(stake)
        if amount is None:  # the engine refuses it as a bad stake, after the refusals that come first
            amount = stake  # (tournament over, no such seat, bets closed, not offered)
        return _code(self._table.check_bet(seat, bet_on, amount))

    def check_withdraw(self, index: int) -> str | None:
        return _code(self._table.check_withdraw(index))

    def check_deal(self, text: str) -> str | None:
        try:
            item = card(text)
        except CardError:
            return NOT_A_CARD
        return _code(self._table.check_deal(item))

    def check_undo(self) -> str | None:
        return None if self._table.can_undo_card() else Code.NOTHING_TO_UNDO.value

    def check_settle(self) -> str | None:
        return _code(self._table.check_settle())


def _code(refusal: Code | None) -> str | None:
    return None if refusal is None else refusal.value


def parse_money(text: object) -> Decimal | None:
    """An amount typed at the desk (``100``, ``12.50``, ``1,000``); ``None`` when it is not one."""
    if isinstance(text, Decimal):
        return text if text.is_finite() else None
    if isinstance(text, bool) or not isinstance(text, (int, str)):
        return None
    try:
        amount = Decimal(str(text).strip().replace(",", ""))
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def check_chips(text: object) -> str | None:
    """``None`` when ``text`` is chips a seat may hold (0 or more, whole cents), else the refusal code."""
    amount = parse_money(text)
    if amount is None or amount < 0 or amount != amount.quantize(CENT):
        return BAD_CHIPS
    return None


def money_json(amount: Decimal) -> str:
    """Chips in a history row: exact text, whole amounts without cents (``"1095"``, ``"987.50"``)."""
    amount = amount.quantize(CENT)
    return str(int(amount)) if amount == amount.to_integral_value() else str(amount)


def money_text(amount: Decimal) -> str:
    """Chips as the desk writes them: ``1,095`` or ``987.50``."""
    amount = amount.quantize(CENT)
    return f"{amount:,.0f}" if amount == amount.to_integral_value() else f"{amount:,.2f}"


# --- building the plain answers ---------------------------------------------------------------------------
def seat_names(table: BaccaratTable) -> dict[int, str]:
    """The name in each taken seat, by seat number."""
    return {s.number: s.name for s in table.seats}


def hand_info(hand: SettledHand, names: dict[int, str]) -> HandInfo:
    """The settled hand as the desk shows it; the chips before are those after, less each bet's net."""
    outcome = Outcome.of(hand.coup)
    after = dict(hand.chips_after)
    before = dict(after)
    for s in hand.settlements:
        before[s.bet.seat] -= s.net
    return HandInfo(
        hand.number,
        tuple(c.name for c in hand.coup.cards),
        tuple(c.name for c in hand.coup.player_cards),
        tuple(c.name for c in hand.coup.banker_cards),
        outcome.player_total,
        outcome.banker_total,
        outcome.winner.value,
        hand.coup.natural,
        outcome.dragon7,
        tuple(
            BetResultInfo(
                s.bet.seat, names.get(s.bet.seat, ""), s.bet.on.value, s.bet.stake, s.result.value, s.net
            )
            for s in hand.settlements
        ),
        tuple((n, names.get(n, ""), before[n]) for n in sorted(before)),
        tuple((n, names.get(n, ""), after[n]) for n in sorted(after)),
    )


def _next_step(table: BaccaratTable) -> NextStep:
    step, coup = table.next_card(), table.coup
    player = coup.player_cards
    return NextStep(
        step.action.value,
        step.reason.value,
        step.position,
        None if step.side is None else step.side.value,
        coup.player_total,
        coup.banker_total,
        value(player[2]) if len(player) == 3 else None,
        coup.winner.value if coup.is_complete else None,
        coup.natural,
    )


def table_info(competition: str, table: BaccaratTable, version: int) -> TableInfo:
    """The engine's ``table`` as saved at ``version``, as the plain answer the window gets."""
    names = seat_names(table)
    staked: dict[int, Decimal] = {}
    for bet in table.bets:
        staked[bet.seat] = staked.get(bet.seat, Decimal(0)) + bet.stake
    squeezers = table.squeezers()
    return TableInfo(
        competition,
        version,
        table.variant,
        table.decks,
        table.starting_chips,
        tuple(on.value for on in table.pay_table.bets()),
        tuple(SeatInfo(s.number, s.name, s.chips, staked.get(s.number, Decimal(0))) for s in table.seats),
        tuple(
            BetInfo(i, b.seat, names.get(b.seat, ""), b.on.value, b.stake) for i, b in enumerate(table.bets)
        ),
        tuple(c.name for c in table.coup.cards),
        tuple(c.name for c in table.coup.player_cards),
        tuple(c.name for c in table.coup.banker_cards),
        _next_step(table),
        table.hands_played,
        table.tournament_hands,
        table.hands_left,
        table.is_over,
        tuple(StandingInfo(r.place, r.seat, r.name, r.chips) for r in table.ranking()),
        (squeezers.player, squeezers.banker),
        hand_info(table.history[-1], names) if table.history else None,
        table,
    )


def chips_json(chips: tuple[tuple[int, str, Decimal], ...]) -> list[dict[str, Any]]:
    """Every seat's chips as a history row keeps them."""
    return [{"seat": n, "name": name, "chips": money_json(amount)} for n, name, amount in chips]


@dataclass(frozen=True)
class Settled:
    """What settling a hand answers: the settled hand and the table after it."""

    hand: HandInfo
    table: TableInfo
