"""Possible duplicates: a player typed with the name of a player already in the event (in any script and case)
but another date of birth, or none. It may be the same person typed differently, or someone else of the same
name; the desk asks, and never registers them silently.

- registering by hand asks with :class:`~cardnight_desk.services.registration_model.PossibleDuplicate`;
- a workbook import asks for each such row (:class:`SameName`): the batch is refused with every question
  (:class:`PossibleDuplicates`) unless it confirms them as new players.

Both ask the same question, naming both dates of birth (:func:`same_name_question`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from cardnight_desk.services.errors import Refusal

#: a player the question names: (badge number, name, date of birth or None)
Named = tuple[int, str, dt.date | None]


def same_name_question(name: str, born: dt.date | None, others: list[Named] | tuple[Named, ...]) -> str:
    """The question a possible duplicate asks: "Asha Patel (1985-02-04) has the name of player 1, Asha Patel,
    born 1985-04-02: is this player 1?"."""

    def who(number: int, other: str, other_born: dt.date | None) -> str:
        return f"player {number}, {other}, born {other_born.isoformat() if other_born else '(no date)'}"

    typed = born.isoformat() if born else "no date of birth"
    asked = " or ".join(f"player {number}" for number, _, _ in others)
    return f"{name} ({typed}) has the name of {'; '.join(who(*o) for o in others)}: is this {asked}?"


@dataclass(frozen=True)
class SameName:
    """A workbook row naming a new player with an event player's name and another date of birth (or none):
    is it one of ``players``, or someone else?"""

    row: int
    name: str
    born: dt.date | None
    players: tuple[Named, ...]

    @property
    def question(self) -> str:
        return same_name_question(self.name, self.born, self.players)

    @property
    def numbers(self) -> tuple[int, ...]:
        return tuple(number for number, _, _ in self.players)


class PossibleDuplicates(Refusal):
    """A batch refused, nothing stored, with rows that may be players already in the event: ``same_names``
    lists them; ``only_same_names`` when they are its only refused rows (confirming them as new players is all
    it needs)."""

    def __init__(
        self,
        message: str,
        errors: list[dict[str, str]],
        same_names: tuple[SameName, ...],
        only_same_names: bool,
    ):
        super().__init__(message, errors)
        self.same_names = same_names
        self.only_same_names = only_same_names
