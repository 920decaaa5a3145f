"""The entry pages: each side of a table enters its score sheet on its phone, through its private link.

Addresses: ``GET /entry/<token>`` the side's form (the game's sheet, in the phone's language);
``POST /entry/<token>`` the sheet, as the JSON ``cardnight-desk score`` reads -> 200 with what happened
(``{"status": "waiting"}``, ``"differs"`` with the ``fields`` where the sides disagree, ``"agreed"``), 422
with the ``errors`` the rules give, 409 once the desk has confirmed the table's sheet, 404 for a link that
opens nothing; ``POST /entry/<token>/check`` -> 200 with the ``errors`` (nothing stored: the form checks as it
is typed). What a post must bring, and what is refused before the desk sees it (403, 413, 415, 429), is in
:mod:`cardnight_desk.web.entry_guard`.

These are the only addresses of the page that write, and they write only through
:func:`cardnight_desk.services.phone_entry.submit_entry`, with a use of the event of their own (the
*entry desk*, :class:`EntryDesk`): the rest of the page reads its snapshots through a connection that cannot
write. The entry desk is opened when a phone first brings a link while some competition has table entry on,
and its work runs on a small pool of threads of its own: the server's loop never waits for the event.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from aiohttp import web
from markupsafe import Markup

from cardnight_desk.domain.games import find_game
from cardnight_desk.services import phone_entry, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.store.engine import StoreError, open_store
from cardnight_desk.web import layout
from cardnight_desk.web.entry_guard import (
    KEY_HEADER,
    MOST_BYTES,
    BadTokens,
    FormKeys,
    TooLong,
    foreign_origin,
    read_body,
)
from cardnight_desk.web.rendering import TEMPLATES, render
from cardnight_desk.web.snapshot import Snapshot
from cardnight_desk.web.tally import Tally
from cardnight_desk.web.words import LANGUAGES, described, entry_words, words

T = TypeVar("T")
WORKERS = 2  # SQLite writes one at a time anyway; two let a form's check pass a post being stored
WHO = "players' page"
BAD_TOKEN = "refused an entry link that opens no sheet"
TOO_MANY_BAD = "refused entry requests from an address that tried too many links"
FORGED = "refused an entry post without the form's key or from another site's page"
NOT_STORED = "could not store a sheet from a phone"
# the form's words the page writes itself (a blank filled in): its script is given the others only, so no word
# reaches the phone with its blank unfilled
WRITTEN_WORDS = ("title", "for_side", "both", "send")
ENTRY_STYLE = (
    "header p{margin:.1em 0}main{padding:.2em .8em 1em}section{margin:.6em 0}"
    "h2{margin:.8em 0 .2em}h4{margin:.7em 0 .1em;color:#a9b1ba;font-weight:normal}"
    ".side.mine>h2::after{content:' \\2605'}"
    ".field{margin:.35em 0}.field label{display:block;font-size:.95em}"
    ".field input[type=text],.field select,.field textarea{box-sizing:border-box;width:100%;min-height:48px;"
    "font:inherit;padding:.3em .5em;background:#0b0d0f;color:#fff;border:1px solid #3a414a;border-radius:8px}"
    ".field textarea{font-family:monospace;font-size:.8em}"
    ".count{display:flex;gap:.4em}.count input[type=text]{flex:1;text-align:center}"
    ".step{min-width:56px;min-height:48px;font-size:1.4em;padding:0;background:#2a2f36;color:#fff}"
    ".tick{display:flex;align-items:center;gap:.6em;min-height:48px;flex-wrap:wrap}"
    ".tick input{width:30px;height:30px;margin:0;accent-color:#f0b429}.tick label{flex:1}"
    ".tick .err{flex-basis:100%}"
    ".err{color:#ff7b72;font-size:.9em;white-space:pre-line}.bad input[type=text],.bad select{border-color:#ff7b72}"
    ".differs input[type=text],.differs select{border-color:#f0b429}.differs .err{color:#f0b429}"
    "fieldset.line{border:1px solid #2a2f36;border-radius:8px;margin:.5em 0;padding:.3em .6em}"
    "button.add,button.remove{min-height:48px;margin:.3em 0;background:#2a2f36;color:#fff}"
    "button.add{width:100%}"
    "#bar{position:sticky;bottom:0;background:#1b1f24;padding:.5em .8em;border-top:1px solid #2a2f36}"
    "#bar p{margin:0 0 .3em}#send{width:100%;min-height:56px;font-weight:bold;font-size:1.1em}"
    "#send:disabled{opacity:.5}#send[hidden]{display:none}"
)
SCRIPT = Markup(
    "\n".join(
        line.strip()
        for line in (TEMPLATES / "entry.js").read_text(encoding="utf-8").splitlines()
        if line.strip()
    )
)


class EntryDesk:
    """The entry pages' own use of the event at ``target``: opened when first needed, closed by
    :meth:`close`; :meth:`run` does a piece of work with it on the entry pages' threads."""

    def __init__(self, target: str) -> None:
        self.target = target
        self._desk: Desk | None = None
        self._opening = threading.Lock()
        self._pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="players-page-entry")

    def desk(self) -> Desk:
        with self._opening:
            if self._desk is None:
                try:  # not upgraded from here: the desk upgrades an older event when it opens it
                    self._desk = Desk(open_store(self.target, upgrade=False), who=WHO)
                except StoreError as err:
                    raise Refusal(str(err)) from None
            return self._desk

    async def run(self, work: Callable[[Desk], T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._pool, lambda: work(self.desk()))

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        with self._opening:
            if self._desk is not None:
                self._desk.close()
                self._desk = None


def entry_page(
    view: table_entry.EntryView, language: str, key: str, switch: list[tuple[str, str, str]]
) -> str:
    """The side's form page: the table, the side and the data its script builds the form from."""
    # a game with a desk of its own (a poker freezeout) is not played in rounds: its page names none, and its
    # players report the table's busts rather than enter a sheet
    rounds = find_game(view.game).drawn_in_rounds
    w = entry_words(language, report=not rounds)
    page = words(language)
    description = view.description
    if description is not None:
        description = described(language, description)
    data = {
        "key": key,
        "side": view.side,
        "sides": list(view.sides),
        "kind": view.kind,
        "status": view.status,
        "template": view.template,
        "entered": view.entered,
        "confirmed": view.confirmed,
        "description": description,
        "words": {k: v for k, v in w.items() if k not in WRITTEN_WORDS},
    }
    shown = json.dumps([description, view.sides, w, view.competition], ensure_ascii=False)
    return render(
        "entry.html",
        w=w,
        language=language,
        competition=view.competition,
        round_word=page["round"] % view.round if rounds else "",
        table_word=page["table"],
        table=view.table,
        side=view.side,
        language_word=page["language"],
        switch=switch,
        fonts=layout.fonts_shown(shown),
        style=Markup(layout.STYLE + ENTRY_STYLE),
        data=data,
        script=SCRIPT,
    )


class EntryPages:
    """The entry addresses' handlers. ``entries``: the entry desk (None: no link opens anything);
    ``current``: the page's snapshot (whether any competition has table entry on); ``headers``: the page's
    own headers, sent with every answer; ``language``: the phone's language for a request, ``keep_language``
    keeps one chosen on the page's switch for the phone's next pages, as every page does."""

    def __init__(
        self,
        entries: EntryDesk | None,
        current: Callable[[], Snapshot],
        *,
        tally: Tally,
        listening_on: str,
        headers: dict[str, str],
        language: Callable[[web.Request], str],
        keep_language: Callable[[web.Request, web.StreamResponse, str], None],
        not_found: Callable[[web.Request], web.Response],
    ) -> None:
        self.entries, self.current, self.tally = entries, current, tally
        self.listening_on, self.headers = listening_on, {**headers, "Cache-Control": "no-store"}
        self.language, self.keep_language, self.not_found = language, keep_language, not_found
        self.keys = FormKeys()
        self.bad = BadTokens()

    def add_routes(self, router: web.UrlDispatcher) -> None:
        router.add_get("/entry/{token}", self.form)
        router.add_post("/entry/{token}", self.submit)
        router.add_post("/entry/{token}/check", self.check)

    # --- what every entry request goes through -----------------------------------------------------------------
    def _blocked(self, request: web.Request) -> web.Response | None:
        wait = self.bad.blocked(request.remote or "")
        if wait is None:
            return None
        self.tally.refuse(TOO_MANY_BAD, f"from {request.remote}")
        return web.json_response(
            {"error": "too many links that open nothing: wait a minute"},
            status=429,
            headers={**self.headers, "Retry-After": str(round(wait))},
        )

    def _open(self) -> bool:
        """Does any competition have table entry on (and so may a link open anything)?"""
        return self.entries is not None and self.current().table_entry

    def _bad_token(self, request: web.Request) -> None:
        self.bad.tried(request.remote or "")
        self.tally.refuse(BAD_TOKEN, f"from {request.remote}")

    def _answer(self, body: dict[str, Any], status: int = 200, close: bool = False) -> web.Response:
        response = web.json_response(body, status=status, headers=self.headers)
        if close:  # what is left of its body is not read: the connection goes with the answer
            response.force_close()
        return response

    async def _posted(self, request: web.Request) -> tuple[str, Any] | web.Response:
        """(token, sheet) of a post that may reach the desk, or the answer refusing it."""
        token = request.match_info["token"]
        blocked = self._blocked(request)
        if blocked is not None:
            return blocked
        if request.content_length is not None and request.content_length > MOST_BYTES:
            return self._answer({"error": "a score sheet is never that long"}, 413, close=True)
        if request.content_type != "application/json":
            return self._answer(
                {"error": "send the sheet as JSON (Content-Type: application/json)"}, 415, True
            )
        if foreign_origin(request, self.listening_on) or not self.keys.matches(
            token, request.headers.get(KEY_HEADER)
        ):
            self.tally.refuse(FORGED, f"from {request.remote}")
            return self._answer(
                {"error": "this form is not the entry page's own: open the link again"}, 403, True
            )
        try:
            body = await read_body(request)
        except TooLong:
            return self._answer({"error": "a score sheet is never that long"}, 413, close=True)
        except TimeoutError:
            return self._answer({"error": "the sheet did not arrive in time"}, 408, close=True)
        try:
            return token, json.loads(body)
        except (ValueError, RecursionError):
            return self._answer({"errors": [{"path": "(sheet)", "message": "the sheet is not JSON"}]}, 400)

    async def _with_desk(self, request: web.Request, token: str, work: Callable[[Desk], Any]) -> Any:
        """``work`` done with the entry desk, or the answer: 404 (counted) for a link that opens nothing, 409
        once confirmed, 422 when the rules refuse, 503 when the event cannot be reached."""
        if not self._open():
            self._bad_token(request)
            return self._answer({"error": "this link opens no sheet"}, 404)
        assert self.entries is not None
        try:
            return await self.entries.run(work)
        except NotFound:
            self._bad_token(request)
            return self._answer({"error": "this link opens no sheet"}, 404)
        except table_entry.EntryClosed as err:
            return self._answer({"status": table_entry.CONFIRMED, "error": err.message}, 409)
        except Refusal as err:  # the rules refuse the sheet (EntryRefused, its errors with their paths)
            errors = err.errors or [{"path": "(sheet)", "message": err.message}]
            return self._answer({"errors": errors}, 422)
        except Exception as err:  # noqa: BLE001 - the event busy or unreachable: nothing was stored
            self.tally.refuse(NOT_STORED, f"{type(err).__name__}: {err}")
            response = self._answer({"error": "the desk could not store the sheet now: send it again"}, 503)
            response.headers["Retry-After"] = "2"
            return response

    # --- the addresses -----------------------------------------------------------------------------------------
    async def form(self, request: web.Request) -> web.StreamResponse:
        blocked = self._blocked(request)
        if blocked is not None:
            return blocked
        token = request.match_info["token"]
        found = await self._with_desk(request, token, lambda desk: phone_entry.entry_view(desk, token))
        if isinstance(found, web.Response):
            return found if found.status != 404 else self._page_not_found(request)
        if found is None:
            self._bad_token(request)
            return self._page_not_found(request)
        language = self.language(request)
        switch = [(code, f"lang={code}", label) for code, label in LANGUAGES.items() if code != language]
        text = entry_page(found, language, self.keys.key(token), switch)
        response = web.Response(text=text, content_type="text/html", charset="utf-8", headers=self.headers)
        self.keep_language(request, response, language)
        return response

    def _page_not_found(self, request: web.Request) -> web.Response:
        response = self.not_found(request)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def submit(self, request: web.Request) -> web.Response:
        posted = await self._posted(request)
        if isinstance(posted, web.Response):
            return posted
        token, sheet = posted
        address = request.remote or ""
        outcome = await self._with_desk(
            request, token, lambda desk: phone_entry.submit_entry(desk, token, sheet, address)
        )
        return outcome if isinstance(outcome, web.Response) else self._answer(outcome.to_json())

    async def check(self, request: web.Request) -> web.Response:
        posted = await self._posted(request)
        if isinstance(posted, web.Response):
            return posted
        token, sheet = posted
        errors = await self._with_desk(
            request, token, lambda desk: phone_entry.check_entry(desk, token, sheet)
        )
        return errors if isinstance(errors, web.Response) else self._answer({"errors": errors})
