"""``print EVENT WHAT --out FILE.pdf``: score sheets, table cards, seating, bracket, standings, results and
certificates; ``--players-page URL`` prints the players' page address and its QR code on table cards and
seating lists, and starts the sides' entry links printed as QR codes on table cards and score sheets while the
competition's ``table_entry`` setting is on.

*WHAT* is a document's name in :data:`cardnight_desk.io.pdf.documents.DOCUMENTS`. That module loads the PDF
library, so the names are read from it only when a ``print`` command is parsed (:class:`DocumentNames`),
never to build the parser for another command.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import event_target, on_event, whole_number
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk


class DocumentNames:
    """The names ``print`` accepts, as argparse ``choices``: read from the documents on first use."""

    def _names(self) -> list[str]:
        from cardnight_desk.io.pdf.documents import DOCUMENTS

        return list(DOCUMENTS)

    def __contains__(self, what: object) -> bool:
        return what in self._names()

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())


def cmd_print(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.io import printing
    from cardnight_desk.io.files import PDF, OutputExists, check_output

    try:
        check_output(args.out, PDF, replace=args.force)  # before the event is read
        data = printing.document_data(
            desk,
            args.what,
            args.competition,
            args.round,
            early=args.early,
            players_page_url=args.players_page,
        )
        warning = printing.names_warning(data)
        pages = printing.print_document(data, args.what, args.out, args.paper, replace=args.force)
    except OutputExists as err:
        raise Refusal(f"'{err.path}' already exists: pass --force to replace it") from None
    except printing.NotFinished as err:
        raise Refusal(f"{err.message}; pass --early to print them now, marked provisional") from None
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    words = printing.printed_words(args.what, data)
    print(f"Printed {words} to {args.out} ({pages} page{'s' if pages != 1 else ''})")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("print", help="print a document to PDF")
    p.add_argument("event", metavar="EVENT", type=event_target)
    # "%(choices)s" is argparse's own ", ".join of the names, spelled out when `print --help` is shown
    p.add_argument("what", choices=DocumentNames(), metavar="WHAT", help="%(choices)s")
    p.add_argument("--out", required=True, metavar="FILE.pdf")
    p.add_argument("--competition")
    p.add_argument("--round", type=whole_number(1))
    p.add_argument("--paper", choices=["a4", "letter"], default="a4")
    p.add_argument(
        "--force",
        action="store_true",
        help="replace FILE.pdf if it is already a PDF (never an event file or another kind of file)",
    )
    p.add_argument(
        "--early",
        action="store_true",
        help="certificates of a competition not finished yet, marked provisional (naming no place)",
    )
    p.add_argument(
        "--players-page",
        metavar="URL",
        help="the players' page address (cardnight-desk serve), printed with its QR code on table cards and "
        "seating lists, and the start of each side's entry link on table cards and score sheets while the "
        "competition's table_entry setting is on",
    )
    p.set_defaults(func=on_event(cmd_print))
