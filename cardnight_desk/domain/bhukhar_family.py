"""Pieces shared by the Bhukhar family of games: OAUK Bhukhar and Patel's Bukharo.

Both games put their settings and their rankings through the same two steps:

- a sheet's *settings*: the optional ``"settings": {...}`` object of a score sheet, read on top of the
  competition game's defaults (``catalog.py``), or on top of the settings of an enclosing sheet (the games of a
  competition or a session inherit its settings and may override them);
- *shared places*: a ranking in which entries level on every ranked figure share a place and the next place
  skips (1, 1, 3), as the OAUK rule 21 and the Bukharo session (ruling BK-6) ask.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from cardnight_desk.domain.settings import Setting, resolve
from cardnight_desk.domain.sheet_checks import Checker, join

T = TypeVar("T")


def read_settings(
    checker: Checker,
    sheet: Mapping[str, Any],
    path: str,
    specs: Mapping[str, Setting],
    inherited: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The settings that apply to ``sheet``: ``inherited`` (or the defaults) overlaid with its own
    ``settings`` object; every unknown key or bad value is recorded on ``checker``."""
    values = dict(inherited) if inherited is not None else {key: spec.default for key, spec in specs.items()}
    if "settings" not in sheet:
        return values
    where = join(path, "settings")
    given = sheet["settings"]
    if not isinstance(given, dict):
        checker.error(
            where, '\'settings\' must be a group of fields such as {"penalty_mode": "award_opponent"}'
        )
        return values
    resolved, errors = resolve(specs, given)
    refused = {err.key for err in errors}
    for err in errors:
        checker.error(join(where, err.key), str(err))
    values.update({key: resolved[key] for key in given if key in specs and key not in refused})
    return values


def shared_places(entries: Sequence[T], key: Callable[[T], tuple[int, ...]]) -> list[tuple[int, T]]:
    """``entries`` ranked by ``key`` (highest first) with their places; entries with equal keys share a place
    and the next place skips (1, 1, 3). Ties keep the order of ``entries``, so pass them sorted by name."""
    ranked = sorted(entries, key=key, reverse=True)
    placed: list[tuple[int, T]] = []
    for index, entry in enumerate(ranked):
        if index and key(entry) == key(ranked[index - 1]):
            placed.append((placed[-1][0], entry))
        else:
            placed.append((index + 1, entry))
    return placed
