"""Check-in on the night: by scanned number or name, EV-1 checked again, late arrivals after the first draw,
the roll of who is here and who is missing, counts against capacity."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import update

from cardnight_desk.services import checkin
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import add_competition, find_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.judges import set_pin
from cardnight_desk.services.registration import Override, PlayerDetails, RegistrationRefused
from cardnight_desk.store.models import Player, Round

TODAY = dt.date(2026, 10, 1)

JUDGE_PIN = "2468"


@pytest.fixture
def desk(event_target):
    d = Desk.create(event_target, "Diwali Cards Night", dt.date(2026, 11, 8), who="door")
    set_pin(d, JUDGE_PIN)
    add_competition(d, "Rummy", "rummy", {"capacity": 40})
    add_competition(d, "Bukharo", "bukharo")
    P = PlayerDetails
    reg.register_player(d, "Rummy", P("Asha Patel", dt.date(1980, 1, 1), eligible=True), today=TODAY)
    reg.register_player(d, "Bukharo", P("Asha Patel", dt.date(1980, 1, 1)), today=TODAY)
    reg.register_player(d, "Rummy", P("Bina Shah", dt.date(1982, 2, 2), eligible=True), today=TODAY)
    another = P("Bina Shah", dt.date(1999, 9, 9))  # another Bina Shah, as the desk confirms
    reg.register_player(d, "Bukharo", another, today=TODAY, confirm_new=True)
    reg.register_player(d, "Rummy", P("ജോസഫ്", dt.date(1970, 3, 3), eligible=True), today=TODAY)
    yield d
    d.close()


def test_a_scanned_number_checks_in_once(desk):
    done = checkin.check_in(desk, "0001")
    assert done.player.name == "Asha Patel" and done.player.checked_in and not done.already
    again = checkin.check_in(desk, "#1")
    assert again.already and again.player.checked_in_at == done.player.checked_in_at
    assert len(list_changes(desk, action_prefix="player.checkin")) == 1
    assert list_changes(desk, action_prefix="player.checkin")[0].who == "door"


def test_check_in_by_name_in_any_script_and_case(desk):
    assert checkin.check_in(desk, "ജോസഫ്").player.number == 4
    with pytest.raises(Refusal, match=r"2 players are named 'bina shah' \(numbers 2, 3\): use the number"):
        checkin.check_in(desk, "bina shah")
    with pytest.raises(NotFound, match="no player number 99"):
        checkin.check_in(desk, "99")
    with pytest.raises(NotFound, match="no player named 'Zed'"):
        checkin.check_in(desk, "Zed")
    with pytest.raises(Refusal, match="type a name or scan"):
        checkin.check_in(desk, "   ")


def test_search_as_you_type(desk):
    assert [p.number for p in checkin.search(desk, "b")] == [2, 3]
    assert [p.number for p in checkin.search(desk, "sha")] == [2, 3, 1]  # a word first, then inside a name
    assert [p.number for p in checkin.search(desk, "tel")] == [1]  # anywhere in the name
    assert [p.number for p in checkin.search(desk, "4")] == [4]
    assert [p.name for p in checkin.search(desk, "ജോ")] == ["ജോസഫ്"]
    assert checkin.search(desk, "") == []


def test_ev1_checked_again_at_check_in(desk):
    with desk.store.session() as s:  # another desk withdrew Asha's community confirmation
        s.execute(update(Player).where(Player.number == 1).values(eligible=False))
    done = checkin.check_in(desk, "1")  # Bukharo needs no confirmation: she is checked in for it
    assert done.player.checked_in and [p.code for p in done.not_admitted] == ["no_community_confirmation"]
    roll = checkin.roll(desk, "Rummy")
    assert [e.status for e in roll.entries if e.player.number == 1] == [checkin.NOT_ADMITTED]
    assert "EV-1" in roll.entries[0].problems[0].message
    with desk.store.session() as s:
        s.execute(update(Player).where(Player.number == 4).values(eligible=False))
    with pytest.raises(RegistrationRefused, match="ruling EV-1"):  # Rummy is his only competition
        checkin.check_in(desk, "4")
    done = checkin.check_in(
        desk, "4", override=Override("Judge Nair", "confirmed by the committee by phone", JUDGE_PIN)
    )
    assert done.player.checked_in and done.not_admitted == ()
    assert checkin.roll(desk, "Rummy").here[-1].number == 4
    assert (
        list_changes(desk, action_prefix="registration.override")[0].why
        == "confirmed by the committee by phone"
    )


def test_ev1_a_judge_correcting_a_player_keeps_them_admitted(desk):
    info = reg.list_players(desk)[0]
    reg.update_player(
        desk,
        1,
        PlayerDetails(info.name, info.born, eligible=False),
        expected=info,
        override=Override("Judge Nair", "confirmation arrives tomorrow", JUDGE_PIN),
    )
    assert checkin.check_in(desk, "1").not_admitted == ()


def test_the_roll_and_late_arrivals(desk):
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    checkin.check_in(desk, "1", at=now - dt.timedelta(minutes=10))  # before the first draw
    with desk.store.session() as s:
        s.add(
            Round(
                competition_id=find_competition(s, "Rummy").id,
                number=1,
                seed=5,
                created_at=now - dt.timedelta(minutes=5),
            )
        )
    late = checkin.check_in(desk, "2")
    assert late.late_for == ("Rummy",)
    roll = checkin.roll(desk, "Rummy")
    assert [p.number for p in roll.here] == [1, 2]
    assert [p.number for p in roll.missing] == [4]
    assert [p.number for p in roll.late] == [2]
    counts = {c.name: c for c in reg.competition_counts(desk)}
    assert (counts["Rummy"].players, counts["Rummy"].here, counts["Rummy"].capacity) == (3, 2, 40)
    assert (counts["Bukharo"].players, counts["Bukharo"].here) == (2, 1)


def test_a_mistaken_check_in_is_taken_back(desk):
    checkin.check_in(desk, "2")
    assert not checkin.undo_check_in(desk, 2, "wrong badge").checked_in
    change = list_changes(desk, action_prefix="player.checkin.undo")[0]
    assert change.why == "wrong badge" and change.before["checked_in_at"].endswith("Z")
    with pytest.raises(Refusal, match="is not checked in"):
        checkin.undo_check_in(desk, 2)


def test_a_player_in_no_competition_cannot_check_in(desk):
    reg.withdraw_player(desk, "Bukharo", 3)
    with pytest.raises(Refusal, match="not registered in any competition"):
        checkin.check_in(desk, "3")
