"""What a service says when it refuses: a message for the person at the desk, and nothing changed."""

from __future__ import annotations


class Refusal(Exception):
    """Bad input or a rule that forbids the change. ``errors`` lists each problem with its path when there are
    several (a score sheet, a workbook's rows); the message alone otherwise."""

    def __init__(self, message: str, errors: list[dict[str, str]] | None = None):
        super().__init__(message)
        self.message = message
        self.errors = errors or []


class NotFound(Refusal):
    """A named thing (competition, player, round, table) does not exist in this event."""


class Conflict(Refusal):
    """Someone else changed the same record since it was read; ``mine`` and ``theirs`` hold both versions."""

    def __init__(self, message: str, mine: object = None, theirs: object = None):
        super().__init__(message)
        self.mine = mine
        self.theirs = theirs


class PasswordNeeded(Refusal):
    """The event's database server asks for a password its address does not give, or refused the one given:
    the desk asks for it (and keeps it for the run only); a command names the places a password is read from."""
