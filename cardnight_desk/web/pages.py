"""The content of each page of the players' page, written from a snapshot in the phone's language.

Every name (player, team, competition, event, announcement) is escaped and marked ``dir="auto"``, so an Urdu
name reads right to left inside a left-to-right page and the other way round.
"""

from __future__ import annotations

from html import escape

from cardnight_desk.web.snapshot import BaccaratTable, Clock, Snapshot, Standing, find_seatings

SEARCH_LIMIT = 30


def name(text: str | None) -> str:
    return f'<bdi dir="auto">{escape(text or "")}</bdi>'


def _names(texts: tuple[str, ...]) -> str:
    return ", ".join(name(t) for t in texts)


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
    from urllib.parse import quote

    if s.own_view:
        return f"/{s.own_view}"
    return f"/standings/{quote(s.competition, safe='')}"


def event_page(snap: Snapshot, w: dict[str, str]) -> str:
    out = [f'<p class="note">{escape(snap.date)}</p>']
    if snap.announcements:
        items = "".join(f'<li dir="auto">{escape(a)}</li>' for a in snap.announcements)
        out.append(f'<h2>{escape(w["announcements"])}</h2><ul class="card">{items}</ul>')
    out.append(f"<h2>{escape(w['competitions'])}</h2>")
    for s in snap.standings:
        note = "" if s.own_view else f'<br><span class="note">{escape(progress_words(w, s))}</span>'
        out.append(
            f'<p class="card"><a href="{_link(s)}" style="color:inherit">{name(s.competition)}</a> '
            f'<span class="note">{escape(s.title)}</span>{note}</p>'
        )
    return "".join(out)


def search_box(w: dict[str, str], part: str) -> str:
    return (
        f'<form id="find" action="/table" method="get"><label for="q">{escape(w["name_prompt"])}</label><br>'
        f'<input id="q" name="name" value="{escape(part)}" dir="auto" autocomplete="off" autofocus> '
        f'<button type="submit">{escape(w["search"])}</button></form>'
    )


def table_page(snap: Snapshot, w: dict[str, str], part: str) -> str:
    part = part.strip()
    if not part:
        return ""
    if len(part) < 2:
        return f"<p>{escape(w['too_short'])}</p>"
    found, more = find_seatings(snap, part, SEARCH_LIMIT)
    if not found:
        return f"<p>{escape(w['no_match'] % part)}</p>"
    out = []
    if more:
        out.append(f'<p class="note">{escape(w["many"] % SEARCH_LIMIT)}</p>')
    current = None
    for seat in found:
        if seat.name != current:
            if current is not None:
                out.append("</div>")
            current = seat.name
            out.append(f'<div class="card player"><h3>{name(seat.name)}</h3>')
        where = name(seat.competition)
        if seat.round is not None:
            where += f" · {escape(w['round'] % seat.round)}"
        team = f" · {name(seat.team)}" if seat.team else ""
        if seat.table is None:
            out.append(f'<p class="seating">{where}{team}<br><b class="bye">{escape(w["bye"])}</b></p>')
            continue
        line = f'<p class="seating">{where}{team}<br>'
        if seat.table:
            line += f'<b>{escape(w["table"])} <span class="table-no">{escape(seat.table)}</span></b> · '

        if seat.seat is not None:
            line += f'{escape(w["seat"])} <span class="seat-no">{seat.seat}</span>'
        if seat.partners:
            line += f"<br>{escape(w['with'])}: {_names(seat.partners)}"
        if seat.opponents:
            line += f'<br>{escape(w["against"])}: <span class="opponents">{_names(seat.opponents)}</span>'
        out.append(line + "</p>")
    out.append("</div>")
    return "".join(out)


# a standings column's code (the games' own) -> the key of its heading in the page's words
COLUMN_WORDS = {
    "master": "master",
    "bonus": "bonus",
    "score": "score",
    "won": "won",
    "points": "points",
    "reached": "reached",
    "round": "reached",  # rummy: the round a player reached
    "position": "position",
    "total": "total",
    "out_after_deal": "out_after_deal",
}


