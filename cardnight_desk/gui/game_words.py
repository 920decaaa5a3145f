"""The competition games and their settings in the desk's words.

Each game (:class:`~cardnight_desk.domain.games.base.Game`) names itself and describes its settings in
English, as codes and defaults for the rules; the window shows them through Qt's translation (context
``GameWords``). The titles and help texts are listed here so that the translation tool finds them; a game or a
setting missing here is shown with the game's own English.

A setting is shown as a line of words, "label: value (ruling)": its help text as the label, and its value as a
desk volunteer reads it (yes or no, "no limit", a date, "50 %, 30 %, 20 %" (a no-break space before each %),
a choice's words from ``Setting.choice_words`` — also for a text setting whose known values have words, such as
the blind structure ``gama-2025``, "GAMA Cards Night 2025 freezeout"), never as the code the rules store.

A judge's penalty (:class:`~cardnight_desk.domain.games.base.PenaltySentence`, the game's English sentence)
is said again from its parts: :func:`penalty_words`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QLocale

from cardnight_desk.domain.settings import Setting
from cardnight_desk.gui.names import isolated

GAME_TITLES = (  # the games' titles (``Game.title``), for the translation tool
    QT_TRANSLATE_NOOP("GameWords", "Bhukhar (OAUK)"),
    QT_TRANSLATE_NOOP("GameWords", "Bukharo (Patel)"),
    QT_TRANSLATE_NOOP("GameWords", "Rummy (GAMA)"),
    QT_TRANSLATE_NOOP("GameWords", "28 / Irupathiyettu (GAMA)"),
    QT_TRANSLATE_NOOP("GameWords", "Poker freezeout (GAMA)"),
    QT_TRANSLATE_NOOP("GameWords", "Baccarat fun table"),
)
SETTING_HELP = {  # setting key -> what it sets
    "min_age": QT_TRANSLATE_NOOP("GameWords", "Youngest age allowed on the event date"),
    "community_confirmation": QT_TRANSLATE_NOOP(
        "GameWords", "Registration needs the desk's community-eligibility confirmation"
    ),
    "deadline": QT_TRANSLATE_NOOP("GameWords", "Last day registration is open"),
    "capacity": QT_TRANSLATE_NOOP("GameWords", "Most entries accepted"),
    "double_entry": QT_TRANSLATE_NOOP(
        "GameWords", "Score sheets are entered twice, blind, and confirmed when both agree"
    ),
    "table_entry": QT_TRANSLATE_NOOP("GameWords", "Each side of a table enters its score sheet on a phone"),
    "format": QT_TRANSLATE_NOOP("GameWords", "How rounds are drawn"),
    "rounds": QT_TRANSLATE_NOOP(
        "GameWords", "Rounds of a Swiss league (none: until the organiser closes it)"
    ),
    "penalty_mode": QT_TRANSLATE_NOOP("GameWords", "Who a penalty's points go to"),
    "game_minutes": QT_TRANSLATE_NOOP("GameWords", "Length of a game in minutes"),
    "bye_master": QT_TRANSLATE_NOOP("GameWords", "Master points a Swiss bye scores"),
    "target": QT_TRANSLATE_NOOP("GameWords", "Elimination target (150 initial rounds, 230 final)"),
    "final_target": QT_TRANSLATE_NOOP("GameWords", "Elimination target at the final table"),
    "eliminate_at": QT_TRANSLATE_NOOP("GameWords", "Out when the total exceeds or reaches the target"),
    "max_deals": QT_TRANSLATE_NOOP("GameWords", "Deals in an initial round (none in the final)"),
    "table_size": QT_TRANSLATE_NOOP("GameWords", "Most players at a rummy table"),
    "runners_up": QT_TRANSLATE_NOOP("GameWords", "Best runners-up (lowest totals) who also advance"),
    "third_place": QT_TRANSLATE_NOOP("GameWords", "Play a third-place match"),
    "structure": QT_TRANSLATE_NOOP("GameWords", "Blind structure"),
    "starting_stack": QT_TRANSLATE_NOOP("GameWords", "Starting chips"),
    "payout_percent": QT_TRANSLATE_NOOP("GameWords", "Prize percentages of the paid places"),
    "prize_pool": QT_TRANSLATE_NOOP("GameWords", "Prize pool in currency units"),
    "seats_per_table": QT_TRANSLATE_NOOP("GameWords", "Seats at a poker table"),
    "break_below": QT_TRANSLATE_NOOP("GameWords", "A table with fewer players is broken"),
    "break_when_fits": QT_TRANSLATE_NOOP(
        "GameWords", "Break a table as soon as the players fit at one table fewer (TDA)"
    ),
    "variant": QT_TRANSLATE_NOOP("GameWords", "Baccarat variant"),
    "decks": QT_TRANSLATE_NOOP("GameWords", "Packs in the shoe"),
    "tournament_hands": QT_TRANSLATE_NOOP("GameWords", "Hands before a tournament is ranked by chips"),
    "starting_chips": QT_TRANSLATE_NOOP("GameWords", "Chips each seat starts with"),
}

CHOICE_WORDS = (  # the settings' choices in words (``Setting.choice_words``), for the translation tool
    QT_TRANSLATE_NOOP("GameWords", "Swiss"),
    QT_TRANSLATE_NOOP("GameWords", "Round robin"),
    QT_TRANSLATE_NOOP("GameWords", "Knockout"),
    QT_TRANSLATE_NOOP("GameWords", "points go to the opponents"),
    QT_TRANSLATE_NOOP("GameWords", "points come off the offender"),
    QT_TRANSLATE_NOOP("GameWords", "over the target"),
    QT_TRANSLATE_NOOP("GameWords", "at the target"),
    QT_TRANSLATE_NOOP("GameWords", "Mini"),
    QT_TRANSLATE_NOOP("GameWords", "Midi"),
    QT_TRANSLATE_NOOP("GameWords", "EZ Baccarat"),
    QT_TRANSLATE_NOOP("GameWords", "No commission"),
    QT_TRANSLATE_NOOP("GameWords", "GAMA Cards Night 2025 freezeout"),  # a blind structure (``gama-2025``)
    QT_TRANSLATE_NOOP("GameWords", "off"),  # table entry (``table_entry``)
    QT_TRANSLATE_NOOP("GameWords", "on: the desk confirms what the sides agree"),
    QT_TRANSLATE_NOOP("GameWords", "on: a sheet both sides agree is confirmed"),
)
VALUE_WORDS = {  # values every setting of a kind may take
    True: QT_TRANSLATE_NOOP("GameWords", "yes"),
    False: QT_TRANSLATE_NOOP("GameWords", "no"),
    "no date": QT_TRANSLATE_NOOP("GameWords", "no deadline"),
    "no number": QT_TRANSLATE_NOOP("GameWords", "no limit"),
}


def _words(table: dict[str, str], key: str, english: str) -> str:
    # the game's own text when it no longer matches the words here (a setting reworded since)
    source = table.get(key)
    return QCoreApplication.translate("GameWords", source) if source == english else english


def game_title(english: str) -> str:
    """A game's title (its ``Game.title``, in English) in the desk's language."""
    return QCoreApplication.translate("GameWords", english)


def setting_help(key: str, english: str) -> str:
    """What the setting ``key`` sets (the catalog's ``english`` help) in the desk's language."""
    return _words(SETTING_HELP, key, english)


def _tr(english: str) -> str:
    return QCoreApplication.translate("GameWords", english)


def choice_words(spec: Setting, choice: str) -> str:
    """A choice of the setting ``spec`` in the desk's language (the choice's code when it has no words)."""
    english = spec.words_for(choice)
    return _tr(english) if english in CHOICE_WORDS else english


NO_BREAK = "\u00a0"  # between a number and its unit: "20 %" never breaks across two lines


def _number(value: int, unit: str) -> str:
    shown = QLocale().toString(value)
    return f"{shown}{NO_BREAK}{unit}" if unit else shown


def setting_value(spec: Setting, value: Any) -> str:
    """The value of the setting ``spec`` in words: "yes", "no limit", "1 November 2025", "50 %, 30 %, 20 %"."""
    if value is None:
        return _tr(VALUE_WORDS["no date" if spec.kind == "date" else "no number"])
    if isinstance(value, bool):
        return _tr(VALUE_WORDS[value])
    if spec.kind == "choice" or (isinstance(value, str) and value in spec.choice_words):
        return choice_words(spec, str(value))  # a named text (a blind structure) reads as its name too
    if spec.kind == "date":
        day = QDate.fromString(str(value), "yyyy-MM-dd")  # ISO; Qt.DateFormat would build Qt's namespace
        return QLocale().toString(day, "d MMMM yyyy") if day.isValid() else str(value)
    if isinstance(value, list):
        return ", ".join(_number(v, spec.unit) if isinstance(v, int) else str(v) for v in value)
    if isinstance(value, int):
        return _number(value, spec.unit)
    return str(value)


def setting_line(spec: Setting, value: Any) -> str:
    """The setting with its value, in words: "Who a penalty's points go to: points go to the opponents
    (BH-6)"."""
    line = f"{setting_help(spec.key, spec.help)}: {setting_value(spec, value)}"
    return f"{line} ({spec.ruling})" if spec.ruling else line


