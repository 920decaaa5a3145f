"""The game plug-in: everything the rest of the desk asks a game, and nothing it asks about a game's name.

Domain words:

- a *game* is one card game the desk runs as a competition (the Bhukhar league, the rummy tables...). Its
  :class:`Game` object is the only thing the services, the printouts, the windows and the command line hold of
  it: they ask it, they never test which game they have (python-chess's variant classes work the same way);
- a game's *id* is the one name it goes by everywhere: in the event file, on the command line
  (``competition add --game 28``), in the GUI and in the rulings (``28``, ``bhukhar``...);
- a *sheet kind* is one shape of score sheet the game's rules read (``28-match``, ``rummy-table``,
  ``rummy-hand``...): its id is the ``game`` field of the sheet's JSON (``resources/docs/score-sheets.md``),
  and it is the game's id, alone or followed by ``-`` and a word, so that a sheet names the game that reads
  it. The *table kinds* are the ones a table of a drawn round hands in;
- the *entrants* of a table sheet are the names it scores (teams, sides or players), in the field
  :attr:`SheetKind.entrant_field` of the sheet;
- a *draw method* (:class:`DrawMethod`) says how the next round of the competition is drawn; it is stored
  with each round. A game that is not drawn in rounds (poker, baccarat: they have their own desk) has none;
- the *sheet layout* is the declarative description of the boxes a table writes in (:class:`SheetLayout`):
  the printed score sheet draws it and the desk's form takes its labels from it.

A game's package holds its pure rules, its sheet readers and its ``GAME`` (in ``game.py``, every fact of the
game written there once, its readers loaded when a sheet is first read); the one list of games is
:mod:`cardnight_desk.domain.games` (``GAMES``, :func:`~cardnight_desk.domain.games.find_game`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # named in annotations only: the games import what they build with
    from cardnight_desk.domain.errors import SheetError
    from cardnight_desk.domain.settings import Play, Setting
    from cardnight_desk.domain.sheet_description import SheetDescription
    from cardnight_desk.domain.sheet_layout import SheetLayout
    from cardnight_desk.domain.standings import StandingRow


class SheetRules(Protocol):
    """One sheet kind's rules: every error with its path, and the frozen result of a valid sheet."""

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]: ...

    def score(self, sheet: Mapping[str, Any]) -> Any: ...


@dataclass(frozen=True)
class SheetKind:
    """One shape of score sheet (``game`` field of the sheet's JSON) and the rules that read it."""

    id: str
    rules: SheetRules
    # the field naming a table sheet's entrants ("teams", "sides", "players"); "" for a sheet not tied to
    # the entrants of a table (a single hand, the odds of a shoe, a whole tournament)
    entrant_field: str = ""
    # where the sheet names its entrants (name paths, ``domain/renaming.py``): renaming a team or a player
    # changes the names there, and only there ("teams.{}", "deals.*.bidder")
    names: tuple[str, ...] = ()

    def entrants(self, sheet: Mapping[str, Any]) -> list[str] | None:
        """The names a table sheet scores, in its order, or ``None`` when it is not tied to a table."""
        if not self.entrant_field:
            return None
        value = sheet.get(self.entrant_field, ())
        if isinstance(value, Mapping | list | tuple):
            return [str(name) for name in value]
        return []


class DrawMethod(StrEnum):
    """How a competition's next round is drawn (:meth:`Game.draw_method`), by the name stored with the round
    (EV-5); the services hold how each is drawn from the event (``services/draw_methods.py``)."""

    SWISS = "swiss"  # pairs by standing, no avoidable rematch, byes to the fewest byes
    ROUND_ROBIN = "round_robin"  # everyone meets everyone once, a round at a time
    KNOCKOUT = "knockout"  # a seeded bracket down to a final (and a third-place match)
    # players at tables of up to the table size; each table's winner (and the best runners-up) go on to the
    # next round, until they fit at one final table
    ELIMINATION_TABLES = "elimination_tables"
    # every player dealt to a table each round; a table of four or six plays as two sides in alternate seats
    SIDE_TABLES = "side_tables"

    @classmethod
    def named(cls, stored: object) -> DrawMethod | None:
        """The method a stored round names, by its name or by the one rounds drawn before these names were
        stored under (``rummy``, ``bukharo``); None for a name this desk does not know."""
        try:
            return cls(
                {"rummy": cls.ELIMINATION_TABLES, "bukharo": cls.SIDE_TABLES}.get(str(stored), str(stored))
            )
        except ValueError:
            return None


