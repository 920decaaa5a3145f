"""The desk's own preferences (recent events, window state, language), kept per user by QSettings.

``CARDNIGHT_SETTINGS_DIR`` moves them into a folder of its own (the tests use it so that they never touch a
real user's settings).

An event on a database server is kept and shown by its address *without its password*
(:func:`without_password`): the password is found where PostgreSQL's own programs find it (``PGPASSWORD``,
``~/.pgpass`` or the file ``PGPASSFILE`` names), or asked for once a run and kept in memory only
(``store/passwords.py``). Settings written before that, holding a password, are cleaned when read.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import unquote

from PySide6.QtCore import QSettings

MAX_RECENT = 8

# the start of a database address as SQLAlchemy reads it: scheme://[user[:password]@] (its own pattern's words)
_CREDENTIALS = re.compile(r"(?P<scheme>[\w+]+://)(?:(?P<user>[^:/]*)(?::(?P<password>[^@]*))?@)?")


def app_settings() -> QSettings:
    folder = os.environ.get("CARDNIGHT_SETTINGS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(folder) / "cardnight-desk.ini"), QSettings.Format.IniFormat)
    return QSettings("Card Night Desk", "cardnight-desk")


def without_password(target: str) -> str:
    """An event's file or address as the desk keeps and shows it: an address without its password (the one
    before the ``@``, and a ``password=`` option); a file's path as it is."""
    found = _CREDENTIALS.match(target) if "://" in target else None
    if found is None:
        return target
    rest = target[found.end() :]
    host = re.split(r"[/?]", rest, maxsplit=1)[0]
    if "@" in host:  # a password holding an "@" not written %40: its rest is no host's name either
        rest = rest[host.rindex("@") + 1 :]
    if found.group("password") is not None:
        user = found.group("user")
        target = found.group("scheme") + (f"{user}@" if user else "") + rest
    address, asks, options = target.partition("?")
    if not asks:
        return target
    kept = [o for o in options.split("&") if unquote(o.split("=", 1)[0]).strip().lower() != "password"]
    return address + ("?" + "&".join(kept) if kept else "")


def _stored_events() -> list[str]:
    value = app_settings().value("recent_events", [])
    if isinstance(value, str):
        value = [value]
    return [v for v in (value or []) if isinstance(v, str)]


def _store_events(targets: list[str]) -> None:
    settings = app_settings()
    settings.setValue("recent_events", targets)
    settings.sync()


def recent_events() -> list[str]:
    """The events opened or made lately, the latest first. A list stored with a password in an address (by
    an older desk) is stored again without it, at once."""
    stored = _stored_events()
    targets = list(dict.fromkeys(without_password(t) for t in stored))
    if targets != stored:
        _store_events(targets)
    return targets


def remember_event(target: str) -> None:
    target = without_password(target)
    _store_events(([target] + [t for t in recent_events() if t != target])[:MAX_RECENT])


def forget_event(target: str) -> None:
    target = without_password(target)
    _store_events([t for t in recent_events() if t != target])


def saved_language() -> str:
    """The language code the desk was last set to ('' when none was chosen: the desk starts in English)."""
    value = app_settings().value("language", "")
    return value if isinstance(value, str) else ""


def remember_language(code: str) -> None:
    settings = app_settings()
    settings.setValue("language", code)
    settings.sync()
