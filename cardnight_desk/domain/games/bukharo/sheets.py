"""Score sheets of Patel's Bukharo: ``bukharo`` (one game, two or more sides) and ``bukharo-session``.

A sheet (``resources/docs/score-sheets.md``) is read with a :class:`Checker` and then checked against the
rulings: two sides or an odd number of them, and no more cards than their packs hold (BK-3); no groups and no
Bukharo without a passport (BK-4); one first and one second Bukharo at most, the second after the first and
ending the game (BK-5). Every problem is reported with its path. The arithmetic, and the words, are in
:mod:`cardnight_desk.domain.games.bukharo.scoring`.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from cardnight_desk.domain.games.bukharo.description import DESCRIPTION
from cardnight_desk.domain.games.bukharo.scoring import (
    ACES_A_PACK,
    PACK_CARDS,
    TWOS_A_PACK,
    BukharoCards,
    EndedBy,
    PlayedGame,
    SevenCardGroups,
    SidePlay,
    can_declare_bukharo,
    can_declare_second_bukharo,
    can_open_groups,
    can_play_as_sides,
    packs_in_play,
    score_game,
    session_standings,
)
from cardnight_desk.domain.games.bukharo.settings import SETTINGS
from cardnight_desk.domain.sheet_checks import Checker, join

# how the game ended, in a desk volunteer's words ("the game was ended by ...")
ENDED_WORDS = {EndedBy.SECOND_BUKHARO: "the second Bukharo", **ENDED_BY_RUNNING_OUT}

ENDED_BY = DESCRIPTION.game_field("ended_by")
GROUP_WORDS = {  # what a side without a passport cannot have (ruling BK-4)
    ("sequences7", "pure"): "seven-card sequences without a trump",
    ("sequences7", "with_trump"): "seven-card sequences with a trump",
    ("group_cards", "low"): "low cards in groups",
    ("group_cards", "high"): "high cards in groups",
    ("group_cards", "aces"): "aces in groups",
    ("group_cards", "trumps"): "trumps in groups",
}
ONCE_A_GAME = {"first_bukharo": "the first Bukharo", "second_bukharo": "the second Bukharo"}  # ruling BK-5


class _SideEntry(SideEntry):
    def side(self) -> SidePlay | None:
        if not self.complete(DESCRIPTION):
            return None
        return SidePlay(
            self.name,
            self.flags["passport"],
            SevenCardGroups(sets=self.numbers["sets7"], **self.counts["sequences7"]),
            BukharoCards(**self.counts["group_cards"]),
            BukharoCards(**self.counts["hand_cards"]),
            self.flags["first_bukharo"],
            self.flags["second_bukharo"],
        )


SIDES = SideWords(
    "side",
    nameless="a side needs a name: the team's or the player's (ruling BK-3)",
    not_a_group="'sides' must be a group of the sides (teams or players), each under its name",
    wrong_number=lambda n: (
        None
        if can_play_as_sides(n)
        else f"a Bukharo game has two sides (two teams, or two players) or an odd number of individual "
        f"players; this sheet has {n} (ruling BK-3)"
    ),
)


# --- consistency (rulings BK-3, BK-4, BK-5) -------------------------------------------------------------
def _check_side(ch: Checker, entry: _SideEntry) -> None:
    passport = entry.flags.get("passport")
    if passport is None:
        return
    if not can_open_groups(passport):
        opened = [((k, n), words, entry.count(k, n)) for (k, n), words in GROUP_WORDS.items()]
        opened.append((("sets7", ""), "seven-card sets", entry.numbers.get("sets7", 0)))
        for (key, name), words, count in opened:
            if count:
                ch.error(
                    join(join(entry.path, key), name) if name else join(entry.path, key),
                    f"{entry.name} has no passport on the table, so it has no groups, but the sheet records "
                    f"{words}: {count} (ruling BK-4)",
                )
    for key, words in ONCE_A_GAME.items():
        if entry.flags.get(key) and not can_declare_bukharo(passport):
            ch.error(
                join(entry.path, key),
                f"{entry.name} has no passport on the table, so it cannot have made {words} (ruling BK-4)",
            )


def _check_game(
    ch: Checker, path: str, entries: list[_SideEntry], sides: list[SidePlay | None], ended_by: str | None
) -> None:
    for entry in entries:
        _check_side(ch, entry)
    check_once_a_game(
        ch,
        entries,
        ONCE_A_GAME,
        lambda names, words: f"{names} are each marked as making {words}; a game has only one (ruling BK-5)",
    )

    first_known = all("first_bukharo" in e.flags for e in entries)
    first_made = any(e.flags.get("first_bukharo") for e in entries)
    seconds = [e for e in entries if e.flags.get("second_bukharo")]
    for e in seconds:
        if first_known and not can_declare_second_bukharo(first_made):
            ch.error(
                join(e.path, "second_bukharo"),
                f"{e.name} is marked as making the second Bukharo, but no side made the first (ruling BK-5)",
            )
        if ended_by is not None and ended_by != EndedBy.SECOND_BUKHARO:
            ch.error(
                join(e.path, "second_bukharo"),
                f"{e.name} is marked as making the second Bukharo, which ends the game, but the game was ended "
                f"by {ENDED_WORDS[EndedBy(ended_by)]} (ruling BK-5)",
            )
    if (
        ended_by == EndedBy.SECOND_BUKHARO
        and not seconds
        and all("second_bukharo" in e.flags for e in entries)
    ):
        ch.error(
            join(path, "ended_by"),
            "the game ended with the second Bukharo, but no side is marked as making it (ruling BK-5)",
        )

    if len(entries) >= 2 and all(s is not None for s in sides):
        played = [s for s in sides if s is not None]
        packs = packs_in_play(len(played))
        for what, count, most in (
            ("cards", sum(s.cards for s in played), PACK_CARDS * packs),
            ("trumps (2s in groups and in hand)", sum(s.groups.trumps + s.hand.trumps for s in played),
             TWOS_A_PACK * packs),
            ("aces (outside the seven-card groups)", sum(s.groups.aces + s.hand.aces for s in played),
             ACES_A_PACK * packs),
        ):  # fmt: skip
            if count > most:
                ch.error(
                    join(path, "sides"),
                    f"the sides account for {count} {what}, but {packs} packs hold only {most} (ruling BK-3)",
                )


def read_game(
    ch: Checker, sheet: object, path: str = "", inherited: Mapping[str, Any] | None = None
) -> PlayedGame | None:
    """The game a ``bukharo`` sheet records, or ``None`` after recording every problem on ``ch``."""
    before = len(ch.errors)
    top = read_game_top(ch, sheet, path, DESCRIPTION, "a Bukharo game")
    if top is None:
        return None
    read_settings(ch, top, path, SETTINGS, inherited)
    ended_by = ch.choice(top, ENDED_BY.key, path, ENDED_BY.values, rule=ENDED_BY.rule)
    entries = read_sides(ch, top, path, DESCRIPTION, _SideEntry, SIDES)
    sides = [e.side() for e in entries or []]
    _check_game(ch, path, entries or [], sides, ended_by)
    if len(ch.errors) > before or entries is None or ended_by is None:
        return None
    return PlayedGame(EndedBy(ended_by), tuple(s for s in sides if s is not None))


ONE_GAME, GAMES = game_and_games_rules(
    read_game, score_game, session_standings, "a Bukharo session", SETTINGS
)
SHEET_RULES: dict[str, Any] = {
    "bukharo": ONE_GAME,  # one game, two or more sides
    "bukharo-session": GAMES,  # the session's totals, ruling BK-6
}
