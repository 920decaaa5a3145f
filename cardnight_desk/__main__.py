"""The ``cardnight-desk`` program (and ``python -m cardnight_desk``): with no arguments it opens the desk
window; otherwise the command line runs the command given (``cardnight-desk COMMAND ...``, ``cli.md``).

The window and the command line are sibling layers that never import each other: this module joins them,
handing the command line the function that opens the window (for ``cardnight-desk gui``).

Ctrl-C at any moment, even while the program is still loading, ends it with one line (``stopped``) and exit
status 130, never a traceback.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

EXIT_STOPPED = 130  # 128 + SIGINT: what shells report for a program stopped by Ctrl-C


def open_desk(event: str | None = None, smoke: bool = False, warm: bool = False) -> int:
    """Open the desk window, on ``event`` when one is named; ``smoke``: open it, process events once, exit
    (``warm``: once the event has finished opening)."""
    from cardnight_desk.gui.app import run_desk

    return run_desk(event, smoke=smoke, warm=warm)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        from cardnight_desk import cli  # loaded here, so a Ctrl-C while it loads is caught too

        args = list(sys.argv[1:] if argv is None else argv)
        if not args:  # no command: the desk window, as `cardnight-desk gui`
            args = ["gui"]
        return cli.main(args, open_desk=open_desk)
    except KeyboardInterrupt:
        print("cardnight-desk: stopped", file=sys.stderr)
        return EXIT_STOPPED


def program() -> int:
    """The program as started (the ``cardnight-desk`` script, ``python -m cardnight_desk``, the installed build):
    :func:`main`, then the ending process skips Python's last full garbage collection (``gc.freeze``). That pass
    walks every object the command made (a 1,024-team draw's, a big sheet's) only to free memory the ending
    process gives back anyway, and cost a redraw as much as a fifth of a second; what must happen at exit still
    does (open files flushed and closed, ``atexit`` work, the event's store already committed)."""
    status = main()
    gc.freeze()
    return status


if __name__ == "__main__":
    raise SystemExit(program())
