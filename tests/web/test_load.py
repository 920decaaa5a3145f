"""A hall of phones at once: 100 clients polling the pages together, each answered quickly.

Each client is a phone with the page open: its own connection kept alive, asking once a second — all of them
in the same instant, the worst a hall can do (:func:`poll_together`; ``every=0`` asks back to back, harsher
than any phone). Each phone connects from an address of its own, as phones do (the page lets one address hold
a few connections only): one of this machine's loopback addresses, 127.0.x.y (on Linux every one of them is
this machine's; elsewhere they must be added to the loopback interface first). The clients run in a process of their own (``python -m tests.web.test_load PORT``), as
phones are other machines, and on one asyncio loop, so that what is timed is the server's answer rather than
a hundred client threads waiting for one another.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time

CLIENTS = 100
REQUESTS_EACH = 10
ADDRESSES = [
    "/live",
    "/standings",
    "/clock",
    "/table?name=singh",
    "/",
    "/baccarat",
    "/live",
    "/standings/Rummy",
]
LANGUAGES = ("pa", "gu", "ml", "hi", "en")


def phone_address(number: int) -> str:
    """The address phone ``number`` connects from."""
    return f"127.0.{100 + number // 250}.{1 + number % 250}"


async def _phone(port: int, number: int, each: int, every: float, start: float, timings: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(phone_address(number), 0))
    try:
        for i in range(each):
            if every:
                await asyncio.sleep(max(0.0, start + i * every - time.monotonic()))
            path = ADDRESSES[(number + i) % len(ADDRESSES)]
            request = (
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                f"Accept-Language: {LANGUAGES[number % len(LANGUAGES)]}\r\n\r\n"
            )
            began = time.perf_counter()
            writer.write(request.encode("ascii"))
            head = await reader.readuntil(b"\r\n\r\n")
            status = head.split(b" ", 2)[1]
            length = next(
                int(line.split(b":", 1)[1])
                for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length:")
            )
            body = await reader.readexactly(length)
            timings.append(time.perf_counter() - began)
            if status != b"200" or not body:
                raise AssertionError(f"{path}: {status.decode()}")
    finally:
        writer.close()


async def _hall(port: int, clients: int, each: int, every: float) -> list[float]:
    timings: list[float] = []
    start = time.monotonic() + 0.5  # every phone connected before the first request
    await asyncio.gather(*(_phone(port, n, each, every, start, timings) for n in range(clients)))
    return timings


def poll_together(
    port: int, clients: int = CLIENTS, each: int = REQUESTS_EACH, every: float = 1.0
) -> list[float]:
    """``clients`` phones each send ``each`` requests, all at once every ``every`` seconds (0: back to
    back); the seconds each request took to be answered."""
    return asyncio.run(_hall(port, clients, each, every))


def poll_from_another_process(
    port: int, clients: int = CLIENTS, each: int = REQUESTS_EACH, every: float = 1.0
) -> list[float]:
    done = subprocess.run(
        [sys.executable, "-m", "tests.web.test_load", str(port), str(clients), str(each), str(every)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def test_a_hundred_phones_polling_at_once_are_answered_within_200_ms(server):
    poll_from_another_process(server.port, clients=10, each=3, every=0)  # every page written once
    timings = poll_from_another_process(server.port)
    assert len(timings) == CLIENTS * REQUESTS_EACH
    p95 = percentile(timings, 0.95)
    assert p95 < 0.200, f"p95 {p95 * 1000:.0f} ms, median {percentile(timings, 0.5) * 1000:.0f} ms"


if __name__ == "__main__":
    port, clients, each = (int(a) for a in sys.argv[1:4])
    print(json.dumps(poll_together(port, clients, each, float(sys.argv[4]))))
