"""What the store says when it cannot do what it was asked: a sentence for the person at the desk."""

from __future__ import annotations

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from cardnight_desk.store.targets import is_url


class StoreError(RuntimeError):
    """The event store cannot be opened or created; the message says why, for the person at the desk."""


class StoreUnavailable(StoreError):
    """The store cannot be used just now through no fault of the event (:mod:`.reasons`: a full or failing
    disk, a busy event, a database server that does not answer): a failure, not a refusal."""


class PasswordNeeded(StoreError):
    """The database server asks for a password the event's address does not give, or refused the one given."""


class SaveLost(StoreError):
    """A change this desk saved (and said was saved) is not in the event file: its journal was deleted or
    replaced by another program. Said once, loudly; the desk carries on with the file as it is."""


def display_name(target: str) -> str:
    """The target as it may be shown or logged: a URL with its password hidden."""
    if is_url(target):
        try:
            return make_url(target).difference_update_query(["password"]).render_as_string(hide_password=True)
        except ArgumentError:
            return "(unreadable database address)"
    return target
