"""Trick points in GAMA 28 (Irupathiyettu): counting the cards a team won, to settle a disputed count.

Domain words:

- *pack*: GAMA 28 is played by six players with 36 cards, the 6 to the ace of each suit (GAMA 28 rules,
  "Players and Cards"); cards 2-5 and printed jokers are not in it. In play a suit ranks J 9 A 10 K Q 8 7 6.
- *trick*: the cards played to one round, one from each player still playing: six cards, or four in a
  *thani* (the bidder's two partners lay their cards face down and play alone against the three opponents).
  A deal has six tricks.
- *card points* (ruling TE-1): jack 3, nine 2, ace 1, ten 1, every other card 0; the pack holds 28.
- *trick points*: the card points in the tricks a team won. When all six tricks of a deal are counted the two
  teams' trick points add up to 28 (TE-1).

:func:`trick_points` counts one team's tricks; :func:`settle_count` counts both teams' piles of one deal and
checks them against each other. Both raise :class:`TrickCountError` listing every problem (a token that is not
a card, a card outside the pack, a card seen twice, a trick of the wrong size, too many tricks);
:func:`trick_problems` / :func:`count_problems` return the same list and :func:`can_count_tricks` /
:func:`can_settle_count` say whether counting will succeed. Problems are :class:`SheetError` with a dotted
path (``tricks.2.4`` is the fifth card of the third trick) so a form can point at the card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardnight_desk.domain.cards import SUITS, Card, CardError, Rank, card
from cardnight_desk.domain.errors import SheetError
from cardnight_desk.domain.sheet_checks import describe, join

CARD_POINTS: dict[Rank, int] = {Rank.JACK: 3, Rank.NINE: 2, Rank.ACE: 1, Rank.TEN: 1}  # ruling TE-1
PLAY_ORDER: tuple[Rank, ...] = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
)  # high to low within a suit
PACK: frozenset[Card] = frozenset(Card(r, s) for r in PLAY_ORDER for s in SUITS)
TOTAL_POINTS = 28
TRICKS_PER_DEAL = 6
PLAYERS = 6
THANI_PLAYERS = 4  # the bidder and the three opponents


class TrickCountError(ValueError):
    """Tricks that cannot be counted; ``problems`` lists every one, each with its path and a sentence."""

    def __init__(self, problems: Sequence[SheetError]):
        self.problems = list(problems)
        super().__init__("; ".join(p.message for p in self.problems) or "cannot count these tricks")


def card_points(c: Card) -> int:
    """The card points of one card of the 28 pack (ruling TE-1); refuses a card outside the pack."""
    if c not in PACK:
        raise ValueError(f"{c.name} is {_not_in_pack(c)}")
    assert c.rank is not None
    return CARD_POINTS.get(c.rank, 0)


def _not_in_pack(c: Card) -> str:
    if c.is_joker:
        return "a printed joker, which 28 does not use (GAMA 28 rules: 36 cards, 6 to ace)"
    return "not in the 28 pack: GAMA 28 uses the 36 cards from 6 to ace of each suit"


def _trick_size(thani: bool) -> int:
    return THANI_PLAYERS if thani else PLAYERS


def _read_pile(
    tricks: object, path: str, thani: bool, seen: dict[Card, str], problems: list[SheetError]
) -> list[list[Card]]:
    """Parse one team's pile of tricks, appending every problem; ``seen`` maps cards to where they were seen
    (shared between teams so a card counted by both is caught). Returns the readable tricks."""
    if not isinstance(tricks, (list, tuple)):
        problems.append(SheetError(path, f"give the tricks as a list of tricks, not {describe(tricks)}"))
        return []
    if len(tricks) > TRICKS_PER_DEAL:
        problems.append(
            SheetError(path, f"{len(tricks)} tricks given, but a deal of 28 has only {TRICKS_PER_DEAL}")
        )
    size = _trick_size(thani)
    who = "the bidder and the three opponents" if thani else f"each of the {PLAYERS} players"
    parsed: list[list[Card]] = []
    for t, trick in enumerate(tricks):
        where = join(path, t)
        if not isinstance(trick, (list, tuple)):
            problems.append(
                SheetError(where, f"trick {t + 1} must be a list of card names, not {describe(trick)}")
            )
            continue
        if len(trick) != size:
            problems.append(
                SheetError(
                    where,
                    f"trick {t + 1} has {len(trick)} card{'' if len(trick) == 1 else 's'}; a trick has {size}, "
                    f"one from {who}",
                )
            )
        cards_of_trick: list[Card] = []
        for i, name in enumerate(trick):
            at = join(where, i)
            try:
                c = card(name)  # type: ignore[arg-type]
            except CardError as err:
                problems.append(SheetError(at, f"trick {t + 1}, card {i + 1}: {err}"))
                continue
            if c not in PACK:
                problems.append(SheetError(at, f"trick {t + 1}, card {i + 1}: {c.name} is {_not_in_pack(c)}"))
                continue
            if c in seen:
                problems.append(
                    SheetError(
                        at,
                        f"trick {t + 1}, card {i + 1}: {c.name} was already counted at {seen[c]}; "
                        "the pack has one of each card",
                    )
                )
                continue
            seen[c] = f"{where} (trick {t + 1})"
            cards_of_trick.append(c)
        parsed.append(cards_of_trick)
    return parsed


def trick_problems(tricks: object, *, thani: bool = False, path: str = "tricks") -> list[SheetError]:
    """Every reason the tricks one team won cannot be counted (empty when :func:`trick_points` will work)."""
    problems: list[SheetError] = []
    _read_pile(tricks, path, thani, {}, problems)
    return problems


def can_count_tricks(tricks: object, *, thani: bool = False) -> bool:
    return not trick_problems(tricks, thani=thani)


def trick_points(tricks: object, *, thani: bool = False) -> int:
    """The trick points (ruling TE-1) in the tricks one team won, each trick a list of card names::

        trick_points([["JH", "9H", "AH", "10H", "KH", "QH"]]) == 7

    ``thani=True`` when the deal is a thani (four cards to a trick). Raises :class:`TrickCountError`.
    """
    problems: list[SheetError] = []
    parsed = _read_pile(tricks, "tricks", thani, {}, problems)
    if problems:
        raise TrickCountError(problems)
    return sum(card_points(c) for trick in parsed for c in trick)


@dataclass(frozen=True)
class TrickCount:
    """Both teams' count of one deal: ``points`` and ``tricks`` (number won) in the order given."""

    points: tuple[tuple[str, int], ...]
    tricks: tuple[tuple[str, int], ...]

    @property
    def complete(self) -> bool:
        """All six tricks are counted (then, outside a thani, the points add up to 28)."""
        return sum(n for _, n in self.tricks) == TRICKS_PER_DEAL

    def points_of(self, team: str) -> int:
        return dict(self.points)[team]


