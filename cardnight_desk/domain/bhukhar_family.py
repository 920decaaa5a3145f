"""Pieces shared by the Bhukhar family of games: OAUK Bhukhar and Patel's Bukharo.

Both games put their settings and their rankings through the same two steps:

- a sheet's *settings*: the optional ``"settings": {...}`` object of a score sheet, read on top of the
  competition game's defaults (``catalog.py``), or on top of the settings of an enclosing sheet (the games of a
  competition or a session inherit its settings and may override them);
- *count groups*: a group of card counts such as ``{"low": 6, "high": 9}``, each a whole number from 0;
- *shared places*: a ranking in which entries level on every ranked figure share a place and the next place
  skips (1, 1, 3), as the OAUK rule 21 and the Bukharo session (ruling BK-6) ask;
- the *sheet rules*: the object the registry hands out for a sheet game, made of a reader (the sheet to a game
  model, recording every problem) and a tally (the model to its result).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.settings import Setting, resolve
from cardnight_desk.domain.sheet_checks import Checker, join

T = TypeVar("T")
M = TypeVar("M")
R = TypeVar("R")


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


class Marked(Protocol):
    """A side of a game as read from its sheet: its name, its path and the true/false marks it was given."""

    name: str
    path: str
    flags: dict[str, bool]


def check_once_a_game(
    checker: Checker, entries: Sequence[Marked], once: Mapping[str, str], message: Callable[[str, str], str]
) -> None:
    """Each mark of ``once`` (key -> its words) may go to one side of a game at most: every side marked with it
    when more than one is gets ``message(names, words)`` at that mark's path."""
    for key, words in once.items():
        marked = [e for e in entries if e.flags.get(key)]
        if len(marked) > 1:
            names = " and ".join(e.name for e in marked)
            for e in marked:
                checker.error(join(e.path, key), message(names, words))


def read_counts(
    checker: Checker, fields: Mapping[str, Any], key: str, path: str, names: Sequence[str]
) -> dict[str, int]:
    """The counts of the group ``fields[key]`` that read as whole numbers from 0 (the others are recorded as
    errors on ``checker`` and left out); empty when the group is missing or not a group."""
    if key not in fields:
        return {}
    where = join(path, key)
    group = checker.obj(fields[key], where, names, what=f"'{key}'")
    if group is None:
        return {}
    read = {name: checker.int_(group, name, where, lo=0) for name in names}
    return {name: value for name, value in read.items() if value is not None}


def read_games(
    checker: Checker,
    sheet: object,
    what: str,
    specs: Mapping[str, Setting],
    read_game: Callable[[Checker, object, str, Mapping[str, Any]], M | None],
) -> list[M] | None:
    """The games of a sheet that lists them under ``games`` (a competition, a session), each read at
    ``games.N`` on top of the enclosing sheet's settings; ``None`` after recording every problem."""
    before = len(checker.errors)
    top = checker.obj(sheet, "", ("games",), ("game", "settings"), what=what)
    if top is None:
        return None
    settings = read_settings(checker, top, "", specs)
    items = checker.list_(top["games"], "games", what="'games'") if "games" in top else None
    games = [
        read_game(checker, item, join("games", index), settings) for index, item in enumerate(items or [])
    ]
    if len(checker.errors) > before or items is None:
        return None
    return [game for game in games if game is not None]


@dataclass(frozen=True)
class SheetRules(Generic[M, R]):
    """A sheet game's rules: ``read`` turns a sheet into its model (``None`` after recording every problem),
    ``tally`` turns the model into the result the ``score`` command prints."""

    read: Callable[[Checker, object], M | None]
    tally: Callable[[M], R]

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        checker = Checker()
        self.read(checker, sheet)
        return checker.errors

    def can_score(self, sheet: Mapping[str, Any]) -> bool:
        return not self.validate(sheet)

    def score(self, sheet: Mapping[str, Any]) -> R:
        checker = Checker()
        model = self.read(checker, sheet)
        if model is None or checker.errors:
            raise SheetInvalid(checker.errors)
        return self.tally(model)
