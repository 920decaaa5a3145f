"""The baccarat fun table at the desk: seats, bets, the dealer's cards, settling, and the tournament ranking.

Domain words (see :mod:`cardnight_desk.domain.baccarat_table` for seats, bets, the deal and settling):

- the *fun table* of a baccarat competition is one table of :data:`TABLE_SEATS` seats, played by the
  competition's settings (variant, packs, starting chips, tournament hands; rulings BAC-2, BAC-3);
- it is kept in the competition's state, ``Competition.state["baccarat"]``, as ``{"version": n, "table":
  <the document of baccarat_state>}``. Every action at the table (a seat, a bet, a card, an undo) is one
  transaction that saves the whole table, so a desk closed in the middle of a hand finds its bets and cards
  again;
- the *version* goes up with every saved action; an action based on an older version (another desk changed
  the table meanwhile) is refused as a :class:`Conflict`, never last-writer-wins;
- *settling* pays every bet, saves the balances and writes one history row (EV-4) in the same transaction:
  the cards, both totals, the winner, each bet's net, and every seat's chips before and after;
- a seat taking or leaving the table is a history row too (the chips it sat down or left with).

Callers get plain frozen dataclasses (:class:`TableInfo`, :class:`HandInfo`); :class:`TableInfo` also answers
the engine's ``check_*`` questions (a refusal code or ``None``) so a window can grey out what would be refused.
A refused action raises :class:`TableRefusal` carrying the same code and an English sentence.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.baccarat_hand import value
from cardnight_desk.domain.baccarat_pays import CENT, BetOn, Outcome
from cardnight_desk.domain.baccarat_state import StateError, from_json, to_json
from cardnight_desk.domain.baccarat_table import BaccaratTable, SettledHand, TableError
from cardnight_desk.domain.baccarat_table import Refusal as Code
from cardnight_desk.domain.cards import CardError, card, parse_cards
from cardnight_desk.domain.games.catalog import COMPETITION_GAMES
from cardnight_desk.domain.settings import resolve
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.store.engine import EventStore
from cardnight_desk.store.models import Competition, Registration

GAME = "baccarat"
STATE_KEY = "baccarat"
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


class TableRefusal(Refusal):
    """A refused action at the fun table; ``code`` is the refusal code, the message says it in English."""

    def __init__(self, code: str, detail: str = "", errors: list[dict[str, str]] | None = None):
        self.code, self.detail = code, detail
        text = MESSAGES.get(code, code)
        super().__init__(f"{detail}: {text}" if detail else text[:1].upper() + text[1:], errors)


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
            "chips": _chips_json(self.chips_after),
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
def _names(table: BaccaratTable) -> dict[int, str]:
    return {s.number: s.name for s in table.seats}


def _hand_info(hand: SettledHand, names: dict[int, str]) -> HandInfo:
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


def _info(competition: str, table: BaccaratTable, version: int) -> TableInfo:
    names = _names(table)
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
        _hand_info(table.history[-1], names) if table.history else None,
        table,
    )


def _chips_json(chips: tuple[tuple[int, str, Decimal], ...]) -> list[dict[str, Any]]:
    return [{"seat": n, "name": name, "chips": money_json(amount)} for n, name, amount in chips]


# --- the stored table -------------------------------------------------------------------------------------
def _competition(s: Session, competition: str, *, lock: bool = False) -> Competition:
    comp = find_competition(s, competition)
    if comp.game != GAME:
        raise Refusal(f"'{comp.name}' is not a baccarat competition; its fun table cannot be opened")
    if lock:  # other desks wait until this action is saved (PostgreSQL); SQLite has one writer anyway
        s.refresh(comp, with_for_update=True)
    return comp


#: The table each competition was last saved with through an open store, by (id of the store, competition id):
#: the store itself (weakly), the version and the table. Reading a saved table replays its hands; as long as
#: nobody saved a newer version, an action carries on from the table in memory instead. An action takes the
#: table out and puts it back only once saved; an event opened again is a new store and reads its table anew.
_LAST_SAVED: dict[tuple[int, int], tuple[weakref.ref[EventStore], int, BaccaratTable]] = {}


def _stored(desk: Desk, comp: Competition, *, take: bool = False) -> tuple[BaccaratTable, int]:
    saved = (comp.state or {}).get(STATE_KEY)
    if not saved:
        settings, _ = resolve(COMPETITION_GAMES[GAME].settings, comp.settings or {})
        return BaccaratTable.from_settings({}, settings), 0
    key = (id(desk.store), comp.id)
    kept = _LAST_SAVED.pop(key, None) if take else _LAST_SAVED.get(key)
    try:
        version = int(saved["version"])
        if kept is not None and kept[0]() is desk.store and kept[1] == version:
            return kept[2], version
        return from_json(saved["table"]), version
    except (StateError, KeyError, TypeError, ValueError) as err:
        raise Refusal(
            f"the saved fun table of '{comp.name}' cannot be read ({err}); nothing was changed"
        ) from None


@dataclass
class _Edit:
    session: Session
    comp: Competition
    table: BaccaratTable
    info: TableInfo | None = None


@contextmanager
def _editing(desk: Desk, competition: str, expected_version: int | None) -> Iterator[_Edit]:
    """One action at the table: load it (locked), let the caller change it, save it with the next version.
    A :class:`TableRefusal` must leave the table as it was (the engine checks before it changes anything)."""
    with desk.store.session() as s:
        comp = _competition(s, competition, lock=True)
        table, version = _stored(desk, comp, take=True)
        if expected_version is not None and expected_version != version:
            raise Conflict(
                f"the fun table of '{comp.name}' was changed at another desk since you looked at it; "
                "look again before you go on",
                theirs=_info(comp.name, table, version),
            )
        edit = _Edit(s, comp, table)
        try:
            yield edit
        except TableRefusal:  # refused before anything changed: the table in memory is still the saved one
            _LAST_SAVED[(id(desk.store), comp.id)] = (weakref.ref(desk.store), version, table)
            raise
        comp.state = {**(comp.state or {}), STATE_KEY: {"version": version + 1, "table": to_json(table)}}
        s.flush()
        edit.info = _info(comp.name, table, version + 1)
    _LAST_SAVED[(id(desk.store), comp.id)] = (weakref.ref(desk.store), version + 1, table)  # committed


def _run(action: Callable[..., Any], *args: Any, detail: str = "") -> Any:
    try:
        return action(*args)
    except TableError as err:
        raise TableRefusal(err.refusal.value, detail) from None


def _done(edit: _Edit) -> TableInfo:
    assert edit.info is not None
    return edit.info


# --- use cases --------------------------------------------------------------------------------------------
def baccarat_competitions(desk: Desk) -> list[str]:
    """The names of the event's baccarat competitions, in the order they were added."""
    with desk.store.session() as s:
        return [c.name for c in event_row(s).competitions if c.game == GAME]


