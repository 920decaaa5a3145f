"""The tournament clock, driven by an injected time source across levels, breaks, pauses and skips."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from cardnight_desk.domain.games.poker.clock import ClockError, PokerClock
from cardnight_desk.domain.games.poker.structure import Blinds, load_structure

START = dt.datetime(2025, 5, 17, 18, 0, tzinfo=dt.UTC)


class FakeTime:
    def __init__(self, start: dt.datetime = START):
        self.now = start

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, **kwargs: float) -> None:
        self.now += dt.timedelta(**kwargs)


def mins(m: float) -> dt.timedelta:
    return dt.timedelta(minutes=m)


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def clock(time):
    c = PokerClock(load_structure("gama-2025"), now=time)
    c.start()
    return c


def test_clock_waits_until_started(time):
    clock = PokerClock(load_structure("gama-2025"), now=time)
    time.advance(minutes=40)
    snap = clock.snapshot()
    assert not snap.started and not snap.running
    assert snap.level == 1 and snap.time_left == mins(15)
    assert not clock.can_pause() and not clock.can_resume() and clock.can_start()


def test_pk3_level_changes_after_fifteen_minutes(clock, time):
    time.advance(minutes=14, seconds=59)
    snap = clock.snapshot()
    assert (snap.level, snap.blinds, snap.time_left) == (1, Blinds(5, 10), dt.timedelta(seconds=1))
    assert (snap.next_level, snap.next_blinds) == (2, Blinds(10, 20))
    time.advance(seconds=1)
    snap = clock.snapshot()
    assert (snap.level, snap.blinds, snap.time_left) == (2, Blinds(10, 20), mins(15))


@pytest.mark.parametrize(
    "printed_end, level_before, level_after",
    [("0:15:00", 1, 2), ("0:30:00", 2, 3), ("0:45:00", 3, 4), ("1:30:00", 5, 6), ("2:15:00", 8, 9)],
)
def test_pk3_levels_end_at_the_printed_times(clock, time, printed_end, level_before, level_after):
    h, m, _ = (int(x) for x in printed_end.split(":"))
    time.advance(hours=h, minutes=m, seconds=-1)
    assert clock.snapshot().level == level_before
    time.advance(seconds=1)
    assert clock.snapshot().level == level_after


def test_pk3_break_after_level_4(clock, time):
    time.advance(minutes=60)
    snap = clock.snapshot()
    assert snap.on_break and snap.level is None and snap.blinds is None
    assert snap.time_left == mins(15)
    assert (snap.next_level, snap.next_blinds) == (5, Blinds(100, 150))
    assert snap.time_to_break is None  # no other break ahead
    time.advance(minutes=15)
    assert clock.snapshot().level == 5


def test_time_to_the_break_counts_down_across_levels(clock, time):
    assert clock.snapshot().time_to_break == mins(60)
    time.advance(minutes=22, seconds=30)
    assert clock.snapshot().time_to_break == mins(37.5)


def test_pk3_last_level_continues_past_its_time(clock, time):
    time.advance(hours=2, minutes=30)
    snap = clock.snapshot()
    assert snap.level == 9 and snap.last_level and snap.time_left == dt.timedelta(0)
    time.advance(hours=1)
    snap = clock.snapshot()
    assert snap.level == 9 and snap.blinds == Blinds(1000, 1500) and snap.running
    assert snap.time_left is None and snap.overtime == mins(60)
    assert snap.next_blinds is None and not clock.can_skip_forward()


def test_pause_keeps_the_time_left_and_resume_carries_on(clock, time):
    time.advance(minutes=5)
    clock.pause()
    time.advance(hours=3)
    snap = clock.snapshot()
    assert (snap.level, snap.time_left, snap.running) == (1, mins(10), False)
    assert snap.time_to_break == mins(55)
    assert clock.can_resume() and not clock.can_pause()
    clock.resume()
    time.advance(minutes=9, seconds=59)
    assert clock.snapshot().level == 1
    time.advance(seconds=1)
    assert clock.snapshot().level == 2


def test_pause_after_a_level_boundary_passed_unseen(clock, time):
    time.advance(minutes=47)  # nobody asked the clock since the start
    clock.pause()
    snap = clock.snapshot()
    assert (snap.level, snap.time_left) == (4, mins(13))


def test_pause_in_overtime_keeps_counting_from_where_it_stopped(clock, time):
    time.advance(hours=3)
    clock.pause()
    time.advance(hours=1)
    assert clock.snapshot().overtime == mins(30)
    clock.resume()
    time.advance(minutes=5)
    assert clock.snapshot().overtime == mins(35)


def test_running_clock_stores_an_end_time_not_a_counter(clock, time):
    ends = clock.state.ends_at
    for _ in range(100):
        time.advance(seconds=7)
        clock.snapshot()
    assert clock.state.ends_at == ends == START + mins(15)


def test_skip_forward_and_back_give_the_full_period(clock, time):
    time.advance(minutes=50)  # level 4, 10 minutes left
    clock.skip_forward()
    snap = clock.snapshot()
    assert snap.on_break and snap.time_left == mins(15)
    clock.skip_forward()
    assert (clock.snapshot().level, clock.snapshot().time_left) == (5, mins(15))
    clock.skip_back()
    clock.skip_back()
    snap = clock.snapshot()
    assert (snap.level, snap.time_left, snap.running) == (4, mins(15), True)
    time.advance(minutes=15)
    assert clock.snapshot().on_break


def test_skip_while_paused_stays_paused(clock, time):
    clock.pause()
    clock.skip_forward()
    time.advance(minutes=30)
    snap = clock.snapshot()
    assert (snap.level, snap.time_left, snap.running) == (2, mins(15), False)


def test_cannot_skip_past_either_end(time):
    clock = PokerClock(load_structure("gama-2025"), now=time)
    assert not clock.can_skip_back()
    with pytest.raises(ClockError):
        clock.skip_back()
    for _ in range(len(clock.structure.periods) - 1):
        clock.skip_forward()
    assert clock.snapshot().level == 9 and not clock.can_skip_forward()
    with pytest.raises(ClockError):
        clock.skip_forward()


def test_pk3_colour_up_notice_at_level_7(clock, time):
    clock.skip_forward()  # 2
    for _ in range(5):
        clock.skip_forward()  # 3, 4, break, 5, 6
    snap = clock.snapshot()
    assert snap.level == 6 and snap.colour_up is None and "500s" in (snap.next_colour_up or "")
    clock.skip_forward()
    snap = clock.snapshot()
    assert snap.level == 7 and "1000s" in (snap.colour_up or "")


def test_pk2_late_entry_open_until_level_4_starts(clock, time):
    snap = clock.snapshot()
    assert (snap.entry_point, snap.late_entry_open, snap.late_entry_penalty) == (1, True, 0)
    assert snap.late_entry_closes_in == mins(45)
    time.advance(minutes=35)
    snap = clock.snapshot()
    assert (snap.entry_point, snap.late_entry_penalty, snap.late_entry_closes_in) == (3, 300, mins(10))
    time.advance(minutes=10)
    snap = clock.snapshot()
    assert (snap.entry_point, snap.late_entry_open, snap.late_entry_closes_in) == (4, False, None)
    time.advance(minutes=15)
    assert clock.snapshot().entry_point == "before_5" and not clock.snapshot().late_entry_open


def test_adjust_moves_the_end_of_the_period(clock, time):
    time.advance(minutes=10)
    clock.adjust(dt.timedelta(minutes=2))
    assert clock.snapshot().time_left == mins(7)
    assert not clock.can_adjust(-mins(7))
    with pytest.raises(ClockError):
        clock.adjust(-mins(8))
    clock.pause()
    clock.adjust(-mins(1))
    assert clock.snapshot().time_left == mins(6)


@pytest.mark.parametrize("minutes, paused", [(0, False), (33.5, False), (33.5, True), (200, False)])
def test_state_round_trips_through_json(clock, time, minutes, paused):
    time.advance(minutes=minutes)
    if paused:
        clock.pause()
    stored = json.loads(json.dumps(clock.to_json()))
    again = PokerClock.from_json(clock.structure, stored, now=time)
    assert again.snapshot() == clock.snapshot()
    time.advance(minutes=20)
    assert again.snapshot() == clock.snapshot()


def test_stored_state_for_another_structure_or_broken_is_refused(clock, time):
    doc = clock.to_json()
    with pytest.raises(ClockError):
        PokerClock.from_json(clock.structure, {**doc, "structure": "other"}, now=time)
    with pytest.raises(ClockError):
        PokerClock.from_json(clock.structure, {**doc, "period": 99}, now=time)
    with pytest.raises(ClockError):
        PokerClock.from_json(clock.structure, {**doc, "ends_at": "soon"}, now=time)
    with pytest.raises(ClockError):
        PokerClock.from_json(clock.structure, {**doc, "remaining_ms": 1000}, now=time)  # both set


def test_actions_that_are_not_allowed_raise(clock):
    with pytest.raises(ClockError):
        clock.start()
    with pytest.raises(ClockError):
        clock.resume()
    clock.pause()
    with pytest.raises(ClockError):
        clock.pause()


def test_time_source_must_be_aware():
    clock = PokerClock(load_structure("gama-2025"), now=lambda: dt.datetime(2025, 5, 17, 18, 0))
    with pytest.raises(ClockError):
        clock.start()
