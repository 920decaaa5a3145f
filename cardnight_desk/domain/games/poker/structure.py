"""Blind structures of a poker freezeout, read from data files and checked.

Domain words:

- a *level* is a stretch of play with fixed *blinds* (small blind, big blind, optional ante) and a length in
  minutes; levels are numbered 1, 2, 3 ... in the order they are played;
- a *break* is a pause in play between two levels, with a length but no blinds;
- a *period* is either one; a *structure* is the list of periods, played in order. When the last period (always
  a level) has run its time the tournament stays on it: the last level continues (PK-3);
- a *colour-up notice* on a period tells the floor to swap small chips for larger ones (GAMA: level 7);
- an *entry point* says when a late player is seated (ruling PK-2): a level number (the level in progress), or
  ``"before_N"``, the gap between the end of level N-1 and the start of level N. The structure's *late-entry
  schedule* maps each entry point that still accepts players to the chips taken off the starting stack; every
  entry point it does not list is closed.

A structure file (``resources/poker/structures/NAME.json``) looks like::

    {"name": "gama-2025", "title": "...", "ruling": "PK-3",
     "periods": [{"level": 1, "small_blind": 5, "big_blind": 10, "minutes": 15}, ...,
                 {"break": true, "minutes": 15}, ...,
                 {"level": 7, "small_blind": 250, "big_blind": 500, "minutes": 15, "colour_up": "..."}],
     "late_entry": {"1": 0, "2": 100, "3": 300, "before_4": 500}}

:func:`parse_structure` checks such a document (every error, with its path); :func:`load_structure` reads one
from the resources folder (the one place this module touches a file).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.numbers import typed_number
from cardnight_desk.domain.sheet_checks import Checker, join

DEFAULT_STRUCTURE = "gama-2025"  # ruling PK-3
EntryPoint = int | str  # a level number, or "before_N"
_BEFORE = re.compile(r"before_([1-9][0-9]*)")
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")


@dataclass(frozen=True)
class Blinds:
    small: int
    big: int
    ante: int = 0

    def to_json(self) -> dict[str, int]:
        return {"small_blind": self.small, "big_blind": self.big, "ante": self.ante}


@dataclass(frozen=True)
class Period:
    """A level (``level`` and ``blinds`` set) or a break (both ``None``)."""

    minutes: int
    level: int | None = None
    blinds: Blinds | None = None
    colour_up: str | None = None

    @property
    def is_break(self) -> bool:
        return self.level is None

    @property
    def duration(self) -> dt.timedelta:
        return dt.timedelta(minutes=self.minutes)

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any]
        if self.blinds is None:
            doc = {"break": True, "minutes": self.minutes}
        else:
            doc = {"level": self.level, "small_blind": self.blinds.small, "big_blind": self.blinds.big}
            if self.blinds.ante:
                doc["ante"] = self.blinds.ante
            doc["minutes"] = self.minutes
        if self.colour_up:
            doc["colour_up"] = self.colour_up
        return doc


def parse_entry_point(value: object) -> EntryPoint | None:
    """``3``, ``"3"`` -> 3; ``"before_4"`` -> ``"before_4"``; anything else -> ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value >= 1 else None
    if isinstance(value, str):
        text = value.strip()
        number = typed_number(text)
        if number is not None and number >= 1:
            return number
        if _BEFORE.fullmatch(text):
            return text
    return None


def entry_point_order(point: EntryPoint) -> int:
    """Entry points in time order: ``1 < before_2 < 2 < before_3 < 3 ...``."""
    if isinstance(point, int):
        return 2 * point
    return 2 * int(point[len("before_") :]) - 1


