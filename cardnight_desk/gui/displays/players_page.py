"""The players' page the desk serves for its open event (:mod:`cardnight_desk.web`): switched on and off in the
Displays area, its address shown there, on the standings board and on the table cards and seating lists.

One :class:`PlayersPage` a desk (:func:`players_page`), whatever window or area asks for it. It is served by a
process of its own (:mod:`cardnight_desk.web.process`: whatever the hall does to the page, the desk keeps its
files); starting it runs off the GUI thread, and it stops cleanly when switched off, when the event is closed
(:func:`close_players_page`) and when the desk quits (and with the desk, however it ends).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from cardnight_desk.gui.app_settings import app_settings
from cardnight_desk.gui.background import QuietJob
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk

DEFAULT_PORT = 8080
PORT_SETTING = "players_page/port"
OFF, STARTING, ON, STOPPING = "off", "starting", "on", "stopping"
translate = QCoreApplication.translate


def saved_port() -> int:
    """The port the players' page was last served on at this desk (8080 until one is chosen)."""
    try:
        port = int(app_settings().value(PORT_SETTING, DEFAULT_PORT))
    except (TypeError, ValueError):
        return DEFAULT_PORT
    return port if 0 < port < 65536 else DEFAULT_PORT


def remember_port(port: int) -> None:
    app_settings().setValue(PORT_SETTING, int(port))


def _start_server(target: str, port: int) -> Any:
    """In the worker thread: the page's process, listening."""
    from cardnight_desk.web.process import PlayersPageProcess

    server = PlayersPageProcess(target, port=port)
    server.start()
    return server


def _stop_server(server: Any) -> None:
    server.stop()


class PlayersPage(QObject):
    """The players' page of one open event. ``state`` is :data:`OFF`, :data:`STARTING`, :data:`ON` or
    :data:`STOPPING`; ``url`` its address while on; ``problem`` why it last failed to start (one sentence,
    empty once it starts). ``changed`` is emitted on every change of these."""

    changed = Signal()

    def __init__(self, target: str):
        super().__init__()
        self.target = target
        self.state = OFF
        self.problem = ""
        self.server: Any = None
        self.job: QuietJob | None = None
        self.outcome: dict[str, Any] = {}

    @property
    def url(self) -> str | None:
        return self.server.url if self.state == ON and self.server is not None else None

    def start(self, port: int) -> bool:
        """Start serving on ``port`` in the background (``changed`` says when it is on, or why not)."""
        if self.state != OFF:
            return False
        self.state, self.problem = STARTING, ""
        target = self.target  # the work holds the event's name, not the page (QuietJob)
        self._run(lambda: _start_server(target, port))
        return True

    def switch_off(self) -> bool:
        """Stop serving in the background (``changed`` says when it is off)."""
        if self.state != ON:
            return False
        self.state = STOPPING
        server, self.server = self.server, None
        self._run(lambda: _stop_server(server))
        return True

    def stop_now(self) -> None:
        """Stop at once, waiting for a start or stop under way (the event is being closed, the desk quits)."""
        job, self.job = self.job, None  # its outcome, still on its way, is let go (see _done)
        if job is not None:
            try:
                job.wait()
            except RuntimeError:  # already finished and deleted
                pass
            if self.state == STARTING:
                self.server = self.outcome.get("server")
        if self.server is not None:
            server, self.server = self.server, None
            _stop_server(server)
        if self.state != OFF:
            self.state = OFF
            self.changed.emit()

    def _run(self, work: Callable[[], Any]) -> None:
        outcome: dict[str, Any] = {}
        job = QuietJob(self, lambda: outcome.setdefault("server", work()))
        self.outcome = outcome  # what stop_now takes when it cannot wait for the job's done
        job.done.connect(self._done)
        job.failed.connect(self._failed)
        job.finished.connect(job.deleteLater)
        self.job = job
        self.changed.emit()
        job.start()

    @Slot(object, object)
    def _done(self, job: QuietJob, result: Any) -> None:
        if job is not self.job:
            return
        self.job = None
        if self.state == STARTING:
            self.server, self.state = result, ON
        else:
            self.state = OFF
        self.changed.emit()

    @Slot(object, object)
    def _failed(self, job: QuietJob, err: Refusal) -> None:
        if job is not self.job:
            return
        self.job = None
        reason = err.message.rstrip(".")
        if self.state == STARTING:
            self.problem = translate("PlayersPage", "The players' page did not start — %s.") % reason
        else:
            self.problem = translate("PlayersPage", "The players' page stopped with a problem — %s.") % reason
        self.state = OFF
        self.changed.emit()


# --- one players' page a desk -------------------------------------------------------------------------------
# by the desk's id, with a weak reference that tells the desk from a later one given the same id
_PAGES: dict[int, tuple[weakref.ref[Desk], PlayersPage]] = {}
_QUITTING: list[QCoreApplication] = []  # the application told to stop them when it quits


def _page_of(desk: Desk) -> PlayersPage | None:
    entry = _PAGES.get(id(desk))
    if entry is None:
        return None
    owner, page = entry
    if owner() is desk:
        return page
    del _PAGES[id(desk)]  # the page of a desk that is gone: it goes too
    page.stop_now()
    return None


def players_page(desk: Desk) -> PlayersPage:
    """The players' page of the desk's event (made, off, the first time it is asked for)."""
    page = _page_of(desk)
    if page is None:
        app = QCoreApplication.instance()
        if app is not None and app not in _QUITTING:  # every page is stopped when the desk quits
            app.aboutToQuit.connect(close_all)
            _QUITTING.append(app)
        page = PlayersPage(desk.store.target)
        _PAGES[id(desk)] = (weakref.ref(desk), page)
    return page


def players_page_url(desk: Desk) -> str | None:
    """The address the desk's players' page is served at, while it is on."""
    page = _page_of(desk)
    return page.url if page is not None else None


def close_players_page(desk: Desk) -> None:
    """Stop the desk's players' page, if it has one, before its event is closed."""
    page = _page_of(desk)
    if page is not None:
        del _PAGES[id(desk)]
        page.stop_now()


def close_all() -> None:
    """Stop every players' page (the desk is quitting)."""
    while _PAGES:
        _, (_, page) = _PAGES.popitem()
        page.stop_now()
