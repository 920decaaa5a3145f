"""``print EVENT WHAT --out FILE.pdf``: score sheets, table cards, seating, bracket, standings, results and
certificates."""

from __future__ import annotations

import argparse

from cardnight_desk.cli_event import on_event
from cardnight_desk.io import printing
from cardnight_desk.io.pdf.documents import DOCUMENTS
from cardnight_desk.services.desk import Desk


def cmd_print(desk: Desk, args: argparse.Namespace) -> int:
    data = printing.document_data(desk, args.what, args.competition, args.round)
    pages = printing.print_document(data, args.what, args.out, args.paper)
    print(
        f"Printed {DOCUMENTS[args.what].title.lower()} to {args.out} ({pages} page{'s' if pages != 1 else ''})"
    )
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("print", help="print a document to PDF")
    p.add_argument("event", metavar="EVENT")
    p.add_argument("what", choices=list(DOCUMENTS), metavar="WHAT", help=", ".join(DOCUMENTS))
    p.add_argument("--out", required=True, metavar="FILE.pdf")
    p.add_argument("--competition")
    p.add_argument("--round", type=int)
    p.add_argument("--paper", choices=["a4", "letter"], default="a4")
    p.set_defaults(func=on_event(cmd_print))
