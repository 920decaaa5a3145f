"""Baccarat bets, the pay tables of the four variants, and settling a bet on a finished hand.

Domain words (``shared/rules/baccarat-rules-english.md``, ruling BAC-2):

- a *bet* is a ``stake`` placed by a seat ``on`` one of :class:`BetOn`: Player, Banker, Tie, the Pairs side
  bets (the first two cards of a hand are the same rank), Dragon Bonus on either hand, and EZ's Dragon 7;
- *pays a to b* is written here as the *multiplier* a/b: what one unit staked wins (``Decimal("0.95")`` for
  "1 to 1 less 5% commission", ``Decimal("0.5")`` for "1 to 2"). A *push* returns the stake (net 0); a loss
  costs the stake (multiplier -1);
- a *pay table* (:class:`PayTable`) holds every multiplier of a variant. Pay tables are data: a house edits one
  with :func:`dataclasses.replace` (or :meth:`PayTable.from_json`) and both settling and the exact odds follow;
- the *Dragon Bonus* pays on the chosen hand being a *natural winner* (1:1; a natural tie pushes) or winning
  without a natural by a *margin* of 4 points or more (:class:`DragonBonusPays`);
- a bet's *net* is what the seat's chip balance changes by. Money is :class:`~decimal.Decimal`; a win is
  rounded down to the cent (a fraction of a cent is never paid).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import ROUND_DOWN, Decimal
from enum import Enum
from types import MappingProxyType
from typing import Any

from cardnight_desk.domain.games.baccarat.hand import Coup, Winner

LOSE = Decimal(-1)
PUSH = Decimal(0)
CENT = Decimal("0.01")


class BetOn(Enum):
    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"
    DRAGON_BONUS_PLAYER = "dragon_bonus_player"
    DRAGON_BONUS_BANKER = "dragon_bonus_banker"
    DRAGON7 = "dragon7"


class BetResult(Enum):
    WIN = "win"
    PUSH = "push"
    LOSE = "lose"


@dataclass(frozen=True)
class Outcome:
    """The facts of a finished hand that bets are settled on."""

    player_total: int
    banker_total: int
    player_natural: bool = False
    banker_natural: bool = False
    banker_three_cards: bool = False
    player_pair: bool = False
    banker_pair: bool = False

    @classmethod
    def of(cls, coup: Coup) -> Outcome:
        """The outcome of a complete hand (raises ``ValueError`` while a card is still needed)."""
        if not coup.is_complete:
            raise ValueError(f"the hand is not finished: card {coup.next_card().position} is still needed")
        return cls(
            coup.player_total,
            coup.banker_total,
            coup.player_natural,
            coup.banker_natural,
            len(coup.banker_cards) == 3,
            coup.player_pair,
            coup.banker_pair,
        )

    @property
    def winner(self) -> Winner:
        pt, bt = self.player_total, self.banker_total
        return Winner.PLAYER if pt > bt else Winner.BANKER if bt > pt else Winner.TIE

    @property
    def dragon7(self) -> bool:
        return self.winner is Winner.BANKER and self.banker_three_cards and self.banker_total == 7


def _money(amount: object) -> Decimal:
    if isinstance(amount, Decimal):
        result = amount
    elif isinstance(amount, (int, str)) and not isinstance(amount, bool):
        result = Decimal(amount)
    else:
        raise TypeError(f"a pay is a Decimal, a whole number or a text such as '0.95', not {amount!r}")
    if not result.is_finite() or (result < 0 and result != LOSE):
        raise ValueError(f"a pay is a multiplier of 0 or more (or -1 for a loss), not {amount}")
    return result


@dataclass(frozen=True)
class DragonBonusPays:
    """The Dragon Bonus table: ``by_margin`` lists (margin, multiplier) for non-natural wins; a margin that
    is not listed loses, as does a non-natural tie."""

    natural_win: Decimal = Decimal(1)
    natural_tie: Decimal = PUSH
    by_margin: tuple[tuple[int, Decimal], ...] = (
        (9, Decimal(30)),
        (8, Decimal(10)),
        (7, Decimal(4)),
        (6, Decimal(4)),
        (5, Decimal(2)),
        (4, Decimal(2)),
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "natural_win", _money(self.natural_win))
        object.__setattr__(self, "natural_tie", _money(self.natural_tie))
        margins = tuple((int(m), _money(p)) for m, p in self.by_margin)
        if any(not 1 <= m <= 9 for m, _ in margins) or len({m for m, _ in margins}) != len(margins):
            raise ValueError("Dragon Bonus margins are distinct whole numbers from 1 to 9")
        object.__setattr__(self, "by_margin", tuple(sorted(margins, reverse=True)))

    def for_margin(self, margin: int) -> Decimal:
        for m, pays in self.by_margin:
            if m == margin:
                return pays
        return LOSE

    def multiplier(self, side: Winner, outcome: Outcome) -> Decimal:
        own_natural = outcome.player_natural if side is Winner.PLAYER else outcome.banker_natural
        winner = outcome.winner
        if winner is Winner.TIE:
            both = outcome.player_natural and outcome.banker_natural
            return self.natural_tie if both else LOSE
        if winner is not side:
            return LOSE
        if own_natural:
            return self.natural_win
        return self.for_margin(abs(outcome.player_total - outcome.banker_total))


@dataclass(frozen=True)
class PayTable:
    """Every multiplier of one variant. ``None`` means "no exception" for the Banker special cases and
    "not offered" for the Dragon 7 bet."""

    player: Decimal = Decimal(1)
    banker: Decimal = Decimal("0.95")
    tie: Decimal = Decimal(8)
    pair: Decimal = Decimal(11)
    banker_on_dragon7: Decimal | None = None  # EZ: a winning three-card Banker 7 pushes
    banker_on_six: Decimal | None = None  # No-Commission: a winning Banker 6 pays 1:2
    dragon7: Decimal | None = None  # EZ's Dragon 7 bet
    dragon_bonus: DragonBonusPays = field(default_factory=DragonBonusPays)

    def __post_init__(self) -> None:
        for f in fields(self):
            current = getattr(self, f.name)
            if f.name != "dragon_bonus" and current is not None:
                object.__setattr__(self, f.name, _money(current))
        if not isinstance(self.dragon_bonus, DragonBonusPays):
            raise TypeError("dragon_bonus must be a DragonBonusPays table")

    def offers(self, on: BetOn) -> bool:
        return on is not BetOn.DRAGON7 or self.dragon7 is not None

    def multiplier(self, on: BetOn, outcome: Outcome) -> Decimal:
        """What one unit staked ``on`` nets on ``outcome``: -1 lost, 0 push, else the win (ruling BAC-2)."""
        winner = outcome.winner
        if on is BetOn.PLAYER:
            return PUSH if winner is Winner.TIE else self.player if winner is Winner.PLAYER else LOSE
        if on is BetOn.BANKER:
            if winner is Winner.TIE:
                return PUSH
            if winner is Winner.PLAYER:
                return LOSE
            if self.banker_on_dragon7 is not None and outcome.dragon7:
                return self.banker_on_dragon7
            if self.banker_on_six is not None and outcome.banker_total == 6:
                return self.banker_on_six
            return self.banker
        if on is BetOn.TIE:
            return self.tie if winner is Winner.TIE else LOSE
        if on is BetOn.PLAYER_PAIR:
            return self.pair if outcome.player_pair else LOSE
        if on is BetOn.BANKER_PAIR:
            return self.pair if outcome.banker_pair else LOSE
        if on is BetOn.DRAGON_BONUS_PLAYER:
            return self.dragon_bonus.multiplier(Winner.PLAYER, outcome)
        if on is BetOn.DRAGON_BONUS_BANKER:
            return self.dragon_bonus.multiplier(Winner.BANKER, outcome)
        if self.dragon7 is None:
            raise ValueError("this variant has no Dragon 7 bet (EZ Baccarat only, ruling BAC-2)")
        return self.dragon7 if outcome.dragon7 else LOSE

    def bets(self) -> tuple[BetOn, ...]:
        """The bets this table offers, in :class:`BetOn` order."""
        return tuple(on for on in BetOn if self.offers(on))

    # --- as data ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        def text(d: Decimal | None) -> str | None:
            return None if d is None else str(d)

        doc: dict[str, Any] = {
            f.name: text(getattr(self, f.name)) for f in fields(self) if f.name != "dragon_bonus"
        }
        bonus = self.dragon_bonus
        doc["dragon_bonus"] = {
            "natural_win": str(bonus.natural_win),
            "natural_tie": str(bonus.natural_tie),
            "by_margin": {str(m): str(p) for m, p in bonus.by_margin},
        }
        return doc

    @classmethod
    def from_json(cls, doc: Mapping[str, Any], base: PayTable | None = None) -> PayTable:
        """``base`` (default: the Mini table) with the fields in ``doc`` changed; raises ``ValueError`` or
        ``TypeError`` naming a bad field."""
        base = base or MINI
        known = {f.name for f in fields(cls)}
        unknown = set(doc) - known
        if unknown:
            raise ValueError(f"unknown pay table field(s): {', '.join(sorted(unknown))}")
        changes: dict[str, Any] = {k: v for k, v in doc.items() if k != "dragon_bonus"}
        if "dragon_bonus" in doc:
            bonus = dict(doc["dragon_bonus"])
            margins = bonus.pop("by_margin", None)
            if margins is not None:
                bonus["by_margin"] = tuple((int(m), p) for m, p in dict(margins).items())
            changes["dragon_bonus"] = replace(base.dragon_bonus, **bonus)
        return replace(base, **changes)


MINI = PayTable()
MIDI = MINI  # Midi-Baccarat plays to the Mini-Baccarat payout table
EZ = PayTable(banker=Decimal(1), banker_on_dragon7=PUSH, dragon7=Decimal(40))
NO_COMMISSION = PayTable(banker=Decimal(1), banker_on_six=Decimal("0.5"))

#: The leaflet's pay table of each variant, by the sheet's ``variant`` id.
VARIANTS: Mapping[str, PayTable] = MappingProxyType(
    {"mini": MINI, "midi": MIDI, "ez": EZ, "no_commission": NO_COMMISSION}
)


@dataclass(frozen=True)
class Bet:
    seat: int
    on: BetOn
    stake: Decimal

    def __post_init__(self) -> None:
        stake = _money(self.stake)
        if stake <= 0:
            raise ValueError(f"a stake must be more than 0, not {self.stake}")
        object.__setattr__(self, "stake", stake)


@dataclass(frozen=True)
class Settlement:
    bet: Bet
    result: BetResult
    net: Decimal  # the change to the seat's chips: the win, 0 for a push, minus the stake for a loss


def settle(bet: Bet, outcome: Outcome, table: PayTable = MINI) -> Settlement:
    """Settle one bet on a finished hand by ``table`` (ruling BAC-2)."""
    multiplier = table.multiplier(bet.on, outcome)
    if multiplier < 0:
        return Settlement(bet, BetResult.LOSE, -bet.stake)
    if multiplier == 0:
        return Settlement(bet, BetResult.PUSH, PUSH)
    return Settlement(bet, BetResult.WIN, (bet.stake * multiplier).quantize(CENT, rounding=ROUND_DOWN))


def money_json(amount: Decimal) -> int | float:
    """A Decimal as a JSON number: a whole number stays an int, else at most two decimals (``47.5``)."""
    amount = amount.quantize(CENT, rounding=ROUND_DOWN)
    if amount == amount.to_integral_value():
        return int(amount)
    return float(amount)
