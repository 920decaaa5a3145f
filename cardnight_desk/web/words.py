"""The players' page's own words in the desk's five languages, and which language a phone gets.

The page's phrases are written once, in English, in :data:`PHRASES`, each marked for Qt's ``lupdate``
(``QT_TRANSLATE_NOOP``, context ``PlayersPage``); their translations are in the desk's own catalogue
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

from collections.abc import Iterator, Mapping
from functools import cache

from cardnight_desk.resources import translation_file

LANGUAGES = {"en": "English", "pa": "ਪੰਜਾਬੀ", "gu": "ગુજરાતી", "ml": "മലയാളം", "hi": "हिन्दी"}
DEFAULT = "en"
CONTEXT = "PlayersPage"  # the page's phrases' context in the catalogue (lupdate reads it written out below)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for lupdate, as Qt's own marker does, without loading Qt when the page starts: QtCore
    loaded before the page's other libraries makes the page's process about 25 MiB larger (shiboken's import
    hook then sees every module imported after it); loaded when a language is first read, about 10 MiB."""
    return text


# key (as the templates name a phrase) -> the phrase in English; "%d" and "%s" are filled in by the page
PHRASES: dict[str, str] = {
    "page": QT_TRANSLATE_NOOP("PlayersPage", "Players' page"),
    "event": QT_TRANSLATE_NOOP("PlayersPage", "Event"),
    "find": QT_TRANSLATE_NOOP("PlayersPage", "Find your table"),
    "standings": QT_TRANSLATE_NOOP("PlayersPage", "Standings"),
    "clock": QT_TRANSLATE_NOOP("PlayersPage", "Poker clock"),
    "baccarat": QT_TRANSLATE_NOOP("PlayersPage", "Baccarat"),
    "announcements": QT_TRANSLATE_NOOP("PlayersPage", "Announcements"),
    "competitions": QT_TRANSLATE_NOOP("PlayersPage", "Competitions"),
    "name_prompt": QT_TRANSLATE_NOOP("PlayersPage", "Type part of your name"),
    "search": QT_TRANSLATE_NOOP("PlayersPage", "Find"),
    "no_match": QT_TRANSLATE_NOOP("PlayersPage", "Nobody's name holds “%s”."),
    "too_short": QT_TRANSLATE_NOOP("PlayersPage", "Type at least two letters of your name."),
    "many": QT_TRANSLATE_NOOP("PlayersPage", "Showing the first %d names: type more of yours."),
    "round": QT_TRANSLATE_NOOP("PlayersPage", "Round %d"),
    "table": QT_TRANSLATE_NOOP("PlayersPage", "Table"),
    "seat": QT_TRANSLATE_NOOP("PlayersPage", "Seat"),
    "with": QT_TRANSLATE_NOOP("PlayersPage", "With"),
    "against": QT_TRANSLATE_NOOP("PlayersPage", "Against"),
    "bye": QT_TRANSLATE_NOOP("PlayersPage", "A bye this round: you do not play."),
    "not_drawn": QT_TRANSLATE_NOOP("PlayersPage", "No round drawn yet."),
    "final": QT_TRANSLATE_NOOP("PlayersPage", "final"),
    "provisional": QT_TRANSLATE_NOOP("PlayersPage", "provisional"),
    "after_round": QT_TRANSLATE_NOOP("PlayersPage", "after round %d"),
    "under_way": QT_TRANSLATE_NOOP("PlayersPage", "round %d under way"),
    "no_round": QT_TRANSLATE_NOOP("PlayersPage", "no round played yet"),
    "place": QT_TRANSLATE_NOOP("PlayersPage", "Place"),
    "played": QT_TRANSLATE_NOOP("PlayersPage", "Played"),
    "still_in": QT_TRANSLATE_NOOP("PlayersPage", "still in"),
    "team": QT_TRANSLATE_NOOP("PlayersPage", "Team"),
    "side": QT_TRANSLATE_NOOP("PlayersPage", "Side"),
    "player": QT_TRANSLATE_NOOP("PlayersPage", "Player"),
    "master": QT_TRANSLATE_NOOP("PlayersPage", "Master"),
    "bonus": QT_TRANSLATE_NOOP("PlayersPage", "Bonus"),
    "score": QT_TRANSLATE_NOOP("PlayersPage", "Score"),
    "won": QT_TRANSLATE_NOOP("PlayersPage", "Won"),
    "points": QT_TRANSLATE_NOOP("PlayersPage", "Points"),
    "reached": QT_TRANSLATE_NOOP("PlayersPage", "Round reached"),
    "position": QT_TRANSLATE_NOOP("PlayersPage", "Place at table"),
    "total": QT_TRANSLATE_NOOP("PlayersPage", "Total"),
    "out_after_deal": QT_TRANSLATE_NOOP("PlayersPage", "Out after deal"),
    "no_results": QT_TRANSLATE_NOOP("PlayersPage", "No results yet."),
    "bracket": QT_TRANSLATE_NOOP("PlayersPage", "Bracket"),
    "final_match": QT_TRANSLATE_NOOP("PlayersPage", "Final"),
    "third_place": QT_TRANSLATE_NOOP("PlayersPage", "Third place"),
    "match": QT_TRANSLATE_NOOP("PlayersPage", "Match %d"),
    "to_come": QT_TRANSLATE_NOOP("PlayersPage", "to be decided"),
    "level": QT_TRANSLATE_NOOP("PlayersPage", "Level %d"),
    "on_break": QT_TRANSLATE_NOOP("PlayersPage", "Break"),
    "time_left": QT_TRANSLATE_NOOP("PlayersPage", "Time left"),
    "blinds": QT_TRANSLATE_NOOP("PlayersPage", "Blinds"),
    "ante": QT_TRANSLATE_NOOP("PlayersPage", "ante"),
    "next": QT_TRANSLATE_NOOP("PlayersPage", "Next"),
    "next_break": QT_TRANSLATE_NOOP("PlayersPage", "Next break in"),
    "no_break": QT_TRANSLATE_NOOP("PlayersPage", "No break ahead"),
    "players_left": QT_TRANSLATE_NOOP("PlayersPage", "Players left"),
    "entries": QT_TRANSLATE_NOOP("PlayersPage", "Entries"),
    "average": QT_TRANSLATE_NOOP("PlayersPage", "Average stack"),
    "paused": QT_TRANSLATE_NOOP("PlayersPage", "Paused"),
    "not_started": QT_TRANSLATE_NOOP("PlayersPage", "Not started yet"),
    "overtime": QT_TRANSLATE_NOOP("PlayersPage", "Last level: overtime"),
    "no_poker": QT_TRANSLATE_NOOP("PlayersPage", "No poker tournament tonight."),
    "no_baccarat": QT_TRANSLATE_NOOP("PlayersPage", "No baccarat table tonight."),
    "places": QT_TRANSLATE_NOOP("PlayersPage", "Places"),
    "prize": QT_TRANSLATE_NOOP("PlayersPage", "Prize"),
    "prizes": QT_TRANSLATE_NOOP("PlayersPage", "Prizes"),
    "chips": QT_TRANSLATE_NOOP("PlayersPage", "Chips"),
    "hands_played": QT_TRANSLATE_NOOP("PlayersPage", "Hands played"),
    "hands_left": QT_TRANSLATE_NOOP("PlayersPage", "Hands left"),
    "over": QT_TRANSLATE_NOOP("PlayersPage", "The table has closed: these are its results."),
    "live": QT_TRANSLATE_NOOP("PlayersPage", "Updates by itself"),
    "offline": QT_TRANSLATE_NOOP("PlayersPage", "Not connected: trying again…"),
    "language": QT_TRANSLATE_NOOP("PlayersPage", "Language"),
    "not_found": QT_TRANSLATE_NOOP("PlayersPage", "There is no such page here."),
    "no_competition": QT_TRANSLATE_NOOP("PlayersPage", "There is no competition “%s” tonight."),
}


def words(language: str) -> dict[str, str]:
    """The page's words in ``language`` (English for a language the page does not have), read from the
    catalogue once per process: the same table for every request in that language."""
    return _translated(language) if language in LANGUAGES and language != DEFAULT else PHRASES


@cache
def _translated(language: str) -> dict[str, str]:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(translation_file(language))):
        return PHRASES
    return {key: translator.translate(CONTEXT, text) or text for key, text in PHRASES.items()}


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
