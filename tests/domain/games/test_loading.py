"""The games load when first asked for: the registry knows every game's id beforehand, a sheet kind's id names
its game, and a sheet loads its own game's package and no other; a game's title, settings and entries are
read without its rules."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardnight_desk.domain.games import (
    DESK_GAMES,
    GAMES,
    Game,
    GameRegistry,
    SheetKind,
    UnknownGame,
    find_game,
    find_sheet_kind,
    kind_of_game,
    register,
    unregister,
)

PACKAGES = {
    "bhukhar": "bhukhar",
    "bukharo": "bukharo",
    "rummy": "rummy",
    "28": "twenty_eight",
    "poker": "poker",
    "baccarat": "baccarat",
}


@pytest.mark.parametrize("game_id", list(DESK_GAMES))
def test_each_line_loads_its_game_and_each_sheet_kind_names_it(game_id):
    game = GAMES[game_id]
    assert game.id == game_id and game.sheet_kinds
    for kind in game.sheet_kinds:
        assert kind_of_game(kind.id, game_id)
        assert find_sheet_kind(kind.id) == (game, game.sheet_kind(kind.id))


def test_a_kind_is_named_after_its_game_or_the_game_is_refused():
    class Misnamed(Game):
        id = "toy-kinds"
        title = "Toy"
        sheet_kinds = (SheetKind("duel-sheet", None),)

    assert kind_of_game("28-match", "28") and kind_of_game("bhukhar", "bhukhar")
    assert not kind_of_game("28match", "28") and not kind_of_game("bhukhar", "bhukhar-x")
    with pytest.raises(
        ValueError, match="sheet kind 'duel-sheet' of 'toy-kinds' must be named 'toy-kinds-...'"
    ):
        register(Misnamed())
    assert "toy-kinds" not in GAMES


def test_a_line_loading_a_game_of_another_id_is_refused():
    registry = GameRegistry({"bhukhar": lambda: GAMES["28"]})
    with pytest.raises(ValueError, match="the game listed as 'bhukhar' says its id is '28'"):
        registry["bhukhar"]


def test_the_registry_lists_the_games_in_the_desks_order():
    assert list(GAMES) == list(DESK_GAMES) == list(PACKAGES)
    assert len(GAMES) == 6 and "28" in GAMES and "whist" not in GAMES and None not in GAMES
    assert [game.id for game in GAMES.values()] == list(GAMES)
    with pytest.raises(KeyError):
        GAMES["whist"]


def _loaded_after(code: str) -> list[str]:
    """The game packages (and ``base``) loaded by ``code``; ``sheet_layout`` too when the sheets' boxes were built."""
    probe = (
        "import sys\n"
        f"{code}\n"
        "print(sorted({m.split('.')[3] for m in sys.modules if m.startswith('cardnight_desk.domain.games.')}\n"
        "    | {'sheet_layout'} & {m.split('.')[-1] for m in sys.modules}))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return eval(done.stdout)  # a printed list of names


@pytest.mark.parametrize(
    ("sheet", "package"),
    [
        ({"game": "rummy-hand", "cards": [], "wild": None}, "rummy"),
        ({"game": "baccarat-odds", "decks": 8}, "baccarat"),
        ({"game": "bhukhar-competition", "games": []}, "bhukhar"),
        ({"game": "28-match"}, "twenty_eight"),
    ],
)
def test_a_sheet_loads_its_own_game_only(sheet, package):
    assert _loaded_after(f"from cardnight_desk import score_sheet; score_sheet({sheet!r})") == sorted(
        ["base", package]
    )


def test_an_unknown_sheet_kind_is_named_with_every_kind():
    # the registry alone loads no game, nor the plug-in's base (a list of competitions needs neither)
    assert _loaded_after("from cardnight_desk.domain.games import GAMES") == []
    assert _loaded_after("from cardnight_desk.domain.games import Game") == ["base"]
    from cardnight_desk import score_sheet

    error = score_sheet({"game": "whist"})["errors"][0]["message"]
    assert error.startswith("'whist' is not a game the desk scores (games: 28-match, baccarat-hand, ")


def test_a_registry_of_other_games_loads_nothing_of_the_desk():
    registry = GameRegistry([])
    assert list(registry) == [] and registry.game_of_kind("28-match") is None
    first, second = GAMES["28"], GAMES["bhukhar"]
    registry.add(first)
    registry.add(second)
    assert list(registry) == ["28", "bhukhar"] and registry["28"] is first
    assert registry.game_of_kind("bhukhar") is second
    registry.remove("28")
    assert list(registry) == ["bhukhar"] and registry.game_of_kind("28-match") is None


def test_the_sheet_layout_is_built_when_asked_for_and_offered_by_the_plug_in_as_before():
    code = "from cardnight_desk.domain.games import GAMES; GAMES['28'].sheet_layout({}, ['A', 'B'])"
    assert _loaded_after(code) == ["base", "sheet_layout", "twenty_eight"]
    from cardnight_desk.domain import sheet_layout
    from cardnight_desk.domain.games import base
    from cardnight_desk.domain.games.base import Box, SheetLayout

    assert Box is sheet_layout.Box and SheetLayout is base.SheetLayout is sheet_layout.SheetLayout
    assert base.Section == sheet_layout.Section
    with pytest.raises(AttributeError, match="no attribute 'Boxes'"):
        base.Boxes  # noqa: B018


# what loading a game's facts loads of its package: its game, its settings, and the small modules of facts
# they name (Bhukhar's penalty rules, poker's names in its kept state); no readers, scoring or layout
FACTS = {"game", "settings", "penalties", "names"}


def test_an_entry_is_checked_by_what_registration_reads_of_a_game_without_its_rules():
    loaded = _modules_after(
        "from cardnight_desk.domain import eligibility\n"
        "from cardnight_desk.domain.games import GAMES, find_game\n"
        "rules = {g: eligibility.EntryRules.from_settings('C', find_game(g), {'capacity': 4}) for g in GAMES}\n"
        "assert rules['bhukhar'].entries_are_teams and rules['bhukhar'].player_capacity == 12\n"
        "assert rules['bukharo'].team_sizes == (2, 3) and rules['bukharo'].team_size_ruling == 'BK-3'\n"
        "assert not rules['rummy'].takes_teams and rules['rummy'].player_capacity == 4\n"
    )
    per_game = {m.split(".")[4] for m in loaded if m.count(".") >= 4}
    assert per_game <= FACTS, per_game


def test_an_unknown_game_is_refused_naming_the_games():
    for unknown in ("whist", None, 28):
        with pytest.raises(UnknownGame) as game:
            find_game(unknown)
        assert f"'{unknown}' is not a game the desk runs (games: 28, baccarat, bhukhar, " in str(game.value)


def _modules_after(code: str) -> list[str]:
    probe = f"import sys\n{code}\nprint(sorted(m for m in sys.modules if m.startswith('cardnight_desk.domain')))\n"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return eval(done.stdout)  # a printed list of names


def test_every_games_title_and_settings_load_none_of_the_games_rules():
    loaded = _modules_after(
        "from cardnight_desk.domain.games import GAMES\n"
        "titles = [GAMES[g].title for g in GAMES]\n"
        "settings = [list(GAMES[g].settings) for g in GAMES]\n"
    )
    per_game = {m.split(".")[4] for m in loaded if m.count(".") >= 4}
    assert per_game <= FACTS, per_game  # no sheets, scoring, layout...
    assert {f"cardnight_desk.domain.games.{package}.game" for package in PACKAGES.values()} <= set(loaded)
    assert "cardnight_desk.domain.draws" not in loaded


def test_a_registered_game_is_found_until_it_is_taken_away():
    class Toy(Game):
        id = "toy-about"
        title = "Toy"

    toy = register(Toy())
    try:
        assert find_game("toy-about") is toy and GAMES["toy-about"].title == "Toy"
    finally:
        unregister("toy-about")
    with pytest.raises(UnknownGame):
        find_game("toy-about")
