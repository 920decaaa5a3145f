"""How fast the players' page stores the score sheets a hall of phones enters at the tables, against a bare aiohttp
handler storing a row.

Run: ``python tests/benchmarks/bench_table_entry.py [--tables 100] [--seconds 60] [--checks 3] [--repo PATH]``.

It makes an event first (not timed): a Bhukhar competition of ``2 × TABLES`` teams with ``table_entry`` on, its
first round drawn, and each side's link (``services.table_entry.round_links``). Then it starts, each in a process
of its own:

- **players' page**: ``cardnight-desk serve EVENT --host 127.0.0.1 --port 0``, the desk's real path: the entry
  pages, their form key, the rules' check, the event's store and its history;
- **bare aiohttp**: an aiohttp application whose form page is a fixed page of the same size and whose post
  handler reads the JSON and inserts it as one row into an SQLite file (WAL, ``synchronous=FULL``, as an event
  file is), on one thread beside the loop: what taking a sheet costs the server library and SQLite alone.

Both sides of every table have a phone: ``2 × TABLES`` phones (a third process: phones are other machines), each
with its own connection from an address of its own (127.0.x.y, as ``tests/web/test_load.py`` connects). Each
phone posts its table's sheet (both sides the same sheet) at a moment drawn at random over SECONDS; before it,
it opens its link (``GET /entry/TOKEN``, taking the form key from the page's ``entry-data`` as ``entry.js``
does), and while it is "typed" the form checks it CHECKS times (``POST /entry/TOKEN/check``, as ``entry.js``
checks as it is typed). Every post sends the key in ``X-Entry-Key`` and the page's own ``Origin``, as the form
does. The same plan (the same moments) drives the bare server after the page.

Then, through the desk's services (``table_states``, ``scores.get_sheet``) and while the page still runs: every
entry the page acknowledged (200) is the side's stored entry, every table's sides agree and its sheet is a draft
"agreed at the table"; the bare server's rows are counted the same way.

The table gives p50, p95 and the slowest of the posts, the form pages and the checks of each server, the ratio
of the posts' p95s, and whether the issue's goal holds: a post's p95 under 300 ms, every acknowledged entry
stored, every table agreed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if __name__ == "__main__" and str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.benchmarks.bench_players_page import SERVE_BARE_APP, quantile, start  # noqa: E402
from tests.benchmarks.league import COMPETITION, sheet  # noqa: E402

GOAL_P95 = 0.300
ENTRY_DATA = re.compile(r'<script id="entry-data" type="application/json">(.*?)</script>', re.S)

BARE_SERVER = (
    r"""
import asyncio, json, sqlite3, sys
from concurrent.futures import ThreadPoolExecutor
from aiohttp import web
db = sqlite3.connect(sys.argv[1], check_same_thread=False, isolation_level=None)
db.execute("PRAGMA journal_mode=WAL")
db.execute("PRAGMA synchronous=FULL")
db.execute("CREATE TABLE IF NOT EXISTS entry (id INTEGER PRIMARY KEY, token TEXT, sheet TEXT)")
writer = ThreadPoolExecutor(1)
head = '<script id="entry-data" type="application/json">{"key": "k"}</script>'
page = head + "x" * max(0, int(sys.argv[2]) - len(head))
def insert(token, sheet):
    db.execute("INSERT INTO entry (token, sheet) VALUES (?, ?)", (token, json.dumps(sheet)))
async def form(request):
    return web.Response(text=page, content_type="text/html", charset="utf-8")
async def post(request):
    sheet = await request.json()
    await asyncio.get_running_loop().run_in_executor(writer, insert, request.match_info["token"], sheet)
    return web.json_response({"status": "waiting"})
async def check(request):
    await request.json()
    return web.json_response({"errors": []})
