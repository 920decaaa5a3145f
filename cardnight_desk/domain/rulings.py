"""The house rulings (``resources/rules/rulings.md``) as the desk shows them, read into rulings by id.

Domain words:

- a *ruling* is one decision the desk takes where the organisers' rule texts leave a gap; its *id* is its
  section's prefix and a number (``BH-5``), and code, tests, messages and printed sheets cite it by that id;
- a *section* holds the rulings of one game (``BH`` Bhukhar, ``BK`` Bukharo, ``RU`` rummy, ``TE`` 28, ``PK``
  poker, ``BAC`` baccarat) or of the desk itself (``EV``, every competition);
- a ruling marked **setting** is an event setting: the organiser may change it per competition. The settings
  *in force* beside a ruling are the competition's settings that the game (``games/<game>/settings.py``) says come
  from that ruling; the setting keys the ruling's text names (in backticks) are its *named settings*;
- a ruling is *cited* in a message as ``(ruling BH-5)``: :func:`cited` finds the ids a message cites, so a
  refused sheet can lead to the ruling that refused it.

The text is given to :func:`parse_rulings`; this module reads no file (the desk reads the shipped one). Importing
it loads no game: a game's section prefix is read from its ``Game`` when it is first asked for.
The text of a ruling keeps the file's light mark-up (``**bold**``, ``*italic*``, ```code```).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from cardnight_desk.domain.games import DESK_GAMES, GAMES
from cardnight_desk.domain.settings import Setting


class GameSections(Mapping[str, str]):
    """The section of each of the desk's own games, by game id; a game is loaded when its section is read."""

    def __init__(self, game_ids: tuple[str, ...]) -> None:
        self._ids = game_ids

    def __getitem__(self, game_id: str) -> str:
        if game_id not in self._ids:
            raise KeyError(game_id)
        return GAMES[game_id].ruling_prefix

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


# the section of each competition game's rulings; the desk's own (EV) apply to every competition
GAME_SECTIONS: Mapping[str, str] = GameSections(tuple(DESK_GAMES))
DESK_SECTION = "EV"

_SECTION = re.compile(r"^##\s+([A-Z]+)\s+[—–-]\s+(.+?)\s*$")
_RULING = re.compile(r"^-\s+\*\*([A-Z]+-\d+)\*\*\s*(.*)$")


@functools.cache
def _cited_pattern() -> re.Pattern[str]:
    """A ruling id of any section (made on first use: it loads every game for its section)."""
    return re.compile(r"\b(" + "|".join(sorted({*GAME_SECTIONS.values(), DESK_SECTION})) + r")-(\d+)\b")


_SETTING_MARK = "**setting**"
_BACKTICKED = re.compile(r"`([a-z_]+)`")


class RulingsError(ValueError):
    """The rulings text is not in the expected shape (a ruling outside a section, an id used twice...)."""


@dataclass(frozen=True)
class Ruling:
    id: str
    section: str  # the section's prefix: "BH"
    text: str  # one paragraph, the file's mark-up kept
    is_setting: bool  # marked **setting**: an event setting the organiser may change
    named_settings: tuple[str, ...]  # setting keys the text names after **setting**

    @property
    def number(self) -> int:
        return int(self.id.rsplit("-", 1)[1])


@dataclass(frozen=True)
class Section:
    prefix: str
    title: str  # the heading after the prefix: "Bhukhar (OAUK competition rules, ...)"
    rulings: tuple[Ruling, ...]


@dataclass(frozen=True)
class RuleBook:
    preamble: tuple[str, ...]  # the paragraphs before the first section
    sections: tuple[Section, ...]

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        return tuple(r for section in self.sections for r in section.rulings)

    def ruling(self, ruling_id: str) -> Ruling | None:
        wanted = ruling_id.strip().upper()
        return next((r for r in self.rulings if r.id == wanted), None)

    def section(self, prefix: str) -> Section | None:
        return next((s for s in self.sections if s.prefix == prefix), None)

    def for_game(self, game: str) -> tuple[Section, ...]:
        """The sections in force for a competition of ``game``: its game's rulings, then the desk's (EV)."""
        prefixes = [GAME_SECTIONS[game]] if game in GAME_SECTIONS else []
        prefixes.append(DESK_SECTION)
        return tuple(s for p in prefixes if (s := self.section(p)) is not None)


