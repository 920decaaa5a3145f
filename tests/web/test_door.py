"""The players' page under attack from the hall: requests that never arrive whole are dropped within seconds,
one device cannot hold more than its share of connections nor the server more than its cap while the phones get
their pages, what is turned away is said once a minute by kind (never a traceback a connection), and a request
for another host name (DNS rebinding) is refused on every address of the site."""

from __future__ import annotations

import errno
import logging
import socket
import threading
import time

import pytest

from cardnight_desk.web.door import IDLE_SECONDS, PER_ADDRESS, REQUEST_SECONDS
from cardnight_desk.web.server import PlayersPageServer
from tests.web.conftest import fetch


def connect(port: int, source: str = "127.0.0.1") -> socket.socket:
    """A connection to the page from ``source`` (any 127.x.y.z is this machine, as another phone's address)."""
    s = socket.socket()
    try:
        s.bind((source, 0))
    except OSError as err:  # a system whose loopback has one address only
        s.close()
        pytest.skip(f"cannot connect from {source}: {err}")
    s.connect(("127.0.0.1", port))
    return s


def ask(port: int, path: str = "/standings", source: str = "127.0.0.1", host: str | None = None) -> bytes:
    """A phone's whole request on a connection of its own, from ``source``: the answer's head and body."""
    with connect(port, source) as s:
        s.settimeout(10)
        s.sendall(
            f"GET {path} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\nConnection: close\r\n\r\n".encode()
        )
        return read_all(s)


def read_all(s: socket.socket) -> bytes:
    chunks = []
    while True:
        try:
            chunk = s.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def closed_by_server(s: socket.socket, wait: float) -> tuple[bool, bytes]:
    """(whether the server closed ``s`` within ``wait`` seconds, what it sent before)."""
    s.settimeout(wait)
    got = b""
    try:
        while True:
            chunk = s.recv(4096)
            if not chunk:
                return True, got
            got += chunk
    except TimeoutError:
        return False, got
    except ConnectionResetError:
        return True, got


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0


def test_requests_that_do_not_arrive_whole_are_dropped_within_seconds(server):
    """Slowloris: a request line and then nothing, headers sent a byte a second, or nothing at all; every one
    of them is closed within the deadline (a 408 to those that began a request), and a phone meanwhile gets its
    page at once."""
    port = server.port
    line_only = [connect(port, f"127.0.0.{2 + n // 10}") for n in range(30)]
    for s in line_only:
        s.sendall(b"GET /standings HTTP/1.1\r\n")
    silent = [connect(port, "127.0.1.1") for _ in range(10)]
    trickling = [connect(port, "127.0.2.1") for _ in range(5)]
    stop = threading.Event()

    def trickle() -> None:
        request = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: {'a' * 200}\r\n\r\n".encode()
        for byte in request:
            if stop.wait(0.5):
                return
            for s in trickling:
                try:
                    s.send(bytes([byte]))
                except OSError:
                    pass

    trickler = threading.Thread(target=trickle)
    began = time.monotonic()
    trickler.start()
    try:
        assert status_of(ask(port, source="127.0.3.1")) == 200  # a phone is answered meanwhile
        for s in line_only + silent + trickling:
            closed, sent = closed_by_server(s, max(0.1, began + REQUEST_SECONDS + 2.0 - time.monotonic()))
            assert closed, f"a connection still open {time.monotonic() - began:.1f} s after it began"
            if s not in silent:
                assert status_of(sent) == 408
        assert time.monotonic() - began < REQUEST_SECONDS + 2.0
    finally:
        stop.set()
        trickler.join()
        for s in line_only + silent + trickling:
            s.close()
    assert status_of(ask(port)) == 200  # and the page serves on


def test_a_connection_left_by_a_phone_gone_to_sleep_is_closed(server):
    """A phone whose screen locks (or that leaves the hall's Wi-Fi) leaves its connection open and silent: the
    page closes it within IDLE_SECONDS of its last answer (it kept each one an hour, and its memory grew with
    them), while a phone asking again in time keeps its connection."""
    port = server.port
    request = f"GET /live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    asleep, awake = connect(port, "127.0.40.1"), connect(port, "127.0.40.2")
    try:
        for s in (asleep, awake):
            s.settimeout(10)
            s.sendall(request)
            assert status_of(s.recv(65536)) == 200
        answered = time.monotonic()
        while time.monotonic() - answered < IDLE_SECONDS - 1:
            time.sleep(1)
            awake.sendall(request)
            assert status_of(awake.recv(65536)) == 200
        closed, _ = closed_by_server(asleep, max(0.1, answered + IDLE_SECONDS + 2 - time.monotonic()))
        assert closed and time.monotonic() - answered < IDLE_SECONDS + 2
        awake.sendall(request)
        assert status_of(awake.recv(65536)) == 200
    finally:
        asleep.close()
        awake.close()


