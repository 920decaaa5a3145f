"""The players' page's own words in the desk's five languages, and which language a phone gets.

The page's phrases are written once, in English, in :data:`PHRASES`, each marked for Qt's ``lupdate``
(``QT_TRANSLATE_NOOP``: context ``PlayersPage``, or the window's own for a phrase it says too); their translations are in the desk's own catalogue
(``resources/translations/cardnight_desk_<code>.ts``, compiled to ``.qm``: see
:mod:`cardnight_desk.gui.translations_tool`), beside the window's. The page reads a language's words with a
``QTranslator`` of its own (QtCore only, no window, nothing installed application-wide: the page serves every
language at once), once per language and process, and keeps them as a table (:func:`words`). A phrase not
translated yet shows in English.

A phone gets the language it asks for first (``?lang=`` from the page's language switch, then the ``lang``
cookie the switch leaves, then its ``Accept-Language``), English when it asks for none of the five. Names of
players, teams and competitions are shown as they were registered, never translated.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from cardnight_desk.resources import translation_file

LANGUAGES = {"en": "English", "pa": "ਪੰਜਾਬੀ", "gu": "ગુજરાતી", "ml": "മലയാളം", "hi": "हिन्दी"}
DEFAULT = "en"
CONTEXT = "PlayersPage"  # the page's phrases' context in the catalogue (lupdate reads it written out below)


class Phrase(str):
    """A phrase in English, with the context the catalogue translates it in."""

    context: str


def QT_TRANSLATE_NOOP(context: str, text: str) -> Phrase:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for lupdate, as Qt's own marker does, without loading Qt when the page starts: QtCore
    loaded before the page's other libraries makes the page's process about 25 MiB larger (shiboken's import
    hook then sees every module imported after it); loaded when a language is first read, about 10 MiB."""
    phrase = Phrase(text)
    phrase.context = context
    return phrase


