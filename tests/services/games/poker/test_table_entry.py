"""Table entry at a poker freezeout, on real stores (SQLite file and PostgreSQL): each seated player's link,
their bust reports compared with the table's other players', the agreed bust recorded at the desk (or at once
under confirm_when_agreed), and what a link does once its player is out or moved."""

from __future__ import annotations

import base64
import threading

import pytest
from sqlalchemy import event

from cardnight_desk.services import history, phone_entry
from cardnight_desk.services.competition_settings import change_settings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.entry_links import CONFIRM_WHEN_AGREED, OFF, ON, RoundLinks
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.games.poker import table_entry as poker_entry
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.table_entry import (
    AGREED,
    CONFIRMED,
    DIFFERS,
    OPEN,
    WAITING,
    EntryClosed,
    EntryOutcome,
    EntryRefused,
)
from cardnight_desk.store.models import TableEntry
from tests.services.games.poker.test_desk import COMP, poker_event

PHONE_A, PHONE_B, PHONE_C = "192.168.1.20", "192.168.1.31", "192.168.1.42"
GAME = "poker-tournament"


def freezeout(target: str, setting: str = ON) -> tuple[Desk, RoundLinks]:
    """14 players drawn to two tables of seven (seed 7), entering on phones; the links of both tables."""
    desk = poker_event(target, 14, table_entry=setting)
    poker = PokerDesk(desk, COMP)
    poker.enter_registered()
    poker.draw_seats(seed=7)
    return desk, poker_entry.poker_links(desk, COMP)


@pytest.fixture
def night(event_target):
    desk, links = freezeout(event_target)
    yield desk, links.tables[0].sides
    desk.close()


def out(player: str, hand: int | None = 5, **more) -> dict:
    line = {"player": player} | ({"hand": hand} if hand is not None else {}) | more
    return {"game": GAME, "busts": [line]}


def entered(desk: Desk) -> int:
    with desk.store.session() as s:
        return s.query(TableEntry).count()


def places(desk: Desk) -> dict[str, int]:
    return {row.player: row.place for row in PokerDesk(desk, COMP).view().places}


def test_each_seated_player_has_a_private_link_that_stays_theirs(night):
    desk, sides = night
    links = poker_entry.poker_links(desk, COMP)
    assert links.round == 1 and [t.table for t in links.tables] == ["1", "2"]
    every = [side for table in links.tables for side in table.sides]
    assert len(every) == 14 and len({s.token for s in every}) == 14
    assert all(len(base64.urlsafe_b64decode(s.token + "==")) * 8 == 192 for s in every)
    assert poker_entry.poker_links(desk, COMP) == links  # asked again: the same links
    assert phone_entry.links(desk, COMP) == links
    with pytest.raises(Refusal, match="round 1"):
        phone_entry.links(desk, COMP, 2)
    view = phone_entry.entry_view(desk, sides[0].token)
    assert (view.competition, view.round, view.table, view.side) == (COMP, 1, "1", sides[0].side)
    assert view.sides == tuple(s.side for s in sides)
    assert (view.game, view.kind, view.setting, view.status) == ("poker", GAME, ON, OPEN)
    assert view.template == {"game": GAME, "busts": [{"player": None}]}
    assert (view.entered, view.confirmed) == (None, None)


def test_a_player_moved_to_another_table_gets_a_new_link_and_the_old_one_leads_nowhere(event_target):
    desk, links = freezeout(event_target)
    try:
        before = {(t.table, s.side): s.token for t in links.tables for s in t.sides}
        poker = PokerDesk(desk, COMP)
        first = links.tables[0].sides
        poker.bust([first[0].side], hand=1, seed=1)
        moved = poker.bust([first[1].side], hand=2, seed=1).last_moves.moves[0]  # PK-4: 5 v 7, one moves
        assert (moved.from_table, moved.to_table) == ("2", "1")
        old = before[("2", moved.player)]
        now = {s.side: s.token for t in poker_entry.poker_links(desk, COMP).tables for s in t.sides}
        assert now[moved.player] != old
        assert phone_entry.entry_view(desk, old) is None
        with pytest.raises(NotFound):
            phone_entry.submit_entry(desk, old, out(links.tables[1].sides[0].side), PHONE_A)
        view = phone_entry.entry_view(desk, now[moved.player])
        assert (view.table, view.side, view.status) == ("1", moved.player, OPEN)
        unmoved = next(s for s in first[2:])
        assert now[unmoved.side] == before[("1", unmoved.side)]  # the others keep theirs
    finally:
        desk.close()


