"""A phone for the tests: a page opened in Qt WebEngine (offscreen), read through ``runJavaScript``."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import QPoint, QSize, Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWebEngineWidgets import QWebEngineView

PHONE = QSize(390, 844)  # a phone's page in CSS pixels, upright


class Phone:
    def __init__(self, qtbot, size: QSize = PHONE, language: str = "en-GB,en;q=0.9"):
        self.qtbot = qtbot
        self.view = QWebEngineView()
        qtbot.addWidget(self.view)
        self.view.resize(size)
        self.view.show()
        # a phone of its own: the engine's one profile keeps the language another test's phone chose (its
        # cookie) and asked for (its Accept-Language)
        profile = self.view.page().profile()
        profile.cookieStore().deleteAllCookies()
        profile.setHttpAcceptLanguage(language)

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

    # --- a thumb and a keyboard: real input events, as the engine gets them from a phone's screen ---------
    def _surface(self):
        """The widget the engine draws the page on and takes its input events from."""
        return self.view.focusProxy() or self.view

    def focus(self, selector: str) -> None:
        """Put the keyboard's focus on the element ``selector`` (scrolled into view), as a tap on it does."""
        self.view.setFocus()
        found = self.js(
            f"(function(){{var e=document.querySelector({selector!r});if(!e)return false;"
            "e.scrollIntoView({block:'center'});e.focus();return document.activeElement===e})()"
        )
        assert found, f"no field {selector} to type into"

    def keys(self, text: str) -> None:
        """Type ``text`` on the keyboard into the focused field."""
        QTest.keyClicks(self._surface(), text)

    def key(self, key: Qt.Key, times: int = 1, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        for _ in range(times):
            QTest.keyClick(self._surface(), key, modifier)

    def retype(self, selector: str, text: str) -> None:
        """Replace what the field ``selector`` holds by typing ``text`` over it (select all, then type; an
        empty ``text``: select all and delete), once the page has taken every key."""
        self.focus(selector)
        self.key(Qt.Key.Key_A, modifier=Qt.KeyboardModifier.ControlModifier)
        if text:
            self.keys(text)
        else:
            self.key(Qt.Key.Key_Backspace)
        self.settled(f"document.querySelector({selector!r}).value === {text!r}")

    def settled(self, code: str, timeout: float = 5.0) -> None:
        """Wait until the page shows the keys it was given: they reach it on a way of their own, and may
        come after what the test asks it next."""
        self.wait_for(code, timeout)

    def tap(self, selector: str) -> None:
        """A tap (a mouse click) in the middle of the element ``selector``, scrolled into view first."""
        box = self.js(
            f"(function(){{var e=document.querySelector({selector!r});if(!e)return null;"
            "e.scrollIntoView({block:'center'});var r=e.getBoundingClientRect();"
            "return JSON.stringify([r.left+r.width/2,r.top+r.height/2])})()"
        )
        assert box, f"nothing to tap at {selector}"
        x, y = json.loads(box)
        QTest.mouseClick(
            self._surface(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(int(x), int(y))
        )