# key (as the templates name a phrase) -> the phrase in English; "%d" and "%s" are filled in by the page. A phrase
# the desk's window says too (a standings column, a tab, "Round %d") is marked in the window's own context, so it
# is translated once and reads the same on the phones as at the desk; the page's own are in CONTEXT.
PHRASES: dict[str, Phrase] = {
    "page": QT_TRANSLATE_NOOP("PlayersPagePanel", "Players' page"),
    "event": QT_TRANSLATE_NOOP("EventView", "Event"),
    "find": QT_TRANSLATE_NOOP("PlayersPage", "Find your table"),
    "standings": QT_TRANSLATE_NOOP("EventView", "Standings"),
    "clock": QT_TRANSLATE_NOOP("PlayersPage", "Poker clock"),
    "baccarat": QT_TRANSLATE_NOOP("EventView", "Baccarat"),
    "announcements": QT_TRANSLATE_NOOP("DisplaysArea", "Announcements"),
    "competitions": QT_TRANSLATE_NOOP("PlayersModel", "Competitions"),
    "name_prompt": QT_TRANSLATE_NOOP("PlayersPage", "Type part of your name"),
    "search": QT_TRANSLATE_NOOP("DrawsArea", "Find"),
    "no_match": QT_TRANSLATE_NOOP("PlayersPage", "Nobody's name holds “%s”."),
    "too_short": QT_TRANSLATE_NOOP("PlayersPage", "Type at least two letters of your name."),
    "many": QT_TRANSLATE_NOOP("PlayersPage", "Showing the first %d names: type more of yours."),
    "round": QT_TRANSLATE_NOOP("DrawsArea", "Round %d"),
    "table": QT_TRANSLATE_NOOP("SeatsModel", "Table"),
    "seat": QT_TRANSLATE_NOOP("SeatsModel", "Seat"),
    "with": QT_TRANSLATE_NOOP("PlayersPage", "With"),
    "against": QT_TRANSLATE_NOOP("PlayersPage", "Against"),
    "bye": QT_TRANSLATE_NOOP("PlayersPage", "A bye this round: you do not play."),
    "not_drawn": QT_TRANSLATE_NOOP("DrawsArea", "No round drawn yet."),
    "final": QT_TRANSLATE_NOOP("ProgressWords", "final"),
    "provisional": QT_TRANSLATE_NOOP("PlayersPage", "provisional"),
    "after_round": QT_TRANSLATE_NOOP("PlayersPage", "after round %d"),
    "under_way": QT_TRANSLATE_NOOP("PlayersPage", "round %d under way"),
    "no_round": QT_TRANSLATE_NOOP("PlayersPage", "no round played yet"),
    "place": QT_TRANSLATE_NOOP("StandingsModel", "Place"),
    "played": QT_TRANSLATE_NOOP("StandingsModel", "Played"),
    "still_in": QT_TRANSLATE_NOOP("StandingsModel", "still in"),
    "team": QT_TRANSLATE_NOOP("StandingsModel", "Team"),
    "side": QT_TRANSLATE_NOOP("StandingsModel", "Side"),
    "player": QT_TRANSLATE_NOOP("StandingsModel", "Player"),
    "master": QT_TRANSLATE_NOOP("StandingsModel", "Master"),
    "bonus": QT_TRANSLATE_NOOP("StandingsModel", "Bonus"),
    "score": QT_TRANSLATE_NOOP("StandingsModel", "Score"),
    "won": QT_TRANSLATE_NOOP("StandingsModel", "Won"),
    "points": QT_TRANSLATE_NOOP("StandingsModel", "Points"),
    "reached": QT_TRANSLATE_NOOP("StandingsModel", "Round reached"),
    "position": QT_TRANSLATE_NOOP("StandingsModel", "Place at table"),
    "total": QT_TRANSLATE_NOOP("StandingsModel", "Total"),
    "out_after_deal": QT_TRANSLATE_NOOP("StandingsModel", "Out after deal"),
    "no_results": QT_TRANSLATE_NOOP("PlayersPage", "No results yet."),
    "bracket": QT_TRANSLATE_NOOP("PlayersPage", "Bracket"),
    "final_match": QT_TRANSLATE_NOOP("PlayersPage", "Final"),
    "third_place": QT_TRANSLATE_NOOP("PlayersPage", "Third place"),
    "match": QT_TRANSLATE_NOOP("PlayersPage", "Match %d"),
    "to_come": QT_TRANSLATE_NOOP("PlayersPage", "to be decided"),
    "level": QT_TRANSLATE_NOOP("poker", "Level %d"),
    "on_break": QT_TRANSLATE_NOOP("poker", "Break"),
    "time_left": QT_TRANSLATE_NOOP("PlayersPage", "Time left"),
    "blinds": QT_TRANSLATE_NOOP("PlayersPage", "Blinds"),
    "ante": QT_TRANSLATE_NOOP("PlayersPage", "ante"),
    "next": QT_TRANSLATE_NOOP("PlayersPage", "Next"),
    "next_break": QT_TRANSLATE_NOOP("PlayersPage", "Next break in"),
    "no_break": QT_TRANSLATE_NOOP("PlayersPage", "No break ahead"),
    "players_left": QT_TRANSLATE_NOOP("PlayersPage", "Players left"),
    "entries": QT_TRANSLATE_NOOP("PokerSheet", "Entries"),
    "average": QT_TRANSLATE_NOOP("PlayersPage", "Average stack"),
    "paused": QT_TRANSLATE_NOOP("PlayersPage", "Paused"),
    "not_started": QT_TRANSLATE_NOOP("PlayersPage", "Not started yet"),
    "overtime": QT_TRANSLATE_NOOP("PlayersPage", "Last level: overtime"),
    "no_poker": QT_TRANSLATE_NOOP("PlayersPage", "No poker tournament tonight."),
    "no_baccarat": QT_TRANSLATE_NOOP("PlayersPage", "No baccarat table tonight."),
    "places": QT_TRANSLATE_NOOP("PlayersPage", "Places"),
    "prize": QT_TRANSLATE_NOOP("PlacesModel", "Prize"),
    "prizes": QT_TRANSLATE_NOOP("PlayersPage", "Prizes"),
    "chips": QT_TRANSLATE_NOOP("StandingsModel", "Chips"),
    "hands_played": QT_TRANSLATE_NOOP("PlayersPage", "Hands played"),
    "hands_left": QT_TRANSLATE_NOOP("PlayersPage", "Hands left"),
    "over": QT_TRANSLATE_NOOP("PlayersPage", "The table has closed: these are its results."),
    "live": QT_TRANSLATE_NOOP("PlayersPage", "Updates by itself"),
    "offline": QT_TRANSLATE_NOOP("PlayersPage", "Not connected: trying again…"),
    "language": QT_TRANSLATE_NOOP("LanguageDialog", "Language"),
    "not_found": QT_TRANSLATE_NOOP("PlayersPage", "There is no such page here."),
    "no_competition": QT_TRANSLATE_NOOP("PlayersPage", "There is no competition “%s” tonight."),
}

