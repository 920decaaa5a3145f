"""The games the desk runs: the one place that lists them.

:data:`GAMES` holds each game's :class:`~cardnight_desk.domain.games.base.Game` by its id (``bhukhar``,
``bukharo``, ``rummy``, ``28``, ``poker``, ``baccarat``); :func:`find_game` finds one by id and
:func:`find_sheet_kind` finds the game and sheet kind of a sheet's ``game`` field (``28-match``,
``rummy-hand`` ...). Adding a game is adding its package, one line to :data:`DESK_GAMES` (its id and its sheet
kinds' ids) and one branch to :func:`_load` (python-chess's ``VARIANTS``).

A game's package is imported the first time the game is asked for, not before: scoring a rummy hand loads the
rummy rules and no other game's. :data:`GAMES` knows every id at once; a game is loaded when its value is read
(``GAMES["28"]``, ``GAMES.values()``), and a sheet kind's id says which game to load.

What a list of competitions shows of a game (its title and settings) is its *about* (:func:`find_about`,
:class:`GameAbout`): a small module of each game's package (``about.py``) that its ``Game`` is built on, read
without the game's rules, so that an event's first tab opens without loading them.

:func:`evaluate` is the one entry point for a sheet: it validates once and scores once, giving the result
document of ``score-sheets.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.numbers import path_to, too_long, too_long_message

if TYPE_CHECKING:
    from cardnight_desk.domain.games.base import Game, SheetKind, SheetRules
    from cardnight_desk.domain.settings import Setting

BASE_NAMES = ("Game", "SheetKind", "SheetRules")  # given by :mod:`.base`, loaded when first asked for here

# the desk's own games, in the order the desk lists them: each game's id and the ids of its sheet kinds
# (what a sheet's ``game`` field names); a test holds each line to the game's own ``sheet_kinds``
DESK_GAMES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("bhukhar", ("bhukhar", "bhukhar-competition")),
    ("bukharo", ("bukharo", "bukharo-session")),
    ("rummy", ("rummy-table", "rummy-deal", "rummy-hand")),
    ("28", ("28-match",)),
    ("poker", ("poker-tournament", "poker-balance")),
    ("baccarat", ("baccarat-hand", "baccarat-odds")),
)


def _load(game_id: str) -> Game:
    """Import one of the desk's own games (plain imports, so the import contracts see each package)."""
    if game_id == "bhukhar":
        from cardnight_desk.domain.games.bhukhar.game import GAME as bhukhar_game

        return bhukhar_game
    if game_id == "bukharo":
        from cardnight_desk.domain.games.bukharo.game import GAME as bukharo_game

        return bukharo_game
    if game_id == "rummy":
        from cardnight_desk.domain.games.rummy.game import GAME as rummy_game

        return rummy_game
    if game_id == "28":
        from cardnight_desk.domain.games.twenty_eight.game import GAME as twenty_eight_game

        return twenty_eight_game
    if game_id == "poker":
        from cardnight_desk.domain.games.poker.game import GAME as poker_game

        return poker_game
    if game_id == "baccarat":
        from cardnight_desk.domain.games.baccarat.game import GAME as baccarat_game

        return baccarat_game
    raise KeyError(game_id)


def _about_module(game_id: str) -> ModuleType:
    """Import one of the desk's own games' ``about`` module, not its rules."""
    if game_id == "bhukhar":
        from cardnight_desk.domain.games.bhukhar import about as bhukhar_about

        return bhukhar_about
    if game_id == "bukharo":
        from cardnight_desk.domain.games.bukharo import about as bukharo_about

        return bukharo_about
    if game_id == "rummy":
        from cardnight_desk.domain.games.rummy import about as rummy_about

        return rummy_about
    if game_id == "28":
        from cardnight_desk.domain.games.twenty_eight import about as twenty_eight_about

        return twenty_eight_about
    if game_id == "poker":
        from cardnight_desk.domain.games.poker import about as poker_about

        return poker_about
    if game_id == "baccarat":
        from cardnight_desk.domain.games.baccarat import about as baccarat_about

        return baccarat_about
    raise KeyError(game_id)


