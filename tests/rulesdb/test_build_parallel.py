"""A build step run beside the build (rulesdb.build.parallel): the same answer, the same error, and no
helper left behind when the build is killed."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulesdb.build import parallel
from rulesdb.build.parallel import Beside, Leftovers
from rulesdb.errors import ParseError

ROOT = Path(__file__).resolve().parents[2]


def pid_and_answer(answer):
    return os.getpid(), answer


def bad_source(path):
    raise ParseError(path, 12, "expected a rule under a section")


def test_a_step_beside_the_build_answers_as_if_run_in_it():
    forked = parallel._can_fork()  # a single-threaded process on Linux (not a pytest-xdist worker)
    pid, answer = Beside(pid_and_answer, {"rules": [1, 2]}).result()
    assert answer == {"rules": [1, 2]}
    assert (pid != os.getpid()) is forked


def test_a_failing_step_raises_its_own_error_in_the_build():
    with pytest.raises(ParseError, match=r"^chapter\.yaml:12: expected a rule under a section$"):
        Beside(bad_source, "chapter.yaml").result()


@pytest.mark.skipif(sys.platform != "linux", reason="helpers are forked on Linux only")
def test_a_helper_ends_when_its_build_is_killed():
    build = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; sys.path.insert(0, sys.argv[1]); from rulesdb.build.parallel import Beside;"
        "step = Beside(time.sleep, 60); print(step._process.pid, flush=True); time.sleep(60)"), str(ROOT)],
        stdout=subprocess.PIPE, text=True)
    helper = int(build.stdout.readline())
    build.send_signal(signal.SIGKILL)
    build.wait()
    build.stdout.close()
    for _ in range(50):
        state = Path(f"/proc/{helper}/status")
        if not state.exists() or "zombie" in state.read_text():
            break
        time.sleep(0.1)
    assert not state.exists() or "zombie" in state.read_text()


def test_each_last_task_is_done_once_by_the_core_that_gets_to_it_first(tmp_path):
    def task(name):
        def run():
            with open(tmp_path / "done.log", "a") as log:
                log.write(f"{name} {os.getpid()}\n")
            return name.upper()
        return run

    last = Leftovers({"fidelity": task("fidelity"), "model": task("model")})
    beside = Beside(last.take)  # the other core, done with its own part first, takes both
    there = beside.result()
    here = last.take()
    assert last.finish(there, here) == {"fidelity": "FIDELITY", "model": "MODEL"}
    assert (there, here) == ({"fidelity": "FIDELITY", "model": "MODEL"}, {})
    assert sorted(line.split()[0] for line in (tmp_path / "done.log").read_text().splitlines()) == ["fidelity", "model"]


def test_a_last_task_taken_by_a_core_that_never_reported_it_is_done_by_the_build():
    last = Leftovers({"fidelity": lambda: "report", "model": lambda: "stored"})
    assert last.take() == {"fidelity": "report", "model": "stored"}  # taken, then the answer was lost
    assert last.take() == {}
    assert last.finish({"model": "stored"}) == {"fidelity": "report", "model": "stored"}
