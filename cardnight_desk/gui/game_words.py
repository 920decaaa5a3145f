"""The competition games and their settings in the desk's words.

Each game (:class:`~cardnight_desk.domain.games.base.Game`) names itself and describes its settings in
English, as codes and defaults for the rules; the window shows them through Qt's translation (context
``GameWords``). The titles and help texts are listed here so that the translation tool finds them; a game or a
setting missing here is shown with the game's own English.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

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
