"""What a change in the event's history was, in the desk's words (context ``HistoryWords``).

The history keeps each change's *action* as a code (``sheet.confirm``, ``poker.bust``): the services write it,
the command line and the exports show it as it is. The window says it in words: "Score sheet confirmed",
"Poker: player out". An *undone* change is its code behind ``undo.`` ("Undone: Penalty given"). A code not
listed here (written by a newer desk) is shown as it is, so nothing is ever hidden. A game run at a desk of its
own (poker, baccarat) names its desk's codes in its own package (``DeskArea.actions``, ``gui/games/``). What
undoing the last score change does (``UndoPlan.effect``, an English sentence from ``services/undo.py``) is said
the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardnight_desk.gui.games import DESK_AREAS

UNDO_PREFIX = "undo."  # the code of an undoing is the undone change's code behind it (services/undo.py)

ACTION_WORDS = {  # the action codes the services record -> their words, for the translation tool
    "event.create": QT_TRANSLATE_NOOP("HistoryWords", "Event created"),
    "event.rename": QT_TRANSLATE_NOOP("HistoryWords", "Event renamed"),
    "announcements.set": QT_TRANSLATE_NOOP("HistoryWords", "Board announcements changed"),
    "competition.add": QT_TRANSLATE_NOOP("HistoryWords", "Competition added"),
    "competition.rename": QT_TRANSLATE_NOOP("HistoryWords", "Competition renamed"),
    "competition.close": QT_TRANSLATE_NOOP("HistoryWords", "Competition closed"),
    "competition.reopen": QT_TRANSLATE_NOOP("HistoryWords", "Competition reopened"),
    "competition.settings": QT_TRANSLATE_NOOP("HistoryWords", "Competition's settings changed"),
    "player.register": QT_TRANSLATE_NOOP("HistoryWords", "Player registered"),
    "player.update": QT_TRANSLATE_NOOP("HistoryWords", "Player's details changed"),
    "player.rename": QT_TRANSLATE_NOOP("HistoryWords", "Player renamed"),
    "player.withdraw": QT_TRANSLATE_NOOP("HistoryWords", "Player withdrawn"),
    "player.checkin": QT_TRANSLATE_NOOP("HistoryWords", "Player checked in"),
    "player.checkin.undo": QT_TRANSLATE_NOOP("HistoryWords", "Check-in taken back"),
    "registration.override": QT_TRANSLATE_NOOP("HistoryWords", "Registration admitted by a judge"),
    "registration.import": QT_TRANSLATE_NOOP("HistoryWords", "Registrations imported"),
    "team.register": QT_TRANSLATE_NOOP("HistoryWords", "Team registered"),
    "team.join": QT_TRANSLATE_NOOP("HistoryWords", "Players joined a team"),
    "team.rename": QT_TRANSLATE_NOOP("HistoryWords", "Team renamed"),
    "team.dissolve": QT_TRANSLATE_NOOP("HistoryWords", "Team dissolved"),
    "draw.make": QT_TRANSLATE_NOOP("HistoryWords", "Round drawn"),
    "draw.undo": QT_TRANSLATE_NOOP("HistoryWords", "Draw taken back"),
    "draw.swap": QT_TRANSLATE_NOOP("HistoryWords", "Seats swapped"),
    "sheet.enter": QT_TRANSLATE_NOOP("HistoryWords", "Score sheet entered"),
    "sheet.confirm": QT_TRANSLATE_NOOP("HistoryWords", "Score sheet confirmed"),
    "sheet.judge_edit": QT_TRANSLATE_NOOP("HistoryWords", "Confirmed sheet changed by a judge"),
    "double_entry.agreed": QT_TRANSLATE_NOOP("HistoryWords", "Both entries of a sheet agree"),
    "table_entry.entered": QT_TRANSLATE_NOOP("HistoryWords", "A side entered its sheet at the table"),
    "table_entry.agreed": QT_TRANSLATE_NOOP("HistoryWords", "Every side at a table entered the same sheet"),
    "penalty.add": QT_TRANSLATE_NOOP("HistoryWords", "Penalty given"),
    "penalty.sheet": QT_TRANSLATE_NOOP("HistoryWords", "Penalty written on a sheet"),
    "penalty.sheet_off": QT_TRANSLATE_NOOP("HistoryWords", "Penalty taken off a sheet"),
    "judge.pin": QT_TRANSLATE_NOOP("HistoryWords", "Judge PIN set"),
    "judge.pin_refused": QT_TRANSLATE_NOOP("HistoryWords", "Wrong judge PIN given"),
}
for _area in DESK_AREAS.values():
    ACTION_WORDS.update(_area.actions())
UNDONE = QT_TRANSLATE_NOOP("HistoryWords", "Undone: %s")


def action_words(action: str) -> str:
    """The change's action in the desk's language; an unknown code as it is."""
    if action.startswith(UNDO_PREFIX) and action not in ACTION_WORDS:
        return QCoreApplication.translate("HistoryWords", UNDONE) % action_words(
            action.removeprefix(UNDO_PREFIX)
        )
    words = ACTION_WORDS.get(action)
    return QCoreApplication.translate("HistoryWords", words) if words else action


UNDO_EFFECTS = (  # what undoing a score change does (services/undo.py), for the translation tool
    QT_TRANSLATE_NOOP("HistoryWords", "removes the sheet entered, so the table has no sheet again"),
    QT_TRANSLATE_NOOP("HistoryWords", "puts back the draft the entry replaced"),
    QT_TRANSLATE_NOOP(
        "HistoryWords", "makes the confirmed sheet a draft again (it no longer counts in the standings)"
    ),
    QT_TRANSLATE_NOOP("HistoryWords", "puts back the sheet as it was before the judge's edit"),
    QT_TRANSLATE_NOOP("HistoryWords", "takes the penalty off"),
)


def undo_effect_words(effect: str) -> str:
    """What an undoing does in the desk's language; a sentence not listed here as it is."""
    return QCoreApplication.translate("HistoryWords", effect) if effect in UNDO_EFFECTS else effect
