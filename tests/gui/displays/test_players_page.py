"""Displays → Players' page, in the real window: switched on, the desk serves the event's pages on the hall's
network and shows their address and a QR code that reads back as that address; the standings board shows the
code in a corner and the table cards carry it; switched off, closing the event or the window, nothing listens
any more. A port already in use is said in one sentence."""

from __future__ import annotations

import io
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QGuiApplication, QPixmap

from cardnight_desk.gui.displays.board_corner import BoardCorner
from cardnight_desk.gui.displays.players_page import OFF, ON, players_page_url, saved_port
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services import draws
from tests.services.builders import bhukhar_event

WAIT_MS = 20_000  # the machine may be busy: starting loads the server's library the first time


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("0.0.0.0", 0))
        return probe.getsockname()[1]


def qr_text(pixmap: QPixmap) -> list[str]:
    """The QR codes read off a grabbed pixmap, as a phone's camera would read the screen."""
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    from PIL import Image

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pixmap.toImage().save(buffer, "PNG")
    image = Image.open(io.BytesIO(bytes(buffer.data())))
    return [r.text for r in zxingcpp.read_barcodes(image) if r.format == zxingcpp.BarcodeFormat.QRCode]


def refused(url: str) -> bool:
    """Nothing listens at ``url`` any more."""
    try:
        urllib.request.urlopen(url, timeout=5).close()
    except urllib.error.URLError as err:
        return isinstance(err.reason, ConnectionRefusedError)
    return False


