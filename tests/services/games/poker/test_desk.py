"""The poker freezeout at the desk, on real stores (SQLite file and PostgreSQL): entries, the seat draw, busts,
moves, the clock, the structure, and the state surviving a reopen."""

from __future__ import annotations

import datetime as dt
import random
import threading

import pytest

from cardnight_desk.domain.games import evaluate
from cardnight_desk.services import history
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.poker.desk import PokerDesk, poker_competitions
from cardnight_desk.store.models import Competition, Player, Registration
from tests.domain.games.poker.test_clock import FakeTime

COMP = "Freezeout"


def poker_event(target: str, players: int, **settings) -> Desk:
    desk = Desk.create(target, "Poker night", "2026-05-16", who="desk 1")
    add_competition(desk, COMP, "poker", settings=settings)
    add_competition(desk, "Rummy", "rummy")
    with desk.store.session() as s:
        comp = s.query(Competition).filter_by(name=COMP).one()
        for i in range(players):
            person = Player(event_id=comp.event_id, number=i + 1, name=f"Player {i + 1:02d}")
            s.add(person)
            s.flush()
            s.add(Registration(competition_id=comp.id, player_id=person.id))
    return desk


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def desk(event_target):
    d = poker_event(event_target, 20, prize_pool=1000)
    yield d
    d.close()


def test_only_poker_competitions_are_offered(desk, time):
    assert poker_competitions(desk) == [COMP]
    with pytest.raises(Refusal, match="not a poker competition"):
        PokerDesk(desk, "Rummy", time).view()


def test_state_survives_reopening_the_event(event_target, time):
    desk = poker_event(event_target, 20, prize_pool=1000)
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    poker.draw_seats(seed=7)
    poker.start_clock()
    time.advance(minutes=20)
    poker.enter(["Late Comer"], seed=3)
    shown = poker.bust(["Player 05"], hand=12, seed=4)
    desk.close()

    again = PokerDesk(Desk.open(event_target), COMP, time)
    view = again.view()
    assert view.version == shown.version == 5
    assert view.entries == shown.entries and view.tables == shown.tables and view.places == shown.places
    assert view.display == shown.display
    assert view.display.clock.level == 2 and view.display.clock.time_left == dt.timedelta(minutes=10)
    assert view.draw_seed == 7 and view.last_moves == shown.last_moves
    assert [e.stack for e in view.entries if e.player == "Late Comer"] == [2900]  # PK-2, level 2
    again.desk.close()


def test_ev5_the_seat_draw_is_seeded_and_recorded(desk, time):
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    view = poker.draw_seats(seed=99, tables=3)
    assert view.draw_seed == 99 and [t.players for t in view.tables] == [7, 7, 6]
    change = history.list_changes(desk, action_prefix="poker.draw")[0]
    assert "seed 99" in change.why and change.after["seed"] == 99
    seated = {(r.table, r.seat): r.player for r in view.entries}
    assert len(seated) == 20 and all(t is not None for t, _ in seated)
    with pytest.raises(Refusal, match="drawn already"):
        poker.draw_seats(seed=1)


def test_pk2_late_entry_stacks_and_refused_after_level_4_starts(desk, time):
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    poker.draw_seats(seed=1)
    poker.start_clock()
    time.advance(minutes=31)  # level 3
    view = poker.enter(["Third Level"], seed=2)
    row = next(e for e in view.entries if e.player == "Third Level")
    assert (row.point, row.stack, row.table is not None) == ("3", 2700, True)
    view = poker.enter(["Gap Player"], point="before_4", seed=2)  # named by the desk near the end of level 3
    assert next(e.stack for e in view.entries if e.player == "Gap Player") == 2500
    version = view.version
    time.advance(minutes=15)  # level 4 has started
    with pytest.raises(Refusal, match="PK-2") as err:
        poker.enter(["Too Late"])
    assert "Too Late" in err.value.message
    with pytest.raises(Refusal, match="PK-2"):
        poker.enter(["Too Late"], point="before_4")
    view = poker.view()
    assert view.version == version and "Too Late" not in view.remaining
    assert not view.display.clock.late_entry_open


