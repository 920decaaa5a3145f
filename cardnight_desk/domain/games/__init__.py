"""The games the desk runs: the one place that lists them.

:data:`GAMES` holds each game's :class:`~cardnight_desk.domain.games.base.Game` by its id (``bhukhar``,
``bukharo``, ``rummy``, ``28``, ``poker``, ``baccarat``); :func:`find_game` finds one by id and
:func:`find_sheet_kind` finds the game and sheet kind of a sheet's ``game`` field (``28-match``,
``rummy-hand`` ...). Adding a game is adding its package and one line here (python-chess's ``VARIANTS``).

:func:`evaluate` is the one entry point for a sheet: it validates once and scores once, giving the result
document of ``score-sheets.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.games.baccarat import GAME as BACCARAT
from cardnight_desk.domain.games.base import Game, SheetKind, SheetRules
from cardnight_desk.domain.games.bhukhar import GAME as BHUKHAR
from cardnight_desk.domain.games.bukharo import GAME as BUKHARO
from cardnight_desk.domain.games.poker import GAME as POKER
from cardnight_desk.domain.games.rummy import GAME as RUMMY
from cardnight_desk.domain.games.twenty_eight import GAME as TWENTY_EIGHT

GAMES: dict[str, Game] = {g.id: g for g in (BHUKHAR, BUKHARO, RUMMY, TWENTY_EIGHT, POKER, BACCARAT)}


class UnknownGame(LookupError):
    def __init__(self, game: object, known: Iterable[str], what: str = "a game the desk scores"):
        self.game = game
        super().__init__(f"'{game}' is not {what} (games: {', '.join(sorted(known))})")


def register(game: Game) -> Game:
    """Add a game to the desk (the desk's own games are listed above; a test may add one of its own)."""
    if game.id in GAMES:
        raise ValueError(f"a game '{game.id}' is already registered")
    GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    GAMES.pop(game_id, None)


def find_game(game_id: object) -> Game:
    """The game with this id (``28``, ``rummy``...)."""
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise UnknownGame(game_id, GAMES, "a game the desk runs")
    return game


def sheet_kinds() -> dict[str, tuple[Game, SheetKind]]:
    """Every sheet kind by its id, with its game."""
    return {kind.id: (game, kind) for game in GAMES.values() for kind in game.sheet_kinds}


def find_sheet_kind(kind_id: object) -> tuple[Game, SheetKind]:
    """The game and sheet kind of a sheet's ``game`` field (``28-match``)."""
    if isinstance(kind_id, str):
        for game in GAMES.values():
            for kind in game.sheet_kinds:
                if kind.id == kind_id:
                    return game, kind
    raise UnknownGame(kind_id, sheet_kinds())


def find_sheet_rules(kind_id: str) -> SheetRules:
    return find_sheet_kind(kind_id)[1].rules


def check(sheet: object) -> tuple[SheetRules | None, list[SheetError]]:
    """The rules for ``sheet`` and every error it has (the rules are ``None`` when the game is unknown)."""
    if not isinstance(sheet, dict):
        return None, [SheetError("(sheet)", "a score sheet must be a JSON object with a 'game' field")]
    if "game" not in sheet:
        return None, [SheetError("game", "'game' is missing: say which game this sheet is for")]
    try:
        rules = find_sheet_rules(sheet["game"])
    except UnknownGame as err:
        return None, [SheetError("game", str(err))]
    return rules, rules.validate(sheet)


def evaluate(sheet: object) -> dict[str, Any]:
    """Validate and score a sheet: ``{"valid": true, ...result}`` or ``{"valid": false, "errors": [...]}``.
    The sheet is read once: each game's ``score`` validates as it reads and raises :class:`SheetInvalid` with
    every error it found."""
    if not isinstance(sheet, dict):
        return {"valid": False, "errors": [e.to_json() for e in check(sheet)[1]]}
    try:
        rules = find_sheet_rules(sheet["game"]) if "game" in sheet else None
    except UnknownGame:
        rules = None
    if rules is None:
        return {"valid": False, "errors": [e.to_json() for e in check(sheet)[1]]}
    try:
        return {"valid": True, **rules.score(sheet).to_json()}
    except SheetInvalid as invalid:
        return {"valid": False, "errors": [e.to_json() for e in invalid.errors]}


__all__ = [
    "GAMES",
    "Game",
    "SheetKind",
    "SheetRules",
    "UnknownGame",
    "register",
    "unregister",
    "find_game",
    "find_sheet_kind",
    "find_sheet_rules",
    "sheet_kinds",
    "check",
    "evaluate",
    "SheetError",
    "SheetInvalid",
]
