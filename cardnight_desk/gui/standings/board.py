"""The standings board: a window for a second screen that cycles, in large type, through the standings of each
competition, the seating of its latest round ("find your table") and the desk's announcements, and refreshes
as results come in.

A *page* is one screenful: a title and a body (rows of a table, or a text). Long standings and seating lists are
split over several pages; standings not final yet carry a *note* under their title, where the competition
stands ("after round 2 — provisional"). The board moves to the next page every few seconds (its *timer*); Space or the right
arrow moves on at once, the left arrow goes back, F11 toggles full screen and Escape closes the board.

A page's type is as large as fits the board's window (from :data:`LARGEST_PT` down to :data:`SMALLEST_PT`): a
game with many columns (rummy) or a projector of 1280×720 gets smaller type, never a page cut off at the
bottom or a window wider than the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent, QScreen, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.game_words import entrant_words
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.progress_words import progress_words
from cardnight_desk.gui.rich_text import escape
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.area import COLUMN_WORDS, NAME_WORDS, place_texts
from cardnight_desk.services import events, progress, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.tables import round_numbers, round_tables

STANDINGS_PER_PAGE = 12
SEATS_PER_COLUMN = 12
SEAT_COLUMNS = 3
SEATS_PER_PAGE = SEAT_COLUMNS * SEATS_PER_COLUMN  # three columns of twelve
LARGEST_PT = {"standings": 30, "seating": 20, "announcement": 40}
SMALLEST_PT = 10
translate = QCoreApplication.translate
REFRESH_ON = (what.SCORES, what.STANDINGS, what.DRAWS, what.COMPETITIONS, what.PLAYERS, what.EVENT)


@dataclass(frozen=True)
class Page:
    kind: str  # "standings", "seating" or "announcement"
    title: str
    header: tuple[str, ...]  # column headings ('' for a text page)
    rows: tuple[tuple[str, ...], ...]  # the body: rows of cells, or one row with the announcement's text
    note: str = ""  # under the title: where the competition stands, while its standings are provisional
    # the same rows set out in more columns (a seating page: names side by side), tried when the page's own
    # rows would need smaller type: the board shows whichever arrangement fits the largest
    other_rows: tuple[tuple[tuple[str, ...], ...], ...] = ()

    def text(self) -> str:
        """Everything on the page as plain text (what a test or a screen reader reads): the title (and the
        note, in brackets) on the first line."""
        first = f"{self.title} ({self.note})" if self.note else self.title
        return "\n".join([first, " | ".join(self.header), *(" | ".join(r) for r in self.rows)])


def _column(words: str) -> str:
    """A column heading of the standings (the Standings area's words, context ``StandingsModel``)."""
    return translate("StandingsModel", words) if words else ""


def _chunks(items: list, size: int) -> list[list]:
    """``items`` over as few pages as hold ``size`` each, shared evenly (14 standings: 7 and 7, not 12 and 2,
    so that no page needs much smaller type than the next)."""
    pages = -(-len(items) // size)
    if pages <= 1:
        return [list(items)]
    even = -(-len(items) // pages)
    return [items[i : i + even] for i in range(0, len(items), even)]


def standings_pages(desk: Desk) -> list[Page]:
    pages: list[Page] = []
    stands = progress.all_progress(desk)
    for info in events.event_info(desk).competitions:
        try:
            table = standings.standings(desk, info.name)
        except Refusal:
            continue  # games whose standings are kept elsewhere
        if not table.rows:
            continue
        places = place_texts(list(table.rows))
        rows = [
            (place, row.name, str(row.played), *(str(row.value(c)) for c in table.columns))
            for place, row in zip(places, table.rows, strict=True)
        ]
        header = (
            "",
            _column(NAME_WORDS.get(table.name_key, "")),
            _column("Played"),
            *(_column(COLUMN_WORDS.get(c, c)) for c in table.columns),
        )
        where = stands.get(info.name)
        note = progress_words(where) if where is not None and where.provisional else ""
        chunks = _chunks(rows, STANDINGS_PER_PAGE)
        for number, chunk in enumerate(chunks, start=1):
            more = f" ({number}/{len(chunks)})" if len(chunks) > 1 else ""
            title = translate("StandingsBoard", "%s — standings") % info.name + more
            pages.append(Page("standings", title, header, tuple(chunk), note))
    return pages


def seating_pages(desk: Desk) -> list[Page]:
    pages: list[Page] = []
    for info in events.event_info(desk).competitions:
        numbers = round_numbers(desk, info.name)
        if not numbers:
            continue
        entries: list[tuple[str, str]] = []
        for table in round_tables(desk, info.name, numbers[-1]):
            for _seat, player, team in table.seats:
                if player:
                    where = translate("StandingsBoard", "table %s") % table.table
                    entries.append((player, where + (f" ({isolated(entrant_words(team))})" if team else "")))
        entries.sort(key=lambda e: e[0].casefold())
        chunks = _chunks(entries, SEATS_PER_PAGE)
        for number, chunk in enumerate(chunks, start=1):
            more = f" ({number}/{len(chunks)})" if len(chunks) > 1 else ""
            # as few columns as hold the page's names, twelve to a column; more columns (shorter ones) are
            # the board's to try when a long title or long team names leave little height
            fewest = min(SEAT_COLUMNS, -(-len(chunk) // SEATS_PER_COLUMN)) or 1
            rows, *others = dict.fromkeys(
                _in_columns(chunk, used) for used in range(fewest, SEAT_COLUMNS + 1)
            )
            title = (
                translate("StandingsBoard", "Find your table — %s, round %d") % (info.name, numbers[-1])
                + more
            )
            pages.append(Page("seating", title, (), rows, other_rows=tuple(others)))
    return pages


def _in_columns(entries: list[tuple[str, str]], used: int) -> tuple[tuple[str, ...], ...]:
    """``entries`` (a name and its table) down ``used`` columns side by side, as rows of cells."""
    per_column = -(-len(entries) // used) if entries else 0
    columns = [entries[i : i + per_column] for i in range(0, len(entries), per_column or 1)]
    rows = []
    for line in range(per_column):
        cells: list[str] = []
        for column in columns:
            cells += list(column[line]) if line < len(column) else ["", ""]
        rows.append(tuple(cells))
    return tuple(rows)


def announcement_pages(texts: list[str]) -> list[Page]:
    title = translate("StandingsBoard", "Announcement")
    return [Page("announcement", title, (), ((text,),)) for text in texts if text.strip()]


class StandingsBoard(QWidget):
    def __init__(
        self,
        desk: Desk,
        signals: DeskSignals,
        announcements: Callable[[], list[str]] = list,
        seconds: int = 12,
        parent: QWidget | None = None,
    ):
        super().__init__(parent, Qt.WindowType.Window)
        self.desk, self.signals = desk, signals
        self.announcements = announcements
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Standings board"))
        self.setStyleSheet("background: #101418; color: #f5f5f5")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 44pt; font-weight: 700; color: #ffd54f")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.body.setWordWrap(True)
        # the page is fitted to the board, never the board to the page
        self.body.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.footer = QLabel()
        self.footer.setStyleSheet("font-size: 14pt; color: #9e9e9e")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 20)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.footer)
        self.pages: list[Page] = []
        self.index = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.advance)
        self.set_seconds(seconds)
        self._due = False
        signals.changed.connect(self._on_changed)
        self.rebuild()

    # --- pages ------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Read everything again; stay on the same page where it still exists."""
        current = self.page.title if self.pages else None
        pages = (
            standings_pages(self.desk) + seating_pages(self.desk) + announcement_pages(self.announcements())
        )
        if not pages:
            pages = [Page("announcement", events.event_info(self.desk).name, (), ((self.tr("Welcome!"),),))]
        self.pages = pages
        titles = [p.title for p in pages]
        self.index = titles.index(current) if current in titles else min(self.index, len(pages) - 1)
        self.show_page()

    @property
    def page(self) -> Page:
        return self.pages[self.index]

    def _on_changed(self, changed: str) -> None:
        if changed in REFRESH_ON and not self._due:  # one rebuild for a burst of changes
            self._due = True
            QTimer.singleShot(0, self, self._catch_up)

    def _catch_up(self) -> None:
        if self._due:
            self._due = False
            self.rebuild()

    def advance(self, step: int = 1) -> None:
        self.index = (self.index + step) % len(self.pages)
        self.show_page()

    def set_seconds(self, seconds: int) -> None:
        self.timer.start(max(3, int(seconds)) * 1000)

    def show_page(self) -> None:
        page = self.page
        title = escape(page.title)
        if page.note:
            title += f"<br><span style='font-size: 22pt; color: #ef9a9a'>{escape(page.note)}</span>"
        self.title.setText(title)
        self.body.setText(self._fitted_html(page))
        self.footer.setText(f"{self.index + 1} / {len(self.pages)}")

    def _room(self) -> QSize:
        """The room for a page's body: the body's own, once the layout has placed the page's title; before
        the board is shown, the window less its margins, the title and the footer."""
        layout = self.layout()
        if self.isVisible():
            layout.activate()  # the new title's height, now
            return self.body.contentsRect().size()
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        title = max(self.title.heightForWidth(width), self.title.sizeHint().height())
        used = (
            margins.top() + margins.bottom() + title + self.footer.sizeHint().height() + 2 * layout.spacing()
        )
        return QSize(width, self.height() - used)

    def _fitted_html(self, page: Page) -> str:
        """The page at the largest type that fits the board's window."""
        room = self._room()
        document = QTextDocument()
        document.setDefaultFont(self.body.font())
        text = ""
        arrangements = [page, *(replace(page, rows=rows) for rows in page.other_rows)]
        for points in range(LARGEST_PT[page.kind], SMALLEST_PT - 1, -1):
            for arranged in arrangements:  # at this size, the fewest columns that fit
                text = self._page_html(arranged, points)
                document.setHtml(text)
                document.setTextWidth(room.width())
                if document.idealWidth() <= room.width() and document.size().height() <= room.height():
                    return text
        return text

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.pages:
            self.body.setText(self._fitted_html(self.page))

    @classmethod
    def _page_html(cls, page: Page, points: int) -> str:
        if page.kind == "announcement":
            text = escape(page.rows[0][0]).replace("\n", "<br>")
            return f"<div style='font-size: {points}pt'>{text}</div>"
        return cls._table_html(page, points)

    @staticmethod
    def _table_html(page: Page, points: int) -> str:
        parts = [f"<table align='center' cellspacing='0' cellpadding='6' style='font-size: {points}pt'>"]
        if page.header:
            cells = "".join(f"<th align='left'>{escape(h)}</th>" for h in page.header)
            parts.append(f"<tr style='color: #90caf9'>{cells}</tr>")
        for row in page.rows:
            cells = []
            for number, cell in enumerate(row):
                align = "right" if cell.lstrip("=-").isdigit() else "left"
                style = "white-space: nowrap"  # a name on one line: the type gets smaller instead
                if page.kind == "seating" and number % 2:  # the table beside each name, with room after it
                    style += "; color: #ffd54f; padding-right: 28px"
                cells.append(f"<td align='{align}' style='{style}'>{escape(cell)}</td>")
            parts.append(f"<tr>{''.join(cells)}</tr>")
        parts.append("</table>")
        return "".join(parts)

    # --- the window -------------------------------------------------------------------------------
    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen`` (the desk's second screen), or a window where there is only one."""
        if screen is not None:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            self.resize(1280, 720)
            self.show()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.advance()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.advance(-1)
        elif key == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        try:
            self.signals.changed.disconnect(self._on_changed)
        except (RuntimeError, TypeError):  # already disconnected
            pass
        super().closeEvent(event)
