"""The short examples in the library's docstrings run as tests, so they stay true."""

import doctest
import importlib
import pkgutil

import pytest

import rulesdb


def modules():
    for info in pkgutil.walk_packages(rulesdb.__path__, "rulesdb."):
        if info.name not in ("rulesdb.__main__",):
            yield info.name


@pytest.mark.parametrize("name", sorted(modules()))
def test_docstring_examples_hold(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
