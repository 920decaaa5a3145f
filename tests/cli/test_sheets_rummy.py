"""``cardnight-desk rummy-hand`` and ``cardnight-desk score`` on the rummy sheets: exit status and JSON."""

from __future__ import annotations

import json
import subprocess
import sys

from cardnight_desk.cli import main

RULES_EXAMPLE = "10H JH QH KH 7S 8S 8D 4C 4D 4H 4S 2H 2C".split()


def run(capsys, argv: list[str]) -> tuple[int, dict]:
    code = main(argv)
    return code, json.loads(capsys.readouterr().out)


def score_file(tmp_path, capsys, doc: object) -> tuple[int, dict]:
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return run(capsys, ["score", str(path)])


def test_rummy_hand_command_scores_the_hidden_second_sequence(capsys):
    code, out = run(capsys, ["rummy-hand", "--wild", "K", *"4H 5H 6H 3C 3D 3S 2C 2D 2S 9D 8C 5S 4C".split()])
    assert code == 0
    assert out["points"] == 32 and out["melds"] == [["4H", "5H", "6H"], ["2C", "3C", "4C"]]


def test_ru3_rummy_hand_command_on_the_rules_example(capsys):
    code, out = run(capsys, ["rummy-hand", "--wild", "5", *RULES_EXAMPLE])
    assert (code, out["points"], out["lives"]) == (0, 100, {"straight": True, "second": False})
    code, out = run(capsys, ["rummy-hand", "--wild", "5", *[c if c != "8D" else "JK" for c in RULES_EXAMPLE]])
    assert (code, out["points"], out["unmatched"]) == (0, 8, ["4S", "2H", "2C"])


def test_ru2_rummy_hand_command_with_three_packs_and_no_wild_rank(capsys):
    hand = "9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS".split()
    code, out = run(capsys, ["rummy-hand", "--wild", "none", "--packs", "3", *hand])
    assert code == 0 and out["melds"][0] == ["9C", "9C", "9C"]


def test_ru9_rummy_hand_command_refuses_extra_copies_with_exit_2(capsys):
    hand = "9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS".split()
    code, out = run(capsys, ["rummy-hand", "--wild", "8", *hand])
    assert code == 2 and out["valid"] is False
    assert out["errors"][0]["path"] == "cards" and "9C" in out["errors"][0]["message"]


def test_rummy_hand_command_refuses_bad_cards_and_ranks(capsys):
    code, out = run(capsys, ["rummy-hand", "--wild", "Z", "AS", "QQ"])
    assert code == 2
    assert {e["path"] for e in out["errors"]} == {"wild", "cards", "cards.1"}


def test_score_rummy_deal_spec_example(tmp_path, capsys):
    sheet = {
        "game": "rummy-deal",
        "deal_type": "normal",
        "players": {
            "Anu": {"result": "won"},
            "Bala": {"result": "dropped", "when": "first_turn"},
            "Chris": {"result": "dropped", "when": "later"},
            "Dev": {"result": "lost", "points": 35},
            "Esha": {"result": "lost", "points": 100},
            "Faiz": {"result": "lost", "cards": RULES_EXAMPLE, "wild": "5"},
        },
    }
    code, out = score_file(tmp_path, capsys, sheet)
    assert code == 0
    assert out == {
        "valid": True,
        "points": {"Anu": 0, "Bala": 25, "Chris": 50, "Dev": 35, "Esha": 100, "Faiz": 100},
    }


def test_ru6_score_refuses_a_void_deal_with_a_winner(tmp_path, capsys):
    sheet = {
        "game": "rummy-deal",
        "deal_type": "void",
        "players": {"A": {"result": "won"}, "B": {"result": "void"}},
    }
    code, out = score_file(tmp_path, capsys, sheet)
    assert code == 2 and out["errors"][0]["path"] == "players.A.result"


def test_ru8_score_rummy_table_names_the_tied_players(tmp_path, capsys):
    def deal(a: int, b: int) -> dict:
        line = {0: {"result": "won"}}
        return {
            "deal_type": "normal",
            "players": {
                "Anu": line.get(a, {"result": "lost", "points": a}),
                "Bala": line.get(b, {"result": "lost", "points": b}),
            },
        }

    sheet = {
        "game": "rummy-table",
        "target": 150,
        "max_deals": 2,
        "players": ["Anu", "Bala"],
        "deals": [deal(0, 20), deal(20, 0)],
    }
    code, out = score_file(tmp_path, capsys, sheet)
    assert code == 0
    assert out == {
        "valid": True,
        "totals": {"Anu": 20, "Bala": 20},
        "eliminated": {},
        "finished": True,
        "winner": None,
        "tied": ["Anu", "Bala"],
        "order": ["Anu", "Bala"],
    }


def test_rummy_hand_through_the_installed_entry_point():
    proc = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "rummy-hand", "--wild", "5", *RULES_EXAMPLE],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["points"] == 100
