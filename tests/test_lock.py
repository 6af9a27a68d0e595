"""The locks in requirements/ agree with pyproject.toml: every dependency pinned, each pin allowed by
the project's own bounds, the run lock a subset of the test lock, every pin with its hashes."""

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^ \\]+)", re.MULTILINE)


def pins(name: str) -> dict[str, str]:
    text = (ROOT / "requirements" / name).read_text()
    return {canonicalize_name(package): version for package, version in PIN.findall(text)}


def unhashed(name: str) -> list[str]:
    blocks = re.split(r"\n(?=[A-Za-z0-9])", (ROOT / "requirements" / name).read_text())
    return [block.split("==")[0] for block in blocks if PIN.match(block) and "--hash=sha256:" not in block]


@pytest.mark.parametrize(("lock", "requirements"), [
    ("run.txt", PROJECT["dependencies"]),
    ("test.txt", PROJECT["dependencies"] + PROJECT["optional-dependencies"]["test"]),
])
def test_every_dependency_is_pinned_within_its_bounds(lock, requirements):
    pinned = pins(lock)
    for line in requirements:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"requirements/{lock} does not pin {requirement.name} (run requirements/refresh.sh)"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (
            f"requirements/{lock} pins {name}=={pinned[name]}, outside pyproject's {requirement.specifier}")


def test_the_run_lock_is_the_test_lock_less_the_test_tools():
    run, test = pins("run.txt"), pins("test.txt")
    assert {name: test.get(name) for name in run} == run


@pytest.mark.parametrize("lock", ["run.txt", "test.txt"])
def test_every_pin_carries_its_hashes(lock):
    assert pins(lock) and unhashed(lock) == []
