"""Rules in force: a competition's rulings with its settings beside them, opened scrolled to the ruling a
refusal cites, and reached from the Event area's competition list."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.domain.games import GAMES
from cardnight_desk.gui import game_words, i18n
from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.rules_dialog import RulesDialog
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition


@pytest.fixture
def desk(tmp_path):
    desk = Desk.create(str(tmp_path / "night.cardnight"), "Rules night", "2026-11-08", who="desk 1")
    add_competition(desk, "Bhukhar league", "bhukhar", settings={"penalty_mode": "deduct_offender"})
    add_competition(desk, "Rummy", "rummy")
    yield desk
    desk.close()


def _open(qtbot, desk, competition, ruling=None) -> RulesDialog:
    dialog = RulesDialog.show_for(None, desk, competition, ruling)
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def _listed(dialog: RulesDialog) -> list[str]:
    items = [dialog.ruling_list.item(i) for i in range(dialog.ruling_list.count())]
    return [i.data(Qt.ItemDataRole.UserRole) for i in items if not i.isHidden()]


def test_the_bhukhar_rulings_show_the_competitions_settings(qtbot, desk):
    dialog = _open(qtbot, desk, "Bhukhar league")
    assert dialog.windowTitle() == "Rules in force — Bhukhar league"
    assert _listed(dialog) == [f"BH-{n}" for n in range(1, 11)] + [f"EV-{n}" for n in range(1, 6)]
    text = " ".join(dialog.text.toPlainText().split())
    # the organiser changed BH-6's penalty mode; BH-10's game length is the default
    changed = (
        "Who a penalty's points go to: points come off the offender (changed for this event; the default is "
        "points go to the opponents)"
    )
    assert changed in text
    assert "Length of a game in minutes: 30 (the default)" in text
    assert "Youngest age allowed on the event date: 10 (the default)" in text  # EV-1 for Bhukhar
    assert text.index(changed) > text.index("BH-6") and text.index(changed) < text.index("BH-7")
    assert (
        "Other settings of this competition" in text and "How rounds are drawn: Swiss (the default)" in text
    )
    assert "RU-1" not in text and "Card values: A K Q J 10" not in text
    # the rulings name the settings and their choices in words, not as codes
    assert (
        "setting “Who a penalty's points go to”: “points go to the opponents” (default) or “points come off "
        "the offender”" in text
    )
    assert "setting “Length of a game in minutes”, default 30" in text
    assert not re.search(r"penalty_mode|award_opponent|deduct_offender|game_minutes", text)
    assert "BH-6  Penalty points" in dialog.ruling_list.item(5).text()


def test_the_rummy_rulings_show_the_targets(qtbot, desk):
    dialog = _open(qtbot, desk, "Rummy")
    assert _listed(dialog)[0] == "RU-1" and "BH-1" not in _listed(dialog)
    text = " ".join(dialog.text.toPlainText().split())
    assert "Elimination target (150 initial rounds, 230 final): 150 (the default)" in text
    assert "Out when the total exceeds or reaches the target: over the target (the default)" in text
    # GAMA: EV-1 asks for it
    assert "Registration needs the desk's community-eligibility confirmation: yes (the default)" in text


# a setting's code, a Python value or a "key = value" line
CODE_WORDS = re.compile(r"\b(True|False|None)\b|\w+_\w+|\s=\s|\[|\]")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_games_settings_read_in_words_with_units(qtbot, tmp_path, game):
    desk = Desk.create(str(tmp_path / "words.cardnight"), "Words night", "2026-11-08", who="desk 1")
    try:
        changed = {"deadline": "2026-11-01", "capacity": 40} | (
            {"payout_percent": [60, 40]} if game == "poker" else {}
        )
        add_competition(desk, "Night", game, settings=changed)
        dialog = _open(qtbot, desk, "Night")
        lines = [line for line in dialog.text.toPlainText().splitlines() if line.startswith("In force here")]
        text = " ".join(" ".join(lines).split())
        settings = GAMES[game].settings.values()
        assert len(lines) == len(settings)  # every setting once, in words: its help text, never its key
        for spec in settings:
            assert spec.help in text, spec.key
        assert CODE_WORDS.search(text) is None, CODE_WORDS.search(text)
        assert (
            "Last day registration is open: 1 November 2026 (changed for this event; the default is no "
            in text
        )
        assert "Most entries accepted: 40 (changed for this event; the default is no limit)" in text
        if game == "poker":  # a prize percentage with its unit, kept on one line with it (a no-break space)
            assert (
                "Prize percentages of the paid places: 60\u00a0%, 40\u00a0% (changed for this event; the default "
                "is 50\u00a0%, 30\u00a0%, 20\u00a0%)"
            ) in dialog.text.document().toRawText()
    finally:
        desk.close()


def test_a_translated_desk_shows_the_settings_in_its_language(qtbot, qapp, desk):
    try:
        i18n.install_language(qapp, "pa")
        dialog = _open(qtbot, desk, "Bhukhar league")
        text = " ".join(dialog.text.toPlainText().split())
        for spec in GAMES["bhukhar"].settings.values():
            assert spec.help not in text, spec.key
            assert game_words.setting_help(spec.key, spec.help) in text, spec.key
        assert "points come off the offender" not in text and "the default" not in text
        assert "Other settings of this competition" not in text and "In force here" not in text
        assert game_words.choice_words(GAMES["bhukhar"].settings["penalty_mode"], "deduct_offender") in text
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)


def test_opened_from_a_refusal_it_scrolls_to_the_ruling_cited(qtbot, desk):
    refusal = "Lions has not displayed a licence, so it cannot have taken the Bhukhar (ruling EV-5)"
    dialog = _open(qtbot, desk, "Bhukhar league", ruling=refusal)
    bar = dialog.text.verticalScrollBar()
    assert bar.maximum() > 0  # the text is longer than the window
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert dialog.current == "EV-5"
    assert dialog.ruling_list.currentItem().data(Qt.ItemDataRole.UserRole) == "EV-5"
    far = bar.value()
    dialog.ruling_list.setCurrentRow(0)  # choosing BH-1 in the list goes back up
    assert dialog.current == "BH-1"
    qtbot.waitUntil(lambda: bar.value() < far)
    assert "background" in dialog.text.toHtml().split("BH-1", 1)[0].rsplit("<p", 1)[1]  # BH-1 is highlighted


def test_a_ruling_of_another_game_is_added_and_an_unknown_one_ignored(qtbot, desk):
    dialog = _open(qtbot, desk, "Bhukhar league", ruling="nothing cited here")
    assert dialog.current is None
    assert dialog.show_ruling("RU-7") and "RU-7" in _listed(dialog)
    assert not dialog.show_ruling("ZZ-1") and dialog.current == "RU-7"


def test_the_search_box_filters_the_list(qtbot, desk):
    dialog = _open(qtbot, desk, "Bhukhar league")
    qtbot.keyClicks(dialog.search, "penalt")
    assert _listed(dialog) == ["BH-6", "EV-4"]
    dialog.search.clear()
    assert len(_listed(dialog)) == 15


def test_the_event_areas_rules_button_opens_the_chosen_competitions_rules(qtbot, desk):
    area = OverviewArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    assert not area.rules_button.isEnabled()  # nothing chosen yet
    area.table.selectRow(1)
    assert area.rules_button.isEnabled()
    area.rules_button.click()
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert [w.competition.name for w in shown] == ["Rummy"]
    for widget in shown:
        widget.close()
