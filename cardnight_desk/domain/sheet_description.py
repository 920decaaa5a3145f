"""A game's score sheet described once, as typed data: what the sheet's reader checks, what the blank sheet
holds, what the printed sheet draws and what the desk's form (and the players' phones) ask for.

Words:

- a *field* is one value written on the sheet: its *key* (its dotted path inside what holds it:
  ``closed.sequence`` inside a team), its *kind* (:class:`Kind`: a whole number between *bounds*, yes/no,
  one of a few *options*, the name of one of the sheet's sides, or a short text), its *label* (the English
  words the desk's form shows, translated in the catalogue under the description's ``context``), the *group*
  it is written under on paper (a heading such as "Cards in hand"), what it is *worth* (printed beside its
  label), a *hint* shown in an empty text field, and the *rule* it answers to;
- the *side fields* are written once for each side of the game (team, player) under ``sides`` (``"teams"``:
  ``{"teams": {"Lions": {...}, "Tigers": {...}}}``); a sheet whose sides have no fields of their own lists
  their names instead (``side_list``: ``{"players": ["Asha", "Ben"]}``); a sheet not played between sides (a
  whole poker tournament, one baccarat hand) has none; the *game fields* once for the game (``ended_by``,
  rummy's ``target``);
- a *line list* is a list of lines with the same fields each (the penalties a table writes on its sheet, the
  deals of a rummy table); a line may hold an entry for each side under ``side_key`` with the line's *side
  fields* (each player's result in a deal), some of them written *only if* another field of the entry has a
  given value (when a player dropped: only for ``result`` ``dropped``);
  a *preset* fills one field of a line from another (rule 19.3 fixes the points at 50).

Each label is marked for the translations tool where it is written (``QT_TRANSLATE_NOOP(context, text)``,
here a plain function: the domain knows no Qt), so a label is translated once, wherever it is shown.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardnight_desk.domain.sheet_checks import Checker


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name the translations tool looks for
    """``text``, marked for translation in ``context``."""
    return text


class Kind(Enum):
    WHOLE = "whole"  # a whole number, between the field's bounds
    YES_NO = "yes_no"  # true or false (a box to tick)
    CHOICE = "choice"  # one of the field's options
    SIDE = "side"  # the name of one of the sheet's sides
    TEXT = "text"  # a short text
    CARDS = "cards"  # a list of card names ("10H", "JS")
    RANK = "rank"  # a card's rank ("5", "K"), or none
    WHOLES = "wholes"  # a list of whole numbers (poker's payout percentages)
    COUNTS = "counts"  # a whole number between the field's bounds for each of a few names ({"1": 7})
    AMOUNT = "amount"  # a sum of chips, more than 0 and at most ``hi``, with at most two decimals


@dataclass(frozen=True)
class Option:
    """One of a choice's options: the value the sheet holds, and its label."""

    value: str
    label: str


@dataclass(frozen=True)
class Field:
    """One value written on the sheet (see the module's words)."""

    key: str
    kind: Kind
    label: str
    rule: str = ""
    group: str = ""
    worth: str = ""
    hint: str = ""
    lo: int | None = None  # a whole number's bounds and step (a multiple of ``step``)
    hi: int | None = None
    step: int | None = None
    options: tuple[Option, ...] = ()
    optional: bool = False  # may be left out of the sheet
    width: float = 0.0  # in a printed line list: the column's share of the page's width
    # the value on a blank sheet (the setting it defaults to): a whole number's, a text's, a list's
    default: int | str | tuple[int, ...] | None = None
    only_if: tuple[str, str] | None = None  # written only when that field of the same entry has that value
    printed: str = ""  # the printed sheet's heading where it differs from the label (the codes to write)
    last: bool = False  # a game field written after the line lists (28's coin toss, due after the deals)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(option.value for option in self.options)

    @property
    def printed_label(self) -> str:
        """The label as the printed sheet shows it: under its group, with what it is worth."""
        words = f"{self.group}: {self.label}" if self.group else self.label
        return f"{words} ({self.worth})" if self.worth else words

    def blank(self) -> Any:
        """The field on a blank sheet: its default or 0, false, its options (``"closed | stock | time"``), no
        cards, no rank or side (null), its default text or list, or empty text, list or counts."""
        if self.kind in (Kind.WHOLE, Kind.AMOUNT):
            return 0 if self.default is None else self.default
        if self.kind is Kind.YES_NO:
            return False
        if self.kind is Kind.CHOICE:
            return " | ".join(self.values)
        if self.kind is Kind.CARDS:
            return []
        if self.kind in (Kind.RANK, Kind.SIDE):
            return None
        if self.kind is Kind.WHOLES:
            return list(self.default) if isinstance(self.default, tuple) else []
        if self.kind is Kind.COUNTS:
            return {}
        return self.default if isinstance(self.default, str) else ""


