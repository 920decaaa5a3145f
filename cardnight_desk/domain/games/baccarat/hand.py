"""One baccarat hand (a *coup*): the deal, the third-card rule, totals, naturals and the winner.

Domain words (``shared/rules/baccarat-rules-english.md``, rulings BAC-1 to BAC-3):

- the two *hands* are the **Player** and the **Banker** (:class:`Side`); nobody at the table holds them;
- a card's *value* is its pip count, with 10, J, Q and K worth 0 and the ace 1; a hand's *total* is the last
  digit of the sum of its values, 0 to 9;
- a *natural* is a two-card total of 8 or 9: when either hand has one, neither hand draws;
- the *third-card rule*: the Player draws on 0-5 and stands on 6-7; the Banker draws on 0-5 and stands on 6-7
  when the Player stood, and otherwise follows :data:`BANKER_DRAWS_ON` (the leaflet's table);
- the *dealing order* (ruling BAC-1): Player, Banker, Player, Banker, then the Player's third card, then the
  Banker's. :meth:`Coup.next_card` says, card by card, what the dealer does next;
- a *Dragon 7* is a winning three-card Banker hand totalling 7 (EZ Baccarat).

Everything here works on plain values 0-9 as well as on :class:`Card` objects, so the exact-odds enumeration
(:mod:`cardnight_desk.domain.games.baccarat.odds`) uses the very same rule as the desk.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from cardnight_desk.domain.cards import Card

NATURALS = frozenset({8, 9})
PLAYER_STANDS_FROM = 6  # the Player (and a Banker whose Player stood) stands on 6 or more
MAX_CARDS = 6

#: The leaflet's table: a Banker on 3, 4, 5 or 6, when the Player has drawn, draws only if the value of the
#: Player's third card is in this set. Below 3 the Banker always draws; on 7 it stands.
BANKER_DRAWS_ON: Mapping[int, frozenset[int]] = MappingProxyType(
    {
        3: frozenset({0, 1, 2, 3, 4, 5, 6, 7, 9}),  # anything but 8
        4: frozenset({2, 3, 4, 5, 6, 7}),
        5: frozenset({4, 5, 6, 7}),
        6: frozenset({6, 7}),
    }
)


class Side(Enum):
    PLAYER = "player"
    BANKER = "banker"


class Winner(Enum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"


class Action(Enum):
    """What the dealer does next (ruling BAC-1)."""

    PLAYER_CARD = "player_card"  # one of the Player's first two cards
    BANKER_CARD = "banker_card"  # one of the Banker's first two cards
    PLAYER_DRAWS = "player_draws"  # the Player's third card
    BANKER_DRAWS = "banker_draws"  # the Banker's third card
    COMPLETE = "complete"  # nothing more: settle the bets


class Reason(Enum):
    """Why the hand goes on (or stops) the way :class:`Action` says; the GUI turns these into words."""

    FIRST_FOUR = "first_four"  # the opening deal, Player, Banker, Player, Banker
    NATURAL = "natural"  # 8 or 9 on two cards: neither hand draws
    PLAYER_LOW = "player_low"  # the Player has 0-5: draws
    BANKER_LOW = "banker_low"  # the Banker has 0-5 and the Player stood: draws
    BANKER_TABLE = "banker_table"  # the Banker drew by the table (Banker total x Player's third card)
    BANKER_STANDS = "banker_stands"  # the Player drew and the table says the Banker stands
    BANKER_DREW = "banker_drew"  # the Banker has its third card: the hand is over
    BOTH_STAND = "both_stand"  # Player and Banker both stand on 6 or 7


def value(item: Card | int) -> int:
    """A card's baccarat value (0-9); ints are taken as values already."""
    if isinstance(item, int):
        if not 0 <= item <= 9:
            raise ValueError(f"a baccarat value is 0 to 9, not {item}")
        return item
    if item.rank is None:
        raise ValueError(
            "a printed joker has no baccarat value (there are no jokers in the shoe, ruling BAC-3)"
        )
    return int(item.rank) if item.rank < 10 else 0


def total(items: Iterable[Card | int]) -> int:
    """The last digit of the sum of the values."""
    return sum(value(i) for i in items) % 10


def is_natural(two_card_total: int) -> bool:
    return two_card_total in NATURALS


def player_draws(player_total: int) -> bool:
    """The Player's two-card total is 0-5 (and nobody has a natural: check that first)."""
    return player_total < PLAYER_STANDS_FROM


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """The third-card rule for the Banker's two-card total, given the value of the Player's third card
    (``None`` when the Player stood). Naturals are checked before this is asked."""
    if player_third is None:
        return banker_total < PLAYER_STANDS_FROM
    if banker_total < 3:
        return True
    drawing_on = BANKER_DRAWS_ON.get(banker_total)
    return drawing_on is not None and player_third in drawing_on


