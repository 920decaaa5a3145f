"""``cardnight-desk score`` on ``28-match`` sheets: exit status and the JSON of score-sheets.md."""

from __future__ import annotations

import json
import subprocess
import sys

from cardnight_desk.cli import main

SPEC_EXAMPLE = {
    "game": "28-match",
    "teams": ["Kochi", "Thrissur"],
    "deals": [
        {"bidder": "Kochi", "bid": 18, "bidder_points": 20},
        {"bidder": "Thrissur", "bid": "thani", "won_all": False},
        {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Kochi", "outcome": "won_all"}},
        {"redeal": True},
        {"bidder": "Thrissur", "bid": 16, "foul": "Kochi"},
    ],
    "coin_toss": None,
}


def run(tmp_path, capsys, doc):
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code = main(["score", str(path)])
    return code, json.loads(capsys.readouterr().out)


def test_spec_example_scores(tmp_path, capsys):
    code, out = run(tmp_path, capsys, SPEC_EXAMPLE)
    assert code == 0
    assert out == {
        "valid": True,
        "deals": [
            {"Kochi": 1, "Thrissur": 0},
            {"Kochi": 0, "Thrissur": -5},
            {"Kochi": 2, "Thrissur": 0},
            {"Kochi": 0, "Thrissur": 0},
            {"Kochi": 0, "Thrissur": 4},
        ],
        "totals": {"Kochi": 3, "Thrissur": -1},
        "status": "in_progress",
        "winner": None,
    }


def test_te7_finished_match_names_the_winner(tmp_path, capsys):
    deals = [{"bidder": t, "bid": 20, "bidder_points": 22} for t in ["Kochi", "Thrissur"] * 5]
    # a redeal, then a counter cot by Kochi that takes every trick: Thrissur, the bidder, -4 (TE-3)
    deals += [
        {"redeal": True},
        {"bidder": "Thrissur", "bid": 16, "cot": {"declared_by": "Kochi", "outcome": "won_all"}},
    ]
    code, out = run(tmp_path, capsys, {**SPEC_EXAMPLE, "deals": deals})
    assert code == 0
    assert (out["status"], out["winner"], out["totals"]) == (
        "finished",
        "Kochi",
        {"Kochi": 10, "Thrissur": 6},
    )


def test_invalid_sheet_exits_2_naming_each_problem(tmp_path, capsys):
    doc = {
        **SPEC_EXAMPLE,
        "deals": [
            {"bidder": "Kochi", "bid": 29, "bidder_points": 20},
            {"bidder": "Kochi", "bid": 21, "cot": {"declared_by": "Thrissur", "outcome": "won_all"}},
            {"bidder": "Kochi", "bid": "thani", "won_all": True, "bidder_points": 5},
            {"bidder": "Kochi", "bid": 16, "foul": "Kottayam"},
        ],
        "coin_toss": "Kochi",
    }
    code, out = run(tmp_path, capsys, doc)
    assert code == 2 and out["valid"] is False
    paths = [e["path"] for e in out["errors"]]
    assert paths == ["deals.0.bid", "deals.1.cot", "deals.2.bidder_points", "deals.3.foul", "coin_toss"]
    assert [m for m in (e["message"] for e in out["errors"]) if "ruling TE-" not in m] == []


def test_score_reads_standard_input():
    proc = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "score", "-"],
        input=json.dumps({**SPEC_EXAMPLE, "extra": 1}),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["errors"][0]["path"] == "extra"
