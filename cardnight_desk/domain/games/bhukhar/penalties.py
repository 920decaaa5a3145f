"""A judge's penalties in Bhukhar (rule 19, ruling BH-6): the rules a penalty is given under and its points.

The sheet's reader checks a penalty written on a sheet against them, and the game offers them to the desk's
judges (:attr:`~cardnight_desk.domain.games.bhukhar.game.BhukharGame.penalties`).
"""

from __future__ import annotations

# Rule 19 (repeating rules 8, 15 and 18): the fixed amounts; 19.5 is "up to" the most a penalty can be.
PENALTY_RULES: dict[str, int | None] = {
    "8": 50, "15": 50, "18": 50, "19.1": 100, "19.2": 50, "19.3": 50, "19.4": 50, "19.5": None,
}  # fmt: skip
MAX_PENALTY = 100
PENALTY_RULE_WORDS = {  # what each rule penalises, as the judge choosing it reads it
    "8": "a team member influencing a player",
    "15": "asking for a card count out of turn",
    "18": "a mistake putting cards down",
    "19.1": "an incorrect licence displayed",
    "19.2": "a wrong card in a sequence or set",
    "19.3": "asking how many cards out of turn",
    "19.4": "a team member influencing a player",
    "19.5": "unsporting tactics (organisers decide, up to 100)",
}
