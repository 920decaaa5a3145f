"""Update the desk's translation files: ``python -m cardnight_desk.gui.translations_tool``.

It runs Qt's ``lupdate`` over the window's code (every module under ``cardnight_desk/gui/``), the labels of
the games' sheet descriptions (``cardnight_desk/domain/games/<game>/description.py``) and the players'
page's words (``cardnight_desk/web/words.py``: one catalogue for both), which adds every
new or changed message to each language's ``resources/translations/cardnight_desk_<code>.ts`` (marked
*unfinished*) and drops the ones no longer used; then ``lrelease`` compiles each ``.ts`` into the
``.qm`` the desk loads. Translators edit the ``.ts`` files (Qt Linguist, ``pyside6-linguist``, or any XML
editor), then run the tool again to compile them.

``--check`` changes nothing: it says which messages of the code are missing from the ``.ts`` files (exit
status 1), e.g. in a test or before a release. ``--language hi`` limits the work to one language.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from cardnight_desk.gui.i18n import LANGUAGES, SOURCE_LANGUAGE
from cardnight_desk.resources import CATALOG, translations_dir

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "cardnight_desk" / "gui"
Message = tuple[str, str, str]  # context, source text, disambiguation comment


def sources() -> list[Path]:
    """The files lupdate reads: every module of the window, the games' sheet descriptions (their fields'
    labels) and the one list of the players' page's phrases."""
    games = ROOT / "cardnight_desk" / "domain" / "games"
    return [
        *sorted(GUI.rglob("*.py")),
        *sorted(games.glob("*/description.py")),
        ROOT / "cardnight_desk" / "web" / "words.py",
    ]


def ts_file(code: str) -> Path:
    return translations_dir() / f"{CATALOG}_{code}.ts"


def languages() -> list[str]:
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def qt_tool(name: str) -> str:
    """``pyside6-<name>`` on the PATH, else the Qt tool PySide6 carries in its own folder."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.is_file():
            return str(candidate)
    raise SystemExit(f"translations: Qt's {name} is not installed (it comes with PySide6)")


def lupdate(ts_files: Sequence[Path], *, quiet: bool = False) -> None:
    argv = [qt_tool("lupdate"), "-no-obsolete", "-locations", "relative", "-source-language", "en"]
    argv += [str(p.relative_to(ROOT)) for p in sources()]
    argv += ["-ts", *map(str, ts_files)]
    subprocess.run(argv, cwd=ROOT, check=True, capture_output=quiet)


def lrelease(ts: Path, *, quiet: bool = False) -> Path:
    qm = ts.with_suffix(".qm")
    argv = [qt_tool("lrelease"), str(ts), "-qm", str(qm)]
    subprocess.run(argv, cwd=ROOT, check=True, capture_output=quiet)
    return qm


def messages(ts: Path) -> dict[Message, str | None]:
    """Every message still in use in ``ts`` with its translation (``None`` while it is unfinished)."""
    found: dict[Message, str | None] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else None
            if kind in ("vanished", "obsolete"):
                continue
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            if translation is None or kind == "unfinished":
                found[key] = None
            else:
                forms = [f.text or "" for f in translation.iter("numerusform")]
                found[key] = " | ".join(forms) if forms else translation.text or ""
    return found


def missing_messages(code: str) -> list[Message]:
    """Messages of the code that the language's ``.ts`` file does not have yet (lupdate not run since)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / ts_file(code).name
        lupdate([fresh], quiet=True)
        wanted = messages(fresh)
    have = messages(ts_file(code)) if ts_file(code).is_file() else {}
    return sorted(set(wanted) - set(have))


def update(codes: Sequence[str], *, release_only: bool = False) -> None:
    translations_dir().mkdir(parents=True, exist_ok=True)
    if not release_only:
        lupdate([ts_file(code) for code in codes])
    for code in codes:
        qm = lrelease(ts_file(code))
        done = messages(ts_file(code))
        finished = sum(1 for text in done.values() if text is not None)
        print(f"{code}: {finished} of {len(done)} messages translated -> {qm.relative_to(ROOT)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="translations_tool", description=__doc__.splitlines()[0])
    parser.add_argument("--language", choices=languages(), help="only this language (default: all)")
    parser.add_argument("--check", action="store_true", help="only report messages missing from the .ts")
    parser.add_argument("--release-only", action="store_true", help="only compile the .ts files to .qm")
    args = parser.parse_args(argv)
    codes = [args.language] if args.language else languages()
    if args.check:
        missing = {code: missing_messages(code) for code in codes}
        for code, found in missing.items():
            for context, source, _ in found:
                print(f"{code}: not in {ts_file(code).name}: [{context}] {source!r}")
        return 1 if any(missing.values()) else 0
    update(codes, release_only=args.release_only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
