"""28 standings: a knockout by the round each team reached, a round robin by matches won then game points.

A match's *figures* for a team are its game points (the match total) and whether it won a finished match.
A match is *decided* once it is finished (``status`` ``finished``: a winner after 12 deals, after the extra
round, or by the coin toss, ruling TE-7); a confirmed sheet of a match still level, or short of its deals, is
not. In a *knockout* the teams out of the running are placed as the bracket places them (the champion, the
final's loser, the third-place match's winner and loser, then the losers of each earlier round sharing a
place); the others are still in. In a *round robin* teams rank by matches won, then game points over their
finished matches.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardnight_desk.domain.bhukhar_family import shared_places
from cardnight_desk.domain.games.base import StandingsSource, StandingsTable
from cardnight_desk.domain.games.twenty_eight.scoring import (
    DEALS_PER_ROUND,
    LAST_DEAL,
    MATCH_DEALS,
    MatchStatus,
)
from cardnight_desk.domain.standings import StandingRow


def figures(result: Mapping[str, Any]) -> list[tuple[str, int, int, int, int]]:
    """``(team, 0, 0, points, won)`` for both teams of a ``28-match`` result (``won`` 1 for the winner of a
    finished match)."""
    totals = result.get("totals")
    if not isinstance(totals, Mapping) or "status" not in result:
        return []
    won = result.get("winner") if result.get("status") == "finished" else None
    return [(name, 0, 0, int(points), int(won == name)) for name, points in totals.items()]


def undecided(result: Mapping[str, Any]) -> str | None:
    """Why a confirmed ``28-match`` result has no winner yet, naming its teams (ruling TE-7); None once it is
    finished."""
    totals = result.get("totals")
    status = result.get("status")
    if status == MatchStatus.FINISHED.value or not isinstance(totals, Mapping) or len(totals) != 2:
        return None
    (a, points), b = next(iter(totals.items())), list(totals)[1]
    dealt = len(result.get("deals") or ())
    if status == MatchStatus.EXTRA_ROUND.value:
        if dealt <= MATCH_DEALS:
            return (
                f"{a} and {b} are level at {points} after {MATCH_DEALS} deals; the extra round of "
                f"{DEALS_PER_ROUND} deals is still to be entered (ruling TE-7)"
            )
        due = LAST_DEAL - dealt
        deals = f"{due} deal of the extra round is" if due == 1 else f"{due} deals of the extra round are"
        return f"{a} and {b} were level after {MATCH_DEALS} deals; {deals} still to be entered (ruling TE-7)"
    if status == MatchStatus.COIN_TOSS.value:
        return (
            f"{a} and {b} are still level at {points} after the extra round; the coin toss is still to be "
            "recorded (ruling TE-7)"
        )
    return f"{a} v {b} has {dealt} of its {MATCH_DEALS} deals entered (ruling TE-7)"


def knockout_standings(
    bracket_json: Mapping[str, Any], names: Mapping[Any, str] | None = None
) -> list[StandingRow]:
    """A knockout's standings from its bracket document (entrants as ``names`` gives them, else as they are
    in the document). Columns: the round reached, matches won; ``played``: matches played to a result.

    Places go only to the teams out of the running, as the bracket shares them: the losers of a round share
    the place below every team that went on (8 teams: the quarter-final losers share 5th, the semi-final
    losers 3rd unless a third-place match is played), the final's loser is 2nd, its winner 1st, and the
    third-place match gives 3rd and 4th. Every other team is *still in* (a team with only byes so far, the
    two teams of a match not decided yet), ranked by the round it reached: still in for the title, or for
    third place while the third-place match is to be played."""
    names = names or {}
    rounds = bracket_json["rounds"]
    last = len(rounds)
    third_place = last > 0 and len(rounds[-1]) > 1
    reached: dict[Any, int] = {}
    won: dict[Any, int] = {}
    played: dict[Any, int] = {}
    place: dict[Any, int] = {}  # the teams out of the running, and the champion
    for_third: set[Any] = set()  # semi-final losers still to play the third-place match
    for number, matches in enumerate(rounds, start=1):
        for index, m in enumerate(matches):
            for entrant in (m["top"], m["bottom"]):
                if entrant is not None:
                    reached[entrant] = max(reached.get(entrant, 0), number)
            if m["bye"] or m["winner"] is None:
                continue
            winner = m["winner"]
            loser = m["bottom"] if winner == m["top"] else m["top"]
            won[winner] = won.get(winner, 0) + 1
            for entrant in (winner, loser):
                played[entrant] = played.get(entrant, 0) + 1
            if number == last:  # the final (match 1), the third-place match (match 2)
                place[winner], place[loser] = (1, 2) if index == 0 else (3, 4)
            elif third_place and number == last - 1:
                for_third.add(loser)
            else:
                place[loser] = len(matches) + 1  # one team goes on from each match of the round

    def row(e: Any) -> StandingRow:
        columns = (("reached", reached[e]), ("won", won.get(e, 0)))
        if e in place:
            return StandingRow(place[e], names.get(e, str(e)), played.get(e, 0), columns)
        return StandingRow(3 if e in for_third else 1, names.get(e, str(e)), played.get(e, 0), columns, True)

    rows = [row(e) for e in reached]
    return sorted(rows, key=lambda r: (r.place, not r.still_in, -r.value("reached"), r.name))


def match_standings(results: Iterable[Mapping[str, Any]], entrants: Iterable[str] = ()) -> list[StandingRow]:
    """A round robin of 28 matches: matches won, then game points; level teams share the place."""
    table: dict[str, list[int]] = {name: [0, 0, 0] for name in entrants}
    for result in results:
        for name, points in result["totals"].items():
            row = table.setdefault(name, [0, 0, 0])
            row[1] += points
            row[2] += 1
            if result.get("winner") == name:
                row[0] += 1
    placed = shared_places(sorted(table), key=lambda n: (table[n][0], table[n][1]))
    return [
        StandingRow(place, n, table[n][2], (("won", table[n][0]), ("points", table[n][1])))
        for place, n in placed
    ]


def standings_table(source: StandingsSource, settings: Mapping[str, Any]) -> StandingsTable:
    """The knockout's standings from its bracket, or the round robin's from the finished matches."""
    if settings.get("format") == "knockout":
        rows = knockout_standings(source.bracket() or {"rounds": []})
        return StandingsTable("team", ("reached", "won"), tuple(rows))
    finished = [r for r in source.results() if r.get("status") == "finished"]
    return StandingsTable("team", ("won", "points"), tuple(match_standings(finished, source.entrants())))
