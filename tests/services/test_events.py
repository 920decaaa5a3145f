"""The event and its competitions: names that are text within their limits, refused before anything is kept."""

from __future__ import annotations

import pytest

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition, event_info

LONG = "n" * 100_000
NOT_TEXT = [
    pytest.param(LONG, "is longer than 200 characters", id="100,000 characters"),
    pytest.param("Diwali \ud800", "holds a character that is not text ('\\ud800')", id="half a character"),
    pytest.param("Diwali\x00", "holds a character that is not text ('\\x00')", id="a NUL"),
    pytest.param("Diwali\x1b[2J", "holds a character that is not text ('\\x1b')", id="a terminal escape"),
]


@pytest.mark.parametrize(("name", "message"), NOT_TEXT)
def test_an_events_name_is_text_within_its_limit(tmp_path, name, message):
    target = tmp_path / "night.cardnight"
    with pytest.raises(Refusal) as refused:
        Desk.create(str(target), name, "2026-11-08")
    assert refused.value.message == f"the event's name {message}" and not target.exists()


@pytest.mark.parametrize(("name", "message"), NOT_TEXT)
def test_a_competitions_name_is_text_within_its_limit(event_target, name, message):
    desk = Desk.create(event_target, "Diwali Cards Night", "2026-11-08")
    with pytest.raises(Refusal) as refused:
        add_competition(desk, name, "bhukhar")
    assert refused.value.message.startswith("the competition's name ") and message in refused.value.message
    assert event_info(desk).competitions == ()
    add_competition(desk, "ગુજરાત League", "bhukhar")
    assert [c.name for c in event_info(desk).competitions] == ["ગુજરાત League"]
    desk.close()
