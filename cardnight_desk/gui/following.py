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

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from cardnight_desk.gui.signals import DeskSignals

SHOW = QEvent.Type.Show


def behind_another_tab(widget: QWidget) -> bool:
    """Is nobody looking at ``widget``: its window shows, but not it (it is on a page of a tab, at any depth,
    that is not the one showing)? A view that is a window of its own is always looked at."""
    window = widget.window()
    return window is not widget and window.isVisible() and not widget.isVisible()


class Follower(QObject):
    """Calls ``catch_up(kinds)`` for the changes of ``kinds`` heard on ``signals``, as the module says."""

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
        signals.changed.connect(self._heard)
        signals.settled.connect(self._settled)
        view.installEventFilter(self)

    def _heard(self, kind: str) -> None:
        if kind in self.kinds:
            self.due.add(kind)
            if not self.signals.bursting:
                self._settled()

    def _settled(self) -> None:
        if self.due and not behind_another_tab(self.view):
            self._catch_up()

    def _catch_up(self) -> None:
        due, self.due = self.due, set()
        self.catch_up(due)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # (getattr: a view being destroyed may still be told of events once its follower's fields are gone)
        if event.type() == SHOW and watched is getattr(self, "view", None) and self.due:
            self._catch_up()  # brought in front: what it missed, before it paints
        return False
