"""The ``cardnight-desk`` program (and ``python -m cardnight_desk``): with no arguments it opens the desk
window; otherwise the command line runs the command given (``cardnight-desk COMMAND ...``,
``resources/docs/command-line.md``).

The window and the command line are sibling layers that never import each other: this module joins them,
handing the command line the function that opens the window (for ``cardnight-desk gui``).

The window's own command line (none; ``gui``, an event, ``--smoke``, ``--warm``) is read here without loading
the command line's groups of commands (a tenth of a bare window's start): :func:`window_arguments`. Anything
else, a help or a mistake included, goes to the command line, which reads every command the same way.

Ctrl-C at any moment, even while the program is still loading, ends it with one line (``stopped``) and exit
status 130, never a traceback.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

EXIT_STOPPED = 130  # 128 + SIGINT: what shells report for a program stopped by Ctrl-C

# A command's collection thresholds (see :func:`collection_thresholds`): a pass of the youngest generation once
# 200,000 more objects are made instead of 700, the older ones as rarely. The thresholds of type checkers and
# compilers written in Python, which make as many objects as briefly.
COMMAND_THRESHOLDS = (200_000, 30, 30)
STARTED_WITH = gc.get_threshold()  # the program's own (Python's), which the window keeps


def open_desk(event: str | None = None, smoke: bool = False, warm: bool = False) -> int:
    """Open the desk window, on ``event`` when one is named; ``smoke``: open it, process events once, exit
    (``warm``: once the event has finished opening)."""
    # Python's automatic collection is off while the window's modules load (PySide6's first of all): its passes
    # would walk the classes, functions and enumerations those imports make, which live as long as the program,
    # and find next to nothing to free. They are then set aside from every later collection (``gc.freeze``);
    # once the application runs, the window's thread collects the rest (gui.collector).
    collecting = gc.isenabled()
    gc.disable()
    try:
        from cardnight_desk.gui.app import run_desk
    finally:
        gc.freeze()
        if collecting:
            gc.enable()
    with collection_thresholds(STARTED_WITH):  # the window collects with Python's own (gui.collector)
        return run_desk(event, smoke=smoke, warm=warm)


@contextmanager
def collection_thresholds(thresholds: tuple[int, int, int], *, last: bool = False) -> Iterator[None]:
    """Python's automatic collection runs with ``thresholds`` inside, and as before after.

    A command runs with :data:`COMMAND_THRESHOLDS`. With Python's own, a pass starts every 700 objects made, and
    most of what a command makes lives until it ends (the modules it loads, the event it reads, the sheets it
    prints), so the passes walk the same objects again and again and find next to nothing to free: 11 % of
    scoring a sheet of 20,000 games (600 passes, 0.35 s), 3 % with these (2 passes). What a command does make in
    cycles is still freed, later; the memory it takes stayed the same (its peak, measured)."""
    before = gc.get_threshold()
    gc.set_threshold(*thresholds)
    try:
        yield
    finally:
        if last:  # the process ends: Python's own thresholds, met at once, would start a pass (see main)
            gc.freeze()
        gc.set_threshold(*before)


def window_arguments(args: Sequence[str]) -> tuple[str | None, bool, bool] | None:
    """``(event, smoke, warm)`` when ``args`` only open the desk window (``[]``, or ``gui`` with at most an
    event and the options ``--smoke`` and ``--warm`` written whole); ``None`` for anything else, which the command
    line reads (its parser defines ``gui`` too, and says what is wrong with a mistaken one)."""
    if args and args[0] != "gui":
        return None
    event: str | None = None
    smoke = warm = False
    for arg in args[1:]:
        if arg == "--smoke":
            smoke = True
        elif arg == "--warm":
            warm = True
        elif arg.startswith("-") or event is not None or not _whole_text(arg):
            return None  # an option the window does not take, a second event, or half a character
        else:
            event = arg
    return event, smoke, warm


def _whole_text(value: str) -> bool:
    """Is ``value`` text throughout (no half of a character, which the command line refuses)?"""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def open_window(event: str | None, smoke: bool, warm: bool) -> int:
    """Open the desk window as the ``gui`` command does; a failure ends as the command line ends one (one
    line and its exit status, never a traceback)."""
    try:
        return open_desk(event, smoke, True) if warm else open_desk(event, smoke)
    except (KeyboardInterrupt, SystemExit, GeneratorExit):
        raise
    except BaseException as err:  # noqa: BLE001 - whatever it is, one line and an exit status
        from cardnight_desk.cli.common import refused
        from cardnight_desk.cli.failures import explain
        from cardnight_desk.services.errors import Refusal

        if isinstance(err, Refusal):
            return refused(err)
        code, sentence = explain(err)
        print(f"cardnight-desk: {sentence}", file=sys.stderr)
        return code


def main(argv: Sequence[str] | None = None, *, last: bool = False) -> int:
    """Run the program on ``argv`` (the process's arguments when ``None``) and return its exit status.

    ``last``: nothing runs after it in this process (:func:`program`). What a command made is then set aside from
    the collector (``gc.freeze``) before Python's own thresholds come back: their counts are long past those
    thresholds by then, so the next object made would start a pass over the young objects the command made (a
    younger generation's, 53-58 ms after printing a round's score sheets), only to free what the ending process
    gives back anyway."""
    try:
        args = list(sys.argv[1:] if argv is None else argv)
        window = window_arguments(args)
        if window is not None:  # no command, or `gui`: the desk window
            return open_window(*window)
        with collection_thresholds(COMMAND_THRESHOLDS, last=last):
            from cardnight_desk import cli  # loaded here, so a Ctrl-C while it loads is caught too

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
    status = main(last=True)
    gc.freeze()
    return status


if __name__ == "__main__":
    raise SystemExit(program())
