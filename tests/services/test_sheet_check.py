"""A sheet checked for its table: the kinds its game hands in, the entrants seated there, the round's rules
(RU-7, RU-8) and what the desk knows of the table filled in (settings, judges' penalties: BH-6)."""

from __future__ import annotations

import pytest

from cardnight_desk.services import draws, judges, penalties, scores
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.sheet_check import check_sheet, table_facts
from cardnight_desk.services.tables import find_table
from tests.services.builders import (
    add_round,
    bhukhar_event,
    bhukhar_sheet,
    competition_with_players,
    rummy_sheet,
    two_tables,
)


@pytest.fixture
def desk(event_target):
    d = two_tables(event_target)
    yield d
    d.close()


def test_names_must_be_the_teams_at_the_table(desk):
    with pytest.raises(Refusal) as err:
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Bears"))
    messages = " ".join(e["message"] for e in err.value.errors)
    assert "'Bears' is not seated at table 1" in messages and "'Tigers' is seated at table 1" in messages
    paths = {e["path"] for e in err.value.errors}
    assert {"teams.Bears", "teams"} <= paths  # the sheet kind's entrant field names the path


def test_a_sheet_of_another_game_is_refused(desk):
    with pytest.raises(Refusal, match="hand in bhukhar sheets"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", {"game": "28-match"})
    with pytest.raises(Refusal, match="must be a JSON object"):
        scores.enter_sheet(desk, "Bhukhar", 1, "1", ["not", "a", "sheet"])


def test_the_competitions_penalty_mode_is_read_with_the_sheet(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"], {"penalty_mode": "deduct_offender"})
    add_round(desk, 1, [("Lions", "Tigers")])
    foul = [{"team": "Tigers", "points": 50, "rule": "19.3"}]
    judges.set_pin(desk, "2468")  # a penalty on the sheet is a judge's (EV-4)
    info = scores.enter_sheet(
        desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers", penalties=foul), judge="Mr Shah", pin="2468"
    )
    assert info.result["teams"]["Lions"]["score"] == 650  # BH-6: the offender loses the 50, nobody gains it
    assert info.result["teams"]["Tigers"]["score"] == -340
    desk.close()


def test_a_judges_penalty_at_the_table_is_scored_with_the_sheet(desk):
    judges.set_pin(desk, "2468")
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Tigers", 50, "19.3", "Mr Shah", pin="2468")
    with desk.store.session() as s:
        comp = find_competition(s, "Bhukhar")
        table = find_table(s, comp, 1, "1")
        facts = table_facts(s, table, ("Lions", "Tigers"))
        assert facts.penalties == ({"entrant": "Tigers", "points": 50, "rule": "19.3", "note": ""},)
        assert not facts.final
        result = check_sheet(s, comp, table, bhukhar_sheet("Lions", "Tigers"))
    assert result["teams"]["Lions"]["score"] == 700  # award_opponent (BH-6)


def test_ru7_a_rummy_sheet_must_play_to_the_rounds_target(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["X", "Y"])
    competition_with_players(desk, "Rummy", "rummy", 6)
    view = draws.draw_next_round(desk, "Rummy", seed=1)
    assert view.final  # six players fit at one table: the final
    players = [s.player for s in view.tables[0].seats]
    with pytest.raises(Refusal) as err:
        scores.enter_sheet(desk, "Rummy", 1, "1", rummy_sheet(players, players[0], 150, 12))
    messages = {e["path"]: e["message"] for e in err.value.errors}
    assert "final table plays with target 230" in messages["target"] and "RU-8" in messages["max_deals"]
    assert messages["target"] == "the final table plays with target 230, not 150 (ruling RU-7)"
    info = scores.enter_sheet(desk, "Rummy", 1, "1", rummy_sheet(players, players[0], 230, None))
    assert info.status == "draft" and info.result["finished"]  # 200, then 100 more: out at 230
    desk.close()
