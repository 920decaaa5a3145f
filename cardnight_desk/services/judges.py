"""The judges' PIN: one per event, needed for penalties, overrides and edits of confirmed sheets (EV-4).

The PIN is stored only as a slow hash (PBKDF2-HMAC-SHA256 from the standard library, with a random salt), and
five wrong tries in a row lock judge actions for :data:`LOCKOUT_MINUTES` minutes, for every desk of the event.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import re
import secrets
from typing import Any

from cardnight_desk.services.desk import Desk, event_row, locked_event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import record
from cardnight_desk.store.models import utcnow

ITERATIONS = 200_000
MAX_TRIES = 5
LOCKOUT_MINUTES = 5
MIN_PIN_LENGTH = 4
MAX_PIN_LENGTH = 12
PIN_SHAPE = re.compile(
    rf"[0-9]{{{MIN_PIN_LENGTH},{MAX_PIN_LENGTH}}}"
)  # ASCII digits only, not any Unicode digit


class PinRefused(Refusal):
    """The judge PIN was missing, wrong, or judge actions are locked out for now."""


def _hash(pin: str, salt: bytes, iterations: int) -> str:
    return hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, iterations).hex()


def has_pin(desk: Desk) -> bool:
    with desk.store.session() as s:
        return "judge_pin" in (event_row(s).settings or {})


def set_pin(desk: Desk, new_pin: str, *, old_pin: str | None = None) -> None:
    """Set (or change, given the old one) the event's judge PIN."""
    new_pin = (new_pin or "").strip()
    if not PIN_SHAPE.fullmatch(new_pin):
        raise Refusal(f"a judge PIN is {MIN_PIN_LENGTH} to {MAX_PIN_LENGTH} digits 0-9")
    if has_pin(desk):
        check_pin(desk, old_pin)
    salt = secrets.token_bytes(16)
    with desk.store.session() as s:
        ev = locked_event_row(s)
        settings = dict(ev.settings or {})
        settings["judge_pin"] = {
            "salt": salt.hex(),
            "iterations": ITERATIONS,
            "hash": _hash(new_pin, salt, ITERATIONS),
        }
        settings["judge_pin_failures"] = {"count": 0, "locked_until": None}
        ev.settings = settings
        record(s, ev.id, desk.who, "judge.pin", "event", ev.id, "Judge PIN set", None, None)


def check_pin(desk: Desk, pin: str | None) -> None:
    """Refuse unless ``pin`` is the event's judge PIN; counts wrong tries and locks out after five.
    An event with no PIN set refuses too: a judge must set one first. The count is read and written under
    the event's write lock, so guesses raced from several desks are counted one after the other."""
    with desk.store.session() as s:
        ev = locked_event_row(s)
        settings: dict[str, Any] = dict(ev.settings or {})
        stored = settings.get("judge_pin")
        if not stored:
            raise PinRefused("no judge PIN is set for this event yet; a judge must set one first")
        failures = dict(settings.get("judge_pin_failures") or {"count": 0, "locked_until": None})
        now = utcnow()
        locked_until = failures.get("locked_until")
        if locked_until and dt.datetime.fromisoformat(locked_until) > now:
            minutes = max(1, round((dt.datetime.fromisoformat(locked_until) - now).total_seconds() / 60))
            raise PinRefused(
                f"too many wrong PINs: judge actions are locked for about {minutes} more minute(s)"
            )
        if not pin:
            raise PinRefused("this needs the judge PIN")
        salt = bytes.fromhex(stored["salt"])
        if hmac.compare_digest(_hash(pin, salt, int(stored["iterations"])), stored["hash"]):
            if failures.get("count"):
                settings["judge_pin_failures"] = {"count": 0, "locked_until": None}
                ev.settings = settings
            return
        count = int(failures.get("count") or 0) + 1
        if count >= MAX_TRIES:
            until = now + dt.timedelta(minutes=LOCKOUT_MINUTES)
            settings["judge_pin_failures"] = {"count": 0, "locked_until": until.isoformat()}
            message = f"wrong judge PIN; judge actions are now locked for {LOCKOUT_MINUTES} minutes"
        else:
            settings["judge_pin_failures"] = {"count": count, "locked_until": None}
            message = f"wrong judge PIN ({MAX_TRIES - count} tries left before a lock-out)"
        ev.settings = settings
        record(s, ev.id, desk.who, "judge.pin_refused", "event", ev.id, "Wrong judge PIN given", None, None)
    raise PinRefused(message)
