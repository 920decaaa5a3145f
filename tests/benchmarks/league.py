"""A Bhukhar league built through the desk's own path, for the benchmarks that time what a user waits for.

:func:`league` gives an event file with TEAMS teams of three (registered as a workbook import registers them),
ROUNDS Swiss rounds drawn by the desk (``draw_next_round``: the draw documents the desk stores) and every
table's sheet confirmed through ``enter_sheet``, and optionally the next round drawn and left open. Building a
big league takes minutes, so each one is kept in a cache folder, keyed by the newest schema revision of the
checkout that built it and the league's shape (checkouts storing the same schema share it); callers get a
fresh copy.

Every benchmark using it can measure another checkout (``--repo PATH``): :func:`rerun` runs the benchmark
again in a child process with that checkout's package first on the path, so both the building and the
measuring use that checkout's code.
"""

from __future__ import annotations

import datetime as dt
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
CACHE = Path(os.environ.get("CARDNIGHT_BENCH_CACHE", Path(tempfile.gettempdir()) / "cardnight-bench-cache"))
COMPETITION = "Bhukhar"


def take_repo(args: list[str]) -> Path | None:
    """Remove ``--repo PATH`` from ``args`` and return the path (None when not given)."""
    if "--repo" not in args:
        return None
    at = args.index("--repo")
    repo = Path(args[at + 1]).resolve()
    del args[at : at + 2]
    return repo


def rerun(script: str, repo: Path, args: list[str]) -> None:
    """Run ``script`` again with ``args`` in a child process using the checkout at ``repo``; exits with it."""
    env = dict(os.environ, PYTHONPATH=str(repo), CARDNIGHT_BENCH_REPO=str(repo))
    argv = [sys.executable, str(Path(script).resolve()), *args]
    raise SystemExit(subprocess.run(argv, env=env, cwd=repo).returncode)


def repo() -> Path:
    """The checkout whose ``cardnight_desk`` package this process runs."""
    import cardnight_desk

    return Path(cardnight_desk.__file__).resolve().parents[1]


