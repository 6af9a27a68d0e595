"""Where the tests find the shared material: NetrunnerDB card data and the CR's upstream history.

`RULESDB_NRDB` names the card data's folder; else `shared/nrdb` beside the checkout (or beside the
folder that holds a git worktree). Without it the card tests skip, and pytest's summary counts them.
"""

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = next((p / "shared" for p in (REPO.parent, REPO.parent.parent) if (p / "shared").is_dir()),
              REPO.parent / "shared")
NRDB = Path(os.environ["RULESDB_NRDB"]) if os.environ.get("RULESDB_NRDB") else SHARED / "nrdb"
