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
        program,
        "open_desk",
        lambda event=None, smoke=False, *warm: calls.append((event, smoke, *warm)) or 0,
    )
    return calls


def test_no_arguments_open_the_desk(opened):
    assert program.main([]) == 0
    assert opened == [(None, False)]


def test_the_gui_command_opens_the_desk_on_an_event(opened):
    assert program.main(["gui", "night.cardnight", "--smoke"]) == 0
    assert opened == [("night.cardnight", True)]


def test_the_start_up_check_may_wait_until_the_event_has_finished_opening(opened):
    assert program.main(["gui", "night.cardnight", "--smoke", "--warm"]) == 0
    assert opened == [("night.cardnight", True, True)]


def test_the_start_up_check_stops_at_the_first_tab_or_waits_until_warm(tmp_path):
    """The real check, on an event: it stops once the first tab is drawn, or with ``--warm`` once the store is
    open and the history checked; both end with 0 (the first tab is read through the event's store too)."""
    import os
    import subprocess
    import sys

    from cardnight_desk.services.desk import Desk

    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    probe = (
        "import sys\nfrom cardnight_desk.__main__ import main\nrc = main(sys.argv[1:])\n"
        "print('sqlalchemy' in sys.modules, rc)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path))
    for extra, loaded in (([], "True"), (["--warm"], "True")):
        done = subprocess.run(
            [sys.executable, "-c", probe, "gui", "--smoke", *extra, target],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.stdout.split() == [loaded, "0"], done.stderr


def test_a_command_runs_on_the_command_line(opened, capsys):
    assert program.main(["baccarat-odds", "--decks", "6"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == 6 and opened == []
    assert program.main(["score", "-"]) == 2  # standard input is empty under pytest: not valid JSON
    assert json.loads(capsys.readouterr().out)["errors"][0]["path"] == "(sheet)"


def test_ctrl_c_stops_the_real_program_with_one_line_and_130():
    """A command at work (``score -`` waiting for its sheet on standard input, which is never closed) is stopped
    by Ctrl-C with one line and 130. The program gets Ctrl-C as a terminal gives it, whatever the test run
    inherited (a run started in the background ignores it)."""
    import signal
    import subprocess
    import sys
    import time

    running = subprocess.Popen(
        [sys.executable, "-m", "cardnight_desk", "score", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        time.sleep(1.0)  # loaded, or still loading: either way Ctrl-C ends it the same way
        assert running.poll() is None, "the command should be waiting for its sheet"
        running.send_signal(signal.SIGINT)
        _, err = running.communicate(timeout=120)
    finally:
        running.kill()
    assert running.returncode == 130, err
    assert err.decode() == "cardnight-desk: stopped\n"


def test_the_started_program_ends_without_the_last_full_collection(monkeypatch):
    """``program`` (what the script, ``python -m`` and the installed build start) returns ``main``'s status and
    freezes the collector's objects first, so the ending process does not walk them all once more."""
    import gc
    import tomllib
    from pathlib import Path

    calls: list[str] = []
    monkeypatch.setattr(program, "main", lambda last=False: calls.append(f"main, last: {last}") or 7)
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    assert program.program() == 7 and calls == ["main, last: True", "freeze"]
    root = Path(__file__).resolve().parents[1]
    scripts = tomllib.loads((root / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["cardnight-desk"] == "cardnight_desk.__main__:program"
    assert "SystemExit(program())" in (root / "packaging" / "launch.py").read_text()


@pytest.mark.parametrize(
    ("argv", "window"),
    [
        ([], (None, False, False)),
        (["gui"], (None, False, False)),
        (["gui", "night.cardnight"], ("night.cardnight", False, False)),
        (["gui", "--smoke", "night.cardnight", "--warm"], ("night.cardnight", True, True)),
        (["gui", "--smoke", "--smoke"], (None, True, False)),
        (["gui", "--help"], None),  # the command line prints the help
        (["gui", "--smo"], None),  # a shortened option: the command line reads it
        (["gui", "a.cardnight", "b.cardnight"], None),  # a mistake: the command line says what is wrong
        (["gui", "\udcff.cardnight"], None),  # half a character: the command line refuses it
        (["score", "-"], None),
        (["--version"], None),
    ],
)
def test_only_the_windows_own_arguments_skip_the_command_line(argv, window):
    assert program.window_arguments(argv) == window


def test_a_mistaken_window_command_is_refused_by_the_command_line(opened, capsys):
    assert program.main(["gui", "a.cardnight", "b.cardnight"]) == 2
    assert "unrecognized arguments: b.cardnight" in capsys.readouterr().err and opened == []
    assert program.main(["gui", "\udcff.cardnight"]) == 2
    assert "not text" in capsys.readouterr().err and opened == []


def test_a_window_that_fails_to_open_ends_in_one_line(monkeypatch, capsys):
    def broken(*_args):
        raise PermissionError(13, "Permission denied", "/somewhere/night.cardnight")

    monkeypatch.setattr(program, "open_desk", broken)
    status = program.main(["gui", "/somewhere/night.cardnight"])
    err = capsys.readouterr().err
    assert status != 0 and err.startswith("cardnight-desk: ") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_the_window_starts_without_loading_the_command_line(tmp_path):
    """The desk window's start loads none of the command line's groups of commands."""
    import os
    import subprocess
    import sys

    probe = (
        "import sys\nfrom cardnight_desk.__main__ import main\nrc = main(sys.argv[1:])\n"
        "print(sorted(m for m in sys.modules if m.startswith('cardnight_desk.cli')), rc)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", probe, "gui", "--smoke"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.stdout.split() == ["[]", "0"], done.stderr


def test_the_windows_modules_load_without_collections_then_are_set_aside(monkeypatch):
    """Opening the window loads its modules with Python's automatic collection off, sets what they made aside
    from later collections, and gives the collection back before the window runs."""
    import gc
    import sys
    import types

    seen: list[tuple] = []
    app = types.ModuleType("cardnight_desk.gui.app")
    app.run_desk = lambda event, smoke, warm: seen.append(("run", gc.isenabled(), event, smoke, warm)) or 0
    monkeypatch.setitem(sys.modules, "cardnight_desk.gui.app", app)
    monkeypatch.setattr(gc, "freeze", lambda: seen.append(("freeze", gc.isenabled())))
    was = gc.isenabled()
    gc.enable()
    try:
        assert program.open_desk("night.cardnight", True) == 0
        assert gc.isenabled()
    finally:
        if not was:
            gc.disable()
    assert seen == [("freeze", False), ("run", True, "night.cardnight", True, False)]


def test_a_command_runs_with_fewer_collections_and_leaves_pythons_thresholds_as_they_were(monkeypatch):
    import gc

    from cardnight_desk import cli

    seen: list[tuple[int, int, int]] = []
    before = gc.get_threshold()
    monkeypatch.setattr(cli, "main", lambda args, open_desk: seen.append(gc.get_threshold()) or 0)
    assert program.main(["baccarat-odds"]) == 0
    assert seen == [program.COMMAND_THRESHOLDS] and gc.get_threshold() == before
    monkeypatch.setattr(cli, "main", lambda args, open_desk: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        program.main(["baccarat-odds"])
    assert gc.get_threshold() == before


def test_the_window_runs_with_the_programs_own_thresholds(monkeypatch):
    """However it is opened (``gui`` with an abbreviated option goes through the command line), the window runs
    with the thresholds the program started with: its collector (gui.collector) collects by them."""
    import gc
    import sys
    import types

    seen: list[tuple[int, int, int]] = []
    fake = types.ModuleType("cardnight_desk.gui.app")
    fake.run_desk = lambda event, smoke, warm: seen.append(gc.get_threshold()) or 0
    monkeypatch.setitem(sys.modules, "cardnight_desk.gui.app", fake)
    with program.collection_thresholds(program.COMMAND_THRESHOLDS):
        assert program.open_desk("night.cardnight", smoke=True) == 0
        assert gc.get_threshold() == program.COMMAND_THRESHOLDS
    assert seen == [program.STARTED_WITH]


def test_a_last_command_sets_what_it_made_aside_before_pythons_thresholds_come_back(monkeypatch):
    """Run as the process's last work (``program``), a command's objects are frozen as its thresholds end: the
    counts it left behind would otherwise start a pass over all of them at the next object made. Run from a
    caller that goes on (``last`` not given), nothing is frozen."""
    import gc

    from cardnight_desk import cli

    made: list[object] = []
    before = gc.get_threshold()
    monkeypatch.setattr(cli, "main", lambda args, open_desk: made.extend([n] for n in range(5000)) or 0)
    # objects another test set aside may be freed meanwhile (the GUI tests freeze what they leave): the count
    # may fall a little, and only a frozen command raises it
    frozen = gc.get_freeze_count()
    try:
        assert program.main(["baccarat-odds"]) == 0
        assert gc.get_freeze_count() <= frozen and gc.get_threshold() == before
        frozen = gc.get_freeze_count()
        assert program.main(["baccarat-odds"], last=True) == 0
        assert gc.get_freeze_count() >= frozen + 4900 and gc.get_threshold() == before
        assert gc.get_count()[0] < 700  # no pass is due: the young generation starts again from nothing
    finally:
        gc.unfreeze()
