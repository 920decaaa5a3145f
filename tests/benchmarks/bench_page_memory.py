"""Does the players' page's memory stay flat under a hall of phones for an hour?

Run: ``python tests/benchmarks/bench_page_memory.py [--minutes 60] [--every 60] [--phones 100] [--change-every 20]
[--sleep-every 120] [--repo PATH]`` (``--minutes 5 --every 15`` for a short run).

It makes the demo night (not measured), then starts the players' page as the desk does, in a process of its
own (``cardnight-desk serve EVENT --host 127.0.0.1 --port 0``), and against it, from a third process (phones
are other machines, each with an address of its own: 127.0.x.y, every one of them this machine's on Linux),
PHONES phones that do what the page's script does in a browser: open a page (the event, the standings, one
competition's, the clock, a name search) in one of the five languages, then ask ``/live`` with the generation
they show, answered when the event changes or after the long poll's twenty seconds, ask
again 200 ms later, and fetch their page again when the generation moved. Each phone keeps its connection open
and opens a new one when the server closes it. Now and then (every SLEEP_EVERY seconds on average) a phone's
screen locks: it leaves its connection as it is, neither used nor closed (a phone asleep, or gone off the
hall's Wi-Fi, sends nothing more, not even the end of the connection), and ten seconds later it wakes and goes
on, on a new connection, as the page's script does. Meanwhile a desk changes the event every CHANGE_EVERY
seconds (the board's announcements: every open page is then fetched anew), as a night of confirmed sheets does.

Every EVERY seconds the table gives the page's resident memory (RSS, read with ``ps``), its change since the
first sample, the requests answered by then, the connections left open by phones asleep, and the pages that
failed (a phone whose page failed opens it again); at the end, the slope of the RSS over the samples after the
first fifth of the run (least squares, MiB a minute) and whether it is flat (under
:data:`FLAT_MIB_PER_MINUTE`). ``--repo PATH`` measures another checkout (before and after a change).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FLAT_MIB_PER_MINUTE = 0.05  # 3 MiB an hour: what "flat" means here
ADDRESSES = ("/", "/standings", "/standings/Rummy", "/clock", "/table?name=singh", "/baccarat")
LANGUAGES = ("en", "pa", "gu", "ml", "hi")
LONG_POLL_PAUSE = 0.2  # the page's script asks /live again 200 ms after an answer
ASLEEP_SECONDS = 10.0


# --- the phones (run in a process of their own: ``bench_page_memory.py --phones PORT N``) ---------------------
class Phone:
    """One phone with the page open, on one kept-alive connection (a new one when the server closed it)."""

    def __init__(self, port: int, number: int, answered: list[int], sleep_every: float, left: list):
        self.port, self.answered, self.sleep_every, self.left = port, answered, sleep_every, left
        self.address = f"127.0.{100 + number // 250}.{1 + number % 250}"  # a phone's own (see test_load)
        self.page = ADDRESSES[number % len(ADDRESSES)]
        self.language = LANGUAGES[number % len(LANGUAGES)]
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def ask(self, path: str) -> bytes:
        for attempt in range(3):
            try:
                if self.writer is None:
                    self.reader, self.writer = await asyncio.open_connection(
                        "127.0.0.1", self.port, local_addr=(self.address, 0)
                    )
                return await self._ask(path)
            except (ConnectionError, asyncio.IncompleteReadError, OSError):
                if self.writer is not None:
                    self.writer.close()
                self.reader = self.writer = None
                await asyncio.sleep(0.2 * attempt)
        raise ConnectionError(f"{path}: no answer after three connections")

    async def _ask(self, path: str) -> bytes:
        assert self.reader is not None and self.writer is not None
        self.writer.write(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nAccept-Encoding: gzip\r\n"
            f"Accept-Language: {self.language}\r\n\r\n".encode("ascii")
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        length = next(
            int(line.split(b":", 1)[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        )
        body = await self.reader.readexactly(length)
        if b"connection: close" in head.lower():
            self.writer.close()
            self.reader = self.writer = None
        self.answered[0] += 1
        return body

    async def run(self) -> None:
        page = await self.ask(self.page)
        shown = re.search(rb'data-v="(\d+)"', page)
        seen = shown.group(1).decode() if shown else "0"
        sleeps_at = self._next_sleep()
        while True:
            if time.monotonic() >= sleeps_at:  # the screen locks: the connection is left as it is
                self.left.append(self.writer)
                self.reader = self.writer = None
                await asyncio.sleep(ASLEEP_SECONDS)
                sleeps_at = self._next_sleep()
            live = json.loads(await self.ask(f"/live?v={seen}"))
            if str(live["v"]) != seen:
                seen = str(live["v"])
                await self.ask(self.page)  # the page's content swapped in
            await asyncio.sleep(LONG_POLL_PAUSE)

    def _next_sleep(self) -> float:
        if not self.sleep_every:
            return float("inf")
        return time.monotonic() + random.expovariate(1 / self.sleep_every)


async def _hall(port: int, phones: int, sleep_every: float) -> None:
    answered = [0]
    left: list = []  # the connections of phones gone to sleep, kept open

    failed = [0]

    async def report() -> None:
        while True:
            await asyncio.sleep(1)
            print(answered[0], len(left), failed[0], flush=True)

    async def phone(n: int) -> None:
        await asyncio.sleep(random.random() * 2)  # the hall opens the page over two seconds
        while True:
            try:
                await Phone(port, n, answered, sleep_every, left).run()
            except (ConnectionError, asyncio.IncompleteReadError, ValueError):
                failed[0] += 1  # counted in the table; the phone opens the page again
                await asyncio.sleep(1)

    await asyncio.gather(report(), *(phone(n) for n in range(phones)))


def _enough_files() -> None:
    """The phones' process keeps every connection a phone left asleep: as many files as the system allows."""
    try:
        import resource
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = 65536
    for limit in (hard, 10240):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, limit), hard))
            return
        except (ValueError, OSError):
            continue


