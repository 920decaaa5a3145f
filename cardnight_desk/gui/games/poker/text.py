"""How the poker screens word and number things: clock times, chips, blinds, entry points and move reasons.

The service hands codes ("break", "final_table", "before_4"); the words for them live here, through Qt's
translation (context ``poker``), so the desk side, the clock screen and the printout say the same thing.
"""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from cardnight_desk.domain.games.poker.structure import Blinds


translate = QCoreApplication.translate  # translate("poker", "...") is what lupdate reads


def clock_text(left: dt.timedelta | None) -> str:
    """``12:05`` (``1:02:03`` from an hour). Seconds round up, so the clock shows 0:00 only as the level
    changes, and a full level shows its whole length (15:00)."""
    if left is None:
        return "–"
    seconds = max(0, math.ceil(left.total_seconds() - 1e-9))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def chips(amount: int) -> str:
    return f"{amount:,}"


def blinds_text(blinds: Blinds | None) -> str:
    if blinds is None:
        return ""
    text = f"{chips(blinds.small)} / {chips(blinds.big)}"
    return text + (translate("poker", " ante %s") % chips(blinds.ante) if blinds.ante else "")


def entry_point_text(point: str) -> str:
    """PK-2 entry points: ``3`` -> "level 3"; ``before_4`` -> "before level 4"."""
    if point.startswith("before_"):
        return translate("poker", "before level %s") % point[len("before_") :]
    return translate("poker", "level %s") % point


def reason_text(reason: str) -> str:
    return {
        "break": translate("poker", "table broken"),
        "balance": translate("poker", "balancing"),
        "final_table": translate("poker", "final table"),
    }.get(reason, reason)


def cause_text(cause: str) -> str:
    return {
        "bust": translate("poker", "after the bust"),
        "leave": translate("poker", "after a player left"),
        "balance": translate("poker", "balancing the tables"),
        "final_table": translate("poker", "final-table redraw"),
    }.get(cause, cause)


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``... in English. A language whose place words do not follow English's four
    endings translates the one message "place %d" instead (e.g. "ਸਥਾਨ %d"), and that is used for every place."""
    own = translate("poker", "place %d")
    if own != "place %d":
        return own % place
    ending = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    if ending == "st":
        return translate("poker", "%dst") % place
    if ending == "nd":
        return translate("poker", "%dnd") % place
    if ending == "rd":
        return translate("poker", "%drd") % place
    return translate("poker", "%dth") % place
