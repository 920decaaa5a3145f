"""The registry of score-sheet games.

Every score sheet names its ``game`` (``bhukhar``, ``rummy-hand``, ``28-match`` ...). Each game module in this
package exposes ``SHEET_RULES``, a dict from those ids to a rules object with

- ``validate(sheet) -> list[SheetError]``: every problem, with its path and the ruling it breaks;
- ``score(sheet) -> result``: a frozen result whose ``to_json()`` is the result document of
  ``score-sheets.md`` without ``valid`` (raises :class:`SheetInvalid` if the sheet does not validate).

:func:`evaluate` is the one entry point the command line and the services use.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Protocol

from cardnight_desk.domain.errors import SheetError, SheetInvalid

# sheet game id -> module holding its rules (imported on first use)
SHEET_GAMES: dict[str, str] = {
    "bhukhar": "bhukhar",
    "bhukhar-competition": "bhukhar",
    "bukharo": "bukharo",
    "bukharo-session": "bukharo",
    "rummy-deal": "rummy",
    "rummy-table": "rummy",
    "rummy-hand": "rummy",
    "28-match": "twenty_eight",
    "poker-tournament": "poker",
    "poker-balance": "poker",
    "baccarat-hand": "baccarat",
    "baccarat-odds": "baccarat",
}


class SheetRules(Protocol):
    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]: ...

    def score(self, sheet: Mapping[str, Any]) -> Any: ...


class UnknownGame(LookupError):
    def __init__(self, game: object):
        self.game = game
        known = ", ".join(sorted(SHEET_GAMES))
        super().__init__(f"'{game}' is not a game the desk scores (games: {known})")


def find_sheet_rules(game: str) -> SheetRules:
    module_name = SHEET_GAMES.get(game) if isinstance(game, str) else None
    if module_name is None:
        raise UnknownGame(game)
    module = importlib.import_module(f"{__name__}.{module_name}")
    return module.SHEET_RULES[game]


def check(sheet: object) -> tuple[SheetRules | None, list[SheetError]]:
    """The rules for ``sheet`` and every error it has (the rules are ``None`` when the game is unknown)."""
    if not isinstance(sheet, dict):
        return None, [SheetError("(sheet)", "a score sheet must be a JSON object with a 'game' field")]
    game = sheet.get("game")
    if not isinstance(game, str):
        if "game" not in sheet:
            return None, [SheetError("game", "'game' is missing: say which game this sheet is for")]
        return None, [SheetError("game", str(UnknownGame(game)))]
    try:
        rules = find_sheet_rules(game)
    except UnknownGame as err:
        return None, [SheetError("game", str(err))]
    return rules, rules.validate(sheet)


def evaluate(sheet: object) -> dict[str, Any]:
    """Validate and score a sheet: ``{"valid": true, ...result}`` or ``{"valid": false, "errors": [...]}``."""
    rules, errors = check(sheet)
    if errors or rules is None:
        return {"valid": False, "errors": [e.to_json() for e in errors]}
    assert isinstance(sheet, dict)
    return {"valid": True, **rules.score(sheet).to_json()}


__all__ = [
    "SHEET_GAMES",
    "SheetRules",
    "UnknownGame",
    "find_sheet_rules",
    "check",
    "evaluate",
    "SheetError",
    "SheetInvalid",
]
