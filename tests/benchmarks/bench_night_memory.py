"""Does the desk window's memory stay flat over a night of sheets?

    python tests/benchmarks/bench_night_memory.py [--teams 64] [--rounds 12] [--areas Scores,Standings]
        [--typed] [--repo PATH]

A fresh desk process (offscreen) opens the real window (``MainWindow.open_event``) on an event with a Bhukhar
league of TEAMS teams of three, registered as a workbook import registers them and no round drawn yet
(``league.py``, built through the desk's own path and cached), and waits until the event has finished opening
(``MainWindow.warm``). Then it plays a night of ROUNDS rounds, as a score desk does: each round is drawn
(``draw_next_round``) and every table's sheet is entered and confirmed (``enter_sheet``, ``confirm=True``), the
first half of the round's sheets with the Scores area in front and the rest with the Standings area in front
(``--areas``: other areas in turn, by their keys: ``Event,Registration,Draws,Scores,Standings,Printing,Displays``;
the round is drawn with the first in front).
After every draw and every sheet the window hears of the change as it hears of every change, its own or another
desk's (``MainWindow.poll_changes``: the areas catch up through the desk's signals), and the Qt events are
processed, the objects the window let go of deleted as its event loop deletes them. The backups a round's last
sheet asks for are made, by the window in the background.

After every round (and once the event is open, as round 0) the process's resident set (``VmRSS`` of
``/proc/self/status``) is read after a full ``gc.collect()``, with the memory SQLite's library holds
(``sqlite3_memory_used``: its page caches, which fill up to their limit over the first rounds), the number of
Python objects the collector tracks, the modules loaded, the window's Qt objects (counted from Qt's own dump of
the window's tree, ``dumpObjectTree``: ``findChildren`` would make a Python wrapper of every object, and a
wrapper of an object Qt made itself outlives it) and the application's widgets.

``--typed``: the window's sheets are typed at the score desk instead, as ``bench_areas.py`` types them: the
Scores area brought to the front, the sheet's number typed and Enter (the table's form is built), the sheet
filled in and saved confirmed, then the area of that part of the round shown again.

The reference, beside it in the same run: the same night (same league, same draws, same sheets, the same
backups) played through the services alone in a second fresh process, with no window: what the store and the
services grow by over the night, so that the window's own growth can be told from theirs.

The table gives, per round: the sheets confirmed so far, the RSS, its change since round 2 (the first rounds
warm up caches: every area's first show, SQLite's page cache), and the counts. Below it, the slope of the RSS
(least squares over the rounds after the first quarter and after the last round that loaded a module: the Swiss
draw loads its matching library, some 15 MiB, the first round a pairing needs it) in KiB per 100 sheets and in
MiB per hour at a realistic pace (a sheet every 20 s: 180 an hour), for the window and for the reference. Flat
means the window's own RSS slope (window minus reference) is under :data:`FLAT_MIB_PER_HOUR`: 3 MiB an hour, as
for the players' page (``bench_page_memory.py``), is under 20 MiB over a six-hour night, lost in the window's
hundred-odd MiB and far from what a registration laptop has; and that its own Python objects grow by fewer than
:data:`FLAT_OBJECTS` per 100 sheets (one a sheet; the counts wander by a hundred or so from round to round) and
its Qt objects and widgets not at all from the first fitted round to the end: a widget or model kept per change
shows there long before it shows in the RSS. A slope needs :data:`FITTED_AT_LEAST` rounds fitted; a shorter
night is said to be too short to tell.

The desk's modules are compiled once before the runs (into the run's own folder, whatever
``PYTHONDONTWRITEBYTECODE`` says), as an installed desk's are. ``--repo PATH`` measures another checkout of the
desk (its ``cardnight_desk`` package first on the path), to compare before and after a change.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

FLAT_MIB_PER_HOUR = 3.0  # the window's own growth an hour that still counts as flat (see the docstring)
SHEETS_PER_HOUR = 180  # a sheet every 20 s at the score desk
WARMED_UP = 2  # the round the change is counted from
FLAT_OBJECTS = 100  # the window's own Python objects per 100 sheets: one a sheet (see the docstring)
FITTED_AT_LEAST = 6  # rounds the slope is fitted over, at least: fewer, and RSS's jitter is the slope

# The night, in the window (``window``) or through the services alone (``services``). Prints one JSON line per
# sample: round, sheets so far, RSS KiB, Python objects tracked, modules loaded, the window's Qt objects and the
# application's widgets (0 without a window), SQLite's memory KiB (-1: not found).
CHILD = r"""
import gc, json, random, sys, time
sys.path.insert(0, sys.argv[3])
import league
from cardnight_desk.services import backups, scores
from cardnight_desk.services.draws import draw_next_round
from cardnight_desk.services.tables import round_tables