class Entries(Enum):
    """Who enters a competition: teams (capacity counts teams), players, or either (BK-3)."""

    TEAMS = "teams"
    PLAYERS = "players"
    EITHER = "either"


# --- the sheet's boxes, as data (domain/sheet_layout.py, built when first asked for) ------------------------
_LAYOUT_NAMES = frozenset(
    {"BoxKind", "Box", "EntrantGrid", "Column", "RowGrid", "Choice", "Section", "SheetLayout"}
)


def __getattr__(name: str) -> Any:
    """The sheet layout's classes, offered here as before and imported when first asked for."""
    if name in _LAYOUT_NAMES:
        from cardnight_desk.domain import sheet_layout

        return getattr(sheet_layout, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class TableFacts:
    """What the desk knows of the table a sheet comes from, in plain data."""

    label: str
    entrants: tuple[str, ...]
    final: bool = False  # the round's draw marks it as the final table (rummy)
    # the judges' penalties given at this table (EV-4), oldest first: {"entrant", "points", "rule", "note"}
    penalties: tuple[Mapping[str, Any], ...] = ()


class StandingsSource(Protocol):
    """The stored results of a competition, read on demand (the services answer it from the event): a game's
    :meth:`Game.standings` asks only what it ranks by, and only that is read. Entrants are named as on the
    sheets: teams when the competition's entrants are teams (:meth:`Game.team_game`), else players."""

    def has_teams(self) -> bool: ...  # teams are registered in the competition

    def entrants(self) -> Sequence[str]: ...  # every registered entrant's name (teams or players)

    def totals(self) -> Mapping[str, tuple[int, int, int, int]]: ...  # name -> (master, bonus, score, played)

    def byes(self) -> Sequence[str]: ...  # one name per bye given

    def penalties(self) -> Mapping[str, int]: ...  # name -> penalty points outside the sheets

    def results(self) -> Sequence[Mapping[str, Any]]: ...  # confirmed results, in round and table order

    def table_results(self) -> Sequence[tuple[int, str, Mapping[str, Any]]]: ...  # (round, table, result)

    # the knockout bracket document (``Bracket.to_json``) with entrants by name; None while none is drawn
    def bracket(self) -> Mapping[str, Any] | None: ...


@dataclass(frozen=True)
class StandingsTable:
    entrant: str  # "team" or "player"
    columns: tuple[str, ...]
    rows: tuple[StandingRow, ...]


@dataclass(frozen=True)
class Progress:
    """How far a competition has been played, as the services count it from its rounds (plain data for
    :meth:`Game.finished`)."""

    method: str = ""  # the draw method its rounds were drawn by ("" before the first draw)
    rounds_drawn: int = 0
    rounds_complete: int = 0  # drawn rounds whose every table has a confirmed sheet that decides it
    entrants: int = 0  # entrants in the first round's draw, seated or given a bye
    # a round drawn as the final (a knockout's last round, rummy's final table) is complete
    final_complete: bool = False


MAX_RULE = 40  # the most characters a penalty's rule number is kept in


@dataclass(frozen=True)
class PenaltyRules:
    """What a judge's penalty may be in this game: the rules it may cite and the points each allows."""

    # rule number -> its fixed points (None: the judge sets them, up to ``most``); empty: any rule number
    rules: Mapping[str, int | None] = field(default_factory=dict)
    step: int = 1  # points are a multiple of this
    most: int = 1000  # and at most this
    ruling: str = ""  # the ruling that sets them ("BH-6"), cited when a penalty breaks them
    # rule number -> what it penalises, in a few English words, for the judge choosing it ("incorrect licence")
    words: Mapping[str, str] = field(default_factory=dict)

    @staticmethod
    def rule_key(rule: str) -> str:
        """A rule number as :attr:`rules` lists it: ``Rule 19.3`` is ``19.3``."""
        return rule.strip().lower().removeprefix("rule").strip()


@dataclass(frozen=True, eq=False, repr=False)
class PenaltySentence(str):
    """What a judge's penalty does, said by :meth:`Game.penalty_sentence`. It *is* its English sentence
    ("50 points to Preston Kings, the opponents of Leicester Lions — rule 19.3, BH-6", "20 points off Red —
    rule 4.1"), which the history, the printouts and the command line keep; its parts let the desk say it in
    its own language: the points, who gave cause for them (``offender``), the rule it is given under, the
    ruling, and whether the points come off the offender or go to the ``opponents`` (the others seated at the
    table; none known: "the other team")."""

    points: int
    offender: str
    rule: str
    ruling: str = ""
    to_opponents: bool = False
    opponents: tuple[str, ...] = ()

    def __new__(
        cls,
        points: int,
        offender: str,
        rule: str,
        ruling: str = "",
        to_opponents: bool = False,
        opponents: Sequence[str] = (),
    ) -> PenaltySentence:
        cite = f"rule {rule}" + (f", {ruling}" if ruling else "")
        if to_opponents:
            others = " and ".join(opponents) or "the other team"
            english = f"{points} points to {others}, the opponents of {offender} — {cite}"
        else:
            english = f"{points} points off {offender} — {cite}"
        return super().__new__(cls, english)

    def __post_init__(self) -> None:
        object.__setattr__(self, "opponents", tuple(self.opponents))

    def given_to(self, opponents: Sequence[str]) -> PenaltySentence:
        """The same penalty with its points going to ``opponents`` instead of coming off the offender."""
        return PenaltySentence(self.points, self.offender, self.rule, self.ruling, True, tuple(opponents))


@dataclass(frozen=True)
class SheetPenalty:
    """A judge's penalty written on a table's sheet (EV-4), as written: where it is on the sheet and what it
    says (the sheet's own rules check the types)."""

    path: str  # "penalties.0"
    entrant: Any
    points: Any
    rule: Any
    note: Any = ""

    def to_json(self) -> dict[str, Any]:
        return {"entrant": self.entrant, "points": self.points, "rule": self.rule, "note": self.note}


@dataclass(frozen=True)
class SheetParts:
    """What a game's own package says of its table sheet: ``layout(settings, sides)`` draws its boxes, with
    every setting given (:meth:`Game.sheet_layout`), ``description`` describes it once
    (:meth:`Game.sheet_description`) and ``template(kind_id)`` is a blank sheet of one of its sheet kinds
    (:meth:`Game.sheet_template`); what a game does not give falls back to :class:`Game`'s default."""

    layout: Callable[[Mapping[str, Any], Sequence[str]], SheetLayout] | None = None
    description: SheetDescription | None = None
    template: Callable[[str], dict[str, Any]] | None = None


class Game:
    """A game as the desk runs it. Subclasses set the attributes and override the hooks they need."""

    id: str = ""
    title: str = ""
    ruling_prefix: str = ""  # the section of rulings.md that holds its rulings ("BH")
    entries: Entries = Entries.PLAYERS
    team_sizes: tuple[int, ...] = ()  # sizes a team may have; () takes no teams
    team_size_ruling: str = "EV-3"
    settings: Mapping[str, Setting] = {}
    table_kinds: tuple[str, ...] = ()  # the sheet kinds a table of a drawn round hands in
    standings_order: str = ""  # how the standings are ordered, for printouts ("" when it has none)
    # each standings column (``StandingsTable.columns``, "master") in the desk's words ("Master points"), for
    # printouts; a column not given is printed as it is named
    column_titles: Mapping[str, str] = {}
    max_sides: int = 9  # most sides a printed sheet holds
    exact_sides: int | None = None  # a table seats exactly this many sides (two teams)
    drawn_in_rounds: bool = False  # the desk draws its rounds (``draw_method`` gives how); else its own desk

    def with_defaults(self, settings: Mapping[str, Any]) -> dict[str, Any]:
        """The competition's ``settings`` with this game's default for every setting they do not give."""
        return {key: spec.default for key, spec in self.settings.items()} | dict(settings)

    @property
    def sheet_parts(self) -> SheetParts:
        """What the game's own package says of its table sheet, for :meth:`sheet_layout`,
        :meth:`sheet_description` and :meth:`sheet_template`. The desk's own games give it as a cached property
        that imports those modules when first asked for (the desk's start-up loads none)."""
        return SheetParts()

    def round_settings(self, settings: Mapping[str, Any], final: bool) -> dict[str, Any]:
        """The settings a table of a round plays under: ``final`` when the round's draw marks its table as
        the final table. The default: the competition's settings as they are (rummy's final table plays to
        its own target with no deal limit, RU-7, RU-8). Printing, sheet checks and the forms all ask this."""
        return dict(settings)

    # --- sheets ---------------------------------------------------------------------------------------------
    @property
    def sheet_kinds(self) -> tuple[SheetKind, ...]:
        """The sheet kinds its rules read. A game may give them as a plain attribute, or (the desk's own games)
        as a cached property that loads its readers when they are first asked for."""
        return ()

    def sheet_kind(self, kind: str) -> SheetKind | None:
        return next((k for k in self.sheet_kinds if k.id == kind), None)

    def table_sheet(self, sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts) -> dict:
        """The sheet as its rules should read it at this table: the competition's settings and the judges'
        penalties filled in where the game reads them. The default adds nothing."""
        return dict(sheet)

    def table_checks(
        self, sheet: Mapping[str, Any], settings: Mapping[str, Any], table: TableFacts
    ) -> list[SheetError]:
        """Checks a sheet's own rules cannot make because they depend on the round (the default: none)."""
        return []

    def entrant_figures(self, result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
        """``(entrant, master, bonus, score, won)`` of each entrant of a stored table result, for the running
        totals the standings add up; empty for a game whose standings read whole results."""
        return []

    # --- entries and draws -------------------------------------------------------------------------------------
    def team_game(self, has_teams: bool) -> bool:
        """Are this competition's entrants teams? (``has_teams``: teams are registered in it.)"""
        return self.entries is Entries.TEAMS or (self.entries is Entries.EITHER and has_teams)

    def draw_method(self, settings: Mapping[str, Any], team_game: bool) -> DrawMethod | None:
        """How the next round is drawn (a :class:`DrawMethod` or its name), or ``None`` when the game is not
        drawn in rounds. The default: as its ``format`` setting says (``format_setting``), if it has one."""
        if "format" not in self.settings:
            return None
        return DrawMethod(self.with_defaults(settings)["format"])

    # --- standings and penalties ----------------------------------------------------------------------------
    def standings(self, source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable | None:
        """The competition's standings, or ``None`` when the game shows them in its own view."""
        return None

    penalties: PenaltyRules | None = None  # None: no judge's penalties in this game

    def penalty_problems(self, points: int, rule: str) -> list[str]:
        """What is wrong with a judge's penalty of ``points`` citing ``rule`` (empty when it may be stored): the
        game must take penalties, the rule must be one of its penalty rules and the points what that rule gives
        (a multiple of the step, at most the most; exactly the rule's points where it fixes them)."""
        return [message for _, message in self.penalty_findings(points, rule)]

    def penalty_findings(self, points: int, rule: str) -> list[tuple[str, str]]:
        """:meth:`penalty_problems`, each with the field it is about: ``"points"``, ``"rule"``, or ``""`` (the
        game takes no penalties)."""
        rules = self.penalties
        if rules is None:
            return [("", f"{self.title} takes no judge's penalties")]
        cite = f" (ruling {rules.ruling})" if rules.ruling else ""
        found = []
        key = rules.rule_key(rule) if isinstance(rule, str) else ""
        if not key:
            found.append(("rule", "a penalty needs the rule number it is given under"))
        elif len(rule.strip()) > MAX_RULE:
            found.append(("rule", f"a rule number is at most {MAX_RULE} characters"))
        elif rules.rules and key not in rules.rules:
            listed = ", ".join(rules.rules)
            found.append(
                ("rule", f"rule '{rule.strip()}' is not a penalty rule of {self.title} ({listed}){cite}")
            )
        fixed = rules.rules.get(key) if key else None
        if isinstance(points, bool) or not isinstance(points, int):
            found.append(("points", f"penalty points must be a whole number, not '{points}'"))
        elif fixed is not None and points != fixed:
            found.append(("points", f"a penalty under rule {key} is {fixed} points, not {points}{cite}"))
        elif points < rules.step or points > rules.most or points % rules.step:
            step = f" in steps of {rules.step}" if rules.step > 1 else ""
            found.append(
                (
                    "points",
                    f"penalty points must be from {rules.step} to {rules.most}{step}, not {points}{cite}",
                )
            )
        return found

    def penalty_sentence(
        self, points: int, offender: str, opponents: Sequence[str], rule: str, settings: Mapping[str, Any]
    ) -> PenaltySentence:
        """What a judge's penalty does, said for the desk and the history: who gets (or loses) the points, with
        the rule it is given under and the ruling. ``opponents``: the others seated at the table; ``settings``:
        the competition's, with their defaults. The default takes the points off the offender:
        "20 points off Red — rule 4.1" (a :class:`PenaltySentence`, whose parts the desk words itself)."""
        ruling = self.penalties.ruling if self.penalties is not None else ""
        return PenaltySentence(points, offender, rule, ruling)

    def sheet_penalties(self, sheet: Mapping[str, Any]) -> list[SheetPenalty]:
        """The judges' penalties written on a table's sheet of this game, as written (the desk holds them to
        :meth:`penalty_problems` and asks the judge for them). The default: a sheet carries none."""
        return []

    # --- the end of a competition ----------------------------------------------------------------------------
    def undecided(self, result: Mapping[str, Any], settings: Mapping[str, Any]) -> str | None:
        """Why a table's confirmed result does not decide its table yet, in the desk's words and citing the
        ruling (a 28 match level after 12 deals, a rummy table with players still in), or None when it does.
        ``settings`` are the table's (:meth:`round_settings`). A round is complete, and the next one drawn,
        only once every table's result decides it. The default: every confirmed result decides its table."""
        return None

    def finished(self, progress: Progress, settings: Mapping[str, Any]) -> bool:
        """Has the competition been played to its end by this game's rules, so that its standings are its final
        results? (The organiser may close a competition as well, whatever the game says.) The default goes by
        the draw method: a round robin once every round is drawn and complete; a knockout, or tables down to
        a final table, once the round drawn as the final is complete; any other, never."""
        if progress.method == DrawMethod.ROUND_ROBIN:
            from cardnight_desk.domain.draws.round_robin import round_count

            planned = round_count(progress.entrants)
            return planned > 0 and progress.rounds_complete >= planned
        return progress.final_complete

    # --- names kept in documents ----------------------------------------------------------------------------
    # where the competition's kept state (its own desk's document) names players, as name paths from the top
    # of the state (``domain/renaming.py``), e.g. "poker.game.entries.*.player"
    state_names: tuple[str, ...] = ()
    # what play at its own desk does that fixes some of its settings (``Setting.fixed_by``): each mark with the
    # dotted path of the field of the kept state that holds a value once it happened ("poker.game.seating")
    play_marks: Mapping[Play, str] = {}

    def player_labels(self, players: Sequence[tuple[int, str]]) -> dict[int, str]:
        """How the game's kept state names each registered player, ``(badge number, name)`` -> label. The
        default: by name."""
        return {number: name for number, name in players}

    # --- printing -------------------------------------------------------------------------------------------
    def sheet_layout(self, settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
        """The boxes of a table's score sheet for these sides (its entrants, in seat order), and its rule
        reminders; ``settings`` are the table's (:meth:`round_settings`), a missing one taking its default.
        Plain data: the printed sheet draws it, the desk's form takes its labels from it. The default: the
        game's :attr:`sheet_parts` layout, if it has one; else no boxes."""
        layout = self.sheet_parts.layout
        if layout is not None:
            return layout(self.with_defaults(settings), sides)
        from cardnight_desk.domain.sheet_layout import SheetLayout

        return SheetLayout(())

    def sheet_description(self) -> SheetDescription | None:
        """The one description of a table's game sheet (its fields, labels, bounds and rules), from which its
        reader, blank sheet, printout and the desk's form are built; ``None`` for a game whose sheet is not
        described so (its own form and layout). The default: the game's :attr:`sheet_parts` description."""
        return self.sheet_parts.description

    # --- a blank sheet --------------------------------------------------------------------------------------
    def sheet_template(self, kind_id: str) -> dict[str, Any]:
        """A blank sheet of one of this game's sheet kinds, to fill in (``cardnight-desk score --template``):
        every field of the kind's shape in ``resources/docs/score-sheets.md``, counts at 0, ticks false,
        entrants named ``Team A``, ``Player 1``..., settings at their defaults, and a choice written as its
        options (:func:`one_of`: ``"closed | stock | time"``) so that a sheet sent in unfilled is refused
        naming it. The default: the game's :attr:`sheet_parts` template, if it has one; else the ``game`` field
        alone."""
        template = self.sheet_parts.template
        return {"game": kind_id} if template is None else template(kind_id)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


def one_of(options: Sequence[str]) -> str:
    """A choice left open on a blank sheet: its options, ``" | "`` between them."""
    return " | ".join(options)
