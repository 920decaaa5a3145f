"""What the players' page turns away, said in the log once a minute at most for each kind, never once a visitor.

A *refusal* is a connection or a request the page does not serve: one too many from one address, one too many
in all, a request that did not arrive whole in time, a request for another host name, a request the server
could not read, a connection it could not accept (no file left) or another problem of its event loop. A device
in the hall can make thousands a second; a line each (with asyncio's traceback: 142 MB of log in 35 s) buries
the desk's own messages and fills its disk. So the :class:`Tally` says the first of a kind at once, counts
those that follow, and says how many there were once the minute has passed, in one line, without a traceback.
A *kind* is what the page did, as it reads after "the players' page": "refused a connection over the limit of
24 from one address".
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

SAY_EVERY = 60.0  # seconds: at most one line a minute for each kind
log = logging.getLogger("cardnight_desk.web")


def _one_line(text: str, most: int = 160) -> str:
    """``text`` on one line (an error's message may show the bytes it stumbled on over several), cut short."""
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…"


class Tally:
    """Counts the refusals by kind and says them: the first at once, the rest once a minute (:meth:`say_counted`,
    which the server calls every few seconds, and each new refusal too)."""

    def __init__(self, logger: logging.Logger = log, clock: Callable[[], float] = time.monotonic):
        self.logger, self.clock = logger, clock
        self._lock = threading.Lock()  # the server's loop and the follower's thread both refuse
        # by kind: the refusals not said yet and the last one's detail; when it was last said; all since the start
        self._counted: dict[str, tuple[int, str]] = {}
        self._said_at: dict[str, float] = {}
        self.total: dict[str, int] = {}

    def refuse(self, kind: str, detail: str = "") -> None:
        """One refusal of ``kind``; ``detail`` the one thing that helps the organiser (where it came from)."""
        kind, detail = _one_line(kind), _one_line(detail)
        with self._lock:
            self.total[kind] = self.total.get(kind, 0) + 1
            count, _ = self._counted.get(kind, (0, ""))
            self._counted[kind] = (count + 1, detail)
        self.say_counted()

    def say_counted(self) -> None:
        """Say, for each kind not said within the last minute, the refusals counted since."""
        now = self.clock()
        lines: list[tuple[str, int, str, bool]] = []
        with self._lock:
            for kind, (count, detail) in list(self._counted.items()):
                said = self._said_at.get(kind)
                if count and (said is None or now - said >= SAY_EVERY):
                    lines.append((kind, count, detail, said is None))
                    self._said_at[kind] = now
                    self._counted[kind] = (0, "")
        for kind, count, detail, first in lines:
            if first and count == 1:
                self.logger.warning(
                    "the players' page %s%s; the same again is counted and said once a minute",
                    kind,
                    f" ({detail})" if detail else "",
                )
            else:
                self.logger.warning(
                    "the players' page %s %d times in the last minute%s",
                    kind,
                    count,
                    f" (the last: {detail})" if detail else "",
                )

    def loop_problem(self, _loop: Any, context: dict[str, Any]) -> None:
        """The server's event loop's exception handler: its problems (a connection it could not accept: too many
        open files) are refusals too, one line a minute by message, never a traceback."""
        err = context.get("exception")
        message = str(context.get("message") or "")
        if "accept" in message:
            kind = f"refused a connection it could not accept ({message})"
        else:
            kind = f"had a problem in its event loop ({message or 'no message'})"
        self.refuse(kind, f"{type(err).__name__}: {err}" if err is not None else "")


class QuietLogger(logging.LoggerAdapter):  # type: ignore[type-arg]
    """The logger handed to aiohttp's connections: what it would log for each bad request (a traceback
    each, "Error handling request") goes to the :class:`Tally` instead, by message."""

    def __init__(self, tally: Tally):
        super().__init__(tally.logger, {})
        self.tally = tally

    def log(self, level: int, msg: object, *args: object, **kwargs: Any) -> None:
        if level < logging.WARNING:
            return
        what = str(msg).replace(" from %s", "").rstrip(":. ")
        err = kwargs.get("exc_info")
        detail = [str(args[0])] if args and " from %s" in str(msg) else []
        if isinstance(err, BaseException):
            detail.append(f"{type(err).__name__}: {err}".strip().rstrip(":"))
        self.tally.refuse(f"refused a request it could not handle ({what})", ", ".join(detail))
