"""A line mixing right-to-left and left-to-right names reads in its own order: each name is an isolate."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.io.pdf.bidi import FSI, LRI, MARKS, PDI, RLI, isolate, levels
from cardnight_desk.io.pdf.data import RoundSeating, Seat, TableSeating
from cardnight_desk.io.pdf.drawing import MARGIN
from cardnight_desk.io.pdf.fonts import pieces, text_width
from cardnight_desk.io.pdf.score_sheets import build_score_sheets
from tests.io.pdf.night import SCALE, header, text_boxes

URDU = "محمد عمران"


def _drawn(text: str) -> list[str]:
    """What each piece of ``text`` stands for, from left to right."""
    return [p.source for p in pieces(text)]


def test_a_player_and_team_read_in_their_order():
    # without isolates the line takes the Urdu name's direction, and reads "(Tigers)  محمد عمران"
    assert _drawn(f"{URDU}  (Tigers)")[0] == ")"
    assert _drawn(Seat(4, URDU, "Tigers").label) == [URDU, "  (", "Tigers", ")"]
    # an Urdu team of a Latin-named player: the bracket stays round the team
    assert _drawn(Seat(4, "Anu", "ٹائیگرز").label) == ["Anu", "  (", "ٹائیگرز", ")"]


def test_a_list_of_names_keeps_its_order_whatever_the_first_name():
    names = ["عائشہ صدیقی", "Anu Thomas", "محمد علی"]
    line = ", ".join(isolate(n) for n in names)
    assert _drawn(line) == ["عائشہ صدیقی", ", ", "Anu Thomas", ", ", "محمد علی"]


def test_inside_an_isolate_a_name_keeps_its_own_order():
    # digits in an Urdu name are drawn on its left, as when it stands alone
    assert _drawn(f"Seat 3: {isolate('محمد علی 12')}") == ["Seat 3: ", "12", "محمد علی "]
    assert _drawn(isolate("Anu") + " / " + isolate("Zoë")) == ["Anu / Zoë"]


def test_levels_of_isolates():
    # FSI takes its first strong letter's direction; its content is one level up; its marks are neutrals
    text = f"a {FSI}بب{PDI} c"
    assert levels(text) == [0, 0, 0, 1, 1, 0, 0, 0]
    # RLI is right to left whatever it holds; LRI left to right; an isolate without its PDI runs to the end
    assert levels(f"{RLI}ab{PDI}") == [0, 2, 2, 0]
    assert levels(f"بب {LRI}ab{PDI}") == [1, 1, 1, 1, 2, 2, 1]
    assert levels(f"x {FSI}بب") == [0, 0, 0, 1, 1]
    # a line whose only strong letters are in isolates is left to right
    assert levels(f"{FSI}بب{PDI}, 1")[3:] == [0, 0, 0, 0]


_NAMES = st.lists(st.sampled_from([*"Anu Zoë 12()", *"عائشہصدیقی ", "ക്ക"]), max_size=12).map("".join)


@settings(max_examples=150, deadline=None)
@given(st.lists(_NAMES, max_size=4), st.sampled_from([", ", " / ", "  ("]))
def test_every_character_but_the_marks_is_drawn_once(names, sep):
    line = sep.join(isolate(n) for n in names)
    drawn = "".join(p.source for p in pieces(line))
    assert sorted(drawn) == sorted(ch for ch in line if ch not in MARKS)


def _build(fn, data) -> bytes:
    out = io.BytesIO()
    fn(data, out)
    return out.getvalue()


def test_the_score_sheet_seats_an_urdu_player_before_their_team():
    seats = (Seat(1, URDU, "Tigers"), Seat(2, "Anu Thomas", "Lions"))
    data = RoundSeating(header("bhukhar"), (TableSeating("4", "X-4", seats),))
    pdf = _build(build_score_sheets, data)
    # as a reader sees the page: the seat's number, the name, then its team in brackets (the first "Tigers"
    # from the top: the grids below are headed by the teams too)
    team = min(text_boxes(pdf, "Tigers"), key=lambda box: box[1])
    name_ends = MARGIN + 16 + text_width(URDU, 9.5)
    assert team[0] > name_ends * SCALE
