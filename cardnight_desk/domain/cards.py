"""Playing cards: ranks, suits, printed jokers, and their names on a score sheet.

A card is written rank then suit: ``10H`` (ten of hearts), ``QS``, ``AD``; ``JK`` is a printed joker.
Ranks are ``A 2 3 4 5 6 7 8 9 10 J Q K`` and suits ``S H D C``. Parsing is case-insensitive and ignores
surrounding spaces; anything else is refused with a message that quotes the token.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from functools import total_ordering


class Rank(IntEnum):
    """Ranks by their order in a sequence with the ace low; ``Rank.ACE`` is 1."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        try:
            return _RANK_BY_SYMBOL[key]
        except KeyError:
            raise CardError(text, f"'{text}' is not a rank (use A, 2-10, J, Q or K)") from None


class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return self.value


_RANK_SYMBOLS = {
    r: (str(int(r)) if 2 <= r <= 10 else {1: "A", 11: "J", 12: "Q", 13: "K"}[int(r)]) for r in Rank
}
# ``T`` is accepted for 10 (resources/docs/score-sheets.md); ``1`` is not a rank: ``1H`` is refused, never
# read as the ace
_RANK_BY_SYMBOL = {sym: r for r, sym in _RANK_SYMBOLS.items()} | {"T": Rank.TEN}
RANKS: tuple[Rank, ...] = tuple(Rank)
SUITS: tuple[Suit, ...] = tuple(Suit)
JOKER_NAME = "JK"


class CardError(ValueError):
    """A token that is not a card; ``token`` is what was given, ``str(err)`` a sentence for the desk."""

    def __init__(self, token: object, message: str | None = None):
        self.token = token
        super().__init__(
            message or f"'{token}' is not a card (write rank then suit, e.g. 10H, QS, AD; JK for a joker)"
        )


@total_ordering
@dataclass(frozen=True)
class Card:
    """One card. A printed joker has ``rank`` and ``suit`` both ``None``.

    ``name`` is how a sheet writes it (``10H``, ``JK``); ``code`` is a small number per card, cheaper to count
    and to index by than the card itself: ``4 * rank + suit`` (suits numbered in :data:`SUITS` order), 0 for a
    printed joker. Both follow from rank and suit."""

    rank: Rank | None
    suit: Suit | None
    name: str = field(init=False, repr=False, compare=False)
    code: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank is None or self.suit is None:
            name, code = JOKER_NAME, 0
        else:
            name, code = self.rank.symbol + self.suit.symbol, 4 * int(self.rank) + SUITS.index(self.suit)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "code", code)

    @property
    def is_joker(self) -> bool:
        return self.rank is None

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Card({self.name})"

    def __lt__(self, other: object) -> bool:  # jokers sort last
        if not isinstance(other, Card):
            return NotImplemented
        return _sort_key(self) < _sort_key(other)


def _sort_key(card: Card) -> tuple[int, int]:
    if card.rank is None or card.suit is None:
        return (99, 99)
    return (int(card.rank), SUITS.index(card.suit))


JOKER = Card(None, None)


# every card once, by its name: parsing a name as written is one look-up, and gives the same card every time
_BY_NAME: dict[str, Card] = {c.name: c for c in (Card(r, s) for r in RANKS for s in SUITS)} | {
    JOKER_NAME: JOKER
}
_PACK: tuple[Card, ...] = tuple(_BY_NAME[r.symbol + s.symbol] for r in RANKS for s in SUITS)


def card(name: str) -> Card:
    """Parse one card name (``10H``, ``qs``, ``JK``); raises :class:`CardError` naming the token."""
    if not isinstance(name, str):
        raise CardError(name)
    found = _BY_NAME.get(name)
    if found is not None:
        return found
    text = name.strip().upper()
    if text == JOKER_NAME:
        return JOKER
    if len(text) < 2:
        raise CardError(name)
    rank_text, suit_text = text[:-1], text[-1]
    try:
        suit = Suit(suit_text)
    except ValueError:
        raise CardError(name) from None
    if rank_text not in _RANK_BY_SYMBOL:
        raise CardError(name)
    return _BY_NAME[_RANK_BY_SYMBOL[rank_text].symbol + suit.symbol]


def cards(names: Iterable[str]) -> list[Card]:
    """Parse several names; raises :class:`CardError` on the first token that is not a card."""
    return [card(n) for n in names]


def parse_cards(names: Sequence[object]) -> tuple[list[Card], list[tuple[int, CardError]]]:
    """Parse every name, collecting ``(index, error)`` for each bad token instead of stopping at the first."""
    good: list[Card] = []
    bad: list[tuple[int, CardError]] = []
    known = _BY_NAME.get
    for i, name in enumerate(names):
        found = known(name) if type(name) is str else None  # names as the desk writes them: one look-up
        if found is not None:
            good.append(found)
            continue
        try:
            good.append(card(name))  # type: ignore[arg-type]
        except CardError as err:
            bad.append((i, err))
    return good, bad


def names(hand: Iterable[Card]) -> list[str]:
    return [c.name for c in hand]


def pack(jokers: int = 0) -> list[Card]:
    """One pack of 52 cards in rank-then-suit order, plus ``jokers`` printed jokers."""
    return [*_PACK, *[JOKER] * jokers]


def packs(count: int, jokers_per_pack: int = 0) -> list[Card]:
    """``count`` packs shuffled together (unshuffled order)."""
    return [c for _ in range(count) for c in pack(jokers_per_pack)]
