"""The page's words come from the desk's one catalogue of translations: each phrase is written once (in
``web/words.py``, marked for lupdate) and translated once, in the ``.ts`` files the desk's words are in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardnight_desk.gui import translations_tool
from cardnight_desk.resources import translation_file
from cardnight_desk.web.words import CONTEXT, LANGUAGES, PHRASES, words


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_each_phrase_is_the_catalogues_translation(code):
    translator = QTranslator()
    assert translator.load(str(translation_file(code)))
    for key, english in PHRASES.items():
        translated = translator.translate(english.context, english)
        assert translated and translated != english, f"{code}: {english!r} is not translated"
        assert words(code)[key] == translated


def test_lupdate_finds_every_phrase_of_the_page(tmp_path):
    fresh = tmp_path / "cardnight_desk_hi.ts"
    translations_tool.lupdate([fresh], quiet=True)
    found = {(context, source) for context, source, _ in translations_tool.messages(fresh)}
    assert {(p.context, str(p)) for p in PHRASES.values()} <= found
    for code in LANGUAGES:
        if code != "en":
            have = translations_tool.messages(translations_tool.ts_file(code))
            missing = [p for p in PHRASES.values() if not have.get((p.context, p, ""))]
            assert not missing, f"{Path(translations_tool.ts_file(code)).name} lacks {missing}"


def test_a_phrase_the_desk_says_too_is_translated_once_and_reads_the_same_on_the_phones():
    """The page's own context holds only what the desk's window never says; a standings column, a tab or
    "Round %d" is the window's own message, so a phone and the desk show the same translation."""
    have = translations_tool.messages(translations_tool.ts_file("pa"))
    desk_says = {source for context, source, _ in have if context != CONTEXT}
    page_own = [str(p) for p in PHRASES.values() if p.context == CONTEXT]
    assert [p for p in page_own if p in desk_says] == []
    shared = [p for p in PHRASES.values() if p.context != CONTEXT]
    assert len(shared) >= 30
    for phrase in shared:
        assert (phrase.context, str(phrase), "") in have, f"{phrase!r} is not the window's message"
    assert words("pa")["table"] == words("pa")["table"]  # one table per language
    translator = QTranslator()
    assert translator.load(str(translation_file("pa")))
    assert words("pa")["master"] == translator.translate("StandingsModel", "Master")
