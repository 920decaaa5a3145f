"""The history's actions in the desk's words: the demo night's History tab shows no code such as ``poker.bust``,
in English and in every language of the desk, and every action the services record has its words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cardnight_desk.services
from cardnight_desk.gui import i18n
from cardnight_desk.gui.app import application
from cardnight_desk.gui.history_words import ACTION_WORDS, UNDO_EFFECTS, action_words, undo_effect_words
from cardnight_desk.gui.scores.history import HistoryView
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import history
from cardnight_desk.services.demo import make_demo
from cardnight_desk.services.desk import Desk

CODE = re.compile(r"\b[a-z_]+\.[a-z_]+\b")  # "poker.bust", "sheet.judge_edit"
# where the action is: history.record(s, event_id, who, ACTION, ...), act.record(ACTION, ...), a poker _act(ACTION)
RECORDING = {"record": 3, "_act": 0}


@pytest.fixture(scope="module")
def demo_night(tmp_path_factory):
    target = str(tmp_path_factory.mktemp("demo") / "demo.cardnight")
    make_demo(target)
    return target


@pytest.fixture
def language():
    app = application()
    yield lambda code: i18n.install_language(app, code)
    i18n.install_language(app, i18n.SOURCE_LANGUAGE)


def _recorded_actions() -> set[str]:
    """Every action code written as it is in a call that records a change, in the services' source."""
    found = set()
    for path in Path(cardnight_desk.services.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            at = 0 if isinstance(func, ast.Attribute) and name == "record" else RECORDING.get(name)
            if at is None or len(node.args) <= at:
                continue
            arg = node.args[at]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "." in arg.value:
                found.add(arg.value)
    return found


def test_every_action_the_services_record_has_words():
    recorded = _recorded_actions()
    assert {"sheet.confirm", "poker.bust", "baccarat.settle", "draw.make"} <= recorded  # the scan finds them
    assert recorded - ACTION_WORDS.keys() == set()


@pytest.mark.parametrize("code", ["en", "pa", "gu", "ml", "hi"])
def test_the_demo_nights_history_shows_no_action_code(qtbot, demo_night, language, code):
    language(code)
    desk = Desk.open(demo_night)
    try:
        view = HistoryView(desk, DeskSignals())
        qtbot.addWidget(view)
        model = view.model
        actions = {model.data(model.index(r, model.COL_ACTION)) for r in range(model.rowCount())}
        recorded = {c.action for c in history.list_changes(desk)}
        assert model.rowCount() > 20 and len(recorded) > 5
        assert [a for a in actions if CODE.search(a)] == []
        view.table.selectRow(0)
        assert not CODE.search(view.detail.toPlainText().split("\nbefore")[0].split("\n", 1)[1])
        if code != "en":  # said in the desk's language, not in English
            assert actions.isdisjoint(ACTION_WORDS.values()), actions & set(ACTION_WORDS.values())
    finally:
        desk.close()


def test_an_undoing_and_an_unknown_code(language):
    assert action_words("undo.sheet.confirm") == "Undone: Score sheet confirmed"
    assert action_words("undo.undo.penalty.add") == "Undone: Undone: Penalty given"
    assert action_words("tombola.draw") == "tombola.draw"  # a newer desk's code: shown as it is


def test_every_effect_of_an_undoing_has_words():
    """The sentences ``services/undo.py`` says an undoing does are listed for translation."""
    tree = ast.parse((Path(cardnight_desk.services.__file__).parent / "undo.py").read_text(encoding="utf-8"))
    effect = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "_effect")
    said = {
        n.value
        for n in ast.walk(effect)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and " " in n.value
    }
    assert len(said) >= 5 and said <= set(UNDO_EFFECTS)
    assert undo_effect_words("takes the penalty off") == "takes the penalty off"
