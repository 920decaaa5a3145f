"""Event settings: the rule variants an organiser may change per competition, each with its default.

A :class:`Setting` knows its kind, its default, the ruling that defines it, and how to read a value typed on the
command line (``--set target=230``) or given in a sheet's ``settings`` object. Rule variants are settings, never
special cases on an event's name.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class SettingError(ValueError):
    def __init__(self, key: str, message: str):
        self.key = key
        super().__init__(message)


@dataclass(frozen=True)
class Setting:
    key: str
    default: Any
    kind: str  # "int", "bool", "choice", "date", "int_list", "text"
    help: str
    ruling: str = ""
    choices: tuple[str, ...] = ()
    lo: int | None = None
    hi: int | None = None
    optional: bool = False  # ``None`` (no limit) is allowed
    extra: Mapping[str, Any] = field(default_factory=dict)
    # each choice in a desk volunteer's words ("award_opponent" -> "points go to the opponents"), in English
    choice_words: Mapping[str, str] = field(default_factory=dict)
    unit: str = ""  # what each number counts, written after it ("%" for a prize percentage)

    def words_for(self, choice: str) -> str:
        """A choice's value in words (its code when no words are given)."""
        return self.choice_words.get(choice, choice)

    def parse_text(self, text: str) -> Any:
        """Read a value typed by a person (``--set KEY=VALUE``)."""
        raw = text.strip()
        if self.optional and raw.lower() in ("", "none", "null", "no limit"):
            return None
        if self.kind == "int":
            try:
                return self.check(int(raw))
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be a whole number, not '{text}'"
                ) from None
        if self.kind == "bool":
            low = raw.lower()
            if low in ("yes", "true", "1", "on"):
                return True
            if low in ("no", "false", "0", "off"):
                return False
            raise SettingError(self.key, f"setting '{self.key}' must be yes or no, not '{text}'")
        if self.kind == "date":
            try:
                return self.check(dt.date.fromisoformat(raw).isoformat())
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be a date YYYY-MM-DD, not '{text}'"
                ) from None
        if self.kind == "int_list":
            try:
                return self.check([int(p) for p in raw.replace(";", ",").split(",") if p.strip()])
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be whole numbers separated by commas, not '{text}'"
                ) from None
        return self.check(raw)

    def check(self, value: Any) -> Any:
        """Check a value given as JSON; returns it (normalised) or raises :class:`SettingError`."""
        cite = f" ({self.ruling})" if self.ruling else ""
        if value is None and self.optional:
            return None
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise SettingError(self.key, f"setting '{self.key}' must be a whole number{cite}")
            if self.lo is not None and value < self.lo or self.hi is not None and value > self.hi:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be between {self.lo} and {self.hi}{cite}"
                )
            return value
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SettingError(self.key, f"setting '{self.key}' must be true or false{cite}")
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be one of {', '.join(self.choices)}{cite}"
                )
            return value
        if self.kind == "date":
            try:
                return dt.date.fromisoformat(str(value)).isoformat()
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be a date YYYY-MM-DD{cite}"
                ) from None
        if self.kind == "int_list":
            if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise SettingError(self.key, f"setting '{self.key}' must be a list of whole numbers{cite}")
            if self.key == "payout_percent" and (sum(value) != 100 or any(v < 0 for v in value)):
                raise SettingError(
                    self.key, f"the payout percentages must add up to 100, they add up to {sum(value)}{cite}"
                )
            return list(value)
        if not isinstance(value, str) or not value.strip():
            raise SettingError(self.key, f"setting '{self.key}' must be a non-empty text{cite}")
        return value


def resolve(
    specs: Mapping[str, Setting], given: Mapping[str, Any]
) -> tuple[dict[str, Any], list[SettingError]]:
    """Defaults overlaid with ``given`` (JSON values); every unknown key or bad value is an error."""
    values = {key: spec.default for key, spec in specs.items()}
    errors: list[SettingError] = []
    for key, value in given.items():
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(sorted(specs)) or "none"
            errors.append(SettingError(key, f"'{key}' is not a setting of this game (settings: {known})"))
            continue
        try:
            values[key] = spec.check(value)
        except SettingError as err:
            errors.append(err)
    return values, errors


def parse_assignments(
    specs: Mapping[str, Setting], assignments: list[str]
) -> tuple[dict[str, Any], list[SettingError]]:
    """Read ``KEY=VALUE`` texts (the command line's ``--set``); returns only the keys given."""
    values: dict[str, Any] = {}
    errors: list[SettingError] = []
    for text in assignments:
        key, sep, raw = text.partition("=")
        key = key.strip()
        if not sep or not key:
            errors.append(SettingError(text, f"'{text}' is not KEY=VALUE"))
            continue
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(sorted(specs)) or "none"
            errors.append(SettingError(key, f"'{key}' is not a setting of this game (settings: {known})"))
            continue
        try:
            values[key] = spec.parse_text(raw)
        except SettingError as err:
            errors.append(err)
    return values, errors


def desk_settings(min_age: int, community: bool) -> dict[str, Setting]:
    """Desk settings every competition has: registration (EV-1, EV-2) and double entry of sheets."""
    return {
        "min_age": Setting(
            "min_age", min_age, "int", "Youngest age allowed on the event date", "EV-1", lo=0, hi=120
        ),
        "community_confirmation": Setting(
            "community_confirmation",
            community,
            "bool",
            "Registration needs the desk's community-eligibility confirmation",
            "EV-1",
        ),
        "deadline": Setting("deadline", None, "date", "Last day registration is open", "EV-2", optional=True),
        "capacity": Setting(
            "capacity", None, "int", "Most entries accepted", "EV-2", lo=1, hi=100000, optional=True
        ),
        "double_entry": Setting(
            "double_entry",
            False,
            "bool",
            "Score sheets are entered twice, blind, and confirmed when both agree",
        ),
    }
