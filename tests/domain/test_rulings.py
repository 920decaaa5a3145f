"""The house rulings shipped with the desk, read by id: every ruling found in its section, the rulings that are
settings marked and matched to the competitions' settings, and the rulings a refusal's message cites."""

from __future__ import annotations

import re

import pytest

from cardnight_desk.domain.games import GAMES as COMPETITION_GAMES
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.rulings import (
    DESK_SECTION,
    GAME_SECTIONS,
    RulingsError,
    cited,
    parse_rulings,
    settings_from,
)
from cardnight_desk.resources import resources_dir

TEXT = (resources_dir() / "rules" / "rulings.md").read_text(encoding="utf-8")
BOOK = parse_rulings(TEXT)
SETTING_RULINGS = {"BH-6", "BH-10", "RU-7", "RU-8", "PK-3", "PK-6", "BAC-3", "EV-2"}


def test_every_ruling_in_the_file_is_found_once_in_its_section():
    in_text = re.findall(r"^- \*\*([A-Z]+-\d+)\*\*", TEXT, flags=re.MULTILINE)
    assert len(in_text) == 46 and len(set(in_text)) == len(in_text)
    assert [r.id for r in BOOK.rulings] == in_text
    assert [s.prefix for s in BOOK.sections] == ["BH", "BK", "RU", "TE", "PK", "BAC", "EV"]
    for section in BOOK.sections:
        numbers = [r.number for r in section.rulings]
        assert numbers == list(range(1, len(numbers) + 1))
        assert all(r.section == section.prefix for r in section.rulings)
    assert BOOK.section("TE").title.startswith("28 / Irupathiyettu")
    assert BOOK.ruling("bh-5") is BOOK.ruling("BH-5") and BOOK.ruling("BH-11") is None


def test_a_ruling_keeps_its_continuation_lines_and_mark_up():
    bh2 = BOOK.ruling("BH-2").text
    assert bh2.startswith("A combination closed at seven cards scores, *instead of* its card points")
    assert bh2.endswith("set of 8–A 200, set of 2–7 100 (rules 9, 13).")
    assert "\n" not in bh2 and "  " not in bh2
    assert BOOK.preamble[-1].startswith("Card names used everywhere")


def test_the_rulings_that_are_settings_are_marked():
    assert {r.id for r in BOOK.rulings if r.is_setting} == SETTING_RULINGS
    assert BOOK.ruling("BH-6").named_settings == ("penalty_mode",)  # not its values award_opponent...
    assert BOOK.ruling("RU-7").named_settings == ("target", "eliminate_at")
    assert BOOK.ruling("BAC-3").named_settings == ("decks",)
    assert BOOK.ruling("BH-5").named_settings == () and not BOOK.ruling("BH-5").is_setting


def _games_of(section: str) -> list[str]:
    return (
        list(COMPETITION_GAMES)
        if section == DESK_SECTION
        else [g for g, p in GAME_SECTIONS.items() if p == section]
    )


@pytest.mark.parametrize("ruling_id", sorted(SETTING_RULINGS))
def test_every_setting_ruling_is_a_setting_of_its_competitions(ruling_id):
    ruling = BOOK.ruling(ruling_id)
    for game in _games_of(ruling.section):
        keys = {s.key for s in settings_from(ruling, game)}
        assert keys, f"{ruling_id} is marked as a setting but {game} has no setting from it"
        assert set(ruling.named_settings) <= keys


def test_every_setting_cites_a_ruling_of_its_game_or_of_the_desk():
    for game, spec in COMPETITION_GAMES.items():
        for setting in spec.settings.values():
            if setting.ruling:
                ruling = BOOK.ruling(setting.ruling)
                assert ruling is not None, (
                    f"{game}.{setting.key} cites {setting.ruling}, which is not a ruling"
                )
                assert ruling.section in (GAME_SECTIONS[game], DESK_SECTION)


def test_each_competition_sees_its_games_rulings_then_the_desks():
    assert [s.prefix for s in BOOK.for_game("bhukhar")] == ["BH", "EV"]
    assert [s.prefix for s in BOOK.for_game("28")] == ["TE", "EV"]
    assert [s.prefix for s in BOOK.for_game("baccarat")] == ["BAC", "EV"]


def test_the_rulings_a_message_cites():
    assert cited("Lions has not displayed a licence ... (ruling BH-5, rule 16)") == ("BH-5",)
    assert cited("rulings RU-4..RU-6, and RU-4 again") == ("RU-4", "RU-6")
    assert cited("wrong card (rule 19.3)") == ()
    assert cited("setting 'decks' must be between 1 and 8 (BAC-3)") == ("BAC-3",)


def test_a_refused_sheet_leads_to_the_ruling_that_refused_it():
    team = {
        "licence": False,
        "licence_first": False,
        "bhukhar": False,
        "closed_game": False,
        "natodiu": False,
        "closed": {"sequence": 1, "high_set": 0, "low_set": 0},
        "table_cards": {"low": 0, "high": 0},
        "hand_cards": {"low": 3, "high": 2},
    }
    result = evaluate({"game": "bhukhar", "ended_by": "time", "teams": {"Lions": team, "Tigers": team}})
    assert not result["valid"]
    ids = {i for error in result["errors"] for i in cited(error["message"])}
    assert "BH-5" in ids and all(BOOK.ruling(i) is not None for i in ids)


@pytest.mark.parametrize(
    "text, problem",
    [
        ("- **BH-1** before any section", "before any section"),
        ("## BH — Bhukhar\n- **BH-1** one\n- **BH-1** again", "given twice"),
        ("## BH — Bhukhar\n- **RU-1** in the wrong section", "is in section BH"),
        ("# House rulings\n\nno sections at all", "no section"),
    ],
)
def test_a_malformed_rulings_text_is_refused(text, problem):
    with pytest.raises(RulingsError, match=problem):
        parse_rulings(text)


def test_reading_the_rulings_module_loads_no_game():
    """A window that never shows a ruling loads no game for it; each game's section is read when asked for."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from cardnight_desk.domain import rulings\n"
        "loaded = lambda: sorted({m.split('.')[3] for m in sys.modules\n"
        "    if m.startswith('cardnight_desk.domain.games.') and m.count('.') >= 3} - {'base'})\n"
        "print(loaded())\n"
        "print(rulings.GAME_SECTIONS['poker'], loaded())\n"
        "print(rulings.cited('refused (ruling BAC-2)'), len(loaded()))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["[]", "PK ['poker']", "('BAC-2',) 6"]
