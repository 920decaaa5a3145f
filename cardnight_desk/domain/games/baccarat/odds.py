"""Exact baccarat odds: every way a shoe of 1 to 8 packs can deal a hand, counted without replacement.

Domain words:

- the *shoe* is ``decks`` packs shuffled together (ruling BAC-3, 1 to 8). Only values matter to the third-card
  rule, so the shoe is counted as a *composition*: 16 cards of value 0 and 4 of each value 1-9 per pack;
- a *deal* is the sequence of cards of one hand in dealing order (ruling BAC-1). Each hand is weighted by the
  number of ordered 6-card sequences from the shoe that start with it, so all weights share one denominator,
  ``N (N-1) ... (N-5)`` for a shoe of ``N`` cards, and every probability is an exact :class:`Fraction`;
- the *expected value* of a bet is what one unit staked nets on average; the *house edge* is its negative.

The enumeration runs over the Player's and the Banker's first two cards as unordered pairs of values (an
ordered sequence's count does not depend on the order its values come in), then the third cards. The third-card
rule is :func:`~cardnight_desk.domain.baccarat_hand.banker_draws`, the desk's own, and the pays are the
:class:`~cardnight_desk.domain.baccarat_pays.PayTable` given, so an edited pay table is priced the same way.
Nothing is cached between calls (``baccarat-odds`` reads a fresh shoe's figures from the table counted here
beforehand, :mod:`~cardnight_desk.domain.games.baccarat.odds_table`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from cardnight_desk.domain.games.baccarat.hand import (
    MAX_CARDS,
    PLAYER_STANDS_FROM,
    Winner,
    banker_draws,
    is_natural,
)
from cardnight_desk.domain.games.baccarat.pays import BetOn, Outcome, PayTable
from cardnight_desk.domain.games.baccarat.settings import MAX_DECKS, MIN_DECKS

RANKS_PER_SUIT = 13
SUITS_PER_PACK = 4

# The leaflet's table laid out as [banker two-card total][player's third card value] -> draws.
_DRAWS_AFTER_PLAYER: tuple[tuple[bool, ...], ...] = tuple(
    tuple(banker_draws(bt, e) for e in range(10)) for bt in range(10)
)
_ROTATE: tuple[tuple[int, ...], ...] = tuple(tuple((t + v) % 10 for v in range(10)) for t in range(10))


def shoe_ranks(decks: int) -> list[int]:
    """How many cards of each rank, ace to king, a shoe of ``decks`` packs holds."""
    if not MIN_DECKS <= decks <= MAX_DECKS:
        raise ValueError(f"a shoe holds {MIN_DECKS} to {MAX_DECKS} packs, not {decks} (ruling BAC-3)")
    return [SUITS_PER_PACK * decks] * RANKS_PER_SUIT


def composition(ranks: Sequence[int]) -> list[int]:
    """Cards of each value 0-9 among cards counted by rank (ace to king; 10, J, Q and K are worth 0)."""
    if len(ranks) != RANKS_PER_SUIT or any(r < 0 for r in ranks):
        raise ValueError("count the cards of each of the 13 ranks, ace to king")
    return [sum(ranks[9:])] + list(ranks[:9])


def _falling(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result *= n - i
    return result


def _enumerate(counts: list[int]) -> tuple[list[int], list[int], list[int]]:
    """Weights of (player total, banker total) at index ``10 * p + b`` for hands ending in a natural, ending
    with the Banker on two cards, and ending with the Banker on three."""
    shoe = sum(counts)
    after4, after5 = (shoe - 4) * (shoe - 5), shoe - 5
    naturals, two, three = [0] * 100, [0] * 100, [0] * 100
    n = list(counts)  # what is left in the shoe, updated as cards are taken out
    values = range(10)
    for a in values:
        wa = n[a]
        n[a] -= 1
        for c in range(a, 10):
            wac = wa * n[c] * (1 if a == c else 2)
            if not wac:
                continue
            n[c] -= 1
            pt = (a + c) % 10
            for b in values:
                wb = wac * n[b]
                if not wb:
                    continue
                n[b] -= 1
                for d in range(b, 10):
                    w4 = wb * n[d] * (1 if b == d else 2)
                    if not w4:
                        continue
                    n[d] -= 1
                    bt = (b + d) % 10
                    if is_natural(pt) or is_natural(bt):
                        naturals[10 * pt + bt] += w4 * after4
                    elif pt >= PLAYER_STANDS_FROM:
                        if banker_draws(bt, None):
                            row, w = 10 * pt, w4 * after5
                            for f, b3 in zip(values, _ROTATE[bt], strict=True):
                                three[row + b3] += w * n[f]
                        else:
                            two[10 * pt + bt] += w4 * after4
                    else:
                        draws, rotate = _DRAWS_AFTER_PLAYER[bt], _ROTATE[bt]
                        for e in values:
                            we = w4 * n[e]
                            if not we:
                                continue
                            row = 10 * ((pt + e) % 10)
                            if draws[e]:
                                n[e] -= 1
                                for f, b3 in zip(values, rotate, strict=True):
                                    three[row + b3] += we * n[f]
                                n[e] += 1
                            else:
                                two[row + bt] += we * after5
                    n[d] += 1
                n[b] += 1
            n[c] += 1
        n[a] += 1
    return naturals, two, three


@dataclass(frozen=True)
class ShoeOdds:
    """The exact distribution of hand outcomes from a shoe (of ``decks`` full packs, or ``None`` for a shoe
    of any other make-up).

    ``outcomes`` pairs each possible :class:`Outcome` (pairs left out) with its weight out of ``denominator``;
    ``pair`` is the probability that a hand's first two cards are a pair (the same for Player and Banker).
    """

    decks: int | None
    denominator: int
    outcomes: tuple[tuple[Outcome, int], ...]
    pair: Fraction

    def probability(self, winner: Winner) -> Fraction:
        hits = sum(w for outcome, w in self.outcomes if outcome.winner is winner)
        return Fraction(hits, self.denominator)

    def probabilities(self) -> dict[Winner, Fraction]:
        return {w: self.probability(w) for w in (Winner.BANKER, Winner.PLAYER, Winner.TIE)}

    def expected_value(self, on: BetOn, table: PayTable) -> Fraction:
        """What one unit staked ``on`` nets on average under ``table``."""
        if on in (BetOn.PLAYER_PAIR, BetOn.BANKER_PAIR):
            side = "player_pair" if on is BetOn.PLAYER_PAIR else "banker_pair"
            hit = Fraction(table.multiplier(on, Outcome(0, 0, **{side: True})))
            miss = Fraction(table.multiplier(on, Outcome(0, 0)))
            return self.pair * hit + (1 - self.pair) * miss
        by_multiplier: dict[Decimal, int] = defaultdict(int)
        for outcome, weight in self.outcomes:
            by_multiplier[table.multiplier(on, outcome)] += weight
        total = sum((Fraction(m) * w for m, w in by_multiplier.items()), Fraction(0))
        return total / self.denominator

    def house_edge(self, on: BetOn, table: PayTable) -> Fraction:
        """The house's share of each unit staked (positive when the bet favours the house)."""
        return -self.expected_value(on, table)

    def house_edges(self, table: PayTable) -> dict[BetOn, Fraction]:
        """The house edge of every bet ``table`` offers."""
        return {on: self.house_edge(on, table) for on in table.bets()}


