"""Records: the engine's definitions, game objects and values, declared like dataclasses but cheap to import.

Python 3.11 compiles each dataclass's `__init__`, `__repr__`, `__eq__` and frozen `__setattr__` from
source at import, about 0.5 ms a class; the 43 classes a scenario loads made a one-shot
`rulesdb scenario run` pay some 20 ms before its first step. `record` keeps the dataclass declaration
(annotated fields, defaults, `field(default_factory=...)`, `dataclasses.fields` and `replace`) and
gives every record the same few methods, written once here and read per class from its field list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
_NO_DEFAULT = dataclasses.MISSING


class _Fields:
    """A record class's fields, as `__init__`, `__repr__`, `__eq__` and `__hash__` read them."""

    __slots__ = ("names", "known", "defaults", "factories", "required")

    def __init__(self, fields: tuple[dataclasses.Field, ...]) -> None:
        self.names = tuple(f.name for f in fields)
        self.known = frozenset(self.names)
        self.defaults = {f.name: f.default for f in fields if f.default is not _NO_DEFAULT}
        self.factories = tuple((f.name, f.default_factory) for f in fields if f.default_factory is not _NO_DEFAULT)
        self.required = tuple(f.name for f in fields
                              if f.default is _NO_DEFAULT and f.default_factory is _NO_DEFAULT)


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    spec: _Fields = type(self).__record_fields__
    values = self.__dict__
    values.update(spec.defaults)
    if args:
        if len(args) > len(spec.names):
            raise TypeError(f"{type(self).__name__}() takes {len(spec.names)} positional arguments "
                            f"but {len(args)} were given")
        positional = spec.names[:len(args)]
        twice = kwargs.keys() & set(positional)
        if twice:
            raise TypeError(f"{type(self).__name__}() got multiple values for argument {sorted(twice)[0]!r}")
        values.update(zip(positional, args))
    if kwargs:
        unknown = kwargs.keys() - spec.known
        if unknown:
            raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument {sorted(unknown)[0]!r}")
        values.update(kwargs)
    for name, factory in spec.factories:
        if name not in values:
            values[name] = factory()
    missing = [name for name in spec.required if name not in values]
    if missing:
        raise TypeError(f"{type(self).__name__}() missing required argument {missing[0]!r}")


_shown: set[int] = set()  # records being shown now: a record that holds itself shows as "..."


def _repr(self: Any) -> str:
    if id(self) in _shown:
        return "..."
    _shown.add(id(self))
    try:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in type(self).__record_fields__.names)
    finally:
        _shown.discard(id(self))
    return f"{type(self).__qualname__}({shown})"


def _values(self: Any) -> tuple:
    return tuple(getattr(self, name) for name in type(self).__record_fields__.names)


def _eq(self: Any, other: Any) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    return _values(self) == _values(other)


def _hash(self: Any) -> int:
    return hash(_values(self))


def _frozen_setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass_transform(field_specifiers=(dataclasses.field,))
def record(cls: T | None = None, /, *, frozen: bool = False, eq: bool = True,
           repr: bool = True) -> T | Callable[[T], T]:
    """Make `cls` a record: `@record`, `@record(frozen=True)`, `@record(eq=False)` as with `@dataclass`.

    `eq=True` compares by the fields' values (and a frozen record hashes by them, a mutable one is
    unhashable); `eq=False` keeps identity. A method the class defines itself is kept.
    """

    def make(cls: T) -> T:
        own = cls.__dict__
        methods: dict[str, Any] = {"__init__": _init}
        if repr:
            methods["__repr__"] = _repr
        if eq:
            methods["__eq__"] = _eq
            methods["__hash__"] = _hash if frozen else None
        if frozen:
            methods |= {"__setattr__": _frozen_setattr, "__delattr__": _frozen_delattr}
        for name, method in methods.items():
            if name not in own:
                type.__setattr__(cls, name, method)
        dataclasses.dataclass(cls, init=False, repr=False, eq=False)  # the fields, nothing compiled
        type.__setattr__(cls, "__record_fields__", _Fields(dataclasses.fields(cls)))
        return cls

    return make if cls is None else make(cls)
