"""Table entry: each side enters its table's sheet through its link; stored once, compared with the other sides',
agreed sheets go to the desk as a draft (or confirm themselves), and a confirmed sheet takes no more entries."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, history, scores, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound
from cardnight_desk.services.table_entry import AGREED, CONFIRMED, DIFFERS, OPEN, WAITING, EntryOutcome
from cardnight_desk.store.models import TableEntry
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    rummy_sheet,
)

PHONE_A, PHONE_B = "192.168.1.20", "192.168.1.31"


def night(target: str, setting: str = table_entry.ON) -> tuple[Desk, str, str]:
    """A Bhukhar night, round 1 drawn (Lions v Tigers at table 1), and the two sides' tokens."""
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"], {"table_entry": setting})
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    lions, tigers = table_entry.links_by_table(desk, "Bhukhar", 1)["1"].sides
    return desk, lions.token, tigers.token


@pytest.fixture
def table(event_target):
    desk, lions, tigers = night(event_target)
    yield desk, lions, tigers
    desk.close()


def entered(desk: Desk) -> int:
    with desk.store.session() as s:
        return s.query(TableEntry).count()


def test_a_link_shows_its_table_its_sides_and_the_games_blank_sheet(table):
    desk, lions, _ = table
    view = table_entry.entry_view(desk, lions)
    assert (view.competition, view.round, view.table, view.side) == ("Bhukhar", 1, "1", "Lions")
    assert view.sides == ("Lions", "Tigers")
    assert (view.game, view.kind, view.setting) == ("bhukhar", "bhukhar", table_entry.ON)
    assert view.description["game"] == "bhukhar" and view.description["sides"]["path"] == "teams"
    assert view.template["game"] == "bhukhar" and list(view.template["teams"]) == ["Lions", "Tigers"]
    assert (view.status, view.entered, view.confirmed) == (OPEN, None, None)


def test_one_side_waits_for_the_other_and_both_agreeing_gives_the_desk_a_draft(table):
    desk, lions, tigers = table
    sheet = bhukhar_sheet("Lions", "Tigers")
    assert table_entry.submit_entry(desk, lions, sheet, PHONE_A) == EntryOutcome(WAITING)
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None
    assert table_entry.entry_view(desk, lions).status == WAITING
    assert table_entry.entry_view(desk, lions).entered == sheet
    assert table_entry.entry_view(desk, tigers).status == OPEN
    assert table_entry.submit_entry(desk, tigers, sheet, PHONE_B) == EntryOutcome(AGREED)
    draft = scores.get_sheet(desk, "Bhukhar", 1, "1")
    assert (draft.status, draft.sheet, draft.entered_by) == ("draft", sheet, "table entry: Lions, Tigers")
    assert table_entry.entry_view(desk, lions).status == AGREED
    changes = history.list_changes(desk, action_prefix="table_entry")
    assert [c.action for c in changes] == ["table_entry.agreed", "table_entry.entered", "table_entry.entered"]
    assert changes[0].who == "table entry: Lions, Tigers"
    assert changes[1].who == "table entry: Tigers" and PHONE_B in changes[1].summary
    assert changes[2].after["side"] == "Lions" and changes[2].after["address"] == PHONE_A
    assert history.list_changes(desk, action_prefix="sheet.enter")[0].who == "table entry: Lions, Tigers"
    assert history.verify_history(desk).intact


def test_entries_that_differ_name_the_fields_and_store_no_draft_until_they_agree(table):
    desk, lions, tigers = table
    table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    typo = table_entry.submit_entry(desk, tigers, bhukhar_sheet("Lions", "Tigers", 3), PHONE_B)
    assert typo == EntryOutcome(DIFFERS, ("teams.Lions.hand_cards.low",))
    assert typo.to_json() == {"status": "differs", "fields": ["teams.Lions.hand_cards.low"]}
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None
    assert table_entry.entry_view(desk, lions).status == DIFFERS
    fixed = table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers", 3), PHONE_A)
    assert fixed.to_json() == {"status": "agreed"}
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").sheet == bhukhar_sheet("Lions", "Tigers", 3)