@dataclass(frozen=True)
class Structure:
    name: str
    title: str
    periods: tuple[Period, ...]
    late_entry: tuple[tuple[EntryPoint, int], ...]  # (entry point, chips off the starting stack), PK-2

    @property
    def levels(self) -> tuple[Period, ...]:
        return tuple(p for p in self.periods if not p.is_break)

    @property
    def level_count(self) -> int:
        return len(self.levels)

    def level(self, number: int) -> Period:
        return self.levels[number - 1]

    def period_index_of_level(self, number: int) -> int:
        return next(i for i, p in enumerate(self.periods) if p.level == number)

    def next_level_after(self, index: int) -> Period | None:
        """The first level after period ``index`` (skipping breaks), or ``None`` after the last level."""
        return next((p for p in self.periods[index + 1 :] if not p.is_break), None)

    def entry_point_during(self, index: int) -> EntryPoint:
        """The PK-2 entry point while period ``index`` is in progress: its level, or ``before_N`` in a break."""
        period = self.periods[index]
        if period.level is not None:
            return period.level
        following = self.next_level_after(index)
        assert following is not None and following.level is not None  # the last period is a level
        return f"before_{following.level}"

    def late_entry_penalty(self, point: EntryPoint) -> int | None:
        """Chips taken off the starting stack at ``point``; ``None`` when late entry is closed there (PK-2)."""
        return dict(self.late_entry).get(point)

    def entry_stack(self, starting_stack: int, point: EntryPoint) -> int | None:
        """The stack of a player seated at ``point`` (ruling PK-2), or ``None`` when entry is closed."""
        penalty = self.late_entry_penalty(point)
        return None if penalty is None else max(starting_stack - penalty, 0)

    def late_entry_closes_at(self) -> int | None:
        """The first level whose start closes late entry (4 at GAMA, PK-2); ``None`` if it never closes."""
        open_levels = {p for p, _ in self.late_entry}
        return next(
            (
                lv.level
                for lv in self.levels
                if lv.level not in open_levels
                and lv.level is not None
                and any(entry_point_order(p) < 2 * lv.level for p in open_levels)
            ),
            None,
        )

    def entry_points(self) -> list[EntryPoint]:
        return [point for point, _ in self.late_entry]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "ruling": "PK-3",
            "periods": [p.to_json() for p in self.periods],
            "late_entry": {str(point): penalty for point, penalty in self.late_entry},
        }


# --- checking a structure document ---------------------------------------------------------------------------
def _parse_period(check: Checker, raw: object, path: str, expected_level: int) -> Period | None:
    if isinstance(raw, dict) and "break" in raw:
        doc = check.obj(raw, path, ("break", "minutes"), ("colour_up",), what="a break")
        if doc is not None and doc.get("break") is not True:
            check.error(join(path, "break"), 'a break is written "break": true (ruling PK-3)')
        minutes = check.int_(doc, "minutes", path, lo=1, hi=600, rule="ruling PK-3")
        colour_up = _colour_up(check, doc, path)
        return Period(minutes, colour_up=colour_up) if minutes is not None else None
    doc = check.obj(
        raw,
        path,
        ("level", "small_blind", "big_blind", "minutes"),
        ("ante", "colour_up"),
        what="a level or a break",
    )
    level = check.int_(doc, "level", path, lo=1)
    if level is not None and level != expected_level:
        check.error(
            join(path, "level"),
            f"levels are numbered in order: this one should be {expected_level}, not {level} (ruling PK-3)",
        )
    small = check.int_(doc, "small_blind", path, lo=1, rule="ruling PK-3")
    big = check.int_(doc, "big_blind", path, lo=1, rule="ruling PK-3")
    ante = check.int_(doc, "ante", path, lo=0, rule="ruling PK-3") if doc and "ante" in doc else 0
    minutes = check.int_(doc, "minutes", path, lo=1, hi=600, rule="ruling PK-3")
    if small is not None and big is not None and small > big:
        check.error(
            join(path, "small_blind"),
            f"the small blind ({small}) is more than the big blind ({big}) (ruling PK-3)",
        )
    colour_up = _colour_up(check, doc, path)
    if None in (level, small, big, ante, minutes):
        return None
    assert small is not None and big is not None and minutes is not None and ante is not None
    return Period(minutes, level, Blinds(small, big, ante), colour_up)


def _colour_up(check: Checker, doc: Mapping[str, Any] | None, path: str) -> str | None:
    if doc is None or "colour_up" not in doc:
        return None
    return check.str_(doc, "colour_up", path)


