"""Screenshots of the desk taken from the real app on the demo night: the README's, and every area in every
language for checking the window by eye.

    python -m cardnight_desk.gui.screenshots [OUTDIR]
        the README's views (default OUTDIR: resources/screenshots), English, 1280×800
    python -m cardnight_desk.gui.screenshots --every-area OUTDIR [--languages en,pa] [--size 1366x768]
        every area of the open event (and the welcome screen, a sheet open in Scores, each page of the
        standings board at 1280×720) in each language, as OUTDIR/<language>/<nn>-<view>.png

It builds the demo night in a temporary folder, opens it in the main window (offscreen when there is no
screen), shows each view and saves it as a PNG.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

SIZE = (1280, 800)
LAPTOP = (1366, 768)  # the smallest laptop screen the desk is laid out for
BOARD_SIZE = (1280, 720)  # the standings board in a window, as on a projector
VIEWS = [  # (file name, area, what to do before the picture)
    ("welcome", None, None),
    ("event", "Event", None),
    ("registration", "Registration", None),
    ("draws", "Draws", None),
    ("scores", "Scores", "open_draft"),
    ("standings", "Standings", None),
    ("poker", "Poker", None),
    ("baccarat", "Baccarat", None),
]


def _open_draft(window) -> None:
    """The last round of the first competition with a draft sheet in it, that sheet open in the form (on the
    demo night: the Bhukhar league's round 3)."""
    from cardnight_desk.services import draws, events
    from cardnight_desk.services.tables import round_tables

    area = window.event_view.areas["Scores"]
    for comp in events.event_info(window.desk).competitions:
        numbers = draws.round_numbers(window.desk, comp.name)
        if not numbers:
            continue
        tables = [t for t in round_tables(window.desk, comp.name, numbers[-1]) if t.status == "draft"]
        if tables:
            area.choose(comp.name, numbers[-1])
            area.open_table(tables[0])
            return


def _open(window, target: str) -> None:
    """Open the event and wait for the check of its history, so that a picture shows what a desk would."""
    from PySide6.QtCore import QCoreApplication

    window.open_event(target)
    if window.notice.history_check is not None:
        window.notice.history_check.wait()
    QCoreApplication.processEvents()


def _offscreen() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("CARDNIGHT_SETTINGS_DIR", tempfile.mkdtemp(prefix="cardnight-shots-settings-"))


def take(outdir: Path) -> list[Path]:
    _offscreen()
    from cardnight_desk.gui.app import application
    from cardnight_desk.gui.main_window import MainWindow
    from cardnight_desk.services.demo import make_demo

    app = application()
    outdir.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        target = str(Path(tmp) / "demo.cardnight")
        make_demo(target)
        window = MainWindow()
        window.resize(*SIZE)
        window.show()
        for name, area, action in VIEWS:
            if area is None:
                window.close_event()
            else:
                if window.desk is None:
                    _open(window, target)
                window.event_view.show_area(area)
                if action == "open_draft":
                    _open_draft(window)
            app.processEvents()
            path = outdir / f"{name}.png"
            window.grab().save(str(path))
            saved.append(path)
        window.close()
        app.processEvents()
    return saved


class _Shots:
    """Numbered pictures in one folder, in the order taken."""

    def __init__(self, folder: Path):
        self.folder, self.saved = folder, []

    def shoot(self, name: str, widget) -> None:
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.processEvents()
        path = self.folder / f"{len(self.saved):02d}-{name}.png"
        widget.grab().save(str(path))
        self.saved.append(path)


def take_every_area(
    outdir: Path, languages: list[str] | None = None, size: tuple[int, int] = LAPTOP
) -> list[Path]:
    """Every view of the desk in each of ``languages`` (default: every language the desk ships)."""
    _offscreen()
    from cardnight_desk.gui.app import application
    from cardnight_desk.gui.i18n import available_languages, install_language
    from cardnight_desk.gui.main_window import MainWindow
    from cardnight_desk.gui.standings.board import StandingsBoard
    from cardnight_desk.services.demo import make_demo

    app = application()
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        demo = Path(tmp) / "demo.cardnight"
        make_demo(str(demo))
        try:
            for code in languages or available_languages():
                install_language(app, code)
                folder = outdir / code
                folder.mkdir(parents=True, exist_ok=True)
                target = Path(tmp) / f"demo-{code}.cardnight"
                shutil.copy(demo, target)
                shots = _Shots(folder)
                shoot = shots.shoot
                window = MainWindow()
                window.resize(*size)
                window.show()
                shoot("welcome", window)
                _open(window, str(target))
                for key in list(window.event_view.areas):
                    window.event_view.show_area(key)
                    shoot(key.lower(), window)
                    if key == "Scores":
                        _open_draft(window)
                        shoot("scores-sheet", window)
                board = StandingsBoard(window.desk, window.signals, seconds=120)
                board.resize(*BOARD_SIZE)
                board.show()
                for page in range(len(board.pages)):
                    board.index = page
                    board.show_page()
                    shoot(f"board-{page + 1:02d}-{board.page.kind}", board)
                board.close()
                window.close()
                app.processEvents()
                saved += shots.saved
        finally:
            install_language(app)  # back to the desk's own language
    return saved


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardnight_desk.gui.screenshots")
    parser.add_argument("outdir", nargs="?", help="folder for the pictures")
    parser.add_argument("--every-area", action="store_true", help="every area in every language")
    parser.add_argument("--languages", help="with --every-area: language codes, comma-separated")
    parser.add_argument(
        "--size", type=_size, default=LAPTOP, help="with --every-area: the window, e.g. 1366x768"
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.every_area:
        if not args.outdir:
            parser.error("--every-area needs a folder for the pictures")
        languages = args.languages.split(",") if args.languages else None
        shots = take_every_area(Path(args.outdir), languages, args.size)
    else:
        default = Path(__file__).resolve().parents[2] / "resources" / "screenshots"
        shots = take(Path(args.outdir) if args.outdir else default)
    for path in shots:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
