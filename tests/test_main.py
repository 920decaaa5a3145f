"""The ``cardnight-desk`` program: with no arguments it opens the desk window, otherwise the command line runs
the command, handed the window's opener for ``gui``."""

from __future__ import annotations

import json

import pytest

from cardnight_desk import __main__ as program


@pytest.fixture
def opened(monkeypatch):
    calls: list[tuple] = []
    monkeypatch.setattr(
        program, "open_desk", lambda event=None, smoke=False: calls.append((event, smoke)) or 0
    )
    return calls


def test_no_arguments_open_the_desk(opened):
    assert program.main([]) == 0
    assert opened == [(None, False)]


def test_the_gui_command_opens_the_desk_on_an_event(opened):
    assert program.main(["gui", "night.cardnight", "--smoke"]) == 0
    assert opened == [("night.cardnight", True)]


def test_a_command_runs_on_the_command_line(opened, capsys):
    assert program.main(["baccarat-odds", "--decks", "6"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == 6 and opened == []
    assert program.main(["score", "-"]) == 2  # standard input is empty under pytest: not valid JSON
    assert json.loads(capsys.readouterr().out)["errors"][0]["path"] == "(sheet)"