# --- the run ---------------------------------------------------------------------------------------------------
def rss_mib(pid: int) -> float:
    done = subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True, check=True)
    return int(done.stdout.split()[0]) / 1024


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of (minute, MiB) points, MiB a minute."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def change_the_event(repo: Path, event: str, every: float, stop: threading.Event) -> None:
    sys.path.insert(0, str(repo))
    from cardnight_desk.services.announcements import set_announcements
    from cardnight_desk.services.desk import Desk

    desk = Desk.open(event, who="Organiser")
    try:
        n = 0
        while not stop.wait(every):
            n += 1
            set_announcements(desk, [f"Round {n % 9 + 1} starts at table {n % 40 + 1}"])
    finally:
        desk.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=60.0, help="how long to run (default 60)")
    parser.add_argument("--every", type=float, default=60.0, help="seconds between samples (default 60)")
    parser.add_argument("--phones", type=int, default=100)
    parser.add_argument("--change-every", type=float, default=20.0, help="seconds between the desk's changes")
    parser.add_argument(
        "--sleep-every",
        type=float,
        default=120.0,
        help="seconds between a phone's sleeps, on average (0: never)",
    )
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--hall", nargs=2, type=int, metavar=("PORT", "PHONES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.hall:
        _enough_files()
        asyncio.run(_hall(*args.hall, args.sleep_every))
        return
    repo = args.repo.resolve()
    env = {**os.environ, "PYTHONPATH": str(repo)}
    folder = Path(tempfile.mkdtemp(prefix="bench-page-memory-"))
    event = str(folder / "demo.cardnight")
    subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "demo", event],
        cwd=repo,
        env=env,
        check=True,
        capture_output=True,
    )
    page = subprocess.Popen(
        [sys.executable, "-m", "cardnight_desk", "serve", event, "--host", "127.0.0.1", "--port", "0"],
        cwd=repo,
        env=env,
        stdout=subprocess.PIPE,
        stderr=open(folder / "page.log", "w"),  # noqa: SIM115 - kept open as long as the page runs
        text=True,
    )
    assert page.stdout is not None
    found = re.search(r"http://[^:]+:(\d+)/", page.stdout.readline())
    if not found:
        page.kill()
        raise SystemExit(f"the page did not start: see {folder / 'page.log'}")
    port = int(found.group(1))
    hall = subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--hall",
            str(port),
            str(args.phones),
            "--sleep-every",
            str(args.sleep_every),
        ],
        stdout=subprocess.PIPE,
        stderr=open(folder / "phones.log", "w"),  # noqa: SIM115
        text=True,
    )
    answered = [0, 0, 0]  # requests answered, connections left by phones gone to sleep, pages that failed

    def count() -> None:
        assert hall.stdout is not None
        for line in hall.stdout:
            answered[:] = [int(n) for n in line.split()]

    threading.Thread(target=count, daemon=True).start()
    stop = threading.Event()
    changer = threading.Thread(target=change_the_event, args=(repo, event, args.change_every, stop))
    changer.start()
    print(
        f"{args.phones} phones polling as the page does, a change every {args.change_every:g} s, a phone asleep "
        f"every {args.sleep_every:g} s, {args.minutes:g} minutes; checkout {repo}",
        flush=True,
    )
    print(
        f"{'minute':>8}{'RSS MiB':>10}{'change':>9}{'requests':>10}{'left asleep':>13}{'failed':>8}{'phones up':>11}",
        flush=True,
    )
    samples: list[tuple[float, float]] = []
    began = time.monotonic()
    try:
        while True:
            minute = (time.monotonic() - began) / 60
            rss = rss_mib(page.pid)
            samples.append((minute, rss))
            alive = "yes" if hall.poll() is None else f"NO ({hall.returncode})"
            print(
                f"{minute:>8.1f}{rss:>10.1f}{rss - samples[0][1]:>+9.1f}{answered[0]:>10}{answered[1]:>13}"
                f"{answered[2]:>8}"
                f"{alive:>11}",
                flush=True,
            )
            if minute >= args.minutes or page.poll() is not None:
                break
            time.sleep(max(0.0, began + len(samples) * args.every - time.monotonic()))
    finally:
        stop.set()
        changer.join()
        for proc in (hall, page):
            proc.terminate()
            proc.wait(timeout=30)
    settled = [p for p in samples if p[0] >= samples[-1][0] / 5]
    rate = slope(settled) if len(settled) > 1 else float("nan")
    verdict = "flat" if abs(rate) < FLAT_MIB_PER_MINUTE else "NOT flat"
    print(
        f"slope after the first fifth: {rate:+.3f} MiB a minute ({rate * 60:+.1f} MiB an hour): {verdict} "
        f"(flat: under {FLAT_MIB_PER_MINUTE} MiB a minute); {answered[0]} requests answered"
    )
    print(f"the page's log: {folder / 'page.log'}")


if __name__ == "__main__":
    main()
