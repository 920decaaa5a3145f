"""Drawing rounds through the service on real stores: Swiss with no rematch, redraws and swaps, the 28
knockout advancing as results are confirmed, reproducibility (EV-5)."""

from __future__ import annotations

import itertools

import pytest

from cardnight_desk.services import draw_methods, draws, scores
from cardnight_desk.services.errors import Refusal
from tests.services.builders import bhukhar_event, bhukhar_sheet, competition_with_teams, match_28

TEAMS = [f"Team {c}" for c in "ABCDEFGHIJKLMNOP"]


def _play_round(desk, competition, view, winner_first=True):
    for table in view.tables:
        a, b = table.entrants
        sheet = bhukhar_sheet(a, b) if winner_first else bhukhar_sheet(b, a)
        scores.enter_sheet(desk, competition, view.number, table.table, sheet, confirm=True)


def test_sixteen_team_bhukhar_league_five_swiss_rounds_without_a_rematch(tmp_path):
    desk = bhukhar_event(str(tmp_path / "league.cardnight"), TEAMS)
    met: set[frozenset[str]] = set()
    for number in range(1, 6):
        view = draws.draw_next_round(desk, "Bhukhar", seed=100 + number)
        assert view.number == number and len(view.tables) == 8 and not view.byes
        for table in view.tables:
            pair = frozenset(table.entrants)
            assert pair not in met, f"rematch {set(pair)} in round {number}"
            met.add(pair)
            teams = [seat.team for seat in table.seats]
            assert teams[0::2] == [table.entrants[0]] * 3 and teams[1::2] == [table.entrants[1]] * 3  # EV-3
        _play_round(desk, "Bhukhar", view, winner_first=number % 2 == 1)
    desk.close()


def test_next_round_waits_for_every_confirmed_sheet(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS[:4])
    view = draws.draw_next_round(desk, "Bhukhar", seed=1)
    first = view.tables[0]
    scores.enter_sheet(desk, "Bhukhar", 1, first.table, bhukhar_sheet(*first.entrants))  # a draft only
    with pytest.raises(Refusal, match="still needs confirmed sheets from tables 1, 2"):
        draws.draw_next_round(desk, "Bhukhar")
    desk.close()


def test_ev5_the_same_seed_gives_the_same_draw(tmp_path):
    views = []
    for k in range(2):
        desk = bhukhar_event(str(tmp_path / f"e{k}.cardnight"), TEAMS[:10])
        views.append(draws.draw_next_round(desk, "Bhukhar", seed=4242).to_json())
        desk.close()
    assert views[0] == views[1] and views[0]["seed"] == 4242


def test_odd_field_gets_a_bye_and_the_round_is_printed_in_the_cli_shape(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS[:5])
    doc = draws.draw_next_round(desk, "Bhukhar", seed=3).to_json()
    assert set(doc) == {"round", "seed", "tables", "byes"} and len(doc["byes"]) == 1
    assert set(doc["tables"][0]) == {"table", "seats"}
    assert set(doc["tables"][0]["seats"][0]) == {"seat", "player", "team"}
    seated = {s["team"] for t in doc["tables"] for s in t["seats"]} | set(doc["byes"])
    assert seated == set(TEAMS[:5])
    desk.close()


def test_redraw_and_swap_before_results_and_lock_after(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS[:6])
    view = draws.draw_next_round(desk, "Bhukhar", seed=5)
    _play_round(desk, "Bhukhar", view)
    second = draws.draw_next_round(desk, "Bhukhar", seed=6)
    again = draws.redraw_round(desk, "Bhukhar", 2, seed=7)
    assert again.seed == 7 and again.number == 2
    # swap two teams from different tables; find a swap that recreates a round-1 pairing
    r1 = {frozenset(t.entrants) for t in view.tables}
    candidates = [
        (a, b)
        for (ta, tb) in itertools.combinations(again.tables, 2)
        for a in ta.entrants
        for b in tb.entrants
        if frozenset((b, next(e for e in ta.entrants if e != a))) in r1
    ]
    a, b = candidates[0]
    warned = draws.swap_entrants(desk, "Bhukhar", 2, a, b)
    assert any("have met before" in w for w in warned.warnings)
    assert draws.get_round(desk, "Bhukhar", 2).to_json() == again.to_json()  # not made without confirmation
    done = draws.swap_entrants(desk, "Bhukhar", 2, a, b, confirmed=True)
    assert done.to_json() != again.to_json()
    from cardnight_desk.services.history import list_changes

    assert list_changes(desk, action_prefix="draw.swap")[0].why == "; ".join(done.warnings)
    with pytest.raises(Refusal, match="locked"):
        draws.redraw_round(desk, "Bhukhar", 1)
    del second
    desk.close()


