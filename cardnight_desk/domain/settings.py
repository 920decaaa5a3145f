"""Event settings: the rule variants an organiser may change per competition, each with its default.

A :class:`Setting` knows its kind, its default, the ruling that defines it, and how to read a value typed on the
command line (``--set target=230``) or given in a sheet's ``settings`` object. Rule variants are settings, never
special cases on an event's name.

A setting may be corrected after its competition is added (``competition set``), until play has *fixed* it:

- a *play mark* (:class:`Play`) is something play does once, after which a setting that play relies on can no
  longer change (a round drawn by the ``format``, a rummy sheet scored against its ``target``, a poker clock
  started on its ``structure``). Each setting lists the marks that fix it (:attr:`Setting.fixed_by`);
- a *floor* (:class:`Floor`) is a count of play a setting may not go below (the ``rounds`` of a league not
  below the rounds drawn, the ``capacity`` not below the entries in): :attr:`Setting.at_least`;
- :class:`PlaySoFar` is what the services counted of a competition's play: the marks reached and each floor's
  count. :meth:`Setting.change_problem` says, in one sentence, why a value cannot be set now;
- a setting that *rescores* (:attr:`Setting.rescores`) is read when a sheet is scored but can make no sheet
  invalid (who a penalty's points go to): changing it scores the sheets already stored again, so the standings
  follow it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class SettingError(ValueError):
    def __init__(self, key: str, message: str):
        self.key = key
        super().__init__(message)


class Play(StrEnum):
    """Something play does once that may fix a setting."""

    ROUND_DRAWN = "round_drawn"  # a round of the competition has been drawn
    SHEET_SCORED = "sheet_scored"  # a table's score sheet has been stored (and scored)
    FINAL_SCORED = "final_scored"  # a sheet of the round drawn as the final has been stored
    ENTERED = "entered"  # a player has entered at the game's own desk (with a stack)
    CLOCK_STARTED = "clock_started"  # the game's clock has started
    SEATS_DRAWN = "seats_drawn"  # the seats have been drawn at the game's own desk
    PLAY_BEGAN = "play_began"  # play began at the game's own table (a seat taken)


PLAY_WORDS = {  # why a setting is fixed, in the desk's English (the command line); the window has its words
    Play.ROUND_DRAWN: "a round has been drawn with it",
    Play.SHEET_SCORED: "a score sheet has been scored with it",
    Play.FINAL_SCORED: "the final table's sheet has been scored with it",
    Play.ENTERED: "players have entered with it",
    Play.CLOCK_STARTED: "the clock has started",
    Play.SEATS_DRAWN: "the seats have been drawn",
    Play.PLAY_BEGAN: "play has begun at the table",
}


class Floor(StrEnum):
    """A count of play a setting may not go below."""

    ROUNDS_DRAWN = "rounds_drawn"
    ENTRIES = "entries"  # teams in a team competition, else players


FLOOR_WORDS = {Floor.ROUNDS_DRAWN: "the rounds already drawn", Floor.ENTRIES: "the entries already in"}


@dataclass(frozen=True)
class PlaySoFar:
    """What play has done in a competition: the marks it reached, and the count of each floor."""

    reached: frozenset[Play] = frozenset()
    counts: Mapping[Floor, int] = field(default_factory=dict)


def reached_in(state: Any, marks: Mapping[Play, str]) -> frozenset[Play]:
    """The marks a game's kept state shows reached: ``marks`` gives, for each, the dotted path of a field of
    the competition's state (``"poker.game.clock.started"``) that holds a value (true, not empty) once it
    happened (:attr:`~cardnight_desk.domain.games.base.Game.play_marks`)."""
    found = set()
    for mark, path in marks.items():
        node = state
        for step in path.split("."):
            node = node.get(step) if isinstance(node, Mapping) else None
        if node:
            found.add(mark)
    return frozenset(found)


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
    fixed_by: tuple[Play, ...] = ()  # once play reached any of these, the setting can no longer change
    at_least: Floor | None = None  # the setting may not go below this count of play (no limit always may)
    # what a stored sheet scores depends on it, and no sheet becomes invalid by it: a change scores the sheets
    # stored again (who a penalty's points go to), where a setting no sheet could be scored again with is fixed
    rescores: bool = False

    def fixed_now(self, play: PlaySoFar) -> Play | None:
        """The mark of play that fixes the setting now, or ``None`` while it may be changed."""
        return next((mark for mark in self.fixed_by if mark in play.reached), None)

    def lowest(self, play: PlaySoFar) -> int:
        """The lowest value the setting may take now (0: no floor)."""
        return play.counts.get(self.at_least, 0) if self.at_least is not None else 0

    def change_problem(self, value: Any, play: PlaySoFar) -> str:
        """Why the setting cannot be changed to ``value`` now, in one sentence ("" when it can)."""
        mark = self.fixed_now(play)
        if mark is not None:
            return f"'{self.key}' cannot be changed now: {PLAY_WORDS[mark]}"
        lowest = self.lowest(play)
        if isinstance(value, int) and value < lowest and self.at_least is not None:
            return f"'{self.key}' cannot be less than {lowest}, {FLOOR_WORDS[self.at_least]}"
        return ""

    def text_of(self, value: Any) -> str:
        """A value as it is typed (:meth:`parse_text` reads it back): ``none``, ``yes``, ``50,30,20``."""
        if value is None:
            return "none"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, list):
            return ",".join(str(v) for v in value)
        return str(value)

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
                number = int(raw)
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be a whole number, not '{text}'"
                ) from None
            return self.check(number)  # out of range: said as such
        if self.kind == "bool":
            low = raw.lower()
            if low in ("yes", "true", "1", "on"):
                return True
            if low in ("no", "false", "0", "off"):
                return False
            raise SettingError(self.key, f"setting '{self.key}' must be yes or no, not '{text}'")
        if self.kind == "date":
            try:
                day = dt.date.fromisoformat(raw).isoformat()
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be a date YYYY-MM-DD, not '{text}'"
                ) from None
            return self.check(day)
        if self.kind == "int_list":
            try:
                numbers = [int(p) for p in raw.replace(";", ",").split(",") if p.strip()]
            except ValueError:
                raise SettingError(
                    self.key, f"setting '{self.key}' must be whole numbers separated by commas, not '{text}'"
                ) from None
            return self.check(numbers)  # percentages not adding up to 100: said as such
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
    values, errors = check_values(specs, given)
    return {key: spec.default for key, spec in specs.items()} | values, errors


def check_values(
    specs: Mapping[str, Setting], given: Mapping[str, Any]
) -> tuple[dict[str, Any], list[SettingError]]:
    """The settings ``given`` (JSON values) that are good, and an error for each unknown key or bad value."""
    values: dict[str, Any] = {}
    errors: list[SettingError] = []
    for key, value in given.items():
        _take(specs, key, Setting.check, value, values, errors)
    return values, errors


def _take(
    specs: Mapping[str, Setting],
    key: str,
    read: Callable[[Setting, Any], Any],
    given: Any,
    values: dict[str, Any],
    errors: list[SettingError],
) -> None:
    """``key``'s setting as ``read`` makes it from ``given``, put in ``values``; or why not, in ``errors``."""
    spec = specs.get(key)
    if spec is None:
        known = ", ".join(sorted(specs)) or "none"
        errors.append(SettingError(key, f"'{key}' is not a setting of this game (settings: {known})"))
        return
    try:
        values[key] = read(spec, given)
    except SettingError as err:
        errors.append(err)


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
        _take(specs, key, Setting.parse_text, raw, values, errors)
    return values, errors


