"""Benchmark: how long each area of the desk takes to show the first time, and to catch up after a saved sheet.

    python tests/benchmarks/bench_areas.py [--teams 1024] [--rounds 15] [--runs 3] [--repo PATH]

Each run is a fresh desk process (offscreen, its bytecode kept as an installed desk's is) that opens the event
in its window, waits until the event has finished opening (``MainWindow.warm``), then shows each area in turn,
as a person clicking through the tabs does, and times each (wall and CPU, from the click until the area has
painted). Then, on the league, with the Scores area in front, one sheet of the open round is confirmed through
the scores service and the window's poll hears of it, as it hears of every change (another desk's, or its own a
moment after it is saved): the time the window takes to bring its areas up to date is the *catch-up after a
sheet* (and the same with the Draws area in front, its round shown); and *a sheet at the score desk*, the desk's
loop: a sheet number typed and Enter, the sheet entered, saved and confirmed, and the change heard (the middle
of three sheets); and *a check-in at the desk*, the check-in desk's loop, with the Registration area in front
and its check-in tab open: a player's number typed (as a badge scanner types it) and Enter, the check-in saved,
and the change heard (the middle of three players); and *a player registered*, the registration desk's loop on
the Player tab: a new player's name, birth date and eligibility typed, Enter through the form, registered in the
league, and the change heard (the middle of three).

Two events: the demo night (``cardnight-desk demo``) and a Bhukhar league of TEAMS teams (three players each)
with ROUNDS rounds confirmed and the next open (``league.py``, built through the desk's own path and cached).

The reference, in the same process before the areas: a bare table, a ``QTableView`` over the plainest Python
model of as many rows as the event has players (nine columns of short text), shown the same way. Goal (issue
19, a fast desk at any size): every area at most 10x the bare table at 1,024 teams, and none slower than 0.3 s
CPU; the catch-up after a sheet 0.2 s at most, a sheet at the score desk, a check-in and a registration 0.3 s at
most each.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import league  # noqa: E402

GOAL_RATIO, GOAL_AREA, GOAL_CATCH_UP, GOAL_SHEET = (
    10.0,
    0.3,
    0.2,
    0.3,
)  # a check-in, a registration: as a sheet
AREAS: set[str] = set()  # the areas' keys, as the demo night's runs name them

CHILD = r"""
import json, sys, time
from PySide6.QtCore import QAbstractTableModel, QModelIndex
from PySide6.QtWidgets import QTableView
from cardnight_desk.gui.app import application
from cardnight_desk.gui.main_window import MainWindow

def timed(action):
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    app.processEvents()
    app.processEvents()  # what the first pass queued (a catch-up is queued to run once a burst is over)
    return time.perf_counter() - wall, time.process_time() - cpu

class Bare(QAbstractTableModel):
    def __init__(self, rows):
        super().__init__()
        self.rows = rows
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.rows)
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 9
    def data(self, index, role=0):
        return self.rows[index.row()][index.column()] if role == 0 else None

app = application()
window = MainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
assert window.open_event(sys.argv[1])
app.processEvents()
until = time.monotonic() + 300
while not window.warm() and time.monotonic() < until:
    app.processEvents()
    time.sleep(0.005)
from cardnight_desk.services import registration
players = len(registration.list_players(window.desk))
out = {"players": players}
bare = QTableView()
bare.resize(1280, 800)
model = Bare([[f"{r}", f"Player {r:05d}", "1990-01-01", "Bhukhar", "Team", "yes", "", "07700 900000", ""]
              for r in range(players)])
def middle(loop, items):  # loop(item) timed for each of three items: the middle run
    return sorted(timed(lambda: loop(item)) for item in items)[1]

def show_bare():
    bare.setModel(model)
    bare.show()
out["bare table"] = timed(show_bare)
bare.hide()
for key in list(window.event_view.areas):
    out[key] = timed(lambda: window.event_view.show_area(key))
