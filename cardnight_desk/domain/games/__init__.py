"""The games the desk runs: the one place that lists them.

:data:`GAMES` holds each game's :class:`~cardnight_desk.domain.games.base.Game` by its id (``bhukhar``,
``bukharo``, ``rummy``, ``28``, ``poker``, ``baccarat``); :func:`find_game` finds one by id and
:func:`find_sheet_kind` finds the game and sheet kind of a sheet's ``game`` field (``28-match``,
``rummy-hand`` ...). :data:`DESK_GAMES` is the table of the desk's own games: each id, in the order the desk
lists them, with the function that loads its ``GAME``. Adding a game is adding its package and one line (and
loader) there (python-chess's ``VARIANTS``); everything else about the game is said by its ``Game``.

A game's package is imported the first time the game is asked for, not before: scoring a rummy hand loads the
rummy rules and no other game's. :data:`GAMES` knows every id at once; a game is loaded when its value is read
(``GAMES["28"]``, ``GAMES.values()``), and a sheet kind's id, which begins with its game's id, says which game
to load. A game's ``game.py`` holds its facts and loads its rules (sheet readers, scoring, layout) only when
they are asked for, so that a list of competitions (the titles, settings and entries of its games) opens
without them.

:func:`evaluate` is the one entry point for a sheet: it validates once and scores once, giving the result
document of ``resources/docs/score-sheets.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.numbers import path_to, too_long, too_long_message

if TYPE_CHECKING:
    from cardnight_desk.domain.games.base import Game, SheetKind, SheetRules

BASE_NAMES = ("Game", "SheetKind", "SheetRules")  # given by :mod:`.base`, loaded when first asked for here


# each loader imports its game plainly, so the import contracts see every game's package
def _bhukhar() -> Game:
    from cardnight_desk.domain.games.bhukhar.game import GAME

    return GAME


def _bukharo() -> Game:
    from cardnight_desk.domain.games.bukharo.game import GAME

    return GAME


def _rummy() -> Game:
    from cardnight_desk.domain.games.rummy.game import GAME

    return GAME


def _twenty_eight() -> Game:
    from cardnight_desk.domain.games.twenty_eight.game import GAME

    return GAME


def _poker() -> Game:
    from cardnight_desk.domain.games.poker.game import GAME

    return GAME


def _baccarat() -> Game:
    from cardnight_desk.domain.games.baccarat.game import GAME

    return GAME


# the desk's own games, in the order the desk lists them: each game's id and what loads it
DESK_GAMES: Mapping[str, Callable[[], Game]] = {
    "bhukhar": _bhukhar,
    "bukharo": _bukharo,
    "rummy": _rummy,
    "28": _twenty_eight,
    "poker": _poker,
    "baccarat": _baccarat,
}


def kind_of_game(kind_id: str, game_id: str) -> bool:
    """Is ``kind_id`` the id of one of the sheet kinds of the game ``game_id`` would name? (A kind's id is its
    game's id, alone or followed by ``-`` and a word: ``28-match``.)"""
    return kind_id == game_id or kind_id.startswith(game_id + "-")


class GameRegistry(Mapping[str, "Game"]):
    """The games by id, each loaded on first use: a read-only mapping (:func:`register` and
    :func:`unregister` change it)."""

    def __init__(self, games: Mapping[str, Callable[[], Game]]) -> None:
        self._loaders = dict(games)
        self._ids: list[str] = list(games)  # every game's id, in the desk's order
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is None:
            if game_id not in self._ids:
                raise KeyError(game_id)
            game = self._loaders[game_id]()
            if game.id != game_id:
                raise ValueError(f"the game listed as '{game_id}' says its id is '{game.id}'")
            self._loaded[game_id] = game
        return game

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def __len__(self) -> int:
        return len(self._ids)

    def __repr__(self) -> str:
        return f"GameRegistry({self._ids!r})"

    def game_of_kind(self, kind_id: str) -> Game | None:
        """The game that has a sheet kind of this id, loaded: only the games whose id the kind's begins with
        are loaded, the longest first; ``None`` when no game has it."""
        owners = sorted((game_id for game_id in self._ids if kind_of_game(kind_id, game_id)), key=len)
        return next((self[g] for g in reversed(owners) if self[g].sheet_kind(kind_id) is not None), None)

    def add(self, game: Game) -> None:
        for kind in game.sheet_kinds:
            if not kind_of_game(kind.id, game.id):
                raise ValueError(f"sheet kind '{kind.id}' of '{game.id}' must be named '{game.id}-...'")
        self._ids.append(game.id)
        self._loaded[game.id] = game

    def remove(self, game_id: str) -> None:
        if game_id in self._ids:
            self._ids.remove(game_id)
        self._loaders.pop(game_id, None)
        self._loaded.pop(game_id, None)


GAMES = GameRegistry(DESK_GAMES)


class UnknownGame(LookupError):
    def __init__(self, game: object, known: Iterable[str], what: str = "a game the desk scores"):
        self.game = game
        super().__init__(f"'{game}' is not {what} (games: {', '.join(sorted(known))})")


def register(game: Game) -> Game:
    """Add a game to the desk (the desk's own games are listed above; a test may add one of its own)."""
    if game.id in GAMES:
        raise ValueError(f"a game '{game.id}' is already registered")
    GAMES.add(game)
    return game


def unregister(game_id: str) -> None:
    GAMES.remove(game_id)


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
    """The game and sheet kind of a sheet's ``game`` field (``28-match``): only that game is loaded."""
    game = GAMES.game_of_kind(kind_id) if isinstance(kind_id, str) else None
    kind = game.sheet_kind(kind_id) if game is not None and isinstance(kind_id, str) else None
    if game is not None and kind is not None:
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
    every error it found. A number too long to be shown anywhere in it is refused at its place
    (:mod:`cardnight_desk.domain.numbers`): looked for only when the rules stumbled on one."""
    try:
        return _evaluate(sheet)
    except ValueError:
        where = path_to(sheet, too_long)
        if where is None:
            raise
        return {"valid": False, "errors": [SheetError(where, too_long_message()).to_json()]}


def _evaluate(sheet: object) -> dict[str, Any]:
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


def __getattr__(name: str) -> Any:
    """``Game``, ``SheetKind`` and ``SheetRules``, from :mod:`.base` when first asked for: scoring a sheet names
    none of them."""
    if name in BASE_NAMES:
        from cardnight_desk.domain.games import base

        return getattr(base, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "GAMES",
    "DESK_GAMES",
    "GameRegistry",
    "kind_of_game",
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
