"""A knockout's bracket as drawn and played, read back from the event.

The *bracket* is drawn with the first round (its seed, seeding and whether a third-place match is played are
kept with the competition, ``state["bracket"]``); every confirmed match result since is recorded in it as it
is read, so it always shows who has gone through. Entrants in the bracket are team ids; :func:`named_bracket`
gives the document with their names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy.orm import Session

from cardnight_desk.services.draw_fields import Field, round_results
from cardnight_desk.services.errors import NotFound
from cardnight_desk.store.models import Competition, Round

if TYPE_CHECKING:
    from cardnight_desk.domain.draws import Bracket


def bracket_of(s: Session, comp: Competition, field: Field, rounds: list[Round]) -> Bracket:
    """The knockout bracket as drawn, with every confirmed match result recorded in it."""
    from cardnight_desk.domain.draws import new_bracket  # loaded with the first knockout read

    doc = (comp.state or {}).get("bracket")
    if not doc:
        raise NotFound(f"'{comp.name}' has no bracket yet")
    bracket = new_bracket(doc["seeds"], doc["seed"], doc["seeds"], doc["third_place"])
    ids = {name: entrant for entrant, name in field.names.items()}
    for rnd in rounds:
        results = round_results(s, rnd)
        for table, match in zip(rnd.tables, rnd.draw.get("matches", []), strict=False):
            result = results.get(table.label)
            if result and result.get("status") == "finished" and result.get("winner") in ids:
                winner = ids[result["winner"]]
                if bracket.can_record(rnd.number, match, winner):
                    bracket = bracket.record(rnd.number, match, winner)
    return bracket


def named_bracket(s: Session, comp: Competition, field: Field, rounds: list[Round]) -> dict[str, Any]:
    """The bracket's document (``Bracket.to_json``) with each entrant given by name."""
    doc = bracket_of(s, comp, field, rounds).to_json()

    def name(entrant: Any) -> Any:
        return None if entrant is None else field.names.get(entrant, str(entrant))

    doc["seeds"] = [{"seed": k["seed"], "entrant": name(k["entrant"])} for k in doc["seeds"]]
    doc["rounds"] = [
        [
            m | {"top": name(m["top"]), "bottom": name(m["bottom"]), "winner": name(m["winner"])}
            for m in matches
        ]
        for matches in doc["rounds"]
    ]
    doc["champion"] = name(doc["champion"])
    return doc
