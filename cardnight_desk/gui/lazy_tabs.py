"""Tabs whose pages are built the first time they are shown.

An area with tabs shows one of them at a time; the others (a team form, a roll, a history of five thousand
changes) cost memory, and often a read of the event, for a page a volunteer may never open. :class:`LazyTabs`
holds an empty page in such a tab until it is first shown, or asked for (:meth:`LazyTabs.page`, e.g. by a
property of the area), then puts the page built by its *factory* in its place: from then on it is an ordinary
tab, and ``tabs.widget(index)`` is that page. A factory may import the page's module (a plain import inside it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QTabWidget, QWidget


class LazyTabs(QTabWidget):
    """A tab widget where :meth:`add_later` adds a tab whose page is built when it is first shown."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._later: dict[int, tuple[QWidget, Callable[[], QWidget]]] = {}  # by the tab's index
        self.currentChanged.connect(self._build_shown)

    def add_later(self, factory: Callable[[], QWidget], label: str) -> int:
        """Add a tab labelled ``label``; ``factory()`` makes its page when it is first shown. Tabs are added
        at the end only (the indexes of the pages still to build do not move)."""
        placeholder = QWidget()
        index = self.addTab(placeholder, label)
        self._later[index] = (placeholder, factory)
        if self.currentIndex() == index:  # the first tab of the widget: shown at once
            self.page(index)
        return index

    def is_built(self, index: int) -> bool:
        return index not in self._later

    def page(self, index: int) -> QWidget:
        """The page in tab ``index``, built now if it is not built yet (which tab is current is unchanged)."""
        if index not in self._later:
            return self.widget(index)
        placeholder, factory = self._later.pop(index)
        page = factory()
        current = self.currentIndex()
        label, tip = self.tabText(index), self.tabToolTip(index)
        self.setUpdatesEnabled(False)
        self.blockSignals(True)  # the same tab stays current: nobody is told it changed
        try:
            self.removeTab(index)
            self.insertTab(index, page, label)
            self.setTabToolTip(index, tip)
            self.setCurrentIndex(current)
        finally:
            self.blockSignals(False)
            self.setUpdatesEnabled(True)
        placeholder.deleteLater()
        return page

    def _build_shown(self, index: int) -> None:
        if index in self._later:
            self.page(index)


class _TabPart:
    """An attribute of an area whose ``tabs`` are :class:`LazyTabs`, standing for what a later tab holds:
    reading it builds that tab's page first, if it is not built yet."""

    def __init__(self, index: int, of_page: bool):
        self.index, self.of_page = index, of_page

    def __set_name__(self, owner: type, name: str) -> None:
        self.kept = "_" + name

    def __get__(self, area: Any, owner: type | None = None) -> Any:
        if area is None:
            return self
        page = area.tabs.page(self.index)
        return getattr(area, self.kept) if self.of_page else page


def tab_page(index: int) -> Any:
    """An area's attribute: the page of its tab ``index``, built now if it is not built yet."""
    return _TabPart(index, of_page=False)


def tab_part(index: int) -> Any:
    """An area's attribute ``x``: its ``_x``, which the factory of tab ``index``'s page sets (a button, a model
    of that page), the page built now if it is not built yet."""
    return _TabPart(index, of_page=True)