def test_a_device_that_never_reads_its_answers_is_let_go(server):
    """A device asking for the fonts over and over on one connection and never reading the answers (their bytes
    pile up in the server) is let go once its answers have not moved for IDLE_SECONDS."""
    port = server.port
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.bind(("127.0.50.1", 0))
        s.connect(("127.0.0.1", port))
        request = f"GET /fonts/NotoSans-Regular.ttf HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
        s.sendall(request * 40)  # 20 MB of answers asked for
        began = time.monotonic()
        time.sleep(IDLE_SECONDS + 3)
        s.settimeout(10)
        received, closed = 0, False
        try:
            while chunk := s.recv(1 << 20):
                received += len(chunk)
            closed = True
        except (ConnectionResetError, TimeoutError) as err:
            closed = isinstance(err, ConnectionResetError)
        assert closed, f"still open {time.monotonic() - began:.0f} s after its last request"
        assert received < 40 * 512_672  # cut off, not served whole
    assert status_of(ask(port, "/fonts/NotoSans-Regular.ttf", source="127.0.50.2")) == 200


def test_one_address_gets_its_share_of_connections_and_the_phones_their_pages(server):
    """One device opening 200 connections holds at most PER_ADDRESS of them; the rest are answered 503 at
    once and closed; phones on other addresses get their pages throughout."""
    port = server.port
    flood = [connect(port, "127.0.0.9") for _ in range(200)]
    try:
        refused = 0
        for s in flood[PER_ADDRESS:]:
            closed, sent = closed_by_server(s, 2.0)
            assert closed and status_of(sent) == 503 and b"busy" in sent
            refused += 1
        assert refused == 200 - PER_ADDRESS
        held = [closed_by_server(s, 0.05)[0] for s in flood[:PER_ADDRESS]]
        assert not any(held), "the connections within the share are kept (until their deadline)"
        for n in range(20):  # the hall's phones
            answer = ask(port, "/standings", source=f"127.0.10.{n + 1}")
            assert status_of(answer) == 200 and b"Lions" in answer
    finally:
        for s in flood:
            s.close()


def test_connections_over_the_total_cap_are_refused_while_phones_keep_theirs(night):
    """The total cap: once it is reached, a new connection from any address is answered 503 at once, and a
    phone that holds a connection keeps getting its pages on it."""
    page = PlayersPageServer(str(night), host="127.0.0.1", port=0, total=30)
    page.start()
    held: list[socket.socket] = []
    try:
        phone = connect(page.port, "127.0.20.1")
        phone.settimeout(10)
        request = f"GET /live HTTP/1.1\r\nHost: 127.0.0.1:{page.port}\r\n\r\n".encode()
        phone.sendall(request)
        assert status_of(phone.recv(65536)) == 200
        for n in range(40):
            held.append(connect(page.port, f"127.0.21.{n + 1}"))
        time.sleep(1.0)  # well within the deadline of the connections let in
        outcomes = [closed_by_server(s, 0.01) for s in held]
        refused = [sent for closed, sent in outcomes if closed]
        assert len(refused) == 40 - 29 and all(status_of(sent) == 503 for sent in refused)
        phone.sendall(request)  # the phone's own connection still answers
        assert status_of(phone.recv(65536)) == 200
        phone.close()
    finally:
        for s in held:
            s.close()
        page.stop()


def test_refusals_are_said_once_a_minute_by_kind_never_a_traceback(server, caplog):
    """A flood of every kind of refusal (over the share, a request never whole, another host name, a request
    that is not HTTP, an error of the server's loop: too many open files) is said in one line each."""
    caplog.set_level(logging.DEBUG)
    port = server.port
    flood = [connect(port, "127.0.0.30") for _ in range(PER_ADDRESS + 100)]
    for s in flood[:PER_ADDRESS]:
        s.sendall(b"GET / HTTP/1.1\r\n")
    for n in range(40):
        assert status_of(ask(port, "/", source=f"127.0.31.{n + 1}", host=f"evil-{n}.example:{port}")) == 421
    for n in range(40):
        with connect(port, f"127.0.32.{n + 1}") as s:
            s.settimeout(10)
            s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nnot a header\r\n\r\n")
            read_all(s)
    loop = server._loop
    for _ in range(300):  # what asyncio reports when accept() finds no file left
        loop.call_soon_threadsafe(
            loop.call_exception_handler,
            {
                "message": "socket.accept() out of system resource",
                "exception": OSError(errno.EMFILE, "Too many open files"),
            },
        )
    for s in flood:
        closed_by_server(s, REQUEST_SECONDS + 2.0)
        s.close()
    time.sleep(0.5)
    lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
    said = [r.getMessage() for r in lines]
    assert all(r.exc_info is None for r in lines), "a traceback was logged"
    assert all("\n" not in line for line in said)
    kinds = {
        "over the limit": f"over the limit of {PER_ADDRESS} from one address",
        "not whole": "did not arrive whole",
        "host": "host name that is not its own",
        "not HTTP": "could not handle",
        "no file left": "socket.accept() out of system resource",
    }
    for kind, words in kinds.items():
        assert sum(words in line for line in said) == 1, (kind, said)
    assert len(said) == len(kinds), said


