"""Where a competition stands, in the desk's words: each shipped language says it in its own words (the words are
listed where the translation tool finds them)."""

from __future__ import annotations

import re

import pytest

from cardnight_desk.gui import i18n
from cardnight_desk.gui.progress_words import progress_words
from cardnight_desk.services.progress import CompetitionProgress

STANDS = [
    CompetitionProgress("League", 3, 2, closed=False, finished=False),
    CompetitionProgress("League", 2, 2, closed=False, finished=False),
    CompetitionProgress("League", 1, 0, closed=False, finished=False),
    CompetitionProgress("League", 0, 0, closed=False, finished=False),
    CompetitionProgress("League", 5, 5, closed=True, finished=True),
]


def test_english_says_where_each_competition_stands(qapp):
    assert [progress_words(where) for where in STANDS] == [
        "after round 2, round 3 under way — provisional",
        "after round 2 — provisional",
        "round 1 under way — provisional",
        "no round played yet — provisional",
        "final",
    ]


@pytest.mark.parametrize("code", ["pa", "gu", "ml", "hi"])
def test_a_translated_desk_says_it_in_its_language(qapp, code):
    try:
        i18n.install_language(qapp, code)
        for where in STANDS:
            said = progress_words(where)
            assert said and not re.search(r"[A-Za-z]", said), said
        assert "2" in progress_words(STANDS[0]) and "3" in progress_words(STANDS[0])
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
