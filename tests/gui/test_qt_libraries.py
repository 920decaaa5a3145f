"""Started where Qt's X11 plugin cannot load (a fresh Debian without libxcb-cursor0), the desk says which package
to install and exits, instead of Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardnight_desk.gui import qt_libraries


@pytest.mark.parametrize(
    ("environ", "platform", "x11"),
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "wayland"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, "linux", False),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_the_check_runs_only_where_qt_uses_x11(environ, platform, x11):
    assert qt_libraries.uses_x11(environ, platform) is x11


def test_a_missing_library_is_named_with_its_package_and_the_desk_exits_without_qts_abort():
    missing = qt_libraries.missing_library()
    if missing is None:
        pytest.skip("every library Qt's X11 plugin needs is installed here: nothing is missing to report")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))}
    env |= {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97"}
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1, done.stderr  # not Qt's abort (-6)
    said = done.stderr.strip()
    assert said.startswith("cardnight-desk: Card Night Desk cannot open its window") and missing in said
    assert qt_libraries.PACKAGES.get(missing, missing) in said and "sudo apt install" in said
    assert "qt.qpa.plugin" not in said and len(said.splitlines()) == 1