def test_twelve_team_28_knockout_advances_winners_to_a_final(tmp_path):
    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS[:2])
    teams = [f"Kerala {k}" for k in range(1, 13)]
    competition_with_teams(desk, "28 cup", "28", teams, {"third_place": True})
    first = draws.draw_next_round(desk, "28 cup", seed=28)
    assert len(first.tables) == 4 and len(first.byes) == 4  # 16-bracket: the top four seeds have byes
    view, rounds = first, 0
    while True:
        rounds += 1
        for table in view.tables:
            a, b = table.entrants
            scores.enter_sheet(
                desk, "28 cup", view.number, table.table, match_28(a, b, min(a, b)), confirm=True
            )
        try:
            view = draws.draw_next_round(desk, "28 cup")
        except Refusal as err:
            assert "the knockout is over" in str(err) and "Kerala 1 won" in str(err)
            break
    assert rounds == 4 and view.final and len(view.tables) == 2  # the final and the third-place match
    from cardnight_desk.services.standings import standings

    rows = standings(desk, "28 cup").rows
    final = {view.tables[0].entrants[0], view.tables[0].entrants[1]}
    third = set(view.tables[1].entrants)
    assert (rows[0].place, rows[0].name) == (1, "Kerala 1")
    assert rows[1].place == 2 and rows[1].name in final - {"Kerala 1"}
    assert rows[2].place == 3 and rows[2].name == min(third) and rows[3].place == 4
    assert rows[4].place == 5 and rows[4].value("reached") == 2  # quarter-final losers share fifth
    assert sum(1 for r in rows if r.place == 5) == 4 and rows[-1].value("reached") == 1
    desk.close()


def _round_as_stored(desk, competition):
    """Every round of the competition as the store holds it: number, seed, draw, lock, tables and seats, and
    the competition's own state (a knockout's bracket)."""
    from cardnight_desk.store.models import Competition, Round

    with desk.store.session() as s:
        comp = s.query(Competition).filter_by(name=competition).one()
        rounds = s.query(Round).filter_by(competition_id=comp.id).order_by(Round.number).all()
        return comp.state, [
            (
                r.number,
                r.seed,
                r.draw,
                r.locked,
                [
                    (t.label, t.sheet_number, sorted((x.seat, x.team_id, x.player_id) for x in t.seats))
                    for t in r.tables
                ],
            )
            for r in rounds
        ]


@pytest.mark.parametrize(
    "seed",
    [-1, 2**31, 2**63, pytest.param(int("9" * 400), id="400 digits"), True, 1.5, "12"],
)
def test_ev5_a_seed_that_is_not_a_seed_is_refused_before_anything_changes(event_target, seed):
    desk = bhukhar_event(event_target, TEAMS[:6])
    draws.draw_next_round(desk, "Bhukhar", seed=5)
    before = _round_as_stored(desk, "Bhukhar")
    from cardnight_desk.services.history import list_changes

    changes = len(list_changes(desk))
    with pytest.raises(Refusal, match=r"a seed is a whole number from 0 to 2147483647"):
        draws.redraw_round(desk, "Bhukhar", 1, seed=seed)
    with pytest.raises(Refusal, match=r"a seed is a whole number from 0 to 2147483647"):
        draws.draw_next_round(desk, "Bhukhar", seed=seed)
    assert _round_as_stored(desk, "Bhukhar") == before and len(list_changes(desk)) == changes
    desk.close()