target, mode, rounds, areas = sys.argv[1], sys.argv[2], int(sys.argv[4]), sys.argv[5].split(",")
typed = sys.argv[6] == "typed"
competition = league.COMPETITION

def sqlite_kib_of():  # the memory SQLite holds (its page caches, its statements), from the library Python uses
    import ctypes, ctypes.util, sqlite3
    try:
        lib = ctypes.CDLL(ctypes.util.find_library("sqlite3") or "libsqlite3.so.0")
    except OSError:
        return lambda: -1
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    return lambda: lib.sqlite3_memory_used() // 1024

sqlite_kib = sqlite_kib_of()

def rss_kib():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))

if mode == "window":
    from PySide6.QtCore import QEvent, qInstallMessageHandler
    from cardnight_desk.gui.app import application
    from cardnight_desk.gui.main_window import MainWindow

    app = application()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    assert window.open_event(target)
    app.processEvents()
    until = time.monotonic() + 300
    while not window.warm() and time.monotonic() < until:
        app.processEvents()
        time.sleep(0.005)
    desk = window.desk

    def settle():  # the window hears of the change, catches up, and deletes what it let go of
        window.poll_changes()
        app.processEvents()
        app.processEvents()  # what the first pass queued (a catch-up runs once a burst is over)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def show(area):
        window.event_view.show_area(area)
        settle()

    def finish_round():  # the round's backups, made by the window in its worker thread: waited for
        until = time.monotonic() + 120
        while (desk.backups_due or window.backup_jobs.job is not None) and time.monotonic() < until:
            settle()
            time.sleep(0.01)

    def qt_objects():  # counted from Qt's own dump of the window's tree: findChildren would wrap every object
        # in Python, and a wrapper of an object Qt made (a spin box's line edit) outlives it, held by its parent's
        dumped = []
        previous = qInstallMessageHandler(lambda _mode, _context, message: dumped.append(message))
        try:
            window.dumpObjectTree()  # one line an object, the window's first
        finally:
            qInstallMessageHandler(previous)
        return len(dumped) - 1, len(app.allWidgets())

    def enter(number, table, sheet, area):
        if not typed:
            scores.enter_sheet(desk, competition, number, table.table, sheet, confirm=True)
            return
        # typed at the score desk: the Scores area brought to the front, the sheet's number typed and Enter,
        # the sheet filled in and saved confirmed; then the area of this part of the round looked at again
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        show("Scores")
        scores_area = window.event_view.areas["Scores"]
        scores_area.sheet_number_edit.setText(table.sheet_number)
        QTest.keyClick(scores_area.sheet_number_edit, Qt.Key.Key_Return)
        app.processEvents()
        scores_area.panel.form.load(sheet)
        assert scores_area.panel.save(confirm=True), scores_area.panel.status.text()
        if area != "Scores":
            settle()
            show(area)
