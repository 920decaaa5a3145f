"""The draw's plain values: field order (ruling EV-5), alternate seats (ruling EV-3), history of rounds."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.draws import Draw, DrawError, History, fresh_seed, team_table
from cardnight_desk.domain.draws.model import alternate_seats, sort_field


def test_ev5_field_order_is_fixed_even_with_mixed_ids():
    assert sort_field(["b", 3, "a", 1]) == [1, 3, "a", "b"]
    assert sort_field([3, 1, 2]) == sort_field([2, 3, 1])
    with pytest.raises(DrawError, match="twice"):
        sort_field([1, 2, 1])
    assert 0 <= fresh_seed() < 2**31


def test_ev3_alternate_seats_a1_b1_a2_b2_a3_b3():
    table = team_table(4, "Lions", "Tigers", {"Lions": ["l1", "l2", "l3"], "Tigers": ["t1", "t2", "t3"]})
    assert [f"{s.side}{s.player}" for s in table.seats] == ["Al1", "Bt1", "Al2", "Bt2", "Al3", "Bt3"]
    assert table.entrants == ("Lions", "Tigers") and table.number == 4


def test_ev3_unnamed_members_and_unequal_sides():
    table = team_table(1, "X", "Y")
    assert [(s.number, s.player, s.team) for s in table.seats][:2] == [(1, None, "X"), (2, None, "Y")]
    assert len(table.seats) == 6
    seats = alternate_seats(["a1", "a2", "a3"], ["b1", "b2"])
    assert [s.player for s in seats] == ["a1", "b1", "a2", "b2", "a3"]


def test_history_counts_opponents_tables_and_byes():
    r1 = Draw(1, 1, (team_table(1, "A", "B"), team_table(2, "C", "D")), ("E",))
    r2 = Draw(2, 2, (team_table(1, "A", "C"), team_table(2, "E", "B")), ("D",))
    history = History.from_draws([r1, r2])
    assert history.opponents_of("A") == {"B", "C"} and history.met("B", "E") and not history.met("A", "D")
    assert history.tables_of("A") == {1} and history.tables_of("B") == {1, 2}
    assert (history.byes_of("E"), history.byes_of("D"), history.byes_of("A")) == (1, 1, 0)
    assert r2.opponents_of("E") == ("B",) and r2.table_of("D") is None and r1.entrants[-1] == "E"


def test_ev5_a_stored_draw_reads_back_the_same():
    from cardnight_desk.domain.draws import swiss_round
    from cardnight_desk.domain.draws.model import Draw, History
    from cardnight_desk.domain.draws.swiss import TeamStanding

    draw = swiss_round(
        [TeamStanding(t) for t in range(1, 8)],
        History(),
        1,
        seed=99,
        members={t: [10 * t + k for k in range(3)] for t in range(1, 8)},
    )
    assert Draw.from_json(draw.to_json()) == draw
