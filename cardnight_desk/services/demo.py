"""The demo night: a realistic, part-played card night in a new event, to explore the desk safely.

:func:`make_demo` builds it through the desk's own services, as volunteers would at the desk, so everything in
it (the history, the standings, the poker clock) is what a real night holds:

- the event with one competition of every game (``demo_people``): a Bhukhar league of eight teams of three, a
  28 knockout of six teams, rummy with fourteen players, Bukharo with six, a poker freezeout with twenty
  players, and the baccarat fun table;
- the players registered from the club's pre-registration list (one import), most of them checked in; two
  poker players still missing, two more registered at the desk as late entries;
- the judge PIN :data:`JUDGE_PIN`;
- Bhukhar rounds 1 and 2 confirmed (with a judge's penalty in round 2) and round 3 drawn with one draft sheet;
  the 28 first round confirmed; rummy round 1 partly entered (one table confirmed, one table's first deals as
  a draft, one still to come); one Bukharo game confirmed;
- the poker clock started some minutes ago (:data:`CLOCK_STARTED_MINUTES_AGO`, mid-level 2), two late entries
  at level 2 (ruling PK-2) and two players out;
- four seats at the baccarat table, a couple of settled hands and the next hand's bets down.

A seed gives the same night (draws, sheets, cards); only the times follow the moment it is made. The event
date is the day it is made, so the night is "tonight".
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from cardnight_desk.domain.games.poker.clock import utc_now
from cardnight_desk.services import checkin, draws, judges, scores
from cardnight_desk.services import demo_people as people
from cardnight_desk.services import demo_sheets as sheets
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.baccarat import desk as baccarat_desk
from cardnight_desk.services.games.poker.desk import PokerDesk
from cardnight_desk.services.penalties import add_penalty
from cardnight_desk.services.registration import register_player
from cardnight_desk.services.registration_apply import apply_batch
from cardnight_desk.services.registration_batch import BatchRow
from cardnight_desk.services.registration_model import PlayerDetails
from cardnight_desk.services.tables import TableInfo, round_tables
from cardnight_desk.store.engine import EVENT_SUFFIX

DEFAULT_SEED = 2026
JUDGE_PIN = "1234"
JUDGE = "Meera Shah"
CLOCK_STARTED_MINUTES_AGO = 22  # 15-minute levels: level 2, with about 8 minutes to go (PK-3)
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class DemoNight:
    target: str
    seed: int
    event: str
    competitions: tuple[str, ...]
    players: int
    judge_pin: str


class _Builder:
    def __init__(self, desk: Desk, seed: int, now: dt.datetime):
        self.desk, self.rng, self.now = desk, random.Random(seed), now

    def seed(self) -> int:
        """A seed for one draw, from the demo's own generator (EV-5: the draw stores it)."""
        return self.rng.randrange(1, 2**31 - 1)

    def utc(self) -> dt.datetime:
        """Now as the store keeps times (UTC, without a zone)."""
        return self.now.astimezone(dt.UTC).replace(tzinfo=None)

    def as_(self, who: str) -> None:
        self.desk.who = who

    def draw(self, comp: str) -> None:
        """The draw desk draws the competition's next round, then hands over to the score desk."""
        self.as_("Draw desk")
        draws.draw_next_round(self.desk, comp, seed=self.seed())
        self.as_("Score desk")

    # --- setting up -----------------------------------------------------------------------------------------
    def competitions(self) -> None:
        self.as_("Organiser")
        for name, game, settings in people.COMPETITIONS:
            add_competition(self.desk, name, game, settings=dict(settings))
        judges.set_pin(self.desk, JUDGE_PIN)

    def registrations(self) -> int:
        self.as_("Registration desk")
        date = self.now.astimezone().date()  # the local day: the night is tonight
        rows = []
        for i, name in enumerate(people.everyone()):
            entries = people.competitions_of(name)
            details = PlayerDetails(
                name,
                people.birth_date(name, i, date),
                phone=f"07700 9{i:05d}",
                eligible=name not in people.YOUNG,  # the GAMA competitions' community confirmation (EV-1)
            )
            rows.append(
                BatchRow(
                    i + 2,  # the list's header is row 1
                    details,
                    tuple(comp for comp, _ in entries),
                    tuple((comp, team) for comp, team in entries if team),
                )
            )
        apply_batch(self.desk, rows, source="the club's pre-registration list", today=date)
        return len(rows)

    def check_ins(self) -> None:
        """Everybody who pre-registered arrives over the half hour before play, except the poker players still
        missing (the roll shows them)."""
        self.as_("Registration desk")
        arriving = [n for n in people.everyone() if n not in people.POKER_MISSING]
        start = self.utc() - dt.timedelta(minutes=75)
        for k, name in enumerate(arriving):
            checkin.check_in(self.desk, name, at=start + dt.timedelta(seconds=25 * k))

    # --- the games ------------------------------------------------------------------------------------------
    def _entrants(self, competition: str, round_no: int) -> list[TableInfo]:
        return round_tables(self.desk, competition, round_no)

    def bhukhar(self) -> None:
        comp = people.BHUKHAR
        for round_no in (1, 2):
            self.draw(comp)
            for table in self._entrants(comp, round_no):
                a, b = table.entrants
                sheet = sheets.bhukhar_game(self.rng, a, b)
                if round_no == 2 and table.table == "2":  # the judge is called to this table (EV-4)
                    scores.enter_sheet(self.desk, comp, round_no, table.table, sheet)
                    offender = b
                    add_penalty(
                        self.desk,
                        comp,
                        round_no,
                        table.table,
                        offender,
                        50,
                        "19.3",
                        JUDGE,
                        pin=JUDGE_PIN,
                        note="asked the card count out of turn",
                    )
                    scores.confirm_sheet(self.desk, comp, round_no, table.table)
                else:
                    scores.enter_sheet(self.desk, comp, round_no, table.table, sheet, confirm=True)
        self.draw(comp)
        first = self._entrants(comp, 3)[0]
        scores.enter_sheet(self.desk, comp, 3, first.table, sheets.bhukhar_game(self.rng, *first.entrants))

    def twenty_eight(self) -> None:
        comp = people.TWENTY_EIGHT
        self.draw(comp)
        for table in self._entrants(comp, 1):
            a, b = table.entrants
            scores.enter_sheet(self.desk, comp, 1, table.table, sheets.match_28(self.rng, a, b), confirm=True)

    def rummy(self) -> None:
        comp = people.RUMMY
        self.draw(comp)
        tables = self._entrants(comp, 1)
        players = [[player for _, player, _ in t.seats] for t in tables]
        finished = sheets.rummy_table(self.rng, players[0])
        scores.enter_sheet(self.desk, comp, 1, tables[0].table, finished, confirm=True)
        if len(tables) > 1:  # still playing: the deals so far, kept as a draft
            so_far = sheets.rummy_table(self.rng, players[1], stop_after=3)
            scores.enter_sheet(self.desk, comp, 1, tables[1].table, so_far)

    def bukharo(self) -> None:
        comp = people.BUKHARO
        self.draw(comp)
        for table in self._entrants(comp, 1):
            if len(table.entrants) == 2:
                sheet = sheets.bukharo_game(self.rng, *table.entrants)
                scores.enter_sheet(self.desk, comp, 1, table.table, sheet, confirm=True)

    def poker(self) -> None:
        self.as_("Poker desk")
        started = self.now - dt.timedelta(minutes=CLOCK_STARTED_MINUTES_AGO)
        before = PokerDesk(self.desk, people.POKER, now=lambda: started)
        before.enter(list(people.POKER_EARLY), seed=self.seed())
        before.draw_seats(seed=self.seed(), tables=3)
        before.start_clock()
        later = PokerDesk(self.desk, people.POKER, now=lambda: self.now)
        self.as_("Registration desk")
        date = self.now.astimezone().date()  # the local day: the night is tonight
        for k, name in enumerate(people.POKER_LATE):
            born = people.birth_date(name, 200 + k, date)
            register_player(self.desk, people.POKER, PlayerDetails(name, born, eligible=True), today=date)
            checkin.check_in(self.desk, name, at=self.utc())
        self.as_("Poker desk")
        later.enter(list(people.POKER_LATE), seed=self.seed())  # level 2: 100 chips fewer (PK-2)
        seated = [e.player for e in later.view().entries if e.player not in people.POKER_LATE]
        out = self.rng.sample(seated, 2)
        later.bust([out[0]], hand=9, seed=self.seed())
        later.bust([out[1]], hand=17, seed=self.seed())

    def baccarat(self) -> None:
        comp = people.BACCARAT
        self.as_("Baccarat dealer")
        table = baccarat_desk.open_table(self.desk, comp)
        seats = (1, 2, 4, 5)
        for number, name in zip(seats, people.BACCARAT_PLAYERS, strict=True):
            table = baccarat_desk.seat_player(self.desk, comp, number, name)
        cards = sheets.shoe(self.rng, table.decks)
        for hand in range(3):
            for number in seats:
                on = self.rng.choice(["player", "banker", "banker", "tie", "player_pair"])
                stake = self.rng.choice([10, 20, 25, 50]) if on not in ("tie", "player_pair") else 5
                baccarat_desk.place_bet(self.desk, comp, number, on, stake)
            if hand < 2:  # the third hand's bets are down; the dealer has not dealt yet
                baccarat_desk.enter_hand(self.desk, comp, sheets.baccarat_hand(cards))
                baccarat_desk.settle_hand(self.desk, comp)


