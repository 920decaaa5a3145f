"""A poker table's bust report: the players at one table who went out in one hand, as a player at that table
reports it on a phone (table entry). It is the ``busts`` part of the ``poker-tournament`` sheet
(:mod:`~cardnight_desk.domain.games.poker.description`), one hand of it, naming only the table's players.

Its reader checks the report against the table and the tournament as they stand: each player named sits at
the table and is still in, named once; players out in the same hand give the hand's number and their chips
at its start (ruling PK-5); the hand is not before the last one recorded; and the tournament would take the
bust (:meth:`~cardnight_desk.domain.games.poker.tournament.Tournament.bust_refusal`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.errors import SheetError
from cardnight_desk.domain.games.poker.description import BUSTS, REPORT
from cardnight_desk.domain.games.poker.tournament import BUST_MESSAGES, Tournament
from cardnight_desk.domain.sheet_checks import Checker, join

HAND, CHIPS = BUSTS.field("hand"), BUSTS.field("start_chips")


@dataclass(frozen=True)
class TableBust:
    """A report as the desk enters it: each player out with their chips at the start of the hand (or None),
    and the hand's number (or None)."""

    chips: dict[str, int | None]
    hand: int | None


def blank_report() -> dict[str, Any]:
    """A report with one line to fill in."""
    return REPORT.blank() | {BUSTS.key: [{"player": None}]}


def report_players(report: object) -> tuple[str, ...]:
    """The players a report names, in its order (none for what is not a report)."""
    if not isinstance(report, Mapping) or not isinstance(report.get(BUSTS.key), list):
        return ()
    return tuple(b["player"] for b in report[BUSTS.key] if isinstance(b, Mapping) and "player" in b)


def read_report(
    report: object, table: str, players: Sequence[str], tournament: Tournament
) -> TableBust | list[SheetError]:
    """The bust a report from ``table`` (whose players are ``players``) gives, or every problem found in it."""
    check = Checker()
    top = REPORT.read_top(check, report, "a bust report")
    if top is None:
        return check.errors
    if top.get("game") != REPORT.game:
        check.error("game", f"a bust report is a '{REPORT.game}' sheet, not '{top.get('game')}'")
    items = check.list_(top.get(BUSTS.key), BUSTS.key, min_len=1, what="the report")
    chips: dict[str, int | None] = {}
    hands: list[int | None] = []
    remaining = set(tournament.remaining())
    for i, item in enumerate(items or []):
        path = join(BUSTS.key, i)
        doc = check.obj(item, path, *BUSTS.line_keys, what="a bust")
        if doc is None:
            continue
        hands.append(check.int_(doc, HAND.key, path, lo=HAND.lo) if HAND.key in doc else None)
        start = check.int_(doc, CHIPS.key, path, lo=CHIPS.lo, rule=CHIPS.rule) if CHIPS.key in doc else None
        player = _player(check, doc.get("player"), join(path, "player"), table, players, remaining)
        if player is not None and player in chips:
            check.error(join(path, "player"), f"{player} is named twice: a player goes out once")
        elif player is not None:
            chips[player] = start
    hand = hands[0] if hands else None
    if len(set(hands)) > 1:
        check.error(
            join(join(BUSTS.key, next(i for i, h in enumerate(hands) if h != hand)), HAND.key),
            "a report is one hand: the players out in it share its number (ruling PK-5)",
        )
    last = max((b.hand for b in tournament.busts if b.hand is not None), default=None)
    if hand is not None and last is not None and hand < last:
        check.error(
            join(join(BUSTS.key, 0), HAND.key),
            f"hand {hand} is before hand {last}, the last bust recorded: busts are reported as they happen, "
            "hand numbers never going down (ruling PK-5)",
        )
    if check.ok:
        refusal = tournament.bust_refusal(chips, hand)
        if refusal is not None:
            check.error(BUSTS.key, BUST_MESSAGES[refusal])
    return check.errors if not check.ok else TableBust(chips, hand)


def _player(
    check: Checker, value: object, where: str, table: str, players: Sequence[str], remaining: set[str]
) -> str | None:
    if value is None:
        check.error(where, "choose the player who is out")
        return None
    if not isinstance(value, str) or value not in players:
        listed = ", ".join(players)
        check.error(where, f"'{value}' is not playing at table {table} (players: {listed})")
        return None
    if value not in remaining:
        check.error(where, f"{value} is out already (ruling PK-5)")
        return None
    return value
