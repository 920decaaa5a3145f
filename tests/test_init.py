"""``cardnight_desk.score_sheet``: the public entry point gives exactly what ``cardnight-desk score`` prints,
for valid and invalid sheets of every game, and ``import cardnight_desk`` loads nothing else."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardnight_desk import score_sheet
from cardnight_desk.cli import main
from tests.cli.test_sheets_baccarat import HAND
from tests.cli.test_sheets_poker import BALANCE, TOURNAMENT
from tests.cli.test_sheets_twenty_eight import SPEC_EXAMPLE as MATCH_28
from tests.domain.games.bhukhar.test_scoring import SPEC_SHEET as BHUKHAR
from tests.domain.games.bukharo.test_scoring import SPEC_RED, game, side

BUKHARO = game(SPEC_RED, side(hand=(2, 3, 1, 1)), ended_by="second_bukharo")
RUMMY_HAND = {"game": "rummy-hand", "cards": "4H 5H 6H 3C 3D 3S 2C 2D 2S 9D 8C 5S 4C".split(), "wild": "K"}

SHEETS = {
    "bhukhar": BHUKHAR,
    "bhukhar, a team's licence missing": {
        **BHUKHAR,
        "teams": {**BHUKHAR["teams"], "Lions": {"licence": "x"}},
    },
    "bukharo": BUKHARO,
    "bukharo, four sides": game(SPEC_RED, side(), side(), side()),
    "28 match": MATCH_28,
    "28 match, a bid below 14": {**MATCH_28, "deals": [{"bidder": "Kochi", "bid": 3, "bidder_points": 20}]},
    "rummy hand": RUMMY_HAND,
    "rummy hand, a card twice": {**RUMMY_HAND, "cards": ["4H"] * 13},
    "poker tournament": TOURNAMENT,
    "poker balance": BALANCE,
    "poker balance, no tables": {**BALANCE, "tables": {}},
    "baccarat hand": HAND,
    "baccarat hand, unfinished": {**HAND, "cards": HAND["cards"][:4]},
    "a game the desk does not score": {"game": "snap"},
    "no game named": {"teams": {}},
}


@pytest.mark.parametrize("sheet", SHEETS.values(), ids=SHEETS.keys())
def test_score_sheet_is_what_the_score_command_prints(sheet, tmp_path, capsys):
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    code = main(["score", str(path)])
    printed = json.loads(capsys.readouterr().out)
    result = score_sheet(sheet)
    assert json.loads(json.dumps(result)) == printed  # money, tuples: as the JSON shows them
    assert code == (0 if result["valid"] else 2)


def test_valid_and_invalid_sheets_both_come_back_as_results():
    outcomes = {name: score_sheet(sheet)["valid"] for name, sheet in SHEETS.items()}
    assert {name for name, valid in outcomes.items() if valid} == {
        "bhukhar",
        "bukharo",
        "28 match",
        "rummy hand",
        "poker tournament",
        "poker balance",
        "baccarat hand",
    }
    refused = score_sheet({"game": "snap"})
    assert (
        refused["errors"][0]["path"] == "game"
        and "not a game the desk scores" in refused["errors"][0]["message"]
    )


def test_importing_the_package_loads_no_game_and_no_library():
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, cardnight_desk; print(sorted(m for m in sys.modules if m.startswith('cardnight_desk')))",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout.strip() == "['cardnight_desk']", done.stdout + done.stderr
