"""Where a table's sheet stands: one enum whose values are the stored words, and a round's completeness."""

from __future__ import annotations

from cardnight_desk.services import scores
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.sheet_status import SheetStatus, count_confirmed, round_complete
from cardnight_desk.services.tables import find_round
from cardnight_desk.store.models import ScoreSheet
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


def test_the_statuses_are_the_words_stored_and_shown():
    assert [s.value for s in SheetStatus] == ["missing", "draft", "confirmed"]
    assert SheetStatus.CONFIRMED == "confirmed" and f"{SheetStatus.DRAFT}" == "draft"


def test_a_round_is_complete_when_every_table_has_a_confirmed_sheet(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])

    def counted() -> tuple[tuple[int, int], bool]:
        with desk.store.session() as s:
            rnd = find_round(s, find_competition(s, "Bhukhar"), 1)
            return count_confirmed(s, rnd.id), round_complete(s, rnd.id)

    assert counted() == ((2, 0), False)
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    scores.enter_sheet(desk, "Bhukhar", 1, "2", bhukhar_sheet("Bears", "Wolves"))
    assert counted() == ((2, 1), False)  # a draft is not confirmed
    info = scores.confirm_sheet(desk, "Bhukhar", 1, "2")
    assert counted() == ((2, 2), True)
    assert info.status is SheetStatus.CONFIRMED
    with desk.store.session() as s:
        assert {row.status for row in s.query(ScoreSheet)} == {"confirmed"}  # stored as the plain word
    desk.close()


def test_a_round_without_tables_is_not_complete(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    add_round(desk, 1, [])
    with desk.store.session() as s:
        assert round_complete(s, find_round(s, find_competition(s, "Bhukhar"), 1).id) is False
    desk.close()