def test_waiting_then_differs_then_agreed_then_the_desk_records_the_bust(night):
    desk, sides = night
    a, b, c, victim = sides[0], sides[1], sides[2], sides[3].side
    report = out(victim, 5)
    assert phone_entry.submit_entry(desk, a.token, report, PHONE_A) == EntryOutcome(WAITING)
    assert phone_entry.entry_view(desk, a.token).status == WAITING
    assert phone_entry.entry_view(desk, a.token).entered == report
    assert phone_entry.entry_view(desk, b.token).status == OPEN
    assert phone_entry.submit_entry(desk, b.token, out(victim, 6), PHONE_B) == EntryOutcome(
        DIFFERS, ("busts.0.hand",)
    )
    shown = poker_entry.table_reports(desk, COMP)["1"]
    assert (shown.status, shown.differences, [e.side for e in shown.entries]) == (
        DIFFERS,
        ("busts.0.hand",),
        [a.side, b.side],
    )
    with pytest.raises(Refusal, match="agree"):
        poker_entry.record_agreed(desk, COMP, "1")
    assert phone_entry.submit_entry(desk, c.token, report, PHONE_C) == EntryOutcome(AGREED)
    shown = poker_entry.table_reports(desk, COMP)["1"]
    assert (shown.status, shown.agreed, shown.agreed_by) == (AGREED, report, (a.side, c.side))
    assert phone_entry.entry_view(desk, b.token).status == DIFFERS
    assert places(desk) == {}  # not recorded until the desk says so (setting "on")

    poker_entry.record_agreed(desk, COMP, "1")
    assert places(desk) == {victim: 14}
    assert poker_entry.table_reports(desk, COMP) == {}  # the reports have done their work
    assert phone_entry.entry_view(desk, a.token).status == OPEN  # ready for the next bust
    changes = history.list_changes(desk)
    bust = next(ch for ch in changes if ch.action == "poker.bust")
    assert f"agreed at table 1 by {a.side}, {c.side}" in bust.why
    entries = [ch for ch in changes if ch.action == "table_entry.entered"]
    assert [(ch.after["side"], ch.after["address"]) for ch in entries] == [
        (c.side, PHONE_C),
        (b.side, PHONE_B),
        (a.side, PHONE_A),
    ]
    assert PHONE_A in entries[-1].summary
    agreed = [ch for ch in changes if ch.action == "table_entry.agreed"]
    assert len(agreed) == 1 and agreed[0].after["sides"] == [a.side, c.side]
    actions = [ch.action for ch in reversed(changes) if ch.action.startswith(("table_entry", "poker.bust"))]
    assert actions[-2:] == ["table_entry.agreed", "poker.bust"]


def test_an_agreement_is_a_change_in_the_history_once_however_many_players_join_it(night):
    desk, sides = night
    report = out(sides[4].side, 9)
    for side, phone in zip(sides[:3], (PHONE_A, PHONE_B, PHONE_C), strict=True):
        assert phone_entry.submit_entry(desk, side.token, report, phone).status in (WAITING, AGREED)
    shown = poker_entry.table_reports(desk, COMP)["1"]
    assert shown.agreed_by == tuple(s.side for s in sides[:3])
    agreed = [ch for ch in history.list_changes(desk) if ch.action == "table_entry.agreed"]
    assert [ch.after["sides"] for ch in agreed] == [[sides[0].side, sides[1].side]]


def test_record_agreed_refuses_a_report_that_changed_since_the_desk_saw_it(night):
    desk, sides = night
    from cardnight_desk.services.errors import Conflict
    from cardnight_desk.services.table_entry import digest_of

    for side in sides[:2]:
        phone_entry.submit_entry(desk, side.token, out(sides[4].side, 5), PHONE_A)
    with pytest.raises(Conflict):
        poker_entry.record_agreed(desk, COMP, "1", digest_of(out(sides[4].side, 6)))
    assert places(desk) == {}
    poker_entry.record_agreed(desk, COMP, "1", digest_of(out(sides[4].side, 5)))
    assert places(desk) == {sides[4].side: 14}


