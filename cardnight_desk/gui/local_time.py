"""Stored times (UTC, without their zone) as the desk's own clock shows them."""

from __future__ import annotations

import datetime as dt

TIME_OF_DAY = "%H:%M"
DATE_AND_TIME = "%Y-%m-%d %H:%M:%S"


def local_time(at: dt.datetime | None, shown: str = TIME_OF_DAY) -> str:
    """A stored UTC time in the desk's local time (``19:02``, or as ``shown`` says); nothing for a time not
    known (a change whose time a damaged file lost)."""
    if at is None:
        return ""
    return at.replace(tzinfo=dt.UTC).astimezone().strftime(shown)
