"""The history's hash chain (EV-4): an intact chain verifies; every kind of tampering names the first change
that no longer fits: an edit, a change of another event, one read out of order, a history cut short that a
witness held, a row that no change made."""

from __future__ import annotations

import datetime as dt

from cardnight_desk.domain.history_chain import (
    GENESIS,
    MadeRow,
    Witness,
    change_hash,
    first_format_hash,
    verify,
)


def chain(n: int) -> list[dict]:
    out, previous = [], GENESIS
    for seq in range(1, n + 1):
        content = {
            "seq": seq,
            "at": dt.datetime(2026, 11, 23, 19, 0, seq),
            "who": "desk 1",
            "action": "sheet.confirm",
            "entity": "sheet",
            "entity_id": seq,
            "summary": f"table {seq} confirmed",
            "before": None,
            "after": {"score": [seq, 10 - seq], "names": ["ગુજરાતી", "ਪੰਜਾਬੀ"]},
            "why": "",
        }
        digest = change_hash(previous, content)
        out.append(content | {"prev_hash": previous, "hash": digest})
        previous = digest
    return out


def head(changes: list[dict]) -> tuple[int, str]:
    return changes[-1]["seq"], changes[-1]["hash"]


def test_an_intact_chain_verifies():
    changes = chain(5)
    verdict = verify(changes, *head(changes))
    assert verdict.intact and verdict.changes == 5
    assert "intact (5 changes checked)" in verdict.sentence()
    assert verify([], 0, GENESIS).intact


def test_an_edited_change_is_named():
    changes = chain(5)
    seq, digest = head(changes)
    changes[2] = changes[2] | {"who": "mallory"}
    verdict = verify(changes, seq, digest)
    assert not verdict.intact and verdict.first_bad == 3
    assert verdict.reason == "change 3 has been altered"


def test_an_edit_with_its_own_hash_recomputed_breaks_the_next_change():
    changes = chain(5)
    seq, digest = head(changes)
    forged = changes[1] | {"after": {"score": [99, 0]}}
    forged["hash"] = change_hash(forged["prev_hash"], forged)
    changes[1] = forged
    assert verify(changes, seq, digest).reason == "change 3 has been altered"


def test_a_removed_change_is_named_as_missing():
    changes = chain(5)
    seq, digest = head(changes)
    del changes[1]
    verdict = verify(changes, seq, digest)
    assert verdict.first_bad == 2 and verdict.reason == "change 2 is missing"


def test_changes_removed_from_the_end_or_all_of_them_are_missing():
    changes = chain(5)
    seq, digest = head(changes)
    assert verify(changes[:3], seq, digest).reason == "change 4 to 5 is missing (the event records 5)"
    assert verify([], seq, digest).reason == "change 1 to 5 is missing (the event records 5)"


def test_a_change_added_behind_the_desks_back_is_found():
    changes = chain(5)
    assert verify(changes, 4, changes[3]["hash"]).reason == "change 5 was added outside the desk"


def test_the_head_hash_must_match_the_last_change():
    changes = chain(3)
    assert verify(changes, 3, "f" * 64).reason == "change 3 has been altered"


# --- what orders and addresses a change, the witnesses and the made rows ---


def addressed(n: int, *, first_format: int = 0) -> list[dict]:
    """``n`` changes of event 1 as the store reads them (with their ids); the first ``first_format`` of them
    hashed as changes were before the hashes covered ids."""
    out, previous = [], GENESIS
    for change in chain(n):
        change = change | {"id": 10 + change["seq"], "event_id": 1, "prev_hash": previous}
        hashed = first_format_hash if change["seq"] <= first_format else change_hash
        change["hash"] = hashed(previous, change)
        out.append(change)
        previous = change["hash"]
    return out


def test_the_hash_covers_the_changes_id_and_event():
    changes = addressed(4)
    assert verify(changes, *head(changes), event_id=1).intact
    for key, value in (("id", 99), ("event_id", 2)):
        moved = [dict(c) for c in changes]
        moved[1][key] = value
        verdict = verify(moved, *head(changes))
        assert verdict.reason == "change 2 has been altered"


def test_a_change_of_another_event_is_named():
    changes = addressed(4)
    changes[3] = changes[3] | {"event_id": 2}
    assert verify(changes, *head(changes), event_id=1).reason == "change 4 is of another event (event 2)"


def test_a_change_read_after_a_later_one_is_out_of_place():
    changes = addressed(5)
    changes[1], changes[2] = changes[2], changes[1]  # the order every reader reads: by id
    verdict = verify(changes, *head(changes), event_id=1)
    assert verdict.first_bad == 2 and verdict.reason == "change 2 is out of place (read after change 3)"


def test_changes_of_the_first_format_come_before_the_others_only():
    changes = addressed(5, first_format=3)
    assert verify(changes, *head(changes), event_id=1).intact
    later = addressed(3)
    previous = later[-1]["hash"]
    old_style = chain(4)[3] | {"id": 14, "event_id": 1, "prev_hash": previous}
    old_style["hash"] = first_format_hash(previous, old_style)
    assert verify([*later, old_style], 4, old_style["hash"]).reason == "change 4 has been altered"


def test_witnesses_find_a_history_cut_short_or_rewritten():
    changes = addressed(6)
    kept = [Witness("the backup A", 4, changes[3]["hash"]), Witness("the backup B", 6, changes[5]["hash"])]
    verdict = verify(changes, *head(changes), witnesses=kept)
    assert verdict.intact and verdict.witnesses == 2 and "2 backups agree" in verdict.sentence()
    cut = changes[:3]
    verdict = verify(cut, *head(cut), witnesses=kept)
    assert not verdict.intact and verdict.first_bad == 4
    assert verdict.reason == "change 4 to 6 is missing, held by the backup B (and 1 more backups)"
    assert verify([], 0, GENESIS, witnesses=kept).reason.startswith("change 1 to 6 is missing")
    rewritten = verify(changes, *head(changes), witnesses=[Witness("the backup C", 5, "f" * 64)])
    assert rewritten.reason == "change 5 is not the one the backup C holds"


def test_rows_no_change_made_are_named_by_kind():
    changes = addressed(2)
    changes[0] = changes[0] | {"action": "player.register", "entity": "player", "entity_id": 7}
    changes[0]["hash"] = change_hash(GENESIS, changes[0])
    changes[1] = changes[1] | {"prev_hash": changes[0]["hash"]}
    changes[1]["hash"] = change_hash(changes[0]["hash"], changes[1])
    made = [MadeRow("player", 7, "7 (Asha)"), MadeRow("player", 8, "8 (Bina)"), MadeRow("team", 3, "'Lions'")]
    verdict = verify(changes, *head(changes), made=made)
    assert verdict.reason == "the player 8 (Bina) was made by no change in the history"
    assert verdict.also == ("the team 'Lions' was made by no change in the history",)
    many = [MadeRow("penalty", n, f"#{n}") for n in range(5)]
    assert verify(changes, *head(changes), made=many).reason == (
        "5 penalties were made by no change in the history: #0, #1, #2 and 2 more"
    )


def test_a_store_of_two_events_is_named():
    changes = addressed(2)
    assert verify(changes, *head(changes), events=2).reason == (
        "the event's store holds 2 events, where the desk keeps one"
    )


def test_the_intact_sentence_gives_the_head_as_a_printout_does():
    changes = addressed(3)
    digest = changes[-1]["hash"]
    assert verify(changes, 3, digest).sentence() == (
        f"the history is intact (3 changes checked); its newest is change 3 · {digest[:12]}"
    )
