"""A table's sides enter their score sheet as players will: each side's link opened in the browser engine (Qt
WebEngine, offscreen, a phone's width), the game's form filled in by typing into its fields with the keyboard
and tapping its buttons, the rule messages read under the fields as they type, the sheet sent; then the desk's
own window opened on the event shows the sheet the sides agreed on in its Scores area.

The players' page runs for real (:class:`~cardnight_desk.web.server.PlayersPageServer` on a free port of the
loopback address) on a real event file whose competition's tables enter their sheets (``table_entry`` on)."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.scores.area import ScoresArea, TablesModel
from cardnight_desk.services import draws, scores, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.web.server import PlayersPageServer
from cardnight_desk.web.words import entry_words
from tests.gui.scores.builders import players
from tests.services.builders import bhukhar_event, bhukhar_sheet
from tests.web.browser import Phone

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]
RUMMY_PLAYERS = ["അനു", "ബിജു", "ചിത്ര", "ദീപ", "ഗീത", "ഹരി"]  # a table of six: the final table (RU-7)
CHECKED_WITHIN = 10.0  # seconds for a rule message to follow the typing (the page checks 0.4 s after a key)


# --- the event and its page -----------------------------------------------------------------------------
def bhukhar_night(folder: Path) -> tuple[Path, table_entry.TableLinks]:
    """A Bhukhar league whose tables enter their sheets, its first round drawn: the file and table 1's links."""
    path = folder / "night.cardnight"
    desk = bhukhar_event(str(path), TEAMS, {"table_entry": "on"})
    try:
        draws.draw_next_round(desk, "Bhukhar", seed=1)
        return path, table_entry.round_links(desk, "Bhukhar").tables[0]
    finally:
        desk.close()


def rummy_night(folder: Path) -> tuple[Path, table_entry.TableLinks]:
    """A rummy competition of six players (one table: the final), entering on phones, its round drawn."""
    path = folder / "night.cardnight"
    desk = bhukhar_event(str(path), ["Lions", "Tigers"])
    try:
        players(desk, "Rummy", "rummy", RUMMY_PLAYERS, {"table_entry": "on"})
        draws.draw_next_round(desk, "Rummy", seed=3)
        return path, table_entry.round_links(desk, "Rummy").tables[0]
    finally:
        desk.close()


@pytest.fixture
def serve():
    """Start the players' page on an event file; stopped when the test ends."""
    started: list[PlayersPageServer] = []

    def start(path: Path) -> PlayersPageServer:
        page = PlayersPageServer(str(path), host="127.0.0.1", port=0)
        page.start()
        started.append(page)
        return page

    yield start
    for page in started:
        page.stop()


