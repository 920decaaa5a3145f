"""Pieces shared by the Bhukhar family of games: OAUK Bhukhar and Patel's Bukharo.

Both games put their settings and their rankings through the same two steps:

- a sheet's *settings*: the optional ``"settings": {...}`` object of a score sheet, read on top of the
  competition game's defaults (``catalog.py``), or on top of the settings of an enclosing sheet (the games of a
  competition or a session inherit its settings and may override them);
- *count groups*: a group of card counts such as ``{"low": 6, "high": 9}``, each a whole number from 0;
- *shared places*: a ranking in which entries level on every ranked figure share a place and the next place
  skips (1, 1, 3), as the OAUK rule 21 and the Bukharo session (ruling BK-6) ask;
- a *side*: a team (Bhukhar) or a side of a Bukharo game, read from the sheet's group of them under its name
  as true/false *marks* (the licence, the first Bukharo ...) and count groups;
- the *blank sheet* of a game, or of the games of an evening, from the game sheet's description;
- the *sheet rules*: the object the registry hands out for a sheet game, made of a reader (the sheet to a game
  model, recording every problem) and a tally (the model to its result).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.settings import Setting, resolve
from cardnight_desk.domain.sheet_checks import Checker, join
from cardnight_desk.domain.sheet_description import Field, Kind, SheetDescription

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


@dataclass
class SideEntry:
    """A side as far as its fields could be read (a field that could not be read is simply absent): its marks,
    its whole numbers standing alone (Bukharo's ``sets7``) and its count groups."""

    name: str
    path: str
    flags: dict[str, bool] = field(default_factory=dict)
    numbers: dict[str, int] = field(default_factory=dict)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)

    def count(self, key: str, name: str) -> int:
        return self.counts.get(key, {}).get(name, 0)

    def complete(self, description: SheetDescription) -> bool:
        """Whether every side field of ``description`` could be read."""
        return (
            len(self.flags) == len(description.side_keys(Kind.YES_NO))
            and len(self.numbers) == len(description.side_keys(Kind.WHOLE))
            and all(
                len(self.counts.get(key, {})) == len(group)
                for key, group in description.side_groups().items()
            )
        )


E = TypeVar("E", bound=SideEntry)


def read_side(
    checker: Checker, entry: E, value: object, description: SheetDescription, *, kind: str, nameless: str
) -> E:
    """``entry`` filled from ``value``, the side's group of fields, as ``description`` describes them: its marks,
    then its whole numbers standing alone, then its count groups. ``kind`` names such a side ("team"),
    ``nameless`` is the error of one without a name."""
    if not entry.name.strip():
        checker.error(entry.path, nameless)
    flags, numbers = description.side_keys(Kind.YES_NO), description.side_keys(Kind.WHOLE)
    groups = description.side_groups()
    fields = checker.obj(value, entry.path, (*flags, *numbers, *groups), what=f"{kind} '{entry.name}'")
    if fields is None:
        return entry
    for key in flags:
        flag = checker.bool_(fields, key, entry.path)
        if flag is not None:
            entry.flags[key] = flag
    for key in numbers:
        number = checker.int_(fields, key, entry.path, lo=description.side_field(key).lo)
        if number is not None:
            entry.numbers[key] = number
    for key, group in groups.items():
        entry.counts[key] = read_counts(checker, fields, key, entry.path, group)
    return entry


@dataclass(frozen=True)
class SideWords:
    """What a game's reader says of its sides: ``kind`` names one ("team"), ``nameless`` is the error of one
    without a name, ``not_a_group`` the error of a sheet whose sides are not a group, and ``wrong_number(n)``
    says what is wrong with ``n`` sides, if anything."""

    kind: str
    nameless: str
    not_a_group: str
    wrong_number: Callable[[int], str | None]