def shoe_odds(decks: int = 8) -> ShoeOdds:
    """Count every hand a fresh shoe of ``decks`` packs can deal (exact, no simulation)."""
    return odds_for_shoe(shoe_ranks(decks), decks)


def odds_for_shoe(ranks: Sequence[int], decks: int | None = None) -> ShoeOdds:
    """Count every hand a shoe holding ``ranks[i]`` cards of rank ``i + 1`` can deal; at least six cards."""
    counts = composition(ranks)
    shoe = sum(counts)
    if shoe < MAX_CARDS:
        raise ValueError(f"a shoe needs at least {MAX_CARDS} cards to deal a hand, not {shoe}")
    naturals, two, three = _enumerate(counts)
    outcomes: list[tuple[Outcome, int]] = []
    for index in range(100):
        p, b = divmod(index, 10)
        if naturals[index]:
            outcomes.append((Outcome(p, b, is_natural(p), is_natural(b)), naturals[index]))
        if two[index]:
            outcomes.append((Outcome(p, b), two[index]))
        if three[index]:
            outcomes.append((Outcome(p, b, banker_three_cards=True), three[index]))
    pair = Fraction(sum(r * (r - 1) for r in ranks), shoe * (shoe - 1))
    return ShoeOdds(decks, _falling(shoe, MAX_CARDS), tuple(outcomes), pair)
