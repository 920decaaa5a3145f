from __future__ import annotations

import pytest

from tests.gui.scores.builders import event


@pytest.fixture
def desk(tmp_path):
    """An empty event; each test adds the competition it needs."""
    d = event(str(tmp_path / "night.cardnight"))
    yield d
    d.close()
