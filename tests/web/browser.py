"""A phone for the tests: a page opened in Qt WebEngine (offscreen), read through ``runJavaScript``."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import QSize, QUrl
from PySide6.QtWebEngineWidgets import QWebEngineView

PHONE = QSize(390, 844)  # a phone's page in CSS pixels, upright


class Phone:
    def __init__(self, qtbot, size: QSize = PHONE):
        self.qtbot = qtbot
        self.view = QWebEngineView()
        qtbot.addWidget(self.view)
        self.view.resize(size)
        self.view.show()
        # a phone of its own: the engine's one profile keeps the language another test's phone chose (its
        # cookie) and asked for (its Accept-Language)
        profile = self.view.page().profile()
        profile.cookieStore().deleteAllCookies()
        profile.setHttpAcceptLanguage("en-GB,en;q=0.9")

    def open(self, url: str) -> None:
        with self.qtbot.waitSignal(self.view.loadFinished, timeout=30_000) as blocker:
            self.view.load(QUrl(url))
        assert blocker.args == [True], f"{url} did not load"

    def js(self, code: str, timeout: float = 10.0) -> Any:
        """What ``code`` (one JavaScript expression) evaluates to in the page."""
        out: list[Any] = []
        self.view.page().runJavaScript(code, 0, out.append)
        self.qtbot.waitUntil(lambda: bool(out), timeout=int(timeout * 1000))
        return out[0]

    def text(self, selector: str) -> str | None:
        return self.js(
            f"(function(){{var e=document.querySelector({selector!r});return e?e.innerText:null}})()"
        )

    def texts(self, selector: str) -> list[str]:
        found = self.js(
            f"JSON.stringify(Array.from(document.querySelectorAll({selector!r})).map(function(e){{return e.innerText}}))"
        )
        return json.loads(found)  # a list does not come back through runJavaScript as it is: JSON does

    def wait_for(self, code: str, timeout: float) -> float:
        """Wait until the expression ``code`` is true in the page; the seconds it took."""
        start = time.monotonic()
        self.qtbot.waitUntil(lambda: bool(self.js(code)), timeout=int(timeout * 1000))
        return time.monotonic() - start

    def wait(self, seconds: float) -> None:
        self.qtbot.wait(int(seconds * 1000))