def registered_names(desk: Desk, competition: str) -> list[str]:
    """The players registered in the competition (the names offered when a seat is taken)."""
    with desk.store.session() as s:
        comp = _competition(s, competition)
        rows = s.scalars(select(Registration).where(Registration.competition_id == comp.id))
        return sorted({r.player.name for r in rows})


def open_table(desk: Desk, competition: str) -> TableInfo:
    """The fun table as it was left (an empty one, by the competition's settings, the first time)."""
    with desk.store.session() as s:
        comp = _competition(s, competition)
        table, version = _stored(desk, comp)
        return _info(comp.name, table, version)


def seat_player(
    desk: Desk,
    competition: str,
    seat: int,
    name: str,
    chips: object = None,
    *,
    expected_version: int | None = None,
) -> TableInfo:
    """Seat a player with ``chips`` (the competition's starting chips when not given)."""
    name = (name or "").strip()
    if not name:
        raise TableRefusal(NO_NAME, f"seat {seat}")
    amount = None
    if chips is not None and str(chips).strip() != "":
        if check_chips(chips) is not None:
            raise TableRefusal(BAD_CHIPS, f"'{chips}'")
        amount = parse_money(chips)
    with _editing(desk, competition, expected_version) as edit:
        table = edit.table
        if not 1 <= seat <= TABLE_SEATS:
            raise TableRefusal(Code.NO_SUCH_SEAT.value, f"seat {seat}")
        if any(s.name.casefold() == name.casefold() for s in table.seats):
            raise TableRefusal(NAME_TAKEN, name)
        placed = _run(table.seat_player, seat, name, amount, detail=f"seat {seat}")
        record(
            edit.session,
            edit.comp.event_id,
            desk.who,
            "baccarat.seat",
            "competition",
            edit.comp.id,
            f"{edit.comp.name}: {name} takes seat {seat} with {money_text(placed.chips)} chips",
            None,
            {"seat": seat, "name": name, "chips": money_json(placed.chips)},
        )
    return _done(edit)


