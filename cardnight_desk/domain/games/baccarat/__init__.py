"""The baccarat fun table: six seats, bets and hands, run from its own desk.

Its :data:`GAME` (with the rules) is imported when first asked for; :mod:`.about` (its id, title and settings)
is read without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardnight_desk.domain.games.baccarat.game import GAME


def __getattr__(name: str) -> Any:
    if name == "GAME":
        from cardnight_desk.domain.games.baccarat.game import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAME"]
