"""The judge PIN (EV-4): ASCII digits only, and the lock-out holds however the wrong guesses are raced."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import MAX_TRIES, PinRefused, check_pin, set_pin

GUESSER = textwrap.dedent(
    """
    import sys, time
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.judges import PinRefused, check_pin
    target, start = sys.argv[1], float(sys.argv[2])
    desk = Desk.open(target, who="guesser")
    time.sleep(max(0.0, start - time.time()))
    for guess in ("0000", "1111", "2222"):
        try:
            check_pin(desk, guess)
        except PinRefused as err:
            print(err, flush=True)
    desk.close()
    """
)


@pytest.mark.parametrize("pin", ["١٢٣٤", "12a4", "123", "1234567890123", " "])
def test_a_pin_is_four_to_twelve_ascii_digits(tmp_path, pin):
    desk = Desk.create(str(tmp_path / "n.cardnight"), "PIN night", "2026-11-23")
    try:
        with pytest.raises(Refusal, match="digits 0-9"):
            set_pin(desk, pin)
        set_pin(desk, "2468")
        check_pin(desk, "2468")
    finally:
        desk.close()


def test_guesses_raced_from_eight_desks_are_all_counted(event_target):
    import time

    desk = Desk.create(event_target, "PIN night", "2026-11-23")
    set_pin(desk, "2468")
    start = time.time() + 3.0
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", GUESSER, event_target, str(start)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(8)
    ]
    outs = [p.communicate(timeout=240) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err[-1500:] for _, err in outs]
    answers = [line for out, _ in outs for line in out.splitlines()]
    assert len(answers) == 24
    counted = [a for a in answers if a.startswith("wrong judge PIN")]
    assert len(counted) == MAX_TRIES  # five wrong tries were counted, the fifth locked
    assert sum("locked" in a for a in answers) == 24 - MAX_TRIES + 1
    with pytest.raises(PinRefused, match="locked"):
        check_pin(desk, "2468")  # the right PIN too, until the lock-out ends
    refused = [c for c in list_changes(desk) if c.action == "judge.pin_refused"]
    assert len(refused) == MAX_TRIES
    desk.close()


def test_pin_locks_out_after_five_wrong_tries(event_target):
    desk = Desk.create(event_target, "PIN night", "2026-11-23")
    set_pin(desk, "2468")
    for _ in range(4):
        with pytest.raises(PinRefused, match="tries left"):
            check_pin(desk, "0000")
    with pytest.raises(PinRefused, match="locked"):
        check_pin(desk, "0000")
    with pytest.raises(PinRefused, match="locked"):
        check_pin(desk, "2468")  # even the right PIN waits out the lock-out
    desk.close()


def test_pin_is_stored_hashed(event_target):
    desk = Desk.create(event_target, "PIN night", "2026-11-23")
    set_pin(desk, "97531")
    with desk.store.engine.connect() as conn:
        dump = str(conn.exec_driver_sql("SELECT settings FROM event").all())
    assert "97531" not in dump and "judge_pin" in dump
    desk.close()
