"""The poker desk's clock and blind structure: what the clock screen shows, the clock's buttons, and the
competition's edited structure.

Domain words (see :mod:`cardnight_desk.services.games.poker.state` for the poker state and its transaction):

- the *clock actions* (start, pause, resume, skip forward and back) each change the stored
  :class:`~cardnight_desk.domain.games.poker.clock.PokerClock` in one transaction, its state before and after
  kept in the history row;
- the *edited structure* is a blind structure document kept with the competition; levels already played cannot
  change (ruling PK-3). Without one, the competition's ``structure`` setting names a *shipped* structure.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from cardnight_desk.domain.games.poker.clock import PokerClock
from cardnight_desk.domain.games.poker.freezeout import DisplayState, Freezeout, PokerSettings
from cardnight_desk.domain.games.poker.structure import Structure, parse_structure, structure_names
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.games.poker.state import PokerDeskBase, PokerState, shipped_structure
from cardnight_desk.services.games.poker.views import ClockControls, PokerView, StructureView, controls_of


class PokerClockDesk(PokerDeskBase):
    """The clock and blind-structure actions of a poker competition's desk."""

    # --- reading ---------------------------------------------------------------------------------------------
    def display(self) -> DisplayState:
        """What the clock screen shows now, from the state last read (no database work: call it often)."""
        return self._last_read().game.display()

    def clock_controls(self) -> ClockControls:
        return controls_of(self._last_read().game.clock)

    def structure(self) -> StructureView:
        state = self.kept.read(self.desk, self.competition).state
        structure = state.game.structure
        return StructureView(
            structure.to_json(), state.edited_structure is not None, tuple(structure_names())
        )

    # --- the clock -------------------------------------------------------------------------------------------
    def start_clock(self) -> PokerView:
        return self._clock("start", PokerClock.start)

    def pause_clock(self) -> PokerView:
        return self._clock("pause", PokerClock.pause)

    def resume_clock(self) -> PokerView:
        return self._clock("resume", PokerClock.resume)

    def skip_forward(self) -> PokerView:
        return self._clock("skip_forward", PokerClock.skip_forward)

    def skip_back(self) -> PokerView:
        return self._clock("skip_back", PokerClock.skip_back)

    def _clock(self, action: str, step: Callable[[PokerClock], None]) -> PokerView:
        def act(state: PokerState) -> tuple[str, Any]:
            game = state.game
            before = game.clock.to_json()
            step(game.clock)
            after = game.clock.to_json()
            return f"Clock of {self.competition}: {action.replace('_', ' ')}", {
                "before": before,
                "after": after,
            }

        return self._act(f"poker.clock.{action}", act)

    # --- the blind structure -------------------------------------------------------------------------------
    def save_structure(self, document: Mapping[str, Any]) -> PokerView:
        """Keep an edited blind structure with the competition (checked by ``parse_structure``: every error with
        its path). Periods already played cannot change, and the clock stays where it is."""
        structure, errors = parse_structure(copy.deepcopy(dict(document)))
        if structure is None:
            message = str(errors[0]) if len(errors) == 1 else f"the structure has {len(errors)} problems"
            raise Refusal(message, [{"path": e.path, "message": e.message} for e in errors])
        return self._restructure(structure, structure.to_json())

    def use_shipped_structure(self) -> PokerView:
        """Drop the edited structure: back to the shipped one the competition's setting names."""
        with self.desk.store.session() as s:
            settings = competition_info(self.kept.competition(s, self.competition)).settings
        name = PokerSettings.from_values(settings).structure
        return self._restructure(shipped_structure(name), None)

    def _restructure(self, structure: Structure, document: dict[str, Any] | None) -> PokerView:
        def act(poker: PokerState) -> tuple[str, Any]:
            game = poker.game
            state = game.clock.state
            old = game.structure.periods
            if state.started and (
                structure.periods[: state.period] != old[: state.period]
                or state.period >= len(structure.periods)
                or structure.periods[state.period].is_break != old[state.period].is_break
            ):
                raise Refusal(
                    "levels already played cannot change, and the level in play must stay (ruling PK-3)"
                )
            clock = game.clock.to_json() | {"structure": structure.name}
            if not state.started:  # not started yet: the first period gets its new length
                period = min(state.period, len(structure.periods) - 1)
                minutes = structure.periods[period].minutes
                clock |= {"period": period, "ends_at": None, "remaining_ms": minutes * 60_000}
            poker.game = Freezeout.from_json(
                structure, game.settings, game.to_json() | {"clock": clock}, self.now
            )
            poker.edited_structure = document
            return f"Blind structure of {self.competition}: {structure.name}", structure.to_json()

        return self._act("poker.structure", act)
