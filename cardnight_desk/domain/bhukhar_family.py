"""Pieces shared by the Bhukhar family of games: OAUK Bhukhar and Patel's Bukharo.

Both games put their settings and their rankings through the same two steps:

- a sheet's *settings*: the optional ``"settings": {...}`` object of a score sheet, read on top of the
  competition game's defaults (``catalog.py``), or on top of the settings of an enclosing sheet (the games of a
  competition or a session inherit its settings and may override them);
- *count groups*: a group of card counts such as ``{"low": 6, "high": 9}``, each a whole number from 0;
- *shared places*: a ranking in which entries level on every ranked figure share a place and the next place
  skips (1, 1, 3), as the OAUK rule 21 and the Bukharo session (ruling BK-6) ask, and the *ranking* the
  ``score`` command prints for the games of an evening (a competition, a session);
- a *side*: a team (Bhukhar) or a side of a Bukharo game, read from the sheet's group of them under its name
  as true/false *marks* (the licence, the first Bukharo ...) and count groups;
- the *blank sheet* of a game, or of the games of an evening, from the game sheet's description;
- a *family game*: how a game reads its game sheet (its description, settings, side words, the play that
  ends a game and the model of a side), read the same way for both games up to each game's own checks, and
  the *sheet rules* (:mod:`~cardnight_desk.domain.sheet_rules`) of its game and of the games of an evening.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from cardnight_desk.domain.settings import Setting, resolve
from cardnight_desk.domain.sheet_checks import Checker, join
from cardnight_desk.domain.sheet_description import Field, Kind, SheetDescription
from cardnight_desk.domain.sheet_rules import SheetRules

T = TypeVar("T")
M = TypeVar("M")
R = TypeVar("R")
P = TypeVar("P")


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


class Standing(Protocol):
    def to_json(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=Standing)


@dataclass(frozen=True)
class Ranking(Generic[S]):
    """The standings of the games of an evening (a competition, a session), best place first."""

    standings: tuple[S, ...]

    def to_json(self) -> dict[str, Any]:
        return {"standings": [s.to_json() for s in self.standings]}


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
    without a name, ``not_a_group`` the error of a sheet whose sides are not a group, ``wrong_number(n)``
    says what is wrong with ``n`` sides, if anything; ``once_a_game`` are the marks (key -> its words) one side
    of a game may have at most, and ``twice(names, words)`` the error of sides marked with one together."""

    kind: str
    nameless: str
    not_a_group: str
    wrong_number: Callable[[int], str | None]
    once_a_game: Mapping[str, str]
    twice: Callable[[str, str], str]


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


@dataclass(frozen=True)
class GameSheet(Generic[P]):
    """A game's sheet as far as it could be read: its ``fields``, its ``settings``, how it ended (``None`` when
    that could not be read), its sides (``None`` when they are missing or not a group) and each side's
    ``plays`` (``None`` for a side not read whole); ``errors_before`` counts the checker's errors before it."""

    fields: Mapping[str, Any]
    settings: dict[str, Any]
    ended_by: str | None
    entries: list[SideEntry] | None
    plays: list[P | None]
    errors_before: int

    def sound(self, checker: Checker) -> bool:
        """Whether the sheet was read whole and nothing was wrong with it, its own checks included."""
        return len(checker.errors) == self.errors_before and None not in (self.entries, self.ended_by)


@dataclass(frozen=True)
class Ending:
    """A play that ends the game: the side's ``mark`` of it (``closed_game``), the ``ended_by`` of a game so
    ended and its ``words`` ("a team closing it"), the error of a side so marked in a game that ended otherwise
    (``wrong_end(name, how)``, ``how`` in a desk volunteer's words) and the error of a game so ended with no
    side marked (``unmarked``)."""

    mark: str
    ended_by: str
    words: str
    wrong_end: Callable[[str, str], str]
    unmarked: str

    def how(self, ended_by: str) -> str:
        """How a game ended, in a desk volunteer's words ("the game was ended by ...")."""
        return self.words if ended_by == self.ended_by else ENDED_BY_RUNNING_OUT[ended_by]


