"""Correcting a competition's settings after it was added: one transaction with its history row (before and
after), what play has fixed refused in one line saying why and nothing changed, and a correction that moves
the standings saying what moved (a penalty's points scored again, a bye's Master points). On SQLite and on
PostgreSQL."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, events, history, judges, penalties, scores, standings
from cardnight_desk.services.competition_settings import change_settings, settings_now
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.games.baccarat import desk as fun_table
from cardnight_desk.services.games.poker.desk import PokerDesk
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    rummy_sheet,
)


def _changes(desk) -> list[history.Change]:
    return history.list_changes(desk, action_prefix="competition.settings")


def _settings(desk, name: str) -> dict:
    return next(c for c in events.event_info(desk).competitions if c.name == name).settings


def _league(target):
    """Lions beat Tigers in round 1 (a judge's 50-point penalty against Lions), Bears had the bye."""
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears"])
    add_round(desk, 1, [("Lions", "Tigers")], byes=["Bears"])
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Lions", 50, "19.3", "Mr Shah", pin="2468")
    return desk


def test_a_penalty_mode_corrected_scores_the_sheets_again_and_says_what_moved(event_target):
    desk = _league(event_target)
    before = {r.name: r.value("score") for r in standings.standings(desk, "Bhukhar").rows}
    done = change_settings(desk, "Bhukhar", assignments=["penalty_mode=deduct_offender"], why="house rule")
    after = {r.name: r.value("score") for r in standings.standings(desk, "Bhukhar").rows}
    # BH-6: the 50 points no longer go to Tigers; they come off Lions
    assert after == {"Lions": before["Lions"] - 50, "Tigers": before["Tigers"] - 50, "Bears": 0}
    assert done.rescored == ("S1.1.1",) and "1 score sheet scored again" in done.said
    moved = {m.name: m for m in done.moved}
    assert set(moved) == {"Lions", "Tigers"}
    assert moved["Lions"].figures == (("score", before["Lions"], after["Lions"]),)
    assert moved["Lions"].place_before == moved["Lions"].place_after == 1
    assert done.before is not None and done.after is not None  # the standings before and after
    (change,) = _changes(desk)
    assert change.before == {"penalty_mode": "award_opponent"}
    assert change.after == {"penalty_mode": "deduct_offender"} and change.why == "house rule"
    assert _settings(desk, "Bhukhar")["penalty_mode"] == "deduct_offender"
    assert history.verify_history(desk).intact
    desk.close()


def test_a_bye_worth_less_moves_the_team_that_had_it(event_target):
    desk = _league(event_target)
    done = change_settings(desk, "Bhukhar", {"bye_master": 0})  # the desk's dialog gives JSON values
    assert [(m.name, m.figures) for m in done.moved] == [("Bears", (("master", 2, 0),))]
    assert done.rescored == ()
    assert {r.name: r.value("master") for r in standings.standings(desk, "Bhukhar").rows}["Bears"] == 0
    (change,) = _changes(desk)
    assert (change.before, change.after) == ({"bye_master": 2}, {"bye_master": 0})
    desk.close()


def test_what_play_has_fixed_is_refused_in_one_line_and_nothing_changes(event_target):
    desk = _league(event_target)
    add_round(desk, 2, [("Lions", "Bears")], byes=["Tigers"])
    now = settings_now(desk, "Bhukhar")
    assert now.fixed == {"format": "round_drawn"} and now.lowest == {"rounds": 2, "capacity": 3}
    refusals = {
        "format=round_robin": "'format' cannot be changed now: a round has been drawn with it",
        "rounds=1": "'rounds' cannot be less than 2, the rounds already drawn",
        "capacity=2": "'capacity' cannot be less than 3, the entries already in",
        "game=28": "a competition's game cannot be changed",
        "colour=red": "'colour' is not a setting of this game",
        "bye_master=5": "setting 'bye_master' must be between 0 and 2",
    }
    for typed, why in refusals.items():  # beside a change that would be made alone: all or nothing
        with pytest.raises(Refusal) as refused:
            change_settings(desk, "Bhukhar", assignments=[typed, "game_minutes=35"])
        assert why in refused.value.message and "\n" not in refused.value.message, typed
    with pytest.raises(Refusal) as refused:  # every problem at once, on one line
        change_settings(desk, "Bhukhar", assignments=["format=round_robin", "rounds=1"])
    assert "'format'" in refused.value.message and "'rounds'" in refused.value.message
    with pytest.raises(Refusal, match="nothing was changed"):
        change_settings(desk, "Bhukhar", assignments=["bye_master=2"])
    assert _changes(desk) == [] and _settings(desk, "Bhukhar")["game_minutes"] == 30
    change_settings(desk, "Bhukhar", assignments=["rounds=2", "capacity=3", "deadline=2026-10-01"])
    assert {"rounds": 2, "capacity": 3, "deadline": "2026-10-01"}.items() <= _settings(
        desk, "Bhukhar"
    ).items()
    desk.close()


def test_a_swiss_league_with_its_rounds_raised_draws_another(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"], {"rounds": 1})
    view = draws.draw_next_round(desk, "Bhukhar", seed=5)
    for table in view.tables:
        a, b = table.entrants
        scores.enter_sheet(desk, "Bhukhar", 1, table.table, bhukhar_sheet(a, b), confirm=True)
    with pytest.raises(Refusal, match="raise its rounds"):
        draws.draw_next_round(desk, "Bhukhar", seed=6)
    change_settings(desk, "Bhukhar", assignments=["rounds=2"])
    assert draws.draw_next_round(desk, "Bhukhar", seed=6).number == 2
    desk.close()


def test_rummy_targets_are_fixed_once_a_sheet_is_scored_with_them(event_target):
    desk = bhukhar_event(event_target, ["X"])
    names = competition_with_players(desk, "Rummy", "rummy", 8)  # two tables, then a final
    change_settings(desk, "Rummy", assignments=["target=160"])  # nothing scored yet: corrected
    view = draws.draw_next_round(desk, "Rummy", seed=1)
    assert settings_now(desk, "Rummy").fixed == {}  # drawn, nothing scored yet
    players = list(view.tables[0].entrants)
    scores.enter_sheet(desk, "Rummy", 1, view.tables[0].table, rummy_sheet(players, players[0], 160))
    assert settings_now(desk, "Rummy").fixed == {
        key: "sheet_scored" for key in ("target", "eliminate_at", "max_deals")
    }
    with pytest.raises(
        Refusal, match="'target' cannot be changed now: a score sheet has been scored with it"
    ):
        change_settings(desk, "Rummy", assignments=["target=150"])
    done = change_settings(desk, "Rummy", assignments=["final_target=250", "table_size=5"])
    assert {c.key for c in done.changes} == {"final_target", "table_size"} and len(names) == 8
    scores.confirm_sheet(desk, "Rummy", 1, view.tables[0].table)
    players = list(view.tables[1].entrants)
    scores.enter_sheet(
        desk, "Rummy", 1, view.tables[1].table, rummy_sheet(players, players[0], 160), confirm=True
    )
    final = draws.draw_next_round(desk, "Rummy", seed=2)
    assert final.final and "final_target" not in settings_now(desk, "Rummy").fixed
    players = list(final.tables[0].entrants)
    scores.enter_sheet(desk, "Rummy", 2, final.tables[0].table, rummy_sheet(players, players[0], 250, None))
    assert settings_now(desk, "Rummy").fixed["final_target"] == "final_scored"
    with pytest.raises(Refusal, match="'final_target' cannot be changed now: the final table's sheet"):
        change_settings(desk, "Rummy", assignments=["final_target=230"])
    desk.close()


def test_poker_settings_are_fixed_by_the_entries_the_clock_and_the_seat_draw(event_target):
    desk = bhukhar_event(event_target, ["X"])
    names = competition_with_players(desk, "Poker", "poker", 3)
    assert "double_entry" not in settings_now(desk, "Poker").specs  # no score sheet is typed for poker
    with pytest.raises(Refusal, match="'double_entry' is not a setting of this game"):
        change_settings(desk, "Poker", assignments=["double_entry=yes"])
    poker = PokerDesk(desk, "Poker")
    poker.enter(names)
    assert settings_now(desk, "Poker").fixed == {"starting_stack": "entered"}
    change_settings(
        desk, "Poker", assignments=["structure=gama-2025", "seats_per_table=8", "prize_pool=5000"]
    )
    poker.draw_seats(seed=3)
    fixed = settings_now(desk, "Poker").fixed
    assert fixed == {
        "starting_stack": "entered",
        "structure": "seats_drawn",
        "seats_per_table": "seats_drawn",
    }
    with pytest.raises(Refusal, match="'structure' cannot be changed now: the seats have been drawn"):
        change_settings(desk, "Poker", assignments=["structure=other"])
    done = change_settings(desk, "Poker", assignments=["prize_pool=6000", "payout_percent=60,40"])
    assert done.after is None and done.moved == ()  # poker shows its standings at its own desk
    assert poker.view() is not None and _settings(desk, "Poker")["prize_pool"] == 6000
    desk.close()


def test_baccarat_is_fixed_once_play_began_at_the_table(event_target):
    desk = bhukhar_event(event_target, ["X"])
    competition_with_players(desk, "Baccarat", "baccarat", 2)
    change_settings(desk, "Baccarat", assignments=["decks=6", "starting_chips=500"])
    fun_table.seat_player(desk, "Baccarat", 1, "Asha")
    assert fun_table.open_table(desk, "Baccarat").seats[0].chips == 500  # the corrected chips
    for typed in ("variant=ez", "decks=8", "starting_chips=1000", "tournament_hands=10"):
        with pytest.raises(Refusal, match="cannot be changed now: play has begun at the table"):
            change_settings(desk, "Baccarat", assignments=[typed])
    change_settings(desk, "Baccarat", assignments=["capacity=10"])
    desk.close()