def read_sides(
    checker: Checker,
    top: Mapping[str, Any],
    path: str,
    description: SheetDescription,
    entry: Callable[[str, str], E],
    words: SideWords,
) -> list[E] | None:
    """The sides listed under the description's ``sides`` (each under its name), each read into
    ``entry(name, path)`` by :func:`read_side`; ``None`` when they are missing or not a group."""
    key = description.sides
    if key not in top:
        return None
    where = join(path, key)
    sides = top[key]
    if not isinstance(sides, dict):
        checker.error(where, words.not_a_group)
        return None
    problem = words.wrong_number(len(sides))
    if problem is not None:
        checker.error(where, problem)
    return [
        read_side(
            checker,
            entry(name, join(where, name)),
            value,
            description,
            kind=words.kind,
            nameless=words.nameless,
        )
        for name, value in sides.items()
    ]


def read_game_top(
    checker: Checker, sheet: object, path: str, description: SheetDescription, what: str
) -> Mapping[str, Any] | None:
    """The fields of the game sheet ``sheet`` (``what``: "a Bhukhar game"): the description's game fields and
    sides, and perhaps ``game`` (which must then be the description's), ``settings`` and its line lists;
    ``None`` when it is not a group of fields."""
    required = (*(f.key for f in description.game_fields), description.sides)
    optional = ("game", "settings", *(lines.key for lines in description.lines))
    top = checker.obj(sheet, path, required, optional, what=what)
    game = description.game
    if top is not None and "game" in top and top["game"] != game:
        checker.error(join(path, "game"), f"'{top['game']}' is not {what}: 'game' must be '{game}'")
    return top


def check_once_a_game(
    checker: Checker,
    entries: Sequence[SideEntry],
    once: Mapping[str, str],
    message: Callable[[str, str], str],
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
    checker: Checker, fields: Mapping[str, Any], key: str, path: str, group: Sequence[Field]
) -> dict[str, int]:
    """The counts of the group ``fields[key]`` (described by ``group``: ``closed.sequence`` ...) that read as
    whole numbers within their bounds (the others are recorded as errors on ``checker`` and left out); empty
    when the group is missing or not a group."""
    if key not in fields:
        return {}
    where = join(path, key)
    names = {f.key.split(".", 1)[1]: f for f in group}
    counts = checker.obj(fields[key], where, names, what=f"'{key}'")
    if counts is None:
        return {}
    read = {name: checker.int_(counts, name, where, lo=f.lo, hi=f.hi) for name, f in names.items()}
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


ENDED_BY_RUNNING_OUT = {  # how a game ended without a last play, in a desk volunteer's words
    "stock": "the stock running out",
    "time": "time running out",
}


def game_and_games_rules(
    read_game: Callable[[Checker, object, str, Mapping[str, Any] | None], M | None],
    score_game: Callable[[M], T],
    standings: Callable[[Iterable[T]], R],
    games_what: str,
    specs: Mapping[str, Setting],
) -> tuple[SheetRules[M, T], SheetRules[list[M], R]]:
    """The rules of a game's two sheets: one game (read by ``read_game``, scored by ``score_game``), and the
    games of an evening (``games_what``: "a Bhukhar competition") ranked by ``standings``; each game of the
    second inherits its settings (``specs``)."""

    def read(checker: Checker, sheet: object) -> list[M] | None:
        return read_games(checker, sheet, games_what, specs, read_game)

    def tally(games: list[M]) -> R:
        return standings(score_game(game) for game in games)

    def read_one(checker: Checker, sheet: object) -> M | None:
        return read_game(checker, sheet, "", None)

    return SheetRules(read_one, score_game), SheetRules(read, tally)


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


def sheet_template(description: SheetDescription, kind_id: str) -> dict[str, Any]:
    """A blank sheet of the game ``description`` describes, or of the sheet listing such games under
    ``games`` (a competition, a session) when ``kind_id`` names that one."""
    if kind_id == description.game:
        return description.blank()
    return {"game": kind_id, "games": [description.blank()]}
