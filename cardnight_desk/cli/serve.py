"""``serve EVENT [--host H] [--port N]``: the players' page, headless, for a second laptop or a small computer
by the door. It follows the event (a file, or a PostgreSQL event other desks are writing) until Ctrl-C.

The desk's Displays area runs the players' page through this command, in a process of its own
(:mod:`cardnight_desk.web.process`), with ``--watch-stdin`` (not in the help): the page then also stops when its
standard input closes, which the desk does to stop it and the system does when the desk ends, however it ends.
What the page turns away is logged on standard error, one line a minute for each kind, with the time.

While it serves, Python's garbage collector runs with Python's own thresholds, not the far higher ones the
command line gives commands that end (``__main__.COMMAND_THRESHOLDS``): under those, what each phone's
connection left in reference cycles once it had lasted a few seconds was never collected (0.7 KB a connection,
megabytes an hour in a hall).
"""

from __future__ import annotations

import argparse
import gc
import logging
import signal
import sys
import threading
from types import FrameType

from cardnight_desk.cli.common import event_target, whole_number

DEFAULT_PORT = 8080
PYTHONS_OWN_THRESHOLDS = (700, 10, 10)  # CPython's collection thresholds (gc.get_threshold() as it starts)


def cmd_serve(args: argparse.Namespace) -> int:
    from cardnight_desk.store.engine import display_name
    from cardnight_desk.web.server import PlayersPageServer

    logging.basicConfig(stream=sys.stderr, format="%(asctime)s %(message)s", datefmt="%H:%M:%S")
    server = PlayersPageServer(args.event, host=args.host, port=args.port)
    server.start()  # a Refusal (bad event, port in use) is one line and exit 2, as for every command
    ended = threading.Event()
    if args.watch_stdin:
        threading.Thread(target=_until_closed, args=(ended,), name="stdin-watch", daemon=True).start()

    def on_terminate(_signum: int, _frame: FrameType | None) -> None:
        ended.set()

    previous = signal.signal(signal.SIGTERM, on_terminate)
    thresholds = gc.get_threshold()
    gc.set_threshold(*PYTHONS_OWN_THRESHOLDS)  # a server runs for hours: its garbage is collected as it goes
    try:
        print(f"The players' page for {display_name(args.event)} is at {server.url}", flush=True)
        print("Phones on the hall's network open that address; Ctrl-C stops it.", flush=True)
        while not ended.wait(0.5):
            pass
    finally:  # Ctrl-C too: the server stops cleanly before the command's one line ("stopped", 130)
        gc.set_threshold(*thresholds)
        server.stop()
        signal.signal(signal.SIGTERM, previous)
    print("The players' page has stopped.", file=sys.stderr)
    return 0


def _until_closed(ended: threading.Event) -> None:
    """Set ``ended`` once standard input is closed (read to its end)."""
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except (OSError, ValueError):
        pass
    ended.set()


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="serve the players' page (find your table, standings, the poker clock) to phones in the hall",
    )
    p.add_argument(
        "event", metavar="EVENT", type=event_target, help="the event file or database URL to follow"
    )
    p.add_argument(
        "--host", default="0.0.0.0", help="the address to listen on (default: every network of this machine)"
    )
    p.add_argument(
        "--port",
        type=whole_number(0, 65535),
        default=DEFAULT_PORT,
        help=f"the port to listen on (default {DEFAULT_PORT}; 0 picks a free one)",
    )
    p.add_argument("--watch-stdin", action="store_true", help=argparse.SUPPRESS)  # the desk's own use
    p.set_defaults(func=cmd_serve)
