"""What the desk keeps in memory once a person has looked round every area of the demo night: the pages and
modules only a button or a hidden tab needs are not loaded by looking (the memory benchmark,
``tests/benchmarks/bench_memory.py``, measures the same walk)."""

from __future__ import annotations

from cardnight_desk.services.demo import make_demo
from tests.gui.test_main_window_startup import modules_loaded

# loaded only when asked for: printing a poker moves sheet (Qt's printing module), the Scores area's History
# tab, the Registration area's team form, check-in and roll, its dialogs (an override, withdrawing, the import
# preview) and renaming, the judges' dialogs and the Scores area's conflict dialog, the Poker area's busts and
# moves and blind structure and its clock screen, the Baccarat area's seat dialog, the Scores area's sheet forms
# and the services saving a sheet (until a table is opened), the Displays area's standings board and its corner
# (until the board is opened); and never the html package (the boards escape their text themselves,
# gui.rich_text)
NOT_BY_LOOKING = (
    "html",
    "PySide6.QtPrintSupport",
    "cardnight_desk.gui.scores.history",
    "cardnight_desk.gui.registration.team_form",
    "cardnight_desk.gui.registration.checkin",
    "cardnight_desk.gui.registration.dialogs",
    "cardnight_desk.services.registration_batch",
    "cardnight_desk.services.checkin",
    "cardnight_desk.services.rename",
    "cardnight_desk.gui.judge_dialogs",
    "cardnight_desk.gui.scores.conflict",
    "cardnight_desk.gui.games.poker.clock_display",
    "cardnight_desk.gui.games.baccarat.seat_dialog",
    "cardnight_desk.gui.games.poker.bust_form",
    "cardnight_desk.gui.games.poker.moves",
    "cardnight_desk.gui.games.poker.structure_editor",
    "cardnight_desk.gui.scores.forms",
    "cardnight_desk.gui.sheet_forms.base",
    "cardnight_desk.services.double_entry",
    "cardnight_desk.gui.standings.board",
    "cardnight_desk.gui.displays.board_corner",
)
EVERY_AREA = (
    "import json, sys\n"
    "from cardnight_desk.gui.app import application\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\nw = MainWindow()\nw.resize(1280, 800)\nw.show()\napp.processEvents()\n"
    "assert w.open_event(sys.argv[1])\napp.processEvents()\n"
    "for key in list(w.event_view.areas):\n"
    "    w.event_view.show_area(key)\n"
    "    app.processEvents()\n"
    "assert len(w.event_view.built) == len(w.event_view.areas)\n"
    "print(json.dumps(sorted(m for m in sys.modules if m in {names!r})))\n"
    "w.close()\n"
)


def test_looking_round_every_area_loads_no_page_or_module_only_a_button_needs(tmp_path):
    target = str(tmp_path / "demo.cardnight")
    make_demo(target)
    assert modules_loaded(EVERY_AREA.format(names=NOT_BY_LOOKING), tmp_path, str(target)) == []
