"""The players' page in a process of its own: how the desk serves it (Displays → Players' page).

:class:`PlayersPageProcess` runs ``cardnight-desk serve EVENT --host H --port N --watch-stdin`` (the same
program as the desk: ``python -m cardnight_desk``, or the installed build's executable) and reads the address
it prints once it listens; a refusal (the port in use, the event unreadable) is the one line the command says.

Why not a thread of the desk: open files, their limit, memory and Python's interpreter lock are each the
process's. In the desk's process, a device in the hall holding a thousand connections took the files the
desk's store needed (its saves failed with "Too many open files"); the page's work for a hall of phones took
the interpreter from the window; and the page's own use of the event file shared the desk's file locks, which
any close of that file in the process gives up. In a process of its own, whatever a phone or an attacker does
to the page, the desk keeps every file it had and may open.

The page stops when the desk closes its standard input (:meth:`PlayersPageProcess.stop`), and also when the
desk ends however it ends: the system closes that input then, and the page sees it. A PostgreSQL event's
password (in its address, or given at the desk: :mod:`cardnight_desk.store.passwords`) goes to the page in its
environment (``PGPASSWORD``), never on its command line, which every user of the machine may read.
"""

from __future__ import annotations

import logging
import os
import queue
import re
import subprocess
import sys
import threading
from pathlib import Path

from cardnight_desk.services.errors import Refusal

START_SECONDS = 60.0  # the longest the page may take to open the event and listen
STOP_SECONDS = 10.0
PREFIX = "cardnight-desk: "  # how the command line begins the one line that says why it stopped
log = logging.getLogger("cardnight_desk.web")


def program() -> tuple[list[str], dict[str, str]]:
    """The command that runs this program (its command line, not its window), and the environment for it."""
    env = dict(os.environ)
    if getattr(
        sys, "frozen", False
    ):  # the installed build: its console program (Windows' window-only one has none)
        desk = Path(sys.executable)
        console = desk.with_name(desk.name.replace("-gui", ""))
        return [str(console if console.is_file() else desk)], env
    package_parent = str(Path(__file__).resolve().parents[2])  # the desk's own code, wherever it runs from
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_parent, env.get("PYTHONPATH", "")) if p)
    return [sys.executable, "-m", "cardnight_desk"], env


def _without_password(target: str, env: dict[str, str]) -> str:
    """A database URL with its password moved into ``env`` (libpq's ``PGPASSWORD``): the one it holds, or the
    one given at the desk for its server, database and user (kept in memory by the store)."""
    if "://" not in target:
        return target
    from sqlalchemy.engine import URL, make_url

    from cardnight_desk.store import passwords

    url = make_url(target)
    password = passwords.given(target)
    if password is None:
        driver = url.set(drivername="postgresql+psycopg") if url.drivername == "postgresql" else url
        params = dict(driver.get_dialect()().create_connect_args(driver)[1])
        passwords.supply(None, None, None, params)  # as the store gives it to each of its connections
        password = params.get("password")
    if password:
        env["PGPASSWORD"] = str(password)
    query = {k: v for k, v in url.query.items() if k != "password"}
    bare = URL.create(url.drivername, url.username, None, url.host, url.port, url.database, query)
    return bare.render_as_string(hide_password=False)


class PlayersPageProcess:
    """The players' page for the event at ``target`` on ``host:port``, served by a process of its own."""

    def __init__(self, target: str, host: str = "0.0.0.0", port: int = 8080) -> None:
        self.target, self.host, self.port = target, host, port
        self.url = ""
        self.process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._said: list[str] = []  # what it wrote on standard error before it listened
        self._stopping = False
        self._readers: list[threading.Thread] = []

    def start(self) -> None:
        """Start the page and return once it listens; raises :class:`Refusal` (the command's one sentence)
        when it cannot."""
        command, env = program()
        target = _without_password(self.target, env)
        command += ["serve", target, "--host", self.host, "--port", str(self.port), "--watch-stdin"]
        options: dict[str, object] = {}
        if sys.platform == "win32":  # no console window; Ctrl-C in the desk's console is the desk's
            options["creationflags"] = subprocess.CREATE_NO_WINDOW | subprocess.CREATE_NEW_PROCESS_GROUP
        else:
            options["start_new_session"] = True
        try:
            self.process = subprocess.Popen(  # noqa: S603 - this program itself, with the desk's arguments
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                env=env,
                close_fds=True,
                **options,  # type: ignore[call-overload]
            )
        except OSError as err:
            raise Refusal(f"the players' page could not be started ({err.strerror or err})") from None
        self._readers = [
            threading.Thread(target=self._read_out, name="players-page-out", daemon=True),
            threading.Thread(target=self._read_err, name="players-page-err", daemon=True),
        ]
        for reader in self._readers:
            reader.start()
        try:
            first = self._lines.get(timeout=START_SECONDS)
        except queue.Empty:
            self.stop()
            raise Refusal("the players' page did not start within a minute") from None
        found = re.search(r" is at (http://\S+:(\d+)/)$", first or "")
        if found is None:
            why = self._why()
            self.stop()
            raise Refusal(why)
        self.url, self.port = found.group(1), int(found.group(2))

    def _why(self) -> str:
        """The sentence the command stopped with."""
        self._readers[1].join(timeout=STOP_SECONDS)
        said = [line[len(PREFIX) :] for line in self._said if line.startswith(PREFIX)]
        if said:
            return said[-1]
        code = self.process.poll() if self.process is not None else None
        return f"the players' page stopped as it started (exit status {code})"

    def _read_out(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        for line in self.process.stdout:  # its address first; the rest is read so that it never waits on us
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)

    def _read_err(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        for line in self.process.stderr:
            line = line.rstrip("\n")
            if not self.url:
                self._said.append(line)
            elif not self._stopping and line:
                log.warning("%s", line)  # what it turned away, once a minute by kind

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None and bool(self.url)

    def stop(self) -> None:
        """Stop the page (its standard input closed; terminated if it has not ended within
        :data:`STOP_SECONDS`) and wait for it: its port is free on return."""
        proc = self.process
        if proc is None:
            return
        self._stopping = True
        try:
            if proc.stdin is not None:
                proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                proc.wait(timeout=STOP_SECONDS)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for reader in self._readers:
            reader.join(timeout=STOP_SECONDS)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
        self.process = None
