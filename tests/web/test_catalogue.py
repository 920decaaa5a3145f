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
        translated = translator.translate(CONTEXT, english)
        assert translated and translated != english, f"{code}: {english!r} is not translated"
        assert words(code)[key] == translated


def test_lupdate_finds_every_phrase_of_the_page(tmp_path):
    fresh = tmp_path / "cardnight_desk_hi.ts"
    translations_tool.lupdate([fresh], quiet=True)
    found = {source for context, source, _ in translations_tool.messages(fresh) if context == CONTEXT}
    assert set(PHRASES.values()) <= found
    for code in LANGUAGES:
        if code != "en":
            have = translations_tool.messages(translations_tool.ts_file(code))
            missing = [p for p in PHRASES.values() if not have.get((CONTEXT, p, ""))]
            assert not missing, f"{Path(translations_tool.ts_file(code)).name} lacks {missing}"
