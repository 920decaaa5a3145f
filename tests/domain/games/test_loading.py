"""The games load when first asked for: the registry knows every game's id and sheet kinds beforehand, and a
sheet loads its own game's package and no other."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardnight_desk.domain.games import (
    DESK_GAMES,
    GAMES,
    Game,
    GameAbout,
    GameRegistry,
    UnknownGame,
    find_about,
    find_game,
    find_sheet_kind,
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


@pytest.mark.parametrize(("game_id", "kinds"), DESK_GAMES)
def test_each_line_names_its_game_and_its_sheet_kinds(game_id, kinds):
    game = GAMES[game_id]
    assert game.id == game_id
    assert tuple(kind.id for kind in game.sheet_kinds) == kinds
    for kind in kinds:
        assert find_sheet_kind(kind) == (game, game.sheet_kind(kind))


def test_the_registry_lists_the_games_in_the_desks_order():
    assert list(GAMES) == [game_id for game_id, _ in DESK_GAMES] == list(PACKAGES)
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


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_a_games_about_is_its_games_id_title_and_settings(game_id):
    about, game = find_about(game_id), GAMES[game_id]
    assert (about.id, about.title) == (game.id, game.title) and about.settings is game.settings
    assert about == GameAbout.of(game)
    assert (about.entries, about.team_sizes, about.team_size_ruling) == (
        game.entries.value,
        tuple(game.team_sizes),
        game.team_size_ruling,
    )


def test_an_entry_is_checked_by_what_registration_reads_of_a_game_without_its_rules():
    loaded = _modules_after(
        "from cardnight_desk.domain import eligibility\n"
        "from cardnight_desk.domain.games import GAMES, find_about\n"
        "rules = {g: eligibility.EntryRules.from_settings('C', find_about(g), {'capacity': 4}) for g in GAMES}\n"
        "assert rules['bhukhar'].entries_are_teams and rules['bhukhar'].player_capacity == 12\n"
        "assert rules['bukharo'].team_sizes == (2, 3) and rules['bukharo'].team_size_ruling == 'BK-3'\n"
        "assert not rules['rummy'].takes_teams and rules['rummy'].player_capacity == 4\n"
    )
    per_game = {m.split(".")[4] for m in loaded if m.count(".") >= 4}
    assert per_game == {"about", "settings"}, per_game


def test_an_unknown_games_about_is_refused_as_the_game_is():
    for unknown in ("whist", None, 28):
        with pytest.raises(UnknownGame) as about:
            find_about(unknown)
        with pytest.raises(UnknownGame) as game:
            find_game(unknown)
        assert str(about.value) == str(game.value) and "is not a game the desk runs" in str(about.value)


def _modules_after(code: str) -> list[str]:
    probe = f"import sys\n{code}\nprint(sorted(m for m in sys.modules if m.startswith('cardnight_desk.domain')))\n"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return eval(done.stdout)  # a printed list of names


def test_every_games_about_loads_none_of_the_games_rules():
    loaded = _modules_after(
        "from cardnight_desk.domain.games import GAMES, find_about\n"
        "titles = [find_about(g).title for g in GAMES]\n"
        "settings = [list(find_about(g).settings) for g in GAMES]\n"
    )
    per_game = {m.split(".")[4] for m in loaded if m.count(".") >= 4}
    assert per_game == {"about", "settings"}, per_game  # no game.py, sheets, scoring, layout...
    assert {f"cardnight_desk.domain.games.{package}.about" for package in PACKAGES.values()} <= set(loaded)
    assert "cardnight_desk.domain.draws" not in loaded


def test_a_registered_games_about_is_asked_of_the_game():
    class Toy(Game):
        id = "toy-about"
        title = "Toy"

    register(Toy())
    try:
        assert find_about("toy-about") == GameAbout("toy-about", "Toy", {})
    finally:
        unregister("toy-about")
    with pytest.raises(UnknownGame):
        find_about("toy-about")
