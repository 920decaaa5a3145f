"""Commands that score a sheet and store nothing, with no event: ``score``, ``rummy-hand``, ``baccarat-odds``.

Each prints the result document of ``resources/docs/score-sheets.md`` (what :func:`cardnight_desk.score_sheet`
returns) and exits 0 when the sheet is valid, 2 with the refusal document when it is not. ``score --template
GAME`` prints a blank sheet to fill in instead, asked of the game
(:meth:`~cardnight_desk.domain.games.base.Game.sheet_template`): GAME is a sheet kind (``28-match``,
``rummy-hand``...) or a game's id, which gives the sheet its tables hand in.
"""

from __future__ import annotations

import argparse

from cardnight_desk import score_sheet
from cardnight_desk.cli.common import WIDEST, emit_result, print_json, read_sheet, whole_number
from cardnight_desk.services.errors import Refusal


def cmd_score(args: argparse.Namespace) -> int:
    if args.template is not None:
        if args.sheet is not None:
            raise Refusal("give either the SHEET to score or --template GAME, not both")
        return print_template(args.template)
    if args.sheet is None:
        raise Refusal("give the SHEET to score (a JSON file, or - for standard input), or --template GAME")
    sheet, refusal = read_sheet(args.sheet)
    if refusal is not None:
        return emit_result(refusal)
    return emit_result(score_sheet(sheet))


def print_template(name: str) -> int:
    """Print a blank sheet of the sheet kind (or the game) named."""
    from cardnight_desk.domain.games import GAMES, sheet_kinds

    kinds = sheet_kinds()
    if name in kinds:
        game, kind_id = kinds[name][0], name
    elif name in GAMES and GAMES[name].sheet_kinds:
        game = GAMES[name]
        kind_id = game.table_kinds[0] if game.table_kinds else game.sheet_kinds[0].id
    else:
        raise Refusal(
            f"'{name}' is not a sheet kind or a game the desk scores (sheet kinds: {', '.join(kinds)}; "
            f"games: {', '.join(GAMES)})"
        )
    print_json(game.sheet_template(kind_id))
    return 0


def cmd_rummy_hand(args: argparse.Namespace) -> int:
    wild = None if args.wild is None or args.wild.lower() in ("none", "null", "-") else args.wild
    sheet = {"game": "rummy-hand", "cards": list(args.cards), "wild": wild, "packs": args.packs}
    return emit_result(score_sheet(sheet))


def cmd_baccarat_odds(args: argparse.Namespace) -> int:
    return emit_result(score_sheet({"game": "baccarat-odds", "decks": args.decks}))


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "score",
        help="score a sheet (JSON file or - for standard input); stores nothing",
        description="Score a sheet (resources/docs/score-sheets.md) and print the result as "
        "JSON, storing nothing; or print a blank sheet to fill in with --template.",
    )
    p.add_argument("sheet", nargs="?", metavar="SHEET", help="a JSON file, or - for standard input")
    p.add_argument(
        "--template",
        metavar="GAME",
        help="print a blank sheet of this sheet kind (bhukhar, 28-match, rummy-table, rummy-hand, "
        "poker-tournament, baccarat-hand ...) or of a game's tables (28, rummy ...), to fill in",
    )
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("rummy-hand", help="score a 13-card rummy hand")
    p.add_argument("--wild", required=True, help="the wild rank (A, 2-10, J, Q, K) or 'none'")
    p.add_argument(
        "--packs", type=whole_number(-WIDEST, WIDEST - 1), default=2, help="packs in play (3 allows a tanala)"
    )
    p.add_argument("cards", nargs="+", metavar="CARD")
    p.set_defaults(func=cmd_rummy_hand)

    p = sub.add_parser("baccarat-odds", help="exact baccarat odds and house edges")
    p.add_argument("--decks", type=whole_number(-WIDEST, WIDEST - 1), default=8)
    p.set_defaults(func=cmd_baccarat_odds)
