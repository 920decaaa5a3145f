"""Opening an event: what the desk shows first (its name, date and competitions, each with its game's title and
settings) is read through its store; an older event file is upgraded with its backup as it opens, a newer one
refused."""

from __future__ import annotations

import sqlite3

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.services import progress, rename
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import add_competition, event_info
from tests.store.test_engine_refusals import make_event
from tests.store.test_store import _store_at_first_revision

SETTINGS = {  # a setting of each game away from its default, of each kind (int, choice, optional, text)
    "bhukhar": {"format": "round_robin", "rounds": None},
    "bukharo": {},
    "rummy": {"target": 201, "runners_up": 2},
    "28": {"third_place": True},
    "poker": {"structure": "gama-2025"},
    "baccarat": {},
}


def test_every_game_with_its_settings_and_closed_competitions_is_read_as_it_was_kept(tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Diwali Cards Night", "2026-11-08")
    for game in GAMES:
        add_competition(desk, f"{game} chosen", game, settings=SETTINGS[game])
        add_competition(desk, f"{game} as it comes", game)
    progress.close_competition(desk, "bhukhar chosen")
    progress.close_competition(desk, "rummy as it comes")
    rename.rename_event(desk, "Diwali Cards Night 2026")
    desk.close()
    desk = Desk.open(target)
    info = event_info(desk)
    desk.close()
    assert info.name == "Diwali Cards Night 2026" and info.where == target
    assert [c.name for c in info.competitions][:2] == ["bhukhar chosen", "bhukhar as it comes"]
    assert len(info.competitions) == 2 * len(GAMES)
    assert all(c.title == GAMES[c.game].title for c in info.competitions)
    chosen = {c.name: c.settings for c in info.competitions}
    assert chosen["rummy chosen"]["target"] == 201 and chosen["bhukhar chosen"]["format"] == "round_robin"
    assert chosen["rummy as it comes"]["target"] != 201


def test_a_newer_event_file_is_refused_at_once(tmp_path):
    target = make_event(tmp_path / "night.cardnight")
    con = sqlite3.connect(target)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()
    with pytest.raises(Refusal, match="newer version"):
        Desk.open(str(target), hold=True)


def test_an_older_event_file_is_upgraded_with_its_backup_as_it_opens(tmp_path):
    target = str(tmp_path / "old.cardnight")
    _store_at_first_revision(target)
    desk = Desk.open(target, hold=True)
    assert len(list(tmp_path.glob("old.cardnight.before-upgrade-*.cardnight"))) == 1
    assert event_info(desk).name == "Old night"
    desk.close()