def test_pk5_same_hand_busts_are_placed_by_start_chips_and_undo_puts_them_back(desk, time):
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    poker.draw_seats(seed=5)
    poker.start_clock()
    poker.bust(["Player 01"], hand=3, seed=1)
    with pytest.raises(Refusal, match="PK-5"):
        poker.bust(["Player 02", "Player 03"], hand=9)  # no start chips given
    before = {e.player: (e.table, e.seat) for e in poker.view().entries}
    view = poker.bust({"Player 02": 1200, "Player 03": 4100}, hand=9, seed=1)
    places = {r.player: r.place for r in view.places}
    assert places == {"Player 01": 20, "Player 03": 18, "Player 02": 19}
    assert view.last_bust == ("Player 02", "Player 03") and view.last_moves.players_out == view.last_bust
    free = {(t.name, seat) for t in view.tables for seat, who in t.seats if who is None}
    with pytest.raises(Conflict):
        poker.undo_bust(expected_version=view.version - 1)  # another desk's change came in between
    view = poker.undo_bust(expected_version=view.version, seed=3)
    assert {"Player 02", "Player 03"} <= set(view.remaining) and view.last_bust == ("Player 01",)
    back = {e.player: (e.table, e.seat) for e in view.entries}
    for player in ("Player 02", "Player 03"):
        assert back[player][0] is not None
        if before[player] in free:
            assert back[player] == before[player]
    assert {r.player for r in view.places} == {"Player 01"}
    actions = [c.action for c in history.list_changes(desk, action_prefix="poker.")]
    assert actions[:3] == ["poker.undo_bust", "poker.bust", "poker.bust"]


def test_a_player_who_leaves_forfeits_and_is_placed_as_busted(desk, time):
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    poker.draw_seats(seed=5)
    view = poker.leave("Player 11")
    row = next(r for r in view.places if r.player == "Player 11")
    assert row.place == 20 and row.left
    with pytest.raises(Refusal, match="already out"):
        poker.bust(["Player 11"])


def test_clock_actions_are_stored_and_recorded(desk, time):
    poker = PokerDesk(desk, COMP, time)
    with pytest.raises(Refusal, match="not running"):
        poker.pause_clock()
    view = poker.start_clock()
    assert view.clock.can_pause and not view.clock.can_start
    time.advance(minutes=5)
    poker.pause_clock()
    time.advance(minutes=30)  # paused: the time left does not move
    assert PokerDesk(desk, COMP, time).display().clock.time_left == dt.timedelta(minutes=10)
    poker.resume_clock()
    view = poker.skip_forward()
    assert view.display.clock.level == 2 and view.display.clock.time_left == dt.timedelta(minutes=15)
    view = poker.skip_back()
    assert view.display.clock.level == 1
    change = history.list_changes(desk, action_prefix="poker.clock")[0]
    assert change.action == "poker.clock.skip_back" and change.after["after"]["period"] == 0


def test_moves_planned_at_the_desk_are_made_unless_the_tables_changed(desk, time):
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    with pytest.raises(Refusal, match="not been drawn"):
        poker.plan_moves()
    poker.draw_seats(seed=8, tables=3)  # 7, 7, 6
    with pytest.raises(Refusal, match="no bust to undo"):
        poker.undo_bust()
    poker.add_table("4")
    poker.enter(["Late"], seed=0)  # the table with fewest players is the new one: 7, 7, 6, 1
    view = poker.view()
    assert view.moves_due
    plan = poker.plan_moves(seed=2)
    assert plan.broken == ("4",) and [m.player for m in plan.moves] == ["Late"]  # PK-4: a table of one breaks
    stale = poker.plan_moves(seed=2)
    view = poker.apply_moves(plan)
    assert [t.name for t in view.tables] == ["1", "2", "3"] and not view.moves_due
    assert view.last_moves == plan
    with pytest.raises(Refusal, match="changed since"):
        poker.apply_moves(stale)