def _parse_late_entry(check: Checker, raw: object, level_count: int) -> tuple[tuple[EntryPoint, int], ...]:
    if not isinstance(raw, dict):
        check.error(
            "late_entry",
            "the late-entry schedule must be a group of fields: entry point -> chips off "
            "the starting stack (ruling PK-2)",
        )
        return ()
    doc = raw
    points: list[tuple[EntryPoint, int]] = []
    for key, value in doc.items():
        where = join("late_entry", key)
        point = parse_entry_point(key)
        number = point if isinstance(point, int) else int(point[7:]) if point else None
        if point is None or number is None or not 1 <= number <= level_count or point == "before_1":
            check.error(
                where,
                f"'{key}' is not an entry point: use a level number 1-{level_count} or "
                "before_N for the gap before level N (ruling PK-2)",
            )
            continue
        penalty = check.int_value(value, where, lo=0, rule="ruling PK-2")
        if penalty is not None:
            points.append((point, penalty))
    return tuple(points)


def parse_structure(doc: object) -> tuple[Structure | None, list[SheetError]]:
    """Check a structure document; the structure, or ``None`` and every error found (with its path)."""
    check = Checker()
    top = check.obj(doc, "", ("name", "periods", "late_entry"), ("title", "ruling"), what="a blind structure")
    if top is None:
        return None, check.errors
    name = check.str_(top, "name", "")
    if name is not None and not _NAME.fullmatch(name):
        check.error("name", f"'{name}' is not a structure name: use lower-case letters, digits, - and _")
    title = check.str_(top, "title", "") if "title" in top else None
    periods: list[Period] = []
    raw_periods = (
        check.list_(top.get("periods"), "periods", min_len=1, what="the periods")
        if "periods" in top
        else None
    )
    levels_seen = 0
    for i, raw in enumerate(raw_periods or []):
        before = len(check.errors)
        is_break = isinstance(raw, dict) and "break" in raw
        levels_seen += not is_break
        period = _parse_period(check, raw, join("periods", i), levels_seen)
        if period is not None and len(check.errors) == before:
            periods.append(period)
    if raw_periods and check.ok:
        if periods[-1].is_break:
            check.error(
                join("periods", len(periods) - 1),
                "the last period must be a level, which continues when its time is up (ruling PK-3)",
            )
        if periods[0].is_break:
            check.error("periods.0", "the structure must start with a level, not a break (ruling PK-3)")
    late_entry = _parse_late_entry(check, top["late_entry"], levels_seen) if "late_entry" in top else ()
    if not check.ok or name is None:
        return None, check.errors
    return Structure(name, title or name, tuple(periods), late_entry), []


def structure_from_json(doc: object) -> Structure:
    """Like :func:`parse_structure`, but raises :class:`SheetInvalid` listing every error."""
    structure, errors = parse_structure(doc)
    if structure is None:
        raise SheetInvalid(errors)
    return structure


# --- the data files ------------------------------------------------------------------------------------------
def structures_dir() -> Path:
    from cardnight_desk.resources import resources_dir

    return resources_dir() / "poker" / "structures"


def structure_names() -> list[str]:
    """The names of the structures shipped in the resources folder."""
    return sorted(p.stem for p in structures_dir().glob("*.json"))


@functools.lru_cache(maxsize=16)
def load_structure(name: str = DEFAULT_STRUCTURE) -> Structure:
    """Read and check ``resources/poker/structures/NAME.json``.

    Raises :class:`LookupError` for an unknown name and :class:`SheetInvalid` for a file that does not check.
    Files are read once; whoever saves an edited structure calls ``load_structure.cache_clear()``.
    """
    if not _NAME.fullmatch(name) or name not in structure_names():
        known = ", ".join(structure_names()) or "none"
        raise LookupError(f"'{name}' is not a blind structure of the desk (structures: {known})")
    text = (structures_dir() / f"{name}.json").read_text(encoding="utf-8")
    return structure_from_json(json.loads(text))
