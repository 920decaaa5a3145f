"""Benchmark: how long a person waits for the desk to start, and for a command to answer.

Run as ``python tests/benchmarks/bench_startup.py [RUNS] [--repo PATH]``. Every figure is the CPU time (user +
system, to the microsecond) of a fresh process, the median of RUNS runs (default 7). The desk's runs take turns
with its reference's, so that a busy machine moves both, and the ratio is the median of each run's ratio to the
reference run beside it (with their range):

- the desk window (``cardnight-desk gui --smoke``: the main window shown, events processed once, closed), empty and
  with a demo night open (until its first tab has been drawn: what a person waits for before the event shows;
  closing the window waits for a history check already started), against a bare PySide6 window shown the same
  way; and the demo night *until warm* (``--smoke --warm``: until its history has been checked too), for a desk
  that knows ``--warm``;
- ``--help``, ``score`` (a Bhukhar sheet on standard input), ``rummy-hand`` and ``baccarat-odds``, against a
  bare Python script that builds an argparse parser (the commands that need no event file).

``--repo PATH`` measures another checkout of the desk (its ``cardnight_desk`` package is put first on the path),
to compare before and after a change; ``--commands`` measures the commands only (no window), ``--window`` the
window only. ``--bytecode`` runs every process with its compiled bytecode kept (in a folder of its own,
``PYTHONPYCACHEPREFIX``), as an installed desk has it (pip compiles it at install); without it the runs take the
environment as it is, and with ``PYTHONDONTWRITEBYTECODE=1`` set there each run compiles the desk's modules
again. Goals (the start-up issue): window <= 1.5x, commands <= 3x.
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
from dataclasses import dataclass
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


def children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes: to the microsecond where ``resource`` is
    (``os.times`` counts in clock ticks, a hundredth of a second, a twentieth of a bare window's start)."""
    try:
        import resource
    except ImportError:  # Windows
        times = os.times()
        return times.children_user + times.children_system
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def cpu_of(argv: list[str], env: dict[str, str], stdin: str = "") -> float:
    """CPU seconds (user + system) of one run of ``argv`` as a child process."""
    before = children_cpu()
    done = subprocess.run(argv, input=stdin, capture_output=True, text=True, env=env, timeout=120, cwd=WORK)
    after = children_cpu()
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:4])} failed ({done.returncode}): {done.stderr[-800:]}")
    return after - before


@dataclass
class Row:
    what: str
    desk: list[float]  # CPU seconds of each run
    reference: list[float]  # of the reference run beside each
    goal: float

    @property
    def ratios(self) -> list[float]:
        return [d / r for d, r in zip(self.desk, self.reference, strict=True)]


def interleaved(
    commands: dict[str, tuple[list[str], str]], env: dict[str, str], runs: int
) -> dict[str, list[float]]:
    """CPU seconds of RUNS runs of each command, one of each in turn, so that a machine busier at one moment
    slows the desk and its reference alike (each command is run once first, to warm the file cache)."""
    for argv, stdin in commands.values():
        cpu_of(argv, env, stdin)
    times: dict[str, list[float]] = {key: [] for key in commands}
    for _ in range(runs):
        for key, (argv, stdin) in commands.items():
            times[key].append(cpu_of(argv, env, stdin))
    return times


def window_rows(desk: list[str], env: dict[str, str], runs: int) -> list[Row]:
    """The desk window, empty and on a demo night, against a bare PySide6 window."""
    demo = WORK / "demo.cardnight"
    subprocess.run(
        [*desk, "demo", str(demo)], env=env, check=True, capture_output=True, timeout=300, cwd=WORK
    )
    commands = {
        "bare": ([sys.executable, "-c", BARE_WINDOW], ""),
        "desk window, no event": ([*desk, "gui", "--smoke"], ""),
        "desk window, demo night": ([*desk, "gui", "--smoke", str(demo)], ""),
    }
    helped = subprocess.run([*desk, "gui", "--help"], env=env, capture_output=True, text=True, cwd=WORK)
    if "--warm" in helped.stdout:  # a desk that opens an event's store after its first paint
        commands["demo night, until warm"] = ([*desk, "gui", "--smoke", "--warm", str(demo)], "")
    times = interleaved(commands, env, runs)
    bare = times.pop("bare")
    return [Row(what, cpu, bare, 1.5) for what, cpu in times.items()]


def command_rows(desk: list[str], env: dict[str, str], runs: int) -> list[Row]:
    """The commands that need no event file, against a bare argparse script."""
    rummy = [*desk, "rummy-hand", "--wild", "5", *"AS KS QS JS 10S 9H 9D 9C 2H 3H 4H 5D 7C".split()]
    times = interleaved(
        {
            "bare": ([sys.executable, "-c", BARE_SCRIPT, "--", "a"], ""),
            "--help": ([*desk, "--help"], ""),
            "score (bhukhar sheet)": ([*desk, "score", "-"], json.dumps(SHEET)),
            "rummy-hand": (rummy, ""),
            "baccarat-odds": ([*desk, "baccarat-odds"], ""),
        },
        env,
        runs,
    )
    bare = times.pop("bare")
    return [Row(what, cpu, bare, 3.0) for what, cpu in times.items()]


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
    print(f"{'what':<26}{'desk s':>9}{'reference s':>13}{'ratio':>8}{'range':>13}{'goal':>7}")
    med = statistics.median
    for row in rows:
        ratio = med(row.ratios)
        spread = f"{min(row.ratios):.1f}-{max(row.ratios):.1f}x"
        mark = "ok" if ratio <= row.goal else "over"
        print(
            f"{row.what:<26}{med(row.desk):>9.3f}{med(row.reference):>13.3f}{ratio:>7.1f}x{spread:>13}"
            f"{row.goal:>6.1f}x  {mark}"
        )
    print(
        "ratio: the median of each run's time over its reference's beside it; range: the lowest and highest"
    )
    if not args.commands:
        print(f"reference: bare PySide6 window {med(rows[0].reference):.3f} s")
    if not args.window:
        print(f"reference: bare argparse script {med(rows[-1].reference):.3f} s")


if __name__ == "__main__":
    main()
