"""The page's own words in the desk's five languages, and the language a phone gets."""

from __future__ import annotations

import re

import pytest

from cardnight_desk.web.words import LANGUAGES, WORDS, accepted, choose_language

SCRIPTS = {"pa": "\u0a00-\u0a7f", "gu": "\u0a80-\u0aff", "ml": "\u0d00-\u0d7f", "hi": "\u0900-\u097f"}


@pytest.mark.parametrize("language", sorted(SCRIPTS))
def test_every_word_is_there_in_its_own_script(language):
    table = WORDS[language]
    assert set(table) == set(WORDS["en"])
    for key, text in table.items():
        assert text.strip(), key
        assert re.search(f"[{SCRIPTS[language]}]", text), f"{language} {key}: {text!r} is not in its script"
        assert text.count("%") == WORDS["en"][key].count("%"), key  # the same places for numbers and names


def test_the_five_languages():
    assert list(LANGUAGES) == ["en", "pa", "gu", "ml", "hi"]


def test_the_phone_asks_in_order_of_preference():
    assert accepted("fr-CH, fr;q=0.9, hi;q=0.95, *;q=0.5") == ["fr", "hi", "fr", "*"]
    assert accepted("ml;q=0, gu") == ["gu"]
    assert accepted("") == []


def test_the_switch_then_the_cookie_then_the_phone_then_english():
    assert choose_language("gu", "ml", "hi") == "gu"
    assert choose_language(None, "ml", "hi") == "ml"
    assert choose_language("xx", None, "de, pa-IN;q=0.8") == "pa"
    assert choose_language(None, None, "de, fr") == "en"
    assert choose_language(None, "../etc", None) == "en"
