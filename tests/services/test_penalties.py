"""A judge's penalty at a table (EV-4): the PIN, the judge, the rule, an entrant seated there; scored with a
Bhukhar sheet (BH-6) and kept in the history."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, history, judges, penalties, scores, standings
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.judges import PinRefused
from cardnight_desk.services.tables import find_table
from cardnight_desk.store.models import Penalty, Team
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    two_tables,
)


@pytest.fixture
def desk(event_target):
    d = two_tables(event_target)
    yield d
    d.close()


def test_ev4_penalty_needs_the_pin_and_is_scored_by_bh6(desk):
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    with pytest.raises(PinRefused, match="no judge PIN"):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=None)
    judges.set_pin(desk, "2468")
    with pytest.raises(PinRefused, match="needs the judge PIN"):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin=None)
    said = penalties.add_penalty(
        desk,
        "Bhukhar",
        1,
        "1",
        "Tigers",
        50,
        "19.3",
        "Mr Shah",
        pin="2468",
        note="asked card count out of turn",
    )
    assert said == "50 points to Lions, the opponents of Tigers — rule 19.3, BH-6"
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700  # award_opponent: the claiming team gets the 50 (BH-6)
    change = history.list_changes(desk, action_prefix="penalty")[0]
    assert change.who == "Mr Shah" and change.summary == f"Bhukhar round 1 table 1, penalty: {said}"


def test_bh6_under_deduct_offender_the_penalty_says_the_points_come_off(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"], settings={"penalty_mode": "deduct_offender"})
    add_round(desk, 1, [("Lions", "Tigers")])
    judges.set_pin(desk, "2468")
    said = penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468")
    assert said == "50 points off Tigers — rule 19.3, BH-6"
    assert history.list_changes(desk, action_prefix="penalty")[0].summary.endswith(said)
    desk.close()


@pytest.mark.parametrize(
    ("entrant", "points", "rule", "judge", "message"),
    [
        ("Tigers", 50, "19.3", " ", "needs the judge's name"),
        ("Tigers", 50, "", "Mr Shah", "needs the rule number"),
        ("Tigers", 0, "19.3", "Mr Shah", "whole number above 0, not '0'"),
        ("Tigers", True, "19.3", "Mr Shah", "whole number above 0"),
        ("Bears", 50, "19.3", "Mr Shah", r"'Bears' is not seated at table 1 \(seated: Lions, Tigers\)"),
    ],
)
def test_a_penalty_is_refused_without_what_it_needs(desk, entrant, points, rule, judge, message):
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match=message):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", entrant, points, rule, judge, pin="2468")
    assert history.list_changes(desk, action_prefix="penalty") == []


def test_a_penalty_before_the_sheet_is_scored_when_the_sheet_comes(desk):
    judges.set_pin(desk, "2468")
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468")
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.result["teams"]["Lions"]["score"] == 700
    assert (
        info.sheet["penalties"] == []
    )  # the sheet is stored as typed; the desk's penalty stays with the table
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700


@pytest.mark.parametrize(
    ("points", "rule", "message"),
    [
        (7, "19.5", r"from 5 to 100 in steps of 5, not 7 \(ruling BH-6\)"),
        (10**9, "19.5", r"from 5 to 100 in steps of 5, not 1000000000 \(ruling BH-6\)"),
        (50, "99.9", r"rule '99.9' is not a penalty rule of Bhukhar \(OAUK\)"),
        (100, "19.3", "a penalty under rule 19.3 is 50 points, not 100"),
    ],
)
def test_bh6_a_penalty_rule_19_does_not_give_is_refused_and_the_table_goes_on(desk, points, rule, message):
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match=message):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", points, rule, "Mr Shah", pin="2468")
    assert history.list_changes(desk, action_prefix="penalty") == []
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.result["teams"]["Lions"]["score"] == 650 and info.notices == ()


def test_ev4_a_game_without_penalty_rules_takes_no_penalty(desk):
    players = competition_with_players(desk, "Rummy", "rummy", 6)
    draws.draw_next_round(desk, "Rummy", seed=1)
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match="takes no judge's penalties"):
        penalties.add_penalty(desk, "Rummy", 1, "1", players[0], 10, "4", "Mr Shah", pin="2468")
    assert history.list_changes(desk, action_prefix="penalty") == []


def test_a_bad_penalty_kept_before_these_checks_is_set_aside_not_blocking_the_table(desk):
    """An event kept by an older desk may hold a judge's penalty rule 19 does not give (7 points under a rule
    that is not a penalty rule). The table's sheet is still entered: that penalty is left out of the score and
    the desk is told which one and why, so a judge can give it again correctly."""
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        table = find_table(s, comp, 1, "1")
        tigers = s.query(Team).filter_by(name="Tigers").one()
        for points, rule in ((7, "99.9"), (50, "19.3")):
            s.add(
                Penalty(
                    competition_id=comp.id,
                    table_id=table.id,
                    team_id=tigers.id,
                    points=points,
                    rule=rule,
                    note="",
                    judge="Mr Shah",
                )
            )
    info = scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    assert info.result["teams"]["Lions"]["score"] == 700  # the good penalty counts (BH-6), the bad one not
    assert len(info.notices) == 1
    assert info.notices[0].startswith(
        "a penalty kept from before is not counted (7 points to Lions, the opponents of Tigers — rule 99.9, "
        "BH-6): rule '99.9' is not a penalty rule of Bhukhar"
    )
    assert info.notices[0].endswith("a judge may give it again as the rules allow")
    entry = history.list_changes(desk, action_prefix="sheet.enter")[0]
    assert entry.after["set_aside"] == list(info.notices)
    rows = {r.name: r for r in standings.standings(desk, "Bhukhar").rows}
    assert rows["Lions"].value("score") == 700


@pytest.mark.parametrize(
    ("judge", "note", "message"),
    [
        ("J" * 101, "", "the judge's name is longer than 100 characters"),
        ("Mr Shah\x1b", "", "the judge's name holds a character that is not text"),
        ("Mr Shah", "n" * 100_000, "the note is longer than 1000 characters"),
    ],
    ids=["long judge", "escape", "long note"],
)
def test_a_penaltys_judge_and_note_are_text_within_their_limits(desk, judge, note, message):
    judges.set_pin(desk, "2468")
    with pytest.raises(Refusal, match=message):
        penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", judge, pin="2468", note=note)
    foul = [{"team": "Tigers", "points": 50, "rule": "19.3"}]
    with pytest.raises(Refusal, match="the judge's name"):
        scores.enter_sheet(
            desk,
            "Bhukhar",
            1,
            "1",
            bhukhar_sheet("Lions", "Tigers", penalties=foul),
            judge="J" * 101,
            pin="2468",
        )
    assert history.list_changes(desk, action_prefix="penalty") == []


FOUL = {"team": "Tigers", "points": 50, "rule": "19.3", "note": "asked the card count out of turn"}


def test_bh6_a_penalty_written_on_the_sheet_is_kept_in_the_games_words(desk):
    judges.set_pin(desk, "2468")
    sheet = bhukhar_sheet("Lions", "Tigers", penalties=[FOUL])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", sheet, judge="Mr Shah", pin="2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), judge="Mr Shah", pin="2468")
    changes = {c.action: c for c in history.list_changes(desk, action_prefix="penalty.sheet")}
    given, taken = changes["penalty.sheet"], changes["penalty.sheet_off"]
    said = "50 points to Lions, the opponents of Tigers — rule 19.3, BH-6"
    assert given.summary == f"Bhukhar round 1 table 1, penalty on the sheet entered by desk 1: {said}"
    assert given.who == "Mr Shah" and given.why == FOUL["note"]
    assert taken.summary == f"Bhukhar round 1 table 1, penalty taken off the sheet: {said}"
    # the same words as the judge's penalty given at the desk
    assert penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468") == said


def test_bh6_under_deduct_offender_a_penalty_on_the_sheet_comes_off_the_offender(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"], settings={"penalty_mode": "deduct_offender"})
    add_round(desk, 1, [("Lions", "Tigers")])
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    edited = bhukhar_sheet("Lions", "Tigers", penalties=[FOUL])
    scores.edit_confirmed(desk, "Bhukhar", 1, "1", edited, judge="Mr Shah", pin="2468", why="on the back")
    (given,) = [c for c in history.list_changes(desk, action_prefix="penalty") if c.action == "penalty.sheet"]
    assert given.summary == (
        "Bhukhar round 1 table 1, penalty on the sheet entered by Mr Shah: 50 points off Tigers — rule 19.3, BH-6"
    )
    desk.close()