app = web.Application()
app.router.add_get("/entry/{token}", form)
app.router.add_post("/entry/{token}", post)
app.router.add_post("/entry/{token}/check", check)
"""
    + SERVE_BARE_APP
)


# --- the event -------------------------------------------------------------------------------------------------
def make_event(target: Path, tables: int) -> list[dict]:
    """The event at ``target`` (table entry on, round 1 drawn) and each side's link with its table's sheet:
    ``[{"table", "side", "path", "sheet"}]``."""
    import datetime as dt

    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.draws import draw_next_round
    from cardnight_desk.services.events import add_competition
    from cardnight_desk.services.registration_apply import apply_batch
    from cardnight_desk.services.registration_batch import BatchRow
    from cardnight_desk.services.registration_model import PlayerDetails
    from cardnight_desk.services.table_entry import round_links

    desk = Desk.create(str(target), "League night", "2026-10-03", who="desk 1")
    try:
        add_competition(desk, COMPETITION, "bhukhar", settings={"table_entry": "on"})
        rows = [
            BatchRow(
                3 * k + i + 2,
                PlayerDetails(
                    f"Team {k:04d} {i + 1}", dt.date(1970 + k % 30, 1 + i, 1 + k % 28), eligible=True
                ),
                (COMPETITION,),
                ((COMPETITION, f"Team {k:04d}"),),
            )
            for k in range(2 * tables)
            for i in range(3)
        ]
        apply_batch(desk, rows, source="league.xlsx", today=dt.date(2026, 10, 3))
        draw_next_round(desk, COMPETITION, seed=1001)
        links = round_links(desk, COMPETITION, 1)
    finally:
        desk.close()
    rng = random.Random(tables)
    phones = []
    for t in links.tables:
        winner, loser = (s.side for s in t.sides)
        table_sheet = sheet(winner, loser, rng.randint(0, 6))
        phones += [{"table": t.table, "side": s.side, "path": s.path, "sheet": table_sheet} for s in t.sides]
    return phones


def plan(phones: list[dict], seconds: float, checks: int, seed: int) -> list[dict]:
    """Each phone's moments (seconds from the start): its post drawn at random over ``seconds``, its form page
    opened a while before, and its checks spread between the two."""
    rng = random.Random(seed)
    out = []
    for phone in phones:
        post = rng.uniform(0, seconds)
        opened = post * rng.uniform(0.2, 0.7)
        typed = [opened + (post - opened) * (k + 1) / (checks + 1) for k in range(checks)]
        out.append({**phone, "open": opened, "checks": typed, "post": post})
    return out


# --- the phones (a process of their own) -----------------------------------------------------------------------
def phone_address(number: int) -> str:
    return f"127.0.{100 + number // 250}.{1 + number % 250}"


async def _phone(port: int, number: int, phone: dict, began: float) -> dict:
    import aiohttp

    base = f"http://127.0.0.1:{port}"
    connector = aiohttp.TCPConnector(limit=1, local_addr=(phone_address(number), 0))
    timeout = aiohttp.ClientTimeout(total=60)
    found: dict = {"table": phone["table"], "side": phone["side"], "checks": [], "retries": 0}
    async with aiohttp.ClientSession(base, connector=connector, timeout=timeout) as session:

        async def ask(method: str, path: str, **kwargs) -> tuple[int, bytes, float]:
            for attempt in range(2):  # a kept connection the server closed as idle is opened again once
                at = time.perf_counter()
                try:
                    async with session.request(method, path, **kwargs) as r:
                        body = await r.read()
                        return r.status, body, time.perf_counter() - at
                except aiohttp.ServerDisconnectedError:
                    if attempt:
                        raise
                    found["retries"] += 1
            raise AssertionError("unreachable")

        async def until(moment: float) -> None:
            await asyncio.sleep(max(0.0, began + moment - time.monotonic()))

        await until(phone["open"])
        status, body, took = await ask("GET", phone["path"], headers={"Accept-Language": "en"})
        found["form"] = took
        if status != 200:
            raise AssertionError(f"{phone['path']}: {status}")
        key = json.loads(ENTRY_DATA.search(body.decode("utf-8")).group(1))["key"]  # type: ignore[union-attr]
        headers = {"X-Entry-Key": key, "Origin": base}
        for moment in phone["checks"]:
            await until(moment)
            status, body, took = await ask(
                "POST", phone["path"] + "/check", json=phone["sheet"], headers=headers
            )
            found["checks"].append(took)
            if status != 200:
                raise AssertionError(f"check {phone['path']}: {status} {body[:200]!r}")
        await until(phone["post"])
        status, body, took = await ask("POST", phone["path"], json=phone["sheet"], headers=headers)
        found.update(post=took, status=status, answer=json.loads(body) if body else None)
    return found


async def _hall(port: int, phones: list[dict]) -> list[dict]:
    began = time.monotonic() + 0.5
    return list(await asyncio.gather(*(_phone(port, n, p, began) for n, p in enumerate(phones))))


def drive(port: int, phones: list[dict], repo: Path) -> list[dict]:
    """The phones, in a process of their own, against the server on ``port``."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--drive", str(port)],
        input=json.dumps(phones),
        capture_output=True,
        text=True,
        cwd=repo,
        env={**os.environ, "PYTHONPATH": str(repo)},
    )
    if done.returncode != 0:
        raise SystemExit(f"the phones failed: {done.stderr[-3000:]}")
    return json.loads(done.stdout)