def _column_word(w: dict[str, str], column: str) -> str:
    key = COLUMN_WORDS.get(column)
    return w[key] if key else column


def _standing(w: dict[str, str], s: Standing) -> str:
    out = [
        f'<section class="standing"><h2>{name(s.competition)}</h2>'
        f'<p class="note">{escape(s.title)} · {escape(progress_words(w, s))}</p>'
    ]
    if s.own_view:
        out.append(
            f'<p><a href="/{s.own_view}" style="color:#9ecbff">{escape(w[s.own_view])}</a></p></section>'
        )
        return "".join(out)
    if s.rows:
        head = "".join(f'<th class="n">{escape(_column_word(w, c))}</th>' for c in s.columns)
        out.append(
            f'<div class="wide"><table><tr><th class="n">{escape(w["place"])}</th><th>{escape(w[s.name_key] if s.name_key in w else s.name_key)}</th>'
            f'<th class="n">{escape(w["played"])}</th>{head}</tr>'
        )
        for place, who, played, values in s.rows:
            cells = "".join(f'<td class="n">{v}</td>' for v in values)
            # not placed yet: still in, on one line
            placed = (
                place
                if place is not None
                else f'<span style="white-space:nowrap">{escape(w["still_in"])}</span>'
            )
            out.append(
                f'<tr><td class="n">{placed}</td><td>{name(who)}</td><td class="n">{played}</td>{cells}</tr>'
            )
        out.append("</table></div>")
    else:
        out.append(f"<p>{escape(w['no_results'])}</p>")
    if s.bracket:
        out.append(_bracket(w, s))
    out.append("</section>")
    return "".join(out)


def _side(w: dict[str, str], who: str | None, winner: str | None) -> str:
    """One side of a bracket match: the winner in bold, "to be decided" while not known."""
    if who is None:
        return f'<span class="note">{escape(w["to_come"])}</span>'
    return f"<b>{name(who)}</b>" if winner is not None and who == winner else name(who)


def _bracket(w: dict[str, str], s: Standing) -> str:
    out = [f"<h3>{escape(w['bracket'])}</h3>"]
    last = len(s.bracket) - 1
    for number, matches in enumerate(s.bracket):
        out.append(f'<p class="note">{escape(w["round"] % (number + 1))}</p>')
        for index, (top, bottom, bye, winner) in enumerate(matches):
            label = w["match"] % (index + 1)
            if number == last and number > 0:
                label = w["final_match"] if index == 0 else w["third_place"]

            against = "" if bye else f" – {_side(w, bottom, winner)}"
            out.append(
                f'<p class="card"><span class="note">{escape(label)}</span><br>{_side(w, top, winner)}{against}</p>'
            )
    return "".join(out)


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


