"""An event that cannot be opened through no fault of its own (issue 33.8): a database server that does not
answer, a full disk; and an address that cannot be read or used. The window says so in a sentence over the
welcome screen: never a crash report, never that the event is damaged, never the database password."""

from __future__ import annotations

import shutil
import socket

from cardnight_desk.gui.main_window import MainWindow
from tests.cli.test_full_disk import fill, small_disk  # noqa: F401 - the fixture: a tmpfs of its own
from tests.services.builders import bhukhar_event


def window_saying(qtbot) -> tuple[MainWindow, list[str]]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    shown: list[str] = []
    window.warn = lambda title, message: shown.append(f"{title}: {message}")
    return window, shown


def test_a_database_server_that_does_not_answer_is_said_in_a_sentence(qtbot):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens there once closed
    window, shown = window_saying(qtbot)
    assert not window.open_event(f"postgresql+psycopg://desk:Pw-7e1b@127.0.0.1:{port}/night")
    assert window.desk is None and window.stack.currentWidget() is window.welcome
    (message,) = shown
    assert message.startswith("Event not opened: ") and "just now" in message and "try again" in message
    assert "Pw-7e1b" not in message


def test_an_event_on_a_full_disk_is_said_full_not_damaged(qtbot, tmp_path, small_disk):  # noqa: F811
    made = tmp_path / "night.cardnight"
    bhukhar_event(str(made), ["Lions", "Tigers"]).close()
    event = small_disk / "night.cardnight"
    shutil.copyfile(made, event)
    filler = fill(small_disk, 0)
    window, shown = window_saying(qtbot)
    assert not window.open_event(str(event))
    (message,) = shown
    assert message.startswith("Event not opened: ") and "disk is full" in message and "damaged" not in message
    filler.unlink()
    assert window.open_event(str(event)) and window.desk is not None
    window.close_event()


def test_an_address_that_cannot_be_read_or_used_is_said_in_a_sentence(qtbot):
    window, shown = window_saying(qtbot)
    for address in (
        "postgresql+psycopg://desk:Pw-7e1b@db.hall.lan:notaport/night",
        "postgresql+psycopg://desk:Pw-7e1b@[::1/night",
        "postgresql+nodriver://desk:Pw-7e1b@db.hall.lan/night",
        "sqlite:///:memory:",
    ):
        assert not window.open_event(address)
    assert len(shown) == 4 and all(m.startswith("Event not opened: ") for m in shown)
    assert not any("Pw-7e1b" in m for m in shown)
    assert window.stack.currentWidget() is window.welcome
