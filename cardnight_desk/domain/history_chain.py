"""The history's hash chain: what makes an edit or a deletion of the event's history evident (EV-4).

Domain words:

- a *change* is one history entry; its *number* (``seq``) counts the event's changes from 1 with no gap;
- its *hash* is the SHA-256 of the change's content together with the hash of the change before it (the
  *previous hash*; the first change follows :data:`GENESIS`), the way each commit of a git log names its
  parent: changing, removing or reordering any change breaks every hash after it;
- the *head* is the number and hash of the newest change, kept with the event, so that changes removed from
  the end (or the whole history emptied) are noticed too.

What it proves, and what not: anyone who edits the stored history by hand without recomputing every hash after
the edit, and the head, is found out, and the first change that no longer fits is named. Someone with write access
to the file who recomputes the whole chain is not (there is no secret key on a desk laptop); the database's own
guards (triggers, and on PostgreSQL no TRUNCATE) stand in front of that.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

GENESIS = "0" * 64


def _at(at: dt.datetime | str) -> str:
    if isinstance(at, str):
        return at
    return at.replace(tzinfo=None).isoformat(timespec="microseconds")


def change_hash(previous: str, content: Mapping[str, Any]) -> str:
    """The hash of a change with this content, following the change whose hash is ``previous``."""
    fields = {key: content.get(key) for key in CONTENT}
    fields["at"] = _at(content["at"])
    text = json.dumps(
        [previous, fields], sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=str
    )
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# what a change's hash covers (everything but its database id)
CONTENT = ("seq", "at", "who", "action", "entity", "entity_id", "summary", "before", "after", "why")


@dataclass(frozen=True)
class Verdict:
    """The chain checked: intact, or the first change that does not fit and why."""

    intact: bool
    changes: int  # how many changes were read
    first_bad: int | None = None  # the number of the first altered or missing change
    reason: str = ""

    def sentence(self) -> str:
        if self.intact:
            return f"the history is intact ({self.changes} change{'s' if self.changes != 1 else ''} checked)"
        return f"the history has been tampered with: {self.reason}"


def verify(changes: Iterable[Mapping[str, Any]], head_seq: int | None, head_hash: str | None) -> Verdict:
    """Check stored changes (in number order, each with ``seq``, ``prev_hash``, ``hash`` and its content)
    against each other and against the head kept with the event."""
    previous, expected, count = GENESIS, 1, 0
    for change in changes:
        count += 1
        seq = change.get("seq")
        if seq != expected:
            if isinstance(seq, int) and seq > expected:
                missing = f"{expected}" if seq == expected + 1 else f"{expected} to {seq - 1}"
                return Verdict(False, count, expected, f"change {missing} is missing")
            return Verdict(False, count, expected, f"change {expected} is out of place (numbered {seq})")
        if change.get("prev_hash") != previous or change.get("hash") != change_hash(previous, change):
            return Verdict(False, count, expected, f"change {expected} has been altered")
        previous, expected = str(change["hash"]), expected + 1
    last = expected - 1
    if head_seq is not None and head_seq > last:
        missing = f"{last + 1}" if head_seq == last + 1 else f"{last + 1} to {head_seq}"
        return Verdict(False, count, last + 1, f"change {missing} is missing (the event records {head_seq})")
    if head_seq is not None and head_seq < last:
        return Verdict(False, count, head_seq + 1, f"change {head_seq + 1} was added outside the desk")
    if head_hash is not None and last and head_hash != previous:
        return Verdict(False, count, last, f"change {last} has been altered")
    return Verdict(True, count)
