"""What every score-sheet form shares: fast keyboard fields, live checking by the game's engine, and errors
shown beside the field they concern.

A *form* edits one table's sheet (the JSON document of ``resources/docs/score-sheets.md``). Every field widget
is registered under the dotted *path* of the sheet field it fills (``teams.Lions.hand_cards.low``); an error
the engine reports is shown in the error label of the longest registered path that starts its own path, and an
error no field owns goes to the list under the form. A form whose fields must not move as errors come and go
(the grids of boxes and deals) lists its errors as *notes* under its fields (:class:`NoteLabel`, naming where
each is) and frames each field that has one in red, its note as the field's tip. The *state* of a form is what
was typed, even when it does not make a sheet yet (a half-typed rummy cell): the desk keeps it when the
volunteer switches tables, so nothing typed is lost.

The form reads its sheet as the desk will: with the competition's settings and the judges' penalties given at
the table (its *facts*, :class:`~cardnight_desk.domain.games.base.TableFacts`, which the panel hands in), so
the totals it shows are those the standings count.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLayout,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QWidget,
)

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.base import TableFacts
from cardnight_desk.gui.sheet_forms.marks import Marks, in_error_colour, set_differs, set_noted
from cardnight_desk.services.tables import TableInfo

ROOM = 6  # pixels a choice keeps on each side of its text, its frame and padding
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _plain_enter(event: QKeyEvent) -> bool:
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in ENTER_KEYS and mods == Qt.KeyboardModifier.NoModifier


class _EnterMovesOn:  # mixed into a field's widget class, before it
    """A field that a plain Enter leaves for the next one (after :meth:`entered`); other keys as its widget
    takes them."""

    def entered(self) -> None:
        """What the field does with Enter before the next field takes the focus."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if _plain_enter(event):
            self.entered()
            self.focusNextChild()
            return
        super().keyPressEvent(event)


class _SelectedOnFocus:
    """A field whose whole text is selected when it takes the focus (typed over)."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusInEvent(event)
        self.selectAll()
        QTimer.singleShot(0, self, self.selectAll)  # again after a mouse click has placed the cursor


class CountBox(Marks, _SelectedOnFocus, _EnterMovesOn, QSpinBox):
    """A whole number from 0: everything is selected on focus (type over it); Enter moves to the next field."""

    def __init__(self, parent: QWidget | None = None, maximum: int = 999):
        super().__init__(parent)
        self.setRange(0, maximum)
        self.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMinimumWidth(56)
        self.setMaximumWidth(90)

    def entered(self) -> None:
        self.interpretText()


class FlagBox(Marks, _EnterMovesOn, QCheckBox):
    """Yes/no: Space toggles, Y and N set it; Enter moves to the next field."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Y, Qt.Key.Key_N) and not event.modifiers():
            self.setChecked(event.key() == Qt.Key.Key_Y)
            return
        super().keyPressEvent(event)


class ChoiceBox(Marks, _EnterMovesOn, QComboBox):
    """A choice from a short list (typing its first letter picks it); Enter moves to the next field.

    Wide enough for its longest option beside the drop-down arrow, whatever size the style itself would give
    it (some leave the arrow over the option's last letter), and never squeezed narrower."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        arrow = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return QSize(max(hint.width(), widest + arrow + 2 * ROOM), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()


class CellEdit(Marks, _SelectedOnFocus, _EnterMovesOn, QLineEdit):
    """A short text (a rummy cell, a bid): selected on focus; Enter moves to the next field."""


class ErrorLabel(QLabel):
    """The error beside a field: red, wrapped, hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        in_error_colour(self)
        self.setWordWrap(True)
        self.setMaximumWidth(320)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