VERSUS = QT_TRANSLATE_NOOP("GameWords", " v ")  # between the entrants of a table: "Lions v Tigers"
SIDE = QT_TRANSLATE_NOOP("GameWords", "Side %s")  # players seated as a side, without a registered team
_SIDE_NAME = re.compile(r"Side ([A-Z])")  # how a side is named on its sheet (services.seats.side_name)


def entrant_words(name: str) -> str:
    """An entrant's name as the desk shows it: a team's or player's name as it is; a side of players, which
    its sheet calls "Side A", in the desk's language ("വശം A")."""
    side = _SIDE_NAME.fullmatch(name)
    return _tr(SIDE) % side.group(1) if side else name


def versus(entrants: Sequence[str]) -> str:
    """The entrants of a table in the desk's language: "Lions v Tigers", "ਲਾਇਨਜ਼ ਬਨਾਮ ਟਾਈਗਰਜ਼"."""
    return _tr(VERSUS).join(isolated(entrant_words(e)) for e in entrants)


PENALTY_WORDS = {  # a judge's penalty said again from its parts (:func:`penalty_words`)
    "and": QT_TRANSLATE_NOOP("GameWords", "{one} and {other}"),
    "rule": QT_TRANSLATE_NOOP("GameWords", "rule {rule}"),
    "nobody": QT_TRANSLATE_NOOP("GameWords", "the other team"),
    "off": QT_TRANSLATE_NOOP("GameWords", "{points} points off {offender} — {cite}"),
    "to": QT_TRANSLATE_NOOP("GameWords", "{points} points to {others}, the opponents of {offender} — {cite}"),
}


def _joined(names: tuple[str, ...]) -> str:
    shown = names[0]
    for name in names[1:]:
        shown = _tr(PENALTY_WORDS["and"]).format(one=shown, other=name)
    return shown


def penalty_words(said: str) -> str:
    """What a judge's penalty does, in the desk's language: "50 points to Preston Kings, the opponents of
    Leicester Lions — rule 19.3, BH-6". A plain text (not a :class:`PenaltySentence`) is shown as it is."""
    from cardnight_desk.domain.games.base import PenaltySentence  # loaded already when ``said`` is one

    if not isinstance(said, PenaltySentence):
        return said
    cite = _tr(PENALTY_WORDS["rule"]).format(rule=said.rule)
    if said.ruling:
        cite = f"{cite}, {said.ruling}"
    points = QLocale().toString(said.points)
    if not said.to_opponents:
        return _tr(PENALTY_WORDS["off"]).format(points=points, offender=said.offender, cite=cite)
    others = _joined(said.opponents) if said.opponents else _tr(PENALTY_WORDS["nobody"])
    return _tr(PENALTY_WORDS["to"]).format(points=points, others=others, offender=said.offender, cite=cite)
