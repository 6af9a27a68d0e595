"""Names a package offers but imports on first use (networkx behind `rulesdb.graph`, Whoosh behind
`rulesdb.search`), so importing a package's light modules never loads its heavy one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module


def attributes(package: str, homes: dict[str, str]) -> Callable[[str], object]:
    """A module `__getattr__` for `package`: each name of `homes` imported from its module when first
    asked for, then kept in the package."""

    def __getattr__(name: str):
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(homes[name]), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