if len(sys.argv) > 2:  # the league: one sheet of its open round confirmed, then the window told
    from cardnight_desk.services import scores
    from cardnight_desk.services.tables import round_tables
    sys.path.insert(0, sys.argv[3])
    import league
    competition, number = sys.argv[2], int(sys.argv[4])
    window.event_view.show_area("Scores")
    app.processEvents()
    table = next(t for t in round_tables(window.desk, competition, number) if t.status == "missing")
    a, b = table.entrants
    scores.enter_sheet(window.desk, competition, number, table.table, league.sheet(a, b), confirm=True)
    out["catch-up after a sheet"] = timed(window.poll_changes)  # the window hears of it, as of any desk's
    # the same with the Draws area in front (its round shown, unchanged by a sheet once results are in)
    window.event_view.show_area("Draws")
    app.processEvents()
    table = next(t for t in round_tables(window.desk, competition, number) if t.status == "missing")
    scores.enter_sheet(window.desk, competition, number, table.table, league.sheet(*table.entrants), confirm=True)
    out["catch-up, Draws in front"] = timed(window.poll_changes)
    window.event_view.show_area("Scores")
    # the score desk's loop: a sheet number typed, the sheet entered, saved and confirmed, the change heard
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    area = window.event_view.areas["Scores"]
    def sheet_loop(table):
        area.sheet_number_edit.setText(table.sheet_number)
        QTest.keyClick(area.sheet_number_edit, Qt.Key.Key_Return)
        app.processEvents()
        area.panel.form.load(league.sheet(*table.entrants))
        assert area.panel.save(confirm=True), area.panel.status.text()
        app.processEvents()
        window.poll_changes()
    missing = [t for t in round_tables(window.desk, competition, number) if t.status == "missing"]
    out["a sheet at the score desk"] = middle(sheet_loop, missing[:3])
    # the check-in desk's loop: a player's number typed (as a badge scanner types it) and Enter, the check-in
    # saved, the change heard; the players' list is on screen beside the check-in tab, as the area shows it
    window.event_view.show_area("Registration")
    area = window.event_view.areas["Registration"]
    area.tabs.setCurrentWidget(area.check_in)
    app.processEvents()
    panel = area.check_in
    def check_in_loop(number):
        QTest.keyClicks(panel.field, str(number))
        QTest.keyClick(panel.field, Qt.Key.Key_Return)
        app.processEvents()
        window.poll_changes()
        assert f"(player {number}) checked in" in panel.message.label.text(), panel.message.label.text()
    waiting = [p.number for p in registration.list_players(window.desk) if not p.checked_in]
    out["a check-in at the desk"] = middle(check_in_loop, waiting[:3])
    # the registration desk's loop: a new player's name, birth date and eligibility typed, Enter through the
    # form (the last player's competition stays ticked), registered, the change heard
    form = area.player_form
    area.tabs.setCurrentWidget(form)
    app.processEvents()
    def registration_loop(n):
        form.name_edit.setFocus()
        QTest.keyClicks(form.name_edit, f"Newcomer {n} Patel")
        QTest.keyClick(form.name_edit, Qt.Key.Key_Return)
        QTest.keyClicks(form.born_edit, "1990-02-03")
        for field in (form.born_edit, form.phone_edit, form.email_edit, form.notes_edit):
            QTest.keyClick(field, Qt.Key.Key_Return)
        QTest.keyClick(form.eligible_box, Qt.Key.Key_Space)
        QTest.keyClick(form.eligible_box, Qt.Key.Key_Return)
        form.competitions.set_checked(competition, True)
        QTest.keyClick(form.competitions, Qt.Key.Key_Return)
        app.processEvents()
        window.poll_changes()
        assert f"Newcomer {n} Patel is player" in form.message.label.text(), form.message.label.text()
    out["a player registered"] = middle(registration_loop, range(3))
