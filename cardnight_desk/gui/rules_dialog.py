"""Rules in force for one competition: the house rulings of its game and of the desk, with the competition's
settings beside the rulings they come from.

The rulings are the desk's own text (``resources/rules/rulings.md``), read once. A ruling marked **setting** is
shown with the value this competition uses, in words (:mod:`~cardnight_desk.gui.game_words`: "Who a
penalty's points go to: points come off the offender"), and whether it is the default. Settings that no ruling defines
(the draw format, double entry...) are listed at the end. :meth:`RulesDialog.show_for` opens the dialog for a
competition, scrolled to one ruling: given an id (``BH-5``) or a refusal's message that cites one
("… (ruling BH-5)"), so a volunteer can read why a sheet was refused.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.games import GAMES, find_game
from cardnight_desk.domain.rulings import RuleBook, Ruling, RulingsError, cited, parse_rulings, settings_from
from cardnight_desk.domain.settings import Setting
from cardnight_desk.gui.game_words import choice_words, game_title, setting_help, setting_value
from cardnight_desk.gui.rich_text import escape
from cardnight_desk.resources import resources_dir
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import CompetitionInfo

RULINGS_FILE = ("rules", "rulings.md")
HIGHLIGHT = "#fff1b8"
SETTING_STYLE = "margin-left: 18px; color: #1d4e89"


@functools.lru_cache(maxsize=1)
def shipped_rulebook() -> RuleBook:
    """The rulings shipped with the desk (read once); raises OSError or RulingsError when unreadable."""
    return parse_rulings(resources_dir().joinpath(*RULINGS_FILE).read_text(encoding="utf-8"))


def marked_up(text: str) -> str:
    """The rulings' light mark-up as HTML: ``code``, **bold**, *italic*; everything else escaped."""
    out = escape(text, quote=False)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    out = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", out)
    return re.sub(r"(?<![*\w])\*([^*]+)\*(?![*\w])", r"<i>\1</i>", out)


def _anchor(ruling_id: str) -> str:
    return f"ruling-{ruling_id}"


