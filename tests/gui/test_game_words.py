"""The games' settings in the desk's words: every setting's help and every choice's words are listed for the
translation tool, so a translated desk never shows a setting's code."""

from __future__ import annotations

from cardnight_desk.domain.games import GAMES
from cardnight_desk.gui import game_words


def test_every_choice_has_words_listed_for_translation():
    for game in GAMES.values():
        for spec in game.settings.values():
            assert game_words.SETTING_HELP.get(spec.key) == spec.help, (game.id, spec.key)
            for choice in (*spec.choices, *spec.choice_words):
                words = spec.words_for(choice)
                assert "_" not in words and words in game_words.CHOICE_WORDS, (game.id, spec.key, choice)


def test_values_read_as_words(qapp):
    specs = GAMES["bhukhar"].settings
    assert game_words.setting_value(specs["double_entry"], True) == "yes"
    assert game_words.setting_value(specs["rounds"], None) == "no limit"
    assert game_words.setting_value(specs["deadline"], None) == "no deadline"
    assert game_words.setting_value(specs["deadline"], "2026-03-07") == "7 March 2026"
    assert game_words.setting_value(specs["format"], "round_robin") == "Round robin"
    assert game_words.setting_line(specs["bye_master"], 1) == "Master points a Swiss bye scores: 1"
    payout = GAMES["poker"].settings["payout_percent"]
    assert (  # a no-break space: "40 %" never breaks across two lines
        game_words.setting_line(payout, [60, 40])
        == "Prize percentages of the paid places: 60\u00a0%, 40\u00a0% (PK-6)"
    )


def test_a_penalty_is_said_again_from_its_parts(qapp):
    bhukhar, bukharo = GAMES["bhukhar"], GAMES["bukharo"]
    for said in (
        bhukhar.penalty_sentence(50, "Leicester Lions", ["Preston Kings"], "19.3", {}),
        bhukhar.penalty_sentence(50, "Lions", ["Kings", "Queens"], "19.3", {}),
        bhukhar.penalty_sentence(50, "Lions", [], "19.3", {}),
        bhukhar.penalty_sentence(50, "Lions", ["Kings"], "19.3", {"penalty_mode": "deduct_offender"}),
        bukharo.penalty_sentence(20, "Red", ["Blue", "Green"], "4.1", {}),
    ):
        assert game_words.penalty_words(said) == str(said)  # the English desk says the domain's sentence
    assert game_words.penalty_words("a sentence of its own") == "a sentence of its own"


def test_a_tables_entrants_read_in_the_desks_language(qapp):
    from cardnight_desk.gui import i18n

    assert game_words.versus(["Lions", "Tigers"]) == "Lions v Tigers"
    try:
        i18n.install_language(qapp, "hi")
        assert game_words.versus(["Lions", "Tigers"]) == "Lions बनाम Tigers"
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)


def test_the_blind_structure_is_named_in_words(qapp):
    """The poker setting keeps the structure's file name (``gama-2025``); the desk shows its title, translated;
    a structure the desk has no words for is shown by its name."""
    from cardnight_desk.domain.games.poker.structure import load_structure
    from cardnight_desk.gui import i18n

    spec = GAMES["poker"].settings["structure"]
    assert game_words.setting_value(spec, "gama-2025") == load_structure("gama-2025").title
    assert (
        game_words.setting_line(spec, "gama-2025")
        == "Blind structure: GAMA Cards Night 2025 freezeout (PK-3)"
    )
    assert game_words.setting_value(spec, "club-2026") == "club-2026"
    try:
        i18n.install_language(qapp, "gu")
        shown = game_words.setting_value(spec, "gama-2025")
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
    assert "GAMA" in shown and "Cards Night" not in shown and "gama-2025" not in shown


def test_every_shipped_blind_structure_has_its_title_as_words():
    from cardnight_desk.domain.games.poker.structure import load_structure, structure_names

    spec = GAMES["poker"].settings["structure"]
    for name in structure_names():
        assert spec.words_for(name) == load_structure(name).title, name


def test_a_side_of_players_is_named_in_the_desks_language(qapp):
    from cardnight_desk.gui import i18n

    assert game_words.versus(["Side A", "Side B"]) == "Side A v Side B"
    assert game_words.entrant_words("Side Hustlers") == "Side Hustlers"  # a team's own name stays
    try:
        i18n.install_language(qapp, "ml")
        assert game_words.versus(["Side A", "Side B"]) == "വശം A – വശം B"
        assert game_words.entrant_words("Side Hustlers") == "Side Hustlers"
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
