"""Before the desk's window starts on Linux: can Qt's X11 platform plugin load here?

Qt's X11 plugin (``libQt6XcbQpa``) needs system libraries a fresh Debian or Ubuntu desktop may lack
(``libxcb-cursor0`` above all). Without them Qt prints a paragraph about plugins and aborts the process. The
desk loads that library itself first (the dynamic loader names the first one missing, exactly, in a few
milliseconds) and, when it cannot, says which package to install and stops with a plain sentence.

Only where Qt would use X11: on Linux, with ``QT_QPA_PLATFORM`` unset or ``xcb``, and not in a Wayland session
(where Qt uses its Wayland plugin).
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from pathlib import Path

# a library the plugin needs -> the Debian/Ubuntu package that brings it
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
}
ALL = "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxkbcommon-x11-0"
MISSING = re.compile(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")


def uses_x11(environ: dict[str, str] | os._Environ[str] = os.environ, platform: str = sys.platform) -> bool:
    """Will Qt start on its X11 plugin here?"""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland")


def xcb_plugin() -> Path | None:
    """Qt's X11 platform library as the installed Qt carries it (None when it carries none)."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent / "Qt" / "lib"
    found = sorted(folder.glob("libQt6XcbQpa.so*"))
    return found[0] if found else None


def missing_library(plugin: Path | None = None) -> str | None:
    """The first system library Qt's X11 plugin cannot find, or None when it loads."""
    plugin = plugin or xcb_plugin()
    if plugin is None:
        return None
    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY | os.RTLD_LOCAL)
    except OSError as err:
        found = MISSING.search(str(err))
        return found.group(1) if found else str(err)
    return None


def problem() -> str | None:
    """What to install before the window can start here, in one sentence; None when nothing is missing."""
    if not uses_x11():
        return None
    library = missing_library()
    if library is None:
        return None
    package = PACKAGES.get(library)
    needs = f"the package {package}" if package else f"the library {library}"
    return (
        f"Card Night Desk cannot open its window: Qt's X11 support needs {library}, which is not installed. "
        f"Install {needs} (on Debian or Ubuntu: sudo apt install {ALL}) and start the desk again. "
        "The command line works without it."
    )
