"""Nothing outside a game's own packages tests which game it has (``style.md``): it asks the game's ``Game``,
or looks the game up in a table by id. A comparison with a game's id (``== "rummy"``, ``in ("28", ...)``,
``case "poker"``) anywhere else is a branch on the game, and a new game would fall into its ``else``."""

from __future__ import annotations

import re
from pathlib import Path

from cardnight_desk.domain.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
IDS = "|".join(re.escape(game_id) for game_id in GAMES)
COMPARED = re.compile(
    rf"""(==|!=|\bin\b|\bcase\b|\bif\b|\belif\b)\s*\(?\s*["']({IDS})["']|["']({IDS})["']\s*(==|!=|\bin\b)"""
)
# a game's own packages: its rules, its window's parts and its own desk's services
OWN = re.compile(r"^cardnight_desk/(domain|gui|services)/games/[a-z_]+/")


def test_no_module_outside_a_games_own_packages_compares_with_a_game_id():
    found = [
        f"{path.relative_to(ROOT).as_posix()}:{number}: {line.strip()}"
        for path in sorted((ROOT / "cardnight_desk").rglob("*.py"))
        if not OWN.match(path.relative_to(ROOT).as_posix())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if COMPARED.search(line)
    ]
    assert found == []


def test_the_check_sees_a_branch_on_a_game():
    assert COMPARED.search('    if len(field.ids) < 2 and method != "rummy":')
    assert COMPARED.search('if game_id == "28":') and COMPARED.search('    case "poker":')
    assert not COMPARED.search('"28": _twenty_eight,') and not COMPARED.search(
        'add_competition(d, "R", "rummy")'
    )