@dataclass(frozen=True)
class GameAbout:
    """A game as a list of competitions shows it, and as registration checks an entry: its id, its title, its
    settings, who enters its competitions (the value of one of :class:`~.base.Entries`), the sizes a team may
    have and the ruling saying so, and whether the desk draws its rounds (the same as its :class:`Game`'s),
    read without its rules."""

    id: str
    title: str
    settings: Mapping[str, Setting]
    entries: str = "players"
    team_sizes: tuple[int, ...] = ()
    team_size_ruling: str = "EV-3"
    drawn_in_rounds: bool = False  # the desk draws its rounds; else it runs at a desk of its own

    @classmethod
    def of(cls, game: Game) -> GameAbout:
        return cls(
            game.id,
            game.title,
            game.settings,
            game.entries.value,
            tuple(game.team_sizes),
            game.team_size_ruling,
            game.drawn_in_rounds,
        )


class GameRegistry(Mapping[str, "Game"]):
    """The games by id, each loaded on first use: a read-only mapping (:func:`register` and
    :func:`unregister` change it)."""

    def __init__(self, games: Iterable[tuple[str, tuple[str, ...]]]) -> None:
        self._ids: list[str] = []  # every game's id, in the desk's order
        self._loaded: dict[str, Game] = {}
        self._about: dict[str, GameAbout] = {}
        self._kind_game: dict[str, str] = {}  # sheet kind id -> its game's id, for the games not yet loaded
        for game_id, kinds in games:
            self._ids.append(game_id)
            for kind in kinds:
                self._kind_game.setdefault(kind, game_id)

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is None:
            if game_id not in self._ids:
                raise KeyError(game_id)
            game = self._loaded[game_id] = _load(game_id)
        return game

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def __len__(self) -> int:
        return len(self._ids)

    def __repr__(self) -> str:
        return f"GameRegistry({self._ids!r})"

    def about(self, game_id: str) -> GameAbout:
        """The game's id, title and settings; its rules are not loaded for them (a game registered from
        outside the desk's own is asked itself)."""
        about = self._about.get(game_id)
        if about is None:
            if game_id not in self._ids:
                raise KeyError(game_id)
            if game_id in self._loaded:
                about = GameAbout.of(self._loaded[game_id])
            else:
                module = _about_module(game_id)
                about = GameAbout(
                    module.ID,
                    module.TITLE,
                    module.SETTINGS,
                    module.ENTRIES,
                    module.TEAM_SIZES,
                    module.TEAM_SIZE_RULING,
                    module.DRAWN_IN_ROUNDS,
                )
            self._about[game_id] = about
        return about

    def game_of_kind(self, kind_id: str) -> Game | None:
        """The game a sheet kind is said to belong to, loaded; ``None`` when no game names it."""
        game_id = self._kind_game.get(kind_id)
        return self[game_id] if game_id in self._ids else None

    def add(self, game: Game) -> None:
        self._ids.append(game.id)
        self._loaded[game.id] = game
        self._about.pop(game.id, None)
        for kind in game.sheet_kinds:  # a kind an earlier game has is still found in that game
            self._kind_game.setdefault(kind.id, game.id)

    def remove(self, game_id: str) -> None:
        if game_id in self._ids:
            self._ids.remove(game_id)
        self._loaded.pop(game_id, None)
        self._about.pop(game_id, None)
        self._kind_game = {kind: owner for kind, owner in self._kind_game.items() if owner != game_id}


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


def find_about(game_id: object) -> GameAbout:
    """The id, title and settings of the game with this id, without loading its rules (:func:`find_game`
    gives the game itself, and refuses an unknown id the same way)."""
    if isinstance(game_id, str) and game_id in GAMES:
        return GAMES.about(game_id)
    raise UnknownGame(game_id, GAMES, "a game the desk runs")


def sheet_kinds() -> dict[str, tuple[Game, SheetKind]]:
    """Every sheet kind by its id, with its game."""
    return {kind.id: (game, kind) for game in GAMES.values() for kind in game.sheet_kinds}


def find_sheet_kind(kind_id: object) -> tuple[Game, SheetKind]:
    """The game and sheet kind of a sheet's ``game`` field (``28-match``): only that game is loaded."""
    if isinstance(kind_id, str):
        game = GAMES.game_of_kind(kind_id)
        kind = game.sheet_kind(kind_id) if game is not None else None
        if game is not None and kind is not None:
            return game, kind
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
    """``Game``, ``SheetKind`` and ``SheetRules``, from :mod:`.base` when first asked for: a list of competitions
    (the titles and settings of :func:`find_about`) needs none of them."""
    if name in BASE_NAMES:
        from cardnight_desk.domain.games import base

        return getattr(base, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "GAMES",
    "DESK_GAMES",
    "GameRegistry",
    "GameAbout",
    "find_about",
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
