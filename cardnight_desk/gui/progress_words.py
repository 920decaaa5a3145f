"""Where a competition stands, in the desk's words (context ``ProgressWords``): "final", or "after round 2 —
provisional" until it is finished (:mod:`cardnight_desk.services.progress`). The Standings area, the standings
board and the Printing area say it the same way."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardnight_desk.services.progress import CompetitionProgress


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProgressWords", text)


def progress_words(where: CompetitionProgress) -> str:
    if where.finished:
        return _tr("final")
    if where.rounds_complete and where.under_way:
        return _tr("after round %d, round %d under way — provisional") % (
            where.rounds_complete,
            where.rounds_drawn,
        )
    if where.rounds_complete:
        return _tr("after round %d — provisional") % where.rounds_complete
    if where.rounds_drawn:
        return _tr("round %d under way — provisional") % where.rounds_drawn
    return _tr("no round played yet — provisional")
