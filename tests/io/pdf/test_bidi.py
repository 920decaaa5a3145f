"""A line mixing right-to-left and left-to-right names reads in its own order: each name is an isolate."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.io.pdf.bidi import FSI, LRI, MARKS, PDI, RLI, isolate
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


def test_isolates_are_laid_out_on_their_own():
    # an isolate's letters are drawn in its own direction (its first strong letter's, right to left here);
    # the line around it reads in its own; the isolates' marks are not drawn
    assert _drawn(f"a {FSI}بت{PDI} c") == ["a ", "بت", " c"]
    # RLI lays out a left-to-right name inside it as it is; an isolate without its PDI runs to the line's end
    assert _drawn(f"{RLI}ab{PDI}") == ["ab"]
    assert _drawn(f"x {FSI}بت") == ["x ", "بت"]
    # in a right-to-left line a left-to-right isolate is drawn on the left of the words before it
    assert _drawn(f"بت {LRI}ab{PDI}") == ["ab", "بت "]
    # a line whose only strong letters are in isolates is left to right: the comma and number after the name
    assert _drawn(f"{FSI}بت{PDI}, 1") == ["بت", ", 1"]


def test_brackets_laid_out_right_to_left_are_drawn_as_their_mirror_image():
    def brackets(line: str) -> str:
        """The brackets drawn, from left to right (an Arabic run is drawn without its brackets)."""
        return "".join(ch for p in pieces(line) if not p.shaped for ch in str(p.text) if ch in "()")

    # a Latin nickname in brackets in an Urdu name: "(Mo)" is on its left, its brackets opening towards Mo
    assert _drawn("محمد (Mo)")[:3] == [")", "Mo", "("] and brackets("محمد (Mo)") == "()"
    assert brackets("محمد علی 12 (3)") == "()"
    # brackets round an Urdu name in a left-to-right line are drawn as typed
    assert brackets("Anu (عائشہ)") == "()"
    # brackets ending a right-to-left isolate in a left-to-right line
    assert brackets(f"x {isolate('ب (ت)')}") == "()"
    # an Urdu name with a bracketed word, not isolated, in a left-to-right line: the brackets pair up and stay
    # round their word (rule N0), drawn on the name's left
    line = "Seat 3: محمد (علی)"
    assert _drawn(line) == ["Seat 3: ", ")", "علی", "(", " ", "محمد"] and brackets(line) == "()"


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