def free_path(folder: Path, stem: str = "demo") -> Path:
    """``demo.cardnight`` in ``folder``, or ``demo-2.cardnight``... when that name is taken."""
    candidate = folder / f"{stem}{EVENT_SUFFIX}"
    number = 1
    while candidate.exists():
        number += 1
        candidate = folder / f"{stem}-{number}{EVENT_SUFFIX}"
    return candidate


def make_demo(
    target: str,
    seed: int = DEFAULT_SEED,
    *,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
) -> DemoNight:
    """Create the demo night at ``target`` (a new event file, or an empty PostgreSQL database). Refuses an
    existing event (:class:`~cardnight_desk.services.errors.Refusal`). ``progress(done, total)`` is told as
    each part is built."""
    now = now or utc_now()
    desk = Desk.create(target, people.EVENT_NAME, now.astimezone().date(), who="Organiser")
    builder = _Builder(desk, seed, now)
    steps: list[Callable[[], object]] = [
        builder.competitions,
        builder.registrations,
        builder.check_ins,
        builder.bhukhar,
        builder.twenty_eight,
        builder.rummy,
        builder.bukharo,
        builder.poker,
        builder.baccarat,
    ]
    try:
        for done, step in enumerate(steps):
            if progress:
                progress(done, len(steps))
            step()
        if progress:
            progress(len(steps), len(steps))
    finally:
        desk.close()
    return DemoNight(
        desk.store.target,
        seed,
        people.EVENT_NAME,
        tuple(name for name, _, _ in people.COMPETITIONS),
        len(people.everyone()) + len(people.POKER_LATE),
        JUDGE_PIN,
    )
