"""The test command's own settings (pyproject.toml): a worker process that crashes ends the run, failing and
naming the test, within seconds, instead of leaving the run waiting until CI gives up on it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CRASHING = """
import os
import time

import pytest


def test_before():
    time.sleep(0.3)


@pytest.mark.xdist_group("serial")
def test_crashes():
    time.sleep(0.3)
    os.abort()


@pytest.mark.xdist_group("serial")
def test_after_in_the_same_group():
    pass


def test_elsewhere():
    time.sleep(0.3)
"""


def test_a_crashed_worker_fails_the_run_instead_of_hanging_it(tmp_path):
    (tmp_path / "test_crash.py").write_text(CRASHING)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-n",
            "2",
            "-p",
            "no:cacheprovider",
            "-c",
            str(ROOT / "pyproject.toml"),
            "--rootdir",
            str(tmp_path),
            str(tmp_path / "test_crash.py"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert run.returncode != 0
    assert "crashed while running 'test_crash.py::test_crashes" in run.stdout
