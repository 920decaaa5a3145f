"""Score sheets of OAUK Bhukhar: ``bhukhar`` (one game) and ``bhukhar-competition`` (standings from games).

A sheet (``resources/docs/score-sheets.md``) is read with a :class:`Checker` and then checked against the
rulings: the licence first, the Bhukhar, the close and a Natodiu go to at most one team per game (BH-4); a
team without a licence has nothing on the table, and nobody closes before the Bhukhar is taken or in a game
that did not end by closing (BH-5); a penalty has the amount rule 19 gives it (BH-6); the cards add up to no
more than three packs (BH-9). Every problem is reported with its path. The arithmetic is in
:mod:`cardnight_desk.domain.games.bhukhar.scoring`; the words are defined there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.bhukhar_family import (
    Ending,
    FamilyGame,
    GameSheet,
    SideEntry,
    SideWords,
)
from cardnight_desk.domain.games.bhukhar.description import DESCRIPTION
from cardnight_desk.domain.games.bhukhar.penalties import PENALTY_RULES  # noqa: F401 - read here by callers
from cardnight_desk.domain.games.bhukhar.scoring import (
    HIGH_RANKS,
    LOW_RANKS,
    PACK_CARDS,
    CardCount,
    ClosedCombinations,
    EndedBy,
    Penalty,
    PenaltyMode,
    PlayedGame,
    TeamPlay,
    can_close,
    can_put_down,
    can_take_bhukhar,
    competition_standings,
    score_game,
)
from cardnight_desk.domain.games.bhukhar.settings import SETTINGS
from cardnight_desk.domain.sheet_checks import Checker, join

(PENALTIES,) = DESCRIPTION.lines
POINTS = next(f for f in PENALTIES.fields if f.key == "points")
ON_TABLE_WORDS = {
    ("closed", "sequence"): "closed sequences",
    ("closed", "high_set"): "closed sets of 8 to ace",
    ("closed", "low_set"): "closed sets of 2 to 7",
    ("table_cards", "low"): "low cards on the table",
    ("table_cards", "high"): "high cards on the table",
}
ONCE_A_GAME = {  # ruling BH-4: each to at most one team per game, so a game hands out at most 4 Bonus points
    "licence_first": "displayed the licence first",
    "bhukhar": "taken the Bhukhar",
    "closed_game": "closed the game",
    "natodiu": "given a Natodiu",
}


def _team(entry: SideEntry) -> TeamPlay:
    return TeamPlay(
        entry.name,
        **entry.flags,
        closed=ClosedCombinations(**entry.counts["closed"]),
        table=CardCount(**entry.counts["table_cards"]),
        hand=CardCount(**entry.counts["hand_cards"]),
    )


# --- reading --------------------------------------------------------------------------------------------
TEAMS = SideWords(
    "team",
    nameless="a team needs a name (rule 2)",
    not_a_group="'teams' must be a group of the two teams, each under its name",
    wrong_number=lambda n: (
        None if n == 2 else f"a Bhukhar game is played by exactly two teams (rule 2); this sheet has {n}"
    ),
    once_a_game=ONCE_A_GAME,
    twice=lambda names, words: (
        f"{names} are both marked as having {words}; only one team can in a game (ruling BH-4)"
    ),
)
CLOSING = Ending(  # ruling BH-5
    "closed_game",
    EndedBy.CLOSED,
    "a team closing it",
    lambda name, how: (
        f"{name} is marked as closing the game, but the game was ended by {how}; only a game ended by a team "
        "closing it was closed (ruling BH-5)"
    ),
    "the game was ended by a team closing it, but no team is marked as closing it (ruling BH-5)",
)


def _read_penalties(
    ch: Checker, top: Mapping[str, Any], path: str, teams: Sequence[str] | None
) -> list[Penalty]:
    if PENALTIES.key not in top:
        return []
    where = join(path, PENALTIES.key)
    items = ch.list_(top[PENALTIES.key], where, what=f"'{PENALTIES.key}'")
    penalties: list[Penalty] = []
    for index, item in enumerate(items or []):
        at = join(where, index)
        fields = ch.obj(
            item,
            at,
            tuple(f.key for f in PENALTIES.fields if not f.optional),
            tuple(f.key for f in PENALTIES.fields if f.optional),
            what="a penalty",
        )
        if fields is None:
            continue
        team = fields.get("team")
        if teams is not None and "team" in fields:
            team = ch.name_in(team, join(at, "team"), teams, what="team")
        points = ch.int_(
            fields, "points", at, lo=POINTS.lo, hi=POINTS.hi, multiple_of=POINTS.step, rule=POINTS.rule
        )
        rule = ch.str_(fields, "rule", at)
        note = fields.get("note", "")
        if not isinstance(note, str):
            ch.error(join(at, "note"), "a penalty's note must be text")
        if rule is not None and points is not None:
            fixed = PENALTIES.preset.value(rule) if PENALTIES.preset else None
            if fixed is not None and points != fixed:
                ch.error(
                    join(at, "points"),
                    f"a penalty under rule {rule.strip()} is {fixed} points, not {points} (rule 19, ruling BH-6)",
                )
        if isinstance(team, str) and rule is not None and points is not None and isinstance(note, str):
            penalties.append(Penalty(team, points, rule, note))
    return penalties


# --- consistency (rulings BH-4, BH-5, BH-9) -------------------------------------------------------------
def _check_team(ch: Checker, entry: SideEntry) -> None:
    licence = entry.flags.get("licence")
    if licence is None:
        return
    if not can_put_down(licence):
        for (key, name), words in ON_TABLE_WORDS.items():
            count = entry.counts.get(key, {}).get(name, 0)
            if count:
                ch.error(
                    join(join(entry.path, key), name),
                    f"{entry.name} has not displayed a licence, so it has nothing on the table, "
                    f"but the sheet records {words}: {count} (ruling BH-5)",
                )
        if entry.flags.get("licence_first"):
            ch.error(
                join(entry.path, "licence_first"),
                f"{entry.name} has not displayed a licence, so it cannot have displayed it first (ruling BH-5)",
            )
    if entry.flags.get("bhukhar") and not can_take_bhukhar(licence):
        ch.error(
            join(entry.path, "bhukhar"),
            f"{entry.name} has not displayed a licence, so it cannot have taken the Bhukhar (ruling BH-5)",
        )


def _check_game(ch: Checker, path: str, game: GameSheet[TeamPlay]) -> None:
    entries, teams, ended_by = game.entries or [], game.plays, game.ended_by
    BHUKHAR.check_sides(ch, entries, _check_team)

    # unknown when a team's 'bhukhar' could not be read: then only the licence is held against a close
    bhukhar_taken = any(e.flags.get("bhukhar") for e in entries) or not all(
        "bhukhar" in e.flags for e in entries
    )

    def check_closer(e: SideEntry) -> None:
        licence = e.flags.get("licence")
        if licence is not None and not can_close(licence, bhukhar_taken):
            reasons = [] if licence else ["it has not displayed a licence"]
            if not bhukhar_taken:
                reasons.append(
                    "neither team took the Bhukhar, and a game cannot be closed before it is taken"
                )
            ch.error(
                join(e.path, "closed_game"),
                f"{e.name} is marked as closing the game, but {' and '.join(reasons)} (ruling BH-5, rule 16)",
            )

    BHUKHAR.check_ending(ch, path, entries, ended_by, check_closer)

    if entries and all(t is not None for t in teams):
        cards = sum(t.cards for t in teams if t is not None)
        if cards > PACK_CARDS:
            ch.error(
                join(path, "teams"),
                f"the teams account for {cards} cards (7 for each closed combination, plus the cards on the "
                f"table and in hand), but three packs hold only {PACK_CARDS} (ruling BH-9)",
            )
    for kind, ranks, words in (("high_set", HIGH_RANKS, "8 to ace"), ("low_set", LOW_RANKS, "2 to 7")):
        sets = sum(e.counts.get("closed", {}).get(kind, 0) for e in entries)
        if sets > ranks:
            ch.error(
                join(path, "teams"),
                f"the teams closed {sets} sets of {words} between them, but three packs hold 12 cards of each "
                f"rank, so each of the {ranks} ranks closes as a set at most once (ruling BH-9)",
            )


def _finish(ch: Checker, path: str, game: GameSheet[TeamPlay]) -> PlayedGame | None:
    """Penalties read and every ruling checked, the game a ``bhukhar`` sheet records."""
    teams = None if game.entries is None else [e.name for e in game.entries]
    penalties = _read_penalties(ch, game.fields, path, teams)
    _check_game(ch, path, game)
    if not game.sound(ch):
        return None
    first, second = game.plays
    assert first is not None and second is not None and game.ended_by is not None
    mode = PenaltyMode(game.settings["penalty_mode"])
    return PlayedGame(EndedBy(game.ended_by), (first, second), tuple(penalties), mode)


BHUKHAR = FamilyGame(DESCRIPTION, SETTINGS, "a Bhukhar game", TEAMS, CLOSING, _team, _finish)
ONE_GAME, GAMES = BHUKHAR.rules(score_game, competition_standings, "a Bhukhar competition")
SHEET_RULES: dict[str, Any] = {
    "bhukhar": ONE_GAME,  # one game between two teams
    "bhukhar-competition": GAMES,  # standings by ruling BH-8
}
