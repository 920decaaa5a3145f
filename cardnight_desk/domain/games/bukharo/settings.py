"""The settings (rule variants) of a Bukharo (Patel) competition, with their defaults and rulings."""

from __future__ import annotations

from cardnight_desk.domain.settings import Setting, desk_settings

SETTINGS: dict[str, Setting] = desk_settings(0, False)
