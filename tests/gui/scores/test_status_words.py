"""A sheet's status can be said in a language's own word order: who entered the draft may come first, as in
Malayalam ("… Score desk എൻട്രി ചെയ്തത്"), never left stranded after a translated phrase."""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui.translations_tool import lrelease
from tests.gui.scores.builders import bhukhar_game, event, open_sheet, team_round, teams

SOURCE = "Draft (version %1), entered by %2."
MALAYALAM = "ഡ്രാഫ്റ്റ് (പതിപ്പ് %1), %2 എൻട്രി ചെയ്തത്."
TS = f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ml" sourcelanguage="en">
<context><name>SheetPanel</name>
<message><source>{SOURCE}</source><translation>{MALAYALAM}</translation></message>
</context>
</TS>
"""


def test_who_entered_a_draft_stands_where_the_language_puts_it(qtbot, tmp_path):
    desk = event(str(tmp_path / "night.cardnight"), who="Score desk")
    teams(desk, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(desk, "League", 1, [("Lions", "Tigers")])
    ts = tmp_path / "status_ml.ts"
    ts.write_text(TS, encoding="utf-8")
    translator = QTranslator()
    assert translator.load(str(lrelease(ts, quiet=True)))
    area = open_sheet(qtbot, desk, "1-1-1")
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.save()
    assert area.panel.status.text() == "Draft (version 1), entered by Score desk."
    QApplication.installTranslator(translator)
    try:
        area.panel._update()
        assert area.panel.status.text() == "ഡ്രാഫ്റ്റ് (പതിപ്പ് 1), Score desk എൻട്രി ചെയ്തത്."
    finally:
        QApplication.removeTranslator(translator)
        desk.close()
