"""The scenarios a build was made with: listed as the build stored them, run through the engine."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from rulesdb import arguments
from rulesdb.build import store
from rulesdb.service.opened import OpenedBuild


class Scenarios(OpenedBuild):
    """A build's scenarios."""

    @property
    def scenario_dir(self) -> Path:
        """The scenario files this build was made with (a build older than that: the package's)."""
        stored = self.folder / store.SCENARIOS
        if stored.is_dir():
            return stored
        from rulesdb.engine import SCENARIO_DIR  # only then: the engine costs a CLI command 0.15 s

        return SCENARIO_DIR

    @cached_property
    def _scenario_list(self) -> tuple[dict, ...]:
        """The list the build stored when its sealed digest still holds; else read through the engine
        (a build older than the stored list, or a list altered since: never served as it is)."""
        stored = self.folder / store.SCENARIO_LIST
        if stored.is_file() and self.scenario_dir == self.folder / store.SCENARIOS \
                and store.damage(self.folder, under=store.SCENARIO_LIST) is None:
            return tuple(store.read_json(stored))
        from rulesdb.crexamples.replays import listing  # the engine's and the CR examples'

        return tuple(listing(self.scenario_dir))

    def scenarios(self) -> list[dict]:
        """Every scenario of the build, by id (read once: a published build never changes)."""
        return [dict(s, cards=list(s["cards"])) for s in self._scenario_list]

    def run_scenario(self, scenario: str, seed: int | None = None, decisions=None,
                     allow_incomplete: bool = False) -> dict:
        """Run a scenario of this build by id (or a scenario file by path); one whose cards wait for an
        engine mechanism only with `allow_incomplete` (its verdict then marked unreliable)."""
        from rulesdb.engine import run_scenario

        if not isinstance(scenario, (str, Path)):
            arguments.text("scenario", scenario)
        if seed is not None:
            arguments.whole("seed", seed, 0, 2**31)
        return run_scenario(scenario, seed=seed, decisions=arguments.decisions(decisions),
                            directory=self.scenario_dir, allow_incomplete=allow_incomplete)
