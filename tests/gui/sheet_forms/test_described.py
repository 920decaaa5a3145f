"""The form of a game whose sheet is described once (Bhukhar, Bukharo): every row, heading and choice it shows
is a label of the description, in the desk's language (the translations the game's own forms had are kept);
what the form makes is the described sheet; and its penalty lines follow the description (a rule fixing the
points fills them in, a note left empty is left out)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from cardnight_desk.domain.games import find_game
from cardnight_desk.gui import i18n
from cardnight_desk.gui.sheet_forms.columns import ColumnsForm
from tests.gui.games.sheet_boxes import desk_form


def _shown(form) -> set[str]:
    return {label.text().removeprefix("<i>").removesuffix("</i>") for label in form.findChildren(QLabel)}


@pytest.mark.parametrize("game", ["bhukhar", "bukharo"])
def test_the_form_shows_the_descriptions_labels(qtbot, game):
    form = desk_form(qtbot, game)
    assert isinstance(form, ColumnsForm)
    description = find_game(game).sheet_description()
    shown = _shown(form)
    for field in (*description.side_fields, *description.game_fields):
        assert field.label in shown, field.key
        assert not field.group or field.group in shown, field.group
    (ended_by,) = description.game_fields
    box = form.fields["ended_by"]
    assert [box.itemText(i) for i in range(box.count())] == [o.label for o in ended_by.options]
    assert form.sheet() == description.blank() | {
        "ended_by": ended_by.values[0],
        description.sides: {"A": description.blank_side(), "B": description.blank_side()},
    }


@pytest.mark.parametrize(
    "game, english, hindi",
    [
        ("bhukhar", "Licence displayed", "लाइसेंस दिखाया"),
        ("bukharo", "Passport on the table", "टेबल पर पासपोर्ट"),
    ],
)
def test_the_labels_keep_their_translations(qtbot, qapp, game, english, hindi):
    try:
        i18n.install_language(qapp, "hi")
        form = desk_form(qtbot, game)
        shown = _shown(form)
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
    assert hindi in shown and english not in shown


def test_a_penalty_line_follows_the_description(qtbot):
    form = desk_form(qtbot, "bhukhar")
    lines = form.lines["penalties"]
    line = lines.add()
    assert [line[key].objectName() for key in ("team", "points", "rule", "note")] == [
        f"penalties.0.{key}" for key in ("team", "points", "rule", "note")
    ]
    line["team"].setCurrentIndex(line["team"].findData("B"))
    line["rule"].setText("rule 19.1")  # an incorrect licence: 100 points (rule 19, BH-6)
    assert form.sheet()["penalties"] == [{"team": "B", "points": 100, "rule": "rule 19.1"}]
    assert line["points"].maximum() == 100
    assert form.tab_chain[-5:] == [line["team"], line["points"], line["rule"], line["note"], lines.add_button]


def test_the_rummy_form_heads_its_deals_with_the_descriptions_labels(qtbot, qapp):
    deals = find_game("rummy").sheet_description().line_list("deals")
    deal_type = deals.field("deal_type")
    form = desk_form(qtbot, "rummy")
    shown = {label.text().removeprefix("<b>").removesuffix("</b>") for label in form.findChildren(QLabel)}
    assert {deals.number, deal_type.label, deals.field("wild").label} <= shown
    box = form.rows[0]["type"]
    assert [box.itemData(i) for i in range(box.count())] == list(deal_type.values)
    assert [box.itemText(i) for i in range(box.count())] == [o.label for o in deal_type.options]
    try:
        i18n.install_language(qapp, "hi")
        hindi = desk_form(qtbot, "rummy").rows[0]["type"]
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
    assert hindi.itemText(2) == "हैंड-रमी"  # 'hand rummy', translated as it was before


def test_the_28_form_labels_its_columns_redeal_and_coin_toss_as_the_description(qtbot):
    description = find_game("28").sheet_description()
    deals = description.line_list("deals")
    form = desk_form(qtbot, "28")
    shown = {label.text().removeprefix("<b>").removesuffix("</b>") for label in form.findChildren(QLabel)}
    headings = {deals.number, *(deals.field(k).label for k in ("bidder", "bid", "bidder_points", "foul"))}
    assert headings | {deals.field("cot.outcome").group, description.game_field("coin_toss").label} <= shown
    bidder = form.rows[0]["bidder"]
    redeal = deals.field("redeal")
    assert bidder.itemText(bidder.findData(redeal.key)) == redeal.label
    assert len(form.rows) == deals.rows
