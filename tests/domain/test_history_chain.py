"""The history's hash chain (EV-4): an intact chain verifies; every kind of tampering names the first change
that no longer fits."""

from __future__ import annotations

import datetime as dt

from cardnight_desk.domain.history_chain import GENESIS, change_hash, verify


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