# The entry form's own words (a side's private link, ``/entry/<token>``), in the context ``EntryForm``; the
# sheet's fields are labelled by the game's description, in the context it names (:func:`described`).
ENTRY_CONTEXT = "EntryForm"
ENTRY_PHRASES: dict[str, Phrase] = {
    "title": QT_TRANSLATE_NOOP("EntryForm", "Score sheet"),
    "for_side": QT_TRANSLATE_NOOP("EntryForm", "You enter the sheet for %s."),
    "both": QT_TRANSLATE_NOOP(
        "EntryForm", "Each side of the table enters the same sheet; once they agree, it goes to the desk."
    ),
    "send": QT_TRANSLATE_NOOP("EntryForm", "Send the sheet"),
    "sending": QT_TRANSLATE_NOOP("EntryForm", "Sending…"),
    "choose": QT_TRANSLATE_NOOP("EntryForm", "Choose…"),
    "add": QT_TRANSLATE_NOOP("EntryForm", "Add a line"),
    "remove": QT_TRANSLATE_NOOP("EntryForm", "Remove"),
    "open": QT_TRANSLATE_NOOP("EntryForm", "Nothing sent from this phone yet."),
    "waiting": QT_TRANSLATE_NOOP("EntryForm", "Your sheet is stored. Waiting for the other side's sheet."),
    "differs": QT_TRANSLATE_NOOP(
        "EntryForm",
        "Your sheet is stored, but the sides' sheets differ in the marked fields: check them together.",
    ),
    "agreed": QT_TRANSLATE_NOOP("EntryForm", "Both sides agree: the sheet is at the desk."),
    "confirmed": QT_TRANSLATE_NOOP("EntryForm", "The desk has confirmed this table's sheet:"),
    "refused": QT_TRANSLATE_NOOP("EntryForm", "The rules refuse this sheet: see the marked fields."),
    "differs_here": QT_TRANSLATE_NOOP("EntryForm", "The other side wrote something else here."),
    "retry": QT_TRANSLATE_NOOP("EntryForm", "Not sent: the desk cannot be reached. Trying again…"),
    "failed": QT_TRANSLATE_NOOP("EntryForm", "Not sent: reload the page and send it again."),
    "gone": QT_TRANSLATE_NOOP("EntryForm", "This link no longer opens a sheet: ask the desk."),
    "yes": QT_TRANSLATE_NOOP("EntryForm", "yes"),
    "no": QT_TRANSLATE_NOOP("EntryForm", "no"),
}
#: the words that differ on a poker player's page, where two players of the table report who went out
REPORT_PHRASES: dict[str, Phrase] = {
    "title": QT_TRANSLATE_NOOP("EntryForm", "Bust report"),
    "for_side": QT_TRANSLATE_NOOP("EntryForm", "You report your table's busts as %s."),
    "both": QT_TRANSLATE_NOOP(
        "EntryForm",
        "Report who went out at your table; once two players of the table agree, it goes to the desk.",
    ),
    "send": QT_TRANSLATE_NOOP("EntryForm", "Send the report"),
    "waiting": QT_TRANSLATE_NOOP(
        "EntryForm", "Your report is stored. Waiting for another player of the table to send the same."
    ),
    "differs": QT_TRANSLATE_NOOP(
        "EntryForm",
        "Your report is stored, but another player's differs in the marked fields: check them together.",
    ),
    "agreed": QT_TRANSLATE_NOOP("EntryForm", "Two players agree: the report is at the desk."),
    "confirmed": QT_TRANSLATE_NOOP("EntryForm", "You are out. The desk has recorded your bust:"),
    "refused": QT_TRANSLATE_NOOP("EntryForm", "The rules refuse this report: see the marked fields."),
    "differs_here": QT_TRANSLATE_NOOP("EntryForm", "Another player wrote something else here."),
    "gone": QT_TRANSLATE_NOOP("EntryForm", "This link no longer opens a report: ask the desk."),
}

