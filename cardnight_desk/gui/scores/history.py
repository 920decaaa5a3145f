"""The history view: every change to the event, newest first, with who, when, what and why (EV-4); a filter by
kind and by any text; the selected change's before and after; and undoing the last score change.

An undo is itself a new change in the history (nothing is ever deleted from it); what it may undo, and when it
needs a judge, is decided by ``services/undo.py``.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.history_words import ACTION_WORDS, action_words, undo_effect_words
from cardnight_desk.gui.judge_dialogs import JudgeAuthority
from cardnight_desk.gui.local_time import DATE_AND_TIME, local_time
from cardnight_desk.gui.modal import answer, ok_cancel
from cardnight_desk.gui.row_lists import row_list
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.table_model import RowsModel
from cardnight_desk.services import history, undo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.history import Change

MOST_ROWS = 5000  # the newest changes shown; the filter narrows them further
KINDS = (  # (words, action prefixes)
    (QT_TRANSLATE_NOOP("HistoryView", "Everything"), ()),
    (QT_TRANSLATE_NOOP("HistoryView", "Score sheets"), ("sheet.", "double_entry.", "table_entry.")),
    (QT_TRANSLATE_NOOP("HistoryView", "Penalties"), ("penalty.",)),
    (QT_TRANSLATE_NOOP("HistoryView", "Undone changes"), ("undo.",)),
    (QT_TRANSLATE_NOOP("HistoryView", "Judges"), ("judge.", "sheet.judge_edit", "penalty.")),
    (QT_TRANSLATE_NOOP("HistoryView", "Competitions and event"), ("competition.", "event.")),
    (
        QT_TRANSLATE_NOOP("HistoryView", "Registration and check-in"),
        ("player.", "team.", "registration.", "checkin.", "check_in."),
    ),
    (QT_TRANSLATE_NOOP("HistoryView", "Draws"), ("round.", "draw.", "seat.", "table.")),
)


def changed_at(at: dt.datetime | None) -> str:
    """When a change was made, in the desk's local time."""
    return local_time(at, DATE_AND_TIME)


class HistoryModel(RowsModel):
    COL_WHEN, COL_WHO, COL_WHAT, COL_WHY, COL_ACTION = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("HistoryModel", "When"),
        QT_TRANSLATE_NOOP("HistoryModel", "Who"),
        QT_TRANSLATE_NOOP("HistoryModel", "What"),
        QT_TRANSLATE_NOOP("HistoryModel", "Why"),
        QT_TRANSLATE_NOOP("HistoryModel", "Action"),
    )

    def cell(self, row: Change, column: int) -> Any:
        if column == self.COL_WHEN:
            return changed_at(row.at)
        if column == self.COL_WHO:
            return row.who
        if column == self.COL_WHAT:
            return row.summary
        if column == self.COL_WHY:
            return row.why
        return action_words(row.action)

    def row_key(self, row: Change) -> int:
        return row.id  # a change heard is a row inserted at the top: the list stays where it was scrolled to

    def tooltip(self, row: Change, column: int) -> Any:
        return self.cell(row, column) or None  # the whole text of a cell cut short by its column


def _shown(value: Any) -> str:
    """A change's before or after as stored; nothing (a new or a removed thing) as a dash, not ``null``."""
    return "—" if value is None else json.dumps(value, ensure_ascii=False, indent=1)


def matches(change: Change, prefixes: tuple[str, ...], text: str) -> bool:
    if prefixes and not change.action.startswith(prefixes):
        return False
    if not text:
        return True
    # the text as typed ("table 2", "Mr Shah"): a phrase, not separate words that would each match anywhere;
    # the action as shown ("Penalty given") and as the command line shows it ("penalty.add")
    shown = (changed_at(change.at), change.who, change.summary, change.why, action_words(change.action))
    haystack = " ".join((*shown, change.action)).lower()
    return " ".join(text.lower().split()) in haystack


class UndoDialog(QDialog):
    """What will be undone, and (for a change to a confirmed result) the judge, the PIN and why."""

    def __init__(self, plan: undo.UndoPlan, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Undo the last score change"))
        self.plan = plan
        intro = QLabel(
            self.tr("Undo “%s” (%s, %s)?\nUndoing %s. The history keeps both the change and its undoing.")
            % (
                plan.change.summary,
                plan.change.who,
                changed_at(plan.change.at),
                undo_effect_words(plan.effect),
            )
        )
        intro.setWordWrap(True)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)  # the question reads in a few lines
        form = QFormLayout()
        form.addRow(intro)
        self.judge_edit = QLineEdit()
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.why_edit = QLineEdit()
        if plan.needs_pin:
            form.addRow(QLabel(self.tr("It changes a confirmed result: a judge's action (EV-4).")))
            form.addRow(self.tr("Judge"), self.judge_edit)
            form.addRow(self.tr("Judge PIN"), self.pin_edit)
        form.addRow(self.tr("Why"), self.why_edit)
        buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def authority(self) -> JudgeAuthority:
        return JudgeAuthority(
            self.judge_edit.text().strip(), self.pin_edit.text(), self.why_edit.text().strip()
        )

    @classmethod
    def get_undo(cls, parent: QWidget | None, plan: undo.UndoPlan) -> tuple[JudgeAuthority, bool]:
        return answer(cls(plan, parent), cls.authority)


