"""The players' page's HTML, written from the Jinja2 templates in ``web/templates/``.

Every value a template shows is escaped (autoescaping is on for every template): a player called
``<script>`` is shown as that text, never run. Only HTML the page writes itself — the templates, the style and
the script of :mod:`cardnight_desk.web.layout`, a page's content handed to its frame — is passed on as it is,
marked :class:`~markupsafe.Markup` where it is made.

A template is written one tag or one statement a line, for its reader; the page is sent without the line
breaks and the indentation between them (:class:`JoinedLines`), as small as a phone's connection wants it.
Text that needs a space beside a tag keeps it on the same line. The environment is made once per process
(:func:`environment`) and keeps each template compiled for as long as the page runs.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined

TEMPLATES = Path(__file__).resolve().parent / "templates"


class JoinedLines(FileSystemLoader):
    """Templates read with each line stripped of its indentation and joined to the next without a break."""

    def get_source(self, environment: Environment, template: str) -> tuple[str, str, Any]:
        source, filename, uptodate = super().get_source(environment, template)
        return "".join(line.strip() for line in source.splitlines()), filename, uptodate


def duration(ms: int | None) -> str:
    """A time as a clock shows it: ``4:05``, ``1:00:05`` (none, or less than nothing, is ``0:00``)."""
    seconds = max(0, (ms or 0) // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def thousands(number: int) -> str:
    """Chips and prizes with their thousands marked: ``12,345``."""
    return f"{number:,}"


@cache
def environment() -> Environment:
    """The page's one Jinja2 environment: autoescaping on, a missing value an error (never an empty cell),
    templates compiled once and not looked at again while the page runs."""
    env = Environment(
        loader=JoinedLines(TEMPLATES),
        autoescape=True,
        undefined=StrictUndefined,
        auto_reload=False,
    )
    env.filters["duration"] = duration
    env.filters["thousands"] = thousands
    return env


def render(template: str, **values: Any) -> str:
    """``template`` (a file name in ``web/templates/``) written with ``values``."""
    return environment().get_template(template).render(**values)
