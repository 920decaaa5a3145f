"""The snapshot the pages are written from: the name search's normalising, and what one read of the demo
night holds."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import replace

from cardnight_desk.services import announcements, demo, demo_people, demo_sheets, draws, scores
from cardnight_desk.services.changes import latest_change
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.baccarat import desk as baccarat_desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.penalties import add_penalty
from cardnight_desk.services.progress import close_competition
from cardnight_desk.services.registration import list_teams
from cardnight_desk.services.rename import rename_player, rename_team
from cardnight_desk.services.tables import round_tables
from cardnight_desk.web.changed import Touched, touched
from cardnight_desk.web.snapshot import Snapshot, find_seatings, fold, read_snapshot
from tests.web.conftest import snapshot_of


def test_a_name_is_found_however_it_was_typed():
    assert fold("  Zoë   CLARKE ") == fold("zoe clarke") == fold(unicodedata.normalize("NFD", "ZOË Clarke"))
    assert fold("ｓｉｏｂｈáｎ") == fold("Siobhan")  # full-width letters, as some phone keyboards type them
    assert fold("ਸਿੰਘ") in fold("ਹਰਪ੍ਰੀਤ ਸਿੰਘ")
    assert fold("ਸਿਘ") not in fold("ਹਰਪ੍ਰੀਤ ਸਿੰਘ")  # an Indic vowel sign is a letter: it is not dropped
    assert fold("क\u093c") == fold("\u0958")  # क़ written either way
    assert fold("ശ്രീ\u200d") == fold("ശ്രീ")  # a zero-width joiner typed or not


def test_one_read_holds_every_competition_and_who_sits_where(night):
    snap = snapshot_of(night)
    assert [name for name, _, _ in snap.competitions] == [s.competition for s in snap.standings]
    assert not snap.problems
    assert len(snap.clocks) == 1 and snap.clocks[0].running and snap.clocks[0].level == 2
    assert len(snap.baccarat) == 1 and len(snap.baccarat[0].rows) == 4
    bracket = next(s for s in snap.standings if s.game == "28")
    assert bracket.bracket and all(len(r) for r in bracket.bracket)
    # a game with no standings of the desk's links to the page its competition is shown on, and only such a game
    own = {s.competition: s.own_view for s in snap.standings if s.own_view}
    assert own == {snap.clocks[0].competition: "clock", snap.baccarat[0].competition: "baccarat"}
    assert all(s.rows for s in snap.standings if not s.own_view and s.game != "28")
    found, more = find_seatings(snap, "vikram")
    assert not more and {s.competition for s in found} == {"Bhukhar league", "Bukharo"}
    bhukhar = next(s for s in found if s.competition == "Bhukhar league")
    assert bhukhar.round == 3 and bhukhar.table and bhukhar.seat and len(bhukhar.partners) == 2
    assert len(bhukhar.opponents) == 3 and not set(bhukhar.partners) & set(bhukhar.opponents)
    found, more = find_seatings(snap, "a", limit=5)
    assert more and len({s.name for s in found}) == 5


def test_a_teams_bye_is_found_by_each_of_its_players(night):
    desk = Desk.open(str(night))
    try:
        snap = read_snapshot(desk, latest_change(desk))
        teams = {t.name: [m.name for m in t.members] for t in list_teams(desk, "28 knockout")}
    finally:
        desk.close()
    byes = [s for s in snap.seatings if s.competition == "28 knockout" and s.table is None]
    assert byes, "the demo's 28 knockout gives byes in its first round"
    for seating in byes:
        assert seating.team in teams and seating.name in teams[seating.team]
        found, _ = find_seatings(snap, seating.name)
        assert any(f.competition == "28 knockout" and f.table is None for f in found)


def _comparable(snap: Snapshot) -> Snapshot:
    """The snapshot without what differs between two reads a moment apart (when it was read, a running
    clock's times)."""
    clocks = tuple(replace(c, left_ms=None, break_in_ms=None, overtime_ms=0) for c in snap.clocks)
    return replace(snap, built=0.0, clocks=clocks)


def test_a_new_snapshot_reads_only_what_changed_and_equals_a_whole_read(night):
    """After each kind of change made at a desk, the snapshot read from the previous one and what the change
    touched is the snapshot a read of the whole event gives."""
    desk = Desk.open(str(night), who="Score desk")
    page = Desk.open(str(night), who="players' page")
    rng = random.Random(7)
    try:
        snap = read_snapshot(page, latest_change(page))

        def follow(expected: Touched | None) -> None:
            nonlocal snap
            version = latest_change(page)
            changed = touched(page, snap.version, version)
            assert changed == expected
            new = read_snapshot(page, version, snap, changed)
            whole = read_snapshot(page, version)
            assert _comparable(new) == _comparable(whole)
            for a, b in zip(new.clocks, whole.clocks, strict=True):
                assert abs((a.left_ms or 0) - (b.left_ms or 0)) < 2000
            snap = new

        bhukhar, knockout = demo_people.BHUKHAR, demo_people.TWENTY_EIGHT
        scores.confirm_sheet(desk, bhukhar, 3, "1")  # a sheet: the league's results only
        follow(Touched(results=frozenset({bhukhar})))
        tables = round_tables(desk, bhukhar, 3)
        for table in tables[1:]:
            sheet = demo_sheets.bhukhar_game(rng, *table.entrants)
            scores.enter_sheet(desk, bhukhar, 3, table.table, sheet, confirm=True)
        follow(Touched(results=frozenset({bhukhar})))
        draws.draw_next_round(desk, bhukhar, seed=5)  # a draw: everybody sits anew
        follow(Touched(everything=frozenset({bhukhar})))
        first = round_tables(desk, bhukhar, 4)[0]
        scores.enter_sheet(desk, bhukhar, 4, first.table, demo_sheets.bhukhar_game(rng, *first.entrants))
        add_penalty(
            desk, bhukhar, 4, first.table, first.entrants[0], 50, "19.3", demo.JUDGE, pin=demo.JUDGE_PIN
        )
        follow(Touched(results=frozenset({bhukhar})))
        team = list_teams(desk, knockout)[0].name
        rename_team(desk, team, "کراچی کنگز", knockout)  # a team: that competition, seats and all
        follow(Touched(everything=frozenset({knockout})))
        assert any(s.team == "کراچی کنگز" for s in snap.seatings)
        announcements.set_announcements(desk, ["Tea at nine"])  # read with every snapshot
        follow(Touched())
        assert snap.announcements == ("Tea at nine",)
        poker = PokerDesk(desk, demo_people.POKER)
        poker.bust([poker.view().remaining[0]], hand=40)  # the poker and baccarat desks: their competitions
        shoe = demo_sheets.shoe(rng, baccarat_desk.open_table(desk, demo_people.BACCARAT).decks)
        baccarat_desk.enter_hand(desk, demo_people.BACCARAT, demo_sheets.baccarat_hand(shoe))
        baccarat_desk.settle_hand(desk, demo_people.BACCARAT)  # the bets down paid
        follow(Touched(everything=frozenset({demo_people.POKER, demo_people.BACCARAT})))
        assert snap.baccarat[0].hands_played == 3
        close_competition(desk, demo_people.RUMMY, "time is up")
        follow(Touched(everything=frozenset({demo_people.RUMMY})))
        assert snap.standing(demo_people.RUMMY).finished
        rename_player(desk, "Vikram Shah", "وکرم شاہ")  # a player: every competition
        follow(None)
        assert find_seatings(snap, "وکرم")[0]
        draws.draw_next_round(desk, knockout, seed=8)
        follow(Touched(everything=frozenset({knockout})))
        draws.redraw_round(
            desk, knockout, 2, seed=9
        )  # the round withdrawn and drawn again: its old row is gone
        follow(None)
        add_competition(desk, "Late rummy", "rummy")  # another competition: the whole event
        follow(Touched(everything=frozenset({"Late rummy"})))
        assert snap.standing("Late rummy") is not None
    finally:
        desk.close()
        page.close()


def test_a_running_clock_counts_down_between_reads_and_is_read_again_when_its_period_ends(night):
    page = Desk.open(str(night))
    try:
        version = latest_change(page)
        snap = read_snapshot(page, version)
        clock = snap.clocks[0]
        assert clock.running and clock.left_ms and clock.break_in_ms
        # read five seconds ago, and nothing changed since: the clock is counted down, not read
        earlier = replace(
            snap,
            built=snap.built - 5,
            clocks=(replace(clock, left_ms=clock.left_ms + 5000, break_in_ms=clock.break_in_ms + 5000),),
        )
        again = read_snapshot(page, version, earlier, Touched()).clocks[0]
        assert abs(again.left_ms - clock.left_ms) < 1500 and abs(again.break_in_ms - clock.break_in_ms) < 1500
        # read when level 1 had four seconds to go, five seconds ago: the clock is read again
        stale = replace(snap, built=snap.built - 5, clocks=(replace(clock, level=1, left_ms=4000),))
        again = read_snapshot(page, version, stale, Touched()).clocks[0]
        assert again.level == 2 and abs(again.left_ms - clock.left_ms) < 1500
    finally:
        page.close()


def test_a_knockout_in_progress_shows_its_teams_still_in_on_the_phones(night):
    import re

    from cardnight_desk.web.pages import standings_page
    from cardnight_desk.web.words import words

    snap = snapshot_of(night)
    cup = snap.standing("28 knockout")
    # round 1 played: two teams had byes and two won (still in, no place), two lost (5th, shared)
    assert [(place, played) for place, _, played, _ in cup.rows] == [
        (None, 0),
        (None, 1),
        (None, 0),
        (None, 1),
        (5, 1),
        (5, 1),
    ]
    for language, still_in in (("en", "still in"), ("ml", "കളിയിൽ")):
        page = standings_page(snap, words(language), "28 knockout")
        shown = [re.sub("<[^>]+>", "", cell) for cell in re.findall(r'<tr><td class="n">(.*?)</td>', page)]
        assert shown == [still_in] * 4 + ["5", "5"]
