"""A whole freezeout at the desk: clock, late entry (PK-2), busts with seats (PK-4, PK-5), the display."""

from __future__ import annotations

import json
import random

import pytest

from cardnight_desk.domain.games import GAMES as COMPETITION_GAMES
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.poker.freezeout import Freezeout, PokerSettings
from cardnight_desk.domain.games.poker.structure import load_structure
from cardnight_desk.domain.games.poker.tournament import Refusal, TournamentRefused
from tests.domain.games.poker.test_clock import FakeTime


@pytest.fixture
def time():
    return FakeTime()


def freezeout(time, players=(), **settings) -> Freezeout:
    game = Freezeout(load_structure("gama-2025"), PokerSettings(**settings), now=time)
    for p in players:
        game.enter(p)
    return game


def test_settings_from_the_competition_catalogue():
    values = {key: spec.default for key, spec in COMPETITION_GAMES["poker"].settings.items()}
    settings = PokerSettings.from_values({**values, "payout_percent": [60, 40], "break_when_fits": True})
    assert settings == PokerSettings(payout_percent=(60, 40), break_when_fits=True)


def test_pk2_late_entry_follows_the_clock(time):
    game = freezeout(time, ["Asha"])
    game.clock.start()
    time.advance(minutes=20)
    entry, seat = game.enter("Ben")
    assert (entry.point, entry.stack, seat) == (2, 2900, None)
    time.advance(minutes=20)  # level 3, 5 minutes left: the desk seats Cy when level 3 ends
    assert game.entry_refusal("Cy", 1) is Refusal.ENTRY_POINT_PASSED
    entry, _ = game.enter("Cy", "before_4")
    assert entry.stack == 2500


@pytest.mark.parametrize("minutes", [45, 50, 61, 75, 200])
def test_pk2_no_entry_once_level_4_has_started_whatever_is_asked(time, minutes):
    game = freezeout(time, ["Asha", "Ben"])
    game.draw(seed=1)
    game.clock.start()
    time.advance(minutes=minutes)
    for point in (None, 1, "before_4", 4):
        assert not game.can_enter("Eve", point)
        assert game.entry_refusal("Eve", point) is Refusal.LATE_ENTRY_CLOSED
    with pytest.raises(TournamentRefused) as err:
        game.enter("Eve", 1)
    assert "PK-2" in str(err.value)
    assert "Eve" not in game.tournament.players and game.seating.where("Eve") is None


def test_pk2_late_entry_is_seated_when_the_seats_are_drawn(time):
    game = freezeout(time, [f"P{i}" for i in range(17)])
    game.draw(seed=4)
    game.clock.start()
    time.advance(minutes=31)
    entry, seat = game.enter("Late", seed=9)
    assert entry.stack == 2700 and seat is not None and game.seating.where("Late") == seat
    assert game.entry_refusal("Later") is Refusal.NO_FREE_SEAT  # 18 seats are taken: open a table
    game.seating.add_table("3")
    assert game.enter("Later", seed=9)[1][0] == "3"


def test_pk5_bust_frees_the_seat_and_undo_puts_the_player_back(time):
    game = freezeout(time, [f"P{i}" for i in range(12)])
    game.draw(seed=2)
    where = game.seating.where("P3")
    game.bust("P3", hand=7)
    assert game.seating.where("P3") is None
    game.undo_bust()
    assert game.seating.where("P3") == where and "P3" in game.tournament.remaining()


def test_undo_after_the_seat_was_taken_draws_a_new_seat(time):
    game = freezeout(time, [f"P{i}" for i in range(12)])
    game.draw(seed=2)
    table, seat = game.seating.where("P3")
    game.leave("P3")
    game.seating.tables[table].seats[seat] = "Someone"
    game.undo_bust(seed=5)
    assert game.seating.where("P3") not in (None, (table, seat))


def test_display_state_for_the_clock_screen(time):
    game = freezeout(time, ["A", "B", "C"])
    game.clock.start()
    time.advance(minutes=16)
    game.enter("D")
    game.bust("A")
    shown = game.display()
    assert (shown.clock.level, shown.players_left, shown.entries, shown.total_chips) == (2, 3, 4, 11900)
    assert shown.average_stack == 11900 // 3


def test_freezeout_round_trips_through_json(time):
    game = freezeout(time, [f"P{i}" for i in range(20)], prize_pool=1000)
    game.draw(seed=3)
    game.clock.start()
    time.advance(minutes=33)
    game.enter("Late", seed=1)
    game.bust("P1", hand=3)
    doc = json.loads(json.dumps(game.to_json()))
    again = Freezeout.from_json(game.structure, game.settings, doc, now=time)
    assert again.to_json() == game.to_json()
    assert again.display() == game.display()
    with pytest.raises(ValueError):
        Freezeout.from_json(game.structure, game.settings, {"clock": doc["clock"]}, now=time)


def test_pk4_pk5_sixty_players_on_seven_tables_to_the_final_three(time):
    """The issue's "done when": from the seat draw to the final three, the sheet scoring as documented."""
    players = [f"Player {i:02d}" for i in range(60)]
    game = freezeout(time, players, prize_pool=6000)
    seating = game.draw(seed=2025)
    assert len(seating.tables) == 7
    game.clock.start()
    rng = random.Random(6)
    hand = 0
    final_drawn = False
    while len(game.tournament.remaining()) > 3:
        time.advance(minutes=2)
        hand += 1
        left = game.tournament.remaining()
        if rng.random() < 0.2 and len(left) > 4:
            pair = rng.sample(left, 2)
            game.bust_together({pair[0]: rng.randint(1, 3) * 100, pair[1]: rng.randint(1, 3) * 100}, hand)
        else:
            game.bust(rng.choice(left), hand)
        if game.can_redraw_final() and not final_drawn:
            plan = game.plan_final_table(seed=hand)
            game.apply(plan)
            final_drawn = True
            continue
        plan = game.plan_moves(seed=hand)
        assert game.can_apply(plan)
        game.apply(plan)
        counts = game.seating.counts()
        assert max(counts.values()) <= 9 and max(counts.values()) - min(counts.values()) <= 1
        small = [t for t, n in counts.items() if n < 5]
        assert not small or len(counts) == 1 or sum(counts.values()) > 9 * (len(counts) - 1)
    assert final_drawn and len(game.seating.tables) == 1
    assert sorted(game.seating.players()) == sorted(game.tournament.remaining())
    snap = game.display()
    assert snap.players_left == 3 and snap.total_chips == 180000 and snap.average_stack == 60000
    result = evaluate(game.tournament.to_sheet())
    assert result["valid"] and len(result["places"]) == 57 and "prizes" not in result
    assert sorted(result["remaining"]) == sorted(game.tournament.remaining())
    third, second = game.tournament.remaining()[:2]
    game.bust(third, hand + 1)
    game.bust(second, hand + 2)
    result = evaluate(game.tournament.to_sheet())
    assert result["prizes"] == {game.tournament.remaining()[0]: 3000, second: 1800, third: 1200}