#: the desk's own settings (registration, EV-1 and EV-2; double entry of score sheets; each side of a table
#: entering its sheet on a phone) of a game whose tables hand in score sheets typed at the desk
DESK_SETTINGS = ("min_age", "community_confirmation", "deadline", "capacity", "double_entry", "table_entry")
#: those of a game played at a desk of its own (poker, baccarat): no score sheet is typed there, so no double
#: entry and no table entry
OWN_DESK_SETTINGS = ("min_age", "community_confirmation", "deadline", "capacity")
#: those of the poker freezeout: its own desk's, and table entry (the players at a table report its busts)
POKER_DESK_SETTINGS = (*OWN_DESK_SETTINGS, "table_entry")


def desk_settings(
    min_age: int, community: bool, applies: tuple[str, ...] = DESK_SETTINGS
) -> dict[str, Setting]:
    """The desk's own settings that apply to a game (``applies``, :data:`DESK_SETTINGS`,
    :data:`OWN_DESK_SETTINGS` or :data:`POKER_DESK_SETTINGS`): registration (EV-1, EV-2), double entry of
    sheets and table entry."""
    every = {
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
            "capacity",
            None,
            "int",
            "Most entries accepted",
            "EV-2",
            lo=1,
            hi=100000,
            optional=True,
            at_least=Floor.ENTRIES,
        ),
        "double_entry": Setting(
            "double_entry",
            False,
            "bool",
            "Score sheets are entered twice, blind, and confirmed when both agree",
        ),
        "table_entry": Setting(
            "table_entry",
            "off",
            "choice",
            "Each side of a table enters its score sheet on a phone",
            choices=("off", "on", "confirm_when_agreed"),
            choice_words={
                "off": "off",
                "on": "on: the desk confirms what the sides agree",
                "confirm_when_agreed": "on: a sheet both sides agree is confirmed",
            },
        ),
    }
    return {key: every[key] for key in applies}


#: the draw formats a competition's ``format`` setting may choose, in the desk's words
FORMAT_WORDS = {"swiss": "Swiss", "round_robin": "Round robin", "knockout": "Knockout"}


def format_setting(*formats: str) -> Setting:
    """The ``format`` setting of a game drawn in rounds: how they are drawn, one of ``formats`` (the first is
    the default); it cannot change once a round is drawn."""
    return Setting(
        "format",
        formats[0],
        "choice",
        "How rounds are drawn",
        "",
        choices=formats,
        choice_words={name: FORMAT_WORDS[name] for name in formats},
        fixed_by=(Play.ROUND_DRAWN,),
    )