# --- the form on the phone ------------------------------------------------------------------------------
class EntryForm:
    """A side's form on a phone: its fields found by the sheet's paths (the form makes them in the order of
    the sheet's description, which the page carries), each checked to bear its description's label."""

    def __init__(self, phone: Phone):
        self.phone = phone
        self.data = json.loads(phone.js("document.getElementById('entry-data').textContent"))
        d, sides = self.data["description"], self.data["sides"]
        paths = [(f["path"], f["label"]) for f in d["fields"]]
        if d.get("sides") and not d["sides"].get("list"):
            paths += [
                (f["path"].replace("{side}", side), f["label"])
                for side in sides
                for f in d["sides"]["fields"]
            ]
        self.ids: dict[str, str] = {}
        self._name(paths, "#sheet")

    def _name(self, paths: list[tuple[str, str]], within: str) -> None:
        ids = self.phone.js(
            f"JSON.stringify(Array.from(document.querySelectorAll({within + ' input, ' + within + ' select'!r}))"
            ".map(function(e){var l=document.querySelector('label[for='+e.id+']');return [e.id, l?l.innerText:'']}))"
        )
        found = [i for i in json.loads(ids) if i[0] not in self.ids.values()]
        assert len(found) == len(paths), (found, paths)
        for (path, label), (id_, shown) in zip(paths, found, strict=True):
            assert shown.strip().startswith(label), f"{path}: the field says {shown!r}, not {label!r}"
            self.ids[path] = id_

    def add_line(self, spec_path: str) -> int:
        """Tap the line list's add button; the new line's fields are named; its number."""
        spec = next(s for s in self.data["description"]["lines"] if s["path"] == spec_path)
        n = int(self.phone.js("document.querySelectorAll('fieldset.line').length"))
        self.phone.tap("section.lines > button.add")
        self.phone.wait_for(f"document.querySelectorAll('fieldset.line').length === {n + 1}", timeout=5)
        paths = [(f["path"].replace("{n}", str(n)), f["label"]) for f in spec["fields"]]
        paths += [
            (f["path"].replace("{n}", str(n)).replace("{side}", side), f["label"])
            for side in (self.data["sides"] if spec.get("side_fields") else [])
            for f in spec.get("side_fields", [])
        ]
        self._name(paths, f"fieldset.line:nth-of-type({n + 1})")
        return n

    def at(self, path: str) -> str:
        return "#" + self.ids[path]

    def tick(self, path: str) -> None:
        """Tick a yes/no box: the space bar on it."""
        self.phone.focus(self.at(path))
        self.phone.key(Qt.Key.Key_Space)
        self.phone.settled(f"document.querySelector({self.at(path)!r}).checked")

    def type(self, path: str, text: str) -> None:
        """Type ``text`` over what the field holds (an empty text: clear it)."""
        self.phone.retype(self.at(path), text)

    def choose(self, path: str, value: str) -> None:
        """Choose an option with the arrow keys from the one shown, whatever language it is said in."""
        f = self.field(path)
        options = [o["value"] for o in f["options"]] if f["kind"] == "choice" else self.data["sides"]
        assert value in options, (path, value)
        select = f"document.querySelector({self.at(path)!r})"
        now, wanted = (
            self.phone.js(
                f"JSON.stringify([{select}.selectedIndex, Array.from({select}.options).map(function(o){{return o.value}}).indexOf({value!r})])"
            )
            .strip("[]")
            .split(",")
        )
        self.phone.focus(self.at(path))
        steps = int(wanted) - int(now)
        if steps:
            self.phone.key(Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up, times=abs(steps))
        self.phone.settled(f"{select}.value === {value!r}")

    def shown(self, path: str) -> str:
        """The value the field shows ('' for a choice not made)."""
        return self.phone.js(f"document.querySelector({self.at(path)!r}).value")

    def field(self, path: str) -> dict:
        d = self.data["description"]
        every = d["fields"] + (d.get("sides") or {}).get("fields", [])
        every += [f for s in d["lines"] for f in s["fields"] + s.get("side_fields", [])]
        for f in every:
            if re.fullmatch(
                re.escape(f["path"]).replace(r"\{side\}", "[^.]+").replace(r"\{n\}", r"\d+"), path
            ):
                return f
        raise KeyError(path)

    def message(self, path: str) -> str:
        """The message shown under the field."""
        return self.phone.js(
            f"document.querySelector({self.at(path)!r}).closest('.field').querySelector('.err').innerText"
        )

    def wait_message(self, path: str, present: bool) -> str:
        test = "!==" if present else "==="
        self.phone.wait_for(
            f"document.querySelector({self.at(path)!r}).closest('.field').querySelector('.err').innerText {test} ''",
            timeout=CHECKED_WITHIN,
        )
        return self.message(path)

    def visible(self, path: str) -> None:
        self.phone.wait_for(
            f"!document.querySelector({self.at(path)!r}).closest('.field').hidden", timeout=CHECKED_WITHIN
        )

    def shown_errors(self) -> list[str]:
        """Every message the form shows (under its fields and above the button)."""
        return [t for t in self.phone.texts(".field .err, #general") if t.strip()]

    def send(self) -> str:
        """Tap the send button; what the status line says once the desk answered (the line is emptied
        first: what it said before is not taken for the answer)."""
        self.phone.js("document.getElementById('status').textContent = ''; true")
        self.phone.tap("#send")
        sending = self.data["words"]["sending"]
        self.phone.wait_for(
            f"(function(t){{return t !== '' && t !== {sending!r}}})(document.getElementById('status').innerText)",
            timeout=15,
        )
        return self.phone.text("#status")


def open_form(qtbot, page: PlayersPageServer, link: table_entry.SideLink, language: str = "en-GB,en;q=0.9"):
    phone = Phone(qtbot, language=language)
    phone.open(f"http://127.0.0.1:{page.port}{link.path}")
    return phone, EntryForm(phone)