@dataclass(frozen=True)
class NextCard:
    """The dealer's next step: ``action`` with its ``reason``; ``position`` is the 1-based place of the next
    card in the dealing order, ``None`` when the hand is complete."""

    action: Action
    reason: Reason
    position: int | None

    @property
    def side(self) -> Side | None:
        if self.action in (Action.PLAYER_CARD, Action.PLAYER_DRAWS):
            return Side.PLAYER
        if self.action in (Action.BANKER_CARD, Action.BANKER_DRAWS):
            return Side.BANKER
        return None


class HandComplete(ValueError):
    """A card was dealt to a hand that the third-card rule has already finished."""


@dataclass(frozen=True)
class Coup:
    """A hand as far as it has been dealt: ``cards`` in dealing order (ruling BAC-1). Immutable: :meth:`deal`
    returns the next state, so a desk can keep every step (and undo one)."""

    cards: tuple[Card, ...] = ()

    @classmethod
    def of(cls, items: Iterable[Card]) -> Coup:
        """Deal ``items`` in order; raises :class:`HandComplete` on the first card too many."""
        coup = cls()
        for item in items:
            coup = coup.deal(item)
        return coup

    # --- the deal ---------------------------------------------------------------------------------
    def next_card(self) -> NextCard:
        values = [value(c) for c in self.cards]
        n = len(values)
        if n < 4:
            action = Action.PLAYER_CARD if n % 2 == 0 else Action.BANKER_CARD
            return NextCard(action, Reason.FIRST_FOUR, n + 1)
        pt, bt = (values[0] + values[2]) % 10, (values[1] + values[3]) % 10
        if is_natural(pt) or is_natural(bt):
            return NextCard(Action.COMPLETE, Reason.NATURAL, None)
        if player_draws(pt):
            if n == 4:
                return NextCard(Action.PLAYER_DRAWS, Reason.PLAYER_LOW, 5)
            if n == 5 and banker_draws(bt, values[4]):
                return NextCard(Action.BANKER_DRAWS, Reason.BANKER_TABLE, 6)
            reason = Reason.BANKER_DREW if n == 6 else Reason.BANKER_STANDS
            return NextCard(Action.COMPLETE, reason, None)
        if banker_draws(bt, None):
            if n == 4:
                return NextCard(Action.BANKER_DRAWS, Reason.BANKER_LOW, 5)
            return NextCard(Action.COMPLETE, Reason.BANKER_DREW, None)
        return NextCard(Action.COMPLETE, Reason.BOTH_STAND, None)

    def can_deal(self) -> bool:
        return self.next_card().action is not Action.COMPLETE

    def deal(self, item: Card) -> Coup:
        """The hand with ``item`` dealt where the rule says the next card goes."""
        value(item)  # refuses a joker
        if not self.can_deal():
            raise HandComplete(
                f"the hand is complete after {len(self.cards)} cards; '{item}' is one too many"
            )
        return Coup((*self.cards, item))

    def can_undo(self) -> bool:
        return bool(self.cards)

    def undo(self) -> Coup:
        if not self.cards:
            raise ValueError("no card has been dealt yet")
        return Coup(self.cards[:-1])

    # --- the hands ----------------------------------------------------------------------------------
    @property
    def is_complete(self) -> bool:
        return not self.can_deal()

    @property
    def player_cards(self) -> tuple[Card, ...]:
        return self._split()[0]

    @property
    def banker_cards(self) -> tuple[Card, ...]:
        return self._split()[1]

    def _split(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        first = self.cards[:4]
        player, banker = list(first[0::2]), list(first[1::2])
        if len(self.cards) >= 5:
            pt = total(self.cards[0:3:2])
            # the fifth card is the Player's when the Player drew, else the Banker's
            (player if player_draws(pt) else banker).append(self.cards[4])
        if len(self.cards) == 6:
            banker.append(self.cards[5])
        return tuple(player), tuple(banker)

    @property
    def player_total(self) -> int:
        return total(self.player_cards)

    @property
    def banker_total(self) -> int:
        return total(self.banker_cards)

    def _require_complete(self) -> None:
        if not self.is_complete:
            step = self.next_card()
            raise ValueError(f"the hand is not finished: card {step.position} is still needed")

    @property
    def player_natural(self) -> bool:
        return len(self.cards) >= 4 and is_natural(total(self.cards[0:3:2]))

    @property
    def banker_natural(self) -> bool:
        return len(self.cards) >= 4 and is_natural(total(self.cards[1:4:2]))

    @property
    def natural(self) -> bool:
        return self.player_natural or self.banker_natural

    @property
    def winner(self) -> Winner:
        self._require_complete()
        pt, bt = self.player_total, self.banker_total
        return Winner.PLAYER if pt > bt else Winner.BANKER if bt > pt else Winner.TIE

    @property
    def dragon7(self) -> bool:
        """A winning three-card Banker 7 (EZ Baccarat's Dragon 7)."""
        return self.winner is Winner.BANKER and len(self.banker_cards) == 3 and self.banker_total == 7

    @property
    def player_pair(self) -> bool:
        """The Player's first two cards are the same rank (Pairs side bet)."""
        return len(self.cards) >= 3 and self.cards[0].rank == self.cards[2].rank

    @property
    def banker_pair(self) -> bool:
        return len(self.cards) >= 4 and self.cards[1].rank == self.cards[3].rank
