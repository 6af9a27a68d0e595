"""Packaging hook: the embedded sources (documents, manifest, scenarios, CR YAML trees) ship inside
the wheel as `rulesdb/_sources`, where `rulesdb.build.sources` finds them with importlib.resources."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithSources(build_py):
    """build_py, plus a copy of the top-level sources/ tree into the built package."""

    def run(self):
        super().run()
        if not getattr(self, "editable_mode", False):
            target = Path(self.build_lib) / "rulesdb" / "_sources"
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(HERE / "sources", target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithSources})