def test_confirm_when_agreed_records_the_bust_at_once_and_the_players_link_then_shows_it(event_target):
    desk, links = freezeout(event_target, CONFIRM_WHEN_AGREED)
    try:
        sides = links.tables[0].sides
        victim = sides[2]
        report = out(victim.side, 4, start_chips=1500)
        assert phone_entry.submit_entry(desk, sides[0].token, report, PHONE_A).status == WAITING
        assert places(desk) == {}
        assert phone_entry.submit_entry(desk, sides[1].token, report, PHONE_B).status == AGREED
        assert places(desk) == {victim.side: 14}
        bust = history.list_changes(desk, action_prefix="poker.bust")[0]
        assert "agreed at table 1" in bust.why and bust.who.startswith("table entry")
        with pytest.raises(EntryClosed):  # a retry of the same report, after it was recorded
            phone_entry.submit_entry(desk, sides[0].token, report, PHONE_A)
        view = phone_entry.entry_view(desk, victim.token)
        assert (view.status, view.confirmed) == (CONFIRMED, report)
        assert victim.side in view.sides
        with pytest.raises(EntryClosed):
            phone_entry.submit_entry(desk, victim.token, out(sides[3].side, 6), PHONE_C)
        assert phone_entry.check_entry(desk, victim.token, out(sides[3].side, 6)) == []
        assert entered(desk) == 2
    finally:
        desk.close()


def test_the_same_report_posted_twice_is_stored_once(night):
    desk, sides = night
    report = out(sides[5].side, 7)
    assert phone_entry.submit_entry(desk, sides[0].token, report, PHONE_A).status == WAITING
    assert (
        phone_entry.submit_entry(desk, sides[0].token, dict(reversed(report.items())), PHONE_A).status
        == WAITING
    )
    assert entered(desk) == 1
    assert phone_entry.submit_entry(desk, sides[1].token, report, PHONE_B).status == AGREED
    assert phone_entry.submit_entry(desk, sides[1].token, report, PHONE_B).status == AGREED
    assert entered(desk) == 2
    assert len(history.list_changes(desk, action_prefix="table_entry.agreed")) == 1


def test_a_report_the_rules_refuse_is_not_stored_and_says_where(night):
    desk, sides = night
    two = {
        "game": GAME,
        "busts": [{"player": sides[1].side, "hand": 3}, {"player": sides[2].side, "hand": 3}],
    }
    with pytest.raises(EntryRefused) as err:
        phone_entry.submit_entry(desk, sides[0].token, two, PHONE_A)
    assert [e["path"] for e in err.value.errors] == ["busts"] and "PK-5" in err.value.errors[0]["message"]
    assert phone_entry.check_entry(desk, sides[0].token, two) == err.value.errors
    other_table = poker_entry.poker_links(desk, COMP).tables[1].sides[0].side
    said = phone_entry.check_entry(desk, sides[0].token, out(other_table))
    assert [e["path"] for e in said] == ["busts.0.player"] and "not playing at table 1" in said[0]["message"]
    assert phone_entry.check_entry(desk, sides[0].token, out(sides[1].side)) == []
    assert entered(desk) == 0 and history.list_changes(desk, action_prefix="table_entry") == []


def test_a_report_naming_a_player_the_desk_recorded_out_meanwhile_no_longer_counts(night):
    desk, sides = night
    victim = sides[3].side
    phone_entry.submit_entry(desk, sides[0].token, out(victim, 5), PHONE_A)
    assert poker_entry.table_reports(desk, COMP)["1"].status == WAITING
    PokerDesk(desk, COMP).bust([victim], hand=5, seed=1)  # typed at the desk's own bust form
    assert poker_entry.table_reports(desk, COMP) == {}
    assert phone_entry.entry_view(desk, sides[0].token).status == OPEN
    with pytest.raises(EntryClosed):  # the second phone is late: the bust is there already
        phone_entry.submit_entry(desk, sides[1].token, out(victim, 5), PHONE_B)
    next_one = out(sides[4].side, 6)
    assert phone_entry.submit_entry(desk, sides[1].token, next_one, PHONE_B).status == WAITING
    assert phone_entry.submit_entry(desk, sides[0].token, next_one, PHONE_A).status == AGREED


def test_with_the_setting_off_the_links_lead_nowhere(night):
    desk, sides = night
    change_settings(desk, COMP, {"table_entry": OFF})
    assert phone_entry.entry_view(desk, sides[0].token) is None
    with pytest.raises(NotFound):
        phone_entry.submit_entry(desk, sides[0].token, out(sides[1].side), PHONE_A)
    with pytest.raises(NotFound):
        phone_entry.check_entry(desk, sides[0].token, out(sides[1].side))
    assert phone_entry.entry_view(desk, "no-such-token") is None
    assert entered(desk) == 0


