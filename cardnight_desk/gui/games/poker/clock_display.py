"""The poker clock screen: a window for a second screen, in large type, that follows the desk's clock live.

It shows the level (or BREAK), the time left, the blinds now and next, the time to the break, players left,
the average stack, the chips in play, the colour-up notice and whether late entry is open (ruling PK-2).

It never counts time itself: the stored clock says when the period ends (``ends_at``), and a timer ticking four
times a second only asks the service what the clock shows *now*, so the screen cannot drift from the desk. The
state is read again whenever the desk signals a clock change, and every two seconds to follow another desk on
a shared database. Esc leaves full screen; F11 or a double click toggles it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent, QMouseEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from cardnight_desk.domain.games.poker.clock import TimeSource, utc_now
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.games.poker.text import blinds_text, chips, clock_text, translate
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.games.poker.desk import PokerDesk

TICK_MS = 250
RELOAD_TICKS = 8  # read the stored clock again every 2 s (another desk may have changed it)
WHITE, GREY, AMBER, GREEN = "#f5f5f5", "#9e9e9e", "#ffb300", "#66bb6a"


def _label(object_name: str, share: float, colour: str = WHITE) -> QLabel:
    label = QLabel()
    label.setObjectName(object_name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setProperty("share", share)  # font height as a share of the window's height
    label.setStyleSheet(f"color: {colour}")
    return label


class ClockDisplay(QWidget):
    def __init__(
        self,
        desk: Desk,
        signals: DeskSignals,
        competition: str,
        now: TimeSource = utc_now,
        parent: QWidget | None = None,
    ):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("pokerClockDisplay")
        self.setWindowTitle(translate("poker", "Poker clock — %s") % competition)
        self.setStyleSheet("QWidget#pokerClockDisplay { background: #101010 }")
        self.service = PokerDesk(desk, competition, now)
        self.title_label = _label("title", 0.05, GREY)
        self.title_label.setText(competition)
        self.level_label = _label("level", 0.09)
        self.time_label = _label("time", 0.27)
        self.state_label = _label("state", 0.07, AMBER)
        self.blinds_label = _label("blinds", 0.11)
        self.next_label = _label("next", 0.05, GREY)
        self.break_label = _label("break", 0.045)
        self.players_label = _label("players", 0.045)
        self.average_label = _label("average", 0.045)
        self.chips_label = _label("chips", 0.045)
        self.colour_up_label = _label("colourUp", 0.05, AMBER)
        self.colour_up_label.setWordWrap(True)
        self.late_label = _label("lateEntry", 0.035, GREY)
        figures = QGridLayout()
        figures.addWidget(self.players_label, 0, 0)
        figures.addWidget(self.average_label, 0, 1)
        figures.addWidget(self.chips_label, 0, 2)
        layout = QVBoxLayout(self)
        for widget in (
            self.title_label,
            self.level_label,
            self.time_label,
            self.state_label,
            self.blinds_label,
            self.next_label,
            self.break_label,
        ):
            layout.addWidget(widget)
        layout.addLayout(figures)
        layout.addWidget(self.colour_up_label)
        layout.addWidget(self.late_label)
        self._ticks = 0
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        signals.changed.connect(self._on_changed)
        self.resize(1024, 640)
        self._reload()
        self.tick()
        self.timer.start()

    # --- following the clock -----------------------------------------------------------------------------------
    def _on_changed(self, changed: str) -> None:
        if changed in (what.CLOCK, what.EVENT):
            self._reload()
            self.tick()

    def _reload(self) -> bool:
        try:
            self.service.reload()
        except Refusal as err:
            self.state_label.setText(err.message)
            return False
        return True

    def tick(self) -> None:
        """Show what the clock shows now (called four times a second by the timer)."""
        self._ticks += 1
        if self._ticks % RELOAD_TICKS == 0:
            self._reload()
        try:
            shown = self.service.display()
        except Refusal as err:
            self.state_label.setText(err.message)
            return
        clock = shown.clock
        if clock.on_break:
            self.level_label.setText(translate("poker", "BREAK"))
            self.level_label.setStyleSheet(f"color: {GREEN}")
        else:
            self.level_label.setText(translate("poker", "LEVEL %d") % (clock.level or 0))
            self.level_label.setStyleSheet(f"color: {WHITE}")
        paused = clock.started and not clock.running
        if clock.time_left is None:  # the last level runs on past its time (PK-3)
            self.time_label.setText("+" + clock_text(clock.overtime))
        else:
            self.time_label.setText(clock_text(clock.time_left))
        self.time_label.setStyleSheet(f"color: {GREY if paused or not clock.started else WHITE}")
        if not clock.started:
            state = translate("poker", "NOT STARTED")
        elif paused:
            state = translate("poker", "PAUSED")
        elif clock.last_level:
            state = translate("poker", "LAST LEVEL")
        else:
            state = ""
        self.state_label.setText(state)
        self.blinds_label.setText(
            translate("poker", "Play resumes") if clock.on_break else blinds_text(clock.blinds)
        )
        if clock.next_blinds is not None:
            self.next_label.setText(
                translate("poker", "Next: level %d  %s")
                % (clock.next_level or 0, blinds_text(clock.next_blinds))
            )
        else:
            self.next_label.setText(translate("poker", "Last level"))
        self.break_label.setText(
            translate("poker", "Break in %s") % clock_text(clock.time_to_break)
            if clock.time_to_break is not None
            else ""
        )
        self.players_label.setText(
            translate("poker", "Players %d / %d") % (shown.players_left, shown.entries)
        )
        self.average_label.setText(translate("poker", "Average %s") % chips(shown.average_stack))
        self.chips_label.setText(translate("poker", "Chips %s") % chips(shown.total_chips))
        if clock.colour_up:
            self.colour_up_label.setText(clock.colour_up)
        elif clock.next_colour_up:
            self.colour_up_label.setText(translate("poker", "Next level: %s") % clock.next_colour_up)
        else:
            self.colour_up_label.setText("")
        if clock.late_entry_open:
            closes = clock.late_entry_closes_in
            self.late_label.setText(
                translate("poker", "Late entry open — closes in %s") % clock_text(closes)
                if closes is not None
                else translate("poker", "Late entry open")
            )
        else:
            self.late_label.setText(translate("poker", "Late entry closed"))

    # --- large type and full screen ------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        height, width = max(event.size().height(), 200), max(event.size().width(), 200)
        for label in self.findChildren(QLabel):
            share = label.property("share")
            if share is None:
                continue
            font = QFont(label.font())
            pixels = int(min(height * float(share), width * float(share) * 1.2))
            font.setPixelSize(max(pixels, 8))
            font.setBold(label is self.time_label or label is self.level_label)
            label.setFont(font)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.toggle_full_screen()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        super().closeEvent(event)


def second_screen(desk_window: QWidget | None) -> QScreen | None:
    """A screen other than the desk window's, if the computer has one."""
    here = desk_window.screen() if desk_window is not None else QGuiApplication.primaryScreen()
    others = [s for s in QGuiApplication.screens() if s is not here]
    return others[0] if others else None


def show_clock_display(display: ClockDisplay, desk_window: QWidget | None) -> None:
    """Full screen on the second screen when there is one; otherwise a window beside the desk."""
    screen = second_screen(desk_window)
    if screen is None:
        display.show()
        return
    display.setScreen(screen)
    display.setGeometry(screen.geometry())
    display.showFullScreen()