# a standings column's code (the games' own) -> the key of its heading above (rummy's "round" is the round a
# player reached), and the keys of what an entrant is called: the desk's Standings area and board show the same
# messages
COLUMN_KEYS = {
    code: code
    for code in (
        "master",
        "bonus",
        "score",
        "won",
        "points",
        "reached",
        "position",
        "total",
        "out_after_deal",
    )
} | {"round": "reached"}
NAME_CODES = ("team", "side", "player")


def words(language: str) -> dict[str, str]:
    """The page's words in ``language`` (English for a language the page does not have), read from the
    catalogue once per process: the same table for every request in that language."""
    return _translated(language) if language in LANGUAGES and language != DEFAULT else _english()


@cache
def _english() -> dict[str, str]:
    return {key: str(text) for key, text in PHRASES.items()}


@cache
def _translator(language: str) -> Any:
    """The catalogue of ``language`` (a ``QTranslator``), None when it cannot be read."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    return translator if translator.load(str(translation_file(language))) else None


def translate(language: str, context: str, text: str) -> str:
    """``text`` (English, marked in ``context``) in ``language``; as it is where it is not translated."""
    translator = _translator(language) if language in LANGUAGES and language != DEFAULT else None
    return (translator.translate(context, text) or text) if translator is not None else text


@cache
def _translated(language: str) -> dict[str, str]:
    if _translator(language) is None:
        return _english()
    return {key: translate(language, text.context, text) for key, text in PHRASES.items()}


_SHORTCUT = re.compile(r"\s*\(&\w\)")  # a translation's shortcut letter, "(&D)", where its script has none


@cache
def entry_words(language: str, report: bool = False) -> dict[str, str]:
    """The entry form's own words (:data:`ENTRY_PHRASES`) in ``language``; ``report``: a poker player's bust
    report's (:data:`REPORT_PHRASES` where they differ)."""
    phrases = ENTRY_PHRASES | (REPORT_PHRASES if report else {})
    return {key: translate(language, text.context, text) for key, text in phrases.items()}


def described(language: str, description: dict[str, Any]) -> dict[str, Any]:
    """A sheet's description as JSON (``SheetDescription.to_json()``) with its words in ``language``: each
    label, group and option, and each line list's button and number words, in the context the description
    names (a ``&`` marking a shortcut's letter at the desk, dropped here)."""
    context = str(description.get("context", ""))

    def said(text: str) -> str:
        return _SHORTCUT.sub("", translate(language, context, text)).replace("&", "")

    def field(f: dict[str, Any]) -> dict[str, Any]:
        out = {**f, "label": said(f["label"])}
        if f.get("group"):
            out["group"] = said(f["group"])
        if f.get("options"):
            out["options"] = [{**o, "label": said(o["label"])} for o in f["options"]]
        return out

    out = {**description, "fields": [field(f) for f in description.get("fields", [])]}
    if "sides" in description:
        out["sides"] = {**description["sides"], "fields": [field(f) for f in description["sides"]["fields"]]}
    out["lines"] = []
    for line_list in description.get("lines", []):
        words = {k: said(line_list[k]) for k in ("add", "remove", "number") if line_list.get(k)}
        line_out = {**line_list, **words, "label": said(line_list["label"])}
        line_out["fields"] = [field(f) for f in line_list["fields"]]
        if "side_fields" in line_list:
            line_out["side_fields"] = [field(f) for f in line_list["side_fields"]]
        out["lines"].append(line_out)
    return out


class _Languages(Mapping[str, dict[str, str]]):
    """Every language's words by its code, read when first asked for."""

    def __getitem__(self, code: str) -> dict[str, str]:
        if code not in LANGUAGES:
            raise KeyError(code)
        return words(code)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


WORDS: Mapping[str, dict[str, str]] = _Languages()


def accepted(header: str) -> list[str]:
    """The languages an ``Accept-Language`` header asks for, most wanted first (their primary tags)."""
    wanted: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        primary = tag.strip().split("-")[0].lower()
        if primary and quality > 0:
            wanted.append((-quality, i, primary))
    return [tag for _, _, tag in sorted(wanted)]


def choose_language(query: str | None, cookie: str | None, accept: str | None) -> str:
    """The page's language: the switch's choice, else the one the phone asks for first, else English."""
    for choice in (query, cookie):
        if choice in LANGUAGES:
            return str(choice)
    for tag in accepted(accept or ""):
        if tag in LANGUAGES:
            return tag
    return DEFAULT
