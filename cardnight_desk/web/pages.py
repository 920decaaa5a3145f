"""The content of each page of the players' page, written from a snapshot in the phone's language.

The HTML is in the templates (``web/templates/``, :mod:`cardnight_desk.web.rendering`); here is what they are
handed: the snapshot, the page's words in the phone's language (``w``), and the few choices that are words
rather than markup (where a competition stands, a standings column's heading). Every name (player, team,
competition, event, announcement) is escaped and marked ``dir="auto"``.
"""

from __future__ import annotations

from itertools import groupby
from urllib.parse import quote

from cardnight_desk.web.rendering import environment, render
from cardnight_desk.web.snapshot import Snapshot, Standing, find_seatings
from cardnight_desk.web.words import COLUMN_KEYS

SEARCH_LIMIT = 30


def name(text: str | None) -> str:
    """The HTML a name is shown as (the ``name`` macro of ``names.html``)."""
    return str(environment().get_template("names.html").module.name(text))  # type: ignore[attr-defined]


def progress_words(w: dict[str, str], s: Standing) -> str:
    """Where a competition stands: "final", or "after round 2, round 3 under way — provisional"."""
    if s.finished:
        return w["final"]
    if s.rounds_complete:
        where = w["after_round"] % s.rounds_complete
        if s.rounds_drawn > s.rounds_complete:
            where += ", " + w["under_way"] % s.rounds_drawn
    elif s.rounds_drawn:
        where = w["under_way"] % s.rounds_drawn
    else:
        where = w["no_round"]
    return f"{where} — {w['provisional']}"


def _link(s: Standing) -> str:
    if s.own_view:
        return f"/{s.own_view}"
    return f"/standings/{quote(s.competition, safe='')}"


def message(text: str) -> str:
    """A page's content that is one sentence: nothing found, nothing tonight."""
    return render("message.html", text=text)


def event_page(snap: Snapshot, w: dict[str, str]) -> str:
    return render("event.html", snap=snap, w=w, link=_link, progress_words=progress_words)


def search_box(w: dict[str, str], part: str) -> str:
    return render("search_box.html", w=w, part=part)


def table_page(snap: Snapshot, w: dict[str, str], part: str) -> str:
    part = part.strip()
    if not part:
        return ""
    if len(part) < 2:
        return message(w["too_short"])
    found, more = find_seatings(snap, part, SEARCH_LIMIT)
    if not found:
        return message(w["no_match"] % part)
    players = [(who, list(seats)) for who, seats in groupby(found, key=lambda seat: seat.name)]
    return render("seatings.html", w=w, players=players, more=more, limit=SEARCH_LIMIT)


def _column_word(w: dict[str, str], column: str) -> str:
    key = COLUMN_KEYS.get(column)
    return w[key] if key else column


def _standing(w: dict[str, str], s: Standing) -> str:
    return render("standing.html", w=w, s=s, progress_words=progress_words, column_word=_column_word)


SECTIONS_KEPT = 128
Sections = dict[tuple[int, int], tuple[Standing, str]]


def standings_page(
    snap: Snapshot, w: dict[str, str], competition: str | None, sections: Sections | None = None
) -> str | None:
    """Every competition's standings, or one's (None when there is no such competition). A competition's
    section, once written in a language, is kept in ``sections`` for as long as the snapshots keep its
    standings (a change reads again only the competitions it touched): a sheet confirmed in one competition
    rewrites that competition's section, not a whole hall's standings in every language."""

    def section(s: Standing) -> str:
        if sections is None:
            return _standing(w, s)
        key = (id(s), id(w))
        kept = sections.get(key)
        if kept is not None and kept[0] is s:
            return kept[1]
        if len(sections) >= SECTIONS_KEPT:
            sections.clear()
        text = sections[key] = (s, _standing(w, s))
        return text[1]

    if competition is None:
        return "".join(section(s) for s in snap.standings)
    s = snap.standing(competition)
    return None if s is None else section(s)


def clock_page(snap: Snapshot, w: dict[str, str]) -> str:
    return render("clock.html", snap=snap, w=w, built_ms=round(snap.built * 1000))


def baccarat_page(snap: Snapshot, w: dict[str, str]) -> str:
    return render("baccarat.html", snap=snap, w=w)
