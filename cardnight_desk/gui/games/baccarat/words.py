"""What the fun table's codes say to the dealer: bets, results, refusals, the next step, cards and chips.

The engine and the service answer in codes (``banker_draws``, ``not_enough_chips``); the window words them here,
through Qt's translation (context ``Baccarat``).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardnight_desk.services.games.baccarat.desk import TableRefusal
from cardnight_desk.services.games.baccarat.views import TABLE_SEATS, NextStep, money_text

translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A word of the tables below (marked with ``QT_TRANSLATE_NOOP``) in the desk's language."""
    return translate("Baccarat", text)


BETS = {
    "player": QT_TRANSLATE_NOOP("Baccarat", "Player"),
    "banker": QT_TRANSLATE_NOOP("Baccarat", "Banker"),
    "tie": QT_TRANSLATE_NOOP("Baccarat", "Tie"),
    "player_pair": QT_TRANSLATE_NOOP("Baccarat", "Player Pair"),
    "banker_pair": QT_TRANSLATE_NOOP("Baccarat", "Banker Pair"),
    "dragon_bonus_player": QT_TRANSLATE_NOOP("Baccarat", "Dragon Bonus Player"),
    "dragon_bonus_banker": QT_TRANSLATE_NOOP("Baccarat", "Dragon Bonus Banker"),
    "dragon7": QT_TRANSLATE_NOOP("Baccarat", "Dragon 7"),
}
RESULTS = {
    "win": QT_TRANSLATE_NOOP("Baccarat", "Wins"),
    "push": QT_TRANSLATE_NOOP("Baccarat", "Push"),
    "lose": QT_TRANSLATE_NOOP("Baccarat", "Loses"),
}
VARIANTS = {
    "mini": QT_TRANSLATE_NOOP("Baccarat", "Mini-Baccarat"),
    "midi": QT_TRANSLATE_NOOP("Baccarat", "Midi-Baccarat"),
    "ez": QT_TRANSLATE_NOOP("Baccarat", "EZ Baccarat"),
    "no_commission": QT_TRANSLATE_NOOP("Baccarat", "No-Commission Baccarat"),
}
WINNERS = {
    "player": QT_TRANSLATE_NOOP("Baccarat", "Player wins"),
    "banker": QT_TRANSLATE_NOOP("Baccarat", "Banker wins"),
    "tie": QT_TRANSLATE_NOOP("Baccarat", "Tie"),
}
REFUSALS = {
    "no_such_seat": QT_TRANSLATE_NOOP("Baccarat", "The table has seats 1 to %d; choose a seated player."),
    "seat_taken": QT_TRANSLATE_NOOP("Baccarat", "That seat is taken."),
    "seat_has_bets": QT_TRANSLATE_NOOP(
        "Baccarat", "The seat has bets down: withdraw them (or settle the hand) first."
    ),
    "bets_closed": QT_TRANSLATE_NOOP("Baccarat", "Bets are closed: the first card of the hand is out."),
    "not_offered": QT_TRANSLATE_NOOP("Baccarat", "This variant does not offer that bet (ruling BAC-2)."),
    "bad_stake": QT_TRANSLATE_NOOP("Baccarat", "Type a stake above 0, in whole cents (e.g. 25 or 12.50)."),
    "not_enough_chips": QT_TRANSLATE_NOOP("Baccarat", "The seat does not have the chips for that stake."),
    "no_such_bet": QT_TRANSLATE_NOOP("Baccarat", "Choose a bet in the list first."),
    "not_a_baccarat_card": QT_TRANSLATE_NOOP("Baccarat", "There are no jokers in the shoe (ruling BAC-3)."),
    "too_many_copies": QT_TRANSLATE_NOOP(
        "Baccarat", "The shoe does not hold that many copies of this card (ruling BAC-3)."
    ),
    "hand_complete": QT_TRANSLATE_NOOP(
        "Baccarat", "The hand is complete: the third-card rule deals no more cards (ruling BAC-1)."
    ),
    "hand_not_complete": QT_TRANSLATE_NOOP(
        "Baccarat", "The hand is not finished: the dealer still has a card to deal."
    ),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Baccarat", "No card of this hand has been dealt yet."),
    "tournament_over": QT_TRANSLATE_NOOP(
        "Baccarat", "The tournament is over: all its hands have been played."
    ),
    "not_a_card": QT_TRANSLATE_NOOP("Baccarat", "Not a card: type rank then suit, e.g. 10H, QS, AD."),
    "no_name": QT_TRANSLATE_NOOP("Baccarat", "The seat needs a player's name."),
    "name_taken": QT_TRANSLATE_NOOP("Baccarat", "That player already has a seat at the table."),
    "bad_chips": QT_TRANSLATE_NOOP("Baccarat", "Chips are an amount of 0 or more, in whole cents."),
}
NEXT_CARD = QT_TRANSLATE_NOOP("Baccarat", "Next card")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = {"H", "D"}
OPENING = {
    1: QT_TRANSLATE_NOOP("Baccarat", "Player's first card"),
    2: QT_TRANSLATE_NOOP("Baccarat", "Banker's first card"),
    3: QT_TRANSLATE_NOOP("Baccarat", "Player's second card"),
    4: QT_TRANSLATE_NOOP("Baccarat", "Banker's second card"),
}


