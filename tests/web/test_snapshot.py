"""The snapshot the pages are written from: the name search's normalising, and what one read of the demo
night holds."""

from __future__ import annotations

import unicodedata

from cardnight_desk.services.changes import latest_change
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.registration import list_teams
from cardnight_desk.web.snapshot import find_seatings, fold, read_snapshot


def test_a_name_is_found_however_it_was_typed():
    assert fold("  Zoë   CLARKE ") == fold("zoe clarke") == fold(unicodedata.normalize("NFD", "ZOË Clarke"))
    assert fold("ｓｉｏｂｈáｎ") == fold("Siobhan")  # full-width letters, as some phone keyboards type them
    assert fold("ਸਿੰਘ") in fold("ਹਰਪ੍ਰੀਤ ਸਿੰਘ")
    assert fold("ਸਿਘ") not in fold("ਹਰਪ੍ਰੀਤ ਸਿੰਘ")  # an Indic vowel sign is a letter: it is not dropped
    assert fold("क\u093c") == fold("\u0958")  # क़ written either way
    assert fold("ശ്രീ\u200d") == fold("ശ്രീ")  # a zero-width joiner typed or not


def test_one_read_holds_every_competition_and_who_sits_where(night):
    desk = Desk.open(str(night))
    try:
        snap = read_snapshot(desk, latest_change(desk))
    finally:
        desk.close()
    assert [name for name, _, _ in snap.competitions] == [s.competition for s in snap.standings]
    assert not snap.problems
    assert len(snap.clocks) == 1 and snap.clocks[0].running and snap.clocks[0].level == 2
    assert len(snap.baccarat) == 1 and len(snap.baccarat[0].rows) == 4
    bracket = next(s for s in snap.standings if s.game == "28")
    assert bracket.bracket and all(len(r) for r in bracket.bracket)
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