def test_a_redraw_that_fails_midway_leaves_the_round_as_it_was(event_target, monkeypatch):
    """Withdrawing the round and drawing it again are one change: a failure in the draw (a refusal, or
    anything unexpected while the new tables are written) puts nothing in and takes nothing out."""
    from cardnight_desk.domain.draws import DrawError
    from cardnight_desk.services.history import list_changes

    desk = bhukhar_event(event_target, TEAMS[:6])
    draws.draw_next_round(desk, "Bhukhar", seed=5)
    before, changes = _round_as_stored(desk, "Bhukhar"), len(list_changes(desk))

    def refuses(*args, **kwargs):
        raise DrawError("no pairing without a rematch")

    monkeypatch.setattr(draw_methods, "swiss_round", refuses)
    with pytest.raises(Refusal, match="no pairing without a rematch"):
        draws.redraw_round(desk, "Bhukhar", 1, seed=6)
    assert _round_as_stored(desk, "Bhukhar") == before and len(list_changes(desk)) == changes
    monkeypatch.undo()

    def breaks(*args, **kwargs):
        raise RuntimeError("the connection dropped")

    monkeypatch.setattr(draws, "write_tables", breaks)
    with pytest.raises(RuntimeError):
        draws.redraw_round(desk, "Bhukhar", 1, seed=6)
    assert _round_as_stored(desk, "Bhukhar") == before and len(list_changes(desk)) == changes
    monkeypatch.undo()
    again = draws.redraw_round(desk, "Bhukhar", 1, seed=6)
    assert again.seed == 6 and _round_as_stored(desk, "Bhukhar")[1][0][1] == 6
    desk.close()


def test_a_knockout_redraw_that_fails_keeps_its_bracket(event_target, monkeypatch):
    desk = bhukhar_event(event_target, TEAMS[:2])
    competition_with_teams(desk, "28 cup", "28", [f"Kerala {k}" for k in range(1, 7)])
    draws.draw_next_round(desk, "28 cup", seed=28)
    before = _round_as_stored(desk, "28 cup")
    assert before[0]["bracket"]["seed"] == 28

    def breaks(*args, **kwargs):
        raise RuntimeError("the connection dropped")

    monkeypatch.setattr(draws, "write_tables", breaks)
    with pytest.raises(RuntimeError):
        draws.redraw_round(desk, "28 cup", 1, seed=29)
    assert _round_as_stored(desk, "28 cup") == before
    desk.close()


def test_the_cycle_collector_waits_during_a_draw_and_runs_again_after_it_even_when_it_fails(
    tmp_path, monkeypatch
):
    import gc

    desk = bhukhar_event(str(tmp_path / "e.cardnight"), TEAMS[:6])
    seen = []
    real = draw_methods.swiss_round

    def watched(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(draw_methods, "swiss_round", watched)
    assert gc.isenabled()
    draws.draw_next_round(desk, "Bhukhar", seed=1)
    draws.redraw_round(desk, "Bhukhar", 1, seed=2)
    assert seen == [False, False] and gc.isenabled()

    def failing(*args, **kwargs):
        raise RuntimeError("power cut")

    monkeypatch.setattr(draw_methods, "swiss_round", failing)
    with pytest.raises(RuntimeError):
        draws.redraw_round(desk, "Bhukhar", 1, seed=3)
    assert gc.isenabled()  # the process collects again: its memory does not grow with each failed draw
    desk.close()


def test_a_redraw_records_the_withdrawn_draw_as_it_was_stored_and_the_history_verifies(event_target):
    """The withdrawal of a redrawn round keeps, in its change, the round's seed and its draw exactly as the
    database held them, and the chain with it verifies (the change is hashed as it is read back)."""
    from cardnight_desk.services.draw_fields import rounds_of
    from cardnight_desk.services.events import find_competition
    from cardnight_desk.services.history import list_changes, verify_history

    desk = bhukhar_event(event_target, ["Lions", "Tigers", "Bears", "Wolves", "Hawks"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    with desk.store.session() as s:
        (stored,) = rounds_of(s, find_competition(s, "Bhukhar"))
        withdrawn = {"seed": stored.seed, "draw": stored.draw}
    draws.redraw_round(desk, "Bhukhar", 1, seed=4)
    (undo,) = list_changes(desk, action_prefix="draw.undo")
    assert undo.before == withdrawn and undo.after is None
    assert withdrawn["draw"]["draw"]["byes"] and withdrawn["seed"] == 3
    verdict = verify_history(desk)
    assert verdict.intact, verdict.sentence()
    desk.close()
