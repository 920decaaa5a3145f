"""Melds of a rummy hand: their kinds, and laying the scorer's findings out in the hand's own cards.

Domain words as in :mod:`cardnight_desk.domain.games.rummy.hand` (rulings RU-1..RU-3). A *meld* is one combination:
a straight run, a run, a set or a tanala. The scorer (:mod:`cardnight_desk.domain.games.rummy.runs` and
``rummy_hand``) works with places and counts; this module picks the actual cards, earlier cards of the hand
first, puts wild cards in the places they take, and shows wild cards no meld needed inside a run when that
changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import cast

from cardnight_desk.domain.cards import SUITS, Card, Rank, Suit
from cardnight_desk.domain.games.rummy.chains import HIGH_ACE, groups_of
from cardnight_desk.domain.games.rummy.runs import Entry

SetChoice = tuple[tuple[int, tuple[int, ...]], ...]  # ((rank, suit indices), ...): the sets taken


def is_wild(c: Card, wild: Rank | None) -> bool:
    return c.rank is None or c.rank == wild


class MeldKind(Enum):
    STRAIGHT_RUN = "straight_run"
    RUN = "run"
    SET = "set"
    TANALA = "tanala"

    @property
    def is_run(self) -> bool:
        """Runs and tanalas count as lives; sets do not (RU-2, RU-3)."""
        return self is not MeldKind.SET

    @property
    def is_straight(self) -> bool:
        return self in (MeldKind.STRAIGHT_RUN, MeldKind.TANALA)


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    cards: tuple[Card, ...]  # a run in order (substitutes in the places they take), a set naturals first


def longest_straight(hand: Sequence[Card], packs: int) -> Meld | None:
    """One longest straight run (or else a tanala) the hand holds, or ``None``: the first in suit order, then
    lowest first, of the longest stretches of places in a row that its cards hold."""
    firsts: dict[int, Card] = {}  # a card's code -> its first copy in the hand
    for x in hand:
        if x.code and x.code not in firsts:
            firsts[x.code] = x
    masks = [0, 0, 0, 0]  # per suit, the ranks its cards hold as bits
    for code in firsts:
        masks[code & 3] |= 1 << (code >> 2)
    longest, suit, start = 2, 0, 0  # a run is three places or more
    for s, mask in enumerate(masks):
        for first, length in stretches(mask | (mask & 2) << (HIGH_ACE - 1)):  # an ace also above the king
            if length > longest:
                longest, suit, start = length, s, first
    if longest > 2:
        places = range(start, start + longest)
        return Meld(
            MeldKind.STRAIGHT_RUN, tuple(firsts[4 * (1 if q == HIGH_ACE else q) + suit] for q in places)
        )
    for c in hand:
        if packs >= 3 and c.rank is not None and hand.count(c) >= 3:
            return Meld(MeldKind.TANALA, (c, c, c))
    return None


def stretches(places: int) -> Iterator[tuple[int, int]]:
    """The (first place, length) of each stretch of places in a row (``places`` as bits), lowest first. A run
    is 13 places at most (the ace low or high, not both): a stretch of all 14 is 1-13, then 14 alone."""
    while places:
        first = (places & -places).bit_length() - 1
        held = places >> first
        length = (held ^ (held + 1)).bit_length() - 1  # the ones in a row from the lowest
        places &= ~((1 << first + length) - 1)
        if length > HIGH_ACE - 1:
            yield first, HIGH_ACE - 1
            first, length = first + HIGH_ACE - 1, length - HIGH_ACE + 1
        yield first, length


def arrange(
    hand: Sequence[Card], wild: Rank | None, choice: SetChoice, picks: tuple[Entry, ...]
) -> tuple[tuple[Meld, ...], tuple[Card, ...]]:
    """Turn the solver's sets and run groups back into the hand's own cards (earlier cards first)."""
    codes = [c.code for c in hand]
    waiting: dict[int, list[int]] = {}  # card code -> its indices not yet placed, in hand order
    for i, code in enumerate(codes):
        if code in waiting:
            waiting[code].append(i)
        else:
            waiting[code] = [i]
    placed = [False] * len(hand)
    # the wild rank's code in spades (none: matches no card)
    wcode = int(wild) << 2 if wild is not None else -8

    def take(code: int) -> int:
        left = waiting.get(code)
        if not left:
            raise AssertionError("the solver placed a card the hand does not hold")
        i = left.pop(0)
        placed[i] = True
        return i

    rows: list[_Row] = []  # a None in a row is a substitute, filled in below
    for r, sets in choice:
        idx: list[int | None] = [take(4 * r + s) for s in sets]  # a set's rank is never the high ace
        rows.append(_Row(MeldKind.SET, None, r, idx + [None] * (3 - len(idx))))
    for s, entry in enumerate(picks):
        if not entry[3]:
            continue
        suit = SUITS[s]
        for g in groups_of(entry[3], int(wild) if wild is not None else 0):
            if g[1] is None:  # a tanala
                match = wcode + s if g[2] else 4 * (1 if g[0] == HIGH_ACE else g[0]) + s
                rows.append(_Row(MeldKind.TANALA, suit, g[0], [take(match) for _ in range(3)]))
                continue
            start, members, straight = g
            at = {q: take(wcode + s if me else 4 * (1 if q == HIGH_ACE else q) + s) for q, me in members}
            lo, hi = start, members[-1][0]
            if hi - lo < 2:  # too short: substitutes complete it, above if there is room
                lo = min(lo, HIGH_ACE - 2)
                hi = lo + 2
            kind = MeldKind.STRAIGHT_RUN if straight else MeldKind.RUN
            rows.append(_Row(kind, suit, lo, [at.get(q) for q in range(lo, hi + 1)]))
    spare = [i for i, code in enumerate(codes) if not placed[i] and (not code or code >> 2 == wcode >> 2)]
    for row in rows:
        cells = row.cells
        if None in cells:
            for k, cell in enumerate(cells):
                if cell is None:
                    j = spare.pop(0)
                    cells[k] = j
                    placed[j] = True
    for i in spare:
        if any(row.take_spare(i, hand[i], wild, rows) for row in rows):
            placed[i] = True
    laid = [(cast("list[int]", row.cells), row.kind) for row in rows]  # every cell holds a card by now
    laid.sort(key=_first_card)
    melds = tuple([Meld(kind, tuple(map(hand.__getitem__, cells))) for cells, kind in laid])
    return melds, tuple([c for c, done in zip(hand, placed, strict=True) if not done])


def _first_card(laid: tuple[list[int], MeldKind]) -> int:
    return min(laid[0])


@dataclass(slots=True)
class _Row:
    """A meld being laid out: a run's cells are its places ``lo``, ``lo + 1``, ... (hand indices)."""

    kind: MeldKind
    suit: Suit | None
    lo: int
    cells: list[int | None]

    def take_spare(self, i: int, c: Card, wild: Rank | None, rows: list[_Row]) -> bool:
        """Add a wild card no meld needed, if it changes nothing: at its own place next to a straight run of
        its suit, or at either end of a run that is not the only straight one (RU-2)."""
        if self.kind not in (MeldKind.STRAIGHT_RUN, MeldKind.RUN) or len(self.cells) >= 13:
            return False
        hi = self.lo + len(self.cells) - 1
        if self.kind is MeldKind.STRAIGHT_RUN and c.suit is self.suit and c.rank is not None:
            own = {int(c.rank)} | ({HIGH_ACE} if c.rank == Rank.ACE else set())
            if hi + 1 in own and hi < HIGH_ACE:
                self.cells.append(i)
                return True
            if self.lo - 1 in own:
                self.cells.insert(0, i)
                self.lo -= 1
                return True
        straights = sum(1 for row in rows if row.kind.is_straight)
        if self.kind is MeldKind.STRAIGHT_RUN and straights < 2:
            return False
        if hi < HIGH_ACE:
            self.cells.append(i)
        elif self.lo > 1:
            self.cells.insert(0, i)
            self.lo -= 1
        else:
            return False
        self.kind = MeldKind.RUN
        return True
