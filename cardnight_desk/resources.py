"""Where the desk's data files live.

The *resources* folder (fonts, translations, the rulings, blind structures, screenshots, and ``docs/``: the
guides the Help menu shows) sits at the top of the repository, next to the ``cardnight_desk`` package. Every
path into it is found through :func:`resources_dir`, so that there is one place to change when the folder is
packaged differently.

In an installed build (PyInstaller, *frozen*), the folder is shipped as ``resources/`` inside the build's
contents folder (``sys._MEIPASS``), or beside the executable when there is no such folder.
"""

from __future__ import annotations

import sys
from pathlib import Path

CATALOG = "cardnight_desk"  # the translation files are translations/cardnight_desk_<code>.ts and .qm


def resources_dir() -> Path:
    """The top-level ``resources/`` folder that ships with the package (or with the installed build)."""
    if getattr(sys, "frozen", False):
        bundle = getattr(sys, "_MEIPASS", None)
        return Path(bundle or Path(sys.executable).resolve().parent) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def translations_dir() -> Path:
    """The one catalogue of translations, the desk's and the players' page's: Qt ``.ts`` files that translators
    edit, each compiled to the ``.qm`` that is read."""
    return resources_dir() / "translations"


def translation_file(code: str) -> Path:
    """The compiled translation (``.qm``) of language ``code``."""
    return translations_dir() / f"{CATALOG}_{code}.qm"
