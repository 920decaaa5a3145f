"""The baccarat sheets, described once (:mod:`cardnight_desk.domain.sheet_description`): the sheets' readers,
their blanks and the printed hand log take their fields from here.

- ``baccarat-hand``: the *variant* whose pay table settles the bets (BAC-2), the hand's *cards* in dealing
  order (BAC-1), and its *bets*, if any: each the *seat* that placed it, what it is *on* and its *stake* (an
  amount of chips with at most two decimals).
- ``baccarat-odds``: the *decks* in the shoe (BAC-3: the competition's setting unless the sheet says it).

Words as in :mod:`cardnight_desk.domain.games.baccarat.hand` and :mod:`cardnight_desk.domain.games.baccarat.pays`.
What is not described here: the third-card rule that says how many cards a hand has and which bets a variant
offers (the reader, :mod:`cardnight_desk.domain.games.baccarat.sheets`), and the desk's own forms, which run
the fun table as it plays rather than read a sheet (:mod:`cardnight_desk.gui.games.baccarat`).
"""

from __future__ import annotations

from cardnight_desk.domain.games.baccarat.pays import VARIANTS, BetOn
from cardnight_desk.domain.games.baccarat.settings import MAX_DECKS, MIN_DECKS, SETTINGS
from cardnight_desk.domain.sheet_description import (
    QT_TRANSLATE_NOOP,
    Field,
    Kind,
    LineList,
    Option,
    SheetDescription,
)

# each bet as the table's layout names it
BETS_ON = (
    Option(BetOn.PLAYER.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Player")),
    Option(BetOn.BANKER.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Banker")),
    Option(BetOn.TIE.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Tie")),
    Option(BetOn.PLAYER_PAIR.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Player Pair")),
    Option(BetOn.BANKER_PAIR.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Banker Pair")),
    Option(BetOn.DRAGON_BONUS_PLAYER.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Dragon Bonus on the Player")),
    Option(BetOn.DRAGON_BONUS_BANKER.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Dragon Bonus on the Banker")),
    Option(BetOn.DRAGON7.value, QT_TRANSLATE_NOOP("BaccaratSheet", "Dragon 7")),
)
VARIANT, DECKS = SETTINGS["variant"], SETTINGS["decks"]
STAKE_LIMIT = 1_000_000_000  # the most chips one bet may stake

BETS = LineList(
    "bets",
    QT_TRANSLATE_NOOP("BaccaratSheet", "Bets"),
    fields=(
        Field("seat", Kind.WHOLE, QT_TRANSLATE_NOOP("BaccaratSheet", "Seat"), lo=1),
        # on paper each seat's group of columns is headed "on" and "stake" under the seat's name
        Field("on", Kind.CHOICE, QT_TRANSLATE_NOOP("BaccaratSheet", "Bet on"), "ruling BAC-2", printed="on",
              options=BETS_ON),
        Field("stake", Kind.AMOUNT, QT_TRANSLATE_NOOP("BaccaratSheet", "Stake"), printed="stake",
              hi=STAKE_LIMIT),
    ),
    rule="ruling BAC-2",
    optional=True,
)  # fmt: skip

HAND = SheetDescription(
    game="baccarat-hand",
    context="BaccaratSheet",
    game_fields=(
        Field("variant", Kind.CHOICE, QT_TRANSLATE_NOOP("BaccaratSheet", "Variant"), f"ruling {VARIANT.ruling}",
              options=tuple(Option(v, VARIANT.words_for(v)) for v in VARIANTS)),
        Field("cards", Kind.CARDS, QT_TRANSLATE_NOOP("BaccaratSheet", "Cards in dealing order"), "ruling BAC-1",
              printed="Cards in dealing order (BAC-1)"),
    ),
    lines=(BETS,),
)  # fmt: skip

ODDS = SheetDescription(
    game="baccarat-odds",
    context="BaccaratSheet",
    game_fields=(
        Field("decks", Kind.WHOLE, QT_TRANSLATE_NOOP("BaccaratSheet", "Packs in the shoe"),
              f"ruling {DECKS.ruling}", lo=MIN_DECKS, hi=MAX_DECKS, default=DECKS.default, optional=True),
    ),
)  # fmt: skip