@pytest.fixture
def night(tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    desk.close()
    return target


@pytest.fixture
def window(qtbot, night):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_event(night)
    yield window
    window.close()  # whatever a test left on is stopped with the window


def switch_on(qtbot, window: MainWindow, port: int):
    """The Displays area with the players' page switched on at ``port`` (clicked, as at the desk)."""
    area = window.event_view.show_area("Displays")
    panel = area.players_page
    panel.port_spin.setValue(port)
    panel.switch.click()
    qtbot.waitUntil(lambda: panel.page.state not in ("starting",), timeout=WAIT_MS)
    return area, panel


def test_switched_on_the_page_is_served_at_the_address_and_code_shown_then_off(qtbot, window):
    port = free_port()
    area, panel = switch_on(qtbot, window, port)
    assert panel.page.state == ON, panel.message.text()
    url = panel.address.text()
    assert url == panel.page.server.url and url.startswith("http://") and url.endswith(f":{port}/")
    assert panel.address.isReadOnly() and panel.copy_button.isEnabled()
    panel.copy_button.click()
    assert QGuiApplication.clipboard().text() == url
    with urllib.request.urlopen(url, timeout=5) as answer:
        assert answer.status == 200 and b"<html" in answer.read().lower()
    assert panel.qr.isVisible() and panel.qr.pixmap().width() >= 200  # scanned off the screen
    assert qr_text(panel.qr.grab()) == [url]
    assert players_page_url(window.desk) == url
    assert saved_port() == port  # remembered for the next night
    assert not panel.port_spin.isEnabled()

    panel.switch.click()
    qtbot.waitUntil(lambda: panel.page.state == OFF, timeout=WAIT_MS)
    assert refused(url)
    assert panel.address.text() == "" and not panel.qr.isVisible() and not panel.switch.isChecked()
    assert players_page_url(window.desk) is None and panel.port_spin.isEnabled()


def test_a_port_in_use_is_said_in_one_sentence(qtbot, window):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        area, panel = switch_on(qtbot, window, port)
        assert panel.page.state == OFF and not panel.switch.isChecked()
        said = panel.message.text()
        assert (
            said.startswith("The players' page did not start") and f"port {port}" in said and "in use" in said
        )
        assert (
            said.count(".") == 1
            and "\n" not in said
            and "Traceback" not in said
            and panel.message.isVisible()
        )
        assert panel.address.text() == "" and not panel.qr.isVisible()
    panel.switch.click()  # the port is free again: it starts, and the sentence is gone
    qtbot.waitUntil(lambda: panel.page.state == ON, timeout=WAIT_MS)
    assert panel.message.text() != said


@pytest.mark.parametrize("how", ["close the event", "close the window"])
def test_closing_the_event_or_the_window_stops_the_page(qtbot, window, how):
    _, panel = switch_on(qtbot, window, free_port())
    url = panel.address.text()
    assert urllib.request.urlopen(url, timeout=5).status == 200
    desk = window.desk
    if how == "close the event":
        window.close_event()
    else:
        window.close()
    assert refused(url)
    assert players_page_url(desk) is None


def test_an_event_closed_while_the_page_is_starting_leaves_nothing_listening(qtbot, window):
    port = free_port()
    panel = window.event_view.show_area("Displays").players_page
    panel.port_spin.setValue(port)
    panel.switch.click()  # and the event is closed before the page says it is on
    page = panel.page
    window.close_event()
    assert page.state == OFF and page.server is None and page.job is None
    assert refused(f"http://127.0.0.1:{port}/")


def test_the_board_shows_the_code_in_a_corner_while_the_page_is_on(qtbot, window):
    area = window.event_view.show_area("Displays")
    board = area.open_board()
    margins = board.layout().contentsMargins()
    assert not board.findChildren(BoardCorner)
    _, panel = switch_on(qtbot, window, free_port())
    url = panel.address.text()
    corner = area.corner
    assert corner is not None and corner.parent() is board and corner.isVisible()
    assert qr_text(corner.grab()) == [url] and url in corner.address.text()
    right = corner.geometry().right()
    assert right <= board.width() and corner.geometry().bottom() <= board.height()
    body = board.body.mapTo(board, board.body.rect().topRight()).x()
    assert body < corner.geometry().left()  # the pages keep clear of it
    panel.switch.click()
    qtbot.waitUntil(lambda: panel.page.state == OFF, timeout=WAIT_MS)
    assert area.corner is None and board.layout().contentsMargins() == margins
    qtbot.waitUntil(lambda: not board.findChildren(BoardCorner))
    area.close_board()


def test_a_board_opened_while_the_page_is_on_shows_the_code(qtbot, window):
    area, panel = switch_on(qtbot, window, free_port())
    board = area.open_board()
    assert area.corner is not None and area.corner.parent() is board
    assert qr_text(area.corner.grab()) == [panel.address.text()]
    area.close_board()


def test_table_cards_and_seating_lists_printed_while_the_page_is_on_carry_its_code(qtbot, window):
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    printing = window.event_view.show_area("Printing")
    printing.document_combo.setCurrentIndex(printing.document_combo.findData("table-cards"))
    assert printing.preview()
    first = pdfium.PdfDocument(str(printing.last_pdf))[0].render(scale=150 / 72).to_pil()
    assert zxingcpp.read_barcodes(first) == []  # off: no code
    _, panel = switch_on(qtbot, window, free_port())
    url = panel.address.text()
    window.event_view.show_area("Printing")
    assert printing.preview()
    assert url in printing.message.text()
    for page in pdfium.PdfDocument(str(printing.last_pdf)):
        assert [r.text for r in zxingcpp.read_barcodes(page.render(scale=150 / 72).to_pil())] == [url, url]
    printing.document_combo.setCurrentIndex(printing.document_combo.findData("seating"))
    assert printing.preview() and url in printing.message.text()
    codes = [
        r.text
        for page in pdfium.PdfDocument(str(printing.last_pdf))
        for r in zxingcpp.read_barcodes(page.render(scale=150 / 72).to_pil())
    ]
    assert codes and set(codes) == {url}  # the seating list on the wall: the same address
    printing.document_combo.setCurrentIndex(printing.document_combo.findData("score-sheets"))
    assert printing.preview() and url not in printing.message.text()  # the sheets carry their own number only


def test_the_desk_opens_the_displays_without_loading_the_server(night):
    """The server's modules (and its HTTP library) load when the switch is turned on, not before."""
    script = (
        "import sys\n"
        "from cardnight_desk.gui.app import application\n"
        "from cardnight_desk.gui.main_window import MainWindow\n"
        "app = application()\n"
        "window = MainWindow()\n"
        f"assert window.open_event({night!r})\n"
        "window.event_view.show_area('Displays')\n"
        "window.event_view.show_area('Printing')\n"
        "print(sorted(m for m in sys.modules if m.startswith(('cardnight_desk.web', 'aiohttp'))))\n"
        "window.close()\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"