def test_nothing_is_lost_when_the_desk_is_closed_and_opened_again(event_target):
    desk, links = freezeout(event_target)
    sides = links.tables[0].sides
    report = out(sides[6].side, 3)
    phone_entry.submit_entry(desk, sides[0].token, report, PHONE_A)
    phone_entry.submit_entry(desk, sides[1].token, out(sides[6].side, 4), PHONE_B)
    before = poker_entry.table_reports(desk, COMP)
    desk.close()
    desk = Desk.open(event_target)
    try:
        assert poker_entry.table_reports(desk, COMP) == before
        assert poker_entry.poker_links(desk, COMP) == links
        assert phone_entry.entry_view(desk, sides[0].token).entered == report
        assert phone_entry.submit_entry(desk, sides[2].token, report, PHONE_C).status == AGREED
        poker_entry.record_agreed(desk, COMP, "1")
        assert places(desk) == {sides[6].side: 14}
    finally:
        desk.close()


def test_two_phones_agreeing_at_the_same_moment_record_the_bust_once(event_target):
    """Two desks (the players' pages of two processes) store two players' reports at the same moment under
    confirm_when_agreed: the bust is recorded once, whichever of them sees the agreement."""
    desk, links = freezeout(event_target, CONFIRM_WHEN_AGREED)
    sides = links.tables[0].sides
    report = out(sides[3].side, 2)
    phone_entry.submit_entry(desk, sides[0].token, report, PHONE_A)  # the first report is in
    desk.close()
    desks = [Desk.open(event_target) for _ in range(2)]
    try:
        start, said, failed = threading.Barrier(2), [], []

        def post(at: Desk, token: str) -> None:
            start.wait()
            try:
                said.append(phone_entry.submit_entry(at, token, report, PHONE_B).status)
            except Exception as err:  # noqa: BLE001 - any failure is the test's to report
                failed.append(err)

        threads = [
            threading.Thread(target=post, args=(at, s.token)) for at, s in zip(desks, sides[1:3], strict=True)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert failed == [] or all(isinstance(e, EntryClosed) for e in failed), failed
        assert said and set(said) <= {AGREED}
        assert places(desks[0]) == {sides[3].side: 14}
        assert len(history.list_changes(desks[0], action_prefix="poker.bust")) == 1
    finally:
        for d in desks:
            d.close()


def test_every_tables_reports_are_read_in_one_query_of_the_reports(tmp_path):
    """The desk reads every table's reports every few seconds: one query reads them all, however many tables."""
    desk, links = freezeout(str(tmp_path / "many.cardnight"))
    try:
        for table in links.tables:
            for side in table.sides[:2]:
                phone_entry.submit_entry(desk, side.token, out(table.sides[2].side, 7), PHONE_A)
        statements: list[str] = []

        def heard(_conn, _cursor, statement, *_args) -> None:
            if "table_entry" in statement and statement.lstrip().upper().startswith("SELECT"):
                statements.append(statement)

        event.listen(desk.store.engine, "before_cursor_execute", heard)
        try:
            reports = poker_entry.table_reports(desk, COMP)
        finally:
            event.remove(desk.store.engine, "before_cursor_execute", heard)
        assert sorted(reports) == ["1", "2"] and {r.status for r in reports.values()} == {AGREED}
        assert len(statements) == 1, statements
    finally:
        desk.close()


def test_a_bust_taken_back_at_the_desk_does_not_bring_back_the_reports_made_before(night):
    desk, sides = night
    wrong = out(sides[3].side, 8)
    for side, phone in zip(sides[:2], (PHONE_A, PHONE_B), strict=True):
        phone_entry.submit_entry(desk, side.token, wrong, phone)
    poker_entry.record_agreed(desk, COMP, "1")
    PokerDesk(desk, COMP).undo_bust()  # the phones named the wrong player: the desk takes the bust back
    assert places(desk) == {}
    assert poker_entry.table_reports(desk, COMP) == {}
    assert phone_entry.entry_view(desk, sides[0].token).status == OPEN
    right = out(sides[4].side, 8)
    assert phone_entry.submit_entry(desk, sides[0].token, right, PHONE_A) == EntryOutcome(WAITING)
    assert phone_entry.submit_entry(desk, sides[2].token, right, PHONE_C) == EntryOutcome(AGREED)
    assert poker_entry.table_reports(desk, COMP)["1"].agreed == right
