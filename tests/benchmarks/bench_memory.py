"""Benchmark: how much memory the desk window takes, with the demo night open and every area visited.

Run as ``python tests/benchmarks/bench_memory.py [RUNS] [--repo PATH]``. Every figure is the peak resident set
(``ru_maxrss``) of a fresh process, the median of RUNS runs (default 3) with their range, measured in the same
run as the reference, a bare PySide6 window shown the same way:

- the desk's welcome window (the desk started with no event);
- the desk with the demo night open (``cardnight-desk demo FILE`` makes it), on its first area, once the event
  has finished opening (its store open and its history checked, ``MainWindow.warm``), as it is a moment after
  the first area shows;
- the same with every area of the open event shown once, as a person looking round the desk does;
- a long night: the demo night with 20,000 more changes in its history (a sheet each), on its first area once
  it has finished opening, its whole history checked;
- the demo night closed and opened again (5 times in all), every area visited each time: what a closed event
  leaves behind.

Below the table, the floor under every desk figure: the bare window with SQLAlchemy reading the event file, and
with the desk's own store (its ORM models mapped, the event read through a session), with no desk window and no
area. The desk cannot take less than that while its window reads through SQLAlchemy.

The desk's modules are compiled once before the runs (into the run's own folder, whatever
``PYTHONDONTWRITEBYTECODE`` says), as an installed desk's are.

``--repo PATH`` measures another checkout of the desk (its ``cardnight_desk`` package is put first on the path),
to compare before and after a change. Goal (issue 19): the demo night, every area visited, <= 2x.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]

BARE_WINDOW = (
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication([])\nw = QMainWindow()\nw.resize(1280, 800)\nw.show()\napp.processEvents()\n"
    "w.close()\napp.processEvents()\n"
)
# The desk as a person uses it: the window shown, the event opened, then (``visit``) every area shown in turn.
DESK = (
    "import sys, time\n"
    "from cardnight_desk.gui.app import application\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\nw = MainWindow()\nw.resize(1280, 800)\nw.show()\napp.processEvents()\n"
    "target, visit = sys.argv[1], sys.argv[2] == 'visit'\n"
    "times = int(sys.argv[3]) if len(sys.argv) > 3 else 1\n"
    "for time_round in range(times if target != '-' else 0):\n"
    "    if time_round:  # closed, and whatever the window let go of deleted, as its event loop does\n"
    "        from PySide6.QtCore import QEvent\n"
    "        w.close_event()\n"
    "        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)\n"
    "        app.processEvents()\n"
    "    assert w.open_event(target)\n"
    "    app.processEvents()\n"
    "    ready, until = getattr(w, 'warm', lambda: True), time.monotonic() + 60\n"
    "    while not ready() and time.monotonic() < until:  # its history checked\n"
    "        app.processEvents()\n"
    "        time.sleep(0.01)\n"
    "    for key in list(w.event_view.areas) if visit else []:\n"
    "        w.event_view.show_area(key)\n"
    "        app.processEvents()\n"
    "w.close()\napp.processEvents()\n"
)
# The floor under the desk: the bare window, then the store the desk reads through, with no desk window and no
# area. ``core``: SQLAlchemy's Core reading the event file; ``store``: the desk's own store, its ORM models
# mapped and the event read through a session, as every area's first read does. Whatever the desk's window adds
# comes on top of this.
STORE_ONLY = (
    BARE_WINDOW.replace("w.close()\napp.processEvents()\n", "") + "import builtins, sys\n"
    "builtins.__import__ = getattr(builtins, '__orig_import__', builtins.__import__)  # as the desk imports it\n"
    "if sys.argv[2] == 'core':\n"
    "    import sqlalchemy as sa\n"
    "    with sa.create_engine('sqlite:///' + sys.argv[1]).connect() as c:\n"
    "        c.execute(sa.text('select count(*) from sqlite_master')).scalar()\n"
    "else:\n"
    "    from cardnight_desk.services.desk import Desk, event_row\n"
    "    desk = Desk.open(sys.argv[1])  # as the window opens it\n"
    "    with desk.store.session() as s:\n"
    "        event_row(s)\n"
    "    desk.close()\n"
    "w.close()\napp.processEvents()\n"
)
# The demo night closed and opened again, every area visited each time, as a desk does that moves between events
REOPENED = 5
# The long night: the demo night's history made longer by LONG_CHANGES saved sheets (written as an import writes
# its rows, chained as the desk chains every change).
LONG_CHANGES = 20_000
LENGTHEN = (
    "import sys\n"
    "from cardnight_desk.services.desk import Desk, event_row\n"
    "from cardnight_desk.services.history import record_many\n"
    "sheet = {'teams': ['Leicester Lions', 'Preston Kings'], 'points': list(range(30)), 'note': 'checked ' * 25}\n"
    "desk = Desk.open(sys.argv[1])\n"
    "with desk.store.session() as s:\n"
    "    changes = [dict(who='desk', action='sheet.save', entity='sheet', entity_id=n, summary=f'Sheet {n} saved',\n"
    "                    before=None, after=sheet) for n in range(int(sys.argv[2]))]\n"
    "    record_many(s, event_row(s).id, changes)\n"
    "desk.close()\n"
)
WORK = Path(tempfile.mkdtemp(prefix="memory-bench-"))  # runs start here, so `-m` finds the --repo package


def peak_mib(argv: list[str], env: dict[str, str]) -> float:
    """The peak resident set of one run of ``argv`` as a child process, in MiB."""
    child = subprocess.Popen(
        argv, env=env, cwd=WORK, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    errors = child.stderr.read() if child.stderr else ""
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:4])} failed ({child.returncode}): {errors[-800:]}")
    return usage.ru_maxrss / 1024  # KiB on Linux


def peaks(argv: list[str], env: dict[str, str], runs: int) -> list[float]:
    """The peak resident set of ``runs`` runs of ``argv``, in MiB."""
    return [peak_mib(argv, env) for _ in range(runs)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=3, help="runs of each figure (default 3)")
    parser.add_argument("--repo", type=Path, default=HERE, help="the checkout to measure (default this one)")
    args = parser.parse_args()
    repo = args.repo.resolve()
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(repo),
        CARDNIGHT_SETTINGS_DIR=str(WORK / "settings"),  # never a real user's recent events or window state
        PYTHONPYCACHEPREFIX=str(
            WORK / "bytecode"
        ),  # compiled once, as an installed desk is, outside the checkout
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    demo = WORK / "demo.cardnight"
    subprocess.run(
        [py, "-m", "cardnight_desk", "demo", str(demo)],
        env=env,
        check=True,
        capture_output=True,
        timeout=300,
        cwd=WORK,
    )
    long_night = WORK / "long.cardnight"
    shutil.copyfile(demo, long_night)
    subprocess.run(
        [py, "-c", LENGTHEN, str(long_night), str(LONG_CHANGES)], env=env, check=True, timeout=300, cwd=WORK
    )
    peak_mib([py, "-c", DESK, str(demo), "visit"], env)  # compiles the desk's modules, as installing it does
    bare = peaks([py, "-c", BARE_WINDOW], env, args.runs)
    rows = [
        ("welcome window", peaks([py, "-c", DESK, "-", "first"], env, args.runs), None),
        ("demo night, first area", peaks([py, "-c", DESK, str(demo), "first"], env, args.runs), None),
        ("demo night, every area", peaks([py, "-c", DESK, str(demo), "visit"], env, args.runs), 2.0),
        ("long night, first area", peaks([py, "-c", DESK, str(long_night), "first"], env, args.runs), None),
        (
            f"every area, opened {REOPENED}x",
            peaks([py, "-c", DESK, str(demo), "visit", str(REOPENED)], env, args.runs),
            None,
        ),
    ]
    floor = [
        ("bare window + SQLAlchemy", peaks([py, "-c", STORE_ONLY, str(demo), "core"], env, args.runs)),
        ("bare window + desk store", peaks([py, "-c", STORE_ONLY, str(demo), "store"], env, args.runs)),
    ]
    reference = statistics.median(bare)
    print(f"memory, peak RSS MiB, median of {args.runs} runs ({repo}) — {time.strftime('%Y-%m-%d %H:%M')}")
    print(f"{'what':<26}{'desk MiB':>10}{'range':>14}{'bare MiB':>10}{'ratio':>8}{'goal':>7}")
    for what, mibs, goal in rows:
        mib = statistics.median(mibs)
        ratio = mib / reference
        spread = f"{min(mibs):.1f}-{max(mibs):.1f}"
        verdict = "" if goal is None else f"{goal:>6.1f}x  {'ok' if ratio <= goal else 'over'}"
        print(f"{what:<26}{mib:>10.1f}{spread:>14}{reference:>10.1f}{ratio:>7.2f}x{verdict}")
    print(f"reference: bare PySide6 window {reference:.1f} MiB ({min(bare):.1f}-{max(bare):.1f})")
    print("the floor: the bare window with only the store read through (no desk window, no area)")
    for what, mibs in floor:
        mib = statistics.median(mibs)
        spread = f"{min(mibs):.1f}-{max(mibs):.1f}"
        print(f"{what:<26}{mib:>10.1f}{spread:>14}{reference:>10.1f}{mib / reference:>7.2f}x")


if __name__ == "__main__":
    main()
