"""The demo night, built through the services on a real SQLite file and on PostgreSQL: every competition part-played,
the poker clock running mid-level, a judge's penalty in the history, the same night for the same seed."""

from __future__ import annotations

import datetime as dt
import random
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games import evaluate
from cardnight_desk.services import checkin, draws, history, judges, scores, standings, tables
from cardnight_desk.services import demo_sheets as sheets
from cardnight_desk.services.demo import CLOCK_STARTED_MINUTES_AGO, JUDGE_PIN, free_path, make_demo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import event_info
from cardnight_desk.services.games.baccarat import desk as baccarat_desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.registration import list_players

GAMES = {"bhukhar", "28", "rummy", "bukharo", "poker", "baccarat"}


def _statuses(desk: Desk, competition: str, round_no: int) -> list[str]:
    return [t.status for t in tables.round_tables(desk, competition, round_no)]


def test_demo_night_has_every_competition_part_played(event_target):
    night = make_demo(event_target, seed=3)
    assert night.judge_pin == JUDGE_PIN == "1234"
    desk = Desk.open(event_target)
    try:
        info = event_info(desk)
        assert {c.game for c in info.competitions} == GAMES
        assert info.date == dt.date.today()  # the night is tonight

        # Bhukhar: eight teams of three, rounds 1 and 2 confirmed, round 3 drawn with one draft sheet
        rows = standings.standings(desk, "Bhukhar league").rows
        assert (
            len(rows) == 8 and sum(r.value("master") for r in rows) == 2 * 4 * 2
        )  # two points a game (BH-7)
        assert _statuses(desk, "Bhukhar league", 1) == ["confirmed"] * 4
        assert _statuses(desk, "Bhukhar league", 2) == ["confirmed"] * 4
        assert sorted(_statuses(desk, "Bhukhar league", 3)) == ["draft", "missing", "missing", "missing"]
        # 28: a knockout of six, the first round's two matches done (two byes), the semi-finals drawable
        assert _statuses(desk, "28 knockout", 1) == ["confirmed", "confirmed"]
        assert len(draws.get_round(desk, "28 knockout", 1).byes) == 2
        # rummy: fourteen players at three tables, one confirmed, one typed in so far, one still to come
        assert sum(len(t.seats) for t in tables.round_tables(desk, "Rummy", 1)) == 14
        assert _statuses(desk, "Rummy", 1) == ["confirmed", "draft", "missing"]
        assert _statuses(desk, "Bukharo", 1) == ["confirmed"]
        assert len(standings.standings(desk, "Bukharo").rows) == 6

        # poker: twenty entered, the late two at level 2 with 100 chips fewer (PK-2), two out, the clock
        # started some minutes ago and running in level 2
        view = PokerDesk(desk, "Poker freezeout").view()
        stacks = {e.player: e.stack for e in view.entries}
        assert len(stacks) == 20 and stacks["Lucy Evans"] == stacks["Farhan Ali"] == 2900
        assert len(view.places) == 2 and len(view.remaining) == 18
        clock = view.display.clock
        assert clock.running and clock.level == 2 and not view.clock.can_start
        assert dt.timedelta(0) < clock.time_left <= dt.timedelta(minutes=30 - CLOCK_STARTED_MINUTES_AGO)

        # baccarat: four seats, two hands settled, the next hand's bets down
        table = baccarat_desk.open_table(desk, "Baccarat fun table")
        assert len(table.seats) == 4 and table.hands_played == 2 and len(table.bets) == 4
        assert table.last_hand is not None and len(table.last_hand.cards) >= 4

        # the judge's penalty is in the history, and the PIN is the one the README gives
        (penalty,) = history.list_changes(desk, action_prefix="penalty.")
        assert (
            penalty.who == "Meera Shah" and penalty.after["rule"] == "19.3" and penalty.after["points"] == 50
        )
        judges.check_pin(desk, "1234")

        # players in every script the desk prints; the poker players not yet here are on the roll as missing
        players = list_players(desk)
        scripts = {unicodedata.name(ch).split()[0] for p in players for ch in p.name if ch.isalpha()}
        assert {"LATIN", "GUJARATI", "MALAYALAM", "GURMUKHI", "DEVANAGARI"} <= scripts
        assert sum(p.checked_in for p in players) == len(players) - 2
        missing = checkin.roll(desk, "Poker freezeout").missing
        assert sorted(p.name for p in missing) == ["Hannah Brooks", "Oliver Grant"]
    finally:
        desk.close()


def _night(target: str) -> dict:
    """What a desk would see of a night: draws, sheets, standings, poker seats, baccarat hands."""
    desk = Desk.open(target)
    try:
        out: dict = {}
        for comp in event_info(desk).competitions:
            if comp.game in ("poker", "baccarat"):
                continue
            for number in draws.round_numbers(desk, comp.name):
                out[(comp.name, number)] = draws.get_round(desk, comp.name, number).to_json()
                for table in tables.round_tables(desk, comp.name, number):
                    sheet = scores.get_sheet(desk, comp.name, number, table.table)
                    out[(comp.name, number, table.table)] = sheet and (sheet.sheet, sheet.status)
            out[comp.name] = [r.to_json("name") for r in standings.standings(desk, comp.name).rows]
        view = PokerDesk(desk, "Poker freezeout").view()
        out["poker"] = (view.tables, view.places)
        table = baccarat_desk.open_table(desk, "Baccarat fun table")
        out["baccarat"] = (table.seats, table.bets, table.last_hand and table.last_hand.to_json())
        return out
    finally:
        desk.close()


def test_the_same_seed_makes_the_same_night(tmp_path):
    first, second = str(tmp_path / "a.cardnight"), str(tmp_path / "b.cardnight")
    make_demo(first, seed=11)
    make_demo(second, seed=11)
    assert _night(first) == _night(second)


def test_the_demo_never_overwrites_an_event(tmp_path):
    target = tmp_path / "night.cardnight"
    make_demo(str(target), seed=1)
    before = target.read_bytes()
    with pytest.raises(Refusal, match="already exists"):
        make_demo(str(target), seed=2)
    assert target.read_bytes() == before
    assert free_path(tmp_path).name == "demo.cardnight"
    (tmp_path / "demo.cardnight").write_bytes(before)
    assert free_path(tmp_path).name == "demo-2.cardnight"


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_demo_sheets_are_valid_and_finished(seed):
    rng = random.Random(seed)
    bhukhar = evaluate(sheets.bhukhar_game(rng, "Lions", "સુરત સિતારા"))
    assert bhukhar["valid"] and set(bhukhar["teams"]) == {"Lions", "સુરત સિતારા"}
    match = evaluate(sheets.match_28(rng, "Kochi", "Thrissur"))
    assert match["valid"] and match["status"] == "finished" and match["winner"] in ("Kochi", "Thrissur")
    players = ["a", "b", "c", "d", "e"]
    table = evaluate(sheets.rummy_table(rng, players))
    assert table["valid"] and table["winner"] in players  # a winner: the next round can be drawn (RU-8)
    partial = sheets.rummy_table(rng, players, stop_after=3)
    assert evaluate(partial)["valid"] and len(partial["deals"]) <= 3
    assert evaluate(sheets.bukharo_game(rng, "Side A", "Side B"))["valid"]
    shoe = sheets.shoe(rng, 8)
    hand = sheets.baccarat_hand(shoe)
    assert 4 <= len(hand) <= 6 and len(shoe) == 8 * 52 - len(hand)
