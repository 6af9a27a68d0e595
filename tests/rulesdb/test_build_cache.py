"""Build steps' stored results (rulesdb.build.cache): reused for the same inputs, computed again for
new inputs, and never trusted when damaged; a damaged index of the build in use is not reused."""

from rulesdb.build import cache


def counting(value):
    calls = []

    def compute():
        calls.append(1)
        return value

    return compute, calls


def test_the_same_inputs_reuse_the_stored_result(tmp_path):
    compute, calls = counting({"pairs": [1, 2]})
    key = cache.content_key("code", b"inputs")
    assert cache.remembered(tmp_path, "step", key, compute) == {"pairs": [1, 2]}
    assert cache.remembered(tmp_path, "step", key, compute) == {"pairs": [1, 2]}
    assert len(calls) == 1


def test_new_inputs_compute_again_and_replace_the_old_entry(tmp_path):
    cache.remembered(tmp_path, "step", cache.content_key("a"), lambda: 1)
    assert cache.remembered(tmp_path, "step", cache.content_key("b"), lambda: 2) == 2
    assert [p.name for p in tmp_path.iterdir()] == [f"step.{cache.content_key('b')}.pickle"]


def test_a_step_whose_name_extends_another_keeps_its_entry(tmp_path):
    cache.remembered(tmp_path, "same-rule.cr-1.3.cr-1.4", cache.content_key("a"), lambda: 1)
    cache.remembered(tmp_path, "same-rule.cr-1.3", cache.content_key("a"), lambda: 2)
    cache.remembered(tmp_path, "same-rule.cr-1.3", cache.content_key("b"), lambda: 3)
    assert sorted(p.name.split(".pickle")[0].rsplit(".", 1)[0] for p in tmp_path.iterdir()) == [
        "same-rule.cr-1.3", "same-rule.cr-1.3.cr-1.4"]


def test_an_altered_entry_is_computed_again_not_trusted(tmp_path):
    key = cache.content_key("x")
    cache.remembered(tmp_path, "step", key, lambda: "right")
    entry = tmp_path / f"step.{key}.pickle"
    entry.write_bytes(entry.read_bytes().replace(b"right", b"wrong"))
    assert cache.remembered(tmp_path, "step", key, lambda: "computed") == "computed"
    entry.write_bytes(entry.read_bytes()[:20])  # truncated
    assert cache.remembered(tmp_path, "step", key, lambda: "again") == "again"
    assert cache.remembered(tmp_path, "step", key, lambda: "not called") == "again"


def test_the_build_key_covers_the_data_a_build_is_made_with(tmp_path, monkeypatch):
    """The players' words and the card rules change a build as code does: a build made before an edit of
    one of them is not "up to date" (it kept the old words in its search tables); a page template is not
    such a file."""
    from rulesdb.build import pipeline

    package = tmp_path / "rulesdb"
    (package / "search").mkdir(parents=True)
    (package / "web").mkdir()
    files = {"a.py": "x = 1", "search/vocabulary.yaml": "replace: {}", "search/card_rules.yaml": "rules: {}",
             "web/page.html": "<p>"}
    for name, text in files.items():
        (package / name).write_text(text)
    monkeypatch.setattr(pipeline, "PACKAGE", package)
    version = pipeline.code_version.__wrapped__
    first = version()
    for name in ("search/vocabulary.yaml", "search/card_rules.yaml", "a.py"):
        (package / name).write_text(files[name] + " ")
        assert version() != first, name
        first = version()
    (package / "web" / "page.html").write_text("<p>changed")
    assert version() == first