def bet(code: str) -> str:
    return tr(BETS.get(code, code))


def result(code: str) -> str:
    return tr(RESULTS.get(code, code))


def variant(code: str) -> str:
    return tr(VARIANTS.get(code, code))


def refusal(code: str | None) -> str:
    if code is None:
        return ""
    text = tr(REFUSALS.get(code, code))
    return text % TABLE_SEATS if code == "no_such_seat" else text


def refused(err: TableRefusal) -> str:
    """A refused action in the window's words, with what it was about (``card 5 (7C)``)."""
    text = refusal(err.code)
    return f"{err.detail}: {text}" if err.detail else text


def chips(amount: Decimal) -> str:
    return money_text(amount)


def net(amount: Decimal) -> str:
    return ("+" if amount > 0 else "") + money_text(amount)


def card(name: str) -> str:
    """``10H`` as ``10♥``."""
    return name[:-1] + SUIT_SYMBOLS.get(name[-1:], name[-1:])


def cards_html(names: tuple[str, ...]) -> str:
    shown = []
    for name in names:
        colour = "#c62828" if name[-1:] in RED_SUITS else "palette(text)"
        shown.append(f'<span style="color:{colour}">{card(name)}</span>')
    return " ".join(shown) if shown else "—"


def winner(code: str | None) -> str:
    return "" if code is None else tr(WINNERS.get(code, code))


def next_step(step: NextStep) -> tuple[str, str]:
    """What the dealer does next, in big type, and why, in small type (ruling BAC-1, third-card rule)."""
    pt, bt, third = step.player_total, step.banker_total, step.player_third
    if step.action in ("player_card", "banker_card"):
        position = step.position or 1
        return (
            tr(OPENING.get(position, NEXT_CARD)),
            translate(
                "Baccarat", "Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1)."
            )
            % position,
        )
    if step.action == "player_draws":
        return translate("Baccarat", "Player draws a third card"), translate(
            "Baccarat", "Player has %d: draws on 0 to 5."
        ) % pt
    if step.action == "banker_draws":
        if step.reason == "banker_low":
            return (
                translate("Baccarat", "Banker draws a third card"),
                translate("Baccarat", "Player stands on %d; Banker has %d: draws on 0 to 5.") % (pt, bt),
            )
        return (
            translate("Baccarat", "Banker draws a third card"),
            translate("Baccarat", "Banker has %d and the Player's third card is a %d: the table says draw.")
            % (bt, third or 0),
        )
    done = translate("Baccarat", "Hand complete")
    outcome = translate("Baccarat", "%s, %d to %d. Settle the bets.") % (
        winner(step.winner),
        max(pt, bt),
        min(pt, bt),
    )
    if step.winner == "tie":
        outcome = translate("Baccarat", "Tie on %d. Settle the bets.") % pt
    if step.reason == "natural":
        return translate("Baccarat", "Natural — hand complete"), translate(
            "Baccarat", "A natural: neither hand draws. "
        ) + outcome
    if step.reason == "banker_stands":
        return (
            translate("Baccarat", "Banker stands — hand complete"),
            translate("Baccarat", "Banker has %d and the Player's third card is a %d: the table says stand. ")
            % (bt, third or 0)
            + outcome,
        )
    if step.reason == "both_stand":
        return translate("Baccarat", "Both stand — hand complete"), translate(
            "Baccarat", "Player %d, Banker %d: both stand. "
        ) % (pt, bt) + outcome
    return done, outcome
