"""The poker state of a competition, kept in its row, and the one transaction of every action at its desk.

Domain words (the rules themselves live in :mod:`cardnight_desk.domain.games.poker`):

- the *poker state* of a competition is its :class:`~cardnight_desk.domain.games.poker.freezeout.Freezeout`,
  kept (:mod:`cardnight_desk.services.competition_state`) as ``{"version": n, "game": {...}, "structure": {...}
  or null, "moves": {...} or null}``. ``structure`` is the competition's *edited structure* (a blind structure
  document checked by ``parse_structure``), kept with the event so every desk on a shared database sees it;
  without one the competition's ``structure`` setting names a *shipped* structure;
- *moves* are the seat moves of one plan (ruling PK-4: breaks and balancing; or the final-table redraw), with
  the seed they were drawn with (EV-5), kept as the *last moves* the desk shows and prints;
- every action (enter, draw, bust, clock ...) is one transaction: the competition locked, the freezeout
  rebuilt, changed by the domain, kept with the next version, and one history row written;
- the *time source* (an aware ``datetime``) is injected, so tests and the clock screen can drive the clock.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.games.poker.clock import TimeSource, utc_now
from cardnight_desk.domain.games.poker.freezeout import Freezeout, PokerSettings
from cardnight_desk.domain.games.poker.game import GAME as POKER
from cardnight_desk.domain.games.poker.structure import Structure, load_structure, parse_structure
from cardnight_desk.services.competition_state import CompetitionState, Kept
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.games.poker.views import (
    MovesView,
    PokerView,
    moves_from_json,
    moves_json,
    poker_view,
)
from cardnight_desk.store.models import Competition


@dataclass
class PokerState:
    """A competition's freezeout as kept: the game, its edited structure (if any) and the last moves made."""

    game: Freezeout
    edited_structure: dict[str, Any] | None = None
    last_moves: MovesView | None = None

    def view(self, competition: str, version: int) -> PokerView:
        return poker_view(competition, version, self.game, self.last_moves)


class FreezeoutState(CompetitionState[PokerState]):
    """How a poker competition keeps its freezeout; the clock reads the time from ``now``."""

    game = POKER
    other_game = "{name} is not a poker competition"

    def __init__(self, now: TimeSource = utc_now):
        self.now = now

    def decode(self, comp: Competition, document: Mapping[str, Any] | None) -> PokerState:
        doc = document or {}
        settings = PokerSettings.from_values(competition_info(comp).settings)
        edited = doc.get("structure")
        if edited is not None:
            structure, errors = parse_structure(edited)
            if structure is None:
                raise Refusal(f"the stored blind structure of {comp.name} cannot be read: {errors[0]}")
        else:
            structure = shipped_structure(settings.structure)
        try:
            if doc.get("game"):
                game = Freezeout.from_json(structure, settings, doc["game"], self.now)
            else:
                game = Freezeout(structure, settings, self.now)
        except ValueError as err:
            raise Refusal(f"the stored tournament of {comp.name} cannot be read: {err}") from None
        last = doc.get("moves")
        return PokerState(game, edited, moves_from_json(last) if last else None)

    def encode(self, state: PokerState) -> dict[str, Any]:
        return {
            "game": state.game.to_json(),
            "structure": state.edited_structure,
            "moves": moves_json(state.last_moves),
        }

    def conflict(self, kept: Kept[PokerState], expected: int) -> Conflict:
        return Conflict(
            "another desk changed this tournament since it was shown: look again before undoing",
            mine=expected,
            theirs=kept.version,
        )


#: A change made by one action: it changes the state and says what it did (the history's summary and
#: "after"). A ``ValueError`` of the domain is a refusal.
Change = Callable[[PokerState], tuple[str, Any]]


class PokerDeskBase:
    """One poker competition at the desk: reading its state, and the one transaction of every action."""

    def __init__(self, desk: Desk, competition: str, now: TimeSource = utc_now):
        self.desk, self.competition, self.now = desk, competition, now
        self.kept = FreezeoutState(now)
        self._cached: Kept[PokerState] | None = (
            None  # the state last read or saved (the clock screen shows it)
        )

    def view(self) -> PokerView:
        self._cached = self.kept.read(self.desk, self.competition)
        return self._cached.state.view(self._cached.competition, self._cached.version)

    def reload(self) -> int:
        """Read the stored state again (the clock screen does so now and then); returns its version."""
        self._cached = self.kept.read(self.desk, self.competition)
        return self._cached.version

    def _last_read(self) -> PokerState:
        if self._cached is None:
            self.reload()
        assert self._cached is not None
        return self._cached.state

    def _act(
        self, action: str, change: Change, expected_version: int | None = None, why: str = ""
    ) -> PokerView:
        with self.kept.action(self.desk, self.competition, expected_version) as act:
            try:
                summary, after = change(act.state)
            except ValueError as err:  # the domain's refusals (tournament, seating, clock)
                raise Refusal(str(err)) from None
            act.record(action, summary, None, after, why)
        self._cached = Kept(act.competition, act.state, act.version)
        return act.state.view(act.competition, act.version)


def shipped_structure(name: str) -> Structure:
    try:
        return load_structure(name)
    except LookupError as err:
        raise Refusal(str(err.args[0])) from None
    except ValueError as err:
        raise Refusal(f"the blind structure '{name}' cannot be read: {err}") from None
