"""Double entry of score sheets: two people enter the same paper sheet blind; it is confirmed only when they agree.

Words used here:

- *double entry*: the competition setting ``double_entry`` (off by default). When it is on, a sheet is never
  confirmed from one person's typing.
- *first entry*: the first time a table's sheet is entered. It is stored as an ordinary draft (the marker is the
  setting itself: in a double-entry competition every draft is a first entry waiting for its second), and the
  history says who entered it.
- *second entry*: the same paper typed again by someone who has not seen the first entry (the desk opens an
  empty form for it; nothing here hands the first entry's content out before the comparison).
- *difference*: a field where the two entries disagree, as the dotted path of
  ``resources/docs/score-sheets.md`` (the same paths the sheet errors use: ``teams.Lions.hand_cards.low``)
  with the first and the second value.

When the second entry has no differences the sheet is confirmed (the history records that the two entries
agreed); otherwise nothing is stored and the desk is shown the differences, to check against the paper. If the
paper shows that the first entry was wrong, :func:`replace_first` stores the second entry as the new first
entry, which again waits for a blind entry that agrees with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.sheet_checks import join
from cardnight_desk.services import scores
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.sheet_check import check_sheet
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.services.tables import find_table

SETTING = "double_entry"

# stages of a table's sheet under double entry: no sheet, a first entry waiting, or confirmed
MISSING, AWAITING_SECOND, CONFIRMED = SheetStatus.MISSING, "awaiting_second", SheetStatus.CONFIRMED
# what a second entry came to
FIRST_STORED, AGREED, DIFFERS = "first_stored", "agreed", "differs"


@dataclass(frozen=True)
class Difference:
    path: str
    first: Any  # ``None`` when the first entry does not have the field
    second: Any


@dataclass(frozen=True)
class EntryState:
    """Where a table's sheet stands, without its content (the second entry is typed blind)."""

    stage: str  # MISSING, AWAITING_SECOND or CONFIRMED
    first_by: str  # who made the first entry ("" when there is none)
    version: int  # the stored version, 0 when nothing is stored


@dataclass(frozen=True)
class Outcome:
    stage: str  # FIRST_STORED, AGREED or DIFFERS
    differences: tuple[Difference, ...]
    sheet: scores.SheetInfo | None  # what is stored now (None: nothing yet)


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b  # True is not 1 on a sheet


def differences(first: Any, second: Any, path: str = "") -> list[Difference]:
    """Every field where two sheets disagree, with its dotted path (groups by key, lists by position)."""
    if isinstance(first, dict) and isinstance(second, dict):
        out: list[Difference] = []
        for key in [*first, *(k for k in second if k not in first)]:
            if key not in first or key not in second:
                out.append(Difference(join(path, key), first.get(key), second.get(key)))
            else:
                out += differences(first[key], second[key], join(path, key))
        return out
    if isinstance(first, list) and isinstance(second, list):
        out = []
        for index in range(max(len(first), len(second))):
            a = first[index] if index < len(first) else None
            b = second[index] if index < len(second) else None
            if a is None or b is None:
                if not (a is None and b is None):
                    out.append(Difference(join(path, index), a, b))
            else:
                out += differences(a, b, join(path, index))
        return out
    return [] if _same(first, second) else [Difference(path or "(sheet)", first, second)]


def is_on(desk: Desk, competition: str) -> bool:
    """Whether the competition's sheets are entered twice (the ``double_entry`` setting)."""
    with desk.store.session() as s:
        return bool(competition_info(find_competition(s, competition)).settings.get(SETTING))


def state(desk: Desk, competition: str, round_no: int, table: str) -> EntryState:
    info = scores.get_sheet(desk, competition, round_no, table)
    if info is None:
        return EntryState(MISSING, "", 0)
    if info.status == SheetStatus.CONFIRMED:
        return EntryState(CONFIRMED, info.entered_by, info.version)
    return EntryState(AWAITING_SECOND, info.entered_by, info.version)


def _check(desk: Desk, competition: str, round_no: int, table: str, sheet: Any) -> None:
    """Refuse a sheet that is not valid for the table, with every error, before comparing anything."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        check_sheet(s, comp, find_table(s, comp, round_no, table), sheet)


def enter(
    desk: Desk,
    competition: str,
    round_no: int,
    table: str,
    sheet: Any,
    *,
    judge: str | None = None,
    pin: str | None = None,
) -> Outcome:
    """Enter a sheet under double entry: the first entry is stored as a draft; a second one confirms the sheet
    when it agrees with the first and otherwise stores nothing and says where they differ. A first entry
    carrying penalties needs the judge's name and PIN (EV-4, :func:`~cardnight_desk.services.scores.
    enter_sheet`); a second entry agreeing with it gives nothing new."""
    if not is_on(desk, competition):
        raise Refusal(f"'{competition}' does not use double entry: save the sheet as usual")
    _check(desk, competition, round_no, table, sheet)
    stored = scores.get_sheet(desk, competition, round_no, table)
    if stored is None:
        info = scores.enter_sheet(
            desk, competition, round_no, table, sheet, expected_version=0, judge=judge, pin=pin
        )
        return Outcome(FIRST_STORED, (), info)
    if stored.status == SheetStatus.CONFIRMED:
        raise Refusal(f"table {table}'s sheet is already confirmed; a judge must edit it")
    found = tuple(differences(stored.sheet, sheet))
    if found:
        return Outcome(DIFFERS, found, stored)
    info = scores.confirm_sheet(desk, competition, round_no, table, expected_version=stored.version)
    with desk.store.session() as s:
        record(
            s,
            event_row(s).id,
            desk.who,
            "double_entry.agreed",
            "score_sheet",
            None,
            f"{competition} round {round_no} table {table}: the second entry by {desk.who} agrees with the "
            f"first entry by {stored.entered_by}; sheet confirmed",
            None,
            {"first_by": stored.entered_by, "second_by": desk.who, "version": info.version},
        )
    return Outcome(AGREED, (), info)


def replace_first(
    desk: Desk,
    competition: str,
    round_no: int,
    table: str,
    sheet: Any,
    *,
    expected_version: int,
    judge: str | None = None,
    pin: str | None = None,
) -> Outcome:
    """The paper shows the first entry was wrong: the second entry becomes the new first entry (a draft that
    again waits for a blind entry agreeing with it). A first entry changed since the comparison is a Conflict."""
    if not is_on(desk, competition):
        raise Refusal(f"'{competition}' does not use double entry: save the sheet as usual")
    info = scores.enter_sheet(
        desk, competition, round_no, table, sheet, expected_version=expected_version, judge=judge, pin=pin
    )
    return Outcome(FIRST_STORED, (), info)
