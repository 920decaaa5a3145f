"""Names kept inside documents, and changing them when a team or a player is renamed.

A team or a player is stored once, in its row, but the documents the desk keeps name them too: a score sheet
names the teams (or players) it scores, in its keys and in its fields (``"teams": {"Lions": ...}``,
``"bidder": "Lions"``), and a game run from its own desk keeps its players by name in the competition's state.
Renaming has to reach every one of those names, and nothing else: a team called ``stock`` is not the
``"ended_by": "stock"`` of a Bhukhar sheet.

Words used here:

- a *name path* says where a document holds names: dotted steps from the top, each one a field's name,
  ``*`` (every item of a list, or every value of a group of fields) or ``{}`` (the keys of a group of fields,
  the last step). ``"teams.{}"`` is the keys of ``teams``; ``"deals.*.bidder"`` the bidder of every deal;
  ``"players.*"`` every name of the list ``players``. A path that does not fit the document (a field it does
  not have) names nothing there;
- a *renaming* maps old names to new ones, all changed at once (so two names may trade places).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

ANY, KEYS = "*", "{}"


def check_path(path: str) -> None:
    """Refuse a name path that cannot be read (an empty step, ``{}`` before the last step)."""
    steps = path.split(".")
    if not path or any(not step for step in steps) or KEYS in steps[:-1]:
        raise ValueError(f"'{path}' is not a name path")


def rename_in(doc: Any, paths: Iterable[str], renaming: Mapping[str, str]) -> tuple[Any, int]:
    """A copy of ``doc`` with every name at ``paths`` changed by ``renaming`` (old -> new), and how many names
    were changed. ``doc`` itself is left as it was."""
    out = copy.deepcopy(doc)
    if not renaming:
        return out, 0
    changed = 0
    for path in paths:
        check_path(path)
        out, count = _rename(out, path.split("."), renaming)
        changed += count
    return out, changed


def _rename(node: Any, steps: list[str], renaming: Mapping[str, str]) -> tuple[Any, int]:
    if not steps:
        if isinstance(node, str) and node in renaming:
            return renaming[node], 1
        return node, 0
    step, rest = steps[0], steps[1:]
    if step == KEYS:
        if not isinstance(node, dict):
            return node, 0
        count = sum(1 for key in node if key in renaming)
        return {renaming.get(key, key): value for key, value in node.items()}, count
    if step == ANY:
        if isinstance(node, list):
            pairs = [_rename(item, rest, renaming) for item in node]
            return [item for item, _ in pairs], sum(n for _, n in pairs)
        if isinstance(node, dict):
            total = 0
            for key, value in node.items():
                node[key], count = _rename(value, rest, renaming)
                total += count
            return node, total
        return node, 0
    if isinstance(node, dict) and step in node:
        node[step], count = _rename(node[step], rest, renaming)
        return node, count
    return node, 0


def names_at(doc: Any, paths: Iterable[str]) -> list[str]:
    """Every name ``doc`` holds at ``paths`` (in path order), for checks and tests."""
    found: list[str] = []
    for path in paths:
        check_path(path)
        _collect(doc, path.split("."), found)
    return found


def _collect(node: Any, steps: list[str], found: list[str]) -> None:
    if not steps:
        if isinstance(node, str):
            found.append(node)
        return
    step, rest = steps[0], steps[1:]
    if step == KEYS:
        if isinstance(node, dict):
            found.extend(str(key) for key in node)
    elif step == ANY:
        items = node if isinstance(node, list) else list(node.values()) if isinstance(node, dict) else []
        for item in items:
            _collect(item, rest, found)
    elif isinstance(node, dict) and step in node:
        _collect(node[step], rest, found)
