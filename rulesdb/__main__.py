"""`python -m rulesdb` is the `rulesdb` command."""

import sys

from rulesdb.cli import main

sys.exit(main())
