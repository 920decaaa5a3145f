"""``competition set EVENT --competition NAME KEY=VALUE…``: a competition's settings corrected from the command
line, kept in the history, printing what moved in the standings; what play has fixed refused in one line, exit
2, nothing changed."""

from __future__ import annotations

import pytest

from cardnight_desk.cli import main
from cardnight_desk.services import history, judges, penalties, scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import event_info
from tests.cli.conftest import content
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _league(target: str) -> None:
    """Lions beat Tigers in round 1 with a judge's 50-point penalty against Lions; Bears had the bye."""
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears"])
    add_round(desk, 1, [("Lions", "Tigers")], byes=["Bears"])
    judges.set_pin(desk, "2468")
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    penalties.add_penalty(desk, "Bhukhar", 1, "1", "Lions", 50, "19.3", "Mr Shah", pin="2468")
    desk.close()


def _settings_and_changes(target: str) -> tuple[dict, list[history.Change]]:
    desk = Desk.open(target)
    try:
        settings = event_info(desk).competitions[0].settings
        return settings, history.list_changes(desk, action_prefix="competition.settings")
    finally:
        desk.close()


def test_a_correction_is_kept_in_the_history_and_prints_what_moved(capsys, event_target):
    _league(event_target)
    code, out, err = run(
        capsys,
        "competition",
        "set",
        event_target,
        "--competition",
        "Bhukhar",
        "penalty_mode=deduct_offender",
        "bye_master=1",
        "--why",
        "the organiser's house rule",
    )
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == (
        "Changed the settings of 'Bhukhar': penalty_mode award_opponent → deduct_offender, "
        "bye_master 2 → 1 (1 score sheet scored again)"
    )
    assert lines[1] == "The standings moved (3 entries):"
    assert "  Lions: place 1, score 650 → 600" in lines  # BH-6: the points come off the offender now
    assert "  Tigers: place 3, score -240 → -290" in lines  # and no longer go to the opponents
    assert "  Bears: place 2, master 2 → 1" in lines
    settings, changes = _settings_and_changes(event_target)
    assert (settings["penalty_mode"], settings["bye_master"]) == ("deduct_offender", 1)
    (change,) = changes
    assert change.before == {"penalty_mode": "award_opponent", "bye_master": 2}
    assert change.after == {"penalty_mode": "deduct_offender", "bye_master": 1}
    assert change.why == "the organiser's house rule"
    code, out, _ = run(capsys, "competition", "set", event_target, "--competition", "Bhukhar", "capacity=12")
    assert code == 0 and out.splitlines()[1:] == ["The standings did not move"]


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        (["format=round_robin"], "'format' cannot be changed now: a round has been drawn with it"),
        (["rounds=1"], "'rounds' cannot be less than 2, the rounds already drawn"),
        (["capacity=2"], "'capacity' cannot be less than 3, the entries already in"),
        (["bye_master=5"], "setting 'bye_master' must be between 0 and 2"),
        (["game=rummy"], "a competition's game cannot be changed: add a competition of the other game"),
        (["bye_master"], "'bye_master' is not KEY=VALUE"),
        (
            ["format=round_robin", "rounds=1"],
            "'format' cannot be changed now: a round has been drawn with it; "
            "'rounds' cannot be less than 2, the rounds already drawn",
        ),
    ],
)
def test_refusals_are_one_line_exit_2_and_change_nothing(capsys, tmp_path, typed, said):
    target = tmp_path / "league.cardnight"
    _league(str(target))
    desk = Desk.open(str(target))
    add_round(desk, 2, [("Lions", "Bears")], byes=["Tigers"])
    desk.close()
    before = content(target)
    # beside a change that alone would be made: all or nothing
    code, out, err = run(
        capsys, "competition", "set", str(target), "--competition", "Bhukhar", *typed, "game_minutes=35"
    )
    assert (code, out) == (2, "")
    assert err.splitlines() == [f"cardnight-desk: {said}"]
    assert content(target) == before
    code, out, err = run(
        capsys, "competition", "set", str(target), "--competition", "Bhukhar", "bye_master=2"
    )
    assert (code, err) == (2, "cardnight-desk: nothing was changed: Bhukhar already has bye_master=2\n")
    assert content(target) == before


def test_the_poker_prize_pool_and_its_payouts(capsys, tmp_path):
    target = tmp_path / "league.cardnight"
    _league(str(target))
    add = ("competition", "add", str(target), "--name", "Poker", "--game", "poker")
    code, _, err = run(capsys, *add, "--set", "payout_percent=60,30")  # said as it is, not "not numbers"
    assert (
        code == 2
        and err == "cardnight-desk: the payout percentages must add up to 100, they add up to 90 (PK-6)\n"
    )
    assert run(capsys, *add)[0] == 0
    code, _, err = run(
        capsys, "competition", "set", str(target), "--competition", "Poker", "payout_percent=50,30"
    )
    assert (
        code == 2
        and err == "cardnight-desk: the payout percentages must add up to 100, they add up to 80 (PK-6)\n"
    )
    code, _, err = run(
        capsys, "competition", "set", str(target), "--competition", "Poker", "double_entry=yes"
    )
    assert code == 2 and "'double_entry' is not a setting of this game" in err
    code, out, err = run(
        capsys, "competition", "set", str(target), "--competition", "Poker", "prize_pool=4500"
    )
    assert code == 0 and out == "Changed the settings of 'Poker': prize_pool 0 → 4500\n", err
    code, _, err = run(capsys, "competition", "set", str(target), "--competition", "Bhukhar", "rounds=1")
    assert code == 0, err  # the league has drawn one round: it may have one
