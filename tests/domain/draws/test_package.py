"""The draws package loads each format's module when one of its names is first asked for: every name it lists
is its module's own, and the desk's draw services load the Swiss pairing without the other formats."""

from __future__ import annotations

import subprocess
import sys

import pytest

FORMATS = ("knockout", "model", "round_robin", "swap", "swiss", "tables")


def test_every_name_the_package_lists_is_the_one_its_module_defines():
    import cardnight_desk.domain.draws as draws

    modules = []
    for name in FORMATS:
        __import__(f"cardnight_desk.domain.draws.{name}")
        modules.append(sys.modules[f"cardnight_desk.domain.draws.{name}"])
    for name in draws.__all__:
        value = getattr(draws, name)
        assert any(vars(module).get(name) is value for module in modules), name
    assert draws.swap is sys.modules["cardnight_desk.domain.draws.swap"].swap  # the function, not its module
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        draws.nothing  # noqa: B018


def test_the_draw_services_load_the_swiss_pairing_and_no_other_format():
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, cardnight_desk.services.draws\n"
            "print(' '.join(m for m in sys.modules if m.startswith('cardnight_desk.domain.draws.')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "cardnight_desk.domain.draws.swiss" in loaded
    assert not {
        f"cardnight_desk.domain.draws.{name}" for name in ("knockout", "round_robin", "tables")
    } & set(loaded)
