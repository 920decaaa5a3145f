"""Database passwords given at the desk, kept in memory for this run only: never written, never shown.

The desk keeps and shows an event's address without its password (``gui/app_settings.py``). libpq finds the
password by itself where it always looks when the address gives none: ``PGPASSWORD``, then the password file
(``~/.pgpass``, or the file ``PGPASSFILE`` names). Otherwise the person at the desk is asked once (the
desk's password dialog) and the password is :func:`keep`-t here, by the server, database and user it is for;
every connection the store makes to those is given it (:func:`supply`, on the engine's ``do_connect``), so no
address, title, list or log ever holds it. It is gone when the program ends.
"""

from __future__ import annotations

import threading
from typing import Any

# (user, host, port, database) -> password
_kept: dict[tuple[Any, ...], str] = {}
_lock = threading.Lock()


def _key(user: Any, host: Any, port: Any, database: Any) -> tuple[Any, ...]:
    return (user or None, host or None, int(port) if port else None, database or None)


def _url_key(target: str) -> tuple[Any, ...]:
    """The key of the connections the store makes to ``target``: its parameters as the driver is given them
    (a user or host given as an option of the address counts as one given before the ``@``)."""
    from sqlalchemy.engine import make_url

    url = make_url(target)
    if url.drivername == "postgresql":  # as the store connects to it (engine.make_engine)
        url = url.set(drivername="postgresql+psycopg")
    _, params = url.get_dialect()().create_connect_args(url)
    return _key(params.get("user"), params.get("host"), params.get("port"), params.get("dbname"))


def given(target: str) -> str | None:
    """The password the address ``target`` holds (before the ``@``, or as a ``password`` option), if any."""
    from sqlalchemy.engine import make_url

    url = make_url(target)
    option = url.query.get("password")
    return url.password or (option if isinstance(option, str) else option[-1] if option else None)


def keep(target: str, password: str) -> None:
    """Give ``password`` to every later connection to the server, database and user of the address
    ``target`` that has no password of its own."""
    with _lock:
        _kept[_url_key(target)] = password


def forget(target: str) -> None:
    """Give no more the password kept for ``target`` (the server refused it)."""
    with _lock:
        _kept.pop(_url_key(target), None)


def kept(target: str) -> bool:
    """Is a password kept for the address ``target``?"""
    with _lock:
        return _url_key(target) in _kept


def supply(_dialect: Any, _record: Any, _cargs: Any, cparams: dict[str, Any]) -> None:
    """The engine's ``do_connect`` listener: a connection with no password of its own is given the one kept
    for its server, database and user, if any."""
    if cparams.get("password"):
        return
    with _lock:
        password = _kept.get(
            _key(cparams.get("user"), cparams.get("host"), cparams.get("port"), cparams.get("dbname"))
        )
    if password is not None:
        cparams["password"] = password