# --- what was stored -------------------------------------------------------------------------------------------
def desk_stored(event: Path, phones: list[dict], answers: list[dict]) -> tuple[int, int, int, int]:
    """(acknowledged entries, of them stored as the side's entry, tables, of them agreed with a draft sheet
    "agreed at the table"), read through the desk's services."""
    from cardnight_desk.services import scores
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.sheet_status import SheetStatus
    from cardnight_desk.services.table_entry import AGREED, TABLE_ENTRY_WHO, table_states

    desk = Desk.open(str(event), who="benchmark")
    try:
        states = table_states(desk, COMPETITION, 1)
        acknowledged = stored = 0
        for phone, answer in zip(phones, answers, strict=True):
            if answer["status"] != 200:
                continue
            acknowledged += 1
            state = states.get(phone["table"])
            entry = state.entry(phone["side"]) if state is not None else None
            stored += entry is not None and entry.sheet == phone["sheet"]
        tables = sorted({p["table"] for p in phones})
        agreed = 0
        for table in tables:
            state = states.get(table)
            kept = scores.get_sheet(desk, COMPETITION, 1, table)
            agreed += (
                state is not None
                and state.status == AGREED
                and kept is not None
                and kept.status == SheetStatus.DRAFT
                and kept.entered_by.startswith(TABLE_ENTRY_WHO)
            )
    finally:
        desk.close()
    return acknowledged, stored, len(tables), agreed


def bare_stored(database: Path, answers: list[dict]) -> tuple[int, int]:
    """(acknowledged posts, rows stored) of the bare server."""
    with sqlite3.connect(database) as db:
        rows = db.execute("SELECT COUNT(*) FROM entry").fetchone()[0]
    return sum(a["status"] == 200 for a in answers), rows


# --- the run ---------------------------------------------------------------------------------------------------
def serve(repo: Path, event: Path, phones: list[dict]) -> tuple[list[dict], tuple, float]:
    proc, port, startup = start(
        [sys.executable, "-m", "cardnight_desk", "serve", str(event), "--host", "127.0.0.1", "--port", "0"],
        repo,
    )
    try:
        answers = drive(port, phones, repo)
        stored = desk_stored(event, phones, answers)  # while it runs: acknowledged means stored
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        errors = proc.stderr.read() if proc.stderr else ""
    if errors.strip():
        print(f"serve's own lines: {errors.strip()[-2000:]}", file=sys.stderr)
    return answers, stored, startup


def bare(repo: Path, folder: Path, phones: list[dict], page_size: int) -> tuple[list[dict], tuple]:
    database = folder / "bare.sqlite"
    proc, port, _ = start([sys.executable, "-c", BARE_SERVER, str(database), str(page_size)], repo)
    try:
        answers = drive(port, phones, repo)
        stored = bare_stored(database, answers)
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    return answers, stored


