"""Two desks acting on one competition's kept state at the same moment, on a real SQLite file and on
PostgreSQL: the competition is locked before its state is read, so two saves based on the same version cannot
both succeed, and two actions that name no version follow one another with nothing lost. Both kinds of kept
state are tried: the poker freezeout and the baccarat fun table."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from cardnight_desk.domain.games.baccarat.game import GAME as BACCARAT
from cardnight_desk.domain.games.poker.game import GAME as POKER
from cardnight_desk.services.competition_state import CompetitionState
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.baccarat.desk import FunTableState
from cardnight_desk.services.games.poker.state import FreezeoutState

HOLD = 0.5  # seconds the first desk keeps its action open


@dataclass
class Kind:
    game: str
    kept: Callable[[], CompetitionState[Any]]
    add: Callable[[Any, str], None]  # one change: a player comes in
    names: Callable[[Any], list[str]]  # who is in


def _seat(table: Any, name: str) -> None:
    table.seat_player(len(table.seats) + 1, name, None)


KINDS = {
    "fun table": Kind(BACCARAT.id, FunTableState, _seat, lambda table: [s.name for s in table.seats]),
    "freezeout": Kind(
        POKER.id,
        FreezeoutState,
        lambda state, name: state.game.enter(name, None, 7),
        lambda state: [e.player for e in state.game.tournament.entries],
    ),
}
COMP = "Main table"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def target(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "night.cardnight")
    return request.getfixturevalue("pg_url")


@pytest.fixture(params=list(KINDS))
def kind(request) -> Kind:
    return KINDS[request.param]


def _two_desks(target: str, kind: Kind) -> tuple[Desk, Desk]:
    desk = Desk.create(target, "Diwali night", "2026-11-08", who="desk 1")
    add_competition(desk, COMP, kind.game)
    return desk, Desk.open(target, who="desk 2")


def _first_desk_holding(
    desk: Desk, kind: Kind, expected: int | None
) -> tuple[threading.Thread, threading.Event, list]:
    """The first desk's action, left open for :data:`HOLD` seconds once it has read the state."""
    inside, errors = threading.Event(), []

    def run() -> None:
        try:
            with kind.kept().action(desk, COMP, expected) as act:
                kind.add(act.state, "Asha")
                inside.set()
                time.sleep(HOLD)
        except Exception as err:  # the test says which desk failed
            errors.append(err)
            inside.set()

    thread = threading.Thread(target=run)
    thread.start()
    assert inside.wait(30)
    return thread, inside, errors


def test_two_saves_based_on_the_same_version_cannot_both_succeed(target, kind):
    desk, other = _two_desks(target, kind)
    seen = kind.kept().read(other, COMP).version
    thread, _, errors = _first_desk_holding(desk, kind, seen)
    started = time.monotonic()
    with pytest.raises(Conflict), kind.kept().action(other, COMP, seen) as act:
        kind.add(act.state, "Ben")
    waited = time.monotonic() - started
    thread.join()
    assert errors == []
    assert waited >= HOLD / 2, "the second desk read the state while the first was still changing it"
    kept = kind.kept().read(desk, COMP)
    assert kept.version == seen + 1 and kind.names(kept.state) == ["Asha"]
    other.close()
    desk.close()


def test_two_actions_naming_no_version_follow_one_another_and_nothing_is_lost(target, kind):
    desk, other = _two_desks(target, kind)
    thread, _, errors = _first_desk_holding(desk, kind, None)
    with kind.kept().action(other, COMP) as act:
        kind.add(act.state, "Ben")
    thread.join()
    assert errors == []
    assert act.version == 2  # saved after the first desk's action, on top of it
    kept = kind.kept().read(other, COMP)
    assert kept.version == 2 and kind.names(kept.state) == ["Asha", "Ben"]
    other.close()
    desk.close()
