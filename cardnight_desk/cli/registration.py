"""Command-line registration: ``register`` (a player or a team), ``import`` and ``export``
(``resources/docs/command-line.md``).

Exit status: 0 done; 2 refused, with every problem on standard error (each ruling named; each bad workbook row
by number) and nothing changed; 1 anything else.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from cardnight_desk.cli.common import PIN_ENV, event_target, judge_pin, on_event, refused
from cardnight_desk.services.errors import Refusal

if TYPE_CHECKING:
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.registration import Override


def _override(args: argparse.Namespace) -> Override | None:
    from cardnight_desk.services.registration import Override

    if args.judge is None and args.reason is None:
        return None
    return Override(args.judge or "", args.reason or "", judge_pin(args))


def cmd_register(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.registration import PossibleDuplicate, RegistrationRefused

    if bool(args.player) == bool(args.team):
        raise Refusal('give either --player NAME --born YYYY-MM-DD, or --team NAME --members "A;B;C"')
    try:
        if args.player:
            return _register_player(desk, args)
        return _register_team(desk, args)
    except RegistrationRefused as err:
        admit = err.overridable and _override(args) is None
        return refused(
            err, "; a judge may admit them anyway: repeat with --judge NAME --reason TEXT" if admit else ""
        )
    except PossibleDuplicate as err:  # its sentence says what to do; the command line's words for it
        return refused(err, " (--new-player)")


def _register_player(desk: Desk, args: argparse.Namespace) -> int:
    from dataclasses import replace

    from cardnight_desk.domain.numbers import typed_number
    from cardnight_desk.services.registration import PlayerDetails, player_details, register_player
    from cardnight_desk.services.registration_model import parse_born

    if args.members is not None:
        raise Refusal("--members goes with --team, not with --player")
    number = (
        typed_number(args.player.strip().removeprefix("#")) if args.player.strip().startswith("#") else None
    )
    if number is not None and not args.born:  # a player already registered ("#7"): their details as they are
        known = player_details(desk, number)
        details = replace(known, eligible=known.eligible or args.eligible)
    elif not args.born:
        raise Refusal(
            "give the player's date of birth: --born YYYY-MM-DD (ruling EV-1), or a registered player's "
            'number: --player "#7"'
        )
    else:
        details = PlayerDetails(
            args.player,
            parse_born(args.born),
            args.phone or "",
            args.email or "",
            args.notes or "",
            args.eligible,
        )
    done = register_player(
        desk, args.competition, details, override=_override(args), confirm_new=args.new_player
    )
    p = done.player
    print(
        f"Registered {p.name} (player {p.number}) in {done.competition}"
        + ("" if done.new_player else " (already known)")
    )
    if done.overridden:
        rules = ", ".join(sorted({x.rule for x in done.overridden}))
        print(f"Admitted by judge {args.judge} despite {rules}: {args.reason}")
    return 0


def _register_team(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.services.registration import register_team

    if args.members is None:
        raise Refusal('give the team\'s players: --members "A;B;C" (names or player numbers)')
    if args.born or args.eligible:
        raise Refusal("--born and --eligible go with --player, not with --team")
    team = register_team(desk, args.competition, args.team, args.members.split(";"), override=_override(args))
    members = ", ".join(f"{m.name} ({m.number})" for m in team.members)
    print(f"Registered team '{team.name}' in {team.competition}: {members}")
    return 0


SAME_NAMES_HINT = (
    "cardnight-desk: {rows} {have} the name of a player already registered, with another date of birth: if "
    "they are other people, repeat with --new-players; if a row is that player, correct the date of birth "
    "that is wrong"
)


def _same_names_hint(rows: tuple[int, ...]) -> None:
    listed = ("row " if len(rows) == 1 else "rows ") + ", ".join(str(r) for r in rows)
    print(SAME_NAMES_HINT.format(rows=listed, have="has" if len(rows) == 1 else "have"), file=sys.stderr)


def cmd_import(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.io.excel.registration import import_workbook, preview_import
    from cardnight_desk.services.registration_duplicates import PossibleDuplicates

    if args.check:
        plan = preview_import(desk, args.workbook, confirm_new=args.new_players)
        for row in plan.rows:
            print(f"row {row.row}: {row.name or '(no name)'}: {row.status}")
        if not plan.ok:
            bad = len({e["path"] for e in plan.errors})
            code = refused(
                Refusal(
                    f"{bad} row{'s are' if bad != 1 else ' is'} refused (nothing was imported)",
                    list(plan.errors),
                )
            )
            if plan.same_names:
                _same_names_hint(tuple(q.row for q in plan.same_names))
            return code
        print("Every row can be imported (nothing was stored: --check)")
        return 0
    try:
        plan = import_workbook(desk, args.workbook, pin=judge_pin(args), confirm_new=args.new_players)
    except PossibleDuplicates as err:
        code = refused(err)
        _same_names_hint(tuple(q.row for q in err.same_names))
        return code
    unchanged = sum(1 for r in plan.rows if r.status == "unchanged")
    print(
        f"Imported {plan.new_players} new players, {plan.new_registrations} registrations and "
        f"{plan.new_teams} teams from {args.workbook}"
        + (f" ({unchanged} rows already registered)" if unchanged else "")
    )
    return 0


def cmd_export(desk: Desk, args: argparse.Namespace) -> int:
    from cardnight_desk.io.files import OutputExists

    try:
        return _export(desk, args)
    except OutputExists as err:
        raise Refusal(f"'{err.path}' already exists: pass --force to replace it") from None


def _export(desk: Desk, args: argparse.Namespace) -> int:
    if args.template:
        from cardnight_desk.io.excel.registration import save_template

        path = save_template(desk, args.workbook, replace=args.force)
        print(f"Wrote a blank registration workbook to {path}")
        return 0
    from cardnight_desk.io.excel.export import export_workbook

    done = export_workbook(desk, args.workbook, replace=args.force)
    sheets = ", ".join(f"{title} ({rows} rows)" for title, rows in done.sheets)
    print(f"Wrote {sheets} to {done.path}")
    return 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "register",
        help="register a player or a team in a competition (EV-1, EV-2)",
        description='Register a player (--player NAME --born YYYY-MM-DD [--eligible], or --player "#7" for a '
        "player already registered) or a team of players "
        'already registered (--team NAME --members "A;B;C", names or player numbers). A judge may admit a '
        "refused player or team with --judge NAME --reason TEXT (kept in the history).",
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("--competition", required=True, metavar="NAME")
    p.add_argument("--player", metavar="NAME")
    p.add_argument("--born", metavar="YYYY-MM-DD")
    p.add_argument("--eligible", action="store_true", help="the community confirmation is recorded (EV-1)")
    p.add_argument(
        "--new-player",
        action="store_true",
        help="a new player, although a player of the same name with another date of birth is registered",
    )
    p.add_argument("--phone", metavar="PHONE")
    p.add_argument("--email", metavar="EMAIL")
    p.add_argument("--notes", metavar="TEXT")
    p.add_argument("--team", metavar="NAME")
    p.add_argument("--members", metavar='"A;B;C"', help="the team's players, separated by ';'")
    p.add_argument("--judge", metavar="NAME", help="the judge overriding a refusal")
    p.add_argument("--reason", metavar="TEXT", help="the judge's reason")
    p.add_argument("--pin", help=f"the judge PIN for an override (or set {PIN_ENV}; asked for on a terminal)")
    p.set_defaults(func=on_event(cmd_register))

    p = sub.add_parser(
        "import",
        help="import players and teams from a workbook, all or nothing",
        description="Import players and teams from an Excel workbook (first sheet: name, born, competitions, "
        "team, eligible, phone, email). Nothing is stored unless every row is good; every refused row is "
        "listed with its number and reason. A row with the name of a player already registered and another "
        "date of birth may be that player typed differently: it is refused, naming both dates of birth, "
        "unless --new-players says such rows are other people.",
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("workbook", metavar="WORKBOOK.xlsx")
    p.add_argument("--check", action="store_true", help="only say what would be imported; store nothing")
    p.add_argument(
        "--new-players",
        action="store_true",
        help="register rows with the name of a player already registered and another date of birth as new "
        "players (other people of the same name)",
    )
    p.add_argument(
        "--pin", help=f"the judge PIN, for a workbook carrying judges' overrides (or set {PIN_ENV})"
    )
    p.set_defaults(func=on_event(cmd_import))

    p = sub.add_parser(
        "export",
        help="write players, teams, draws, results and standings to a workbook",
        description="Write the event to an Excel workbook, one sheet each; it imports back unchanged. The "
        'Results and Standings sheets head each competition with where it stands ("after round 2 — '
        'provisional") until it is finished or closed by the organiser, then "final results".',
    )
    p.add_argument("event", metavar="EVENT", type=event_target)
    p.add_argument("workbook", metavar="WORKBOOK.xlsx")
    p.add_argument("--template", action="store_true", help="write a blank registration workbook instead")
    p.add_argument(
        "--force",
        action="store_true",
        help="replace WORKBOOK.xlsx if it is already a workbook (never an event file or another kind of file)",
    )
    p.set_defaults(func=on_event(cmd_export))
