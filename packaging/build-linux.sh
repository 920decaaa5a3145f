#!/usr/bin/env bash
# Builds Card Night Desk for Linux: the one-folder app, a tarball of it, and an AppImage when appimagetool is
# installed. Run from anywhere:  bash packaging/build-linux.sh [--no-install]
#
#   --no-install   use the Python environment as it is (PyInstaller already installed)
#   PYTHON         the Python to build with (default: python3)
#   DIST, WORK     where the build and PyInstaller's work files go (default: packaging/dist, packaging/build)
#
# Result: DIST/cardnight-desk/ (start DIST/cardnight-desk/cardnight-desk) and
# DIST/cardnight-desk-VERSION-linux-ARCH.tar.gz (and .AppImage).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-python3}
DIST=${DIST:-$ROOT/packaging/dist}
WORK=${WORK:-$ROOT/packaging/build}
INSTALL=1
for arg in "$@"; do
    case "$arg" in
        --no-install) INSTALL=0 ;;
        *) echo "build-linux.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

cd "$ROOT"
if [ "$INSTALL" = 1 ]; then
    "$PYTHON" -m pip install -e ".[build]"
fi
if ! "$PYTHON" -m PyInstaller --version >/dev/null 2>&1; then
    echo "build-linux.sh: PyInstaller is not installed for $PYTHON (pip install -e \".[build]\")" >&2
    exit 1
fi

# PyInstaller ships the system libraries Qt's X11 plugin uses, but only those this machine has: without them
# the build still runs on desktops that happen to have them, and offscreen, but not on every X11 desktop.
XCB_PLUGIN=$("$PYTHON" -c 'import pathlib, PySide6; print(pathlib.Path(PySide6.__file__).parent / "Qt/plugins/platforms/libqxcb.so")')
MISSING=$(ldd "$XCB_PLUGIN" 2>/dev/null | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ')
if [ -n "$MISSING" ]; then
    echo "build-linux.sh: warning: this machine lacks $MISSING needed by Qt's X11 plugin, so the build cannot" \
        "ship them (Debian/Ubuntu: apt-get install libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0)" >&2
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" packaging/cardnight-desk.spec
APP="$DIST/cardnight-desk"

# start-up check: the build opens its window (offscreen) and exits 0
QT_QPA_PLATFORM=offscreen "$APP/cardnight-desk" gui --smoke

VERSION=$("$APP/cardnight-desk" --version | awk '{print $2}')
ARCH=$(uname -m)
install -m 644 packaging/cardnight-desk.desktop packaging/cardnight-desk.svg "$APP/"
TARBALL="$DIST/cardnight-desk-$VERSION-linux-$ARCH.tar.gz"
tar -C "$DIST" -czf "$TARBALL" cardnight-desk
echo "build-linux.sh: $TARBALL"

if command -v appimagetool >/dev/null 2>&1; then
    APPDIR="$WORK/CardNightDesk.AppDir"
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR/usr"
    cp -a "$APP" "$APPDIR/usr/cardnight-desk"
    cp packaging/cardnight-desk.desktop packaging/cardnight-desk.svg "$APPDIR/"
    cat >"$APPDIR/AppRun" <<'APPRUN'
#!/bin/sh
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/usr/cardnight-desk/cardnight-desk" "$@"
APPRUN
    chmod 755 "$APPDIR/AppRun"
    ARCH="$ARCH" appimagetool "$APPDIR" "$DIST/cardnight-desk-$VERSION-linux-$ARCH.AppImage"
    echo "build-linux.sh: $DIST/cardnight-desk-$VERSION-linux-$ARCH.AppImage"
else
    echo "build-linux.sh: appimagetool is not installed; no AppImage made (the tarball is the installer)"
fi
