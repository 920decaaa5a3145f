"""A 28 knockout's bracket read back from the event, with the confirmed results recorded in it."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, scores
from cardnight_desk.services.brackets import bracket_of, named_bracket
from cardnight_desk.services.draw_fields import load_field, rounds_of
from cardnight_desk.services.errors import NotFound
from cardnight_desk.services.events import find_competition
from tests.services.builders import bhukhar_event, competition_with_teams, match_28

TEAMS = ["Kochi", "Thrissur", "Kannur", "Kollam"]


def test_a_confirmed_match_moves_its_winner_on(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(desk, "28 cup", "28", TEAMS)
    view = draws.draw_next_round(desk, "28 cup", seed=9)
    first = view.tables[0]
    a, b = first.entrants
    scores.enter_sheet(desk, "28 cup", 1, first.table, match_28(a, b, b), confirm=True)
    with desk.store.session() as s:
        comp = find_competition(s, "28 cup")
        field = load_field(s, comp, True)
        bracket = bracket_of(s, comp, field, rounds_of(s, comp))
        doc = named_bracket(s, comp, field, rounds_of(s, comp))
    assert not bracket.complete and bracket.champion is None
    match = next(m for m in doc["rounds"][0] if {m["top"], m["bottom"]} == {a, b})
    assert match["winner"] == b
    final = doc["rounds"][1][0]
    assert b in (final["top"], final["bottom"])  # through to the final, by name
    assert {k["entrant"] for k in doc["seeds"]} == set(TEAMS) and doc["champion"] is None
    desk.close()


def test_no_bracket_before_the_knockout_is_drawn(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_teams(desk, "28 cup", "28", TEAMS)
    with desk.store.session() as s:
        comp = find_competition(s, "28 cup")
        with pytest.raises(NotFound, match="'28 cup' has no bracket yet"):
            bracket_of(s, comp, load_field(s, comp, True), [])
    desk.close()
