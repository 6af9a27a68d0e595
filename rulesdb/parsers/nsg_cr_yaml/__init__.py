"""The Null Signal Games Comprehensive Rules as YAML (format `nsg-cr-yaml`): one folder per release."""

from rulesdb.parsers.nsg_cr_yaml import parser  # noqa: F401  (registers the format)
