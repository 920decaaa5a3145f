"""The house style holds for the whole tree: ruff's checks and formatting, and mypy on the domain and the
services (``style.md``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed (it is in the test extra)")
def test_ruff_check_and_format():
    check = _run("ruff", "check", ".")
    assert check.returncode == 0, check.stdout[-4000:]
    fmt = _run("ruff", "format", "--check", ".")
    assert fmt.returncode == 0, fmt.stdout[-4000:]


def test_mypy_on_domain_and_services():
    pytest.importorskip("mypy", reason="mypy is not installed (it is in the test extra)")
    done = _run(sys.executable, "-m", "mypy", "cardnight_desk/domain", "cardnight_desk/services")
    assert done.returncode == 0, done.stdout[-4000:]


def test_import_contracts():
    """The layers only call downward, the games are independent, the domain knows no Qt or SQL, and there is
    no import cycle (the contracts in pyproject.toml; function-level imports count too)."""
    lint = shutil.which("lint-imports")
    if lint is None:
        pytest.fail("import-linter is not installed (it is in the test extra)")
    done = _run(lint, "--no-cache", "--no-logo")
    assert done.returncode == 0, done.stdout[-6000:]
    assert "4 kept, 0 broken" in done.stdout, done.stdout[-2000:]


def test_no_importlib_tricks():
    """Modules are found by plain imports, so the contracts above see every one of them."""
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "cardnight_desk").rglob("*.py")
        if "import_module(" in path.read_text(encoding="utf-8") or "__import__(" in path.read_text("utf-8")
    ]
    assert offenders == []
