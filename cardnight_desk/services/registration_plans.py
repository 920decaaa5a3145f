"""What a batch's plan keeps of every row it reads, kept compactly: a workbook may hold 20,000 rows, and the
plan keeps something of each until the last one is read.

- A *row plan* (:class:`RowPlan`) is what the preview shows of a row and the import answers: its number, name,
  status, competitions, teams and refusals. :class:`PlanRows` keeps them all, each packed as one record of
  plain values in one buffer, the words they share (competitions, statuses) written once; a row read back is
  a fresh :class:`RowPlan` equal to the one kept. Past :data:`HELD` bytes the buffer goes, a part at a time,
  to a temporary file (removed once the rows are let go), where a row is read back from.
- A *person key* is a row's name key (any case, any script) with its date of birth: two rows with one key are
  the same person, a duplicate. :class:`FirstRows` finds the first row of a key from the key's hash alone; two
  keys with one hash are told apart by the keys, read again from the rows kept.
"""

from __future__ import annotations

import datetime as dt
import marshal
import tempfile
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from cardnight_desk.domain import eligibility as el

HELD = 64 * 1024  # bytes of packed rows held in memory at most; the rest are in a temporary file


@dataclass(frozen=True, slots=True)
class RowPlan:
    row: int
    name: str
    number: int | None
    status: str
    competitions: tuple[str, ...]
    new_competitions: tuple[str, ...]
    teams: tuple[tuple[str, str], ...]
    errors: tuple[str, ...] = ()


class PlanRows(Sequence[RowPlan]):
    """Row plans in row order, packed (see the module's docstring); :meth:`replace` changes one."""

    def __init__(self) -> None:
        self._data = bytearray()  # the last rows packed, from byte ``_filed`` on
        self._file: Any = None  # the rows before them
        self._filed = 0
        self._ends = array("Q")
        self._words: list[str] = []
        self._word_ids: dict[str, int] = {}
        self._replaced: dict[int, RowPlan] = {}

    def _word(self, text: str) -> int:
        found = self._word_ids.get(text)
        if found is None:
            found = self._word_ids[text] = len(self._words)
            self._words.append(text)
        return found

    def append(self, plan: RowPlan) -> None:
        word = self._word
        comps = tuple(word(c) for c in plan.competitions)
        record = (
            plan.row,
            plan.name,
            plan.number,
            word(plan.status),
            comps,
            comps if plan.new_competitions == plan.competitions else tuple(map(word, plan.new_competitions)),
            tuple((word(c), team) for c, team in plan.teams),
            plan.errors,
        )
        self._data += marshal.dumps(record)
        self._ends.append(self._filed + len(self._data))
        if len(self._data) > HELD:
            if self._file is None:
                self._file = tempfile.TemporaryFile()
            self._file.seek(0, 2)
            self._file.write(self._data)
            self._filed += len(self._data)
            self._data = bytearray()

    def _record(self, start: int, end: int) -> bytes | bytearray:
        if start >= self._filed:
            return self._data[start - self._filed : end - self._filed]
        self._file.seek(start)
        return self._file.read(end - start)  # type: ignore[no-any-return]

    def replace(self, i: int, plan: RowPlan) -> None:
        self._replaced[range(len(self))[i]] = plan

    def __len__(self) -> int:
        return len(self._ends)

    def _read(self, i: int) -> RowPlan:
        if i in self._replaced:
            return self._replaced[i]
        start = self._ends[i - 1] if i else 0
        record: tuple[Any, ...] = marshal.loads(self._record(start, self._ends[i]))
        row, name, number, status, comps, new_comps, teams, errors = record
        words = self._words
        return RowPlan(
            row,
            name,
            number,
            words[status],
            tuple(words[c] for c in comps),
            tuple(words[c] for c in new_comps),
            tuple((words[c], team) for c, team in teams),
            errors,
        )

    @overload
    def __getitem__(self, i: int) -> RowPlan: ...

    @overload
    def __getitem__(self, i: slice) -> list[RowPlan]: ...

    def __getitem__(self, i: int | slice) -> RowPlan | list[RowPlan]:
        if isinstance(i, slice):
            return [self._read(n) for n in range(len(self))[i]]
        return self._read(range(len(self))[i])

    def __iter__(self) -> Iterator[RowPlan]:
        for i in range(len(self)):
            yield self._read(i)


class FirstRows:
    """The first row (its place among the rows kept) of each person key given to :meth:`first`. Each row's key
    is kept as its hash (0: the row has none) and the day number of its date of birth, by the row's place; a
    bit per hash bucket says where no key is, so most rows are told new without a search. ``name_of`` reads a
    kept row's name again."""

    BUCKETS = 1 << 19

    def __init__(self, name_of: Callable[[int], str]):
        self.name_of = name_of
        self._marks = bytearray(self.BUCKETS // 8)
        self._hashes = array("q")
        self._days = array("i")

    def first(self, name_key: str, born: dt.date | None, place: int) -> int | None:
        """The place of the first row with this key; ``None`` when it is the first (then kept at ``place``,
        which comes after every place given before)."""
        day = born.toordinal() if born is not None else 0
        h = hash((name_key, day)) or 1
        bucket = h % self.BUCKETS
        mark = 1 << (bucket & 7)
        if self._marks[bucket >> 3] & mark:
            earlier = -1
            while True:
                try:
                    earlier = self._hashes.index(h, earlier + 1)
                except ValueError:
                    break
                if self._days[earlier] == day and el.name_key(self.name_of(earlier)) == name_key:
                    return earlier
        self._marks[bucket >> 3] |= mark
        missing = place - len(self._hashes)  # the rows between without a key
        self._hashes.extend([0] * missing)
        self._days.extend([0] * missing)
        self._hashes.append(h)
        self._days.append(day)
        return None
