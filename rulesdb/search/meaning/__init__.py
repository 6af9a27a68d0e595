"""Meaning-based retrieval beside the lexical ranking (issue 22): a question in a player's words often
shares few words with the rule that decides it. A sentence encoder (all-MiniLM-L6-v2) distilled into one
vector per word piece (scripts/distil_meaning.py, offline, once) places a question and each rule of the
current release in the same space; its nearest rules are fused with the lexical ranking by reciprocal
rank (rulesdb.search.fusion). Everything is whole numbers, so the browser's copy ranks exactly alike.

  wordpiece  the encoder's tokenizer (BERT, uncased): a text as word-piece ids
  pieces     the distilled table shipped with the package (data/)
  vectors    a text's vector; the build's table of the current release's nodes
  nearest    a question's nearest nodes, answered in pure Python
"""
