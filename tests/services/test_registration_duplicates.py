"""A workbook row with the name of a player already in the event and another date of birth is asked about, as
the desk's form asks: refused with the question (both dates of birth named), nothing stored, unless the import
confirms such rows as new players (all of them, or the rows numbered)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.registration import PlayerDetails
from cardnight_desk.services.registration_apply import apply_batch
from cardnight_desk.services.registration_batch import NEW, REFUSED, UNCHANGED, BatchRow, plan_batch
from cardnight_desk.services.registration_duplicates import PossibleDuplicates

TODAY = dt.date(2026, 10, 1)
KNOWN = dt.date(1985, 4, 2)
OTHER = dt.date(1985, 2, 4)


@pytest.fixture
def desk(event_target):
    d = Desk.create(event_target, "Diwali Cards Night", dt.date(2026, 11, 8), who="desk 1")
    add_competition(d, "Bukharo", "bukharo")
    add_competition(d, "Rummy", "rummy")
    reg.register_player(d, "Bukharo", PlayerDetails("Asha Patel", KNOWN, eligible=True), today=TODAY)
    yield d
    d.close()


def row(number: int, name: str, born: dt.date | None, *competitions: str) -> BatchRow:
    return BatchRow(number, PlayerDetails(name, born, eligible=True), competitions or ("Rummy",))


ROWS = [
    row(2, "asha  PATEL", OTHER),  # the same name in another case and spacing, another date of birth
    row(3, "Bina Shah", dt.date(1990, 5, 6)),
    row(4, "Asha Patel", KNOWN, "Bukharo"),  # the player already here: no question
]


def state(desk) -> tuple:
    players = [(p.number, p.name, p.born, p.competitions) for p in reg.list_players(desk)]
    return players, len(list_changes(desk))


def test_a_possible_duplicate_refuses_the_import_naming_the_row_and_both_dates(desk):
    before = state(desk)
    plan = plan_batch(desk, ROWS, today=TODAY)
    assert not plan.ok and plan.only_same_names
    assert [(r.row, r.status) for r in plan.rows] == [(2, REFUSED), (3, NEW), (4, UNCHANGED)]
    (asked,) = plan.same_names
    assert (asked.row, asked.name, asked.born, asked.numbers) == (2, "asha PATEL", OTHER, (1,))
    (error,) = plan.errors
    assert error["path"] == "row 2"
    assert error["message"] == (
        "asha PATEL (1985-02-04) has the name of player 1, Asha Patel, born 1985-04-02: is this player 1?"
    )
    with pytest.raises(PossibleDuplicates) as refused:
        apply_batch(desk, ROWS, source="night.xlsx", today=TODAY)
    assert isinstance(refused.value, Refusal)
    assert refused.value.message == "nothing was imported: 1 row is refused"
    assert refused.value.only_same_names and refused.value.same_names == plan.same_names
    assert refused.value.errors == [error]
    assert state(desk) == before  # nothing they typed is lost, and nothing was stored


def test_confirmed_rows_are_registered_as_new_players(desk):
    assert plan_batch(desk, ROWS, today=TODAY, confirm_new=True).ok
    done = apply_batch(desk, ROWS, source="night.xlsx", today=TODAY, confirm_new=True)
    assert (done.new_players, done.new_registrations) == (2, 2)
    players = {p.number: (p.name, p.born, p.competitions) for p in reg.list_players(desk)}
    assert players == {
        1: ("Asha Patel", KNOWN, ("Bukharo",)),
        2: ("asha PATEL", OTHER, ("Rummy",)),
        3: ("Bina Shah", dt.date(1990, 5, 6), ("Rummy",)),
    }
    # once both are here, a row with either date of birth is that player: no question any more
    again = plan_batch(desk, [row(2, "Asha Patel", OTHER, "Bukharo")], today=TODAY)
    assert again.ok and again.rows[0].status != REFUSED and not again.same_names


def test_only_the_rows_confirmed_are_new_players(desk):
    rows = [*ROWS, row(5, "ASHA PATEL", dt.date(1986, 1, 1))]
    plan = plan_batch(desk, rows, today=TODAY, confirm_new={2})
    assert [q.row for q in plan.same_names] == [5] and plan.only_same_names
    assert plan.errors[0]["message"].startswith("ASHA PATEL (1986-01-01) has the name of player 1")
    before = state(desk)
    with pytest.raises(PossibleDuplicates):
        apply_batch(desk, rows, today=TODAY, confirm_new={2})
    assert state(desk) == before
    done = apply_batch(desk, rows, today=TODAY, confirm_new={2, 5})
    assert done.new_players == 3


@pytest.mark.parametrize("other", [6, 2], ids=["another row", "the same row"])
def test_a_possible_duplicate_among_other_refusals_is_listed_with_them(desk, other):
    rows = [r for r in ROWS if r.row != other] + [row(other, "Asha Patel", OTHER, "Rummy", "Poker night")]
    plan = plan_batch(desk, rows, today=TODAY)
    assert [q.row for q in plan.same_names] == sorted({2, other}) and not plan.only_same_names
    assert any("unknown competition 'Poker night'" in e["message"] for e in plan.errors)
    assert {e["path"] for e in plan.errors} == {"row 2", f"row {other}"}
    before = state(desk)
    with pytest.raises(PossibleDuplicates) as refused:
        apply_batch(desk, rows, today=TODAY, confirm_new=False)
    assert not refused.value.only_same_names and refused.value.errors == list(plan.errors)
    assert state(desk) == before
