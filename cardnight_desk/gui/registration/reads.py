"""What the Registration area's views read of the event, read once for all of them per change.

The players' list, the check-in tab and the team form all show every player, and the counts, the player form,
the team form and the roll all list the competitions: after a check-in or another desk's change, each is read
once and shared (:meth:`~cardnight_desk.gui.signals.DeskSignals.once`), not once per view.
"""

from __future__ import annotations

from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.registration import CompetitionCount, PlayerInfo


def players(desk: Desk, signals: DeskSignals) -> list[PlayerInfo]:
    """Every player of the event, by number (:func:`~cardnight_desk.services.registration.list_players`)."""
    return signals.once(("players", desk), lambda: reg.list_players(desk))


def competition_counts(desk: Desk, signals: DeskSignals) -> list[CompetitionCount]:
    """Each competition's entries (:func:`~cardnight_desk.services.registration.competition_counts`)."""
    return signals.once(("competition counts", desk), lambda: reg.competition_counts(desk))