def _duration(ms: int | None) -> str:
    seconds = max(0, (ms or 0) // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def _blinds(w: dict[str, str], blinds: tuple[int, int, int] | None) -> str:
    if blinds is None:
        return escape(w["on_break"])
    small, big, ante = blinds
    text = f"{small:,} / {big:,}"
    return text + (f" · {escape(w['ante'])} {ante:,}" if ante else "")


def _ticking(ms: int | None, snap: Snapshot, running: bool, css: str) -> str:
    """A time that counts down on the phone while the clock runs (the script reads ``data-end``)."""
    end = f' data-end="{round(snap.built * 1000) + ms}"' if running and ms is not None else ""
    return f'<span class="{css}"{end}>{_duration(ms)}</span>'


def _clock(w: dict[str, str], snap: Snapshot, c: Clock) -> str:
    level = escape(w["on_break"]) if c.on_break or c.level is None else escape(w["level"] % c.level)
    if not c.started:
        state = f'<p class="note">{escape(w["not_started"])}</p>'
    elif not c.running:
        state = f'<p class="note">{escape(w["paused"])}</p>'
    else:
        state = ""
    if c.left_ms is None:
        left = f"<p>{escape(w['overtime'])} {_duration(c.overtime_ms)}</p>"
    else:
        left = f'<p class="big">{_ticking(c.left_ms, snap, c.running, "time-left")}</p>'
    following = ""
    if c.next_blinds is not None and c.next_level is not None:
        following = (
            f"<p>{escape(w['next'])}: {escape(w['level'] % c.next_level)} · {_blinds(w, c.next_blinds)}</p>"
        )
    if c.break_in_ms is not None:
        brk = f"<p>{escape(w['next_break'])} {_ticking(c.break_in_ms, snap, c.running, 'break-in')}</p>"
    else:
        brk = f'<p class="note">{escape(w["no_break"])}</p>'
    return (
        f'<section class="clock card"><h2>{name(c.competition)}</h2>'
        f'<p class="level">{level}</p>{state}{left}'
        f'<p>{escape(w["blinds"])}: <span class="blinds">{_blinds(w, c.blinds)}</span></p>{following}{brk}'
        f'<p>{escape(w["players_left"])}: <b class="players-left">{c.players_left}</b> / {c.entries} · '
        f"{escape(w['average'])} {c.average:,}</p>{_places(w, c)}</section>"
    )


def _places(w: dict[str, str], c: Clock) -> str:
    """The prizes of the paid places (PK-6) and the places decided so far, best first (a player's place is
    decided when they are out; the winner's when one is left)."""
    out = []
    if c.payouts:
        paid = " · ".join(f"{place}. {amount:,}" for place, amount in enumerate(c.payouts, 1))
        out.append(f'<p class="prizes">{escape(w["prizes"])}: {paid}</p>')
    if c.places:
        rows = "".join(
            f'<tr><td class="n">{place}</td><td>{name(who)}</td>'
            f'<td class="n">{"" if prize is None else f"{prize:,}"}</td></tr>'
            for place, who, prize in c.places
        )
        out.append(
            f'<h3>{escape(w["places"])}</h3><div class="wide"><table class="places"><tr>'
            f'<th class="n">{escape(w["place"])}</th><th>{escape(w["player"])}</th>'
            f'<th class="n">{escape(w["prize"])}</th></tr>{rows}</table></div>'
        )
    return "".join(out)


def clock_page(snap: Snapshot, w: dict[str, str]) -> str:
    if not snap.clocks:
        return f"<p>{escape(w['no_poker'])}</p>"
    return "".join(_clock(w, snap, c) for c in snap.clocks)


def _baccarat(w: dict[str, str], t: BaccaratTable) -> str:
    left = f" · {escape(w['hands_left'])} {t.hands_left}" if t.hands_left is not None else ""
    over = f"<p>{escape(w['over'])}</p>" if t.over else ""
    rows = "".join(
        f'<tr><td class="n">{place}</td><td class="n">{seat}</td><td>{name(who)}</td><td class="n">{escape(chips)}</td></tr>'
        for place, seat, who, chips in t.rows
    )
    return (
        f'<section class="baccarat"><h2>{name(t.competition)}</h2>{over}'
        f'<p class="note">{escape(w["hands_played"])} {t.hands_played}{left}</p>'
        f'<div class="wide"><table><tr><th class="n">{escape(w["place"])}</th><th class="n">{escape(w["seat"])}</th>'
        f'<th>{escape(w["player"])}</th><th class="n">{escape(w["chips"])}</th></tr>{rows}</table></div></section>'
    )


def baccarat_page(snap: Snapshot, w: dict[str, str]) -> str:
    if not snap.baccarat:
        return f"<p>{escape(w['no_baccarat'])}</p>"
    return "".join(_baccarat(w, t) for t in snap.baccarat)
