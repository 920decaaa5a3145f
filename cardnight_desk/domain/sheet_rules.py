"""A sheet kind's rules made of two steps: a *reader* that turns the sheet into the game's model, recording
every problem on a :class:`~cardnight_desk.domain.sheet_checks.Checker` (``None`` when the sheet cannot be
scored), and a *tally* that turns the model into the result the ``score`` command prints. Validating is
reading; scoring is reading without a problem, then tallying. It is what the registry asks of a sheet kind's
rules (:class:`~cardnight_desk.domain.games.base.SheetRules`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cardnight_desk.domain.errors import SheetError, SheetInvalid
from cardnight_desk.domain.sheet_checks import Checker

M = TypeVar("M")
R = TypeVar("R")


@dataclass(frozen=True)
class SheetRules(Generic[M, R]):
    """A sheet game's rules: ``read`` turns a sheet into its model (``None`` after recording every problem),
    ``tally`` turns the model into the result the ``score`` command prints."""

    read: Callable[[Checker, Mapping[str, Any]], M | None]
    tally: Callable[[M], R]

    def validate(self, sheet: Mapping[str, Any]) -> list[SheetError]:
        checker = Checker()
        self.read(checker, sheet)
        return checker.errors

    def can_score(self, sheet: Mapping[str, Any]) -> bool:
        return not self.validate(sheet)

    def score(self, sheet: Mapping[str, Any]) -> R:
        checker = Checker()
        model = self.read(checker, sheet)
        if model is None or checker.errors:
            raise SheetInvalid(checker.errors)
        return self.tally(model)
