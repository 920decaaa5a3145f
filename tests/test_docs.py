"""The README is an entry point and the guides beside it hold: the README stays short and opens with its two
set-up commands, every link and picture in it and in resources/docs/ leads to a file the repository holds (or a
heading of that file), the code cites only guides that exist, and every example sheet in the score-sheet guide
is scored as shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardnight_desk import score_sheet
from cardnight_desk.domain.games import sheet_kinds

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "resources" / "docs"
GUIDES = sorted(DOCS.glob("*.md"))
SET_UP = [
    "```sh",
    "python3 -m pip install -e . && python3 -m cardnight_desk",
    "```",
    "```sh",
    'python3 -m pip install -e ".[test,build]" && python3 -m pytest -n auto',
    "```",
]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def _outside_code(text: str) -> str:
    """The text with its fenced blocks and inline code taken out (a link in them is not a link)."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def _anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub names them."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
    anchors = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.M):
        words = re.sub(r"[^\w\- ]", "", heading.strip().lower())
        anchors.add(words.replace(" ", "-"))
    return anchors


def _links(path: Path) -> list[str]:
    return LINK.findall(_outside_code(path.read_text(encoding="utf-8")))


def test_the_readme_is_short_and_opens_with_the_two_set_up_commands():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines"
    assert lines[0].startswith("# ")
    first = [line for line in lines[1:] if line.strip()][: len(SET_UP)]
    assert first == SET_UP


@pytest.mark.parametrize("path", [README, *GUIDES], ids=lambda p: p.name)
def test_every_link_and_picture_leads_to_a_file_of_the_repository(path):
    links = _links(path)
    assert links, f"{path.name} links nowhere"
    broken = []
    for link in links:
        if re.match(r"[a-z]+:", link):
            continue  # a web address
        target, _, anchor = link.partition("#")
        file = (path.parent / target).resolve() if target else path
        if not file.is_relative_to(ROOT) or not file.is_file():
            broken.append(link)
        elif anchor and file.suffix == ".md" and anchor not in _anchors(file):
            broken.append(link)
    assert not broken, f"{path.name}: {broken}"


def test_the_guides_are_there_and_the_readme_leads_to_each():
    names = {p.name for p in GUIDES}
    assert {"user-guide.md", "score-sheets.md", "command-line.md", "development.md"} <= names
    linked = {Path(link).name for link in _links(README)}
    assert names <= linked


def test_the_code_cites_only_guides_the_repository_holds():
    cited = re.compile(r"[\w./-]*(?:score-sheets|cli)\.md")
    wrong = []
    for module in sorted((ROOT / "cardnight_desk").rglob("*.py")):
        for citation in cited.findall(module.read_text(encoding="utf-8")):
            if not (citation.startswith("resources/docs/") and (ROOT / citation).is_file()):
                wrong.append(f"{module.relative_to(ROOT)}: {citation}")
    assert not wrong, wrong


def _json_blocks(text: str) -> list[dict]:
    return [json.loads(block) for block in re.findall(r"^ *```json\n(.*?)^ *```", text, re.S | re.M)]


def test_every_example_sheet_is_valid_and_scored_as_shown():
    text = (DOCS / "score-sheets.md").read_text(encoding="utf-8")
    assert "cardnight-desk score --template" in text
    blocks = _json_blocks(text)
    sheets = [(i, b) for i, b in enumerate(blocks) if "game" in b]
    for i, sheet in sheets:
        result = score_sheet(sheet)
        assert result["valid"], (sheet["game"], result)
        shown = blocks[i + 1] if i + 1 < len(blocks) and "valid" in blocks[i + 1] else None
        if shown is not None:  # the result printed under a sheet is the one the desk gives
            assert {k: result[k] for k in shown} == shown, sheet["game"]
    named = {b["game"] for _, b in sheets} | set(re.findall(r'\{"game": "([a-z0-9-]+)"', text))
    assert named == set(sheet_kinds())
