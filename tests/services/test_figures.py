"""The standings' running totals follow every confirmed sheet, written by the open event's own sessions."""

from __future__ import annotations

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from cardnight_desk.services import figures, scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.store.models import EntrantScore
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


def _figures(desk: Desk) -> set[tuple[str, int, int, int, int]]:
    with desk.store.session() as s:
        rows = s.scalars(select(EntrantScore))
        return {(r.entrant, r.master, r.bonus, r.score, r.won) for r in rows}


def test_figures_are_kept_while_the_sheet_is_confirmed(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    add_round(desk, 1, [("Lions", "Tigers")])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"))
    assert _figures(desk) == set()  # a draft does not count
    scores.confirm_sheet(desk, "Bhukhar", 1, "1")
    assert _figures(desk) == {("Lions", 2, 3, 650, 1), ("Tigers", 0, 0, -290, 0)}
    desk.close()


def test_the_listener_is_on_the_events_session_factory_only(event_target):
    desk = bhukhar_event(event_target, ["Lions", "Tigers"])
    again = Desk.open(event_target)  # a second desk on the same event: still one listener
    try:
        for factory in (desk.store.factory, again.store.factory):
            assert event.contains(factory, "before_flush", figures._note_changed_sheets)
            assert event.contains(factory, "after_flush_postexec", figures._sheets_changed)
        assert not event.contains(Session, "before_flush", figures._note_changed_sheets)
        figures.keep_figures(desk.store.factory)  # asking twice adds nothing
        add_round(desk, 1, [("Lions", "Tigers")])
        scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
        assert len(_figures(desk)) == 2
    finally:
        again.close()
        desk.close()
