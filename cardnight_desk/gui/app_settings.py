"""The desk's own preferences (recent events, window state, language), kept per user by QSettings.

``CARDNIGHT_SETTINGS_DIR`` moves them into a folder of its own (the tests use it so that they never touch a
real user's settings).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8


def app_settings() -> QSettings:
    folder = os.environ.get("CARDNIGHT_SETTINGS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(folder) / "cardnight-desk.ini"), QSettings.Format.IniFormat)
    return QSettings("Card Night Desk", "cardnight-desk")


def recent_events() -> list[str]:
    value = app_settings().value("recent_events", [])
    if isinstance(value, str):
        value = [value]
    return [v for v in (value or []) if isinstance(v, str)]


def remember_event(target: str) -> None:
    items = [target] + [t for t in recent_events() if t != target]
    app_settings().setValue("recent_events", items[:MAX_RECENT])


def forget_event(target: str) -> None:
    app_settings().setValue("recent_events", [t for t in recent_events() if t != target])


def saved_language() -> str:
    """The language code the desk was last set to ('' when none was chosen: the desk starts in English)."""
    value = app_settings().value("language", "")
    return value if isinstance(value, str) else ""


def remember_language(code: str) -> None:
    settings = app_settings()
    settings.setValue("language", code)
    settings.sync()
