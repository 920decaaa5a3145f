"""Saving a sheet under double entry, for the sheet panel (:class:`~.panel.SheetPanel` mixes this in).

The *first entry* is stored as a draft; the same form saving again corrects it. A *second entry* (typed blind,
in a form opened after the first entry was in) confirms the sheet when both agree; otherwise the fields where
they differ are highlighted, with what the first entry has, and listed under the form, until a corrected entry
agrees, or the desk decides from the paper that the first entry was wrong and replaces it.
"""

from __future__ import annotations

import json
from typing import Any

from cardnight_desk.services.errors import Conflict, Refusal


class DoubleEntrySaving:
    """Needs the panel's ``desk``, ``form``, ``info``, ``made_first``, ``differs_version``, ``differences``,
    ``_where``, ``_done``, ``_refused``, ``say``, ``_update``, ``tr`` and, from
    :class:`~.sheet_judge.SheetJudgeAsking`, ``judge_arguments`` and ``with_judge``."""

    # --- double entry -----------------------------------------------------------------------------
    def _double_save(self, sheet: dict[str, Any]) -> bool:
        from cardnight_desk.services import double_entry

        competition, round_no, table = self._where()
        if self.made_first:  # the same person saving again corrects their own first entry
            assert self.info is not None
            outcome = double_entry.replace_first(
                self.desk,
                competition,
                round_no,
                table,
                sheet,
                expected_version=self.info.version,
                **self.judge_arguments(),
            )
            self._done(
                outcome.sheet, self.tr("First entry corrected; it still waits for a second, blind entry.")
            )
            return True
        outcome = double_entry.enter(self.desk, competition, round_no, table, sheet, **self.judge_arguments())
        if outcome.stage == double_entry.FIRST_STORED:
            self.made_first = True
            self._done(outcome.sheet, self.tr("First entry stored. It needs a second, blind entry."))
            return True
        if outcome.stage == double_entry.AGREED:
            self._clear_differences()
            self._done(outcome.sheet, self.tr("Both entries agree: the sheet is confirmed."))
            return True
        assert self.form is not None and outcome.sheet is not None
        self.differs_version = outcome.sheet.version
        marks = {d.path: self.tr("the first entry has %s") % json.dumps(d.first) for d in outcome.differences}
        self.form.mark_differences(marks)
        lines = [
            self.tr("%s: first entry %s, this entry %s") % (d.path, json.dumps(d.first), json.dumps(d.second))
            for d in outcome.differences
        ]
        self.differences.setText(
            self.tr("<b>The two entries differ</b> — check the paper sheet:<br>") + "<br>".join(lines)
        )
        self.differences.show()
        differ = len(outcome.differences)
        self.say(
            self.tr(
                "Not confirmed: the entries differ at 1 field. Correct this entry and save again, or, if the "
                "paper shows the first entry is wrong, replace it."
            )
            if differ == 1
            else self.tr(
                "Not confirmed: the entries differ at %s fields. Correct this entry and save again, or, if the "
                "paper shows the first entry is wrong, replace it."
            )
            % differ
        )
        self._update()
        return False

    def _clear_differences(self) -> None:
        self.differs_version = None
        self.differences.hide()
        if self.form is not None:
            self.form.clear_marks()

    def replace_first(self) -> bool:
        from cardnight_desk.services import double_entry
        from cardnight_desk.services.penalties import JudgeNeeded

        if self.form is None or self.differs_version is None or not self.form.valid:
            return False
        competition, round_no, table = self._where()
        try:
            outcome = double_entry.replace_first(
                self.desk,
                competition,
                round_no,
                table,
                self.form.sheet(),
                expected_version=self.differs_version,
                **self.judge_arguments(),
            )
        except JudgeNeeded as err:
            return self.with_judge(err, self.replace_first)
        except Conflict as err:
            self.say(self.tr("Not replaced: %s. Your entry is still in the form.") % err.message)
            return False
        except Refusal as err:
            self._refused(err)
            return False
        self._clear_differences()
        self.made_first = True
        self._done(outcome.sheet, self.tr("Your entry is now the first entry; it needs another blind entry."))
        return True