def remove_seat(desk: Desk, competition: str, seat: int, *, expected_version: int | None = None) -> TableInfo:
    """The player leaves the table with the chips the seat holds (kept in the history); not with bets down."""
    with _editing(desk, competition, expected_version) as edit:
        left = _run(edit.table.vacate, seat, detail=f"seat {seat}")
        record(
            edit.session,
            edit.comp.event_id,
            desk.who,
            "baccarat.leave",
            "competition",
            edit.comp.id,
            f"{edit.comp.name}: {left.name} leaves seat {seat} with {money_text(left.chips)} chips",
            {"seat": seat, "name": left.name, "chips": money_json(left.chips)},
            None,
        )
    return _done(edit)


def place_bet(
    desk: Desk, competition: str, seat: int, on: str, stake: object, *, expected_version: int | None = None
) -> TableInfo:
    try:
        bet_on = BetOn(on)
    except ValueError:
        raise TableRefusal(Code.NOT_OFFERED.value, f"'{on}'") from None
    amount = parse_money(stake)
    if amount is None:
        raise TableRefusal(Code.BAD_STAKE.value, f"'{stake}'")
    with _editing(desk, competition, expected_version) as edit:
        _run(edit.table.bet, seat, bet_on, amount, detail=f"seat {seat}")
    return _done(edit)


def withdraw_bet(
    desk: Desk, competition: str, index: int, *, expected_version: int | None = None
) -> TableInfo:
    with _editing(desk, competition, expected_version) as edit:
        _run(edit.table.withdraw, index)
    return _done(edit)


def deal_card(desk: Desk, competition: str, text: str, *, expected_version: int | None = None) -> TableInfo:
    """The dealer's next card, where the third-card rule sends it (ruling BAC-1)."""
    try:
        item = card(text)
    except CardError:
        raise TableRefusal(NOT_A_CARD, f"'{text.strip()}'") from None
    with _editing(desk, competition, expected_version) as edit:
        _run(edit.table.deal, item, detail=item.name)
    return _done(edit)


def enter_hand(
    desk: Desk, competition: str, text: str | list[str], *, expected_version: int | None = None
) -> TableInfo:
    """Several cards at once (a whole hand typed in, ``4S KD AC 6H``): all of them, or none if one is refused."""
    names = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    good, bad = parse_cards(names)
    if bad:
        errors = [{"path": f"cards.{i}", "message": str(err)} for i, err in bad]
        raise TableRefusal(NOT_A_CARD, ", ".join(f"'{err.token}'" for _, err in bad), errors)
    with _editing(desk, competition, expected_version) as edit:
        for i, item in enumerate(good):  # one by one, to say which card is refused
            try:
                _run(edit.table.deal, item, detail=f"card {i + 1} ({item.name})")
            except TableRefusal:
                for _ in range(i):  # all or nothing: the cards before it are taken back
                    edit.table.undo_card()
                raise
    return _done(edit)


def undo_card(desk: Desk, competition: str, *, expected_version: int | None = None) -> TableInfo:
    """Take back the last card of the hand (a typing slip); the bets stay."""
    with _editing(desk, competition, expected_version) as edit:
        _run(edit.table.undo_card)
    return _done(edit)


@dataclass(frozen=True)
class Settled:
    hand: HandInfo
    table: TableInfo


def settle_hand(desk: Desk, competition: str, *, expected_version: int | None = None) -> Settled:
    """Pay every bet on the finished hand (ruling BAC-2), save the balances and write the history row."""
    with _editing(desk, competition, expected_version) as edit:
        hand = _run(edit.table.settle)
        info = _hand_info(hand, _names(edit.table))
        after = info.to_json()
        if edit.table.is_over:
            after["ranking"] = [
                {"place": r.place, "seat": r.seat, "name": r.name, "chips": money_json(r.chips)}
                for r in edit.table.ranking()
            ]
        winner = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}[info.winner]
        record(
            edit.session,
            edit.comp.event_id,
            desk.who,
            "baccarat.settle",
            "competition",
            edit.comp.id,
            f"{edit.comp.name}: hand {info.number}, {winner} {info.player_total}-{info.banker_total} "
            f"(Player {' '.join(info.player_cards)}; Banker {' '.join(info.banker_cards)}), "
            f"{len(info.bets)} bet{'s' if len(info.bets) != 1 else ''} settled",
            {"hand": info.number, "chips": _chips_json(info.chips_before)},
            after,
        )
    return Settled(info, _done(edit))


def standings(desk: Desk, competition: str) -> tuple[StandingInfo, ...]:
    """The seats ranked by chips (the tournament's result once its hands are played)."""
    return open_table(desk, competition).standings
