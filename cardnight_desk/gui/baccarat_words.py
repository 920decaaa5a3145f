"""What the fun table's codes say to the dealer: bets, results, refusals, the next step, cards and chips.

The engine and the service answer in codes (``banker_draws``, ``not_enough_chips``); the window words them here,
through Qt's translation (context ``Baccarat``).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from cardnight_desk.services.baccarat_desk import TABLE_SEATS, NextStep, TableRefusal, money_text


def tr(text: str) -> str:
    return QCoreApplication.translate("Baccarat", text)


BETS = {
    "player": "Player",
    "banker": "Banker",
    "tie": "Tie",
    "player_pair": "Player Pair",
    "banker_pair": "Banker Pair",
    "dragon_bonus_player": "Dragon Bonus Player",
    "dragon_bonus_banker": "Dragon Bonus Banker",
    "dragon7": "Dragon 7",
}
RESULTS = {"win": "Wins", "push": "Push", "lose": "Loses"}
VARIANTS = {
    "mini": "Mini-Baccarat",
    "midi": "Midi-Baccarat",
    "ez": "EZ Baccarat",
    "no_commission": "No-Commission Baccarat",
}
WINNERS = {"player": "Player wins", "banker": "Banker wins", "tie": "Tie"}
REFUSALS = {
    "no_such_seat": f"The table has seats 1 to {TABLE_SEATS}; choose a seated player.",
    "seat_taken": "That seat is taken.",
    "seat_has_bets": "The seat has bets down: withdraw them (or settle the hand) first.",
    "bets_closed": "Bets are closed: the first card of the hand is out.",
    "not_offered": "This variant does not offer that bet (ruling BAC-2).",
    "bad_stake": "Type a stake above 0, in whole cents (e.g. 25 or 12.50).",
    "not_enough_chips": "The seat does not have the chips for that stake.",
    "no_such_bet": "Choose a bet in the list first.",
    "not_a_baccarat_card": "There are no jokers in the shoe (ruling BAC-3).",
    "too_many_copies": "The shoe does not hold that many copies of this card (ruling BAC-3).",
    "hand_complete": "The hand is complete: the third-card rule deals no more cards (ruling BAC-1).",
    "hand_not_complete": "The hand is not finished: the dealer still has a card to deal.",
    "nothing_to_undo": "No card of this hand has been dealt yet.",
    "tournament_over": "The tournament is over: all its hands have been played.",
    "not_a_card": "Not a card: type rank then suit, e.g. 10H, QS, AD.",
    "no_name": "The seat needs a player's name.",
    "name_taken": "That player already has a seat at the table.",
    "bad_chips": "Chips are an amount of 0 or more, in whole cents.",
}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = {"H", "D"}
OPENING = {
    1: "Player's first card",
    2: "Banker's first card",
    3: "Player's second card",
    4: "Banker's second card",
}


def bet(code: str) -> str:
    return tr(BETS.get(code, code))


def result(code: str) -> str:
    return tr(RESULTS.get(code, code))


def variant(code: str) -> str:
    return tr(VARIANTS.get(code, code))


def refusal(code: str | None) -> str:
    return "" if code is None else tr(REFUSALS.get(code, code))


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
            tr(OPENING.get(position, "Next card")),
            tr("Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1).") % position,
        )
    if step.action == "player_draws":
        return tr("Player draws a third card"), tr("Player has %d: draws on 0 to 5.") % pt
    if step.action == "banker_draws":
        if step.reason == "banker_low":
            return (
                tr("Banker draws a third card"),
                tr("Player stands on %d; Banker has %d: draws on 0 to 5.") % (pt, bt),
            )
        return (
            tr("Banker draws a third card"),
            tr("Banker has %d and the Player's third card is a %d: the table says draw.") % (bt, third or 0),
        )
    done = tr("Hand complete")
    outcome = tr("%s, %d to %d. Settle the bets.") % (winner(step.winner), max(pt, bt), min(pt, bt))
    if step.winner == "tie":
        outcome = tr("Tie on %d. Settle the bets.") % pt
    if step.reason == "natural":
        return tr("Natural — hand complete"), tr("A natural: neither hand draws. ") + outcome
    if step.reason == "banker_stands":
        return (
            tr("Banker stands — hand complete"),
            tr("Banker has %d and the Player's third card is a %d: the table says stand. ") % (bt, third or 0)
            + outcome,
        )
    if step.reason == "both_stand":
        return tr("Both stand — hand complete"), tr("Player %d, Banker %d: both stand. ") % (pt, bt) + outcome
    return done, outcome
