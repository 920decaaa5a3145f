"""Blind structures: the GAMA 2025 data file against the printed rules, and checking edited structures."""

from __future__ import annotations

import json

import pytest

from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games.poker.structure import (
    DEFAULT_STRUCTURE,
    Blinds,
    entry_point_order,
    load_structure,
    parse_entry_point,
    parse_structure,
    structure_from_json,
    structure_names,
    structures_dir,
)
from cardnight_desk.resources import resources_dir

# The blind table of the GAMA rule sheet: level, small blind, big blind, printed round end time.
PRINTED = [
    (1, 5, 10, "0:15:00"),
    (2, 10, 20, "0:30:00"),
    (3, 20, 40, "0:45:00"),
    (4, 40, 80, "1:00:00"),
    (5, 100, 150, "1:30:00"),
    (6, 150, 250, "1:45:00"),
    (7, 250, 500, "2:00:00"),
    (8, 500, 1000, "2:15:00"),
    (9, 1000, 1500, "2:30:00"),
]


def _minutes(printed: str) -> int:
    h, m, s = (int(x) for x in printed.split(":"))
    return h * 60 + m + s // 60


@pytest.fixture
def gama():
    return load_structure("gama-2025")


def test_resources_dir_is_the_top_level_folder():
    assert resources_dir().name == "resources"
    assert (resources_dir().parent / "cardnight_desk").is_dir()
    assert structures_dir() == resources_dir() / "poker" / "structures"
    assert DEFAULT_STRUCTURE in structure_names()


@pytest.mark.parametrize("level, small, big, printed_end", PRINTED)
def test_pk3_gama_levels_match_the_printed_table(gama, level, small, big, printed_end):
    assert gama.level(level).blinds == Blinds(small, big)
    index = gama.period_index_of_level(level)
    ends = sum(p.minutes for p in gama.periods[: index + 1])
    assert ends == _minutes(printed_end)


def test_pk3_fifteen_minute_levels_and_one_break_after_level_4(gama):
    assert gama.level_count == 9
    assert all(p.minutes == 15 for p in gama.periods)
    breaks = [i for i, p in enumerate(gama.periods) if p.is_break]
    assert breaks == [gama.period_index_of_level(4) + 1]
    assert gama.periods[breaks[0]].blinds is None


def test_pk3_colour_up_notice_only_at_level_7(gama):
    notices = {p.level: p.colour_up for p in gama.periods if p.colour_up}
    assert list(notices) == [7]
    assert "500" in notices[7] and "1000" in notices[7]


@pytest.mark.parametrize("point, stack", [(1, 3000), (2, 2900), (3, 2700), ("before_4", 2500)])
def test_pk2_late_entry_schedule(gama, point, stack):
    assert gama.entry_stack(3000, point) == stack


@pytest.mark.parametrize("point", [4, 5, 9, "before_5", "before_2"])
def test_pk2_entry_points_not_in_the_schedule_are_closed(gama, point):
    assert gama.entry_stack(3000, point) is None
    assert gama.late_entry_closes_at() == 4


def test_entry_points_in_the_break_are_before_the_next_level(gama):
    assert gama.entry_point_during(gama.period_index_of_level(4) + 1) == "before_5"
    assert gama.entry_point_during(0) == 1
    assert [entry_point_order(p) for p in (1, "before_2", 2, "before_4", 4)] == [2, 3, 4, 7, 8]


@pytest.mark.parametrize(
    "value, point", [(3, 3), ("3", 3), ("before_4", "before_4"), (0, None), ("before_x", None), (True, None)]
)
def test_parse_entry_point(value, point):
    assert parse_entry_point(value) == point


def test_structure_round_trips_through_json(gama):
    text = json.dumps(gama.to_json())
    assert structure_from_json(json.loads(text)) == gama


def test_the_data_file_is_what_to_json_writes(gama):
    on_disk = json.loads((structures_dir() / "gama-2025.json").read_text(encoding="utf-8"))
    assert on_disk == gama.to_json()


def test_pk3_edited_structure_reports_every_error_with_its_path():
    doc = {
        "name": "Club Night",
        "periods": [
            {"break": True, "minutes": 10},
            {"level": 1, "small_blind": 50, "big_blind": 25, "minutes": 0},
            {"level": 3, "small_blind": 50, "big_blind": 100, "minutes": 20, "antes": 5},
            {"break": "yes", "minutes": 10},
        ],
        "late_entry": {"1": 0, "7": 100, "2": -5, "later": 1},
    }
    structure, errors = parse_structure(doc)
    assert structure is None
    paths = {e.path for e in errors}
    assert {
        "name",
        "periods.1.small_blind",
        "periods.1.minutes",
        "periods.2.level",
        "periods.2.antes",
        "periods.3.break",
        "late_entry.7",
        "late_entry.2",
        "late_entry.later",
    } <= paths
    assert all("PK-" in e.message for e in errors if e.path.startswith("late_entry"))


def test_pk3_structure_must_end_with_a_level():
    doc = {
        "name": "short",
        "periods": [
            {"level": 1, "small_blind": 5, "big_blind": 10, "minutes": 15},
            {"break": True, "minutes": 5},
        ],
        "late_entry": {"1": 0},
    }
    _, errors = parse_structure(doc)
    assert [e.path for e in errors] == ["periods.1"]
    assert "PK-3" in errors[0].message


def test_a_valid_edited_structure_with_antes():
    doc = {
        "name": "deep-stack",
        "title": "Deep stack",
        "periods": [
            {"level": 1, "small_blind": 25, "big_blind": 50, "minutes": 20},
            {"level": 2, "small_blind": 50, "big_blind": 100, "ante": 100, "minutes": 20},
        ],
        "late_entry": {"1": 0},
    }
    structure = structure_from_json(doc)
    assert structure.level(2).blinds == Blinds(50, 100, 100)
    assert structure.late_entry_closes_at() == 2


def test_bad_structure_raises_with_every_error():
    with pytest.raises(SheetInvalid) as err:
        structure_from_json({"name": "x"})
    assert {e.path for e in err.value.errors} == {"periods", "late_entry"}


@pytest.mark.parametrize("name", ["nope", "../gama-2025", "GAMA-2025", ""])
def test_unknown_structure_names_are_refused(name):
    with pytest.raises(LookupError):
        load_structure(name)
