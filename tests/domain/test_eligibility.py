"""Eligibility and team shape: rulings EV-1 (age on the event date, community confirmation), EV-2 (deadline,
capacity), EV-3 (teams of three) and BK-3 (Bukharo teams of two or three, or individuals)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.eligibility import EntryRules
from cardnight_desk.domain.games import GAMES as COMPETITION_GAMES
from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.settings import resolve

EVENT = dt.date(2026, 11, 8)


def rules(game: str, **given) -> EntryRules:
    values, errors = resolve(COMPETITION_GAMES[game].settings, given)
    assert not errors
    return EntryRules.from_settings(f"the {game} competition", find_game(game), values)


def codes(problems) -> list[str]:
    return [p.code for p in problems]


@pytest.mark.parametrize(
    "born, on, age",
    [
        (dt.date(2016, 11, 8), EVENT, 10),  # the birthday itself counts
        (dt.date(2016, 11, 9), EVENT, 9),
        (dt.date(2008, 2, 29), dt.date(2026, 2, 28), 17),
        (dt.date(2008, 2, 29), dt.date(2026, 3, 1), 18),
        (dt.date(1950, 1, 1), EVENT, 76),
    ],
)
def test_ev1_age_is_counted_on_the_event_date(born, on, age):
    assert el.age_on(born, on) == age


@pytest.mark.parametrize(
    "game, born, ok",
    [
        # Bhukhar (OAUK rule 1): "10 years old or over as of the date of the competition"
        ("bhukhar", dt.date(2016, 11, 8), True),
        ("bhukhar", dt.date(2016, 11, 9), False),
        # GAMA: "18 years or above"
        ("rummy", dt.date(2008, 11, 8), True),
        ("rummy", dt.date(2008, 11, 9), False),
        ("poker", dt.date(2008, 11, 9), False),
        ("28", dt.date(2008, 11, 9), False),
        # Bukharo sets no age
        ("bukharo", dt.date(2020, 1, 1), True),
    ],
)
def test_ev1_minimum_age_per_competition(game, born, ok):
    problems = el.player_problems(rules(game), "Asha", born, True, EVENT)
    assert (codes(problems) == []) is ok
    if not ok:
        assert codes(problems) == [el.TOO_YOUNG]
        assert problems[0].rule == "EV-1" and "(ruling EV-1)" in problems[0].message
        assert problems[0].field == "born" and problems[0].overridable


def test_ev1_refusal_says_the_age_and_the_limit():
    (problem,) = el.player_problems(rules("bhukhar"), "  ജോസഫ്  ", dt.date(2017, 1, 1), False, EVENT)
    assert problem.message.startswith("ജോസഫ് is 9 on the event date (2026-11-08)")
    assert "10 or older" in problem.message


@pytest.mark.parametrize("game, needed", [("rummy", True), ("28", True), ("poker", True), ("bhukhar", False)])
def test_ev1_gama_events_need_the_community_confirmation(game, needed):
    problems = el.player_problems(rules(game), "Asha", dt.date(1990, 1, 1), False, EVENT)
    assert codes(problems) == ([el.NO_COMMUNITY_CONFIRMATION] if needed else [])
    assert el.player_problems(rules(game), "Asha", dt.date(1990, 1, 1), True, EVENT) == []


def test_ev1_setting_can_lift_the_confirmation_and_the_age():
    relaxed = rules("rummy", community_confirmation=False, min_age=16)
    assert el.player_problems(relaxed, "Asha", dt.date(2010, 1, 1), False, EVENT) == []


def test_ev1_both_reasons_are_reported_together():
    problems = el.player_problems(rules("poker"), "Asha", dt.date(2012, 1, 1), False, EVENT)
    assert codes(problems) == [el.TOO_YOUNG, el.NO_COMMUNITY_CONFIRMATION]


def test_ev1_a_missing_birth_date_is_refused_only_where_an_age_is_set():
    assert codes(el.player_problems(rules("bhukhar"), "A", None, True, EVENT)) == [el.NO_BIRTH_DATE]
    assert el.player_problems(rules("bukharo"), "A", None, True, EVENT) == []


def test_ev1_a_birth_date_after_the_event_is_a_typing_mistake_not_overridable():
    (problem,) = el.player_problems(rules("bukharo"), "A", dt.date(2027, 1, 1), True, EVENT)
    assert problem.code == el.BORN_AFTER_EVENT and not problem.overridable


@pytest.mark.parametrize(
    "deadline, today, refused",
    [(None, EVENT, False), ("2026-10-28", dt.date(2026, 10, 28), False), ("2026-10-28", EVENT, True)],
)
def test_ev2_registration_closes_after_the_deadline_day(deadline, today, refused):
    problems = el.deadline_problems(rules("rummy", deadline=deadline), today)
    assert (codes(problems) == [el.DEADLINE_PASSED]) is refused
    if refused:
        assert "closed on 2026-10-28 (ruling EV-2)" in problems[0].message


def test_ev2_capacity_counts_players_in_individual_games():
    r = rules("rummy", capacity=40)
    assert el.capacity_problems(r, 39, 0, add_players=1) == []
    (problem,) = el.capacity_problems(r, 40, 0, add_players=1)
    assert problem.code == el.CAPACITY_REACHED and "takes 40 players" in problem.message
    assert "EV-2" in problem.message


def test_ev2_capacity_counts_teams_in_team_games():
    r = rules("bhukhar", capacity=4)
    assert r.player_capacity == 12 and r.team_capacity == 4
    assert el.capacity_problems(r, 11, 3, add_players=1, add_teams=1) == []
    assert codes(el.capacity_problems(r, 12, 3, add_players=1)) == [el.CAPACITY_REACHED]
    assert codes(el.capacity_problems(r, 12, 4, add_teams=1)) == [el.CAPACITY_REACHED]


def test_ev2_whichever_comes_first_deadline_or_capacity():
    r = rules("poker", capacity=2, deadline="2026-10-28")
    problems = el.registration_problems(
        r, "A", dt.date(1990, 1, 1), True, event_date=EVENT, today=EVENT, players=2, teams=0
    )
    assert codes(problems) == [el.DEADLINE_PASSED, el.CAPACITY_REACHED]
    assert not el.can_register(
        r, "A", dt.date(1990, 1, 1), True, event_date=EVENT, today=dt.date(2026, 10, 1), players=2, teams=0
    )
    assert el.can_register(
        r, "A", dt.date(1990, 1, 1), True, event_date=EVENT, today=dt.date(2026, 10, 1), players=1, teams=0
    )


@pytest.mark.parametrize(
    "game, members, ok",
    [
        ("bhukhar", 3, True),
        ("bhukhar", 2, False),
        ("bhukhar", 4, False),
        ("28", 3, True),
        ("28", 2, False),
    ],
)
def test_ev3_team_games_take_teams_of_three(game, members, ok):
    problems = el.team_problems(rules(game), "Lions", members)
    assert (problems == []) is ok and el.can_form_team(rules(game), members) is ok
    if not ok:
        assert problems[0].code == el.TEAM_SIZE and "three players (ruling EV-3)" in problems[0].message
        assert not problems[0].overridable


@pytest.mark.parametrize("members, ok", [(1, False), (2, True), (3, True), (4, False)])
def test_bk3_bukharo_teams_of_two_or_three(members, ok):
    problems = el.team_problems(rules("bukharo"), "Patels", members)
    assert (problems == []) is ok
    if not ok:
        assert "two or three players (ruling BK-3)" in problems[0].message


def test_bk3_bukharo_entries_are_players_so_individuals_may_enter():
    r = rules("bukharo", capacity=5)
    assert not r.entries_are_teams and r.player_capacity == 5 and r.team_capacity is None


@pytest.mark.parametrize("game", ["rummy", "poker", "baccarat"])
def test_ev3_individual_games_take_no_teams(game):
    assert codes(el.team_problems(rules(game), "X", 3)) == [el.NO_TEAMS]


def test_only_ev1_and_ev2_problems_can_be_overridden():
    assert el.overridable(el.player_problems(rules("poker"), "A", dt.date(2012, 1, 1), False, EVENT))
    assert not el.overridable(el.team_problems(rules("bhukhar"), "T", 2))
    assert not el.overridable([])


@pytest.mark.parametrize(
    "a, b",
    [
        ("asha  patel", " Asha Patel"),
        ("JOSEPH", "joseph"),
        ("Jose\u0301", "Jos\u00e9"),
        ("ગુજરાતી", "ગુજરાતી "),
    ],
)
def test_names_compare_in_any_script_and_case(a, b):
    assert el.name_key(a) == el.name_key(b)


def _birthdays_passed(born: dt.date, day: dt.date) -> int:
    """Count the birthdays one by one (a 29 February birthday falls on 1 March in other years)."""
    count, year = 0, born.year + 1
    while True:
        try:
            birthday = dt.date(year, born.month, born.day)
        except ValueError:
            birthday = dt.date(year, 3, 1)
        if birthday > day:
            return count
        count, year = count + 1, year + 1


@settings(max_examples=200, deadline=None)
@given(
    born=st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2030, 12, 31)),
    day=st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2030, 12, 31)),
)
def test_ev1_age_is_the_number_of_birthdays_passed(born, day):
    if day < born:
        return
    assert el.age_on(born, day) == _birthdays_passed(born, day)


@pytest.mark.parametrize(
    ("text", "limit", "lines", "problem"),
    [
        ("Asha Patel", el.MAX_NAME, False, None),
        ("ജോസഫ് മാത്യു", el.MAX_NAME, False, None),
        ("क्\u200dष", el.MAX_NAME, False, None),  # a joiner (ZWJ) is part of writing Devanagari
        ("x" * 200, 200, False, None),
        ("x" * 201, 200, False, "the name is longer than 200 characters"),
        ("x" * 100_000, 200, False, "the name is longer than 200 characters"),
        ("Asha \ud800 Patel", 200, False, "the name holds a character that is not text ('\\ud800')"),
        ("Asha\x00", 200, False, "the name holds a character that is not text ('\\x00')"),
        ("Asha\x1b[31m", 200, False, "the name holds a character that is not text ('\\x1b')"),
        ("Asha\x85", 200, False, "the name holds a character that is not text ('\\x85')"),
        ("two\nlines", 200, False, "the name holds a character that is not text ('\\n')"),
        ("two\nlines\tand a tab", 1000, True, None),  # a note keeps its lines
        ("a note\x07", 1000, True, "the name holds a character that is not text ('\\x07')"),
    ],
)
def test_a_name_or_text_is_kept_only_when_it_is_text_within_its_limit(text, limit, lines, problem):
    assert el.text_problem(text, "the name", limit, lines=lines) == problem


def test_the_limits_are_what_the_event_keeps():
    assert (el.MAX_NAME, el.MAX_JUDGE, el.MAX_TEXT) == (200, 100, 1000)
    assert el.name_problem("x" * 201, "the team's name") == "the team's name is longer than 200 characters"
    assert el.name_problem("Mr Shah " * 13, "the judge's name", el.MAX_JUDGE) == (
        "the judge's name is longer than 100 characters"
    )
