"""Benchmark: how long a person waits for the desk to start, and for a command to answer.

Run as ``python tests/benchmarks/bench_startup.py [RUNS] [--repo PATH]``. Every figure is the CPU time (user +
system) of a fresh process, the median of RUNS runs (default 7), measured in the same run as its reference so
that a busy machine moves both:

- the desk window (``cardnight-desk gui --smoke``: the main window shown, events processed once, closed), empty and
  with a demo night open, against a bare PySide6 window shown the same way;
- ``--help``, ``score`` (a Bhukhar sheet on standard input), ``rummy-hand`` and ``baccarat-odds``, against a
  bare Python script that builds an argparse parser (the commands that need no event file).

``--repo PATH`` measures another checkout of the desk (its ``cardnight_desk`` package is put first on the path),
to compare before and after a change; ``--commands`` measures the commands only (no window), ``--window`` the
window only. ``--bytecode`` runs
every process with its compiled bytecode kept (in a folder of its own, ``PYTHONPYCACHEPREFIX``), as an installed
desk has it (pip compiles it at install); without it the runs take the environment as it is, and with
``PYTHONDONTWRITEBYTECODE=1`` set there each run compiles the desk's modules again. Goals (the start-up issue):
window <= 1.5x, commands <= 3x.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE))

from tests.services.builders import bhukhar_sheet  # noqa: E402

BARE_WINDOW = (
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication([])\nw = QMainWindow()\nw.resize(1280, 800)\nw.show()\napp.processEvents()\n"
    "w.close()\napp.processEvents()\n"
)
BARE_SCRIPT = (
    "import argparse, json, sys\n"
    "p = argparse.ArgumentParser(prog='bare')\np.add_argument('x', nargs='*')\n"
    "print(json.dumps(vars(p.parse_args(sys.argv[1:]))))\n"
)
SHEET = bhukhar_sheet("Leicester Lions", "Preston Kings")  # score-sheets.md's Bhukhar example


WORK = Path(tempfile.mkdtemp(prefix="startup-bench-"))  # runs start here, so `-m` finds the --repo package


def cpu_of(argv: list[str], env: dict[str, str], stdin: str = "") -> float:
    """CPU seconds (user + system) of one run of ``argv`` as a child process."""
    before = os.times()
    done = subprocess.run(argv, input=stdin, capture_output=True, text=True, env=env, timeout=120, cwd=WORK)
    after = os.times()
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:4])} failed ({done.returncode}): {done.stderr[-800:]}")
    return (after.children_user - before.children_user) + (after.children_system - before.children_system)


def median_cpu(argv: list[str], env: dict[str, str], runs: int, stdin: str = "") -> float:
    cpu_of(argv, env, stdin)  # warm the file cache
    return statistics.median(cpu_of(argv, env, stdin) for _ in range(runs))


def window_rows(desk: list[str], env: dict[str, str], runs: int) -> list[tuple[str, float, float, float]]:
    """The desk window, empty and on a demo night, against a bare PySide6 window."""
    demo = WORK / "demo.cardnight"
    subprocess.run(
        [*desk, "demo", str(demo)], env=env, check=True, capture_output=True, timeout=300, cwd=WORK
    )
    bare_window = median_cpu([sys.executable, "-c", BARE_WINDOW], env, runs)
    return [
        ("desk window, no event", median_cpu([*desk, "gui", "--smoke"], env, runs), bare_window, 1.5),
        (
            "desk window, demo night",
            median_cpu([*desk, "gui", "--smoke", str(demo)], env, runs),
            bare_window,
            1.5,
        ),
    ]


def command_rows(desk: list[str], env: dict[str, str], runs: int) -> list[tuple[str, float, float, float]]:
    """The commands that need no event file, against a bare argparse script."""
    bare_script = median_cpu([sys.executable, "-c", BARE_SCRIPT, "--", "a"], env, runs)
    rummy = [*desk, "rummy-hand", "--wild", "5", *"AS KS QS JS 10S 9H 9D 9C 2H 3H 4H 5D 7C".split()]
    return [
        ("--help", median_cpu([*desk, "--help"], env, runs), bare_script, 3.0),
        (
            "score (bhukhar sheet)",
            median_cpu([*desk, "score", "-"], env, runs, json.dumps(SHEET)),
            bare_script,
            3.0,
        ),
        ("rummy-hand", median_cpu(rummy, env, runs), bare_script, 3.0),
        ("baccarat-odds", median_cpu([*desk, "baccarat-odds"], env, runs), bare_script, 3.0),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=7, help="runs of each figure (default 7)")
    parser.add_argument("--repo", type=Path, default=HERE, help="the checkout to measure (default this one)")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--commands", action="store_true", help="the commands only (no window)")
    only.add_argument("--window", action="store_true", help="the window only (no commands)")
    parser.add_argument(
        "--bytecode",
        action="store_true",
        help="keep each run's compiled bytecode, as an installed desk has it",
    )
    args = parser.parse_args()
    repo, runs, bytecode = args.repo.resolve(), args.runs, args.bytecode
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(repo))
    if bytecode:  # the first run of each command (warming the file cache) writes it
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(WORK / "bytecode")
    py = sys.executable
    desk = [py, "-m", "cardnight_desk"]
    rows = [] if args.commands else window_rows(desk, env, runs)
    if not args.window:
        rows += command_rows(desk, env, runs)
    kept = (
        "bytecode kept" if bytecode else f"PYTHONDONTWRITEBYTECODE={env.get('PYTHONDONTWRITEBYTECODE', '')}"
    )
    print(
        f"start-up, CPU seconds, median of {runs} runs ({repo}; {kept}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    print(f"{'what':<26}{'desk s':>9}{'reference s':>13}{'ratio':>8}{'goal':>7}  ")
    for what, cpu, ref, goal in rows:
        ratio = cpu / ref if ref else float("inf")
        mark = "ok" if ratio <= goal else "over"
        print(f"{what:<26}{cpu:>9.3f}{ref:>13.3f}{ratio:>7.1f}x{goal:>6.1f}x  {mark}")
    if not args.commands:
        print(f"reference: bare PySide6 window {rows[0][2]:.3f} s")
    if not args.window:
        print(f"reference: bare argparse script {rows[-1][2]:.3f} s")


if __name__ == "__main__":
    main()
