"""Entering sheets, confirming, judges' penalties and edits, conflicts, standings — on real stores."""

from __future__ import annotations

import re

import pytest
from sqlalchemy import event, select

from cardnight_desk.services import history, judges, scores, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.judges import PinRefused
from cardnight_desk.store.models import DeskTable, ScoreSheet
from tests.services.builders import add_round, bhukhar_sheet, two_tables


@pytest.fixture
def desk(event_target):
    d = two_tables(event_target)
    yield d
    d.close()


def test_valid_sheet_is_stored_as_a_draft_and_scored(desk):
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert info.status == "draft" and info.version == 1
    assert info.result["teams"]["Lions"] == {
        "score": 650,
        "master": 2,
        "bonus": 3,
    }  # the spec example less its penalty
    assert info.result["teams"]["Tigers"]["score"] == -290
    assert standings.standings(desk, "Bhukhar").sheets_counted == 0  # drafts do not count yet
    confirmed = scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    assert confirmed.status == "confirmed"
    table = standings.standings(desk, "Bhukhar")
    assert [(r.place, r.name) for r in table.rows][:1] == [(1, "Lions")]
    assert table.rows[0].value("master") == 2


def test_invalid_sheet_is_refused_with_every_problem_and_nothing_stored(desk):
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Tigers"]["closed"]["sequence"] = 1  # BH-5: no licence, nothing on the table
    sheet["ended_by"] = "finished"
    with pytest.raises(Refusal) as err:
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet)
    paths = {e["path"] for e in err.value.errors}
    assert "ended_by" in paths and any(p.startswith("teams.Tigers") for p in paths)
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None


def test_stale_save_is_a_conflict_showing_both_versions(desk):
    first = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    scores.enter_sheet(
        desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers", 3), expected_version=first.version
    )
    with pytest.raises(Conflict) as err:
        scores.enter_sheet(
            desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"), expected_version=first.version
        )
    assert err.value.theirs["teams"]["Lions"]["hand_cards"]["low"] == 3
    assert err.value.mine["teams"]["Tigers"]["licence"] is True
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").sheet["teams"]["Lions"]["hand_cards"]["low"] == 3


def test_confirmed_sheet_changes_only_through_a_judge_with_the_pin(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    with pytest.raises(Refusal, match="already confirmed"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Tigers", "Lions"))
    judges.set_pin(desk, "2468")
    with pytest.raises(PinRefused):
        scores.edit_confirmed(
            desk,
            "Bhukhar",
            1,
            "1",
            bhukhar_sheet("Tigers", "Lions"),
            judge="Mr Shah",
            pin="1111",
            why="sheet had the teams swapped",
        )
    info = scores.edit_confirmed(
        desk,
        "Bhukhar",
        1,
        "1",
        bhukhar_sheet("Tigers", "Lions"),
        judge="Mr Shah",
        pin="2468",
        why="sheet had the teams swapped",
    )
    assert info.result["winner"] == "Tigers"
    change = history.list_changes(desk, action_prefix="sheet.judge_edit")[0]
    assert change.who == "Mr Shah" and change.why == "sheet had the teams swapped"
    assert change.before["sheet"]["teams"]["Lions"]["licence"] is True
    assert change.after["sheet"]["teams"]["Tigers"]["licence"] is True


FOUL = {"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked the card count out of turn"}


def test_ev4_penalties_on_a_sheet_need_the_judge_and_each_is_kept_in_the_history(desk):
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=[FOUL])
    with pytest.raises(Refusal, match="penalties on a sheet need a judge: "):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet)
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match="penalties on a sheet need a judge: "):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, pin="2468")
    with pytest.raises(PinRefused, match="needs the judge PIN"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah")
    with pytest.raises(PinRefused, match="wrong judge PIN"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin="1111")
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None
    assert history.list_changes(desk, action_prefix="penalty") == []
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin="2468")
    assert info.result["teams"]["Lions"]["score"] == 700  # award_opponent (BH-6)
    given = history.list_changes(desk, action_prefix="penalty")
    assert len(given) == 1 and given[0].who == "Mr Shah" and "rule 19.3" in given[0].summary
    assert given[0].after == {k: FOUL[k] for k in ("points", "rule", "note")} | {"entrant": "Tigers"}
    assert history.list_changes(desk, action_prefix="sheet.enter")[0].who == "desk 1"
    # the same penalty entered again with a corrected count is not given twice
    again = bhukhar_sheet("Lions", "Tigers", 3, penalties=[FOUL])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", again, judge="Mr Shah", pin="2468")
    assert len(history.list_changes(desk, action_prefix="penalty")) == 1


