"""Two players at a poker table report a bust as players will: each one's link opened in the browser engine (Qt
WebEngine, offscreen, a small phone's 360 px), the player out picked from the table's players, the hand typed,
the rule message read for a wrong report, the report sent; the second one in Hindi, chosen on the page's language
switch. Then the desk's table reports show the table agreed.

The players' page runs for real (:class:`~cardnight_desk.web.server.PlayersPageServer`) on a freezeout's event
file whose tables report their busts (``table_entry`` on)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSize

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.games.poker import table_entry as poker_entry
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.table_entry import AGREED
from cardnight_desk.web.words import entry_words
from tests.services.games.poker.test_desk import COMP, poker_event
from tests.web.browser import Phone
from tests.web.test_entry_browser import EntryForm, serve  # noqa: F401,F811 - serve: the fixture

SMALL_PHONE = QSize(360, 740)


def freezeout(folder: Path) -> tuple[Path, poker_entry.TableLinks]:
    """14 players at two tables of seven, reporting their busts on phones: the file and table 1's links."""
    path = folder / "night.cardnight"
    desk = poker_event(str(path), 14, table_entry="on")
    try:
        poker = PokerDesk(desk, COMP)
        poker.enter_registered()
        poker.draw_seats(seed=7)
        return path, poker_entry.poker_links(desk, COMP).tables[0]
    finally:
        desk.close()


class ReportForm(EntryForm):
    """A poker player's form: no fields of its own, one line of the busts to start with."""

    def __init__(self, phone: Phone):
        self.phone = phone
        self.data = json.loads(phone.js("document.getElementById('entry-data').textContent"))
        self.ids = {}
        spec = self.data["description"]["lines"][0]
        self._name([(f["path"].replace("{n}", "0"), f["label"]) for f in spec["fields"]], "fieldset.line")

    def general(self) -> str:
        return self.phone.text("#general") or ""


def fits(phone: Phone, selector: str) -> bool:
    """The element is wholly inside the phone's width, and the page does not scroll sideways."""
    return bool(
        phone.js(
            f"(function(){{var e=document.querySelector({selector!r});e.scrollIntoView({{block:'center'}});"
            "var r=e.getBoundingClientRect();var w=document.documentElement.clientWidth;"
            "return r.left>=0&&r.right<=w&&r.width>0&&document.documentElement.scrollWidth<=w})()"
        )
    )


def report_two_out(form: ReportForm, out: list[str], chips: list[int], hand: int, mistake: bool) -> None:
    """Pick the two players out on the busts' two lines, type the hand (with ``mistake``: send without their
    chips first, and read the rule's message), then their chips."""
    form.choose("busts.0.player", out[0])
    form.type("busts.0.hand", str(hand))
    second = form.add_line("busts")
    form.choose(f"busts.{second}.player", out[1])
    form.type(f"busts.{second}.hand", str(hand))
    if mistake:
        assert form.send() == form.data["words"]["refused"]
        said = form.general()
        assert "players out in the same hand need a hand number and their chips" in said, said
        assert "(ruling PK-5)" in said, said
    form.type("busts.0.start_chips", str(chips[0]))
    form.type(f"busts.{second}.start_chips", str(chips[1]))


def test_two_players_at_a_poker_table_report_a_bust_on_phones_and_the_desk_sees_it_agreed(
    tmp_path,
    qtbot,
    serve,  # noqa: F811 - the fixture imported above
):
    path, table = freezeout(tmp_path)
    page = serve(path)
    players = [link.side for link in table.sides]
    out, chips, hand = [players[3], players[5]], [1800, 900], 12
    report = {
        "game": "poker-tournament",
        "busts": [
            {"player": out[0], "hand": hand, "start_chips": chips[0]},
            {"player": out[1], "hand": hand, "start_chips": chips[1]},
        ],
    }

    phone = Phone(qtbot, SMALL_PHONE)
    phone.open(f"http://127.0.0.1:{page.port}{table.sides[0].path}")
    form = ReportForm(phone)
    assert "Round" not in phone.text("header") and "Table 1" in phone.text("header")
    shown = phone.js(
        f"JSON.stringify(Array.from(document.querySelector({form.at('busts.0.player')!r}).options).map(function(o){{return o.value}}))"
    )
    assert json.loads(shown) == ["", *players]  # "Choose…", then the table's players in seat order
    assert fits(phone, form.at("busts.0.player")) and fits(phone, "section.lines > button.add")
    assert fits(phone, "#send")
    report_two_out(form, out, chips, hand, mistake=True)
    assert form.send() == entry_words("en", report=True)["waiting"], form.shown_errors()
    assert form.general() == "" and form.shown_errors() == []
    phone.view.close()

    other = Phone(qtbot, SMALL_PHONE)
    other.open(f"http://127.0.0.1:{page.port}{table.sides[1].path}")
    with qtbot.waitSignal(other.view.loadFinished, timeout=30_000):
        other.tap("footer a[lang=hi]")  # the page's language switch
    assert other.js("document.documentElement.lang") == "hi"
    hindi = entry_words("hi", report=True)
    assert other.text("#send") == hindi["send"] != entry_words("en", report=True)["send"]
    other_form = ReportForm(other)
    assert fits(other, other_form.at("busts.0.player")) and fits(other, "section.lines > button.add")
    report_two_out(other_form, out, chips, hand, mistake=False)
    assert other_form.send() == hindi["agreed"], other_form.shown_errors()
    page.stop()

    desk = Desk.open(str(path))
    try:
        reports = poker_entry.table_reports(desk, COMP)[table.table]
        assert (reports.status, reports.agreed, reports.agreed_by) == (AGREED, report, tuple(players[:2]))
        assert [e.side for e in reports.entries] == players[:2]
    finally:
        desk.close()
