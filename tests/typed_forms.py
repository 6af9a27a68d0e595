"""The ways a judge names a node without words, each with the node of the current release it names:
a number typed any way, an id, a citation, an address and links pasted from a page or the official
site. Every search path must list that node first and alone (tests/rulesdb/test_search_paths.py,
tests/web/test_search_parity.py, and in Chromium test_browser_offline.py and test_export_static.py).
"""

RELEASE = "nsg-cr-25.08"
TYPED = [
    ("6.9.4b", "step_before_jack_out_paw"),
    ("rule 6.9.4 b", "step_before_jack_out_paw"),
    ("[6.9.4b]", "step_before_jack_out_paw"),
    ("(6.9.4c)", "step_jack_out_choice"),
    ("6,9,4b", "step_before_jack_out_paw"),  # a keypad's decimal comma
    ("6.9.4b?", "step_before_jack_out_paw"),
    ("CR 25.08 6.9.4b", "step_before_jack_out_paw"),  # a release by its version, as a judge writes it
    ("nsg 25.08 [6.9.4c]", "step_jack_out_choice"),
    ("CR 25.09 6.9.4b", "step_before_jack_out_paw"),  # a version no release has: the number, in every release
    ("rule_end_the_run", "rule_end_the_run"),
    ("cr/rule_end_the_run", "rule_end_the_run"),
    ("nsg-cr-25.08/rule_end_the_run", "rule_end_the_run"),
    ("https://example.org/rules/nsg-cr-25.08#rule_end_the_run", "rule_end_the_run"),
    ("http://127.0.0.1:8000/nsg-cr-25.08/part/6#rule_jacking_out", "rule_jacking_out"),
    ("http://127.0.0.1:8000/cr/rule_mulligan?format=json", "rule_mulligan"),
    ("#step_jack_out_choice", "step_jack_out_choice"),
]
