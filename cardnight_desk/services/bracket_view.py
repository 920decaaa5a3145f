"""A competition's knockout bracket read back as plain data, by entrant name (what the printed bracket shows).

Words used here: a *bracket match* has a *top* and a *bottom* entrant (``None`` while not known yet); a *bye*
sends the top entrant through without playing; the *winner* is known once the match's sheet is confirmed. The
last round holds the final (match 1) and, when the competition plays one, the match for third place (match 2).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardnight_desk.services.brackets import named_bracket
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.draw_fields import load_field, rounds_of
from cardnight_desk.services.errors import NotFound
from cardnight_desk.services.events import find_competition


@dataclass(frozen=True)
class BracketMatch:
    match: int  # its number within the round, from 1
    top: str | None
    bottom: str | None
    bye: bool
    winner: str | None


def knockout_rounds(desk: Desk, competition: str) -> tuple[tuple[BracketMatch, ...], ...]:
    """Every round of the competition's knockout bracket, first round first, with the results so far."""
    with desk.store.session() as s:
        row = find_competition(s, competition)
        if not (row.state or {}).get("bracket"):
            raise NotFound(f"'{row.name}' has no knockout bracket drawn yet")
        doc = named_bracket(s, row, load_field(s, row, True), rounds_of(s, row))
    return tuple(
        tuple(
            BracketMatch(m["match"], m["top"], None if m["bye"] else m["bottom"], m["bye"], m["winner"])
            for m in matches
        )
        for matches in doc["rounds"]
    )
