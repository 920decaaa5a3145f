"""Screenshots of the desk's main views for the README, taken from the real app on the demo night.

    python -m cardnight_desk.gui.screenshots [OUTDIR]     (default: resources/screenshots)

It builds the demo night in a temporary folder, opens it in the main window (offscreen when there is no
screen), shows each view and saves it as a PNG.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

SIZE = (1280, 800)
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


def take(outdir: Path) -> list[Path]:
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("CARDNIGHT_SETTINGS_DIR", tempfile.mkdtemp(prefix="cardnight-shots-settings-"))
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
                    window.open_event(target)
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


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    outdir = Path(args[0]) if args else Path(__file__).resolve().parents[2] / "resources" / "screenshots"
    for path in take(outdir):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
