"""The baccarat fun table at the desk: seats, bets, the dealer's cards, settling, and the tournament ranking.

Domain words (see :mod:`cardnight_desk.domain.games.baccarat.table` for seats, bets, the deal and settling):

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

Callers get plain frozen dataclasses (:class:`TableInfo`, :class:`HandInfo`), defined with the money helpers
and the refusal sentences in :mod:`cardnight_desk.services.baccarat_views` and offered here too.
:class:`TableInfo` also answers the engine's ``check_*`` questions (a refusal code or ``None``) so a
window can grey out what would be refused. A refused action raises :class:`TableRefusal` carrying the same
code and an English sentence.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.cards import CardError, card, parse_cards
from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.baccarat.pays import BetOn
from cardnight_desk.domain.games.baccarat.state import StateError, from_json, to_json
from cardnight_desk.domain.games.baccarat.table import BaccaratTable, TableError
from cardnight_desk.domain.games.baccarat.table import Refusal as Code
from cardnight_desk.domain.settings import resolve
from cardnight_desk.services.baccarat_views import (
    BAD_CHIPS,
    MESSAGES,
    NAME_TAKEN,
    NO_NAME,
    NOT_A_CARD,
    TABLE_SEATS,
    BetInfo,
    BetResultInfo,
    HandInfo,
    NextStep,
    SeatInfo,
    Settled,
    StandingInfo,
    TableInfo,
    check_chips,
    chips_json,
    hand_info,
    money_json,
    money_text,
    parse_money,
    seat_names,
    table_info,
)
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.store.engine import EventStore
from cardnight_desk.store.models import Competition, Registration

__all__ = [
    "BAD_CHIPS",
    "GAME",
    "MESSAGES",
    "NAME_TAKEN",
    "NOT_A_CARD",
    "NO_NAME",
    "STATE_KEY",
    "TABLE_SEATS",
    "BetInfo",
    "BetResultInfo",
    "HandInfo",
    "NextStep",
    "SeatInfo",
    "Settled",
    "StandingInfo",
    "TableInfo",
    "TableRefusal",
    "baccarat_competitions",
    "check_chips",
    "deal_card",
    "enter_hand",
    "money_json",
    "money_text",
    "open_table",
    "parse_money",
    "place_bet",
    "registered_names",
    "remove_seat",
    "seat_player",
    "settle_hand",
    "standings",
    "undo_card",
    "withdraw_bet",
]

GAME = "baccarat"
STATE_KEY = "baccarat"


class TableRefusal(Refusal):
    """A refused action at the fun table; ``code`` is the refusal code, the message says it in English."""

    def __init__(self, code: str, detail: str = "", errors: list[dict[str, str]] | None = None):
        self.code, self.detail = code, detail
        text = MESSAGES.get(code, code)
        super().__init__(f"{detail}: {text}" if detail else text[:1].upper() + text[1:], errors)


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
        settings, _ = resolve(find_game(GAME).settings, comp.settings or {})
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
                theirs=table_info(comp.name, table, version),
            )
        edit = _Edit(s, comp, table)
        try:
            yield edit
        except TableRefusal:  # refused before anything changed: the table in memory is still the saved one
            _LAST_SAVED[(id(desk.store), comp.id)] = (weakref.ref(desk.store), version, table)
            raise
        comp.state = {**(comp.state or {}), STATE_KEY: {"version": version + 1, "table": to_json(table)}}
        s.flush()
        edit.info = table_info(comp.name, table, version + 1)
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
        return table_info(comp.name, table, version)


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


def settle_hand(desk: Desk, competition: str, *, expected_version: int | None = None) -> Settled:
    """Pay every bet on the finished hand (ruling BAC-2), save the balances and write the history row."""
    with _editing(desk, competition, expected_version) as edit:
        hand = _run(edit.table.settle)
        info = hand_info(hand, seat_names(edit.table))
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
            {"hand": info.number, "chips": chips_json(info.chips_before)},
            after,
        )
    return Settled(info, _done(edit))


def standings(desk: Desk, competition: str) -> tuple[StandingInfo, ...]:
    """The seats ranked by chips (the tournament's result once its hands are played)."""
    return open_table(desk, competition).standings