def row(name: str, what: str, timings: list[float]) -> str:
    ms = [t * 1000 for t in timings]
    return (
        f"{name:<16}{what:<14}{len(ms):>7}{quantile(ms, 0.5):>9.1f}{quantile(ms, 0.95):>9.1f}{max(ms):>9.1f}"
    )


def page_size(repo: Path, event: Path, phone: dict) -> int:
    """The size of a form page, read from a page started for it alone (the bare page is made as long)."""
    import urllib.request

    proc, port, _ = start(
        [sys.executable, "-m", "cardnight_desk", "serve", str(event), "--host", "127.0.0.1", "--port", "0"],
        repo,
    )
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{phone['path']}", timeout=30) as r:
            return len(r.read())
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100, help="tables (two phones each)")
    parser.add_argument("--seconds", type=float, default=60.0, help="the posts are spread over this time")
    parser.add_argument("--checks", type=int, default=3, help="checks each form makes as it is typed")
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--drive", type=int, help=argparse.SUPPRESS)  # the phones' process: the server's port
    args = parser.parse_args()
    if args.drive is not None:
        print(json.dumps(asyncio.run(_hall(args.drive, json.loads(sys.stdin.read())))))
        return
    repo = args.repo.resolve()
    sys.path.insert(0, str(repo))

    folder = Path(tempfile.mkdtemp(prefix="bench-table-entry-"))
    event = folder / "night.cardnight"
    started = time.perf_counter()
    phones = plan(make_event(event, args.tables), args.seconds, args.checks, args.seed)
    print(f"event made in {time.perf_counter() - started:.1f} s ({folder})", file=sys.stderr, flush=True)
    size = page_size(repo, event, phones[0])

    page, (acknowledged, stored, tables, agreed), startup = serve(repo, event, phones)
    reference, (bare_acknowledged, bare_rows) = bare(repo, folder, phones, size)

    print(
        f"{len(phones)} phones (both sides of {args.tables} tables) posting over {args.seconds:.0f} s, "
        f"{args.checks} checks each while typing (ms)"
    )
    print(f"{'server':<16}{'request':<14}{'count':>7}{'p50':>9}{'p95':>9}{'max':>9}")
    for name, answers in (("players' page", page), ("bare aiohttp", reference)):
        print(row(name, "form page", [a["form"] for a in answers]))
        if args.checks:
            print(row(name, "check", [t for a in answers for t in a["checks"]]))
        print(row(name, "post", [a["post"] for a in answers]))
    p95 = quantile([a["post"] for a in page], 0.95)
    ratio = p95 / quantile([a["post"] for a in reference], 0.95)
    print(f"  ratio of the posts' p95s, players' page / bare aiohttp: {ratio:.2f}")
    print(f"  serve's start-up {startup * 1000:.0f} ms")
    statuses = Counter(f"{a['status']} {(a['answer'] or {}).get('status', '')}".strip() for a in page)
    told = {a["table"] for a in page if (a["answer"] or {}).get("status") == "agreed"}
    said = ", ".join(f"{k} ×{n}" for k, n in sorted(statuses.items()))
    retries = sum(a["retries"] for a in page) + sum(a["retries"] for a in reference)
    print(
        f"  players' page: {acknowledged} of {len(page)} posts acknowledged (answers: {said}), {stored} of "
        f"them stored as the side's entry; {agreed} of {tables} tables agreed into a draft, a side told "
        f"'agreed' at {len(told)}"
    )
    print(f"  bare aiohttp: {bare_acknowledged} posts acknowledged, {bare_rows} rows stored")
    if retries:
        print(f"  requests sent again on a new connection after the server closed an idle one: {retries}")
    whole = acknowledged == len(page) and stored == acknowledged and agreed == tables == len(told)
    print(
        f"goal p95 < {GOAL_P95 * 1000:.0f} ms, every acknowledged entry stored, every table agreed: "
        f"{'met' if p95 < GOAL_P95 and whole else 'NOT met'} (p95 {p95 * 1000:.1f} ms; "
        f"{'all stored and agreed' if whole else 'NOT all stored and agreed'})"
    )


if __name__ == "__main__":
    main()
