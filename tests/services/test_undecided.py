"""A table whose confirmed sheet names no winner yet leaves its round undecided: a 28 knockout match level after
12 deals (ruling TE-7) or a rummy final table with two players still in (RU-7). The next round is refused in one
line naming the table, nothing is stored, the competition is not finished, and its standings place nobody
still in; once the extra deals (and the coin toss), or the deal that leaves one player, are entered, it goes
on."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, judges, progress, scores, standings
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import list_changes
from tests.services.builders import (
    bhukhar_event,
    competition_with_players,
    competition_with_teams,
    match_28,
    rummy_sheet,
)
from tests.services.test_draws import _round_as_stored

PIN = "1234"


def _level(first: str, second: str, deals: int = 12, coin_toss: str | None = None) -> dict:
    """A 28 match in which the two teams take turns to win a bid of 16: level after every even deal."""
    return match_28(first, second, first) | {
        "deals": [{"bidder": t, "bid": 16, "bidder_points": 20} for t in [first, second] * (deals // 2)],
        "coin_toss": coin_toss,
    }


def _refused(desk, competition: str, match: str) -> str:
    before, changes = _round_as_stored(desk, competition), len(list_changes(desk))
    with pytest.raises(Refusal, match=match) as err:
        draws.draw_next_round(desk, competition, seed=9)
    assert "\n" not in err.value.message
    assert _round_as_stored(desk, competition) == before and len(list_changes(desk)) == changes
    return err.value.message


def _places(desk, competition: str) -> list[tuple[str, str]]:
    return [
        ("still in" if r.still_in else str(r.place), r.name)
        for r in standings.standings(desk, competition).rows
    ]


def test_te7_a_level_knockout_semi_final_holds_the_final_back_until_it_has_a_winner(event_target):
    desk = bhukhar_event(event_target, ["X", "Y"])
    judges.set_pin(desk, PIN)
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur", "Kollam", "Palakkad"])
    first = draws.draw_next_round(desk, "28 cup", seed=1)
    (table,) = first.tables
    scores.enter_sheet(desk, "28 cup", 1, "1", match_28(*table.entrants, table.entrants[0]), confirm=True)
    semis = draws.draw_next_round(desk, "28 cup", seed=2)
    (a, b), (c, d) = (t.entrants for t in semis.tables)
    scores.enter_sheet(desk, "28 cup", 2, "1", _level(a, b), confirm=True)
    scores.enter_sheet(desk, "28 cup", 2, "2", match_28(c, d, c), confirm=True)

    said = _refused(desk, "28 cup", "^round 3 cannot be drawn yet: round 2 table 1 has no winner")
    assert f"{a} and {b} are level at 6 after 12 deals" in said and "extra round" in said
    assert said.endswith("(ruling TE-7)") and "table 2" not in said
    stands = progress.competition_progress(desk, "28 cup")
    assert not stands.finished and stands.words() == "after round 1, round 2 under way — provisional"
    assert set(_places(desk, "28 cup")[:3]) == {("still in", a), ("still in", b), ("still in", c)}

    # the extra round, level again: the coin toss is due
    scores.edit_confirmed(desk, "28 cup", 2, "1", _level(a, b, 18), judge="Ann", pin=PIN, why="extra round")
    said = _refused(desk, "28 cup", "^round 3 cannot be drawn yet: round 2 table 1 has no winner")
    assert (
        "still level at 9 after the extra round; the coin toss is still to be recorded (ruling TE-7)" in said
    )

    scores.edit_confirmed(
        desk, "28 cup", 2, "1", _level(a, b, 18, coin_toss=b), judge="Ann", pin=PIN, why="coin toss"
    )
    final = draws.draw_next_round(desk, "28 cup", seed=3)
    assert final.final and [t.entrants for t in final.tables] == [(b, c)]
    desk.close()


def test_te7_a_round_robin_match_short_of_its_deals_holds_the_next_round_back(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_teams(desk, "28 league", "28", ["Kochi", "Thrissur"], {"format": "round_robin"})
    competition_with_teams(desk, "28 cup", "28", ["Kannur", "Kollam", "Palakkad"], {"format": "round_robin"})
    view = draws.draw_next_round(desk, "28 cup", seed=1)
    (table,) = view.tables
    scores.enter_sheet(desk, "28 cup", 1, "1", _level(*table.entrants, deals=8), confirm=True)
    said = _refused(desk, "28 cup", "^round 2 cannot be drawn yet: round 1 table 1 has no winner")
    assert said.endswith(
        f"{table.entrants[0]} v {table.entrants[1]} has 8 of its 12 deals entered (ruling TE-7)"
    )
    desk.close()


def _final_at_230(leader: str, runner_up: str, others: list[str], deals: int = 4) -> dict:
    """The final table (target 230): ``leader`` wins every deal, ``runner_up`` loses 70, 70, 70 and 20 and stands
    at exactly 230, not out (RU-7); the ``others`` lose 100 a deal and are out after the third; a fifth deal
    ``runner_up`` loses puts them out too."""
    points = [70, 70, 70, 20, 25]
    sheet = rummy_sheet([leader, runner_up, *others], leader, 230, None)
    sheet["deals"] = []
    for k in range(deals):
        players = {leader: {"result": "won"}, runner_up: {"result": "lost", "points": points[k]}}
        if k < 3:
            players |= {p: {"result": "lost", "points": 100} for p in others}
        sheet["deals"].append({"deal_type": "normal", "players": players})
    return sheet


def test_ru7_the_final_table_is_not_finished_while_two_players_are_in(event_target):
    desk = bhukhar_event(event_target, ["X", "Y"])
    judges.set_pin(desk, PIN)
    competition_with_players(desk, "Rummy", "rummy", 13)
    first = draws.draw_next_round(desk, "Rummy", seed=1)
    for table in first.tables:
        players = [s.player for s in table.seats]
        scores.enter_sheet(desk, "Rummy", 1, table.table, rummy_sheet(players, min(players)), confirm=True)
    final = draws.draw_next_round(desk, "Rummy", seed=2)
    (table,) = final.tables
    leader, runner_up, *others = [s.player for s in table.seats]
    info = scores.enter_sheet(desk, "Rummy", 2, "1", _final_at_230(leader, runner_up, others), confirm=True)
    assert info.result["finished"] is False and info.result["totals"][runner_up] == 230

    stands = progress.competition_progress(desk, "Rummy")
    assert not stands.finished and stands.words() == "after round 1, round 2 under way — provisional"
    rows = _places(desk, "Rummy")
    assert rows[:2] == sorted([("still in", leader), ("still in", runner_up)], key=lambda r: r[1])
    assert rows[2][0] == "3" and rows[2][1] in others  # out at the final table: placed
    said = _refused(desk, "Rummy", "^round 3 cannot be drawn yet: round 2 table 1 has no winner — ")
    assert said.endswith(
        f"{leader} and {runner_up} are still in; the table plays on until one player is left (ruling RU-7)"
    )

    last = _final_at_230(leader, runner_up, others, deals=5)
    scores.edit_confirmed(desk, "Rummy", 2, "1", last, judge="Ann", pin=PIN, why="the last deal")
    assert progress.competition_progress(desk, "Rummy").finished
    assert _places(desk, "Rummy")[:2] == [("1", leader), ("2", runner_up)]
    desk.close()
