"""The players' page as an aiohttp application: its addresses, the language a phone gets, and the rule that
nothing but the site's own pages is ever answered.

Addresses (kept stable, other tools may link them): ``/`` the event; ``/table?name=PART`` find your table;
``/standings`` and ``/standings/<competition>``; ``/clock``; ``/baccarat``; ``/live`` (what an open page asks,
answered when the event changes: the snapshot's generation and the server's time); ``/fonts/<name>`` the bundled fonts, by name only.

Only GET and HEAD are answered, but for the entry addresses' posts (``/entry/<token>``: a side's score sheet
from its phone, :mod:`cardnight_desk.web.entry`, the one thing the page writes); any other method gets 405. A request whose ``Host`` is not one of the page's own
addresses gets 421, whatever it asks for (:mod:`cardnight_desk.web.hosts`: DNS rebinding). A page is written once
per snapshot, language and address, then served from memory (:class:`PageCache`) until the event changes.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from cardnight_desk.resources import resources_dir
from cardnight_desk.web import layout, pages
from cardnight_desk.web.entry import EntryDesk, EntryPages
from cardnight_desk.web.hosts import is_own_host
from cardnight_desk.web.snapshot import Snapshot
from cardnight_desk.web.tally import Tally
from cardnight_desk.web.words import choose_language, words

HEADERS = {
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'unsafe-inline' 'self'; style-src 'unsafe-inline'; "
        "img-src 'self' data:; form-action 'self'; frame-ancestors 'none'"
    ),
}
READING = ("GET", "HEAD")
CACHE_SIZE = 512
PREPARED = (
    100  # pages written ahead of a new snapshot: each competition's standings, the clock... in 5 languages
)
LANG_COOKIE = "lang"
LONG_POLL_SECONDS = 20.0  # the longest a page's /live waits for a change
FOREIGN_HOST = "refused a request for a host name that is not its own (from a page of another site?)"


def generation(snap: Snapshot) -> int:
    """The number a page carries and ``/live`` answers: new with every snapshot read."""
    return round(snap.built * 1000)


Recipe = Callable[[Snapshot], tuple[int, str]]  # how a page is written from a snapshot: (status, page)
Written = tuple[
    int, bytes, bytes, Recipe | None
]  # (status, page, page gzipped, its recipe when it is prepared)


def _written(recipe: Recipe, snap: Snapshot, prepared: bool) -> Written:
    status, text = recipe(snap)
    body = text.encode("utf-8")
    return status, body, gzip.compress(body, 6, mtime=0), recipe if prepared else None


class PageCache:
    """Pages as written for the current snapshot, by (address, language); emptied when the snapshot changes.

    The pages phones keep open (all but the name searches) are written anew for the next snapshot before it is
    served (:meth:`prepare`, in the follower's thread): after a change, the hall's phones asking at once are
    answered from memory instead of waiting, one behind another, for their pages to be written."""

    def __init__(self) -> None:
        self._generation = -1
        self._pages: dict[tuple[str, str], Written] = {}
        self._next: tuple[int, dict[tuple[str, str], Written]] = (-1, {})

    def get(
        self, snap: Snapshot, key: tuple[str, str], recipe: Recipe, prepared: bool = True
    ) -> tuple[int, bytes, bytes]:
        """(status, page, page gzipped): a phone's cheap connection gets a third of the bytes."""
        gen = generation(snap)
        if gen != self._generation:
            ready_for, ready = self._next
            self._pages = dict(ready) if ready_for == gen else {}
            self._generation = gen
        found = self._pages.get(key)
        if found is None:
            found = _written(recipe, snap, prepared)
            if len(self._pages) >= CACHE_SIZE:
                self._pages.pop(next(iter(self._pages)))
            self._pages[key] = found
        return found[:3]

    def prepare(self, snap: Snapshot) -> int:
        """Write, for ``snap`` (not served yet), the pages asked for since the last change that phones keep
        open, at most :data:`PREPARED` of them; how many."""
        asked = list(self._pages.items())  # the server's thread may add pages meanwhile
        ready: dict[tuple[str, str], Written] = {}
        for key, (_, _, _, recipe) in asked:
            if recipe is not None and len(ready) < PREPARED:
                ready[key] = _written(recipe, snap, True)
        self._next = (generation(snap), ready)
        return len(ready)


def _not_allowed(request: web.Request) -> web.Response:
    """405, with the methods the address takes (GET and HEAD, and POST at an entry address)."""
    err = request.match_info.http_exception
    allowed = sorted(err.allowed_methods) if isinstance(err, web.HTTPMethodNotAllowed) else READING
    return web.Response(
        status=405,
        text="Only GET and HEAD are answered here.\n",
        headers={"Allow": ", ".join(allowed), **HEADERS},
    )


@web.middleware
async def only_reading(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """GET and HEAD only, but for a post to an address that takes one (an entry address): nothing else on the
    page changes anything, whatever is sent to it."""
    posting = request.method == "POST" and request.match_info.route.method == "POST"
    if request.method not in READING and not posting:
        return _not_allowed(request)
    try:
        response = await handler(request)
    except web.HTTPException as err:
        if err.status == 405:
            return _not_allowed(request)
        if err.status == 404:
            return _not_found(request)
        raise
    return response


def own_host(tally: Tally, listening_on: str) -> Any:
    """The middleware that answers only requests for the page's own addresses (whatever they ask for): 421
    Misdirected Request otherwise, said to ``tally``."""

    @web.middleware
    async def checked(
        request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        transport = request.transport
        local = transport.get_extra_info("sockname") if transport is not None else None
        if not is_own_host(request.headers.get("Host"), local, listening_on):
            tally.refuse(FOREIGN_HOST, f"{request.headers.get('Host', '')[:80]!r} from {request.remote}")
            return web.Response(
                status=421,
                text="This is not the address of the players' page: open the address the desk shows.\n",
                headers=HEADERS,
            )
        return await handler(request)

    return checked


def _not_found(request: web.Request) -> web.Response:
    w = words(_language(request))
    return web.Response(
        status=404,
        text=layout.not_found(w),
        content_type="text/html",
        charset="utf-8",
        headers=HEADERS,
    )


def _language(request: web.Request) -> str:
    return choose_language(
        request.query.get("lang"), request.cookies.get(LANG_COOKIE), request.headers.get("Accept-Language")
    )


def _keep_language(request: web.Request, response: web.StreamResponse, language: str) -> None:
    """A language chosen on the switch (``?lang=``) is kept for the phone's next pages (a cookie)."""
    chosen = request.query.get("lang")
    if chosen and chosen == language and request.cookies.get(LANG_COOKIE) != chosen:
        response.set_cookie(LANG_COOKIE, chosen, max_age=365 * 24 * 3600, path="/", samesite="Lax")


class PlayersPage:
    """The application's handlers, reading the snapshot ``current()`` hands them."""

    def __init__(
        self,
        current: Callable[[], Snapshot],
        *,
        tally: Tally | None = None,
        listening_on: str = "",
        outer: tuple[Any, ...] = (),
        entries: EntryDesk | None = None,
    ):
        """``listening_on``: the host the server was told to use (its name is one of the page's own);
        ``outer``: middlewares that see every request first (the server's door); ``entries``: the entry
        pages' use of the event (None: no entry link opens anything)."""
        self.current = current
        self.tally = tally or Tally()
        self.listening_on = listening_on
        self.outer = outer
        self.cache = PageCache()
        self.sections: pages.Sections = {}  # each competition's standings as written, by language
        fonts = resources_dir() / "fonts"
        self.fonts = {name: (fonts / name) for name in layout.FONTS if (fonts / name).is_file()}
        self._font_bytes: dict[str, bytes] = {}
        self._waiting: set[asyncio.Future[None]] = set()
        self.entry = EntryPages(
            entries,
            current,
            tally=self.tally,
            listening_on=listening_on,
            headers=HEADERS,
            language=_language,
            keep_language=_keep_language,
            not_found=_not_found,
        )

    def app(self) -> web.Application:
        app = web.Application(
            middlewares=[*self.outer, own_host(self.tally, self.listening_on), only_reading],
            client_max_size=4096,
        )
        app.router.add_get("/", self.event)
        app.router.add_get("/table", self.table)
        app.router.add_get("/standings", self.standings)
        app.router.add_get("/standings/{competition:.+}", self.standings)
        app.router.add_get("/clock", self.clock)
        app.router.add_get("/baccarat", self.baccarat)
        app.router.add_get("/live", self.live)
        app.router.add_get("/fonts/{name}", self.font)
        self.entry.add_routes(app.router)
        return app

    def _respond(
        self,
        request: web.Request,
        here: str,
        write: Callable[[Snapshot, dict[str, str]], str | None],
        *,
        query: dict[str, str] | None = None,
        before: Callable[[dict[str, str]], str] | None = None,
        prepared: bool = True,
    ) -> web.Response:
        snap = self.current()
        language = _language(request)
        query = query or {}
        key = (here + "?" + json.dumps(query, sort_keys=True), language)

        def render(snap: Snapshot) -> tuple[int, str]:
            w = words(language)
            main = write(snap, w)
            status = 200
            if main is None:
                status, main = 404, pages.message(w["not_found"])
            shown = tuple(
                k for k, present in (("clock", snap.clocks), ("baccarat", snap.baccarat)) if present
            )
            html = layout.page(
                w,
                language,
                generation(snap),
                snap.event,
                here,
                query,
                main,
                before(w) if before else "",
                shown,
            )
            return status, html

        status, body, zipped = self.cache.get(snap, key, render, prepared)
        headers = {**HEADERS, "Vary": "Accept-Encoding, Accept-Language, Cookie"}
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            body = zipped
            headers["Content-Encoding"] = "gzip"
        response = web.Response(
            status=status, body=body, content_type="text/html", charset="utf-8", headers=headers
        )
        _keep_language(request, response, language)
        return response

    async def event(self, request: web.Request) -> web.Response:
        return self._respond(request, "/", pages.event_page)

    async def table(self, request: web.Request) -> web.Response:
        part = request.query.get("name", "")[:100]
        return self._respond(
            request,
            "/table",
            lambda snap, w: pages.table_page(snap, w, part),
            query={"name": part} if part else {},
            before=lambda w: pages.search_box(w, part),
            prepared=not part,  # a search is written when it is asked for
        )

    async def standings(self, request: web.Request) -> web.Response:
        competition = request.match_info.get("competition")
        here = request.path if competition is not None else "/standings"
        return self._respond(
            request, here, lambda snap, w: pages.standings_page(snap, w, competition, self.sections)
        )

    async def clock(self, request: web.Request) -> web.Response:
        return self._respond(request, "/clock", pages.clock_page)

    async def baccarat(self, request: web.Request) -> web.Response:
        return self._respond(request, "/baccarat", pages.baccarat_page)

    def wake(self) -> None:
        """Answer every ``/live`` waiting for a change (on the server's loop: the snapshot changed, or the
        server stops)."""
        waiting, self._waiting = self._waiting, set()
        for waiter in waiting:
            if not waiter.done():
                waiter.set_result(None)

    async def live(self, request: web.Request) -> web.Response:
        """The snapshot's generation and the server's time (the clock ticks by it). Asked with the generation
        the page shows (``?v=``), it answers when that changes, or after :data:`LONG_POLL_SECONDS`: an open
        page learns of a change as soon as it is read, with one request waiting instead of one a second."""
        if request.query.get("v") == str(generation(self.current())):
            waiter = asyncio.get_running_loop().create_future()
            self._waiting.add(waiter)
            try:
                await asyncio.wait_for(waiter, LONG_POLL_SECONDS)
            except TimeoutError:
                pass
            finally:
                self._waiting.discard(waiter)
        body: dict[str, Any] = {"v": generation(self.current()), "now": round(time.time() * 1000)}
        return web.Response(text=json.dumps(body), content_type="application/json", headers=HEADERS)

    async def font(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        path = self.fonts.get(name)
        if path is None:
            return _not_found(request)
        data = self._font_bytes.get(name)
        if data is None:
            data = self._font_bytes[name] = path.read_bytes()
        return web.Response(
            body=data,
            content_type="font/ttf",
            headers={"Cache-Control": "public, max-age=604800", "X-Content-Type-Options": "nosniff"},
        )