@dataclass(frozen=True)
class Preset:
    """A line's ``target`` field that its ``source`` field fixes: ``values`` maps a source (a rule number) to
    the target's value (its points); a source is matched without case, spaces or a leading word "rule"."""

    source: str
    target: str
    values: tuple[tuple[str, int | None], ...]

    def value(self, source: str) -> int | None:
        return dict(self.values).get(source.strip().lower().removeprefix("rule").strip())


@dataclass(frozen=True)
class LineList:
    """A list of lines on the sheet (see the module's words); ``add`` and ``remove`` label the form's
    buttons (``&`` before a shortcut's letter), ``rows`` is how many blank lines the printed sheet has,
    ``number`` heads the column of the lines' numbers where the lines are numbered ("Deal"); an ``optional``
    list may be left out of the sheet (a baccarat hand with no bets)."""

    key: str
    label: str
    fields: tuple[Field, ...]
    rule: str = ""
    add: str = ""
    remove: str = ""
    rows: int = 3
    preset: Preset | None = None
    number: str = ""
    side_key: str = ""
    side_fields: tuple[Field, ...] = ()
    optional: bool = False

    def field(self, key: str) -> Field:
        return next(f for f in (*self.fields, *self.side_fields) if f.key == key)

    @property
    def line_keys(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A line's keys in the line's order: those it must hold and those it may."""
        return tuple(f.key for f in self.fields if not f.optional), tuple(
            f.key for f in self.fields if f.optional
        )

    def only_if(self, key: str, value: object) -> tuple[str, ...]:
        """The side fields written only when the entry's ``key`` field is ``value``, in the line's order."""
        return tuple(f.key for f in self.side_fields if f.only_if == (key, value))


@dataclass(frozen=True)
class SheetDescription:
    """One game sheet's fields (see the module's words). ``sides`` is "" for a sheet with none;
    ``blank_sides`` name the sides of a blank sheet;
    ``total`` is the form's line under each side's column, its ``%s`` filled by the side's ``total_of``
    fields of the scored result."""

    game: str
    context: str
    sides: str = ""
    blank_sides: tuple[str, ...] = ()
    side_fields: tuple[Field, ...] = ()
    game_fields: tuple[Field, ...] = ()
    lines: tuple[LineList, ...] = ()
    total: str = ""
    total_of: tuple[str, ...] = ()
    side_list: bool = False

    def side_field(self, key: str) -> Field:
        return self._side_fields[key]

    def game_field(self, key: str) -> Field:
        return next(f for f in self.game_fields if f.key == key)

    def line_list(self, key: str) -> LineList:
        return next(lines for lines in self.lines if lines.key == key)

    @property
    def top_keys(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The sheet's own keys in the sheet's order: those it must hold (its game, sides, required game
        fields and line lists) and those it may (its optional game fields and line lists)."""
        keys = ("game", self.sides, *(f.key for f in self._first), *(lines.key for lines in self.lines))
        keys += tuple(f.key for f in self.game_fields if f.last)
        optional = (
            *(f.key for f in self.game_fields if f.optional),
            *(x.key for x in self.lines if x.optional),
        )
        return tuple(key for key in keys if key and key not in optional), optional

    def read_top(self, checker: Checker, sheet: object, what: str) -> Mapping[str, Any] | None:
        """The fields of ``sheet`` (``what``: "a rummy-table sheet"): its own keys (:attr:`top_keys`) and its
        ``settings``; ``None``, recorded on ``checker``, when it is not a group of fields."""
        required, optional = self.top_keys
        return checker.obj(sheet, "", required, (*optional, "settings"), what=what)

    @property
    def name_paths(self) -> tuple[str, ...]:
        """Where the sheet names its sides (name paths, ``domain/renaming.py``): its sides (``"teams.*"`` in
        a list, ``"teams.{}"`` as keys), each line's side entries and each field holding a side's name."""
        sides = f"{self.sides}.*" if self.side_list else f"{self.sides}.{{}}"
        paths = [*([sides] if self.sides else []), *(f.key for f in self.game_fields if f.kind is Kind.SIDE)]
        for lines in self.lines:
            paths += [f"{lines.key}.*.{f.key}" for f in lines.fields if f.kind is Kind.SIDE]
            if lines.side_key:
                paths.append(f"{lines.key}.*.{lines.side_key}.{{}}")
        return tuple(paths)

    @property
    def _first(self) -> tuple[Field, ...]:
        return tuple(f for f in self.game_fields if not f.last)

    def side_keys(self, kind: Kind) -> tuple[str, ...]:
        """The side's fields of one kind that stand on their own (``licence``), in the sheet's order."""
        return self._side_keys.get(kind, ())

    def side_groups(self) -> dict[str, tuple[Field, ...]]:
        """The side's groups of fields (``closed`` -> its ``sequence``, ``high_set``, ``low_set``)."""
        return self._side_groups

    # worked out once: a sheet's reader asks for them for every side of every game
    @cached_property
    def _side_fields(self) -> dict[str, Field]:
        return {f.key: f for f in self.side_fields}

    @cached_property
    def _side_keys(self) -> dict[Kind, tuple[str, ...]]:
        keys: dict[Kind, tuple[str, ...]] = {}
        for f in self.side_fields:
            if "." not in f.key:
                keys[f.kind] = (*keys.get(f.kind, ()), f.key)
        return keys

    @cached_property
    def _side_groups(self) -> dict[str, tuple[Field, ...]]:
        groups: dict[str, tuple[Field, ...]] = {}
        for f in self.side_fields:
            if "." in f.key:
                outer = f.key.split(".", 1)[0]
                groups[outer] = (*groups.get(outer, ()), f)
        return groups

    def blank_side(self) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        for f in self.side_fields:
            put(entry, f.key, f.blank())
        return entry

    def blank(self) -> dict[str, Any]:
        """A blank sheet of one game: every field at :meth:`Field.blank`, the sides named ``blank_sides``."""
        sides = list(self.blank_sides) if self.side_list else {n: self.blank_side() for n in self.blank_sides}
        return {
            "game": self.game,
            **{f.key: f.blank() for f in self._first},
            **({self.sides: sides} if self.sides else {}),
            **{lines.key: [] for lines in self.lines},
            **{f.key: f.blank() for f in self.game_fields if f.last},
        }

    def to_json(self) -> dict[str, Any]:
        """The description as JSON, for a form in a web page: each field with its dotted ``path`` in the sheet
        (``{side}`` standing for a side's name, ``{n}`` for a line's number) and its kind, bounds, options,
        label and rule; a side field of a line (``{side}`` in its path) written only when another field has
        a value says so (``only_if``)."""

        def field(f: Field, path: str) -> dict[str, Any]:
            out: dict[str, Any] = {"path": path, "kind": f.kind.value, "label": f.label}
            extra = {"group": f.group, "worth": f.worth, "hint": f.hint, "rule": f.rule}
            out |= {k: v for k, v in extra.items() if v}
            out |= {k: v for k, v in (("min", f.lo), ("max", f.hi), ("step", f.step)) if v is not None}
            if f.options:
                out["options"] = [{"value": o.value, "label": o.label} for o in f.options]
            if f.optional:
                out["optional"] = True
            if f.only_if:
                out["only_if"] = {f.only_if[0]: f.only_if[1]}
            if f.default is not None:
                out["default"] = list(f.default) if isinstance(f.default, tuple) else f.default
            return out

        def line_list(lines: LineList) -> dict[str, Any]:
            out: dict[str, Any] = {
                "path": lines.key,
                "label": lines.label,
                "rule": lines.rule,
                "fields": [field(f, f"{lines.key}.{{n}}.{f.key}") for f in lines.fields],
            }
            if lines.side_fields:
                where = f"{lines.key}.{{n}}.{lines.side_key}.{{side}}"
                out["side_fields"] = [field(f, f"{where}.{f.key}") for f in lines.side_fields]
            if p := lines.preset:
                out["preset"] = {"from": p.source, "to": p.target, "values": dict(p.values)}
            if lines.optional:
                out["optional"] = True
            # the words of its buttons and of its lines' numbers, where it has its own (``&`` before a
            # shortcut's letter, as the desk's form has them)
            out |= {
                k: v for k, v in (("add", lines.add), ("remove", lines.remove), ("number", lines.number)) if v
            }
            return out

        sides = {
            "path": self.sides,
            **({"list": True} if self.side_list else {}),
            "fields": [field(f, f"{self.sides}.{{side}}.{f.key}") for f in self.side_fields],
        }
        return {
            "game": self.game,
            "context": self.context,
            "fields": [field(f, f.key) for f in self.game_fields],
            **({"sides": sides} if self.sides else {}),
            "lines": [line_list(lines) for lines in self.lines],
        }


def put(group: dict[str, Any], key: str, value: Any) -> None:
    """``group`` with ``value`` at the dotted ``key`` (``closed.sequence``), the groups on its way made."""
    *outer, last = key.split(".")
    for name in outer:
        group = group.setdefault(name, {})
    group[last] = value


def get(group: Any, key: str) -> Any:
    """The value at the dotted ``key`` of ``group`` (``None`` where there is none)."""
    for name in key.split("."):
        group = group.get(name) if isinstance(group, Mapping) else None
    return group


def groups_of(fields: tuple[Field, ...]) -> Iterator[tuple[str, tuple[Field, ...]]]:
    """The fields in runs of the same group, in order (a run with no group has the group "")."""
    run: list[Field] = []
    for f in fields:
        if run and f.group != run[-1].group:
            yield run[-1].group, tuple(run)
            run = []
        run.append(f)
    if run:
        yield run[-1].group, tuple(run)