@dataclass(frozen=True)
class FamilyGame(Generic[P, M]):
    """How a game of the family reads its game sheet: ``description`` describes it, ``specs`` are its settings,
    ``what`` names such a sheet ("a Bhukhar game"), ``words`` say what is wrong with its sides, ``ending`` is
    its play that ends a game, ``play`` makes
    the game's model of a side read whole, and ``finish`` makes the game's own checks of what was read and
    returns its model of the game (``None`` when anything is wrong: :meth:`GameSheet.sound`)."""

    description: SheetDescription
    specs: Mapping[str, Setting]
    what: str
    words: SideWords
    ending: Ending
    play: Callable[[SideEntry], P]
    finish: Callable[[Checker, str, GameSheet[P]], M | None]

    def read(
        self, checker: Checker, sheet: object, path: str, inherited: Mapping[str, Any] | None
    ) -> GameSheet[P] | None:
        """The sheet's fields, settings (on top of ``inherited``), how it ended and its sides, every problem
        recorded on ``checker``; ``None`` when it is not a group of fields."""
        before = len(checker.errors)
        top = read_game_top(checker, sheet, path, self.description, self.what)
        if top is None:
            return None
        settings = read_settings(checker, top, path, self.specs, inherited)
        ended = self.description.game_field("ended_by")
        ended_by = checker.choice(top, ended.key, path, ended.values, rule=ended.rule)
        entries = read_sides(checker, top, path, self.description, SideEntry, self.words)
        plays = [self.play(e) if e.complete(self.description) else None for e in entries or []]
        return GameSheet(top, settings, ended_by, entries, plays, before)

    def read_game(
        self, checker: Checker, sheet: object, path: str = "", inherited: Mapping[str, Any] | None = None
    ) -> M | None:
        """The game ``sheet`` records, or ``None`` after recording every problem on ``checker``."""
        game = self.read(checker, sheet, path, inherited)
        return None if game is None else self.finish(checker, path, game)

    def check_sides(
        self, checker: Checker, entries: Sequence[SideEntry], check_side: Callable[[Checker, SideEntry], None]
    ) -> None:
        """Each side through ``check_side``, then the marks one side of a game may have at most."""
        for entry in entries:
            check_side(checker, entry)
        check_once_a_game(checker, entries, self.words.once_a_game, self.words.twice)

    def check_ending(
        self,
        checker: Checker,
        path: str,
        entries: Sequence[SideEntry],
        ended_by: str | None,
        check_marked: Callable[[SideEntry], None],
    ) -> None:
        """Each side marked as ending the game, first through ``check_marked``, then held against how the sheet
        says the game ended; and a game said to have ended so with every side's mark read but none marked."""
        ending = self.ending
        marked = [e for e in entries if e.flags.get(ending.mark)]
        for e in marked:
            check_marked(e)
            if ended_by is not None and ended_by != ending.ended_by:
                checker.error(join(e.path, ending.mark), ending.wrong_end(e.name, ending.how(ended_by)))
        if ended_by == ending.ended_by and not marked and all(ending.mark in e.flags for e in entries):
            checker.error(join(path, "ended_by"), ending.unmarked)

    def rules(
        self, score_game: Callable[[M], T], standings: Callable[[Iterable[T]], R], games_what: str
    ) -> tuple[SheetRules[M, T], SheetRules[list[M], R]]:
        """The rules of the game's two sheets: one game, scored by ``score_game``, and the games of an evening
        (``games_what``: "a Bhukhar competition") ranked by ``standings``; each game of the second inherits
        its settings."""

        def read(checker: Checker, sheet: object) -> list[M] | None:
            return read_games(checker, sheet, games_what, self.specs, self.read_game)

        def tally(games: list[M]) -> R:
            return standings(score_game(game) for game in games)

        return SheetRules(self.read_game, score_game), SheetRules(read, tally)


def sheet_template(description: SheetDescription, kind_id: str) -> dict[str, Any]:
    """A blank sheet of the game ``description`` describes, or of the sheet listing such games under
    ``games`` (a competition, a session) when ``kind_id`` names that one."""
    if kind_id == description.game:
        return description.blank()
    return {"game": kind_id, "games": [description.blank()]}
