"""Who may enter a competition, and the shape of its teams (rulings EV-1, EV-2, EV-3, BK-3).

Words used here and in the registration services:

- A *player* is one person at the event, with one event-wide *number* printed on their badge; the same person
  entering several competitions is still one player (matched by their name, written in any script, and date
  of birth).
- A *registration* is a player's entry in one competition. *Entry rules* are the competition's registration
  settings: the youngest age allowed on the event date and whether the desk must have recorded the player's
  *community confirmation* (EV-1), the registration *deadline* and the *capacity* (EV-2).
- A *problem* is one reason a registration, a team or a check-in is refused: a code for programs, the ruling
  that makes it (``EV-1``...), the form field it concerns, and a sentence for the desk volunteer. A judge may
  *override* the EV-1 and EV-2 problems with a reason; problems of shape (a team of the wrong size) cannot be
  overridden.
- An *entry* counts against capacity: a team in a team game (Bhukhar, 28: teams of three, EV-3), a player
  otherwise. A team game also takes at most three players per entry place, so every registered player can
  still find a team.
- Bukharo (BK-3) is played by two teams of alternate players when four or six sit at a table, by individuals
  when the number is odd: a Bukharo team has two or three players, and a player may also enter alone.

- A *name* (the event's, a competition's, a team's, a player's, a judge's) and a *text* (a note, a reason, a
  judge's why) are kept only when they are *text*: no half of a character (a lone surrogate) and no control
  character (a text keeps its line breaks and tabs), and no longer than its limit (:data:`MAX_NAME`...).

Nothing here reads the clock or the store: the event date and "today" are given by the caller.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ParamSpec

from cardnight_desk.domain.games.base import Entries

if TYPE_CHECKING:
    from cardnight_desk.domain.games.base import Game

P = ParamSpec("P")

# problem codes
TOO_YOUNG = "too_young"
NO_BIRTH_DATE = "no_birth_date"
BORN_AFTER_EVENT = "born_after_event"
NO_COMMUNITY_CONFIRMATION = "no_community_confirmation"
DEADLINE_PASSED = "deadline_passed"
CAPACITY_REACHED = "capacity_reached"
NO_TEAMS = "no_teams"
TEAM_SIZE = "team_size"

OVERRIDABLE = frozenset(
    {TOO_YOUNG, NO_BIRTH_DATE, NO_COMMUNITY_CONFIRMATION, DEADLINE_PASSED, CAPACITY_REACHED}
)


@dataclass(frozen=True)
class Problem:
    """One reason for a refusal. ``field`` names the form field or workbook column it concerns."""

    code: str
    rule: str
    field: str
    message: str

    @property
    def overridable(self) -> bool:
        """A judge may override it with a reason (EV-1, EV-2); shape problems cannot be overridden."""
        return self.code in OVERRIDABLE


@dataclass(frozen=True)
class EntryRules:
    """A competition's registration settings, read from its resolved settings and its game: the team sizes it
    takes (none: players only; ruling EV-3, ruling BK-3) and whether its entries are teams (capacity counts
    teams; Bukharo teams are optional, BK-3)."""

    competition: str
    game: str
    min_age: int = 0
    community_confirmation: bool = False
    deadline: dt.date | None = None
    capacity: int | None = None
    team_sizes: tuple[int, ...] = ()
    entries_are_teams: bool = False
    team_size_ruling: str = "EV-3"

    @classmethod
    def from_settings(cls, competition: str, game: Game, settings: Mapping[str, Any]) -> EntryRules:
        """The rules of a competition of ``game`` (who enters it and the sizes of its teams: the game's rules
        are not loaded for them) with these settings."""
        deadline = settings.get("deadline")
        if isinstance(deadline, str):
            deadline = dt.date.fromisoformat(deadline)
        return cls(
            competition,
            game.id,
            int(settings.get("min_age") or 0),
            bool(settings.get("community_confirmation")),
            deadline,
            settings.get("capacity"),
            tuple(game.team_sizes),
            game.entries is Entries.TEAMS,
            game.team_size_ruling,
        )

    @property
    def takes_teams(self) -> bool:
        return bool(self.team_sizes)

    @property
    def player_capacity(self) -> int | None:
        """Most players that may register: the capacity, times the team size in a team game."""
        if self.capacity is None:
            return None
        return self.capacity * max(self.team_sizes) if self.entries_are_teams else self.capacity

    @property
    def team_capacity(self) -> int | None:
        return self.capacity if self.entries_are_teams else None


# --- names ---------------------------------------------------------------------------------------------

MAX_NAME = 200  # a name the event keeps: the event's, a competition's, a team's, a player's
MAX_JUDGE = 100  # a judge's name: the history keeps who made each change in 100 characters
MAX_TEXT = 1000  # a note, a reason, a judge's why
MAX_PHONE = 60
MAX_EMAIL = 200
LINE_CHARACTERS = frozenset("\n\r\t")  # the control characters a text (not a name) may hold


def not_text(value: str, *, lines: bool = False) -> str | None:
    """The first character of ``value`` that is not text: half of a character (a lone surrogate) or a control
    character (with ``lines``, line breaks and tabs are text); ``None`` when every character is text. Joiners
    and other format characters are text: Indic scripts are written with them."""
    for ch in value:
        category = unicodedata.category(ch)
        if category == "Cs" or (category == "Cc" and not (lines and ch in LINE_CHARACTERS)):
            return ch
    return None


def text_problem(value: str, what: str, limit: int, *, lines: bool = False) -> str | None:
    """Why ``value``, as it would be kept, cannot be kept as ``what`` ("the team's name"): it is longer than
    ``limit`` characters or holds a character that is not text (:func:`not_text`); ``None`` when it can."""
    if len(value) > limit:
        return f"{what} is longer than {limit} characters"
    bad = not_text(value, lines=lines)
    if bad is not None:
        return f"{what} holds a character that is not text ({ascii(bad)})"
    return None


def name_problem(name: str, what: str = "the name", limit: int = MAX_NAME) -> str | None:
    """:func:`text_problem` for a name (one line, :data:`MAX_NAME` characters unless told)."""
    return text_problem(name, what, limit)


def normalise_name(text: str) -> str:
    """A name as stored: Unicode NFC (so the same Gujarati or Malayalam name typed on two keyboards is one
    name), surrounding space removed and inner runs of space made one."""
    return " ".join(unicodedata.normalize("NFC", text or "").split())


def name_key(text: str) -> str:
    """The key two names are compared by: normalised and case-folded (``ASHA`` is ``Asha``)."""
    return normalise_name(text).casefold()


# --- EV-1: the player -------------------------------------------------------------------------------


def age_on(born: dt.date, day: dt.date) -> int:
    """Whole years of age on ``day`` (a person born on 29 February turns a year older on 1 March)."""
    years = day.year - born.year
    if (day.month, day.day) < (born.month, born.day):
        years -= 1
    return years


def player_problems(
    rules: EntryRules, name: str, born: dt.date | None, eligible: bool, event_date: dt.date
) -> list[Problem]:
    """Every EV-1 reason this player may not play in the competition on the event date."""
    who = normalise_name(name) or "the player"
    found: list[Problem] = []
    if born is not None and born > event_date:
        found.append(
            Problem(
                BORN_AFTER_EVENT,
                "EV-1",
                "born",
                f"{who}'s date of birth {born.isoformat()} is after the event date "
                f"{event_date.isoformat()}; check the date (ruling EV-1)",
            )
        )
    elif rules.min_age > 0:
        if born is None:
            found.append(
                Problem(
                    NO_BIRTH_DATE,
                    "EV-1",
                    "born",
                    f"{rules.competition} is for players {rules.min_age} or older on the event date: "
                    f"{who}'s date of birth is needed (ruling EV-1)",
                )
            )
        else:
            age = age_on(born, event_date)
            if age < rules.min_age:
                found.append(
                    Problem(
                        TOO_YOUNG,
                        "EV-1",
                        "born",
                        f"{who} is {age} on the event date ({event_date.isoformat()}); {rules.competition} "
                        f"is for players {rules.min_age} or older (ruling EV-1)",
                    )
                )
    if rules.community_confirmation and not eligible:
        found.append(
            Problem(
                NO_COMMUNITY_CONFIRMATION,
                "EV-1",
                "eligible",
                f"{rules.competition} needs the desk's community-eligibility confirmation for {who}, "
                f"and none is recorded (ruling EV-1)",
            )
        )
    return found


# --- EV-2: the competition's deadline and capacity ------------------------------------------------


def deadline_problems(rules: EntryRules, today: dt.date) -> list[Problem]:
    if rules.deadline is not None and today > rules.deadline:
        return [
            Problem(
                DEADLINE_PASSED,
                "EV-2",
                "deadline",
                f"registration for {rules.competition} closed on {rules.deadline.isoformat()} (ruling EV-2)",
            )
        ]
    return []


def capacity_problems(
    rules: EntryRules, players: int, teams: int, *, add_players: int = 0, add_teams: int = 0
) -> list[Problem]:
    """EV-2: would ``add_players`` more players (or ``add_teams`` more teams) go over the capacity, given
    ``players`` and ``teams`` already registered?"""
    found: list[Problem] = []
    limit = rules.player_capacity
    if add_players and limit is not None and players + add_players > limit:
        what = (
            f"{limit} players ({rules.capacity} teams of {max(rules.team_sizes)})"
            if rules.entries_are_teams
            else f"{limit} players"
        )
        found.append(
            Problem(
                CAPACITY_REACHED,
                "EV-2",
                "capacity",
                f"{rules.competition} is full: it takes {what} and {players} are registered (ruling EV-2)",
            )
        )
    limit = rules.team_capacity
    if add_teams and limit is not None and teams + add_teams > limit:
        found.append(
            Problem(
                CAPACITY_REACHED,
                "EV-2",
                "capacity",
                f"{rules.competition} is full: it takes {limit} teams and {teams} are registered "
                f"(ruling EV-2)",
            )
        )
    return found


def registration_problems(
    rules: EntryRules,
    name: str,
    born: dt.date | None,
    eligible: bool,
    *,
    event_date: dt.date,
    today: dt.date,
    players: int,
    teams: int,
) -> list[Problem]:
    """Every EV-1 and EV-2 reason a new registration of this player would be refused."""
    return (
        player_problems(rules, name, born, eligible, event_date)
        + deadline_problems(rules, today)
        + capacity_problems(rules, players, teams, add_players=1)
    )


def none_of(problems: Callable[P, list[Problem]]) -> Callable[P, bool]:
    """The ``can_x`` beside a ``x_problems``: whether it finds nothing, for the desk to grey out a button."""

    def can(*args: P.args, **kwargs: P.kwargs) -> bool:
        return not problems(*args, **kwargs)

    return can


can_register = none_of(registration_problems)


# --- teams (EV-3, BK-3) -----------------------------------------------------------------------------


def sizes_text(sizes: Iterable[int]) -> str:
    words = {2: "two", 3: "three", 4: "four"}
    named = [words.get(n, str(n)) for n in sorted(sizes)]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " or " + named[-1]


def team_size_rule(rules: EntryRules) -> str:
    return rules.team_size_ruling


def team_problems(rules: EntryRules, team: str, members: int) -> list[Problem]:
    """Can a team of ``members`` players enter this competition? (EV-3: teams of three; BK-3: two or three.)"""
    if not rules.takes_teams:
        return [
            Problem(
                NO_TEAMS,
                "EV-3",
                "team",
                f"{rules.competition} is played by individuals and takes no teams (ruling EV-3)",
            )
        ]
    if members not in rules.team_sizes:
        rule = team_size_rule(rules)
        return [
            Problem(
                TEAM_SIZE,
                rule,
                "members",
                f"team '{team}' has {members} player{'s' if members != 1 else ''}; teams in "
                f"{rules.competition} are of {sizes_text(rules.team_sizes)} players (ruling {rule})",
            )
        ]
    return []


def can_form_team(rules: EntryRules, members: int) -> bool:
    return not team_problems(rules, "", members)


def overridable(problems: Iterable[Problem]) -> bool:
    """Every problem may be overridden by a judge (and there is at least one)."""
    listed = list(problems)
    return bool(listed) and all(p.overridable for p in listed)