def desk_env() -> dict[str, str]:
    """The environment for a child ``cardnight-desk`` process running this process's checkout, its bytecode
    kept (in the cache folder) from one run to the next as an installed desk keeps it."""
    env = dict(os.environ, PYTHONPATH=str(repo()), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(CACHE / "pycache")
    return env


def sheet(winner: str, loser: str, low: int = 2) -> dict:
    """The Bhukhar sheet of ``score-sheets.md``'s example, ``winner`` closing with ``low`` low cards in hand."""
    return {
        "game": "bhukhar",
        "ended_by": "closed",
        "teams": {
            winner: {
                "licence": True,
                "licence_first": True,
                "bhukhar": True,
                "closed_game": True,
                "natodiu": False,
                "closed": {"sequence": 1, "high_set": 0, "low_set": 1},
                "table_cards": {"low": 6, "high": 9},
                "hand_cards": {"low": low, "high": 1},
            },
            loser: {
                "licence": False,
                "licence_first": False,
                "bhukhar": False,
                "closed_game": False,
                "natodiu": False,
                "closed": {"sequence": 0, "high_set": 0, "low_set": 0},
                "table_cards": {"low": 0, "high": 0},
                "hand_cards": {"low": 20, "high": 19},
            },
        },
        "penalties": [],
    }


def team_name(k: int) -> str:
    return f"Team {k:04d}"


def _register(desk, teams: int) -> None:
    from cardnight_desk.services.registration_apply import apply_batch
    from cardnight_desk.services.registration_batch import BatchRow
    from cardnight_desk.services.registration_model import PlayerDetails

    rows = [
        BatchRow(
            3 * k + i + 2,
            PlayerDetails(
                f"{team_name(k)} {i + 1}", dt.date(1970 + k % 30, 1 + i, 1 + k % 28), eligible=True
            ),
            (COMPETITION,),
            ((COMPETITION, team_name(k)),),
        )
        for k in range(teams)
        for i in range(3)
    ]
    apply_batch(desk, rows, source="league.xlsx", today=dt.date(2026, 10, 3))


def play_round(desk, number: int, rnd: random.Random) -> None:
    """Confirm a sheet for every table of round ``number``: the stronger team (lower number) usually wins."""
    from cardnight_desk.services import scores
    from cardnight_desk.services.tables import round_tables

    for t in round_tables(desk, COMPETITION, number):
        a, b = t.entrants
        if (a > b) == (rnd.random() < 0.7):
            a, b = b, a
        scores.enter_sheet(desk, COMPETITION, number, t.table, sheet(a, b, rnd.randint(0, 6)), confirm=True)


def _build(target: str, teams: int, rounds: int, open_round: bool) -> None:
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.draws import draw_next_round
    from cardnight_desk.services.events import add_competition

    desk = Desk.create(target, "League night", "2026-10-03", who="desk 1")
    add_competition(desk, COMPETITION, "bhukhar")
    _register(desk, teams)
    rnd = random.Random(teams * 1000 + rounds)
    for number in range(1, rounds + 1 + open_round):
        draw_next_round(desk, COMPETITION, seed=1000 + number)
        if number <= rounds:
            play_round(desk, number, rnd)
    desk.close()


def league(teams: int, rounds: int, dest: Path, *, open_round: bool = False) -> Path:
    """A copy at ``dest`` of the league (built and cached on first use)."""
    from cardnight_desk.store.migrate import HEAD

    cached = CACHE / f"league-{HEAD}-{teams}x{rounds}{'-open' if open_round else ''}.cardnight"
    if not cached.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        print(f"building {teams} teams x {rounds} rounds with {repo()} ...", file=sys.stderr, flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            built = Path(tmp) / "league.cardnight"
            _build(str(built), teams, rounds, open_round)
            shutil.copyfile(built, cached.with_suffix(".part"))
            os.replace(cached.with_suffix(".part"), cached)
        print(f"built in {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    shutil.copyfile(cached, dest)
    return dest


def cpu_of(argv: list[str], cwd: Path, stdin: str = "") -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one run of ``argv`` as a child process; it must succeed."""
    before, wall = os.times(), time.perf_counter()
    done = subprocess.run(
        argv, input=stdin, capture_output=True, text=True, env=desk_env(), cwd=cwd, timeout=600
    )
    after = os.times()
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:6])} failed ({done.returncode}): {done.stderr[-1500:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return cpu, time.perf_counter() - wall


def desk_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "cardnight_desk", *args]


OPEN_ONLY = (
    "import sys\n"
    "from cardnight_desk.cli import main\n"
    "from cardnight_desk.services import draws, standings\n"
    "from cardnight_desk.services.desk import Desk\n"
    "Desk.open(sys.argv[1]).close()\n"
)


def start_up(event: Path) -> list[str]:
    """The start-up of a command on an event, as a reference: the command line and the services imported,
    the event opened and closed, nothing asked of it."""
    return [sys.executable, "-c", OPEN_ONLY, str(event)]


NOTHING_DONE = (
    "import runpy, sys\n"
    "from importlib import import_module\n"
    "module, name = sys.argv.pop(1), sys.argv.pop(1)\n"
    "def nothing(desk, args):\n"
    "    return 0\n"
    "setattr(import_module(f'cardnight_desk.cli.{module}'), name, nothing)\n"
    "runpy.run_module('cardnight_desk', run_name='__main__', alter_sys=True)\n"
)


def command_start_up(module: str, name: str, *args: str) -> list[str]:
    """The start-up of ``cardnight-desk ARGS`` as a reference: the same program run as :func:`desk_command`
    runs it (``python -m cardnight_desk``, through runpy as ``-m`` does: its entry point, the command line
    built and parsed, the event and its store opened, closed, and the exit through ``program``) with the
    command's own work, the function ``name`` of ``cardnight_desk.cli.MODULE`` that the command runs on the
    opened event, replaced by one that returns 0. What it loads and does is what the command pays before its work starts."""
    return [sys.executable, "-c", NOTHING_DONE, module, name, *args]
