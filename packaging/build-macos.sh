#!/usr/bin/env bash
# Builds Card Night Desk for macOS: the one-folder app as "Card Night Desk.app", and a DMG to drag it from.
# Run on a Mac (Python 3.11+ from python.org or Homebrew):  bash packaging/build-macos.sh [--no-install]
#
#   --no-install   use the Python environment as it is (PyInstaller already installed)
#   PYTHON         the Python to build with (default: python3)
#   DIST, WORK     where the build and PyInstaller's work files go (default: packaging/dist, packaging/build)
#
# Result: DIST/Card Night Desk.app and DIST/cardnight-desk-VERSION-macos-ARCH.dmg. The app is signed ad hoc
# only: unsigned by a Developer ID and not notarised, so the first start needs right-click > Open.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-python3}
DIST=${DIST:-$ROOT/packaging/dist}
WORK=${WORK:-$ROOT/packaging/build}
INSTALL=1
for arg in "$@"; do
    case "$arg" in
        --no-install) INSTALL=0 ;;
        *) echo "build-macos.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

cd "$ROOT"
if [ "$INSTALL" = 1 ]; then
    "$PYTHON" -m pip install -e ".[build]"
fi
if ! "$PYTHON" -m PyInstaller --version >/dev/null 2>&1; then
    echo "build-macos.sh: PyInstaller is not installed for $PYTHON (pip install -e \".[build]\")" >&2
    exit 1
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" packaging/cardnight-desk.spec
APP="$DIST/Card Night Desk.app"
CLI="$APP/Contents/MacOS/cardnight-desk"

# start-up check: the build opens its window (offscreen) and exits 0
QT_QPA_PLATFORM=offscreen "$CLI" gui --smoke

VERSION=$("$CLI" --version | awk '{print $2}')
ARCH=$(uname -m)
DMG="$DIST/cardnight-desk-$VERSION-macos-$ARCH.dmg"
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Card Night Desk" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
echo "build-macos.sh: $DMG"