# --- the desk ---------------------------------------------------------------------------------------------
def desk_shows(qtbot, path: Path, competition: str, table: str) -> tuple[str, dict]:
    """Open the desk's window on the event, go to the Scores area and the table: what the list says of its
    sheet, and the sheet its form holds (which the rules take: one click confirms it)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(str(path))
    area = window.event_view.areas["Scores"]
    assert isinstance(area, ScoresArea)
    window.event_view.setCurrentWidget(area)
    area.choose(competition, 1)
    rows = [area.model.row_at(r) for r in range(area.model.rowCount())]
    row = next(r for r, info in enumerate(rows) if info.table == table)
    said = area.model.index(row, TablesModel.COL_STATUS).data()
    area.tables.setCurrentIndex(area.model.index(row, 0))
    area.open_table(rows[row])
    form = area.panel.form
    assert form is not None
    assert form.valid, form.errors
    return said, form.sheet()


def stored(path: Path, competition: str, table: str):
    desk = Desk.open(str(path))
    try:
        return scores.get_sheet(desk, competition, 1, table)
    finally:
        desk.close()


# --- Bhukhar ------------------------------------------------------------------------------------------------
def type_bhukhar(form: EntryForm, sheet: dict, mistake: bool = False, stop_at_mistake: bool = False) -> None:
    """Type a Bhukhar sheet: how the game ended, then each side's boxes and counts in the form's order. With
    ``mistake``: the losing side's closed sequences typed as 3 first (the rules refuse it: that side has shown
    no licence), the message read under the field, then typed again (``stop_at_mistake``: not; the typing
    stops there, for the user guide's picture)."""
    form.choose("ended_by", sheet["ended_by"])
    for side in form.data["sides"]:
        for f in form.data["description"]["sides"]["fields"]:
            path = f["path"].replace("{side}", side)
            value: object = sheet
            for k in path.split("."):
                value = value[k]  # type: ignore[index]
            if mistake and path.endswith(".closed.sequence") and not sheet["teams"][side]["licence"]:
                form.type(path, "3")
                said = form.wait_message(path, present=True)
                assert f"{side} has not displayed a licence" in said and "(ruling BH-5)" in said, said
                if stop_at_mistake:
                    return
                form.type(path, str(value))
                assert form.wait_message(path, present=False) == ""
            elif f["kind"] == "yes_no" and value:
                form.tick(path)
            elif f["kind"] == "whole" and value != 0:
                form.type(path, str(value))


def test_both_sides_of_a_bhukhar_table_type_the_sheet_on_phones_and_the_desk_shows_it_agreed(
    tmp_path, qtbot, serve
):
    path, table = bhukhar_night(tmp_path)
    page = serve(path)
    first, second = table.sides
    sheet = bhukhar_sheet(first.side, second.side)

    phone, form = open_form(qtbot, page, first)
    assert phone.text("#status") == "Nothing sent from this phone yet."
    type_bhukhar(form, sheet, mistake=True)
    assert form.send() == "Your sheet is stored. Waiting for the other side's sheet.", form.shown_errors()
    assert form.shown_errors() == []

    other, other_form = open_form(qtbot, page, second)
    type_bhukhar(other_form, sheet)
    assert other_form.send() == "Both sides agree: the sheet is at the desk.", other_form.shown_errors()
    page.stop()

    info = stored(path, "Bhukhar", table.table)
    assert (info.status, info.sheet) == ("draft", sheet)  # what they typed, stored as the table's draft
    said, shown = desk_shows(qtbot, path, "Bhukhar", table.table)
    assert said == "agreed at the table"
    assert shown == sheet


# --- rummy, in Malayalam --------------------------------------------------------------------------------------
def rummy_deals(seated: list[str]) -> list[dict]:
    """The first seated wins by a Hand-Rummy (the others, having had a turn, score a double 200), then a normal
    deal puts the other five out at the final table's 230."""
    winner = seated[0]
    hand = {
        p: {"result": "won"} if p == winner else {"result": "lost", "points": 100, "had_turn": True}
        for p in seated
    }
    normal = {p: {"result": "won"} if p == winner else {"result": "lost", "points": 100} for p in seated}
    return [{"deal_type": "hand_rummy", "players": hand}, {"deal_type": "normal", "players": normal}]


def type_rummy(form: EntryForm, deals: list[dict], mistake: bool = False) -> None:
    """The final table's target typed over the usual one (with ``mistake``: the rule message read first, under
    the field), its deal limit cleared, then each deal: its type, each player's result, then the losers' points
    and turns (their fields show once the result is chosen)."""
    if mistake:
        form.type("target", "150")
        said = form.wait_message("target", present=True)
        assert "the final table plays with target 230, not 150 (ruling RU-7)" in said, said
    form.type("target", "230")
    if mistake:
        assert form.wait_message("target", present=False) == ""
    form.type("max_deals", "")
    for deal in deals:
        n = form.add_line("deals")
        form.choose(f"deals.{n}.deal_type", deal["deal_type"])
        if deal["deal_type"] == "hand_rummy":  # the option chosen, as the phone shows it
            shown = f"(function(s){{return s.options[s.selectedIndex].text}})(document.querySelector({form.at(f'deals.{n}.deal_type')!r}))"
            assert form.phone.js(shown) == "ഹാൻഡ് റമ്മി"
        for player, hand in deal["players"].items():
            form.choose(f"deals.{n}.players.{player}.result", hand["result"])
        for player, hand in deal["players"].items():
            if hand["result"] == "lost":
                form.visible(f"deals.{n}.players.{player}.points")
                form.type(f"deals.{n}.players.{player}.points", str(hand["points"]))
                if hand.get("had_turn"):
                    form.tick(f"deals.{n}.players.{player}.had_turn")


def test_six_players_of_a_rummy_table_enter_the_same_deals_on_phones_in_malayalam_and_the_desk_shows_it_agreed(
    tmp_path, qtbot, serve
):
    path, table = rummy_night(tmp_path)
    page = serve(path)
    seated = [link.side for link in table.sides]
    assert sorted(seated) == sorted(RUMMY_PLAYERS)
    deals = rummy_deals(seated)
    sheet = {"game": "rummy-table", "target": 230, "players": seated, "deals": deals}  # no deal limit (RU-8)
    words = entry_words("ml")  # the form's own words as the phone's language says them

    started = time.monotonic()
    said = []
    for k, link in enumerate(table.sides):
        phone, form = open_form(qtbot, page, link, language="ml")
        assert phone.js("document.documentElement.lang") == "ml"
        assert phone.text(f"label[for={form.ids['target']}]") == "ലക്ഷ്യം"  # "Target", in Malayalam
        type_rummy(form, deals, mistake=k == 0)
        said.append(form.send())
        assert form.shown_errors() == [], (link.side, form.shown_errors())
        phone.view.close()
    took = time.monotonic() - started
    assert said == [words["waiting"]] * 5 + [words["agreed"]]
    page.stop()

    info = stored(path, "Rummy", table.table)
    assert (info.status, info.sheet) == ("draft", sheet)
    shown_status, shown = desk_shows(qtbot, path, "Rummy", table.table)
    assert shown_status == "agreed at the table"
    assert shown == sheet | {"max_deals": None}  # the desk's form writes the final table's "no limit" out
    assert took < 60, f"six phones took {took:.0f} s"


# --- a choice not made --------------------------------------------------------------------------------------
def test_a_choice_starts_as_the_desks_form_starts_it_and_one_not_made_is_said_missing(tmp_path, qtbot, serve):
    """How a Bhukhar game ended starts at its first option, as the desk's form starts it (the rules never see
    an empty choice: a blank sheet sent is refused for what it says); a rummy deal's type the same; a player's result not chosen is left out of the sheet,
    and the rules say it is missing, as they say of the desk's sheet."""
    path, table = bhukhar_night(tmp_path)
    page = serve(path)
    phone, form = open_form(qtbot, page, table.sides[0])
    ended_by = form.field("ended_by")
    assert form.shown("ended_by") == ended_by["options"][0]["value"] == "closed"
    assert form.send() == "The rules refuse this sheet: see the marked fields."
    said = form.shown_errors()  # the blank sheet's, as the desk's form says of it
    assert (
        "the game was ended by a team closing it, but no team is marked as closing it (ruling BH-5)" in said
    )
    assert not any("'None' is not one of" in text for text in said), said

    (tmp_path / "rummy").mkdir()
    path, table = rummy_night(tmp_path / "rummy")
    page = serve(path)
    phone, form = open_form(qtbot, page, table.sides[0])
    n = form.add_line("deals")
    assert form.shown(f"deals.{n}.deal_type") == "normal"
    first = table.sides[0].side
    assert form.shown(f"deals.{n}.players.{first}.result") == ""
    assert form.send() == "The rules refuse this sheet: see the marked fields."
    said = form.wait_message(f"deals.{n}.players.{first}.result", present=True)
    assert "'result' is missing" in said, said
    assert not any("'None' is not one of" in text for text in form.shown_errors()), form.shown_errors()
