"""The baccarat fun table at the desk: seats, bets, the dealer's cards, settling, and the tournament ranking.

Domain words (see :mod:`cardnight_desk.domain.games.baccarat.table` for seats, bets, the deal and settling):

- the *fun table* of a baccarat competition is one table of :data:`TABLE_SEATS` seats, played by the
  competition's settings (variant, packs, starting chips, tournament hands; rulings BAC-2, BAC-3);
- it is kept in the competition's row (:mod:`cardnight_desk.services.competition_state`) as ``{"version": n,
  "table": <the document of baccarat_state>}``. Every action at the table (a seat, a bet, a card, an undo) is one
  transaction that saves the whole table, so a desk closed in the middle of a hand finds its bets and cards
  again;
- the *version* goes up with every saved action; an action based on an older version (another desk changed
  the table meanwhile) is refused as a :class:`Conflict`, never last-writer-wins;
- *settling* pays every bet, saves the balances and writes one history row (EV-4) in the same transaction:
  the cards, both totals, the winner, each bet's net, and every seat's chips before and after;
- a seat taking or leaving the table is a history row too (the chips it sat down or left with).

Callers get plain frozen dataclasses (:class:`TableInfo`, :class:`HandInfo`), defined with the money helpers
and the refusal sentences in :mod:`cardnight_desk.services.games.baccarat.views`.
:class:`TableInfo` also answers the engine's ``check_*`` questions (a refusal code or ``None``) so a
window can grey out what would be refused. A refused action raises :class:`TableRefusal` carrying the same
code and an English sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from sqlalchemy import select

from cardnight_desk.domain.cards import CardError, card, parse_cards
from cardnight_desk.domain.games.baccarat.game import GAME as BACCARAT
from cardnight_desk.domain.games.baccarat.pays import BetOn
from cardnight_desk.domain.games.baccarat.state import StateError, from_json, to_json
from cardnight_desk.domain.games.baccarat.table import BaccaratTable, TableError
from cardnight_desk.domain.games.baccarat.table import Refusal as Code
from cardnight_desk.domain.settings import resolve
from cardnight_desk.services.competition_state import CompetitionState, Kept, StateAction
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.games.baccarat.views import (
    BAD_CHIPS,
    MESSAGES,
    NAME_TAKEN,
    NO_NAME,
    NOT_A_CARD,
    TABLE_SEATS,
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
from cardnight_desk.store.models import Competition, Registration


class TableRefusal(Refusal):
    """A refused action at the fun table; ``code`` is the refusal code, the message says it in English."""

    def __init__(self, code: str, detail: str = "", errors: list[dict[str, str]] | None = None):
        self.code, self.detail = code, detail
        text = MESSAGES.get(code, code)
        super().__init__(f"{detail}: {text}" if detail else text[:1].upper() + text[1:], errors)


# --- the kept table ---------------------------------------------------------------------------------------
class FunTableState(CompetitionState[BaccaratTable]):
    """How a baccarat competition keeps its fun table: ``{"version": n, "table": <baccarat_state document>}``.
    Reading a saved table replays its hands, so the table last saved stays in memory (an action refused by
    the engine changed nothing: the engine checks before it changes anything)."""

    game = BACCARAT
    other_game = "'{name}' is not a baccarat competition; its fun table cannot be opened"
    keep_in_memory = True
    unchanged_on: ClassVar[tuple[type[Exception], ...]] = (TableRefusal,)

    def decode(self, comp: Competition, document: Mapping[str, Any] | None) -> BaccaratTable:
        if document is None:
            settings, _ = resolve(BACCARAT.settings, comp.settings or {})
            return BaccaratTable.from_settings({}, settings)
        try:
            return from_json(document["table"])
        except (StateError, KeyError, TypeError, ValueError) as err:
            raise Refusal(
                f"the saved fun table of '{comp.name}' cannot be read ({err}); nothing was changed"
            ) from None

    def encode(self, state: BaccaratTable) -> dict[str, Any]:
        return {"table": to_json(state)}

    def conflict(self, kept: Kept[BaccaratTable], expected: int) -> Conflict:
        return Conflict(
            f"the fun table of '{kept.competition}' was changed at another desk since you looked at it; "
            "look again before you go on",
            theirs=table_info(kept.competition, kept.state, kept.version),
        )


FUN_TABLE = FunTableState()


def _run(action: Callable[..., Any], *args: Any, detail: str = "") -> Any:
    try:
        return action(*args)
    except TableError as err:
        raise TableRefusal(err.refusal.value, detail) from None


def _done(act: StateAction[BaccaratTable]) -> TableInfo:
    """The table as the action saved it."""
    return table_info(act.competition, act.state, act.version)


# --- use cases --------------------------------------------------------------------------------------------
def baccarat_competitions(desk: Desk) -> list[str]:
    """The names of the event's baccarat competitions, in the order they were added."""
    return FUN_TABLE.competitions(desk)