class NoteLabel(ErrorLabel):
    """A note under a form's fields, naming where it is (``Deal 2, Chris: …``), on each of its lines."""

    def __init__(self, where: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.where = where
        self.setMaximumWidth(16777215)

    def show_text(self, text: str) -> None:
        if self.where:
            text = "\n".join(f"{self.where}: {line}" for line in text.splitlines())
        super().show_text(text)


def steady(grid: QLayout) -> QWidget:
    """``grid`` in a widget always at its own size: neither squeezed nor stretched when the form around it
    grows (its notes) or the scroll area gives it less room than it would like, so its fields never move."""
    box = QWidget()
    box.setLayout(grid)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
    return box


def evaluate_safely(sheet: dict[str, Any]) -> dict[str, Any]:
    """The engine's verdict; an engine that is missing or fails is one error for the desk, never a crash."""
    try:
        return evaluate(sheet)
    except Exception as err:  # noqa: BLE001 - the desk must keep running whatever the engine does
        message = QCoreApplication.translate(
            "SheetForm", "the rules of '%s' cannot check this sheet here (%s: %s)"
        ) % (sheet.get("game"), type(err).__name__, err)
        return {"valid": False, "errors": [{"path": "(sheet)", "message": message}]}


@functools.lru_cache(maxsize=2048)
def _evaluate_text(text: str) -> str:
    return json.dumps(evaluate_safely(json.loads(text)))


def evaluate_cached(sheet: dict[str, Any]) -> dict[str, Any]:
    """:func:`evaluate_safely`, remembered: the deal-by-deal forms check every prefix of a sheet as you type,
    and all but the last deal are unchanged from one keystroke to the next."""
    return json.loads(_evaluate_text(json.dumps(sheet)))


class SheetForm(QWidget):
    """Base of the per-game forms. Subclasses build the fields (registering each with :meth:`register`),
    and say how to read a sheet from them (:meth:`sheet`) and put one into them (:meth:`load`)."""

    validity_changed = Signal(bool)
    edited = Signal()

    def __init__(self, table: TableInfo, settings: Mapping[str, Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.competition_settings = dict(settings)
        self.settings = dict(settings)  # the settings its table plays under (set_facts: a final table's own)
        self.facts = TableFacts(table.table, tuple(table.entrants))
        self.fields: dict[str, QWidget] = {}
        self.error_labels: dict[str, ErrorLabel] = {}
        self.general_errors = ErrorLabel()
        self.general_errors.setMaximumWidth(16777215)
        self.errors: list[dict[str, str]] = []
        self.result: dict[str, Any] | None = None
        self._valid = False
        self._loading = 0
        self._marked: set[str] = set()

    # --- to be given by each game ---------------------------------------------------------------
    def sheet(self) -> dict[str, Any]:
        raise NotImplementedError

    def load(self, sheet: Mapping[str, Any]) -> None:
        raise NotImplementedError

    def show_result(self, result: Mapping[str, Any] | None) -> None:
        """Show the live totals of a valid sheet (``None`` while it is not valid)."""

    def first_field(self) -> QWidget:
        return next(iter(self.fields.values()))

    def state(self) -> Any:
        """What was typed, even if it is not a sheet yet; :meth:`restore` puts it back."""
        return self.sheet()

    def restore(self, state: Any) -> None:
        self.load(state)

    def checked_sheet(self) -> dict[str, Any]:
        """The sheet as the engine checks it: with the competition's settings and the judges' penalties at the
        table where the game reads them."""
        return find_game(self.table.game).table_sheet(self.sheet(), self.settings, self.facts)

    def set_facts(self, facts: TableFacts) -> None:
        """What the desk knows of the table now (a judge's penalty was given; it is the final table, which plays
        under its own settings: rummy's final target, no deal limit): the totals are read again."""
        if facts != self.facts:
            self.facts = facts
            self.settings = find_game(self.table.game).round_settings(self.competition_settings, facts.final)
            self.revalidate()

    # --- shared ---------------------------------------------------------------------------------
    def register(self, path: str, widget: QWidget | None, label: ErrorLabel | None = None) -> ErrorLabel:
        """Register the field (and/or the error label) for the sheet field at ``path``."""
        if widget is not None:
            self.fields[path] = widget
            widget.setObjectName(path)
            widget.setAccessibleName(path)
            self._watch(widget)
        label = label or ErrorLabel()
        self.error_labels[path] = label
        return label

    def _watch(self, widget: QWidget) -> None:
        if isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self.on_edit)
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(self.on_edit)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self.on_edit)
        elif isinstance(widget, QLineEdit):
            widget.textChanged.connect(self.on_edit)

    def on_edit(self, *_: Any) -> None:
        if self._loading:
            return
        self.unmark(self.sender())
        self.edited.emit()
        self.revalidate()

    def loading(self) -> _Loading:
        """``with self.loading():`` fills fields without each change re-checking the sheet."""
        return _Loading(self)

    @property
    def is_loading(self) -> bool:
        """Whether fields are being filled (:meth:`loading`), not typed."""
        return bool(self._loading)

    @property
    def valid(self) -> bool:
        return self._valid

    def revalidate(self) -> None:
        verdict = evaluate_safely(self.checked_sheet())
        self.errors = [] if verdict.get("valid") else list(verdict.get("errors", []))
        self.result = {k: v for k, v in verdict.items() if k != "valid"} if verdict.get("valid") else None
        self.show_errors(self.errors)
        self.show_result(self.result)
        if self._valid != bool(verdict.get("valid")):
            self._valid = bool(verdict.get("valid"))
            self.validity_changed.emit(self._valid)

    def slot_for(self, path: str) -> str | None:
        """The registered path whose error label shows errors at ``path`` (the longest one containing it)."""
        best = None
        for known in self.error_labels:
            if path == known or path.startswith(known + "."):
                if best is None or len(known) > len(best):
                    best = known
        return best

    def alias(self, path: str, shown_at: str) -> None:
        """Errors at ``path`` show where those at ``shown_at`` do (one field for two sheet fields)."""
        self.error_labels[path] = self.error_labels[shown_at]
        if shown_at in self.fields:
            self.fields[path] = self.fields[shown_at]

    def show_errors(self, errors: list[Mapping[str, str]]) -> None:
        self.shown_errors = [error["message"] for error in errors]
        beside: dict[int, list[str]] = {id(label): [] for label in self.error_labels.values()}
        general: list[str] = []
        for error in errors:
            slot = self.slot_for(error["path"])
            if slot is None:
                general.append(f"• {error['message']}")
            else:
                beside[id(self.error_labels[slot])].append(error["message"])
        for label in {id(label): label for label in self.error_labels.values()}.values():
            label.show_text("\n".join(beside[id(label)]))
        self.general_errors.show_text("\n".join(general))
        self._frame_noted()

    def note(self, path: str, widget: QWidget | None, where: str, notes: QLayout) -> ErrorLabel:
        """Register the field at ``path`` with its note, named ``where``, in ``notes`` (under the fields)."""
        label = NoteLabel(where)
        notes.addWidget(label)
        return self.register(path, widget, label)

    def _frame_noted(self) -> None:
        """A red frame round each field whose note says something, the note as its tip."""
        for path, widget in self.fields.items():
            label = self.error_labels.get(path)
            if not isinstance(label, NoteLabel):
                continue
            text = label.text() if not label.isHidden() else ""
            set_noted(widget, bool(text))
            if path not in self._marked:  # a second entry's difference keeps its own tip
                widget.setToolTip(text)

    def error_text(self, path: str) -> str:
        """The error shown beside the field at ``path`` ('' when none)."""
        label = self.error_labels.get(path)
        return label.text() if label is not None and not label.isHidden() else ""

    # --- double entry ---------------------------------------------------------------------------
    def mark_differences(self, marks: Mapping[str, str]) -> None:
        """Highlight the fields where a second entry differs from the first (``path -> what the first had``)."""
        self.clear_marks()
        for path, text in marks.items():
            slot = self.slot_for(path)
            widget = self.fields.get(slot) if slot else None
            if widget is not None:
                set_differs(widget, True)
                widget.setToolTip(text)
                self._marked.add(slot)

    def unmark(self, widget: object) -> None:
        for path in list(self._marked):
            if self.fields.get(path) is widget:
                set_differs(widget, False)
                widget.setToolTip("")
                self._marked.discard(path)

    def clear_marks(self) -> None:
        for path in self._marked:
            set_differs(self.fields[path], False)
            self.fields[path].setToolTip("")
        self._marked.clear()

    @property
    def marked(self) -> set[str]:
        return set(self._marked)


class _Loading:
    def __init__(self, form: SheetForm):
        self.form = form

    def __enter__(self) -> None:
        self.form._loading += 1

    def __exit__(self, *_: object) -> None:
        self.form._loading -= 1
        if not self.form._loading:
            self.form.revalidate()
