"""The tournament clock of a poker freezeout.

Domain words (see :mod:`poker_structure` for levels, breaks and periods):

- the clock is *started* once, then *running* or *paused*;
- while running it stores only "the current period ends at T" (``ends_at``), never a counter that ticks, so it
  cannot drift: the time left is always ``T - now``. While paused it stores the time left (``remaining``);
- when a period's time is up the next one begins at once (the clock *settles* lazily, whenever it is asked).
  When the last level's time is up the clock stays on that level and counts *overtime* (ruling PK-3: the last
  level continues; it does not stop at 00:00);
- *skipping* forward or back moves to the next or previous period with its full time;
- a *snapshot* is everything a clock display shows at one moment: level, blinds now and next, time left, time to
  the break, the colour-up notice, and whether late entry (ruling PK-2) is still open.

Time comes from an injected *time source* (a function returning an aware ``datetime``), so tests and a second
screen can drive the clock. :meth:`PokerClock.to_json` gives the state to store with the event.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cardnight_desk.domain.games.poker.structure import Blinds, EntryPoint, Structure

TimeSource = Callable[[], dt.datetime]
_ZERO = dt.timedelta(0)


def utc_now() -> dt.datetime:
    """The default time source: the system clock, in UTC."""
    return dt.datetime.now(dt.UTC)


class ClockError(ValueError):
    """An action the clock does not allow now (the matching ``can_x()`` is false), or a bad stored state."""


@dataclass(frozen=True)
class ClockState:
    """Exactly one of ``ends_at`` (running) and ``remaining`` (stopped) is set."""

    period: int = 0
    started: bool = False
    ends_at: dt.datetime | None = None
    remaining: dt.timedelta | None = None

    @property
    def running(self) -> bool:
        return self.ends_at is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "period": self.period,
            "started": self.started,
            "ends_at": self.ends_at.isoformat() if self.ends_at else None,
            "remaining_ms": None if self.remaining is None else _to_ms(self.remaining),
        }


@dataclass(frozen=True)
class ClockSnapshot:
    """What the clock shows at ``at``. Durations are ``timedelta``; blinds are ``None`` during a break."""

    at: dt.datetime
    started: bool
    running: bool
    period: int  # index into the structure's periods
    level: int | None  # None during a break
    on_break: bool
    blinds: Blinds | None
    next_level: int | None  # None on the last level
    next_blinds: Blinds | None
    time_left: dt.timedelta | None  # None once the last level runs past its time
    overtime: dt.timedelta  # how long the last level has run past its time (PK-3)
    elapsed: dt.timedelta  # time played in this period
    time_to_break: dt.timedelta | None  # until the next break starts; None when no break is ahead
    colour_up: str | None  # the notice of this period
    next_colour_up: str | None  # the notice of the period that comes next
    last_level: bool
    entry_point: EntryPoint  # PK-2: the entry point a player seated now has
    late_entry_open: bool
    late_entry_penalty: int | None  # chips off the starting stack for a player seated now
    late_entry_closes_in: dt.timedelta | None  # None when already closed, or when it never closes


def _to_ms(delta: dt.timedelta) -> int:
    return round(delta / dt.timedelta(milliseconds=1))


def _aware(moment: dt.datetime) -> dt.datetime:
    if moment.tzinfo is None:
        raise ClockError("the clock needs times with a time zone (an aware datetime)")
    return moment


class PokerClock:
    """The clock of one tournament: the structure, its stored state, and where "now" comes from."""

    def __init__(self, structure: Structure, state: ClockState | None = None, now: TimeSource = utc_now):
        self.structure = structure
        self._now = now
        self._state = state or ClockState(remaining=structure.periods[0].duration)
        if not 0 <= self._state.period < len(structure.periods):
            raise ClockError(f"period {self._state.period} is not in the structure '{structure.name}'")
        if (self._state.ends_at is None) == (self._state.remaining is None):
            raise ClockError("a clock state is either running (ends_at) or stopped (remaining), not both")

    # --- state -----------------------------------------------------------------------------------------------
    def now(self) -> dt.datetime:
        return _aware(self._now())

    @property
    def state(self) -> ClockState:
        """The state at this moment, with every period whose time is up moved past."""
        self._state = self._settle(self.now())
        return self._state

    def _settle(self, now: dt.datetime) -> ClockState:
        state = self._state
        last = len(self.structure.periods) - 1
        while state.ends_at is not None and now >= state.ends_at and state.period < last:
            period = state.period + 1
            state = replace(
                state, period=period, ends_at=state.ends_at + self.structure.periods[period].duration
            )
        return state

    def _left(self, state: ClockState, now: dt.datetime) -> dt.timedelta:
        if state.ends_at is not None:
            return state.ends_at - now
        assert state.remaining is not None
        return state.remaining

    # --- actions (each with its can_x) -------------------------------------------------------------------
    def can_start(self) -> bool:
        return not self._state.started

    def start(self) -> None:
        """Start the tournament: the first period's time begins to run."""
        if not self.can_start():
            raise ClockError("the clock has already been started")
        self._run(self.now())

    def can_pause(self) -> bool:
        return self._state.running

    def pause(self) -> None:
        if not self.can_pause():
            raise ClockError("the clock is not running")
        now = self.now()
        state = self._settle(now)
        # whole milliseconds, so the state in memory is the state stored with the event
        left = dt.timedelta(milliseconds=_to_ms(self._left(state, now)))
        self._state = replace(state, ends_at=None, remaining=left)

    def can_resume(self) -> bool:
        return self._state.started and not self._state.running

    def resume(self) -> None:
        if not self.can_resume():
            raise ClockError("the clock is not paused")
        self._run(self.now())

    def _run(self, now: dt.datetime) -> None:
        assert self._state.remaining is not None
        self._state = ClockState(self._state.period, True, now + self._state.remaining, None)

    def can_skip_forward(self) -> bool:
        return self.state.period < len(self.structure.periods) - 1

    def skip_forward(self) -> None:
        """Go to the next period (a level or a break) with its full time."""
        if not self.can_skip_forward():
            raise ClockError("the clock is on the last level already")
        self._go_to(self._state.period + 1)

    def can_skip_back(self) -> bool:
        return self.state.period > 0

    def skip_back(self) -> None:
        """Go back to the previous period with its full time."""
        if not self.can_skip_back():
            raise ClockError("the clock is on the first level already")
        self._go_to(self._state.period - 1)

    def _go_to(self, period: int) -> None:
        now = self.now()
        duration = self.structure.periods[period].duration
        if self._state.running:
            self._state = ClockState(period, True, now + duration, None)
        else:
            self._state = ClockState(period, self._state.started, None, duration)

    def can_adjust(self, delta: dt.timedelta) -> bool:
        """Whether ``delta`` may be added to the time left (it must stay above zero; not in overtime)."""
        now = self.now()
        state = self._settle(now)
        left = self._left(state, now)
        return left > _ZERO and left + delta > _ZERO

    def adjust(self, delta: dt.timedelta) -> None:
        """Add (or, negative, take away) time from the current period, e.g. to match the floor's clock."""
        if not self.can_adjust(delta):
            raise ClockError("that would leave no time in this period")
        state = self._settle(self.now())
        if state.ends_at is not None:
            self._state = replace(state, ends_at=state.ends_at + delta)
        else:
            assert state.remaining is not None
            self._state = replace(state, remaining=state.remaining + delta)

    # --- what the display shows ------------------------------------------------------------------------
    def snapshot(self) -> ClockSnapshot:
        now = self.now()
        state = self._state = self._settle(now)
        periods = self.structure.periods
        period = periods[state.period]
        left = self._left(state, now)
        last = state.period == len(periods) - 1
        following = self.structure.next_level_after(state.period)
        nxt = periods[state.period + 1] if not last else None
        point = self.structure.entry_point_during(state.period)
        penalty = self.structure.late_entry_penalty(point)
        return ClockSnapshot(
            at=now,
            started=state.started,
            running=state.running,
            period=state.period,
            level=period.level,
            on_break=period.is_break,
            blinds=period.blinds,
            next_level=following.level if following else None,
            next_blinds=following.blinds if following else None,
            time_left=None if last and left < _ZERO else left,
            overtime=-left if last and left < _ZERO else _ZERO,
            elapsed=period.duration - left,
            time_to_break=self._time_until(state.period, left, lambda i: periods[i].is_break),
            colour_up=period.colour_up,
            next_colour_up=nxt.colour_up if nxt else None,
            last_level=last,
            entry_point=point,
            late_entry_open=penalty is not None,
            late_entry_penalty=penalty,
            late_entry_closes_in=None
            if penalty is None
            else self._time_until(
                state.period,
                left,
                lambda i: self.structure.late_entry_penalty(self.structure.entry_point_during(i)) is None,
            ),
        )

    def _time_until(
        self, current: int, left: dt.timedelta, wanted: Callable[[int], bool]
    ) -> dt.timedelta | None:
        """Time until the first period after ``current`` for which ``wanted`` holds starts."""
        total = left
        for i in range(current + 1, len(self.structure.periods)):
            if wanted(i):
                return total
            total += self.structure.periods[i].duration
        return None

    # --- storing ---------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"structure": self.structure.name, **self.state.to_json()}

    @classmethod
    def from_json(cls, structure: Structure, doc: dict[str, Any], now: TimeSource = utc_now) -> PokerClock:
        """Rebuild a clock stored with :meth:`to_json` (raises :class:`ClockError` for a bad document)."""
        if not isinstance(doc, dict) or doc.get("structure") != structure.name:
            raise ClockError(f"this clock state is not for the structure '{structure.name}'")
        try:
            ends_at = doc.get("ends_at")
            remaining = doc.get("remaining_ms")
            state = ClockState(
                period=int(doc["period"]),
                started=bool(doc["started"]),
                ends_at=_aware(dt.datetime.fromisoformat(ends_at)) if ends_at is not None else None,
                remaining=dt.timedelta(milliseconds=int(remaining)) if remaining is not None else None,
            )
        except (KeyError, TypeError, ValueError) as err:
            raise ClockError(f"the stored clock state cannot be read: {err}") from None
        return cls(structure, state, now)
