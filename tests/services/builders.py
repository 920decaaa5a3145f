"""Building events for service tests straight in the store (teams, a round, its tables and seats). The players and
teams made here get the history changes the desk writes when it registers them (the history check looks for the
change that made each one)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import record_many
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Membership,
    Player,
    Registration,
    Round,
    Seat,
    Team,
)


def registered(s, event_id: int, comp: str, players: Sequence[Player], teams: Sequence[Team] = ()) -> None:
    """The changes that register ``players`` and ``teams`` in the competition ``comp``, as the desk writes them."""
    changes = [
        {
            "who": "desk 1",
            "action": "player.register",
            "entity": "player",
            "entity_id": p.id,
            "summary": f"{p.name} (player {p.number}) registered in {comp}",
            "before": None,
            "after": {"number": p.number, "name": p.name, "competition": comp},
        }
        for p in players
    ]
    changes += [
        {
            "who": "desk 1",
            "action": "team.register",
            "entity": "team",
            "entity_id": t.id,
            "summary": f"Team '{t.name}' registered in {comp}",
            "before": None,
            "after": {"competition": comp, "team": t.name},
        }
        for t in teams
    ]
    record_many(s, event_id, changes)


def bhukhar_event(target: str, team_names: list[str], settings: dict | None = None) -> Desk:
    desk = Desk.create(target, "League night", "2026-10-03", who="desk 1")
    add_competition(desk, "Bhukhar", "bhukhar", settings=settings or {})
    with desk.store.session() as s:
        comp = s.query(Competition).one()
        number = 0
        players, teams = [], []
        for name in team_names:
            team = Team(competition_id=comp.id, name=name)
            s.add(team)
            s.flush()
            teams.append(team)
            for k in range(3):
                number += 1
                p = Player(
                    event_id=comp.event_id, number=number, name=f"{name} {k + 1}", born=dt.date(1970, 1, 1)
                )
                s.add(p)
                s.flush()
                players.append(p)
                s.add(Registration(competition_id=comp.id, player_id=p.id))
                s.add(Membership(team_id=team.id, player_id=p.id, position=k + 1))
        registered(s, comp.event_id, comp.name, players, teams)
    return desk


def add_round(desk: Desk, number: int, pairs: list[tuple[str, str]], byes: list[str] = ()) -> None:
    with desk.store.session() as s:
        comp = s.query(Competition).one()
        teams = {t.name: t for t in s.query(Team).filter_by(competition_id=comp.id)}
        rnd = Round(competition_id=comp.id, number=number, seed=7, draw={"byes": [teams[b].id for b in byes]})
        s.add(rnd)
        s.flush()
        for k, (a, b) in enumerate(pairs, start=1):
            table = DeskTable(
                round_id=rnd.id, label=str(k), position=k, sheet_number=f"S{comp.id}.{number}.{k}"
            )
            s.add(table)
            s.flush()
            for i in range(3):
                for j, team in enumerate((teams[a], teams[b])):
                    s.add(
                        Seat(
                            table_id=table.id,
                            seat=2 * i + j + 1,
                            team_id=team.id,
                            player_id=team.members[i].player_id,
                        )
                    )


def two_tables(target: str) -> Desk:
    """A Bhukhar event of four teams with round 1 drawn: Lions v Tigers at table 1, Bears v Wolves at table 2."""
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"])
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    return desk


def bhukhar_sheet(
    winner: str, loser: str, winner_low_in_hand: int = 2, penalties: list | None = None
) -> dict:
    """The sheet of score-sheets.md's example, with the team names given."""
    return {
        "game": "bhukhar",
        "ended_by": "closed",
        "teams": {
            winner: {
                "licence": True,
                "licence_first": True,
                "bhukhar": True,
                "closed_game": True,
                "natodiu": False,
                "closed": {"sequence": 1, "high_set": 0, "low_set": 1},
                "table_cards": {"low": 6, "high": 9},
                "hand_cards": {"low": winner_low_in_hand, "high": 1},
            },
            loser: {
                "licence": False,
                "licence_first": False,
                "bhukhar": False,
                "closed_game": False,
                "natodiu": False,
                "closed": {"sequence": 0, "high_set": 0, "low_set": 0},
                "table_cards": {"low": 0, "high": 0},
                "hand_cards": {"low": 20, "high": 19},
            },
        },
        "penalties": penalties if penalties is not None else [],
    }


def competition_with_teams(
    desk: Desk, name: str, game: str, team_names: list[str], settings: dict | None = None
):
    """Another competition of ``desk`` with teams of three new players each."""
    add_competition(desk, name, game, settings=settings or {})
    with desk.store.session() as s:
        comp = s.query(Competition).filter_by(name=name).one()
        number = s.query(Player).count()
        players, teams = [], []
        for team_name in team_names:
            team = Team(competition_id=comp.id, name=team_name)
            s.add(team)
            s.flush()
            teams.append(team)
            for k in range(3):
                number += 1
                p = Player(
                    event_id=comp.event_id,
                    number=number,
                    name=f"{team_name} {k + 1}",
                    born=dt.date(1970, 1, 1),
                )
                s.add(p)
                s.flush()
                players.append(p)
                s.add(Registration(competition_id=comp.id, player_id=p.id))
                s.add(Membership(team_id=team.id, player_id=p.id, position=k + 1))
        registered(s, comp.event_id, comp.name, players, teams)


def competition_with_players(
    desk: Desk, name: str, game: str, count: int, settings: dict | None = None
) -> list[str]:
    add_competition(desk, name, game, settings=settings or {})
    names = []
    with desk.store.session() as s:
        comp = s.query(Competition).filter_by(name=name).one()
        number = s.query(Player).count()
        players = []
        for k in range(count):
            number += 1
            p = Player(
                event_id=comp.event_id, number=number, name=f"{name} player {k + 1}", born=dt.date(1980, 1, 1)
            )
            s.add(p)
            s.flush()
            players.append(p)
            s.add(Registration(competition_id=comp.id, player_id=p.id))
            names.append(p.name)
        registered(s, comp.event_id, comp.name, players)
    return names


def match_28(first: str, second: str, winner: str) -> dict:
    """A 28 match of twelve deals, each won by the bidder ``winner``."""
    return {
        "game": "28-match",
        "teams": [first, second],
        "deals": [{"bidder": winner, "bid": 16, "bidder_points": 20} for _ in range(12)],
        "coin_toss": None,
    }


def rummy_sheet(players: list[str], winner: str, target: int = 150, max_deals: int | None = 12) -> dict:
    """A table decided by ``winner``'s Hand-Rummy: every loser had a turn and scores double, 200 (RU-5), out at
    150; at a higher target (the final table's 230) a normal deal follows, each loser's 100 putting them out."""
    deals = [
        {
            "deal_type": "hand_rummy",
            "players": {
                p: {"result": "won"} if p == winner else {"result": "lost", "points": 100, "had_turn": True}
                for p in players
            },
        }
    ]
    if target >= 200:
        losing = {"result": "lost", "points": 100}
        deals.append(
            {
                "deal_type": "normal",
                "players": {p: {"result": "won"} if p == winner else losing for p in players},
            }
        )
    return {
        "game": "rummy-table",
        "target": target,
        "max_deals": max_deals,
        "players": players,
        "deals": deals,
    }
