"""The history's hash chain: what makes an edit or a deletion of the event's history evident (EV-4).

Domain words:

- a *change* is one history entry; its *number* (``seq``) counts the event's changes from 1 with no gap, and its
  *id* (the database's) is the order every reader of the history reads it in: the History tab, the ``history``
  command and the undo all take the changes by id, and an undo names the change it undoes by its id;
- its *hash* is the SHA-256 of the change's content together with the hash of the change before it (the
  *previous hash*; the first change follows :data:`GENESIS`), the way each commit of a git log names its
  parent: changing, removing or reordering any change breaks every hash after it. The hash covers everything
  that orders or addresses a change too: its number, its id and its event (:data:`FORMAT` 2; a change written
  before, in the first format, covered its content and number only, and is still checked as it was written);
- the *head* is the number and hash of the newest change, kept with the event, so that changes removed from
  the end (or the whole history emptied) are noticed too;
- a *witness* is a head the history had once, kept where a tamperer of the event does not reach: every backup
  of the event holds the history as it was (and so its head), and every printed standings or results page
  carries it in its footer. The history must still hold each witness's change, with the same hash;
- a *made row* is a row of the event as it is now that a change made: the event itself, a competition, a
  player, a team, a score sheet, a penalty (:data:`MAKERS`). Each must have the change that made it.

What it proves, and what not: anyone who edits the stored history by hand without recomputing every hash after
the edit, and the head, is found out, and the first change that no longer fits is named; whoever cuts the
history short or empties it, and moves the head back to match, is found out by any witness made after the
changes removed, and by the rows those changes made. Someone with write access to the file who recomputes the
whole chain is found only by a witness (there is no secret key on a desk laptop).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

GENESIS = "0" * 64
FORMAT = 2  # the hash of a change written now (see the module's words)
SHORT = 12  # hex digits of a head's hash printed on a page or said in a sentence

# what a change's hash covers in the first format: its content and number
CONTENT = ("seq", "at", "who", "action", "entity", "entity_id", "summary", "before", "after", "why")
# ... and, from format 2 on, what orders and addresses it: its id and its event
HASHED = ("id", "event_id", *CONTENT)

# the change that makes each kind of row (its entity and action); a row with none is reported
MAKERS = {
    "event": "event.create",
    "competition": "competition.add",
    "player": "player.register",
    "team": "team.register",
    "score_sheet": "sheet.enter",
    "penalty": "penalty.add",
}
KINDS = {  # the made rows' kinds in words: one, several
    "event": ("event", "events"),
    "competition": ("competition", "competitions"),
    "player": ("player", "players"),
    "team": ("team", "teams"),
    "score_sheet": ("score sheet", "score sheets"),
    "penalty": ("penalty", "penalties"),
}
NAMED = 3  # made rows named in a finding; the others are counted


def _at(at: dt.datetime | str) -> str:
    if isinstance(at, str):
        return at
    return at.replace(tzinfo=None).isoformat(timespec="microseconds")


def _dumped(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=str)


def hashed_text(previous: str, content: Mapping[str, Any]) -> str:
    """The text a change's hash is taken of (:data:`FORMAT` 2): the format, the previous hash and every
    field of :data:`HASHED`, as JSON with sorted keys."""
    fields = {key: content.get(key) for key in HASHED}
    fields["at"] = _at(content["at"])
    return _dumped([FORMAT, previous, fields])


def change_hash(previous: str, content: Mapping[str, Any]) -> str:
    """The hash of a change with this content, following the change whose hash is ``previous``."""
    return hashlib.sha256(hashed_text(previous, content).encode("ascii")).hexdigest()


def first_format_hash(previous: str, content: Mapping[str, Any]) -> str:
    """The hash of a change as the first format took it (content and number only): changes written before
    format 2 keep it."""
    fields = {key: content.get(key) for key in CONTENT}
    fields["at"] = _at(content["at"])
    return hashlib.sha256(_dumped([previous, fields]).encode("ascii")).hexdigest()


def head_words(seq: int, digest: str) -> str:
    """A head as a page or a sentence gives it: ``change 215 · 49b2808f7a1c``."""
    return f"change {seq} · {digest[:SHORT]}"


@dataclass(frozen=True)
class Witness:
    """A head the history had once: ``name`` says where it is kept (``the backup NAME``)."""

    name: str
    seq: int
    hash: str


@dataclass(frozen=True)
class MadeRow:
    """A row of the event as it is now: its kind (a key of :data:`MAKERS`), id and how the desk names it."""

    kind: str
    id: int
    label: str


@dataclass(frozen=True)
class Verdict:
    """The history checked: intact, or what does not fit, the first change concerned first."""

    intact: bool
    changes: int  # how many changes were read
    first_bad: int | None = None  # the first altered or missing change, when a change is concerned
    reason: str = ""  # the first finding
    also: tuple[str, ...] = ()  # the other findings
    head: tuple[int, str] = (0, GENESIS)  # the head kept with the event
    witnesses: int = 0  # how many witnesses agree with the history

    def sentence(self) -> str:
        if not self.intact:
            return f"the history has been tampered with: {self.reason}"
        checked = f"{self.changes} change{'s' if self.changes != 1 else ''} checked"
        words = f"the history is intact ({checked}); its newest is {head_words(*self.head)}"
        if self.witnesses:
            words += f"; {self.witnesses} backup{'s agree' if self.witnesses != 1 else ' agrees'} with it"
        return words


@dataclass
class ChainCheck:
    """Checks a history read change by change, in the order every reader reads it (by id); then
    :meth:`verdict` weighs it against the head, the witnesses and the event's made rows."""

    event_id: int | None = None  # the event the changes must belong to (None: not checked)
    wanted: frozenset[int] = frozenset({1})  # the numbers whose hashes are kept (the witnesses', the first)
    changes: int = 0
    last: int = 0  # the number of the last change that fits
    end: int = 0  # the highest number read
    previous: str = GENESIS
    broken: tuple[int, str] | None = None  # the first change that does not fit, and why
    format_2: bool = False  # a change of format 2 was read: every later one is too
    seen: dict[int, str] = field(default_factory=dict)  # the hashes read at the wanted numbers
    made: dict[str, set[int]] = field(default_factory=dict)  # kind -> ids of rows a change made

    def read(self, change: Mapping[str, Any]) -> None:
        self.changes += 1
        seq, event_id = change.get("seq"), change.get("event_id")
        entity = change.get("entity")
        if (
            entity in MAKERS
            and change.get("action") == MAKERS[entity]
            and change.get("entity_id") is not None
        ):
            self.made.setdefault(entity, set()).add(int(change["entity_id"]))
        if self.event_id is not None and event_id != self.event_id:
            self._break(f"change {self.last + 1} is of another event (event {event_id})")
            return
        if isinstance(seq, int):
            if self.broken is not None and seq == self.broken[0] and seq < self.end:
                self.broken = (seq, f"change {seq} is out of place (read after change {self.end})")
            self.end = max(self.end, seq)
            if seq in self.wanted:
                self.seen.setdefault(seq, str(change.get("hash")))
        if self.broken is None:
            self._follow(change, seq)

    def _break(self, reason: str) -> None:
        if self.broken is None:
            self.broken = (self.last + 1, reason)

    def _follow(self, change: Mapping[str, Any], seq: Any) -> None:
        expected = self.last + 1
        if seq != expected:
            if isinstance(seq, int) and seq > expected:
                missing = f"{expected}" if seq == expected + 1 else f"{expected} to {seq - 1}"
                self._break(f"change {missing} is missing")
            else:
                self._break(f"change {expected} is out of place (numbered {seq})")
            return
        digest = change.get("hash")
        current = digest == change_hash(self.previous, change)
        first = not current and not self.format_2 and digest == first_format_hash(self.previous, change)
        if change.get("prev_hash") != self.previous or not (current or first):
            self._break(f"change {expected} has been altered")
            return
        self.format_2 = self.format_2 or current
        self.previous, self.last = str(digest), expected

    def _head(self, head_seq: int | None, head_hash: str | None) -> tuple[int, str] | None:
        last = self.last
        if head_seq is not None and head_seq > last:
            missing = f"{last + 1}" if head_seq == last + 1 else f"{last + 1} to {head_seq}"
            return last + 1, f"change {missing} is missing (the event records {head_seq})"
        if head_seq is not None and head_seq < last:
            return head_seq + 1, f"change {head_seq + 1} was added outside the desk"
        if head_hash is not None and last and head_hash != self.previous:
            return last, f"change {last} has been altered"
        return None

    def _witnessed(self, witnesses: tuple[Witness, ...]) -> tuple[list[tuple[int | None, str]], int]:
        """What the witnesses find (the longest history cut short, the first change rewritten), and how many
        agree."""
        end = self.end
        beyond = [w for w in witnesses if w.seq > end]
        differ = [w for w in witnesses if 0 < w.seq <= end and self.seen.get(w.seq) != w.hash]
        found: list[tuple[int | None, str]] = []
        if beyond:
            w = max(beyond, key=lambda w: w.seq)
            others = f" (and {len(beyond) - 1} more backups)" if len(beyond) > 1 else ""
            missing = f"{end + 1}" if w.seq == end + 1 else f"{end + 1} to {w.seq}"
            found.append((end + 1, f"change {missing} is missing, held by {w.name}{others}"))
        if differ:
            w = min(differ, key=lambda w: w.seq)
            found.append((w.seq, f"change {w.seq} is not the one {w.name} holds"))
        return found, len(witnesses) - len(beyond) - len(differ)

    def _unmade(self, rows: Iterable[MadeRow]) -> list[tuple[int | None, str]]:
        """The rows no change made, one finding per kind."""
        by_kind: dict[str, list[str]] = {}
        for row in rows:
            if row.id not in self.made.get(row.kind, ()):
                by_kind.setdefault(row.kind, []).append(row.label)
        found: list[tuple[int | None, str]] = []
        for kind, labels in by_kind.items():
            one, many = KINDS[kind]
            named = ", ".join(labels[:NAMED]) + (
                f" and {len(labels) - NAMED} more" if len(labels) > NAMED else ""
            )
            if len(labels) == 1:
                found.append((None, f"the {one} {named} was made by no change in the history"))
            else:
                found.append((None, f"{len(labels)} {many} were made by no change in the history: {named}"))
        return found

    def verdict(
        self,
        head_seq: int | None,
        head_hash: str | None,
        witnesses: Iterable[Witness] = (),
        made: Iterable[MadeRow] = (),
        events: int = 1,
    ) -> Verdict:
        """The verdict once every change is read: against the head kept with the event, the witnesses (whose
        numbers were :attr:`wanted`), the event's rows as they are now (``made``), and the number of events the
        store holds (one)."""
        found: list[tuple[int | None, str]] = []
        if events != 1:
            found.append((None, f"the event's store holds {events} events, where the desk keeps one"))
        if self.broken is not None:
            found.append(self.broken)
        elif (head := self._head(head_seq, head_hash)) is not None:
            found.append(head)
        witnessed, agree = self._witnessed(tuple(witnesses))
        found += witnessed
        found += self._unmade(made)
        shown = (head_seq or 0, head_hash or GENESIS)
        if not found:
            return Verdict(True, self.changes, head=shown, witnesses=agree)
        (first_bad, reason), *rest = found
        return Verdict(False, self.changes, first_bad, reason, tuple(r for _, r in rest), shown, agree)


def verify(
    changes: Iterable[Mapping[str, Any]],
    head_seq: int | None,
    head_hash: str | None,
    *,
    event_id: int | None = None,
    witnesses: Iterable[Witness] = (),
    made: Iterable[MadeRow] = (),
    events: int = 1,
) -> Verdict:
    """Check stored changes (in the order they are read, each with ``seq``, ``prev_hash``, ``hash`` and what
    its hash covers) against each other, the head kept with the event, the witnesses and the made rows."""
    witnesses = tuple(witnesses)
    check = ChainCheck(event_id, frozenset(w.seq for w in witnesses))
    for change in changes:
        check.read(change)
    return check.verdict(head_seq, head_hash, witnesses, made, events)
