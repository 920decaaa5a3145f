"""Checking the shape of a score sheet (a parsed JSON document) while collecting every error.

A :class:`Checker` walks a sheet once and records a :class:`SheetError` for each problem it finds, with the
dotted path of the field (``teams.Lions.hand_cards.low``), so a game's rules can report them all at once.
Each accessor returns the checked value, or ``None`` when the field is missing or wrong, so the caller can
skip the checks that depend on it without raising.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from cardnight_desk.domain.errors import SheetError


def join(path: str, key: object) -> str:
    """``join("teams", "Lions") == "teams.Lions"``; the root path is the empty string."""
    return f"{path}.{key}" if path else str(key)


# what a JSON value is, in a desk volunteer's words (true/false before whole numbers: a bool is an int)
KINDS_OF_VALUE: tuple[tuple[type, str], ...] = (
    (type(None), "empty"),
    (bool, "true/false"),
    (int, "a whole number"),
    (float, "a number with a fraction"),
    (str, "text"),
    (list, "a list"),
    (dict, "a group of fields"),
)


def describe(value: object) -> str:
    return next((words for kind, words in KINDS_OF_VALUE if isinstance(value, kind)), type(value).__name__)


class Checker:
    def __init__(self) -> None:
        self.errors: list[SheetError] = []

    @property
    def ok(self) -> bool:
        return not self.errors

    def error(self, path: str, message: str) -> None:
        self.errors.append(SheetError(path or "(sheet)", message))

    # --- containers -------------------------------------------------------------------------------
    def obj(
        self,
        value: object,
        path: str,
        required: Iterable[str] = (),
        optional: Iterable[str] = (),
        *,
        what: str = "this entry",
    ) -> dict[str, Any] | None:
        """A JSON object with exactly the ``required`` keys, plus any of ``optional``; extra keys are refused
        so that a misspelt field never silently scores 0."""
        if not isinstance(value, dict):
            self.error(path, f"{what} must be a group of fields, not {describe(value)}")
            return None
        required = tuple(required)
        if len(value) == len(required):
            for key in required:
                if key not in value:
                    break
            else:
                return value  # exactly the required fields: nothing to report (the usual sheet)
        allowed = set(required) | set(optional)
        for key in required:
            if key not in value:
                self.error(join(path, key), f"'{key}' is missing")
        for key in value:
            if key not in allowed:
                hint = ", ".join(sorted(allowed)) or "nothing"
                self.error(join(path, key), f"unknown field '{key}' (expected: {hint})")
        return value

    def list_(
        self, value: object, path: str, *, min_len: int = 0, max_len: int | None = None, what: str = "this"
    ) -> list[Any] | None:
        if not isinstance(value, list):
            self.error(path, f"{what} must be a list, not {describe(value)}")
            return None
        if len(value) < min_len:
            self.error(
                path,
                f"{what} needs at least {min_len} entr{'y' if min_len == 1 else 'ies'}, has {len(value)}",
            )
        if max_len is not None and len(value) > max_len:
            self.error(path, f"{what} may have at most {max_len} entries, has {len(value)}")
        return value

    # --- scalars (``obj`` is the containing dict; a missing key was already reported by ``obj``) ------
    def int_(
        self,
        obj: Mapping[str, Any] | None,
        key: str,
        path: str,
        *,
        lo: int | None = None,
        hi: int | None = None,
        rule: str = "",
        multiple_of: int | None = None,
        required: bool = True,
    ) -> int | None:
        if obj is None or key not in obj:
            return None
        value = obj[key]
        if (
            type(value) is int
            and (lo is None or value >= lo)
            and (hi is None or value <= hi)
            and not (multiple_of and value % multiple_of)
        ):
            return value  # a good value needs no path (the path is written only into an error)
        return self.int_value(value, join(path, key), lo=lo, hi=hi, rule=rule, multiple_of=multiple_of)

    def int_value(
        self,
        value: object,
        where: str,
        *,
        lo: int | None = None,
        hi: int | None = None,
        rule: str = "",
        multiple_of: int | None = None,
    ) -> int | None:
        cite = f" ({rule})" if rule else ""
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(where, f"must be a whole number, not {describe(value)}")
            return None
        if lo is not None and value < lo:
            self.error(where, f"{value} is below the lowest allowed, {lo}{cite}")
            return None
        if hi is not None and value > hi:
            self.error(where, f"{value} is above the highest allowed, {hi}{cite}")
            return None
        if multiple_of and value % multiple_of:
            self.error(where, f"{value} is not a multiple of {multiple_of}{cite}")
            return None
        return value

    def bool_(self, obj: Mapping[str, Any] | None, key: str, path: str) -> bool | None:
        if obj is None or key not in obj:
            return None
        value = obj[key]
        if not isinstance(value, bool):
            self.error(join(path, key), f"must be true or false, not {describe(value)}")
            return None
        return value

    def str_(self, obj: Mapping[str, Any] | None, key: str, path: str) -> str | None:
        if obj is None or key not in obj:
            return None
        return self.str_value(obj[key], join(path, key))

    def str_value(self, value: object, where: str) -> str | None:
        if not isinstance(value, str) or not value.strip():
            self.error(where, f"must be a non-empty name, not {describe(value)}")
            return None
        return value

    def choice(
        self,
        obj: Mapping[str, Any] | None,
        key: str,
        path: str,
        choices: Collection[object],
        *,
        rule: str = "",
    ) -> Any:
        if obj is None or key not in obj:
            return None
        value = obj[key]
        if isinstance(value, bool) or value not in choices or isinstance(value, (list, dict)):
            cite = f" ({rule})" if rule else ""
            listed = ", ".join(repr(c) if not isinstance(c, str) else c for c in choices)
            self.error(join(path, key), f"'{value}' is not one of: {listed}{cite}")
            return None
        return value

    def name_in(self, value: object, where: str, names: Collection[str], *, what: str = "name") -> str | None:
        """A reference to one of ``names`` (a team, a player) declared elsewhere on the sheet."""
        if not isinstance(value, str) or value not in names:
            listed = ", ".join(names) or "none declared"
            self.error(where, f"'{value}' is not a {what} on this sheet (names: {listed})")
            return None
        return value