class RulesDialog(QDialog):
    """The rulings in force for ``competition``, a list of them to jump to, and a search box."""

    def __init__(self, book: RuleBook, competition: CompetitionInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.book, self.competition = book, competition
        self.setWindowTitle(self.tr("Rules in force — %s") % competition.name)
        self.sections = list(book.for_game(competition.game))
        self.current: str | None = None
        self._pending: str | None = None
        heading = QLabel(f"<b>{escape(competition.name)}</b> — {escape(game_title(competition.title))}")
        heading.setStyleSheet("font-size: 14pt")
        intro = QLabel(
            self.tr(
                "The desk's rulings for this game and for every competition. Beside a ruling that is a "
                "setting is the value this competition uses."
            )
        )
        intro.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Find a ruling (BH-5) or a word…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.ruling_list = QListWidget()
        self.ruling_list.currentItemChanged.connect(self._chosen)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        splitter = QSplitter()
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search)
        column.addWidget(self.ruling_list, 1)
        splitter.addWidget(left)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([330, 650])
        self.ruling_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self._fill_list()
        self._render()
        self.resize(980, 640)

    # --- opening for a competition ------------------------------------------------------------------
    @classmethod
    def show_for(
        cls, parent: QWidget | None, desk: Desk, competition: str, ruling: str | None = None
    ) -> RulesDialog | None:
        """Open (not modal) the rules in force for ``competition``, scrolled to ``ruling``: a ruling id, or a
        message that cites one ("… (ruling BH-5)"). Returns the dialog, or None after saying why not."""
        info = next((c for c in events.event_info(desk).competitions if c.name == competition), None)
        if info is None:
            QMessageBox.warning(
                parent,
                QCoreApplication.translate("RulesDialog", "Rules"),
                QCoreApplication.translate("RulesDialog", "There is no competition '%s' in this event.")
                % competition,
            )
            return None
        try:
            book = shipped_rulebook()
        except (OSError, RulingsError) as err:
            QMessageBox.warning(
                parent,
                QCoreApplication.translate("RulesDialog", "Rules"),
                QCoreApplication.translate("RulesDialog", "The rulings cannot be read: %s") % err,
            )
            return None
        dialog = cls(book, info, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wanted = dialog.ruling_id(ruling) if ruling else None
        if wanted:
            dialog.show_ruling(wanted)
        dialog.show()
        dialog.raise_()
        return dialog

    def ruling_id(self, text: str) -> str | None:
        """The ruling ``text`` is or cites (the first the rulebook knows)."""
        for ruling_id in (text.strip().upper(), *cited(text)):
            if self.book.ruling(ruling_id) is not None:
                return ruling_id
        return None

    # --- showing a ruling ---------------------------------------------------------------------------
    def show_ruling(self, ruling_id: str) -> bool:
        """Highlight a ruling and scroll to it (a ruling of another game adds that game's section)."""
        ruling = self.book.ruling(ruling_id)
        if ruling is None:
            return False
        if all(s.prefix != ruling.section for s in self.sections):
            extra = self.book.section(ruling.section)
            if extra is not None:
                self.sections.insert(len(self.sections) - 1, extra)
                self._fill_list()
        self.current = ruling.id
        self._render()
        item = self._item(ruling.id)
        if item is not None and self.ruling_list.currentItem() is not item:
            self.ruling_list.blockSignals(True)
            self.ruling_list.setCurrentItem(item)
            self.ruling_list.blockSignals(False)
        self._pending = ruling.id
        if self.isVisible():
            self._scroll()
        return True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._pending:
            QTimer.singleShot(0, self._scroll)  # once the text is laid out at its shown size

    def _scroll(self) -> None:
        if self._pending:
            self.text.scrollToAnchor(_anchor(self._pending))
            self._pending = None

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is not None:
            self.show_ruling(item.data(Qt.ItemDataRole.UserRole))

    def _item(self, ruling_id: str) -> QListWidgetItem | None:
        for row in range(self.ruling_list.count()):
            item = self.ruling_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == ruling_id:
                return item
        return None

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        for row in range(self.ruling_list.count()):
            item = self.ruling_list.item(row)
            ruling = self.book.ruling(item.data(Qt.ItemDataRole.UserRole))
            haystack = f"{ruling.id} {ruling.text} {self.in_words(ruling.text)}".casefold() if ruling else ""
            item.setHidden(not all(w in haystack for w in words))

    # --- the list and the text ------------------------------------------------------------------------
    def _fill_list(self) -> None:
        self.ruling_list.blockSignals(True)
        self.ruling_list.clear()
        for section in self.sections:
            for ruling in section.rulings:
                plain = re.sub(r"[*`]", "", self.in_words(ruling.text))
                short = plain if len(plain) <= 44 else plain[:42].rstrip() + "…"
                item = QListWidgetItem(f"{ruling.id}  {short}")
                item.setData(Qt.ItemDataRole.UserRole, ruling.id)
                item.setToolTip(plain)
                if ruling.is_setting:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.ruling_list.addItem(item)
        self.ruling_list.blockSignals(False)
        self._filter(self.search.text())

    def settings_of(self, ruling: Ruling) -> tuple[Setting, ...]:
        """The competition's settings that come from ``ruling``."""
        return settings_from(ruling, self.competition.game)

    def in_words(self, text: str) -> str:
        """A ruling's text with the settings and choices it names as codes (`penalty_mode`,
        `deduct_offender`) in the desk's words ("Who a penalty's points go to", "points come off the
        offender"); other codes (card names, file names) are left as they are."""
        games = [
            find_game(self.competition.game),
            *(g for g in GAMES.values() if g.id != self.competition.game),
        ]
        specs = [spec for game in games for spec in game.settings.values()]

        def words(found: re.Match[str]) -> str:
            code = found.group(1)
            for spec in specs:
                if spec.key == code:
                    return f"“{setting_help(spec.key, spec.help)}”"
            for spec in specs:
                if code in spec.choices:
                    return f"“{choice_words(spec, code)}”"
            return found.group(0)

        return re.sub(r"`([^`]+)`", words, text)

    def _setting_line(self, setting: Setting, under_ruling: bool = True) -> str:
        """The setting in force, in words: "Who a penalty's points go to: **points come off the offender**
        (changed for this event; the default is points go to the opponents)", with its ruling when it is not
        shown under it."""
        value = self.competition.settings.get(setting.key, setting.default)
        if value == setting.default:
            state = self.tr("the default")
        else:
            state = self.tr("changed for this event; the default is %s") % setting_value(
                setting, setting.default
            )
        if setting.ruling and not under_ruling:
            state = f"{state}, {setting.ruling}"
        return (
            f"<div style='{SETTING_STYLE}'>"
            + self.tr("In force here — %s: <b>%s</b> (%s)")
            % (
                escape(setting_help(setting.key, setting.help)),
                escape(setting_value(setting, value)),
                escape(state),
            )
            + "</div>"
        )

    def _render(self) -> None:
        parts: list[str] = []
        explained: set[str] = set()
        for section in self.sections:
            parts.append(f"<h3>{escape(section.prefix)} — {marked_up(section.title)}</h3>")
            for ruling in section.rulings:
                shade = f" style='background: {HIGHLIGHT}'" if ruling.id == self.current else ""
                block = [
                    f"<a name='{_anchor(ruling.id)}'></a>",
                    f"<p{shade}><b>{ruling.id}</b> {marked_up(self.in_words(ruling.text))}</p>",
                ]
                for setting in self.settings_of(ruling):
                    explained.add(setting.key)
                    block.append(self._setting_line(setting))
                parts.append(f"<div{shade}>{''.join(block)}</div>")
        others = [s for s in find_game(self.competition.game).settings.values() if s.key not in explained]
        if others:
            heading = self.tr("Other settings of this competition")
            parts.append(f"<h3>{escape(heading)}</h3>")
            parts.extend(self._setting_line(s, under_ruling=False) for s in others)
        scroll = self.text.verticalScrollBar().value()
        self.text.setHtml("".join(parts))
        self.text.verticalScrollBar().setValue(scroll)
