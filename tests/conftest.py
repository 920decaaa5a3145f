"""Test setup shared by every test: Qt runs offscreen, and nothing touches the user's own settings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDNIGHT_SETTINGS_DIR", os.path.join(os.path.dirname(__file__), ".settings-unused"))