def _named_settings(text: str) -> tuple[str, ...]:
    """The setting keys a ruling names after its **setting** mark (values such as `award_opponent` are not
    setting keys of any game, so they are left out)."""
    if _SETTING_MARK not in text:
        return ()
    keys = {key for game in GAMES.values() for key in game.settings}
    after = text.split(_SETTING_MARK, 1)[1]
    found: list[str] = []
    for word in _BACKTICKED.findall(after):
        if word in keys and word not in found:
            found.append(word)
    return tuple(found)


def _ruling(ruling_id: str, section: str, lines: list[str]) -> Ruling:
    text = " ".join(line.strip() for line in lines if line.strip())
    return Ruling(ruling_id, section, text, _SETTING_MARK in text, _named_settings(text))


def parse_rulings(text: str) -> RuleBook:
    """Read the rulings text into sections and rulings; raises :class:`RulingsError` when it is malformed."""
    preamble: list[str] = []
    paragraph: list[str] = []
    sections: list[Section] = []
    current: tuple[str, str] | None = None  # (prefix, title)
    rulings: list[Ruling] = []
    pending: tuple[str, list[str]] | None = None  # the ruling being read: (id, its lines)
    seen: set[str] = set()

    def close_ruling() -> None:
        nonlocal pending
        if pending is not None and current is not None:
            rulings.append(_ruling(pending[0], current[0], pending[1]))
        pending = None

    def close_section() -> None:
        nonlocal rulings
        close_ruling()
        if current is not None:
            sections.append(Section(current[0], current[1], tuple(rulings)))
        rulings = []

    for number, line in enumerate(text.splitlines(), start=1):
        heading = _SECTION.match(line)
        item = _RULING.match(line)
        if heading:
            close_section()
            current = (heading.group(1), heading.group(2))
        elif item:
            close_ruling()
            ruling_id = item.group(1)
            if current is None:
                raise RulingsError(f"line {number}: ruling {ruling_id} comes before any section")
            if ruling_id.rsplit("-", 1)[0] != current[0]:
                raise RulingsError(f"line {number}: ruling {ruling_id} is in section {current[0]}")
            if ruling_id in seen:
                raise RulingsError(f"line {number}: ruling {ruling_id} is given twice")
            seen.add(ruling_id)
            pending = (ruling_id, [item.group(2)])
        elif pending is not None and line.startswith((" ", "\t")) and line.strip():
            pending[1].append(line)
        elif current is None and not line.startswith("# "):
            if line.strip():
                paragraph.append(line.strip())
            elif paragraph:
                preamble.append(" ".join(paragraph))
                paragraph = []
        else:
            close_ruling()
    close_section()
    if paragraph:
        preamble.append(" ".join(paragraph))
    if not sections:
        raise RulingsError("no section of rulings found")
    return RuleBook(tuple(preamble), tuple(sections))


def cited(message: str) -> tuple[str, ...]:
    """The ruling ids a message cites, in order, each once (``"... (ruling BH-5)"`` gives ``("BH-5",)``)."""
    found: list[str] = []
    for prefix, number in _cited_pattern().findall(message or ""):
        ruling_id = f"{prefix}-{int(number)}"
        if ruling_id not in found:
            found.append(ruling_id)
    return tuple(found)


def settings_from(ruling: Ruling, game: str) -> tuple[Setting, ...]:
    """The settings of a competition of ``game`` that come from ``ruling`` (its ``Setting.ruling``)."""
    spec = GAMES.get(game)
    if spec is None:
        return ()
    return tuple(s for s in spec.settings.values() if s.ruling == ruling.id)
