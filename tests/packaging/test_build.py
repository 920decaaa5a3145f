"""The Linux installer build: ``packaging/build-linux.sh`` makes the one-folder app and its tarball, and the
app unpacked from the tarball starts the desk, scores sheets, keeps events and prints, from its own files only.

Slow (a PyInstaller build, about a minute and a half on two cores): the build is made once for the module.
Skipped where PyInstaller is not installed (``pip install -e ".[build]"``) and on macOS and Windows, whose
builds are made by ``build-macos.sh`` and ``build-windows.ps1``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from openpyxl import Workbook
from pypdf import PdfReader

import cardnight_desk
from cardnight_desk.cli import main

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"),
        reason="builds the Linux app; macOS and Windows are built by packaging/build-macos.sh and build-windows.ps1",
    ),
]

# a poker sheet needs the blind structure shipped in resources/poker/structures (ruling PK-3)
POKER_SHEET = {
    "game": "poker-tournament",
    "structure": "gama-2025",
    "paid_places": 3,
    "payout_percent": [50, 30, 20],
    "prize_pool": 600,
    "entries": [
        {"player": "Asha", "level": 1},
        {"player": "Ben", "level": 2},
        {"player": "Cy", "level": "before_4"},
        {"player": "Dee", "level": 3},
    ],
    "busts": [
        {"player": "Ben", "hand": 41},
        {"player": "Cy", "hand": 57, "start_chips": 1200},
        {"player": "Dee", "hand": 57, "start_chips": 900},
    ],
}
# names that need the shipped fonts of every script, and shaping (conjuncts, reordered vowel signs)
EVENT_NAME = "ശ്രീക്കുട്ടൻ Card Night"
TEAMS = {"കടുവകൾ": "Malayalam", "ਸ਼ੇਰ": "Gurmukhi", "ગરુડ": "Gujarati", "बाघ": "Devanagari"}


def app_env(tmp: Path) -> dict[str, str]:
    """No screen (the app must pick Qt's offscreen platform itself) and settings kept out of the user's."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["CARDNIGHT_SETTINGS_DIR"] = str(tmp / "settings")
    return env


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder unpacked from the tarball that build-linux.sh makes; it holds the ``cardnight-desk`` program."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip(
            'PyInstaller is not installed (pip install -e ".[build]"): the installer build is not tested'
        )
    tmp = tmp_path_factory.mktemp("build")
    env = {**os.environ, "PYTHON": sys.executable, "DIST": str(tmp / "dist"), "WORK": str(tmp / "work")}
    done = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build-linux.sh"), "--no-install"],
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, f"build-linux.sh failed:\n{done.stdout[-3000:]}\n{done.stderr[-6000:]}"
    (tarball,) = (tmp / "dist").glob(f"cardnight-desk-{cardnight_desk.__version__}-linux-*.tar.gz")
    installed = tmp / "installed"
    installed.mkdir()
    subprocess.run(["tar", "-xzf", str(tarball), "-C", str(installed)], check=True)  # as the README says
    shutil.rmtree(tmp / "work")
    yield installed / "cardnight-desk"
    shutil.rmtree(tmp)  # about 600 MB: kept only while the module runs


def run(app: Path, tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Runs the built program in a folder of its own, away from the repository."""
    return subprocess.run(
        [str(app / "cardnight-desk"), *args],
        cwd=tmp,
        env=app_env(tmp),
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_built_app_from_the_tarball_opens_the_desk_without_a_screen(app, tmp_path):
    done = run(app, tmp_path, "gui", "--smoke")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert run(app, tmp_path, "--version").stdout.split() == ["cardnight-desk", cardnight_desk.__version__]


def test_built_app_carries_no_package_the_desk_never_uses(app):
    """Packages installed beside the desk that optional imports of its libraries name (networkx's polynomials
    name sympy, yarl names pydantic) stay out of the app: its libraries' own folders are all it ships."""
    shipped = {p.name for p in (app / "_internal").iterdir()}
    assert {"PySide6", "PIL", "sqlalchemy", "psycopg_binary.libs", "resources"} <= shipped
    assert not shipped & {"sympy", "mpmath", "pydantic", "pydantic_core", "mypy", "ast_serialize", "_pytest"}


def test_built_app_scores_a_poker_sheet_with_the_shipped_structure(app, tmp_path):
    sheet = tmp_path / "poker.json"
    sheet.write_text(json.dumps(POKER_SHEET), encoding="utf-8")
    done = run(app, tmp_path, "score", str(sheet))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["valid"] is True
    assert result["places"] == {"Asha": 1, "Cy": 2, "Dee": 3, "Ben": 4}
    assert result["prizes"] == {"Asha": 300, "Cy": 180, "Dee": 120}


def test_built_app_refuses_a_pk2_late_entry_with_exit_2(app, tmp_path):
    sheet = tmp_path / "late.json"
    entries = [*POKER_SHEET["entries"], {"player": "Eve", "level": 5}]
    sheet.write_text(json.dumps({**POKER_SHEET, "entries": entries}), encoding="utf-8")
    done = run(app, tmp_path, "score", str(sheet))
    assert done.returncode == 2, done.stderr
    (error,) = json.loads(done.stdout)["errors"]
    assert error["path"] == "entries.4.level" and "PK-2" in error["message"]


def write_players(path: Path) -> None:
    """A registration workbook: four Bhukhar teams of three, the teams named in four scripts."""
    book = Workbook()
    sheet = book.active
    sheet.append(["name", "born", "competitions", "team"])
    for number, team in enumerate(TEAMS, start=1):
        for member in "abc":
            sheet.append([f"Player {number}{member}", date(1990, 1, 1), "Bhukhar league", team])
    book.save(path)


def test_built_app_keeps_an_event_and_prints_its_standings_as_the_source_does(app, tmp_path, capsys):
    event = str(tmp_path / "night.cardnight")
    write_players(tmp_path / "players.xlsx")
    for args in (
        ("event", "new", event, "--name", EVENT_NAME, "--date", "2026-11-08"),  # the migrations
        ("competition", "add", event, "--name", "Bhukhar league", "--game", "bhukhar"),
        ("import", event, "players.xlsx"),  # openpyxl
        (
            "draw",
            event,
            "--competition",
            "Bhukhar league",
            "--seed",
            "7",
        ),  # the Swiss pairing (its blossom solver)
        ("print", event, "standings", "--out", "built.pdf", "--competition", "Bhukhar league"),
    ):
        done = run(app, tmp_path, *args)
        assert done.returncode == 0, f"{args[0]}: {done.stderr}"
    built = PdfReader(tmp_path / "built.pdf")
    fonts = {str(font["/BaseFont"]).split("+")[-1] for font in built.pages[0]["/Resources"]["/Font"].values()}
    assert {f"NotoSans{script}-Regular" for script in TEAMS.values()} <= fonts
    # the same page printed by the source, from the event the build made: same shaping, same fonts
    source_pdf = tmp_path / "source.pdf"
    assert (
        main(["print", event, "standings", "--out", str(source_pdf), "--competition", "Bhukhar league"]) == 0
    )
    capsys.readouterr()
    source = PdfReader(source_pdf)
    assert built.pages[0].get_contents().get_data() == source.pages[0].get_contents().get_data()


def test_built_app_creates_an_event_in_postgresql(app, tmp_path, pg_url):
    done = run(app, tmp_path, "event", "new", pg_url, "--name", "Desk two", "--date", "2026-11-08")
    assert done.returncode == 0, done.stderr
    done = run(app, tmp_path, "competition", "add", pg_url, "--name", "Poker", "--game", "poker")
    assert done.returncode == 0, done.stderr
