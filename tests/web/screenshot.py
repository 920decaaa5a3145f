"""The README's pictures of the players' page, as a phone shows them: ``python -m tests.web.screenshot``.

It makes the demo night in a temporary folder, serves it, opens each page in Qt WebEngine (offscreen) in a
phone-sized window and saves what it shows under ``resources/screenshots/``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QTWEBENGINE_DISABLE_SANDBOX"] = "1"

from PySide6.QtCore import QSize, QUrl  # noqa: E402
from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardnight_desk.resources import resources_dir  # noqa: E402
from cardnight_desk.services import demo  # noqa: E402
from cardnight_desk.web.server import PlayersPageServer  # noqa: E402

PHONE = QSize(390, 760)
SHOTS = {
    "players_page_table.png": ("/table?name=vikram", "en"),
    "players_page_clock.png": ("/clock", "pa"),
}


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="players-page-shots-"))
    event = str(folder / "demo.cardnight")
    demo.make_demo(event)
    server = PlayersPageServer(event, host="127.0.0.1", port=0)
    server.start()
    try:
        view = QWebEngineView()
        view.resize(PHONE)
        view.show()
        for name, (path, language) in SHOTS.items():
            loaded: list[bool] = []
            view.loadFinished.connect(loaded.append)
            view.page().profile().setHttpAcceptLanguage(language)
            view.load(QUrl(f"http://127.0.0.1:{server.port}{path}"))
            deadline = time.monotonic() + 30
            while not loaded and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.02)
            view.loadFinished.disconnect(loaded.append)
            settle = time.monotonic() + 1.5  # fonts, and the clock's first tick
            while time.monotonic() < settle:
                app.processEvents()
                time.sleep(0.02)
            target = resources_dir() / "screenshots" / name
            view.grab().save(str(target))
            print(f"saved {target}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
