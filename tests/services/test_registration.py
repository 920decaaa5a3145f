"""Registering players and teams through the services, on SQLite and on PostgreSQL: one person is one player
in several competitions, every refusal names its ruling (EV-1, EV-2, EV-3, BK-3), a judge's override is kept
in the history, and withdrawing stops at the first draw."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import select

from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import set_pin
from cardnight_desk.services.registration import Override, PlayerDetails, RegistrationRefused
from cardnight_desk.services.registration_model import Entry, player_info
from cardnight_desk.store.models import Player, Round

EVENT_DATE = dt.date(2026, 11, 8)
TODAY = dt.date(2026, 10, 1)
ADULT = dt.date(1985, 4, 2)

JUDGE_PIN = "2468"


@pytest.fixture
def desk(event_target):
    d = Desk.create(event_target, "Diwali Cards Night", EVENT_DATE, who="desk 1")
    set_pin(d, JUDGE_PIN)
    add_competition(d, "Bhukhar league", "bhukhar", {"capacity": 2})
    add_competition(d, "Rummy", "rummy", {"capacity": 3, "deadline": "2026-10-28"})
    add_competition(d, "Bukharo", "bukharo")
    add_competition(d, "28 cup", "28")
    yield d
    d.close()


def player(desk, comp, name, born=ADULT, eligible=True, **kw):
    return reg.register_player(desk, comp, PlayerDetails(name, born, eligible=eligible, **kw), today=TODAY)


def test_a_player_gets_a_number_and_keeps_it_across_competitions(desk):
    first = player(desk, "Bhukhar league", "Asha Patel", phone="07700 900123")
    assert first.new_player and first.player.number == 1
    second = player(desk, "Rummy", "  ASHA   patel ", email="asha@example.org")
    assert not second.new_player and second.player.number == 1
    assert second.player.competitions == ("Bhukhar league", "Rummy")
    # blank details are filled in, nothing is overwritten
    assert (second.player.phone, second.player.email) == ("07700 900123", "asha@example.org")
    other = reg.register_player(
        desk,
        "Rummy",
        PlayerDetails("Asha Patel", dt.date(1990, 1, 1), eligible=True),
        today=TODAY,
        confirm_new=True,  # the desk confirms: the same name, another person
    )
    assert other.new_player and other.player.number == 2
    assert [p.number for p in reg.list_players(desk)] == [1, 2]


def test_names_in_any_script_are_kept_as_typed(desk):
    done = player(desk, "Bukharo", "ജോസഫ് മാത്യു")
    assert reg.list_players(desk)[0].name == "ജോസഫ് മാത്യു" == done.player.name


def test_registering_twice_in_one_competition_is_refused(desk):
    player(desk, "Bukharo", "Ramesh")
    with pytest.raises(Refusal, match="already registered in Bukharo"):
        player(desk, "Bukharo", "ramesh")


def test_ev1_under_age_is_refused_naming_the_ruling(desk):
    with pytest.raises(RegistrationRefused) as refused:
        player(desk, "Bhukhar league", "Meera", born=dt.date(2017, 1, 1))
    assert "is 9 on the event date" in refused.value.message and "EV-1" in refused.value.message
    assert refused.value.overridable
    assert reg.list_players(desk) == []


def test_ev1_gama_competition_needs_the_confirmation(desk):
    with pytest.raises(RegistrationRefused, match="community-eligibility confirmation"):
        player(desk, "Rummy", "Vinod", eligible=False)
    problems = reg.check_registration(desk, "Rummy", PlayerDetails("Vinod", ADULT), today=TODAY)
    assert [p.code for p in problems] == ["no_community_confirmation"]
    assert player(desk, "Rummy", "Vinod", eligible=True).player.eligible


def test_ev4_an_override_needs_the_judge_pin(desk):
    for pin, words in ((None, "needs the judge PIN"), ("0000", "wrong judge PIN")):
        with pytest.raises(Refusal, match=words):
            reg.register_player(
                desk,
                "Bhukhar league",
                PlayerDetails("Meera", dt.date(2017, 1, 1)),
                override=Override("Judge Patel", "turns 10 next week", pin),
                today=TODAY,
            )
    assert reg.list_players(desk) == []


def test_ev1_a_judge_overrides_with_a_reason_kept_in_the_history(desk):
    with pytest.raises(Refusal, match="reason"):
        reg.register_player(
            desk,
            "Bhukhar league",
            PlayerDetails("Meera", dt.date(2017, 1, 1)),
            override=Override("Patel", " ", JUDGE_PIN),
        )
    done = reg.register_player(
        desk,
        "Bhukhar league",
        PlayerDetails("Meera", dt.date(2017, 1, 1)),
        override=Override("Judge Patel", "turns 10 next week; parents' consent", JUDGE_PIN),
        today=TODAY,
    )
    assert [p.rule for p in done.overridden] == ["EV-1"]
    assert done.player.entry("Bhukhar league").override == "Judge Patel: turns 10 next week; parents' consent"
    change = list_changes(desk, action_prefix="registration.override")[0]
    assert change.why == "turns 10 next week; parents' consent" and change.after["judge"] == "Judge Patel"
    assert "EV-1" in change.summary and change.who == "desk 1"


def test_ev2_deadline_and_capacity(desk):
    for name in ("A", "B", "C"):
        player(desk, "Rummy", name)
    with pytest.raises(RegistrationRefused, match=r"Rummy is full: it takes 3 players.*EV-2"):
        player(desk, "Rummy", "D")
    with pytest.raises(RegistrationRefused) as refused:
        reg.register_player(desk, "Rummy", PlayerDetails("E", ADULT, eligible=True), today=EVENT_DATE)
    assert [p.code for p in refused.value.problems] == ["deadline_passed", "capacity_reached"]
    assert "closed on 2026-10-28 (ruling EV-2)" in refused.value.errors[0]["message"]
    late = reg.register_player(
        desk,
        "Rummy",
        PlayerDetails("E", ADULT, eligible=True),
        override=Override("Judge Nair", "organiser allowed a walk-in", JUDGE_PIN),
        today=EVENT_DATE,
    )
    assert {p.rule for p in late.overridden} == {"EV-2"}
    counts = {c.name: c for c in reg.competition_counts(desk)}
    assert (counts["Rummy"].players, counts["Rummy"].capacity, counts["Rummy"].full) == (4, 3, True)


def test_shape_problems_cannot_be_overridden(desk):
    with pytest.raises(RegistrationRefused) as refused:
        reg.register_player(
            desk,
            "Bukharo",
            PlayerDetails("Zed", dt.date(2030, 1, 1)),
            override=Override("J", "because", JUDGE_PIN),
        )
    assert not refused.value.overridable and "after the event date" in refused.value.message


def test_details_are_checked_together(desk):
    with pytest.raises(Refusal) as refused:
        player(desk, "Bukharo", "  ", email="not-an-address")
    paths = [e["path"] for e in refused.value.errors]
    assert paths == ["name", "email"]


def _three(desk, comp, names):
    for name in names:
        player(desk, comp, name)


def test_ev3_a_team_of_three_registered_by_name_or_number(desk):
    _three(desk, "Bhukhar league", ["Asha", "Bina", "Chetan"])
    team = reg.register_team(desk, "Bhukhar league", "Lions", ["asha", "#2", "3"])
    assert [m.name for m in team.members] == ["Asha", "Bina", "Chetan"]
    assert reg.list_players(desk)[0].team_in("Bhukhar league") == "Lions"
    assert list_changes(desk, action_prefix="team.register")[0].after["team"] == "Lions"


def test_ev3_wrong_team_size_and_other_problems_reported_together(desk):
    _three(desk, "Bhukhar league", ["Asha", "Bina"])
    player(desk, "Bukharo", "Dev")
    with pytest.raises(RegistrationRefused) as refused:
        reg.register_team(desk, "Bhukhar league", "Lions", ["Asha", "Asha", "Dev", "Bina"])
    messages = [e["message"] for e in refused.value.errors]
    assert any("named twice" in m for m in messages)
    assert any("no player named 'Dev' is registered in Bhukhar league" in m for m in messages)
    assert any("teams in Bhukhar league are of three players (ruling EV-3)" in m for m in messages)
    assert not refused.value.overridable
    assert reg.list_teams(desk) == []


def test_bk3_bukharo_teams_of_two_and_individuals(desk):
    _three(desk, "Bukharo", ["Asha", "Bina", "Chetan", "Dev"])
    assert len(reg.register_team(desk, "Bukharo", "Pair", ["Asha", "Bina"]).members) == 2
    with pytest.raises(RegistrationRefused, match=r"two or three players \(ruling BK-3\)"):
        reg.register_team(desk, "Bukharo", "Solo", ["Chetan"])
    with pytest.raises(RegistrationRefused, match="already in a team"):
        reg.register_team(desk, "Bukharo", "Again", ["Asha", "Dev"])


def test_ev3_individual_competitions_take_no_teams(desk):
    _three(desk, "Rummy", ["Asha", "Bina", "Chetan"])
    with pytest.raises(RegistrationRefused, match="takes no teams"):
        reg.register_team(desk, "Rummy", "Lions", ["Asha", "Bina", "Chetan"])


def test_ev2_team_capacity_counts_teams(desk):
    _three(desk, "Bhukhar league", ["A1", "A2", "A3", "B1", "B2", "B3"])
    reg.register_team(desk, "Bhukhar league", "A", ["A1", "A2", "A3"])
    reg.register_team(desk, "Bhukhar league", "B", ["B1", "B2", "B3"])
    with pytest.raises(RegistrationRefused, match=r"takes 6 players \(2 teams of 3\)"):
        player(desk, "Bhukhar league", "C1")
    count = next(c for c in reg.competition_counts(desk) if c.name == "Bhukhar league")
    assert (count.players, count.teams, count.entries, count.full) == (6, 2, 2, True)


def test_withdrawing_dissolves_the_team_and_stops_after_the_draw(desk):
    _three(desk, "Bhukhar league", ["Asha", "Bina", "Chetan"])
    reg.register_team(desk, "Bhukhar league", "Lions", ["Asha", "Bina", "Chetan"])
    reg.withdraw_player(desk, "Bhukhar league", 2, "unwell")
    assert reg.list_teams(desk) == []
    players = reg.list_players(desk)
    assert players[1].competitions == () and players[0].competitions == ("Bhukhar league",)
    change = list_changes(desk, action_prefix="player.withdraw")[0]
    assert change.why == "unwell" and change.before["competition"] == "Bhukhar league"
    assert list_changes(desk, action_prefix="team.dissolve")[0].before["members"][1]["name"] == "Bina"
    with desk.store.session() as s:
        from cardnight_desk.services.events import find_competition

        s.add(Round(competition_id=find_competition(s, "Bhukhar league").id, number=1, seed=7))
    with pytest.raises(Refusal, match="drawn already"):
        reg.withdraw_player(desk, "Bhukhar league", 1)


def test_corrections_are_checked_against_ev1_and_other_desks(desk):
    done = player(desk, "Rummy", "Asha")
    seen = done.player
    with pytest.raises(RegistrationRefused, match="EV-1"):
        reg.update_player(desk, 1, PlayerDetails("Asha", ADULT, eligible=False), expected=seen)
    fixed = reg.update_player(desk, 1, PlayerDetails("Asha Patel", ADULT, eligible=True), expected=seen)
    assert fixed.name == "Asha Patel"
    with pytest.raises(Conflict, match="another desk"):
        reg.update_player(desk, 1, PlayerDetails("Asha P", ADULT, eligible=True), expected=seen)
    change = list_changes(desk, action_prefix="player.update")[0]
    assert change.before == {"name": "Asha"} and change.after == {"name": "Asha Patel"}


LONG = "n" * 100_000


@pytest.mark.parametrize(
    ("details", "path", "message"),
    [
        (dict(name=LONG), "name", "the name is longer than 200 characters"),
        (dict(name="Asha \ud800 Patel"), "name", "the name holds a character that is not text ('\\ud800')"),
        (dict(name="Asha\x00"), "name", "the name holds a character that is not text ('\\x00')"),
        (dict(name="Asha", phone="0" * 61), "phone", "the phone number is longer than 60 characters"),
        (
            dict(name="Asha", phone="07700\x07"),
            "phone",
            "the phone number holds a character that is not text",
        ),
        (dict(name="Asha", email="a@b.c\x00"), "email", "is not an email address"),
        (dict(name="Asha", notes=LONG), "notes", "the note is longer than 1000 characters"),
        (
            dict(name="Asha", notes="late\x1b"),
            "notes",
            "the note holds a character that is not text ('\\x1b')",
        ),
    ],
    ids=["long name", "half a character", "NUL", "long phone", "bell", "email", "long notes", "escape"],
)
def test_names_and_details_are_text_within_their_limits(desk, details, path, message):
    with pytest.raises(Refusal) as refused:
        reg.register_player(desk, "Bukharo", PlayerDetails(born=ADULT, **details), today=TODAY)
    found = {e["path"]: e["message"] for e in refused.value.errors}
    assert message in found[path]
    assert reg.list_players(desk) == []


def test_a_note_keeps_its_lines(desk):
    done = player(desk, "Bukharo", "Asha", notes="arrives late\nsits near the door")
    assert done.player.notes == "arrives late\nsits near the door"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (LONG, "the team's name is longer than 200 characters"),
        ("Lions\ud800", "the team's name holds a character that is not text"),
        ("Li\x00ons", "the team's name holds a character that is not text"),
    ],
    ids=["long", "half a character", "NUL"],
)
def test_a_team_name_is_text_within_its_limit(desk, name, message):
    _three(desk, "Bhukhar league", ["Asha", "Bina", "Chetan"])
    with pytest.raises(Refusal) as refused:
        reg.register_team(desk, "Bhukhar league", name, ["Asha", "Bina", "Chetan"])
    assert message in {e["path"]: e["message"] for e in refused.value.errors}["team"]
    assert reg.list_teams(desk) == []


@pytest.mark.parametrize(
    ("judge", "reason", "message"),
    [
        ("J" * 101, "known to the desk", "the judge's name is longer than 100 characters"),
        ("Mr Shah\x00", "known to the desk", "the judge's name holds a character that is not text"),
        ("Mr Shah", LONG, "the reason is longer than 1000 characters"),
    ],
    ids=["long judge", "NUL", "long reason"],
)
def test_an_overrides_judge_and_reason_are_text_within_their_limits(desk, judge, reason, message):
    with pytest.raises(Refusal, match=message):
        reg.register_player(
            desk,
            "Bhukhar league",
            PlayerDetails("Young Asha", dt.date(2020, 1, 1)),
            override=Override(judge, reason, pin=JUDGE_PIN),
            today=TODAY,
        )
    assert reg.list_players(desk) == []


def test_a_workbooks_team_names_are_text_within_their_limit(desk):
    from cardnight_desk.services.registration_batch import BatchRow, plan_batch

    rows = [
        BatchRow(2, PlayerDetails("Asha", ADULT), ("Bhukhar league",), ((None, "Lions"),)),
        BatchRow(3, PlayerDetails("Bina", ADULT), ("Bhukhar league",), ((None, "T" * 300),)),
        BatchRow(4, PlayerDetails("Chetan", ADULT), ("Bhukhar league",), ((None, "Lio\x00ns"),)),
    ]
    plan = plan_batch(desk, rows, today=TODAY)
    by_row = {r.row: r.errors for r in plan.rows}
    assert "the team's name is longer than 200 characters" in by_row[3]
    assert "the team's name holds a character that is not text ('\\x00')" in by_row[4]
    assert not any("team's name" in e for e in by_row[2])


def test_the_same_name_with_another_birth_date_is_asked_not_registered_silently(desk):
    player(desk, "Bukharo", "Asha Patel", born=dt.date(1985, 4, 2))
    with pytest.raises(reg.PossibleDuplicate) as asked:
        player(desk, "Rummy", "asha  PATEL", born=dt.date(1985, 2, 4))
    assert isinstance(asked.value, Refusal) and asked.value.numbers == (1,) and asked.value.number == 1
    assert "is this player 1?" in asked.value.message and "confirm" in asked.value.message
    assert [p.number for p in reg.list_players(desk)] == [1]
    with pytest.raises(reg.PossibleDuplicate):  # no date of birth is another date of birth too
        player(desk, "Rummy", "Asha Patel", born=None)
    done = reg.register_player(
        desk,
        "Rummy",
        PlayerDetails("Asha Patel", dt.date(1985, 2, 4), eligible=True),
        today=TODAY,
        confirm_new=True,
    )
    assert done.new_player and done.player.number == 2
    again = player(desk, "28 cup", "Asha Patel", born=dt.date(1985, 2, 4))  # now known by both: no question
    assert not again.new_player and again.player.number == 2
    assert [p.number for p in reg.possible_duplicates(desk, PlayerDetails("ASHA PATEL", None))] == [1, 2]


def test_one_players_details_are_read_with_their_own_teams_and_entries_only(desk):
    _three(desk, "Bhukhar league", ["Asha", "Bina", "Chetan"])
    reg.register_team(desk, "Bhukhar league", "Lions", ["1", "2", "3"])
    player(desk, "Rummy", "Bina")  # the same Bina: a second competition
    player(desk, "Rummy", "Dev")
    listed = {p.number: p for p in reg.list_players(desk)}
    with desk.store.session() as s:
        for person in s.scalars(select(Player).order_by(Player.number)):
            one = player_info(s, person)
            assert one == listed[person.number]
    assert (
        listed[2].competitions == ("Bhukhar league", "Rummy")
        and listed[2].team_in("Bhukhar league") == "Lions"
    )
    assert listed[4].entries == (Entry("Rummy", "", ""),)
