"""The names the players' page answers to, so that a page of another site cannot read it (DNS rebinding).

A browser sends, with every request, the host name of the address it was given (the ``Host`` header). A page
of another site (``http://evil.example:8080/``) whose name its owner then points at this machine's address
would have the phones' browsers send ``Host: evil.example:8080`` to the players' page, and read the answers as
its own. So a request is answered only when its ``Host`` is one of the page's *own addresses*: the address the
phone connected to (as the desk shows it: ``192.168.1.20:8080``), ``localhost`` when it connected through this
machine's loopback, this machine's own name (and its ``.local`` name), or the host name the page was told to
listen on; always with the page's port. A request with no ``Host`` (HTTP/1.0) comes from no browser and is
answered.
"""

from __future__ import annotations

import ipaddress
import socket
from functools import lru_cache


def _address(text: str) -> str | None:
    """An IP address as one text whatever its form (IPv4 mapped into IPv6, a zone, upper case); None when it
    is not one."""
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return str(ip)


def split_host(header: str) -> tuple[str, int | None] | None:
    """``Host`` as (name or address, port or None); None when it cannot be read."""
    header = header.strip().lower()
    if header.startswith("["):
        name, bracket, rest = header[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None
        port_text = rest[1:] if rest else None
    else:
        name, colon, port_text_or_empty = header.partition(":")
        port_text = port_text_or_empty if colon else None
        if ":" in port_text_or_empty:
            return None
    if not name:
        return None
    if port_text is None:
        return name.rstrip("."), None
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return name.rstrip("."), int(port_text)


@lru_cache(maxsize=1)
def machine_names() -> frozenset[str]:
    """This machine's own name and its ``.local`` name (as the hall's network may resolve them)."""
    name = socket.gethostname().lower().rstrip(".")
    if not name:
        return frozenset()
    first = name.split(".", 1)[0]
    return frozenset({name, first, f"{first}.local"})


def is_own_host(header: str | None, local: tuple[str, int] | None, listening_on: str = "") -> bool:
    """Is ``header`` (the request's ``Host``) one of the page's own addresses, for a connection that came in
    at ``local`` (its address and port on this machine); ``listening_on`` the host the page was told to use."""
    if header is None:
        return True
    found = split_host(header)
    if found is None or local is None:
        return False
    name, port = found
    local_address, local_port = _address(str(local[0])), int(local[1])
    if (port or 80) != local_port:
        return False
    address = _address(name)
    if address is not None:
        return address == local_address
    if name == "localhost":
        return local_address is not None and ipaddress.ip_address(local_address).is_loopback
    return name in machine_names() or (bool(listening_on) and name == listening_on.lower().rstrip("."))
