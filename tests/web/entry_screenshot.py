"""The user guide's picture of a side's score sheet on a phone: ``python -m tests.web.entry_screenshot [FOLDER]``.

It makes a Bhukhar league whose tables enter their sheets, serves it, opens table 1's first side's link in Qt
WebEngine (offscreen) on a phone 360 px wide, types the sheet as the browser tests do, with a wrong count
that the rules refuse, and saves the form with the rule message under its field as
``resources/screenshots/entry_phone.png`` (or in FOLDER), beside the whole form (``entry_phone_top.png``,
FOLDER only: the top of the form) to look at.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QTWEBENGINE_DISABLE_SANDBOX"] = "1"

import PySide6.QtWebEngineWidgets  # noqa: E402,F401 - before the QApplication is made
from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from pytestqt.qt_compat import qt_api  # noqa: E402
from pytestqt.qtbot import QtBot  # noqa: E402

from cardnight_desk.resources import resources_dir  # noqa: E402
from cardnight_desk.web.server import PlayersPageServer  # noqa: E402
from tests.services.builders import bhukhar_sheet  # noqa: E402
from tests.web.browser import Phone  # noqa: E402
from tests.web.test_entry_browser import EntryForm, bhukhar_night, type_bhukhar  # noqa: E402

NARROW_PHONE = QSize(360, 740)


def main() -> None:
    qt_api.set_qt_api("pyside6")
    app = QApplication(sys.argv[:1])  # noqa: F841 - kept for the run
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else resources_dir() / "screenshots"
    path, table = bhukhar_night(Path(tempfile.mkdtemp(prefix="entry-shots-")))
    server = PlayersPageServer(str(path), host="127.0.0.1", port=0)
    server.start()
    try:
        # a test's request, as much as QtBot reads of it: where it keeps its widgets, and its settings
        run = SimpleNamespace(node=SimpleNamespace(), config=SimpleNamespace(getini=lambda name: None))
        phone = Phone(QtBot(run), size=NARROW_PHONE)
        phone.open(f"http://127.0.0.1:{server.port}{table.sides[0].path}")
        form = EntryForm(phone)
        first, second = table.sides
        sheet = bhukhar_sheet(first.side, second.side)
        type_bhukhar(form, sheet, mistake=True, stop_at_mistake=True)
        phone.wait(0.5)  # the page drawn with its message
        phone.view.grab().save(str(out / "entry_phone.png"))
        print(f"saved {out / 'entry_phone.png'}")
        if len(sys.argv) > 1:
            phone.js("window.scrollTo(0, 0); true")
            phone.wait(0.3)
            phone.view.grab().save(str(out / "entry_phone_top.png"))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
