"""What the score desk reads of the sides' entries: each table's state (waiting, differing with the fields,
agreed, confirmed), each side's entry with when and from where it came, for a whole round in a few queries."""

from __future__ import annotations

import pytest
from sqlalchemy import event

from cardnight_desk.services import scores, table_entry
from cardnight_desk.services.table_entry import AGREED, CONFIRMED, DIFFERS, WAITING
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet

PHONE_A, PHONE_B = "192.168.1.20", "192.168.1.31"
TEAMS = ["Lions", "Tigers", "Bears", "Wolves", "Owls", "Foxes"]


@pytest.fixture
def night(event_target):
    desk = bhukhar_event(event_target, TEAMS, {"table_entry": table_entry.ON})
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves"), ("Owls", "Foxes")])
    links = table_entry.links_by_table(desk, "Bhukhar", 1)
    yield desk, {t: tuple(side.token for side in links[t].sides) for t in links}
    desk.close()


def test_each_table_says_where_its_sides_entries_stand(night):
    desk, tokens = night
    assert table_entry.table_states(desk, "Bhukhar", 1) == {}
    table_entry.submit_entry(desk, tokens["1"][0], bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    table_entry.submit_entry(desk, tokens["1"][1], bhukhar_sheet("Lions", "Tigers"), PHONE_B)
    table_entry.submit_entry(desk, tokens["2"][0], bhukhar_sheet("Bears", "Wolves"), PHONE_A)
    table_entry.submit_entry(desk, tokens["2"][1], bhukhar_sheet("Bears", "Wolves", 3), PHONE_B)
    table_entry.submit_entry(desk, tokens["3"][1], bhukhar_sheet("Owls", "Foxes"), PHONE_B)
    states = table_entry.table_states(desk, "Bhukhar", 1)
    assert {label: state.status for label, state in states.items()} == {
        "1": AGREED,
        "2": DIFFERS,
        "3": WAITING,
    }
    differs = states["2"]
    assert differs.sides == ("Bears", "Wolves")
    assert differs.differences == ("teams.Bears.hand_cards.low",)
    bears, wolves = differs.entries
    assert (bears.side, bears.address, bears.sheet) == ("Bears", PHONE_A, bhukhar_sheet("Bears", "Wolves"))
    assert (wolves.side, wolves.address) == ("Wolves", PHONE_B)
    assert wolves.sheet["teams"]["Bears"]["hand_cards"]["low"] == 3
    assert bears.at <= wolves.at
    assert differs.entry("Wolves") is wolves and differs.entry("Owls") is None
    waiting = states["3"]
    assert [e.side for e in waiting.entries] == ["Foxes"] and waiting.differences == ()
    assert table_entry.table_state(desk, "Bhukhar", 1, "2") == differs
    assert table_entry.table_state(desk, "Bhukhar", 1, "3") == waiting


def test_a_side_entering_again_counts_its_latest_entry_and_a_confirmed_sheet_says_so(night):
    desk, tokens = night
    lions, tigers = tokens["1"]
    table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    table_entry.submit_entry(desk, tigers, bhukhar_sheet("Lions", "Tigers", 3), PHONE_B)
    assert table_entry.table_state(desk, "Bhukhar", 1, "1").status == DIFFERS
    table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers", 3), "192.168.1.99")
    state = table_entry.table_state(desk, "Bhukhar", 1, "1")
    assert (state.status, state.differences) == (AGREED, ())
    assert state.entry("Lions").address == "192.168.1.99"
    assert table_entry.table_state(desk, "Bhukhar", 1, "2") is None
    scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    assert table_entry.table_state(desk, "Bhukhar", 1, "1").status == CONFIRMED


def test_a_round_of_many_tables_is_read_in_two_queries(tmp_path):
    names = [f"Team {k:03}" for k in range(120)]
    desk = bhukhar_event(str(tmp_path / "big.cardnight"), names, {"table_entry": table_entry.ON})
    try:
        add_round(desk, 1, list(zip(names[::2], names[1::2], strict=True)))
        for t in table_entry.round_links(desk, "Bhukhar", 1).tables:
            sheet = bhukhar_sheet(*(side.side for side in t.sides))
            for side in t.sides:
                table_entry.submit_entry(desk, side.token, sheet, PHONE_A)
        statements: list[str] = []

        def heard(_conn, _cursor, statement, *_args) -> None:
            if statement.lstrip().upper().startswith("SELECT"):
                statements.append(statement)

        engine = desk.store.engine
        event.listen(engine, "before_cursor_execute", heard)
        try:
            states = table_entry.table_states(desk, "Bhukhar", 1)
        finally:
            event.remove(engine, "before_cursor_execute", heard)
        assert len(states) == 60 and {s.status for s in states.values()} == {AGREED}
        assert len(statements) == 2, statements
    finally:
        desk.close()
