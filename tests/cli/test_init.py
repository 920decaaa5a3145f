"""The command line as a whole: the help lists every command, ``--version``, and ``gui`` opening the desk
window through the program (``python -m cardnight_desk``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardnight_desk.cli import build_parser, main


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for command in (
        "gui",
        "score",
        "rummy-hand",
        "baccarat-odds",
        "event",
        "competition",
        "draw",
        "standings",
    ):
        assert command in out


def test_console_script_runs_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "cardnight-desk" in done.stdout


def test_gui_smoke_exits_zero_offscreen(tmp_path):
    env_target = tmp_path / "s.cardnight"
    assert main(["event", "new", str(env_target), "--name", "Smoke", "--date", "2026-01-01"]) == 0
    for extra in ([], [str(env_target)]):
        done = subprocess.run(
            [sys.executable, "-m", "cardnight_desk", "gui", "--smoke", *extra],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr


def test_gui_smoke_with_a_bad_event_says_why(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "gui", "--smoke", str(tmp_path / "x.cardnight")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "no event file" in done.stderr and "Traceback" not in done.stderr


def test_building_the_parser_loads_no_database_pdf_spreadsheet_or_window_library():
    heavy = ("sqlalchemy", "alembic", "reportlab", "openpyxl", "networkx", "PySide6", "cardnight_desk.gui")
    code = (
        "import sys\n"
        "from cardnight_desk.cli import build_parser\n"
        "build_parser().format_help()\n"
        f"print(sorted(m for m in sys.modules if m.startswith({heavy!r})))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


def test_gui_opens_the_desk_through_the_opener_it_is_given(capsys):
    opened = []
    assert main(["gui", "night.cardnight", "--smoke"], open_desk=lambda *a: opened.append(a) or 0) == 0
    assert opened == [("night.cardnight", True)]
    assert main(["gui"]) == 1
    assert "opens from the cardnight-desk program" in capsys.readouterr().err


def _subparsers(parser) -> dict:
    return next(a for a in parser._actions if a.dest == "command").choices


def test_a_command_gets_the_same_parser_when_built_alone():
    every = _subparsers(build_parser())
    assert {"gui", "score", "rummy-hand", "baccarat-odds", "competition", "standings"} <= set(every)
    for name, full in every.items():
        alone = _subparsers(build_parser(command=name))
        assert name in alone and len(alone) <= len(every)
        assert alone[name].format_help() == full.format_help(), name
    assert _subparsers(build_parser(command="gui")).keys() == {"gui"}
    assert _subparsers(build_parser(command="scor")).keys() == every.keys()  # "invalid choice" lists them all


@pytest.mark.parametrize(
    ("argv", "game"),
    [
        (["score", "-"], "bhukhar"),
        (["rummy-hand", "--wild", "5", "AS", "KS", "QS"], "rummy"),
        (["baccarat-odds", "--decks", "6"], "baccarat"),
    ],
)
def test_a_scoring_command_loads_its_own_game_and_no_heavy_library(argv, game):
    heavy = ("sqlalchemy", "alembic", "reportlab", "openpyxl", "networkx", "PySide6", "cardnight_desk.gui")
    code = (
        "import sys\n"
        "from cardnight_desk.cli import main\n"
        f"status = main({argv!r})\n"
        "games = sorted({m.split('.')[3] for m in sys.modules if m.startswith('cardnight_desk.domain.games.')})\n"
        f"print(status, games, sorted(m for m in sys.modules if m.startswith({heavy!r})), file=sys.stderr)\n"
    )
    sheet = '{"game": "bhukhar-competition", "games": []}'
    done = subprocess.run(
        [sys.executable, "-c", code], input=sheet, capture_output=True, text=True, timeout=60
    )
    assert done.stderr.strip().splitlines()[-1] in (
        f"{status} {sorted(['base', game])} []" for status in (0, 2)
    ), done.stderr
