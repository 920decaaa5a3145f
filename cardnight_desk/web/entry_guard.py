"""What the entry pages (``/entry/<token>``) check before a post reaches the desk's services.

Words:

- a *token* is a side's private link (:mod:`cardnight_desk.services.table_entry`); a *bad token* is one that
  opens nothing (no such link, a withdrawn round, a competition whose table entry is off);
- the *form key* is the anti-forgery key the form page carries for its token (an HMAC of the token with a
  secret the server makes at start): a post must send it back in the ``X-Entry-Key`` header. A page of another
  site cannot read the form page, so it cannot know the key; a post it makes from a phone's browser is refused
  (and so is one whose ``Origin`` is not the page's own);
- a *sheet's body* is at most :data:`MOST_BYTES`: the longest sheet of any game is a few KiB, and a post that
  says it is longer is refused before a byte of it is read; one that does not say (sent in chunks) is read up
  to that size, within :data:`~cardnight_desk.web.door.REQUEST_SECONDS` (a post that trickles in is dropped, as
  a slow request is at the door).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from collections import deque
from urllib.parse import urlsplit

from aiohttp import web

from cardnight_desk.web.door import REQUEST_SECONDS
from cardnight_desk.web.hosts import is_own_host

MOST_BYTES = 64 * 1024
KEY_HEADER = "X-Entry-Key"
BAD_TOKENS = 20  # bad tokens one address may try in a minute; the next is answered 429
BAD_SECONDS = 60.0
ADDRESSES_KEPT = 10_000  # addresses whose bad tokens are remembered at once (the oldest forgotten first)


class FormKeys:
    """The form key of each token, from a secret made when the server starts (a restart makes new keys: an
    open form fetches its page again for the new one)."""

    def __init__(self, secret: bytes | None = None) -> None:
        self._secret = secret or secrets.token_bytes(32)

    def key(self, token: str) -> str:
        return hmac.new(self._secret, token.encode("utf-8"), hashlib.sha256).hexdigest()

    def matches(self, token: str, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(self.key(token), given.strip())


class BadTokens:
    """The bad tokens each address tried in the last :data:`BAD_SECONDS`: one that tried :data:`BAD_TOKENS`
    is *blocked* (answered 429 on every entry address) until the oldest of them is a minute old."""

    def __init__(self, most: int = BAD_TOKENS, seconds: float = BAD_SECONDS) -> None:
        self.most, self.seconds = most, seconds
        self._tried: dict[str, deque[float]] = {}

    def _recent(self, address: str, now: float) -> deque[float] | None:
        tried = self._tried.get(address)
        if tried is None:
            return None
        while tried and now - tried[0] >= self.seconds:
            tried.popleft()
        if not tried:
            del self._tried[address]
            return None
        return tried

    def blocked(self, address: str) -> float | None:
        """The seconds until ``address`` may try again, None when it may now."""
        now = time.monotonic()
        tried = self._recent(address, now)
        if tried is None or len(tried) < self.most:
            return None
        return max(1.0, self.seconds - (now - tried[0]))

    def tried(self, address: str) -> None:
        now = time.monotonic()
        tried = self._recent(address, now)
        if tried is None:
            if len(self._tried) >= ADDRESSES_KEPT:
                self._tried.pop(next(iter(self._tried)))
            tried = self._tried[address] = deque(maxlen=self.most)
        tried.append(now)


def foreign_origin(request: web.Request, listening_on: str) -> bool:
    """Does the request come from a page of another site (its ``Origin`` not one of the page's own
    addresses)? A request with no ``Origin`` (not made by a page) is not foreign: its form key decides."""
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    parts = urlsplit(origin.strip())
    if parts.scheme != "http" or not parts.netloc:
        return True  # "null" (a sandboxed page, a file) or another scheme
    transport = request.transport
    local = transport.get_extra_info("sockname") if transport is not None else None
    return not is_own_host(parts.netloc, local, listening_on)


class TooLong(Exception):
    """A body longer than :data:`MOST_BYTES`."""


async def read_body(request: web.Request) -> bytes:
    """The request's body, at most :data:`MOST_BYTES` (:class:`TooLong` beyond, before it is read when its
    length is said), whole within :data:`~cardnight_desk.web.door.REQUEST_SECONDS` (:class:`TimeoutError`)."""
    if request.content_length is not None and request.content_length > MOST_BYTES:
        raise TooLong

    async def whole() -> bytes:
        data = bytearray()
        while chunk := await request.content.readany():
            data += chunk
            if len(data) > MOST_BYTES:
                raise TooLong
        return bytes(data)

    return await asyncio.wait_for(whole(), REQUEST_SECONDS)