def test_ev4_taking_a_penalty_off_a_draft_needs_the_judge_too(desk):
    judges.set_pin(desk, "2468")
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=[FOUL])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin="2468")
    with pytest.raises(Refusal, match="taking penalties off a sheet needs a judge: "):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").sheet["penalties"] == [FOUL]
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), judge="Mr Shah", pin="2468")
    taken = history.list_changes(desk, action_prefix="penalty.sheet_off")
    assert len(taken) == 1 and taken[0].who == "Mr Shah" and taken[0].before["rule"] == "19.3"


@pytest.mark.parametrize(
    ("penalty", "path", "message"),
    [
        (
            {"team": "Tigers", "points": 50, "rule": "99.9"},
            "penalties.0.rule",
            "not a penalty rule of Bhukhar",
        ),
        ({"team": "Tigers", "points": 7, "rule": "19.5"}, "penalties.0.points", "multiple of 5"),
        ({"team": "Tigers", "points": 100, "rule": "19.3"}, "penalties.0.points", "is 50 points, not 100"),
    ],
)
def test_bh6_a_penalty_on_a_sheet_keeps_rule_19_and_never_blocks_the_table(desk, penalty, path, message):
    judges.set_pin(desk, "2468")
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=[penalty])
    with pytest.raises(Refusal) as err:
        scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin="2468")
    found = [e for e in err.value.errors if e["path"] == path]
    assert len(found) == 1 and message in found[0]["message"], err.value.errors
    assert scores.get_sheet(desk, "Bhukhar", 1, "1") is None
    assert history.list_changes(desk, action_prefix="penalty") == []
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.status == "confirmed"


def test_ev4_a_judges_edit_keeps_the_penalties_it_gives_and_takes_off_in_the_history(desk):
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    edited = bhukhar_sheet("Lions", "Tigers", penalties=[FOUL])
    with pytest.raises(Refusal) as refused:
        scores.edit_confirmed(
            desk,
            "Bhukhar",
            1,
            "1",
            bhukhar_sheet("Lions", "Tigers", penalties=[FOUL | {"rule": "99.9"}]),
            judge="Mr Shah",
            pin="2468",
            why="the claim was written on the back",
        )
    assert "not a penalty rule" in {e["path"]: e["message"] for e in refused.value.errors}["penalties.0.rule"]
    info = scores.edit_confirmed(
        desk, "Bhukhar", 1, "1", edited, judge="Mr Shah", pin="2468", why="the claim was written on the back"
    )
    assert info.result["teams"]["Lions"]["score"] == 700
    given = history.list_changes(desk, action_prefix="penalty.sheet")
    assert [(c.action, c.who, c.after["rule"]) for c in given] == [("penalty.sheet", "Mr Shah", "19.3")]


def test_a_judges_why_is_text_within_its_limit(desk):
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    with pytest.raises(Refusal, match="the reason is longer than 1000 characters"):
        scores.edit_confirmed(
            desk,
            "Bhukhar",
            1,
            "1",
            bhukhar_sheet("Tigers", "Lions"),
            judge="Mr Shah",
            pin="2468",
            why="w" * 1001,
        )
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").result["winner"] == "Lions"


def test_a_save_takes_the_events_lock_last_and_never_reads_the_rounds_draw(desk):
    """Every desk's save waits for the event's lock (the history's head): a save takes it only once
    everything else is read and written, and reads neither the round's whole draw nor a count of the round."""
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))  # a draft: no backup is due
    statements: list[str] = []

    def seen(_conn, _cursor, statement, *_args) -> None:
        statements.append(" ".join(statement.split()))

    event.listen(desk.store.engine, "before_cursor_execute", seen)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"), confirm=True)
    event.remove(desk.store.engine, "before_cursor_execute", seen)
    locking = next(i for i, text in enumerate(statements) if "UPDATE event" in text)
    assert all(not text.startswith("SELECT") for text in statements[locking:])
    whole_draw = re.compile(r"round\.draw(, round\.| FROM)")  # the column itself, not a path into it
    assert not any(whole_draw.search(text) for text in statements)
    assert not any("count(" in text for text in statements)
    assert len(statements) <= 9


