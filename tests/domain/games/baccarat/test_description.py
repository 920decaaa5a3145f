"""The baccarat sheets are described once (``domain/games/baccarat/description.py``): the blank
``baccarat-hand`` and ``baccarat-odds`` sheets, the printed hand log's card and bet headings and the readers'
keys, bounds, choices and rules come from those descriptions, and they say, for a web form, every field's path,
kind, bounds, options and rule."""

from __future__ import annotations

from cardnight_desk.domain.games import evaluate, find_game
from cardnight_desk.domain.games.baccarat.description import BETS, HAND, ODDS
from cardnight_desk.domain.games.base import RowGrid

GAME = find_game("baccarat")
CARDS = ["4S", "KD", "AC", "6H", "7C", "2D"]


def test_the_blank_sheets_are_the_descriptions():
    assert GAME.sheet_template("baccarat-hand") == HAND.blank() == {
        "game": "baccarat-hand", "variant": "mini | midi | ez | no_commission", "cards": [], "bets": [],
    }  # fmt: skip
    assert list(GAME.sheet_template("baccarat-hand")) == list(HAND.blank())
    assert GAME.sheet_template("baccarat-odds") == ODDS.blank() == {"game": "baccarat-odds", "decks": 8}


def test_the_printed_hand_log_heads_the_cards_and_bets_as_the_description_prints_them():
    (log,) = GAME.sheet_layout({}, ["Asha", "Ben"]).sections
    assert isinstance(log, RowGrid)
    assert log.lead_title == HAND.game_field("cards").printed == "Cards in dealing order (BAC-1)"
    assert [c.title for c in log.per_entrant] == [BETS.field("on").printed, BETS.field("stake").printed]
    assert [c.title for c in log.per_entrant] == ["on", "stake"]


def _messages(sheet):
    return {e["path"]: e["message"] for e in evaluate(sheet)["errors"]}


def test_the_readers_keep_the_described_keys_bounds_choices_and_rules():
    variant, seat, on = HAND.game_field("variant"), BETS.field("seat"), BETS.field("on")
    stake = BETS.field("stake")
    messages = _messages({
        "game": "baccarat-hand", "variant": "punto", "cards": CARDS,
        "bets": [{"seat": seat.lo - 1, "on": "nap", "stake": stake.hi * 2}, {"seat": 1, "on": "tie", "chips": 5}],
    })  # fmt: skip
    assert messages["variant"] == f"'punto' is not one of: {', '.join(variant.values)} ({variant.rule})"
    assert messages["variant"] == "'punto' is not one of: mini, midi, ez, no_commission (ruling BAC-2)"
    assert messages["bets.0.seat"] == f"0 is below the lowest allowed, {seat.lo}"
    assert messages["bets.0.on"] == f"'nap' is not one of: {', '.join(on.values)} ({on.rule})"
    assert messages["bets.0.stake"] == (
        f"a stake must be more than 0 and at most {stake.hi} chips, not {stake.hi * 2}"
    )
    assert messages["bets.1.chips"] == "unknown field 'chips' (expected: on, seat, stake)"
    assert messages["bets.1.stake"] == "'stake' is missing"
    # the bets may be left out; a field the sheet does not have is refused, naming those it has
    assert evaluate({"game": "baccarat-hand", "variant": "mini", "cards": CARDS})["valid"]
    assert _messages({"game": "baccarat-hand", "variant": "mini", "cards": CARDS, "bet": []})["bet"] == (
        "unknown field 'bet' (expected: bets, cards, game, settings, variant)"
    )
    decks = ODDS.game_field("decks")
    messages = _messages({"game": "baccarat-odds", "decks": decks.hi + 1})
    assert messages["decks"] == f"{decks.hi + 1} is above the highest allowed, {decks.hi} ({decks.rule})"


def test_the_descriptions_serve_a_web_form():
    described = HAND.to_json()
    assert "sides" not in described  # one hand is not played between sides
    variant, cards = described["fields"]
    assert [o["label"] for o in variant["options"]] == ["Mini", "Midi", "EZ Baccarat", "No commission"]
    assert cards == {
        "path": "cards",
        "kind": "cards",
        "label": "Cards in dealing order",
        "rule": "ruling BAC-1",
    }
    (bets,) = described["lines"]
    assert bets["optional"] is True
    fields = {f["path"]: f for f in bets["fields"]}
    assert fields["bets.{n}.stake"] == {"path": "bets.{n}.stake", "kind": "amount", "label": "Stake",
                                        "max": 1_000_000_000}  # fmt: skip
    assert {"value": "dragon7", "label": "Dragon 7"} in fields["bets.{n}.on"]["options"]
    (decks,) = ODDS.to_json()["fields"]
    assert (decks["min"], decks["max"], decks["default"], decks["optional"]) == (1, 8, 8, True)
