"""Where the desk's data files live.

The *resources* folder (icons, fonts, translations, rule presets, blind structures) sits at the top of the
repository, next to the ``cardnight_desk`` package. Every path into it is found through :func:`resources_dir`,
so that there is one place to change when the folder is packaged differently.
"""

from __future__ import annotations

from pathlib import Path


def resources_dir() -> Path:
    """The top-level ``resources/`` folder that ships with the package."""
    return Path(__file__).resolve().parent.parent / "resources"
