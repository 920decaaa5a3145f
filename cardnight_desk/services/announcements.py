"""The announcements the standings board shows, kept with the event so that every desk — and a desk that was
restarted — shows the same ones. Each change is in the history."""

from __future__ import annotations

from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import record

KEY = "announcements"
MAX_LENGTH = 300


def announcements(desk: Desk) -> list[str]:
    with desk.store.session() as s:
        return [str(a) for a in (event_row(s).settings or {}).get(KEY, [])]


def set_announcements(desk: Desk, texts: list[str]) -> list[str]:
    """Replace the board's announcements (empty lines dropped)."""
    cleaned = [t.strip() for t in texts if t and t.strip()]
    for text in cleaned:
        if len(text) > MAX_LENGTH:
            raise Refusal(f"an announcement may be at most {MAX_LENGTH} characters long")
    with desk.store.session() as s:
        ev = event_row(s)
        before = list((ev.settings or {}).get(KEY, []))
        if before == cleaned:
            return cleaned
        ev.settings = {**(ev.settings or {}), KEY: cleaned}
        record(
            s,
            ev.id,
            desk.who,
            "announcements.set",
            "event",
            ev.id,
            "Board announcements changed",
            {KEY: before},
            {KEY: cleaned},
        )
    return cleaned