else:
    from cardnight_desk.services.desk import Desk

    desk = Desk.open(target)

    def settle():
        pass

    def show(area):
        pass

    def finish_round():
        backups.make_due(desk)

    def qt_objects():
        return 0, 0

    def enter(number, table, sheet, area):
        scores.enter_sheet(desk, competition, number, table.table, sheet, confirm=True)

def sample(number, sheets):
    gc.collect()
    print(json.dumps([number, sheets, rss_kib(), len(gc.get_objects()), len(sys.modules), *qt_objects(), sqlite_kib()]), flush=True)

rnd = random.Random(20261128)
sheets = 0
sample(0, 0)
for number in range(1, rounds + 1):
    show(areas[0])
    draw_next_round(desk, competition, seed=5000 + number)
    settle()
    tables = round_tables(desk, competition, number)
    for k, t in enumerate(tables):
        area = areas[k * len(areas) // len(tables)]  # the round's sheets shared between the areas, in turn
        if k and area != areas[(k - 1) * len(areas) // len(tables)]:
            show(area)
        a, b = t.entrants
        if (a > b) == (rnd.random() < 0.7):
            a, b = b, a
        enter(number, t, league.sheet(a, b, rnd.randint(0, 6)), area)
        sheets += 1
        settle()
    finish_round()
    sample(number, sheets)
if mode == "window":
    window.close()
    app.processEvents()
else:
    desk.close()
"""


def night(
    event: Path, mode: str, args: argparse.Namespace, env: dict[str, str], cwd: Path
) -> list[list[int]]:
    """One night in a fresh process: its samples (round, sheets, RSS KiB, Python objects, Qt objects)."""
    here = str(Path(__file__).resolve().parent)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(event), mode, here, str(args.rounds), args.areas]
        + ["typed" if args.typed else "services"],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=3600,
    )
    if done.returncode != 0:
        raise SystemExit(f"the {mode} night failed ({done.returncode}): {done.stderr[-2000:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("[")]


def slope(points: list[tuple[float, float]]) -> float:
    """The least-squares slope of y over x."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def first_fitted(samples: list[list[int]]) -> int:
    """The first round the slope is fitted from: after the first quarter of the night, and after the last round
    that loaded a module (a module is loaded once: the Swiss draw loads its matching library the first round a
    pairing needs it, a step of some 15 MiB that a night pays once and that is no growth)."""
    rounds = samples[-1][0]
    loading = [
        now[0] for before, now in zip(samples, samples[1:], strict=False) if now[MODULES] > before[MODULES]
    ]
    return max(rounds // 4 + 1, max(loading, default=0))


ROUND, SHEETS, RSS, PY_OBJECTS, MODULES, QT_OBJECTS, WIDGETS, SQLITE = range(8)  # a sample's columns


def per_100_sheets(samples: list[list[int]], first: int, column: int) -> float:
    """The slope of ``column`` over the rounds from ``first`` on, per 100 sheets (least squares)."""
    return 100 * slope([(s[SHEETS], s[column]) for s in samples if s[ROUND] >= first])


def main() -> None:
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--teams", type=int, default=64, help="teams of three in the league (default 64)")
    parser.add_argument("--rounds", type=int, default=12, help="rounds of the night (default 12)")
    parser.add_argument(
        "--areas",
        default="Scores,Standings",
        help="the areas in front in turn during each round, by key (default Scores,Standings)",
    )
    parser.add_argument(
        "--typed",
        action="store_true",
        help="the window's sheets typed in the Scores area's form, not entered through the scores service",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="night-memory-") as tmp_name:
        work = Path(tmp_name)
        env = dict(
            league.desk_env(),
            CARDNIGHT_SETTINGS_DIR=str(
                work / "settings"
            ),  # never a real user's recent events or window state
            PYTHONPYCACHEPREFIX=str(work / "bytecode"),  # compiled once, as an installed desk is
        )
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(league.repo() / "cardnight_desk")],
            env=env,
            check=True,
            cwd=work,
        )
        runs = {}
        for mode in ("window", "services"):
            (work / mode).mkdir()  # each night's event and its backups in a folder of its own
            event = league.league(args.teams, 0, work / mode / "league.cardnight")
            runs[mode] = night(event, mode, args, env, work)
    window, alone = runs["window"], runs["services"]
    print(
        f"the desk over a night: {args.teams} Bhukhar teams, {args.rounds} rounds, every sheet confirmed "
        f"({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}, {time.perf_counter() - started:.0f} s"
    )
    print(
        f"{'':<14}{f'window ({args.areas} in front)':>70}{'services alone':>40}\n"
        f"{'round':>6}{'sheets':>8}{'RSS MiB':>9}{f'vs r{WARMED_UP}':>8}{'SQLite':>8}{'py objects':>11}"
        f"{'modules':>8}{'Qt objects':>11}{'widgets':>8}{'RSS MiB':>11}{f'vs r{WARMED_UP}':>8}{'SQLite':>8}"
        f"{'py objects':>11}{'modules':>8}"
    )
    base_w, base_s = window[WARMED_UP][RSS], alone[WARMED_UP][RSS]
    for w, s in zip(window, alone, strict=True):
        print(
            f"{w[0]:>6}{w[1]:>8}{w[2] / 1024:>9.1f}{(w[2] - base_w) / 1024:>+8.2f}{w[7] / 1024:>8.1f}{w[3]:>11}"
            f"{w[4]:>8}{w[5]:>11}{w[6]:>8}{s[2] / 1024:>11.1f}{(s[2] - base_s) / 1024:>+8.2f}{s[7] / 1024:>8.1f}"
            f"{s[3]:>11}{s[4]:>8}"
        )
    print(
        "SQLite: the MiB SQLite's library holds (its page caches and statements: sqlite3_memory_used); "
        "py objects: tracked by the collector; Qt objects: the window's children; widgets: the application's"
    )
    first = max(first_fitted(window), first_fitted(alone))
    per_w, per_s = per_100_sheets(window, first, RSS), per_100_sheets(alone, first, RSS)
    own = per_w - per_s
    hour = SHEETS_PER_HOUR / 100 / 1024  # KiB per 100 sheets -> MiB an hour
    print(
        f"RSS slope from round {first} on (least squares; after the first quarter and the last module loaded): "
        f"window {per_w:+.0f} KiB/100 sheets ({per_w * hour:+.2f} MiB/h), services alone {per_s:+.0f} KiB/100 "
        f"sheets ({per_s * hour:+.2f} MiB/h); the window's own {own:+.0f} KiB/100 sheets ({own * hour:+.2f} "
        f"MiB/h at a sheet every {3600 // SHEETS_PER_HOUR} s)"
    )
    objects = per_100_sheets(window, first, PY_OBJECTS) - per_100_sheets(alone, first, PY_OBJECTS)
    kept = {
        what: window[-1][column] - window[first][column]
        for what, column in (("Qt objects", QT_OBJECTS), ("widgets", WIDGETS))
    }
    print(
        f"the window's own Python objects {objects:+.0f}/100 sheets (least squares, less the services'); "
        + ", ".join(f"{what} {grew:+d}" for what, grew in kept.items())
        + f" from round {first} to the end"
    )
    fitted = args.rounds - first + 1
    flat = own * hour < FLAT_MIB_PER_HOUR and objects < FLAT_OBJECTS and not any(kept.values())
    verdict = (
        f"too short to tell ({fitted} rounds fitted, {FITTED_AT_LEAST} needed: more --rounds)"
        if fitted < FITTED_AT_LEAST
        else "yes"
        if flat
        else "NO"
    )
    print(
        f"flat (the window's own RSS under {FLAT_MIB_PER_HOUR:.0f} MiB/h, its Python objects under "
        f"{FLAT_OBJECTS}/100 sheets, not one Qt object or widget more): {verdict}"
    )


if __name__ == "__main__":
    main()