class HistoryView(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.kind_combo = FitCombo()
        for words, prefixes in KINDS:
            self.kind_combo.addItem(self.tr(words), prefixes)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("filter: team, table, judge, rule…"))
        self.filter_edit.setClearButtonEnabled(True)
        self.undo_button = QPushButton(self.tr("&Undo the last score change…"))
        self.undo_button.clicked.connect(self.undo_last)
        self.undo_label = QLabel()
        self.undo_label.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()  # shown only while it says something: no empty line above the table
        self.model = HistoryModel(self)
        self.table = row_list(self.model)
        self._fit_columns()
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_detail())
        self.detail = QPlainTextEdit()
        self.detail.setReadOnly(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show")))
        top.addWidget(self.kind_combo)
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.undo_button)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.undo_label)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)
        self.changes: list[Change] = []
        self.plan: undo.UndoPlan | None = None
        self.kind_combo.currentIndexChanged.connect(lambda _: self.apply_filter())
        self.filter_edit.textChanged.connect(lambda _: self.apply_filter())
        self._stale = True
        signals.changed.connect(self._on_changed)
        self.refresh()

    def _fit_columns(self) -> None:
        """What was changed gets the room; when, who, why and the action as wide as they usually need (their
        whole text in a tooltip when longer)."""
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(HistoryModel.COL_WHAT, header.ResizeMode.Stretch)
        metrics, pad = self.table.fontMetrics(), 24
        longest = max(metrics.horizontalAdvance(action_words(code)) for code in ACTION_WORDS)
        widths = {
            HistoryModel.COL_WHEN: metrics.horizontalAdvance(
                changed_at(dt.datetime(2026, 12, 28, 20, 58, 58))
            ),
            HistoryModel.COL_WHO: metrics.horizontalAdvance("x" * 16),
            HistoryModel.COL_WHY: metrics.horizontalAdvance("x" * 18),
            HistoryModel.COL_ACTION: min(longest, metrics.horizontalAdvance("x" * 34)),
        }
        for column, width in widths.items():
            self.table.setColumnWidth(column, width + pad)

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _on_changed(self, _changed: str) -> None:
        if not self._stale:  # every change is in the history; one refresh for a burst of them
            self._stale = True
            QTimer.singleShot(0, self, self._catch_up)

    def _catch_up(self) -> None:
        if self._stale and self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        self.changes = history.list_changes(self.desk, limit=MOST_ROWS)
        self.plan = undo.undo_plan(self.desk)
        self._stale = False
        self.apply_filter()
        if self.plan is None:
            self.undo_label.setText(self.tr("No score change to undo."))
        else:
            self.undo_label.setText(
                self.tr("Last score change: %s (%s)%s")
                % (
                    self.plan.change.summary,
                    self.plan.change.who,
                    self.tr(" — needs a judge") if self.plan.needs_pin else "",
                )
            )
        self.undo_button.setEnabled(self.plan is not None)

    def apply_filter(self) -> None:
        prefixes = tuple(self.kind_combo.currentData() or ())
        text = self.filter_edit.text().strip()
        current = self.table.currentIndex()
        chosen = self.model.row_at(current.row()).id if current.isValid() else None
        rows = [c for c in self.changes if matches(c, prefixes, text)]
        self.model.set_rows(rows)
        ids = [c.id for c in rows]
        if rows:  # the same change stays selected when the filter keeps it, else the newest
            self.table.selectRow(ids.index(chosen) if chosen in ids else 0)
        self._show_detail()

    def _show_detail(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid():
            self.detail.setPlainText("")
            return
        change: Change = self.model.row_at(index.row())
        who, when, why = self.tr("who"), self.tr("when"), self.tr("why")
        before, after = self.tr("before"), self.tr("after")
        parts = [
            f"{change.summary}",
            f"{action_words(change.action)}",
            f"{who}: {change.who}   {when}: {changed_at(change.at)}",
        ]
        if change.why:
            parts.append(f"{why}: {change.why}")
        parts.append(f"\n{before}:\n{_shown(change.before)}")
        parts.append(f"\n{after}:\n{_shown(change.after)}")
        self.detail.setPlainText("\n".join(parts))

    def undo_last(self) -> bool:
        plan = undo.undo_plan(self.desk)
        if plan is None:
            self._say(self.tr("There is no score change to undo."))
            return False
        authority, ok = UndoDialog.get_undo(self, plan)
        if not ok:
            return False
        try:
            change = undo.undo_last(
                self.desk,
                expected=plan.change.id,
                judge=authority.judge,
                pin=authority.pin or None,
                why=authority.why,
            )
        except Refusal as err:
            self._say(self.tr("Not undone: %s.") % err.message)
            return False
        self._say(self.tr("Undone: %s") % change.summary.removeprefix("Undone: "))
        self.signals.changed.emit(what.SCORES)
        self.signals.changed.emit(what.HISTORY)
        return True
