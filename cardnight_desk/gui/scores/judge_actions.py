"""A judge's work on the sheet panel (:class:`~.panel.SheetPanel` mixes :class:`JudgeActions` in): changing a
confirmed sheet (*Edit as judge*: name, PIN and why, EV-4) and giving a penalty at the table, said in the desk's
language ("50 points to Preston Kings, the opponents of Leicester Lions — rule 19.3, BH-6"). The judges' dialogs
load the first time one is asked.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardnight_desk.domain.games import find_game
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.game_words import penalty_words
from cardnight_desk.services.errors import Refusal


class JudgeActions:
    """Needs the panel's ``desk``, ``signals``, ``table``, ``form``, ``info``, ``judge_editing``, ``say``,
    ``tr``, ``_where``, ``_confirmed``, ``_update``, ``_done`` and ``refresh_status``."""

    # what was typed in the penalty dialog for a table, while that penalty has not been given
    penalty_drafts: dict[tuple[str, int, str], Any]

    # --- a confirmed sheet changed by a judge -----------------------------------------------------
    def _judge_save(self, sheet: dict[str, Any]) -> bool:
        from cardnight_desk.gui.judge_dialogs import JudgeAuthorityDialog  # loaded when first asked

        authority, ok = JudgeAuthorityDialog.get_authority(
            self, self.tr("Changing a confirmed sheet needs a judge, the judge PIN and the reason (EV-4).")
        )
        if not ok:
            self.say(self.tr("Not saved. Your change is still in the form."))
            return False
        from cardnight_desk.services import scores

        competition, round_no, table = self._where()
        assert self.info is not None
        info = scores.edit_confirmed(
            self.desk,
            competition,
            round_no,
            table,
            sheet,
            judge=authority.judge,
            pin=authority.pin,
            why=authority.why,
            expected_version=self.info.version,
        )
        self.judge_editing = False
        self._done(info, self.tr("The judge's change is saved; the history keeps the sheet as it was."))
        return True

    def start_judge_edit(self) -> None:
        if self.form is not None and self._confirmed():
            self.judge_editing = True
            self.form.setEnabled(True)
            self._update()
            self.form.first_field().setFocus()

    # --- penalties --------------------------------------------------------------------------------
    def penalty(self) -> bool:
        from cardnight_desk.gui.judge_dialogs import PenaltyDialog  # loaded when first asked
        from cardnight_desk.services import judges, penalties

        if self.table is None:
            return False
        rules = find_game(self.table.game).penalties
        fixed = dict(rules.rules) if rules is not None else {}  # the rules with fixed points, offered to pick
        words = dict(rules.words) if rules is not None else {}
        key = self._where()
        request, ok = PenaltyDialog.get_penalty(
            self,
            list(self.table.entrants),
            fixed,
            words,
            not judges.has_pin(self.desk),  # said before anything is typed
            self.penalty_drafts.get(key),
        )
        self.penalty_drafts[key] = replace(request, pin="")  # kept until the penalty is given; never the PIN
        if not ok:
            return False
        competition, round_no, table = key
        try:
            said = penalties.add_penalty(
                self.desk,
                competition,
                round_no,
                table,
                request.entrant,
                request.points,
                request.rule,
                request.judge,
                pin=request.pin,
                note=request.note,
            )
        except Refusal as err:
            self.say(
                self.tr("Penalty not given: %s. What you typed is kept: press 'Penalty…' again.")
                % err.message
            )
            return False
        del self.penalty_drafts[key]
        self.say(self.tr("Penalty recorded: %s.") % penalty_words(said), ok=True)  # who gets what
        self.refresh_status()  # the penalty and the new total on the sheet, its new version taken as ours
        self.signals.changed.emit(what.SCORES)
        self.signals.changed.emit(what.HISTORY)
        return True
