"""The baccarat fun table at the desk, on real stores: seats, bets, cards, settling, history, reopening."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from cardnight_desk.services import history
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.baccarat import desk as bd
from cardnight_desk.services.games.baccarat.views import TableInfo, money_json, money_text, parse_money
from cardnight_desk.store.models import Competition, Player, Registration

D = Decimal
SIX = ["Asha", "Ben", "Chandni", "Dev", "Esha", "Farid"]
EXAMPLE_HAND = ["4S", "KD", "AC", "6H", "7C", "2D"]  # Player 4 A 7 = 2, Banker K 6 2 = 8
FUN = "Fun table"


def _event(target: str, **settings) -> Desk:
    desk = Desk.create(target, "Diwali night", "2026-11-08", who="desk 1")
    add_competition(desk, FUN, "baccarat", settings=settings)
    return desk


def _seat_six(desk: Desk) -> TableInfo:
    info = bd.open_table(desk, FUN)
    for number, name in enumerate(SIX, start=1):
        info = bd.seat_player(desk, FUN, number, name, expected_version=info.version)
    return info


@pytest.fixture
def desk(event_target):
    d = _event(event_target)
    yield d
    d.close()


def test_a_new_table_follows_the_competition_settings(event_target):
    desk = _event(event_target, variant="ez", decks=6, starting_chips=500, tournament_hands=20)
    info = bd.open_table(desk, FUN)
    assert info.version == 0 and info.seats == () and info.hands_left == 20
    assert (info.variant, info.decks, info.starting_chips) == ("ez", 6, D(500))
    assert "dragon7" in info.offered
    info = _seat_six(desk)
    assert [(s.number, s.name, s.chips) for s in info.seats] == [
        (n, name, D(500)) for n, name in enumerate(SIX, 1)
    ]
    assert info.free_seats() == ()
    desk.close()


def test_settling_updates_balances_and_writes_the_hand_to_the_history(desk):
    info = _seat_six(desk)
    for seat, on, stake in [(1, "banker", "100"), (2, "tie", "10"), (3, "dragon_bonus_player", "10")]:
        info = bd.place_bet(desk, FUN, seat, on, stake, expected_version=info.version)
    info = bd.place_bet(desk, FUN, 4, "player_pair", "5", expected_version=info.version)
    info = bd.place_bet(desk, FUN, 5, "player", "12.50", expected_version=info.version)
    assert info.seat(1).available == 900 and info.seat(1).chips == 1000
    steps = []
    for name in EXAMPLE_HAND:
        steps.append(info.next.action)
        info = bd.deal_card(desk, FUN, name.lower(), expected_version=info.version)
    assert steps == [
        "player_card",
        "banker_card",
        "player_card",
        "banker_card",
        "player_draws",
        "banker_draws",
    ]
    assert info.next.action == "complete" and info.next.winner == "banker" and info.check_settle() is None
    settled = bd.settle_hand(desk, FUN, expected_version=info.version)
    hand, info = settled.hand, settled.table
    assert (hand.number, hand.winner, hand.player_total, hand.banker_total) == (1, "banker", 2, 8)
    assert hand.player_cards == ("4S", "AC", "7C") and hand.banker_cards == ("KD", "6H", "2D")
    assert [(b.name, b.result, b.net) for b in hand.bets] == [
        ("Asha", "win", D("95.00")),
        ("Ben", "lose", D(-10)),
        ("Chandni", "lose", D(-10)),
        ("Dev", "lose", D(-5)),
        ("Esha", "lose", D("-12.50")),
    ]
    assert [s.chips for s in info.seats] == [D(1095), D(990), D(990), D(995), D("987.50"), D(1000)]
    assert info.bets == () and info.cards == () and info.hands_played == 1
    assert info.last_hand == hand

    change = history.list_changes(desk, action_prefix="baccarat.settle")[0]
    assert change.who == "desk 1"
    assert "hand 1, Banker wins 2-8" in change.summary
    assert change.before["chips"][0] == {"seat": 1, "name": "Asha", "chips": "1000"}
    after = change.after
    assert after["cards"] == EXAMPLE_HAND and after["winner"] == "banker"
    assert after["player"] == {"cards": ["4S", "AC", "7C"], "total": 2}
    assert after["banker"] == {"cards": ["KD", "6H", "2D"], "total": 8}
    assert after["bets"][0] == {
        "seat": 1,
        "name": "Asha",
        "on": "banker",
        "stake": "100",
        "result": "win",
        "net": "95",
    }
    assert {c["name"]: D(c["chips"]) for c in after["chips"]}["Esha"] == D("987.50")


def test_the_table_survives_closing_and_reopening_the_event(event_target):
    desk = _event(event_target)
    info = _seat_six(desk)
    info = bd.place_bet(desk, FUN, 1, "banker", 100, expected_version=info.version)
    info = bd.enter_hand(desk, FUN, "4S KD AC 6H 7C 2D", expected_version=info.version)
    bd.settle_hand(desk, FUN, expected_version=info.version)
    desk.close()

    again = Desk.open(event_target, who="desk 2")
    info = bd.open_table(again, FUN)
    assert info.hands_played == 1 and info.seat(1).chips == D(1095) and info.seat(6).name == "Farid"
    assert info.last_hand is not None and info.last_hand.winner == "banker"
    info = bd.place_bet(again, FUN, 2, "player", 50, expected_version=info.version)
    assert info.seat(2).available == 950
    with again.store.session() as s:
        saved = s.query(Competition).one().state["baccarat"]
    assert saved["version"] == info.version and saved["table"]["bets"] == [
        {"seat": 2, "on": "player", "stake": "50"}
    ]
    again.close()


def test_bets_and_cards_of_a_hand_in_progress_survive_the_desk_closing(event_target):
    desk = _event(event_target)
    info = _seat_six(desk)
    info = bd.place_bet(desk, FUN, 1, "player", 40, expected_version=info.version)
    info = bd.place_bet(desk, FUN, 3, "banker_pair", 5, expected_version=info.version)
    info = bd.enter_hand(desk, FUN, "9H, 2S 9D", expected_version=info.version)
    desk.close()

    again = Desk.open(event_target)
    info = bd.open_table(again, FUN)
    assert [(b.seat, b.name, b.on, b.stake) for b in info.bets] == [
        (1, "Asha", "player", D(40)),
        (3, "Chandni", "banker_pair", D(5)),
    ]
    assert info.cards == ("9H", "2S", "9D") and info.next.action == "banker_card" and info.next.position == 4
    assert info.check_bet(2, "player", "10") == "bets_closed"
    assert info.check_bet(2, "player", "") == "bets_closed"  # the engine's order: closed before the stake
    info = bd.deal_card(again, FUN, "5C", expected_version=info.version)  # Player 8: a natural
    assert info.next.action == "complete" and info.next.reason == "natural"
    assert info.next.natural and info.next.winner == "player" and info.next.player_total == 8
    hand = bd.settle_hand(again, FUN, expected_version=info.version).hand
    assert [(b.seat, b.net) for b in hand.bets] == [(1, D(40)), (3, D(-5))]
    again.close()


def test_bac1_an_undone_card_is_dealt_again_where_the_rule_sends_it(desk):
    info = _seat_six(desk)
    info = bd.enter_hand(desk, FUN, "4S KD AC 6H 7C", expected_version=info.version)
    assert info.next.action == "banker_draws" and info.next.reason == "banker_table"
    assert info.next.player_third == 7 and info.next.banker_total == 6
    info = bd.undo_card(desk, FUN, expected_version=info.version)
    assert info.cards == ("4S", "KD", "AC", "6H") and info.next.action == "player_draws"
    info = bd.deal_card(desk, FUN, "8C", expected_version=info.version)  # Banker 6 stands on a Player's 8
    assert info.next.action == "complete" and info.next.reason == "banker_stands"
    with pytest.raises(bd.TableRefusal) as err:
        bd.deal_card(desk, FUN, "2D", expected_version=info.version)
    assert err.value.code == "hand_complete" and "BAC-1" in err.value.message


def test_a_typed_hand_is_all_or_nothing_and_names_the_card_refused(desk):
    info = _seat_six(desk)
    with pytest.raises(bd.TableRefusal) as err:
        bd.enter_hand(
            desk, FUN, "8S KD AC 6H 7C", expected_version=info.version
        )  # natural: 5th card too many
    assert err.value.code == "hand_complete" and "card 5 (7C)" in err.value.message
    with pytest.raises(bd.TableRefusal) as err:
        bd.enter_hand(desk, FUN, "4S XX KD 11C", expected_version=info.version)
    assert err.value.code == "not_a_card" and [e["path"] for e in err.value.errors] == ["cards.1", "cards.3"]
    assert bd.open_table(desk, FUN).cards == () and bd.open_table(desk, FUN).version == info.version
    # the table the desk was shown still answers for the saved table: no card of the refused hand is out
    assert info.check_settle() == "hand_not_complete" and info.check_bet(1, "player", "10") is None


@pytest.mark.parametrize(
    "seat, on, stake, code",
    [
        (1, "dragon7", "5", "not_offered"),  # ruling BAC-2: Dragon 7 is EZ only
        (1, "player", "0", "bad_stake"),
        (1, "player", "ten", "bad_stake"),
        (1, "player", "0.001", "bad_stake"),
        (1, "player", "1000.01", "not_enough_chips"),
        (9, "player", "10", "no_such_seat"),
    ],
)
def test_bac2_refused_bets_say_why_and_change_nothing(desk, seat, on, stake, code):
    info = _seat_six(desk)
    assert info.check_bet(seat, on, stake) == code
    with pytest.raises(bd.TableRefusal) as err:
        bd.place_bet(desk, FUN, seat, on, stake, expected_version=info.version)
    assert err.value.code == code and err.value.message
    assert bd.open_table(desk, FUN).version == info.version


def test_seats_refused_and_removed(desk):
    info = _seat_six(desk)
    with pytest.raises(bd.TableRefusal, match="seats 1 to 6"):
        bd.seat_player(desk, FUN, 7, "Gita")
    with pytest.raises(bd.TableRefusal) as err:
        bd.seat_player(desk, FUN, 2, "Gita")
    assert err.value.code == "seat_taken"
    with pytest.raises(bd.TableRefusal) as err:
        bd.seat_player(desk, FUN, 2, "  ")
    assert err.value.code == "no_name"
    info = bd.place_bet(desk, FUN, 2, "player", 10, expected_version=info.version)
    assert info.check_vacate(2) == "seat_has_bets"
    with pytest.raises(bd.TableRefusal):
        bd.remove_seat(desk, FUN, 2, expected_version=info.version)
    info = bd.remove_seat(desk, FUN, 6, expected_version=info.version)
    assert info.free_seats() == (6,)
    with pytest.raises(bd.TableRefusal) as err:
        bd.seat_player(desk, FUN, 6, "asha", expected_version=info.version)
    assert err.value.code == "name_taken"
    with pytest.raises(bd.TableRefusal) as err:
        bd.seat_player(desk, FUN, 6, "Gita", "-5", expected_version=info.version)
    assert err.value.code == "bad_chips"
    info = bd.seat_player(desk, FUN, 6, "Gita", "250.50", expected_version=info.version)
    assert info.seat(6).chips == D("250.50")
    left, sat = history.list_changes(desk, action_prefix="baccarat.")[1::-1]
    assert left.action == "baccarat.leave" and left.before == {"seat": 6, "name": "Farid", "chips": "1000"}
    assert sat.after == {"seat": 6, "name": "Gita", "chips": "250.50"}


def test_a_stale_desk_is_refused_as_a_conflict(event_target):
    desk = _event(event_target)
    info = _seat_six(desk)
    other = Desk.open(event_target, who="desk 2")
    seen = bd.open_table(other, FUN)
    bd.place_bet(desk, FUN, 1, "player", 10, expected_version=info.version)
    with pytest.raises(Conflict) as err:
        bd.place_bet(other, FUN, 2, "banker", 10, expected_version=seen.version)
    assert "another desk" in err.value.message
    assert [b.seat for b in err.value.theirs.bets] == [1]
    now = bd.open_table(other, FUN)
    assert [b.seat for b in now.bets] == [1]
    assert [b.seat for b in bd.place_bet(other, FUN, 2, "banker", 10, expected_version=now.version).bets] == [
        1,
        2,
    ]
    assert [b.seat for b in bd.open_table(desk, FUN).bets] == [1, 2]  # the first desk sees the second's bet
    other.close()
    desk.close()


def test_tournament_ranks_by_chips_after_the_set_number_of_hands(event_target):
    desk = _event(event_target, tournament_hands=2)
    info = _seat_six(desk)
    for bets in ([(1, "banker", 100), (2, "player", 100)], [(3, "tie", 100), (4, "banker", 200)]):
        for seat, on, stake in bets:
            info = bd.place_bet(desk, FUN, seat, on, stake, expected_version=info.version)
        info = bd.enter_hand(desk, FUN, EXAMPLE_HAND, expected_version=info.version)
        assert info.hands_left == 2 - info.hands_played
        info = bd.settle_hand(desk, FUN, expected_version=info.version).table
    assert info.is_over and info.hands_left == 0
    assert [(r.place, r.name, r.chips) for r in bd.standings(desk, FUN)] == [
        (1, "Dev", D(1190)),
        (2, "Asha", D(1095)),
        (3, "Esha", D(1000)),
        (3, "Farid", D(1000)),
        (5, "Ben", D(900)),
        (5, "Chandni", D(900)),
    ]
    assert info.check_bet(5, "player", "10") == "tournament_over"
    with pytest.raises(bd.TableRefusal, match="tournament is over"):
        bd.place_bet(desk, FUN, 5, "player", 10)
    last = history.list_changes(desk, action_prefix="baccarat.settle")[0]
    assert last.after["ranking"][0] == {"place": 1, "seat": 4, "name": "Dev", "chips": "1190"}
    desk.close()


def test_only_baccarat_competitions_have_a_fun_table(desk):
    add_competition(desk, "Rummy", "rummy")
    add_competition(desk, "Second table", "baccarat", settings={"variant": "no_commission"})
    assert bd.baccarat_competitions(desk) == [FUN, "Second table"]
    with pytest.raises(Refusal, match="not a baccarat competition"):
        bd.open_table(desk, "Rummy")
    with pytest.raises(Refusal, match="no competition 'Poker'"):
        bd.open_table(desk, "Poker")
    bd.seat_player(desk, "Second table", 1, "Asha")
    assert bd.open_table(desk, FUN).seats == ()  # each competition has its own table


def test_registered_players_are_offered_for_the_seats(desk):
    with desk.store.session() as s:
        comp = s.query(Competition).one()
        for number, name in enumerate(["Ben", "Asha"], start=1):
            player = Player(event_id=comp.event_id, number=number, name=name, born=dt.date(1980, 1, 1))
            s.add(player)
            s.flush()
            s.add(Registration(competition_id=comp.id, player_id=player.id))
    assert bd.registered_names(desk, FUN) == ["Asha", "Ben"]


def test_a_damaged_saved_table_is_refused_readably(desk):
    info = _seat_six(desk)
    with desk.store.session() as s:
        comp = s.query(Competition).one()
        saved = dict(comp.state["baccarat"])
        saved["version"] = info.version + 1  # as if another program had written it
        saved["table"] = dict(saved["table"], decks=12)
        comp.state = {"baccarat": saved}
    with pytest.raises(Refusal, match="cannot be read .*BAC-3"):
        bd.open_table(desk, FUN)


def test_money_is_written_the_desk_way():
    assert money_json(D("1095.00")) == "1095" and money_json(D("-12.5")) == "-12.50"
    assert money_text(D(1095)) == "1,095" and money_text(D("987.5")) == "987.50"
    assert parse_money("1,000") == 1000 and parse_money("12.50") == D("12.50")
    assert parse_money("lots") is None and parse_money(True) is None
