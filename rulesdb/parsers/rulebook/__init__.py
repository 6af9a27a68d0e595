"""The FFG core rulebook's text (`ffg-rulebook`): outline, blocks, glossary and timing; importing the
package registers the parser."""

from rulesdb.parsers.rulebook import parser  # noqa: F401  (registers the format)