def registered_names(desk: Desk, competition: str) -> list[str]:
    """The players registered in the competition (the names offered when a seat is taken)."""
    with desk.store.session() as s:
        comp = FUN_TABLE.competition(s, competition)
        rows = s.scalars(select(Registration).where(Registration.competition_id == comp.id))
        return sorted({r.player.name for r in rows})


def open_table(desk: Desk, competition: str) -> TableInfo:
    """The fun table as it was left (an empty one, by the competition's settings, the first time)."""
    kept = FUN_TABLE.read(desk, competition)
    return table_info(kept.competition, kept.state, kept.version)


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
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        table = act.state
        if not 1 <= seat <= TABLE_SEATS:
            raise TableRefusal(Code.NO_SUCH_SEAT.value, f"seat {seat}")
        if any(s.name.casefold() == name.casefold() for s in table.seats):
            raise TableRefusal(NAME_TAKEN, name)
        placed = _run(table.seat_player, seat, name, amount, detail=f"seat {seat}")
        act.record(
            "baccarat.seat",
            f"{act.competition}: {name} takes seat {seat} with {money_text(placed.chips)} chips",
            None,
            {"seat": seat, "name": name, "chips": money_json(placed.chips)},
        )
    return _done(act)


def remove_seat(desk: Desk, competition: str, seat: int, *, expected_version: int | None = None) -> TableInfo:
    """The player leaves the table with the chips the seat holds (kept in the history); not with bets down."""
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        left = _run(act.state.vacate, seat, detail=f"seat {seat}")
        act.record(
            "baccarat.leave",
            f"{act.competition}: {left.name} leaves seat {seat} with {money_text(left.chips)} chips",
            {"seat": seat, "name": left.name, "chips": money_json(left.chips)},
            None,
        )
    return _done(act)


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
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        _run(act.state.bet, seat, bet_on, amount, detail=f"seat {seat}")
    return _done(act)


def withdraw_bet(
    desk: Desk, competition: str, index: int, *, expected_version: int | None = None
) -> TableInfo:
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        _run(act.state.withdraw, index)
    return _done(act)


def deal_card(desk: Desk, competition: str, text: str, *, expected_version: int | None = None) -> TableInfo:
    """The dealer's next card, where the third-card rule sends it (ruling BAC-1)."""
    try:
        item = card(text)
    except CardError:
        raise TableRefusal(NOT_A_CARD, f"'{text.strip()}'") from None
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        _run(act.state.deal, item, detail=item.name)
    return _done(act)


def enter_hand(
    desk: Desk, competition: str, text: str | list[str], *, expected_version: int | None = None
) -> TableInfo:
    """Several cards at once (a whole hand typed in, ``4S KD AC 6H``): all of them, or none if one is refused."""
    names = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    good, bad = parse_cards(names)
    if bad:
        errors = [{"path": f"cards.{i}", "message": str(err)} for i, err in bad]
        raise TableRefusal(NOT_A_CARD, ", ".join(f"'{err.token}'" for _, err in bad), errors)
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        for i, item in enumerate(good):  # one by one, to say which card is refused
            try:
                _run(act.state.deal, item, detail=f"card {i + 1} ({item.name})")
            except TableRefusal:
                for _ in range(i):  # all or nothing: the cards before it are taken back
                    act.state.undo_card()
                raise
    return _done(act)


def undo_card(desk: Desk, competition: str, *, expected_version: int | None = None) -> TableInfo:
    """Take back the last card of the hand (a typing slip); the bets stay."""
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        _run(act.state.undo_card)
    return _done(act)


def settle_hand(desk: Desk, competition: str, *, expected_version: int | None = None) -> Settled:
    """Pay every bet on the finished hand (ruling BAC-2), save the balances and write the history row."""
    with FUN_TABLE.action(desk, competition, expected_version) as act:
        hand = _run(act.state.settle)
        info = hand_info(hand, seat_names(act.state))
        after = info.to_json()
        if act.state.is_over:
            after["ranking"] = [
                {"place": r.place, "seat": r.seat, "name": r.name, "chips": money_json(r.chips)}
                for r in act.state.ranking()
            ]
        winner = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}[info.winner]
        act.record(
            "baccarat.settle",
            f"{act.competition}: hand {info.number}, {winner} {info.player_total}-{info.banker_total} "
            f"(Player {' '.join(info.player_cards)}; Banker {' '.join(info.banker_cards)}), "
            f"{len(info.bets)} bet{'s' if len(info.bets) != 1 else ''} settled",
            {"hand": info.number, "chips": chips_json(info.chips_before)},
            after,
        )
    return Settled(info, _done(act))


def standings(desk: Desk, competition: str) -> tuple[StandingInfo, ...]:
    """The seats ranked by chips (the tournament's result once its hands are played)."""
    return open_table(desk, competition).standings
