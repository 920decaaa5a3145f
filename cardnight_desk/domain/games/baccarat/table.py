"""The baccarat fun table: seats with chip balances, bets per seat, the hand dealt card by card, settling.

Domain words:

- a *seat* (numbered from 1) holds a player's name and *chips*, a :class:`~decimal.Decimal` balance;
- *bets* are placed before the first card of a hand is dealt (the table is then *closed* to bets); a stake
  is held back from the seat's *available* chips until the hand is settled;
- the *dealer* enters the cards as they come (:meth:`BaccaratTable.deal`, guided by
  :meth:`BaccaratTable.next_card`) or types a whole hand (:meth:`BaccaratTable.enter_hand`);
- *settling* pays every bet by the table's :class:`~cardnight_desk.domain.baccarat_pays.PayTable` (the
  variant's, or one the house edited), updates the balances and keeps the hand in the *history*;
- in a *tournament* the table stops after ``tournament_hands`` settled hands and players are *ranked* by chips;
- in Midi-Baccarat the *squeezers* are the seats with the highest Player and Banker wagers: they handle the
  cards.

Every action has a ``check_x`` (the :class:`Refusal` code or ``None``) and a ``can_x`` (bool) beside ``x``,
so a window can grey out what the engine would refuse; ``x`` raises :class:`TableError` with the same code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from cardnight_desk.domain.cards import Card
from cardnight_desk.domain.games.baccarat.hand import Coup, NextCard
from cardnight_desk.domain.games.baccarat.pays import (
    CENT,
    VARIANTS,
    Bet,
    BetOn,
    Outcome,
    PayTable,
    Settlement,
    settle,
)
from cardnight_desk.domain.games.baccarat.settings import MAX_DECKS, MIN_DECKS


class Refusal(Enum):
    """Why the table refuses an action; the GUI words these."""

    NO_SUCH_SEAT = "no_such_seat"
    SEAT_TAKEN = "seat_taken"
    SEAT_HAS_BETS = "seat_has_bets"
    BETS_CLOSED = "bets_closed"  # a card of this hand is out
    NOT_OFFERED = "not_offered"  # e.g. Dragon 7 outside EZ (ruling BAC-2)
    BAD_STAKE = "bad_stake"  # not more than 0, or fractions of a cent
    NOT_ENOUGH_CHIPS = "not_enough_chips"
    NO_SUCH_BET = "no_such_bet"
    NOT_A_BACCARAT_CARD = "not_a_baccarat_card"  # a printed joker (ruling BAC-3)
    TOO_MANY_COPIES = "too_many_copies"  # more copies of the card than the shoe holds (ruling BAC-3)
    HAND_COMPLETE = "hand_complete"  # the third-card rule deals no more cards
    HAND_NOT_COMPLETE = "hand_not_complete"
    NOTHING_TO_UNDO = "nothing_to_undo"
    TOURNAMENT_OVER = "tournament_over"


class TableError(ValueError):
    def __init__(self, refusal: Refusal, detail: str = ""):
        self.refusal = refusal
        super().__init__(f"{refusal.value}: {detail}" if detail else refusal.value)


@dataclass(frozen=True)
class Seat:
    number: int
    name: str
    chips: Decimal


@dataclass(frozen=True)
class SettledHand:
    """One hand of the history: its cards, every bet settled, and the balances after it."""

    number: int  # 1 for the first hand at the table
    coup: Coup
    settlements: tuple[Settlement, ...]
    chips_after: tuple[tuple[int, Decimal], ...]  # (seat, chips)

    @property
    def outcome(self) -> Outcome:
        return Outcome.of(self.coup)


@dataclass(frozen=True)
class Standing:
    place: int  # seats level on chips share a place (1, 1, 3)
    seat: int
    name: str
    chips: Decimal


@dataclass(frozen=True)
class Squeezers:
    """Midi-Baccarat: the seats with the highest Player and Banker wagers (several when level)."""

    player: tuple[int, ...]
    banker: tuple[int, ...]


class BaccaratTable:
    def __init__(
        self,
        seats: Mapping[int, str] | Iterable[str],
        *,
        variant: str = "mini",
        pay_table: PayTable | None = None,
        decks: int = 8,
        starting_chips: Decimal | int = 1000,
        tournament_hands: int | None = None,
    ):
        if variant not in VARIANTS:
            raise ValueError(f"'{variant}' is not a baccarat variant ({', '.join(VARIANTS)}; ruling BAC-2)")
        if not MIN_DECKS <= decks <= MAX_DECKS:
            raise ValueError(f"a shoe holds {MIN_DECKS} to {MAX_DECKS} packs, not {decks} (ruling BAC-3)")
        if tournament_hands is not None and tournament_hands < 1:
            raise ValueError("a tournament lasts at least one hand")
        self.variant = variant
        self.pay_table = pay_table or VARIANTS[variant]
        self.decks = decks
        self.starting_chips = Decimal(starting_chips)
        self.tournament_hands = tournament_hands
        named = dict(seats) if isinstance(seats, Mapping) else dict(enumerate(seats, start=1))
        if any(not isinstance(n, int) or n < 1 for n in named):
            raise ValueError("seats are numbered from 1")
        self._chips: dict[int, Decimal] = {n: self.starting_chips for n in sorted(named)}
        self._names: dict[int, str] = {n: named[n] for n in sorted(named)}
        self._bets: list[Bet] = []
        self._coup = Coup()
        self._history: list[SettledHand] = []

    @classmethod
    def from_settings(
        cls,
        seats: Mapping[int, str] | Iterable[str],
        settings: Mapping[str, object],
        pay_table: PayTable | None = None,
    ) -> BaccaratTable:
        """A table for a competition's settings (``variant``, ``decks``, ``starting_chips``,
        ``tournament_hands``: see the ``baccarat`` game of the catalogue)."""
        return cls(
            seats,
            variant=str(settings.get("variant", "mini")),
            pay_table=pay_table,
            decks=int(settings.get("decks", 8)),  # type: ignore[call-overload]
            starting_chips=Decimal(str(settings.get("starting_chips", 1000))),
            tournament_hands=settings.get("tournament_hands"),  # type: ignore[arg-type]
        )

    # --- what the table shows ----------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(n, self._names[n], self._chips[n]) for n in self._names)

    def chips(self, seat: int) -> Decimal:
        return self._chips[seat]

    def available(self, seat: int) -> Decimal:
        """Chips not held back by this hand's bets."""
        return self._chips[seat] - sum((b.stake for b in self._bets if b.seat == seat), Decimal(0))

    @property
    def bets(self) -> tuple[Bet, ...]:
        return tuple(self._bets)

    @property
    def coup(self) -> Coup:
        return self._coup

    @property
    def history(self) -> tuple[SettledHand, ...]:
        return tuple(self._history)

    @property
    def hands_played(self) -> int:
        return len(self._history)

    @property
    def hands_left(self) -> int | None:
        return None if self.tournament_hands is None else max(0, self.tournament_hands - self.hands_played)

    @property
    def is_over(self) -> bool:
        return self.hands_left == 0

    def next_card(self) -> NextCard:
        """What the dealer does next (ruling BAC-1, third-card rule)."""
        return self._coup.next_card()

    def ranking(self) -> tuple[Standing, ...]:
        """Seats by chips, most first; level seats share a place and are listed by seat number."""
        order = sorted(self._names, key=lambda n: (-self._chips[n], n))
        standings: list[Standing] = []
        for i, n in enumerate(order):
            level = standings and standings[-1].chips == self._chips[n]
            place = standings[-1].place if level else i + 1
            standings.append(Standing(place, n, self._names[n], self._chips[n]))
        return tuple(standings)

    def squeezers(self) -> Squeezers:
        def highest(on: BetOn) -> tuple[int, ...]:
            per_seat: dict[int, Decimal] = {}
            for bet in self._bets:
                if bet.on is on:
                    per_seat[bet.seat] = per_seat.get(bet.seat, Decimal(0)) + bet.stake
            top = max(per_seat.values(), default=None)
            return tuple(sorted(s for s, v in per_seat.items() if v == top))

        return Squeezers(highest(BetOn.PLAYER), highest(BetOn.BANKER))

    # --- seats ---------------------------------------------------------------------------------------
    def check_seat_player(self, seat: int) -> Refusal | None:
        if not isinstance(seat, int) or seat < 1:
            return Refusal.NO_SUCH_SEAT
        if seat in self._names:
            return Refusal.SEAT_TAKEN
        return Refusal.TOURNAMENT_OVER if self.is_over else None

    def can_seat_player(self, seat: int) -> bool:
        return self.check_seat_player(seat) is None

    def seat_player(self, seat: int, name: str, chips: Decimal | int | None = None) -> Seat:
        """Seat a newcomer with ``chips`` (the starting chips unless given)."""
        self._refuse(self.check_seat_player(seat), f"seat {seat}")
        self._names[seat] = name
        self._chips[seat] = self.starting_chips if chips is None else Decimal(chips)
        self._names = dict(sorted(self._names.items()))
        return Seat(seat, name, self._chips[seat])

    def check_vacate(self, seat: int) -> Refusal | None:
        if seat not in self._names:
            return Refusal.NO_SUCH_SEAT
        return Refusal.SEAT_HAS_BETS if any(b.seat == seat for b in self._bets) else None

    def can_vacate(self, seat: int) -> bool:
        return self.check_vacate(seat) is None

    def vacate(self, seat: int) -> Seat:
        """The seat leaves the table (its last balance is returned); not while it has bets down."""
        self._refuse(self.check_vacate(seat), f"seat {seat}")
        return Seat(seat, self._names.pop(seat), self._chips.pop(seat))

    # --- bets ----------------------------------------------------------------------------------------
    def check_bet(self, seat: int, on: BetOn, stake: Decimal | int) -> Refusal | None:
        if self.is_over:
            return Refusal.TOURNAMENT_OVER
        if seat not in self._names:
            return Refusal.NO_SUCH_SEAT
        if self._coup.cards:
            return Refusal.BETS_CLOSED
        if not self.pay_table.offers(on):
            return Refusal.NOT_OFFERED
        if isinstance(stake, bool) or not isinstance(stake, (Decimal, int)):
            return Refusal.BAD_STAKE
        amount = Decimal(stake)
        if not amount.is_finite() or amount <= 0:
            return Refusal.BAD_STAKE
        if amount > self.available(seat):
            return Refusal.NOT_ENOUGH_CHIPS
        return Refusal.BAD_STAKE if amount != amount.quantize(CENT) else None

    def can_bet(self, seat: int, on: BetOn, stake: Decimal | int) -> bool:
        return self.check_bet(seat, on, stake) is None

    def bet(self, seat: int, on: BetOn, stake: Decimal | int) -> Bet:
        self._refuse(self.check_bet(seat, on, stake), f"seat {seat}, {on.value} {stake}")
        placed = Bet(seat, on, Decimal(stake))
        self._bets.append(placed)
        return placed

    def check_withdraw(self, index: int) -> Refusal | None:
        if not 0 <= index < len(self._bets):
            return Refusal.NO_SUCH_BET
        return Refusal.BETS_CLOSED if self._coup.cards else None

    def can_withdraw(self, index: int) -> bool:
        return self.check_withdraw(index) is None

    def withdraw(self, index: int) -> Bet:
        """Take back the ``index``-th bet of :attr:`bets` before the deal."""
        self._refuse(self.check_withdraw(index), f"bet {index}")
        return self._bets.pop(index)

    # --- the deal ------------------------------------------------------------------------------------
    def check_deal(self, item: Card) -> Refusal | None:
        if self.is_over:
            return Refusal.TOURNAMENT_OVER
        if item.is_joker:
            return Refusal.NOT_A_BACCARAT_CARD
        if not self._coup.can_deal():
            return Refusal.HAND_COMPLETE
        if sum(1 for c in self._coup.cards if c == item) >= self.decks:
            return Refusal.TOO_MANY_COPIES
        return None

    def can_deal(self, item: Card) -> bool:
        return self.check_deal(item) is None

    def deal(self, item: Card) -> NextCard:
        """Deal one card where the rule sends it; returns what happens next."""
        self._refuse(self.check_deal(item), str(item))
        self._coup = self._coup.deal(item)
        return self._coup.next_card()

    def enter_hand(self, items: Iterable[Card]) -> NextCard:
        """Deal several cards at once (a whole hand typed in): all of them, or none if one is refused."""
        before = self._coup
        try:
            for item in items:
                self.deal(item)
        except TableError:
            self._coup = before
            raise
        return self._coup.next_card()

    def can_undo_card(self) -> bool:
        return self._coup.can_undo()

    def undo_card(self) -> Card:
        """Take back the last card entered (a typing slip); the bets stay."""
        self._refuse(None if self.can_undo_card() else Refusal.NOTHING_TO_UNDO, "")
        last = self._coup.cards[-1]
        self._coup = self._coup.undo()
        return last

    # --- settling ------------------------------------------------------------------------------------
    def check_settle(self) -> Refusal | None:
        if self.is_over:
            return Refusal.TOURNAMENT_OVER
        return None if self._coup.is_complete else Refusal.HAND_NOT_COMPLETE

    def can_settle(self) -> bool:
        return self.check_settle() is None

    def settle(self) -> SettledHand:
        """Pay every bet on the finished hand (ruling BAC-2), update the chips, keep the hand in the history
        and open the table for the next hand's bets."""
        self._refuse(self.check_settle(), f"card {self._coup.next_card().position} is still needed")
        outcome = Outcome.of(self._coup)
        settlements = tuple(settle(bet, outcome, self.pay_table) for bet in self._bets)
        for s in settlements:
            self._chips[s.bet.seat] += s.net
        hand = SettledHand(len(self._history) + 1, self._coup, settlements, tuple(self._chips.items()))
        self._history.append(hand)
        self._bets = []
        self._coup = Coup()
        return hand

    @staticmethod
    def _refuse(refusal: Refusal | None, detail: str) -> None:
        if refusal is not None:
            raise TableError(refusal, detail)
