"""Errors the domain reports to the desk.

A *sheet error* names the place in a score sheet (a dotted ``path`` such as ``teams.Lions.hand_cards.low``)
and says in one sentence, for a desk volunteer, what is wrong there and which rule or ruling says so.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SheetError:
    path: str
    message: str

    def to_json(self) -> dict[str, str]:
        return {"path": self.path, "message": self.message}


class SheetInvalid(ValueError):
    """Raised when a sheet is scored although it does not validate; carries every error found."""

    def __init__(self, errors: list[SheetError]):
        self.errors = list(errors)
        super().__init__("; ".join(f"{e.path}: {e.message}" for e in self.errors) or "invalid sheet")
