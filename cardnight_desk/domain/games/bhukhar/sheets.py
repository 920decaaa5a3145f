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
    ENDED_BY_RUNNING_OUT,
    SideEntry,
    SideWords,
    check_once_a_game,
    game_and_games_rules,
    read_game_top,
    read_settings,
    read_sides,
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

# how the game ended, in a desk volunteer's words ("the game was ended by ...")
ENDED_WORDS = {EndedBy.CLOSED: "a team closing it", **ENDED_BY_RUNNING_OUT}

ENDED_BY = DESCRIPTION.game_field("ended_by")
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


class _TeamEntry(SideEntry):
    def team(self) -> TeamPlay | None:
        if not self.complete(DESCRIPTION):
            return None
        return TeamPlay(
            self.name,
            **self.flags,
            closed=ClosedCombinations(**self.counts["closed"]),
            table=CardCount(**self.counts["table_cards"]),
            hand=CardCount(**self.counts["hand_cards"]),
        )


# --- reading --------------------------------------------------------------------------------------------
TEAMS = SideWords(
    "team",
    nameless="a team needs a name (rule 2)",
    not_a_group="'teams' must be a group of the two teams, each under its name",
    wrong_number=lambda n: (
        None if n == 2 else f"a Bhukhar game is played by exactly two teams (rule 2); this sheet has {n}"
    ),
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
def _check_team(ch: Checker, entry: _TeamEntry) -> None:
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


def _check_game(
    ch: Checker, path: str, entries: list[_TeamEntry], teams: list[TeamPlay | None], ended_by: str | None
) -> None:
    for entry in entries:
        _check_team(ch, entry)
    check_once_a_game(
        ch,
        entries,
        ONCE_A_GAME,
        lambda names, words: (
            f"{names} are both marked as having {words}; only one team can in a game (ruling BH-4)"
        ),
    )

    # unknown when a team's 'bhukhar' could not be read: then only the licence is held against a close
    bhukhar_taken = any(e.flags.get("bhukhar") for e in entries) or not all(
        "bhukhar" in e.flags for e in entries
    )
    closers = [e for e in entries if e.flags.get("closed_game")]
    for e in closers:
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
        if ended_by is not None and ended_by != EndedBy.CLOSED:
            ch.error(
                join(e.path, "closed_game"),
                f"{e.name} is marked as closing the game, but the game was ended by "
                f"{ENDED_WORDS[EndedBy(ended_by)]}; only a game ended by a team closing it was closed "
                "(ruling BH-5)",
            )
    if ended_by == EndedBy.CLOSED and not closers and all("closed_game" in e.flags for e in entries):
        ch.error(
            join(path, "ended_by"),
            "the game was ended by a team closing it, but no team is marked as closing it (ruling BH-5)",
        )

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


def read_game(
    ch: Checker, sheet: object, path: str = "", inherited: Mapping[str, Any] | None = None
) -> PlayedGame | None:
    """The game a ``bhukhar`` sheet records, or ``None`` after recording every problem on ``ch``."""
    before = len(ch.errors)
    top = read_game_top(ch, sheet, path, DESCRIPTION, "a Bhukhar game")
    if top is None:
        return None
    settings = read_settings(ch, top, path, SETTINGS, inherited)
    ended_by = ch.choice(top, ENDED_BY.key, path, ENDED_BY.values, rule=ENDED_BY.rule)
    entries = read_sides(ch, top, path, DESCRIPTION, _TeamEntry, TEAMS)
    penalties = _read_penalties(ch, top, path, None if entries is None else [e.name for e in entries])
    teams = [e.team() for e in entries or []]
    _check_game(ch, path, entries or [], teams, ended_by)
    if len(ch.errors) > before or entries is None:
        return None
    first, second = teams
    assert first is not None and second is not None and ended_by is not None
    return PlayedGame(
        EndedBy(ended_by), (first, second), tuple(penalties), PenaltyMode(settings["penalty_mode"])
    )


ONE_GAME, GAMES = game_and_games_rules(
    read_game, score_game, competition_standings, "a Bhukhar competition", SETTINGS
)
SHEET_RULES: dict[str, Any] = {
    "bhukhar": ONE_GAME,  # one game between two teams
    "bhukhar-competition": GAMES,  # standings by ruling BH-8
}