def test_the_same_entry_posted_twice_is_stored_once_with_the_same_answer(table):
    desk, lions, tigers = table
    sheet = bhukhar_sheet("Lions", "Tigers")
    assert table_entry.submit_entry(desk, lions, sheet, PHONE_A).status == WAITING
    assert table_entry.submit_entry(desk, lions, dict(reversed(sheet.items())), PHONE_A).status == WAITING
    assert entered(desk) == 1
    assert table_entry.submit_entry(desk, tigers, sheet, PHONE_B).status == AGREED
    version = scores.get_sheet(desk, "Bhukhar", 1, "1").version
    assert table_entry.submit_entry(desk, tigers, sheet, PHONE_B).status == AGREED  # a retry
    assert entered(desk) == 2
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").version == version
    assert len(history.list_changes(desk, action_prefix="table_entry")) == 3


def test_a_sheet_the_rules_refuse_is_not_stored_and_its_errors_have_their_paths(table):
    desk, lions, _ = table
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Tigers"]["closed"]["sequence"] = 1  # BH-5: no licence, nothing on the table
    with pytest.raises(table_entry.EntryRefused) as err:
        table_entry.submit_entry(desk, lions, sheet, PHONE_A)
    assert "teams.Tigers.closed.sequence" in {e["path"] for e in err.value.errors}
    assert table_entry.check_entry(desk, lions, sheet) == err.value.errors
    assert table_entry.check_entry(desk, lions, bhukhar_sheet("Lions", "Tigers")) == []
    wrong = bhukhar_sheet("Lions", "Bears")
    assert "teams.Bears" in {e["path"] for e in table_entry.check_entry(desk, lions, wrong)}
    assert table_entry.check_entry(desk, lions, "not a sheet") == [
        {"path": "(sheet)", "message": "not a JSON object"}
    ]
    assert entered(desk) == 0 and history.list_changes(desk, action_prefix="table_entry") == []


def test_a_penalty_cannot_come_from_a_phone(table):
    desk, lions, _ = table
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=[{"team": "Tigers", "points": 50, "rule": "19.3"}])
    with pytest.raises(table_entry.EntryRefused) as err:
        table_entry.submit_entry(desk, lions, sheet, PHONE_A)
    assert {"path": "penalties.0", "message": table_entry.NO_PENALTY} in err.value.errors
    assert entered(desk) == 0


def test_a_draft_typed_at_the_desk_is_not_replaced_by_the_phones(table):
    desk, lions, tigers = table
    typed = bhukhar_sheet("Lions", "Tigers", 4)
    scores.enter_sheet(desk, "Bhukhar", 1, "1", typed)
    table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    assert table_entry.submit_entry(desk, tigers, bhukhar_sheet("Lions", "Tigers"), PHONE_B).status == AGREED
    kept = scores.get_sheet(desk, "Bhukhar", 1, "1")
    assert (kept.sheet, kept.entered_by, kept.version) == (typed, "desk 1", 1)


def test_once_the_desk_confirms_the_link_shows_the_sheet_and_takes_no_more_entries(table):
    desk, lions, tigers = table
    sheet = bhukhar_sheet("Lions", "Tigers")
    table_entry.submit_entry(desk, lions, sheet, PHONE_A)
    table_entry.submit_entry(desk, tigers, sheet, PHONE_B)
    scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    view = table_entry.entry_view(desk, tigers)
    assert (view.status, view.confirmed) == (CONFIRMED, sheet)
    with pytest.raises(table_entry.EntryClosed):
        table_entry.submit_entry(desk, tigers, bhukhar_sheet("Lions", "Tigers", 3), PHONE_B)
    assert entered(desk) == 2


def test_confirm_when_agreed_confirms_the_agreed_sheet(event_target):
    desk, lions, tigers = night(event_target, table_entry.CONFIRM_WHEN_AGREED)
    try:
        sheet = bhukhar_sheet("Lions", "Tigers")
        table_entry.submit_entry(desk, lions, sheet, PHONE_A)
        assert table_entry.submit_entry(desk, tigers, sheet, PHONE_B).status == AGREED
        assert scores.get_sheet(desk, "Bhukhar", 1, "1").status == "confirmed"
        assert table_entry.entry_view(desk, lions).status == CONFIRMED
        with pytest.raises(table_entry.EntryClosed):
            table_entry.submit_entry(desk, lions, sheet, PHONE_A)
    finally:
        desk.close()


