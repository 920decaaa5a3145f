"""Names in the desk's lists read in their own order among other words: an Urdu name does not pull the number
or the comma after it into its right-to-left run. Checked as Qt lays the line out for a reader."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from cardnight_desk.gui.game_words import versus
from cardnight_desk.gui.names import isolated
from cardnight_desk.gui.registration.models import TeamsModel
from cardnight_desk.services.registration_model import TeamInfo, TeamMember

IMRAN, AISHA = "محمد عمران", "عائشہ صدیقی"


def laid_out(text: str, direction=Qt.LayoutDirection.LeftToRight) -> list[float]:
    """The left edge of each character of ``text`` as Qt draws it in one line (a list's cell is laid out left
    to right; a label takes the direction of its text)."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return [min(line.cursorToX(i)[0], line.cursorToX(i + 1)[0]) for i in range(len(text))]


def _span(text: str, xs: list[float], part: str) -> tuple[float, float]:
    start = text.index(part)
    return min(xs[start : start + len(part)]), max(xs[start : start + len(part)])


def test_a_teams_players_read_in_their_order(qapp):
    model = TeamsModel()
    model.set_rows(
        [TeamInfo("Bhukhar", "Tigers", (TeamMember(1, IMRAN), TeamMember(2, AISHA), TeamMember(3, "Anu")))]
    )
    text = model.data(model.index(0, TeamsModel.COL_MEMBERS))
    xs = laid_out(text)
    imran, aisha = _span(text, xs, IMRAN), _span(text, xs, AISHA)
    one, comma = xs[text.index("1")], xs[text.index(",")]
    # "محمد عمران (1), عائشہ صدیقی (2), Anu (3)": each number after its name, the comma before the next
    assert imran[1] < one < comma < aisha[0] < xs[text.index("2")] < xs[text.index("Anu")]


def test_a_line_that_begins_with_an_urdu_name_keeps_its_own_direction(qapp):
    # a label takes the direction of its first strong letter: an isolated name does not count
    line = f"{isolated(IMRAN)} v Tigers"
    xs = laid_out(line, Qt.LayoutDirection.LayoutDirectionAuto)
    assert _span(line, xs, IMRAN)[1] < xs[line.index("v")] < xs[line.index("Tigers")]
    assert versus([IMRAN, "Tigers"]) == line


def test_names_without_right_to_left_letters_are_left_as_typed():
    assert isolated("Anu Thomas") == "Anu Thomas" and isolated("ശ്രീക്കുട്ടൻ") == "ശ്രീക്കുട്ടൻ"
    assert isolated(IMRAN) == f"\u2068{IMRAN}\u2069"
