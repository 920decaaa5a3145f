"""Score sheets of Patel's Bukharo: ``bukharo`` (one game, two or more sides) and ``bukharo-session``.

A sheet (``resources/docs/score-sheets.md``) is read with a :class:`Checker` and then checked against the
rulings: two sides or an odd number of them, and no more cards than their packs hold (BK-3); no groups and no
Bukharo without a passport (BK-4); one first and one second Bukharo at most, the second after the first and
ending the game (BK-5). Every problem is reported with its path. The arithmetic, and the words, are in
:mod:`cardnight_desk.domain.games.bukharo.scoring`.
"""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.bhukhar_family import (
    Ending,
    FamilyGame,
    GameSheet,
    SideEntry,
    SideWords,
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

GROUP_WORDS = {  # what a side without a passport cannot have (ruling BK-4)
    ("sequences7", "pure"): "seven-card sequences without a trump",
    ("sequences7", "with_trump"): "seven-card sequences with a trump",
    ("group_cards", "low"): "low cards in groups",
    ("group_cards", "high"): "high cards in groups",
    ("group_cards", "aces"): "aces in groups",
    ("group_cards", "trumps"): "trumps in groups",
}
ONCE_A_GAME = {"first_bukharo": "the first Bukharo", "second_bukharo": "the second Bukharo"}  # ruling BK-5


def _side(entry: SideEntry) -> SidePlay:
    return SidePlay(
        entry.name,
        entry.flags["passport"],
        SevenCardGroups(sets=entry.numbers["sets7"], **entry.counts["sequences7"]),
        BukharoCards(**entry.counts["group_cards"]),
        BukharoCards(**entry.counts["hand_cards"]),
        entry.flags["first_bukharo"],
        entry.flags["second_bukharo"],
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
    once_a_game=ONCE_A_GAME,
    twice=lambda names, words: (
        f"{names} are each marked as making {words}; a game has only one (ruling BK-5)"
    ),
)
SECOND_BUKHARO = Ending(  # ruling BK-5
    "second_bukharo",
    EndedBy.SECOND_BUKHARO,
    "the second Bukharo",
    lambda name, how: (
        f"{name} is marked as making the second Bukharo, which ends the game, but the game was ended "
        f"by {how} (ruling BK-5)"
    ),
    "the game ended with the second Bukharo, but no side is marked as making it (ruling BK-5)",
)


# --- consistency (rulings BK-3, BK-4, BK-5) -------------------------------------------------------------
def _check_side(ch: Checker, entry: SideEntry) -> None:
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


def _check_game(ch: Checker, path: str, game: GameSheet[SidePlay]) -> None:
    entries, sides, ended_by = game.entries or [], game.plays, game.ended_by
    BUKHARO.check_sides(ch, entries, _check_side)

    first_known = all("first_bukharo" in e.flags for e in entries)
    first_made = any(e.flags.get("first_bukharo") for e in entries)

    def check_second(e: SideEntry) -> None:
        if first_known and not can_declare_second_bukharo(first_made):
            ch.error(
                join(e.path, "second_bukharo"),
                f"{e.name} is marked as making the second Bukharo, but no side made the first (ruling BK-5)",
            )

    BUKHARO.check_ending(ch, path, entries, ended_by, check_second)

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


def _finish(ch: Checker, path: str, game: GameSheet[SidePlay]) -> PlayedGame | None:
    """Every ruling checked, the game a ``bukharo`` sheet records."""
    _check_game(ch, path, game)
    if not game.sound(ch) or game.ended_by is None:
        return None
    return PlayedGame(EndedBy(game.ended_by), tuple(s for s in game.plays if s is not None))


BUKHARO = FamilyGame(DESCRIPTION, SETTINGS, "a Bukharo game", SIDES, SECOND_BUKHARO, _side, _finish)
ONE_GAME, GAMES = BUKHARO.rules(score_game, session_standings, "a Bukharo session")
SHEET_RULES: dict[str, Any] = {
    "bukharo": ONE_GAME,  # one game, two or more sides
    "bukharo-session": GAMES,  # the session's totals, ruling BK-6
}