def test_the_round_is_backed_up_when_its_last_sheet_is_confirmed_and_not_before(desk, monkeypatch):
    """A round whose last table's sheet is confirmed (entered confirmed, or confirmed later) is backed up
    once; a draft at the last table, or a confirmed sheet while another table is open, is not enough. The
    backup is made after the save, never inside it (``backups.make_due``)."""
    backed_up: list[str] = []
    monkeypatch.setattr(scores.backups, "automatic", lambda _desk, why: backed_up.append(why))
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"))  # a draft
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert desk.backups_due == []  # table 2 holds only a draft
    scores.confirm_sheet(desk, "Bhukhar", 1, "2")
    assert desk.backups_due == ["Bhukhar round 1 confirmed"] and backed_up == []  # not inside the save
    scores.backups.make_due(desk)
    assert backed_up == ["Bhukhar round 1 confirmed"] and desk.backups_due == []
    add_round(desk, 2, [("Lions", "Bears"), ("Tigers", "Wolves")])
    scores.enter_sheet(desk, "Bhukhar", 2, "1", bhukhar_sheet("Lions", "Bears"), confirm=True)
    assert desk.backups_due == []  # table 2 of round 2 has no sheet yet
    scores.enter_sheet(desk, "Bhukhar", 2, "2", bhukhar_sheet("Tigers", "Wolves"), confirm=True)
    scores.backups.make_due(desk)
    assert backed_up == ["Bhukhar round 1 confirmed", "Bhukhar round 2 confirmed"]


def test_a_backup_that_fails_after_the_round_s_last_sheet_never_fails_the_save(desk, monkeypatch):
    """The backup a round's last sheet asks for fails (as a PostgreSQL copy racing eight desks did, with the
    database's IntegrityError): the save was stored and says so; the backup's failure is only a warning."""
    import sqlalchemy.exc

    from cardnight_desk.store import backup as store_backup

    def broken(store, reason):
        raise sqlalchemy.exc.IntegrityError("INSERT", {}, Exception("FOREIGN KEY constraint failed"))

    monkeypatch.setattr(store_backup, "automatic_backup", broken)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"), confirm=True)
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.status == "confirmed"
    assert scores.backups.make_due(desk) == [None]  # said as not made, never raised
    assert scores.get_sheet(desk, "Bhukhar", 1, "1").status == "confirmed"


def test_a_first_sheet_stored_at_another_desk_meanwhile_is_a_conflict_showing_theirs(desk, monkeypatch):
    """Two desks entering a table's first sheet at once: the one storing it second is refused with both
    sheets (the one-sheet-per-table rule, caught as the save commits), never stored over the first."""
    other = Desk.open(desk.target, who="desk 2")
    theirs = bhukhar_sheet("Tigers", "Lions")
    checking = scores.check_table_sheet

    def meanwhile(*args, **kwargs):
        monkeypatch.setattr(
            scores, "check_table_sheet", checking
        )  # the other desk's own save checks as usual
        scores.enter_sheet(other, "Bhukhar", 1, "1", theirs, confirm=True)
        return checking(*args, **kwargs)

    monkeypatch.setattr(scores, "check_table_sheet", meanwhile)
    mine = bhukhar_sheet("Lions", "Tigers")
    try:
        with pytest.raises(Conflict, match="saved at another desk a moment ago") as refused:
            scores.enter_sheet(desk, "Bhukhar", 1, "1", mine, confirm=True)
    finally:
        other.close()
    assert refused.value.mine == mine and refused.value.theirs == theirs
    stored = scores.get_sheet(desk, "Bhukhar", 1, "1")
    assert stored.sheet == theirs and stored.entered_by == "desk 2" and stored.version == 1
    entered = history.list_changes(desk, action_prefix="sheet.enter")
    assert [c.who for c in entered] == ["desk 2"]
    assert history.verify_history(desk).intact


def test_a_sheets_change_names_the_sheet_stored_and_chains(desk):
    """The history change of every save names the stored sheet by its id (on PostgreSQL a first sheet's id is
    put in by the server as it stores the sheet, inside the hashed text) and the chain verifies."""
    first = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"))
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Wolves", "Bears"), expected_version=1)
    with desk.store.session() as s:
        ids = dict(s.execute(select(DeskTable.label, ScoreSheet.id).join(ScoreSheet)).all())
    entered = history.list_changes(desk, action_prefix="sheet.enter")
    assert [(c.entity, c.entity_id) for c in reversed(entered)] == [
        ("score_sheet", ids["1"]),
        ("score_sheet", ids["2"]),
        ("score_sheet", ids["2"]),
    ]
    assert entered[-1].after == {"sheet": bhukhar_sheet("Lions", "Tigers"), "status": "confirmed"}
    assert (
        entered[-1].summary == "Bhukhar round 1 table 1: sheet confirmed"
        and entered[-1].who == first.entered_by
    )
    assert first.version == 1 and first.status == "confirmed" and first.updated_at is not None
    verdict = history.verify_history(desk)
    assert verdict.intact, verdict.reason