def count_problems(tricks_by_team: Mapping[str, object], *, thani: bool = False) -> list[SheetError]:
    """Every reason the two teams' piles of one deal cannot be counted together."""
    problems, _ = _settle(tricks_by_team, thani)
    return problems


def can_settle_count(tricks_by_team: Mapping[str, object], *, thani: bool = False) -> bool:
    return not count_problems(tricks_by_team, thani=thani)


def settle_count(tricks_by_team: Mapping[str, object], *, thani: bool = False) -> TrickCount:
    """Count both teams' tricks of one deal (``{"Kochi": [[...6 cards], ...], "Thrissur": [...]}``).

    Besides each pile's own checks, a card may not be in both piles and the two piles together hold at most
    six tricks. Raises :class:`TrickCountError` with every problem.
    """
    problems, count = _settle(tricks_by_team, thani)
    if problems or count is None:
        raise TrickCountError(problems)
    return count


def _settle(tricks_by_team: Mapping[str, object], thani: bool) -> tuple[list[SheetError], TrickCount | None]:
    problems: list[SheetError] = []
    if not isinstance(tricks_by_team, Mapping) or len(tricks_by_team) != 2:
        problems.append(SheetError("tricks", "give the tricks of exactly two teams, by team name"))
        return problems, None
    seen: dict[Card, str] = {}
    points: list[tuple[str, int]] = []
    won: list[tuple[str, int]] = []
    for team, pile in tricks_by_team.items():
        parsed = _read_pile(pile, join("tricks", team), thani, seen, problems)
        points.append((team, sum(card_points(c) for trick in parsed for c in trick)))
        won.append((team, len(parsed)))
    sizes = [len(p) for p in tricks_by_team.values() if isinstance(p, (list, tuple))]
    given = sum(sizes)
    if given > TRICKS_PER_DEAL and max(sizes) <= TRICKS_PER_DEAL:  # a single long pile is reported already
        problems.append(
            SheetError(
                "tricks",
                f"the two teams give {given} tricks together, but a deal of 28 has only {TRICKS_PER_DEAL}",
            )
        )
    if problems:
        return problems, None
    return problems, TrickCount(tuple(points), tuple(won))