def test_structure_edits_are_checked_kept_with_the_event_and_protect_played_levels(desk, time):
    poker = PokerDesk(desk, COMP, time)
    shown = poker.structure()
    assert not shown.edited and "gama-2025" in shown.shipped
    doc = shown.document
    bad = dict(doc, periods=[dict(doc["periods"][0], small_blind=50)] + doc["periods"][1:])
    with pytest.raises(Refusal) as err:
        poker.save_structure(bad)
    assert err.value.errors[0]["path"] == "periods.0.small_blind" and "PK-3" in err.value.errors[0]["message"]
    longer = dict(doc, name="gama-long", periods=[dict(p, minutes=20) for p in doc["periods"]])
    view = poker.save_structure(longer)
    assert view.structure == "gama-long" and view.display.clock.time_left == dt.timedelta(minutes=20)
    poker.start_clock()
    time.advance(minutes=25)  # level 2
    with pytest.raises(Refusal, match="already played"):
        poker.save_structure(doc)
    later = dict(longer, periods=longer["periods"][:5] + [dict(longer["periods"][5], big_blind=200)])
    later["periods"] += longer["periods"][6:]
    poker.save_structure(later)
    again = PokerDesk(desk, COMP, time)
    assert again.structure().edited and again.structure().document["periods"][5]["big_blind"] == 200
    assert again.display().clock.level == 2


def test_pk4_pk5_sixty_players_on_seven_tables_to_the_final_three(event_target, time):
    """The issue's "done when", through the desk's service: seat draw, busts with their moves, the final-table
    redraw, the final three, and prizes once they are decided."""
    desk = poker_event(event_target, 60, prize_pool=6000)
    poker = PokerDesk(desk, COMP, time)
    poker.enter_registered()
    view = poker.draw_seats(seed=2025)
    assert len(view.tables) == 7 and sum(t.players for t in view.tables) == 60
    poker.start_clock()
    rng = random.Random(6)
    hand = 0
    final_drawn = False
    while len(view.remaining) > 3:
        time.advance(minutes=2)
        hand += 1
        left = list(view.remaining)
        if rng.random() < 0.2 and len(left) > 4:
            pair = rng.sample(left, 2)
            view = poker.bust(
                {pair[0]: rng.randint(1, 3) * 100, pair[1]: rng.randint(1, 3) * 100}, hand, seed=hand
            )
        else:
            view = poker.bust([rng.choice(left)], hand, seed=hand)
        counts = [t.players for t in view.tables]
        assert max(counts) <= 9 and max(counts) - min(counts) <= 1  # PK-4 after every bust
        assert not view.moves_due
        if view.can_redraw_final and not final_drawn:
            view = poker.redraw_final(seed=hand)
            final_drawn = True
            assert view.last_moves.cause == "final_table" and len(view.tables) == 1
    assert final_drawn and len(view.tables) == 1
    assert sorted(who for _, who in view.tables[0].seats if who) == sorted(view.remaining)
    assert view.display.players_left == 3 and view.display.total_chips == 180000
    assert view.display.average_stack == 60000 and view.payouts == (3000, 1800, 1200)
    assert [r.prize for r in view.places if r.prize] == []
    third, second, first = view.remaining
    poker.bust([third], hand + 1)
    view = poker.bust([second], hand + 2)
    prizes = {r.player: r.prize for r in view.places if r.prize}
    assert prizes == {first: 3000, second: 1800, third: 1200}
    assert [r.place for r in view.places][:3] == [1, 2, 3]
    busts = history.list_changes(desk, action_prefix="poker.bust")
    assert len(busts) == hand + 2 and all("seed" in c.why for c in busts)
    desk.close()
    again = PokerDesk(Desk.open(event_target), COMP, time)
    assert again.view().places == view.places
    result = evaluate(again.sheet())  # the desk's tournament as a poker-tournament sheet (score-sheets.md)
    assert result["valid"] and result["prizes"] == prizes
    again.desk.close()


def test_two_desks_busting_at_once_lose_nothing(event_target, time):
    """Two desks on one event (threads, each with its own connection): every bust of both is kept."""
    desk = poker_event(event_target, 30)
    PokerDesk(desk, COMP, time).enter_registered()
    PokerDesk(desk, COMP, time).draw_seats(seed=3)
    second = Desk.open(event_target, who="desk 2")
    errors: list[Exception] = []

    def run(d: Desk, players: list[str]) -> None:
        poker = PokerDesk(d, COMP, time)
        try:
            for p in players:
                poker.bust([p], seed=1)
        except Exception as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [
        threading.Thread(target=run, args=(desk, [f"Player {i:02d}" for i in range(1, 11)])),
        threading.Thread(target=run, args=(second, [f"Player {i:02d}" for i in range(11, 21)])),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    view = PokerDesk(desk, COMP, time).view()
    assert len(view.places) == 20 and view.version == 2 + 20
    assert sum(t.players for t in view.tables) == 10
    second.close()
    desk.close()
