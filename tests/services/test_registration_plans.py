"""The rows a batch's plan keeps, packed: read back as they were given, past the part held in memory, and the
duplicate check's keys told apart when their hashes are the same."""

from __future__ import annotations

import datetime as dt

from cardnight_desk.services import registration_plans as plans
from cardnight_desk.services.registration_plans import FirstRows, PlanRows, RowPlan


def plan(n: int) -> RowPlan:
    teams = (("Bhukhar league", f"Team {n // 3}"),) if n % 2 else ()
    comps = ("Rummy", "Bhukhar league") if n % 2 else ("Rummy",)
    return RowPlan(
        n + 2, f"ജോസഫ് {n}", n or None, "new", comps, comps[:1], teams, ("bad",) if n % 7 == 0 else ()
    )


def test_rows_read_back_as_given_past_what_is_held_in_memory(monkeypatch):
    monkeypatch.setattr(plans, "HELD", 1024)
    rows = PlanRows()
    given = [plan(n) for n in range(500)]
    for p in given:
        rows.append(p)
    assert rows._file is not None  # most are in the temporary file
    assert list(rows) == given and rows[-1] == given[-1] and rows[3:6] == given[3:6]
    changed = RowPlan(9, "x", None, "refused", (), (), (), ("team too small",))
    rows.replace(7, changed)
    assert rows[7] == changed and rows[8] == given[8] and len(rows) == 500


def test_a_duplicate_is_found_when_every_key_has_the_same_hash(monkeypatch):
    monkeypatch.setattr(plans, "hash", lambda key: 7, raising=False)
    names = ["Asha Patel", "Bina Shah", "ASHA  PATEL", "Asha Patel", "bina shah"]
    born = [dt.date(1984, 3, 2), dt.date(1990, 1, 1), dt.date(1984, 3, 2), None, dt.date(1990, 1, 1)]
    seen = FirstRows(lambda i: names[i])
    found = [seen.first(plans.el.name_key(n), b, i) for i, (n, b) in enumerate(zip(names, born, strict=True))]
    assert found == [None, None, 0, None, 1]