print(json.dumps(out))
window.close()
app.processEvents()
"""


def one_run(event: Path, extra: list[str], cwd: Path) -> dict[str, list[float]]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(event), *extra],
        capture_output=True,
        text=True,
        env=league.desk_env(),
        cwd=cwd,
        timeout=900,
    )
    if done.returncode != 0:
        raise SystemExit(f"the desk failed on {event.name} ({done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    argv = sys.argv[1:]
    repo = league.take_repo(argv)
    if repo is not None:
        league.rerun(__file__, repo, argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--teams", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        demo = tmp / "demo.cardnight"
        subprocess.run(
            league.desk_command("demo", str(demo)),
            env=league.desk_env(),
            cwd=tmp,
            check=True,
            capture_output=True,
        )
        league.league(
            args.teams, args.rounds, tmp / "league.cardnight", open_round=True
        )  # built before the runs
        extra = [league.COMPETITION, str(Path(__file__).resolve().parent), str(args.rounds + 1)]
        demo_runs, league_runs = [], []
        for run in range(args.runs):  # taking turns, so that a busy spell hits both
            demo_runs.append(one_run(demo, [], tmp))
            fresh = league.league(args.teams, args.rounds, tmp / f"league-{run}.cardnight", open_round=True)
            league_runs.append(one_run(fresh, extra, tmp))
    print(
        f"areas of the desk, first show (catch-up: after a confirmed sheet), seconds, median of {args.runs} "
        f"runs ({league.repo()}) — {time.strftime('%Y-%m-%d %H:%M')}"
    )
    players = (demo_runs[0]["players"], league_runs[0]["players"])
    print(
        f"{'':<24}{'demo night':>22}{f'league {args.teams} teams':>36}\n"
        f"{'what':<24}{'wall':>8}{'CPU':>8}{'x bare':>8}{'wall':>8}{'CPU':>8}{'range CPU':>12}{'x bare':>8}"
        f"{'goal':>8}"
    )
    keys = [k for k in league_runs[0] if k != "players"]
    AREAS.update(k for k in demo_runs[0] if k not in ("players", "bare table"))
    bare = {
        name: statistics.median(run["bare table"][1] for run in runs)
        for name, runs in (("demo", demo_runs), ("league", league_runs))
    }
    over = []
    for key in keys:
        cells = []
        for name, runs in (("demo", demo_runs), ("league", league_runs)):
            if key not in runs[0]:
                cells.append(f"{'':>24}")
                continue
            wall = statistics.median(run[key][0] for run in runs)
            cpu = [run[key][1] for run in runs]
            ratio = statistics.median(cpu) / bare[name]
            cells.append(f"{wall:>8.3f}{statistics.median(cpu):>8.3f}")
            if name == "league":
                cells.append(f"{min(cpu):>6.3f}-{max(cpu):<5.3f}")
            cells.append(f"{ratio:>7.1f}x")
            if name == "league" and key != "bare table":
                area = key in AREAS
                limit = GOAL_AREA if area else GOAL_CATCH_UP if key.startswith("catch-up") else GOAL_SHEET
                ok = statistics.median(cpu) <= limit and (not area or ratio <= GOAL_RATIO)
                cells.append(f"{'ok' if ok else 'over':>8}")
                if not ok:
                    over.append(key)
        print(f"{key:<24}" + "".join(cells))
    print(
        f"bare table: a QTableView over a plain Python model of as many rows as the event has players "
        f"({players[0]} on the demo night, {players[1]} in the league), shown the same way"
    )
    print(
        f"goal: each area <= {GOAL_RATIO:.0f}x the bare table and <= {GOAL_AREA} s CPU at {args.teams} teams; "
        f"catch-up <= {GOAL_CATCH_UP} s; a sheet, a check-in or a registration <= {GOAL_SHEET} s: "
        f"{'met' if not over else 'NOT met (' + ', '.join(over) + ')'}"
    )


if __name__ == "__main__":
    main()
