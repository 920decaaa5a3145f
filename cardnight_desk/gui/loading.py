"""Loading the desk's parts after the window shows: the store and services when an event opens, each area the
first time it is shown.

PySide6 replaces Python's ``__import__`` with a hook of its own (for its optional ``__feature__`` imports, such
as ``snake_case``) that reads the whole source of every module imported after it, through ``inspect`` and
``linecache``, to see whether the module names PySide6, and keeps those lines for the life of the program: about
18 MiB and a tenth of the loading time for the store and the services alone. The desk uses none of those
features, so :func:`plain_imports` loads its parts with Python's own ``__import__`` (which PySide6 keeps as
``builtins.__orig_import__``); a module loaded so behaves as any module without a ``__feature__`` import.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def plain_imports() -> Iterator[None]:
    """Within the block, modules are imported by Python's own ``__import__``, not PySide6's hook."""
    hooked = builtins.__import__
    builtins.__import__ = getattr(builtins, "__orig_import__", hooked)
    try:
        yield
    finally:
        builtins.__import__ = hooked