def test_a_link_leads_nowhere_while_the_setting_is_off_or_after_a_redraw(tmp_path):
    desk, lions, _ = night(str(tmp_path / "off.cardnight"), table_entry.OFF)
    try:
        assert table_entry.entry_view(desk, lions) is None
        with pytest.raises(NotFound):
            table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
        with pytest.raises(NotFound):
            table_entry.check_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"))
        assert table_entry.entry_view(desk, "no-such-token") is None
    finally:
        desk.close()
    desk = bhukhar_event(str(tmp_path / "redraw.cardnight"), ["Lions", "Tigers"], {"table_entry": "on"})
    try:
        draws.draw_next_round(desk, "Bhukhar", seed=1)
        token = table_entry.round_links(desk, "Bhukhar").tables[0].sides[0].token
        assert table_entry.entry_view(desk, token) is not None
        draws.redraw_round(desk, "Bhukhar", 1, seed=2)
        assert table_entry.entry_view(desk, token) is None
        with pytest.raises(NotFound):
            table_entry.submit_entry(desk, token, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    finally:
        desk.close()


def test_an_acknowledged_entry_is_there_after_the_desk_is_closed_and_opened_again(event_target):
    desk, lions, tigers = night(event_target)
    table_entry.submit_entry(desk, lions, bhukhar_sheet("Lions", "Tigers"), PHONE_A)
    desk.close()
    desk = Desk.open(event_target)
    try:
        assert table_entry.entry_view(desk, lions).entered == bhukhar_sheet("Lions", "Tigers")
        assert (
            table_entry.submit_entry(desk, tigers, bhukhar_sheet("Lions", "Tigers"), PHONE_B).status == AGREED
        )
    finally:
        desk.close()


def test_a_rummy_table_agrees_when_every_player_has_entered_the_same_sheet(tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    try:
        competition_with_players(desk, "Rummy", "rummy", 6, {"table_entry": "on"})
        draws.draw_next_round(desk, "Rummy", seed=3)
        links = table_entry.round_links(desk, "Rummy", 1).tables[0].sides
        players = tuple(link.side for link in links)
        view = table_entry.entry_view(desk, links[0].token)
        assert (view.kind, view.sides, view.template["players"]) == ("rummy-table", players, list(players))
        sheet = rummy_sheet(list(players), players[0], 230, None)  # one table of six: the final (RU-7)
        outcomes = [table_entry.submit_entry(desk, link.token, sheet, PHONE_A).status for link in links]
        assert outcomes == [WAITING] * (len(links) - 1) + [AGREED]
        assert scores.get_sheet(desk, "Rummy", 1, "1").sheet == sheet
    finally:
        desk.close()


def test_both_sides_posting_at_the_same_moment_agree_once(event_target):
    """Two desks (the players' pages of two processes) store the two sides' entries at the same moment, at each
    table: the second to be stored sees the first, so each table agrees exactly once and gets its draft."""
    import threading

    desk, _, _ = night(event_target)
    tables = table_entry.round_links(desk, "Bhukhar", 1).tables
    desk.close()
    desks = [Desk.open(event_target) for _ in range(2)]
    try:
        for table in tables:
            sheet = bhukhar_sheet(*(side.side for side in table.sides))
            start, said = threading.Barrier(2), []

            def post(at: Desk, token: str, sheet: dict = sheet, start=start, said: list = said) -> None:
                start.wait()
                said.append(table_entry.submit_entry(at, token, sheet, PHONE_A).status)

            threads = [
                threading.Thread(target=post, args=(at, side.token))
                for at, side in zip(desks, table.sides, strict=True)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join(60)
            assert sorted(said) == [AGREED, WAITING], table.table
            assert scores.get_sheet(desks[0], "Bhukhar", 1, table.table).sheet == sheet
        assert len(history.list_changes(desks[0], action_prefix="table_entry.agreed")) == 2
    finally:
        for d in desks:
            d.close()
