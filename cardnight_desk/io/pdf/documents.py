"""Every printed document by the name ``cardnight-desk print EVENT WHAT`` gives it, with the data it prints.

The command line and the Printing view look a document up here, have ``io/printing.py`` fill its data class
from the event and call :func:`build`. Every builder refuses data it cannot print (:class:`PrintDataError`),
writes a path atomically, reports ``progress(done, total)``, and returns the number of pages. A name is never
a reason to refuse: characters no shipped font has are printed as placeholders, which :func:`names_warning`
tells before printing.

Looking a document up loads nothing of the printing itself: its builder's module (with reportlab, the fonts and
the QR codes) is imported the first time it builds, and its print data's module (``io/pdf/data.py`` for a
round's documents, ``io/pdf/results_data.py`` for the others; :attr:`Document.data_name` names the module and
the class) the first time a document is built or its data asked for, so the Printing view lists the documents
without them, and printing a round's documents never loads the others' data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardnight_desk.io.pdf.data import Paper
    from cardnight_desk.io.pdf.drawing import Output, Progress

__all__ = ["DOCUMENTS", "Document", "build", "names_warning", "unprintable_names"]


# each builder imports its module when it is first called (see the module's docstring)
def build_score_sheets(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.score_sheets import build_score_sheets as builder

    return builder(*args, **kwargs)


def build_table_cards(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.seating import build_table_cards as builder

    return builder(*args, **kwargs)


def build_seating(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.seating import build_seating as builder

    return builder(*args, **kwargs)


def build_bracket(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.bracket import build_bracket as builder

    return builder(*args, **kwargs)


def build_standings(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.results import build_standings as builder

    return builder(*args, **kwargs)


def build_results(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.results import build_results as builder

    return builder(*args, **kwargs)


def build_certificates(*args: Any, **kwargs: Any) -> int:
    from cardnight_desk.io.pdf.certificates import build_certificates as builder

    return builder(*args, **kwargs)


@dataclass(frozen=True)
class Document:
    what: str  # the command line's name
    title: str  # for menus and the preview
    data_name: str  # the print data class it prints, with its module in ``io/pdf`` ("data.RoundSeating")
    builder: Callable[..., int]
    needs_round: bool  # printed for one drawn round
    players_page: bool = False  # carries the players' page address and QR code when the data gives one
    entry_links: bool = False  # carries the sides' entry links (table entry) when the data gives them

    @property
    def data(self) -> type:
        """The print data class it prints."""
        module, name = self.data_name.split(".")
        if module == "data":
            from cardnight_desk.io.pdf import data as found
        else:
            from cardnight_desk.io.pdf import results_data as found
        kind: type = getattr(found, name)
        return kind


DOCUMENTS: dict[str, Document] = {
    d.what: d
    for d in (
        Document(
            "score-sheets", "Score sheets", "data.RoundSeating", build_score_sheets, True, entry_links=True
        ),
        Document(
            "table-cards",
            "Table cards",
            "data.RoundSeating",
            build_table_cards,
            True,
            players_page=True,
            entry_links=True,
        ),
        Document("seating", "Seating lists", "data.RoundSeating", build_seating, True, players_page=True),
        Document("bracket", "Knockout bracket", "results_data.Bracket", build_bracket, False),
        Document("standings", "Standings", "results_data.Standings", build_standings, False),
        Document("results", "Final results", "results_data.FinalResults", build_results, False),
        Document("certificates", "Certificates", "results_data.Certificates", build_certificates, False),
    )
}


def unprintable_names(data: Any) -> tuple[str, ...]:
    """The names in ``data`` with characters no shipped font has, printed as placeholders (empty when every
    character prints): for the Printing view to show before the organiser presses Print."""
    from cardnight_desk.io.pdf.fonts import unprintable

    return tuple(text for text, _ in unprintable(data.texts()))


def names_warning(data: Any) -> str:
    """The warning, in a sentence, that names in ``data`` hold characters printed as placeholders, naming each
    with its characters; empty when every character prints."""
    from cardnight_desk.io.pdf.fonts import placeholder_warning, unprintable

    return placeholder_warning(unprintable(data.texts()))


def build(
    what: str, data: Any, out: Output, paper: Paper | str = "a4", progress: Progress | None = None
) -> int:
    """Print document ``what`` of ``data`` to ``out``; returns the number of pages."""
    from cardnight_desk.io.pdf.data import PrintDataError

    try:
        doc = DOCUMENTS[what]
    except KeyError:
        raise PrintDataError(f"'{what}' is not a printed document ({', '.join(DOCUMENTS)})") from None
    if not isinstance(data, doc.data):
        raise PrintDataError(f"{doc.title} print {doc.data.__name__} data, not {type(data).__name__}")
    return doc.builder(data, out, paper=paper, progress=progress)