def test_the_tally_says_what_it_counted_once_the_minute_has_passed(caplog):
    from cardnight_desk.web.tally import Tally

    now = [1000.0]
    tally = Tally(clock=lambda: now[0])
    caplog.set_level(logging.WARNING)
    for n in range(5000):
        tally.refuse("refused a connection over the limit of 24 from one address", f"from 10.0.0.{n % 7}")
        now[0] += 0.01  # 50 seconds of refusals
    assert len(caplog.records) == 1
    now[0] += 10.5  # the minute has passed
    tally.say_counted()  # the server's minute tick
    tally.say_counted()
    assert [r.getMessage() for r in caplog.records] == [
        "the players' page refused a connection over the limit of 24 from one address (from 10.0.0.0); the "
        "same again is counted and said once a minute",
        "the players' page refused a connection over the limit of 24 from one address 4999 times in the last "
        "minute (the last: from 10.0.0.1)",
    ]


ROUTES = [
    "/",
    "/table?name=ar",
    "/standings",
    "/standings/Rummy",
    "/clock",
    "/baccarat",
    "/live",
    "/fonts/NotoSansGurmukhi-Regular.ttf",
    "/nowhere",
]


@pytest.mark.parametrize("path", ROUTES)
def test_a_request_for_another_host_name_is_refused_on_every_address(server, path):
    port = server.port
    for host in (
        f"evil.example:{port}",
        "evil.example",
        f"127.0.0.1.evil.example:{port}",
        f"127.0.0.1:{port + 1}",
        f"192.0.2.7:{port}",
        f"[::1]:{port}",
        f"127.0.0.1:{port}:80",
    ):
        status, _, body = fetch(server, path, headers={"Host": host})
        assert status == 421, (path, host, status)
        assert "not the address of the players' page" in body
        assert "Lions" not in body
    status, _, _ = fetch(server, path, method="POST", headers={"Host": f"evil.example:{port}"})
    assert status == 421  # whatever the method
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}"):
        assert fetch(server, path, headers={"Host": host})[0] in (200, 404), host


@pytest.mark.parametrize(
    ("header", "local", "own"),
    [
        ("192.168.1.20:8080", ("192.168.1.20", 8080), True),
        ("192.168.1.20", ("192.168.1.20", 80), True),
        ("192.168.1.20:8080", ("::ffff:192.168.1.20", 8080, 0, 0), True),
        ("[fe80::1]:8080", ("fe80::1%eth0", 8080, 0, 2), True),
        ("[FE80::1]:8080", ("fe80::1", 8080, 0, 0), True),
        ("192.168.1.21:8080", ("192.168.1.20", 8080), False),
        ("192.168.1.20:8081", ("192.168.1.20", 8080), False),
        ("192.168.1.20", ("192.168.1.20", 8080), False),
        ("localhost:8080", ("192.168.1.20", 8080), False),
        ("localhost:8080", ("127.0.0.1", 8080), True),
        ("cards.example:8080", ("192.168.1.20", 8080), False),
        ("192.168.1.20:8080@evil.example", ("192.168.1.20", 8080), False),
        ("", ("192.168.1.20", 8080), False),
        ("[::1:8080", ("::1", 8080, 0, 0), False),
        ("192.168.1.20:99999", ("192.168.1.20", 8080), False),
    ],
)
def test_the_pages_own_addresses(header, local, own):
    from cardnight_desk.web.hosts import is_own_host

    assert is_own_host(header, local) is own


def test_the_machines_own_name_and_the_name_it_listens_on_are_its_own():
    from cardnight_desk.web.hosts import is_own_host

    name = socket.gethostname().split(".", 1)[0].lower()
    assert is_own_host(f"{name}.local:8080", ("192.168.1.20", 8080))
    assert is_own_host("desk.hall.lan:8080", ("192.168.1.20", 8080), "desk.hall.lan")
    assert not is_own_host("desk.hall.lan:8080", ("192.168.1.20", 8080), "0.0.0.0")
