"""``cardnight-desk serve EVENT [--host H] [--port N]``: the players' page, headless. It prints its address,
serves the event's pages (changing nothing in it) and stops on Ctrl-C with one line; a bad event, a port in
use or a wrong port is one line and exit 2. Loading the command line does not load the server."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.cli.conftest import content

ROOT = Path(__file__).resolve().parents[2]


def start_serving(*argv: str) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardnight_desk", "serve", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # Ctrl-C as from a terminal
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()
    return proc, first


def run_serve(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "serve", *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
        check=False,
    )


def test_serve_prints_the_address_serves_the_pages_and_stops_on_ctrl_c(night):
    before = content(night)
    proc, first = start_serving(str(night), "--host", "127.0.0.1", "--port", "0")
    try:
        found = re.fullmatch(r"The players' page for .* is at (http://127\.0\.0\.1:(\d+)/)\n", first)
        assert found, first
        with urllib.request.urlopen(found.group(1) + "standings", timeout=10) as response:
            page = response.read().decode()
        assert response.status == 200 and "Lions" in page and "Tigers" in page
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            out, err = proc.communicate(timeout=30)
        finally:
            proc.kill()  # a server that did not stop is not left running after the test
    assert proc.returncode == 130
    assert err == "cardnight-desk: stopped\n"
    assert content(night) == before  # the pages changed nothing in the event


def test_serve_stops_cleanly_when_terminated(night):
    proc, first = start_serving(str(night), "--host", "127.0.0.1", "--port", "0")
    assert "is at http://127.0.0.1:" in first
    proc.terminate()
    try:
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 0 and err == "The players' page has stopped.\n"


def test_serve_refuses_an_event_that_is_not_there_in_one_line(tmp_path):
    done = run_serve(str(tmp_path / "nowhere.cardnight"), "--port", "0")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"cardnight-desk: there is no event file '{tmp_path / 'nowhere.cardnight'}'\n"


def test_serve_refuses_a_port_in_use_in_one_line(night):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_serve(str(night), "--host", "127.0.0.1", "--port", str(port))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        f"cardnight-desk: port {port} is already in use on this machine: choose another port\n"
    )


def test_serve_refuses_a_port_that_is_not_one(night):
    done = run_serve(str(night), "--port", "70000")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and "--port" in done.stderr


def test_the_command_line_does_not_load_the_server_until_it_serves():
    probe = (
        "import sys; from cardnight_desk.cli import build_parser; build_parser(); "
        "print(sorted(m for m in sys.modules if m.startswith(('aiohttp', 'cardnight_desk.web'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]"


def test_serve_refuses_a_host_that_is_not_this_machines_in_one_line(night):
    before = content(night)
    done = run_serve(str(night), "--host", "192.0.2.1", "--port", "0")  # an address no machine is given
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        "cardnight-desk: '192.0.2.1' is not an address of this machine: "
        "leave the host out to serve on every network\n"
    )
    done = run_serve(str(night), "--host", "no-such-host.invalid", "--port", "0")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert "'no-such-host.invalid' is not an address of this machine" in done.stderr
    assert content(night) == before


def test_serve_started_by_the_desk_stops_when_its_input_closes(night):
    """``--watch-stdin`` (the desk's own use): the page stops, cleanly, once its standard input is closed, as
    it is when the desk stops it or ends; without it, a closed input changes nothing."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cardnight_desk",
            "serve",
            str(night),
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--watch-stdin",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
        url = re.search(r"http://\S+/", proc.stdout.readline()).group(0)
        assert urllib.request.urlopen(url, timeout=10).status == 200
        proc.stdin.close()
        proc.wait(timeout=30)
        err = proc.stderr.read() if proc.stderr is not None else ""
    finally:
        proc.kill()
    assert proc.returncode == 0 and err == "The players' page has stopped.\n"
    unwatched, first = start_serving(str(night), "--host", "127.0.0.1", "--port", "0")  # stdin: the test's
    try:
        url = re.search(r"http://\S+/", first).group(0)
        assert urllib.request.urlopen(url, timeout=10).status == 200
    finally:
        unwatched.terminate()
        unwatched.communicate(timeout=30)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process's limits in /proc")
def test_serve_raises_its_open_file_limit_to_the_most_it_may(night):
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard <= 256:
        pytest.skip("the system's hard limit leaves nothing to raise")
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardnight_desk", "serve", str(night), "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard)),  # a desktop's low limit
    )
    try:
        assert proc.stdout is not None and "is at http://" in proc.stdout.readline()
        limits = Path(f"/proc/{proc.pid}/limits").read_text()
        row = next(line for line in limits.splitlines() if line.startswith("Max open files"))
        assert row.split()[3:5] == [str(hard), str(hard)], row
    finally:
        proc.terminate()
        proc.communicate(timeout=30)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the page's memory in /proc")
def test_serve_does_not_keep_what_the_phones_connections_leave(night):
    """10,000 phones' connections, each asking /live and leaving: the page's memory is what it was (the
    command line's collection thresholds, meant for commands that end, left 0.7 KB of each connection in
    memory for good: 6.5 MiB here)."""
    import asyncio

    proc, first = start_serving(str(night), "--host", "127.0.0.1", "--port", "0")
    port = int(re.search(r":(\d+)/", first).group(1))

    def rss_mib() -> float:
        status = Path(f"/proc/{proc.pid}/status").read_text()
        return int(status.split("VmRSS:")[1].split()[0]) / 1024

    async def phone(n: int) -> None:
        source = (
            f"127.0.{100 + n % 50}.{1 + (n // 50) % 200}"  # a phone's own address (see tests/web/test_load)
        )
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
        writer.write(f"GET /live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        await reader.readuntil(b"\r\n\r\n")
        writer.close()

    async def phones(count: int) -> None:
        for first_of in range(0, count, 20):
            await asyncio.gather(*(phone(n) for n in range(first_of, min(count, first_of + 20))))

    try:
        asyncio.run(phones(2000))  # the page's pages written, its buffers grown
        time.sleep(2)
        before = rss_mib()
        asyncio.run(phones(10_000))
        time.sleep(2)
        grew = rss_mib() - before
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
    assert grew < 2.0, f"the page kept {grew:.1f} MiB after 10,000 connections"
