"""The phones' way in, whatever the game: a token leads to a round's table (its sides enter the table's score
sheet, :mod:`~cardnight_desk.services.table_entry`) or to a poker table (its players report its busts,
:mod:`~cardnight_desk.services.games.poker.table_entry`). The entry pages and the ``links`` command ask here."""

from __future__ import annotations

from typing import Any

from cardnight_desk.services import table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.games.poker import table_entry as poker_entry
from cardnight_desk.services.table_entry import EntryOutcome, EntryView, RoundLinks


def links(desk: Desk, competition: str, round_no: int | None = None) -> RoundLinks:
    """Each side's link at each table of the competition's round ``round_no`` (the latest when None); a poker
    freezeout is one round, its tables those of its seating now."""
    with desk.store.session() as s:
        poker = poker_entry.is_poker(find_competition(s, competition))
    if not poker:
        return table_entry.round_links(desk, competition, round_no)
    if round_no not in (None, poker_entry.ROUND):
        raise Refusal(f"'{competition}' is a poker freezeout, played as one round: ask for round 1")
    return poker_entry.poker_links(desk, competition)


def entry_view(desk: Desk, token: str) -> EntryView | None:
    """What a side's link shows; None for a token that leads nowhere."""
    return table_entry.entry_view(desk, token) or poker_entry.entry_view(desk, token)


def check_entry(desk: Desk, token: str, sheet: Any) -> list[dict[str, str]]:
    """The problems found with what a side is typing (nothing stored)."""
    try:
        return table_entry.check_entry(desk, token, sheet)
    except NotFound:
        return poker_entry.check_entry(desk, token, sheet)


def submit_entry(desk: Desk, token: str, sheet: Any, address: str) -> EntryOutcome:
    """Store what a side entered, and say where its table stands."""
    try:
        return table_entry.submit_entry(desk, token, sheet, address)
    except NotFound:
        return poker_entry.submit_entry(desk, token, sheet, address)
