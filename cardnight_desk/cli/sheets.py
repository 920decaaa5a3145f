"""Commands that score a sheet and store nothing, with no event: ``score``, ``rummy-hand``, ``baccarat-odds``.

Each prints the result document of ``score-sheets.md`` (what :func:`cardnight_desk.score_sheet` returns) and
exits 0 when the sheet is valid, 2 with the refusal document when it is not.
"""

from __future__ import annotations

import argparse

from cardnight_desk import score_sheet
from cardnight_desk.cli.common import WIDEST, emit_result, read_sheet, whole_number


def cmd_score(args: argparse.Namespace) -> int:
    sheet, refusal = read_sheet(args.sheet)
    if refusal is not None:
        return emit_result(refusal)
    return emit_result(score_sheet(sheet))


def cmd_rummy_hand(args: argparse.Namespace) -> int:
    wild = None if args.wild is None or args.wild.lower() in ("none", "null", "-") else args.wild
    sheet = {"game": "rummy-hand", "cards": list(args.cards), "wild": wild, "packs": args.packs}
    return emit_result(score_sheet(sheet))


def cmd_baccarat_odds(args: argparse.Namespace) -> int:
    return emit_result(score_sheet({"game": "baccarat-odds", "decks": args.decks}))


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="score a sheet (JSON file or - for standard input); stores nothing")
    p.add_argument("sheet")
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
