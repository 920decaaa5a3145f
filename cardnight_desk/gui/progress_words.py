"""Where a competition stands, in the desk's words (context ``ProgressWords``): "final", or "after round 2 —
provisional" until it is finished (:mod:`cardnight_desk.services.progress`). The Standings area, the standings
board and the Printing area say it the same way."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardnight_desk.services.progress import CompetitionProgress

WORDS = {  # listed so that the translation tool finds them
    "final": QT_TRANSLATE_NOOP("ProgressWords", "final"),
    "after, under way": QT_TRANSLATE_NOOP(
        "ProgressWords", "after round %d, round %d under way — provisional"
    ),
    "after": QT_TRANSLATE_NOOP("ProgressWords", "after round %d — provisional"),
    "under way": QT_TRANSLATE_NOOP("ProgressWords", "round %d under way — provisional"),
    "none": QT_TRANSLATE_NOOP("ProgressWords", "no round played yet — provisional"),
}


def _tr(key: str) -> str:
    return QCoreApplication.translate("ProgressWords", WORDS[key])


def progress_words(where: CompetitionProgress) -> str:
    if where.finished:
        return _tr("final")
    if where.rounds_complete and where.under_way:
        return _tr("after, under way") % (where.rounds_complete, where.rounds_drawn)
    if where.rounds_complete:
        return _tr("after") % where.rounds_complete
    if where.rounds_drawn:
        return _tr("under way") % where.rounds_drawn
    return _tr("none")
