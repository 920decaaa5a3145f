"""Displays → Players' page, in the real window: switched on, the desk serves the event's pages on the hall's
network and shows their address and a QR code that reads back as that address; the standings board shows the
code in a corner and the table cards carry it; switched off, closing the event or the window, nothing listens
any more. A port already in use is said in one sentence."""

from __future__ import annotations

import io
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QGuiApplication, QPixmap

from cardnight_desk.gui.displays.board_corner import BoardCorner
from cardnight_desk.gui.displays.players_page import OFF, ON, players_page_url, saved_port
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services import draws, scores
from cardnight_desk.services.announcements import announcements, set_announcements
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.tables import round_tables
from tests.services.builders import bhukhar_event, bhukhar_sheet

WAIT_MS = 20_000  # the machine may be busy: starting loads the server's library the first time


def free_port() -> int:
    """A port nothing listens on, below those the system lends to outgoing connections: the tests running beside
    this one (pytest -n) connect all the time, and one of them could take a lent port before the page listens."""
    lent = Path("/proc/sys/net/ipv4/ip_local_port_range")
    first_lent = int(lent.read_text().split()[0]) if lent.is_file() else 32768
    for port in random.sample(range(10_000, max(first_lent, 10_100)), 100):
        with socket.socket() as probe:
            try:
                probe.bind(("0.0.0.0", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port below the ones lent to connections")


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
        taken.bind(("0.0.0.0", free_port()))  # free again below, where no connection is lent it meanwhile
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


# The event closed while its page is starting, and then nothing holds the page (its panel gone with the event's
# view). The automatic cycle collection is off, as the desk's window has it (gui/collector.py).
LET_GO = """
import gc, sys
from PySide6.QtCore import QEventLoop, QTimer
from cardnight_desk.gui.app import application
from cardnight_desk.gui.displays.players_page import close_players_page, players_page
from cardnight_desk.services.desk import Desk
app = application()
gc.disable()
desk = Desk.open(sys.argv[1])
page = players_page(desk)
page.start(int(sys.argv[2]))
close_players_page(desk)
del page
loop = QEventLoop()
QTimer.singleShot(300, loop.quit)
loop.exec()
desk.close()
print("closed")
"""


def test_a_page_let_go_while_it_was_starting_is_deleted_once(night):
    """The page's start-up job, deleted once it has run, held the page (its work did): deleting the job let go
    of the page, which was deleted in turn and deleted the job, its child, a second time. The desk crashed
    ("shared QObject was deleted directly") now and then when an event was closed while its page started."""
    done = subprocess.run(
        [sys.executable, "-c", LET_GO, night, str(free_port())], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "closed", (done.returncode, done.stderr[-2000:])
    assert "deleted directly" not in done.stderr


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


# A device in the hall holding as many connections to the page as it can: a request line each and then nothing
# (slowloris), each one the page drops opened again at once, for SECONDS (it may open as many files as its
# system allows).
FLOOD = """
import resource, select, socket, sys, time
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
port, count, seconds = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
held, said, end = [], False, time.monotonic() + seconds
while time.monotonic() < end:
    while len(held) < count:
        s = socket.socket()
        s.settimeout(1)
        try:
            s.connect(("127.0.0.1", port))
            s.sendall(b"GET / HTTP/1.1\\r\\n")
        except OSError:
            s.close()
            break
        held.append(s)
    if not said:
        print("flooding", flush=True)
        said = True
    answered = set(select.select(held, [], [], 0.2)[0]) if held else set()
    for s in answered:  # dropped (or answered): opened again
        s.close()
    held = [s for s in held if s not in answered]
"""


def open_files() -> int:
    """How many files this process (the desk's) has open; the open-file limit when it cannot even look."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        import resource

        return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts the desk's open files in /proc")
def test_the_desk_saves_while_a_device_floods_the_page(qtbot, window, tmp_path):
    """With the usual desktop limit of 1,024 open files, a device opens 1,100 connections to the players' page
    and holds them: the desk's saves (sheets confirmed, the board's announcements) all reach the event, it
    prints the seating list, its process holds none of those connections, and a phone gets its page meanwhile."""
    import resource

    from cardnight_desk.io import printing

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(1024, hard), hard))
    flood = None
    try:
        _, panel = switch_on(qtbot, window, free_port())
        assert panel.page.state == ON, panel.message.text()
        port = int(panel.address.text().rsplit(":", 1)[1].strip("/"))
        before = open_files()
        flood = subprocess.Popen(
            [sys.executable, "-c", FLOOD, str(port), "1100", "12"], stdout=subprocess.PIPE, text=True
        )
        assert flood.stdout is not None and flood.stdout.readline() == "flooding\n"
        desk = window.desk
        during = [open_files()]
        tables = round_tables(desk, "Bhukhar", 1)
        for t in tables:
            scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
            during.append(open_files())
        for n in range(20):
            set_announcements(desk, [f"Round 2 at {n}"])
            during.append(open_files())
            qtbot.wait(200)
        data = printing.document_data(desk, "seating", "Bhukhar", 1)
        printing.print_document(data, "seating", tmp_path / "seating.pdf")  # files the desk opens
        assert (tmp_path / "seating.pdf").stat().st_size > 1000
        with socket.socket() as phone:
            phone.bind(("127.0.0.2", 0))
            phone.settimeout(10)
            phone.connect(("127.0.0.1", port))
            phone.sendall(
                f"GET /standings HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode()
            )
            assert phone.recv(100).startswith(b"HTTP/1.1 200")
        assert max(during) - before < 20, f"the desk's process held {max(during) - before} more files"
    finally:
        if flood is not None:
            flood.kill()
            flood.wait()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    other = Desk.open(window.desk.store.target)  # what another process would read
    try:
        assert announcements(other) == ["Round 2 at 19"]
        assert all(t.status == "confirmed" for t in round_tables(other, "Bhukhar", 1))
    finally:
        other.close()


# A desk (its Displays area's players' page, as the window runs it) in a process of its own, to be killed.
DESK = """
import sys, time
from PySide6.QtCore import QCoreApplication
from cardnight_desk.gui.displays.players_page import ON, players_page
from cardnight_desk.services.desk import Desk
app = QCoreApplication([])
desk = Desk.open(sys.argv[1])
page = players_page(desk)
page.start(int(sys.argv[2]))
end = time.monotonic() + 60
while page.state != ON and time.monotonic() < end:
    app.processEvents()
    time.sleep(0.05)
print(page.url, flush=True)
while True:
    app.processEvents()
    time.sleep(0.1)
"""


def listening(port: int) -> set[int]:
    """The processes holding a socket that listens on ``port`` (read from /proc)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                inodes.add(f"socket:[{fields[9]}]")
    pids = set()
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                if any(os.readlink(fd) in inodes for fd in (proc / "fd").iterdir()):
                    pids.add(int(proc.name))
            except OSError:
                continue
    return pids


def ended(pid: int) -> bool:
    """The process is gone, or a zombie (ended, its parent not told yet)."""
    try:
        return "zombie" in Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not Path("/proc/net/tcp").is_file(), reason="finds the page's process in /proc")
def test_the_page_runs_in_a_process_of_its_own_that_ends_with_the_desk(night):
    """The page's connections are never the desk's files: it listens from another process than the desk's,
    and that process ends when the desk ends, even killed (nothing is left listening on the hall's network)."""
    port = free_port()
    desk = subprocess.Popen(
        [sys.executable, "-c", DESK, night, str(port)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[3],
    )
    try:
        assert desk.stdout is not None
        url = desk.stdout.readline().strip()
        assert url.endswith(f":{port}/"), url
        assert urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).status == 200
        page = listening(port)
        assert page and desk.pid not in page, "the page listens from the desk's own process"
        desk.send_signal(signal.SIGKILL)
        desk.wait()
        end = time.monotonic() + 10  # it closes its port first, then ends: on a busy machine, a moment later
        while (listening(port) or not all(map(ended, page))) and time.monotonic() < end:
            time.sleep(0.1)
        assert not listening(port) and refused(f"http://127.0.0.1:{port}/")
        assert all(map(ended, page))
    finally:
        desk.kill()
        desk.wait()
