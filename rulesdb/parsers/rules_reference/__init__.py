"""The FFG Rules Reference's text (`ffg-rules-reference`): glossary entries, blocks, cards and timing
structures; importing the package registers the parser."""

from rulesdb.parsers.rules_reference import parser  # noqa: F401  (registers the format)
