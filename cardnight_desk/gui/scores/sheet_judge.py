"""The judge answering for the penalty lines of a sheet, for the sheet panel (:class:`~.panel.SheetPanel`
mixes :class:`SheetJudgeAsking` in).

A sheet that gives penalties, or takes off penalties its stored draft gave, is entered under a judge's name
with the judge PIN (EV-4). The desk saves as usual; when the service says a judge is needed, the panel asks for
the judge's name and PIN and saves again with them (:class:`~cardnight_desk.gui.judge_dialogs.SheetJudgeDialog`,
loaded when first asked). Cancelling saves nothing and keeps the form as typed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardnight_desk.services.penalties import JudgeNeeded


class SheetJudgeAsking:
    """Needs the panel's ``say`` and ``tr``. ``sheet_judge`` is the judge's name and PIN while a save is
    retried with them."""

    sheet_judge: tuple[str, str] | None = None

    def judge_arguments(self) -> dict[str, Any]:
        """The ``judge=``/``pin=`` arguments of the save being made (none until a judge was asked)."""
        if self.sheet_judge is None:
            return {}
        judge, pin = self.sheet_judge
        return {"judge": judge, "pin": pin}

    def with_judge(self, err: JudgeNeeded, again: Callable[[], bool]) -> bool:
        """Ask the judge for the sheet's penalties and run ``again`` with them; False when cancelled."""
        if self.sheet_judge is not None:  # a judge was given and the save still wants one: say why
            self.say(self.tr("Not saved: %s. Your entry is still in the form.") % err.message)
            return False
        from cardnight_desk.gui.judge_dialogs import SheetJudgeDialog

        authority, ok = SheetJudgeDialog.get_judge(
            self,
            self.tr(
                "This sheet gives or takes off penalties: a judge answers for them, with the judge PIN (EV-4)."
            ),
        )
        if not ok:
            self.say(
                self.tr("Not saved: penalties on a sheet need a judge. Your entry is still in the form.")
            )
            return False
        self.sheet_judge = (authority.judge, authority.pin)
        try:
            return again()
        finally:
            self.sheet_judge = None
