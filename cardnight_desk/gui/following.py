"""Views that keep up with the event's changes without redoing their work more than once, or while nobody looks.

A :class:`Follower` hears the changes a view cares about (:data:`~cardnight_desk.gui.signals.changed`) and asks
the view to catch up with them (``catch_up(kinds)``, the kinds heard since it last did):

- at once, when one change is told (the desk's own: a sheet saved, a player registered);
- once, when a burst of changes is over (another desk's, heard by the window's poll as every kind at once:
  without this, an area listening to four kinds redid its work four times, each a third of a second for a
  league of 1,024 teams);
- when it is shown, if it is behind another tab (an area, or a tab within one, not being looked at) when the
  changes come: the desk then does the work of the page in front only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.signals import DeskSignals


def behind_another_tab(widget: QWidget) -> bool:
    """Is nobody looking at ``widget``: its window shows, but not it (it is on a page of a tab, at any depth,
    that is not the one showing)? A view that is a window of its own is always looked at."""
    window = widget.window()
    return window is not widget and window.isVisible() and not widget.isVisible()


class Follower(QObject):
    """Calls ``catch_up(kinds)`` for the changes of ``kinds`` heard on ``signals``, as the module says.

    A view behind another tab is watched for being shown only while it has changes to catch up with: watching
    a view hears every one of its events (each paint, each move of the mouse over it) through Python, and Qt's
    event classes cost an event's first tab 3 ms to load."""

    def __init__(
        self,
        view: QWidget,
        signals: DeskSignals,
        kinds: Collection[str],
        catch_up: Callable[[set[str]], None],
    ):
        super().__init__(view)
        self.view, self.signals, self.kinds, self.catch_up = view, signals, frozenset(kinds), catch_up
        self.due: set[str] = set()
        self.watching = False
        signals.changed.connect(self._heard)
        signals.settled.connect(self._settled)

    def _heard(self, kind: str) -> None:
        if kind in self.kinds:
            self.due.add(kind)
            if not self.signals.bursting:
                self._settled()

    def _settled(self) -> None:
        if not self.due:
            return
        if not behind_another_tab(self.view):
            self._catch_up()
        elif not self.watching:  # caught up when it is brought in front
            self.watching = True
            self.view.installEventFilter(self)

    def _catch_up(self) -> None:
        due, self.due = self.due, set()
        self.catch_up(due)

    def eventFilter(self, watched: QObject, event: QObject) -> bool:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QEvent

        # (getattr: a view being destroyed may still be told of events once its follower's fields are gone)
        view = getattr(self, "view", None)
        if watched is view and isinstance(event, QEvent) and event.type() == QEvent.Type.Show:
            self.watching = False
            view.removeEventFilter(self)
            if self.due:
                self._catch_up()  # brought in front: what it missed, before it paints
        return False
