"""The static edition's link checker finds each kind of broken link (the export test relies on it)."""

from linkcheck import broken_links


def test_the_link_checker_reports_a_missing_file_anchor_an_absolute_path_and_an_unquoted_link(tmp_path):
    (tmp_path / "rule").mkdir()
    (tmp_path / "rule" / "index.html").write_text('<p id="rule_bypass">Bypass</p>')
    (tmp_path / "index.html").write_text(
        '<a href="rule/index.html#rule_bypass">ok</a> <a href="rule/index.html?kind=added">ok</a>'
        ' <a href="rule/index.html#rule_jack_out">anchor</a> <a href="gone/index.html">file</a>'
        ' <a href="/rule/index.html">absolute</a> <a href=\'rule/index.html\'>quotes</a>'
        ' <a href="../outside.html">outside</a> <a href="https://example.org/">elsewhere</a>')
    checked, broken = broken_links(tmp_path)
    assert checked == 6
    assert sorted(broken) == sorted([
        ("index.html", "rule/index.html#rule_jack_out", "no such anchor"),
        ("index.html", "gone/index.html", "no such file"),
        ("index.html", "/rule/index.html", "absolute path: breaks outside the server root"),
        ("index.html", "href=", "link attribute not in double quotes"),
        ("index.html", "../outside.html", "no such file"),
    ])
