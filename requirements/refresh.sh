#!/bin/sh
# Regenerates the locks from pyproject.toml (needs pip-tools: python -m pip install pip-tools).
# run.txt: what `rulesdb` needs; test.txt: that plus the test extra. Both pinned with hashes.
set -eu
cd "$(dirname "$0")/.."
common="--quiet --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url --no-emit-find-links"
pip-compile $common ${*:-} -o requirements/run.txt pyproject.toml
pip-compile $common ${*:-} --extra test -o requirements/test.txt pyproject.toml
