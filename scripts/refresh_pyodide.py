"""Print the pins of a Pyodide version for rulesdb/web/pyodide_dist.py (VERSION, INTEGRITY, FILES).

    python scripts/refresh_pyodide.py VERSION

Fetches the npm tarball with `npm pack` (the registry's ordinary client), checks it against the
integrity the registry publishes, and prints the sha256 of each file the offline Table loads.
Paste the output over the pins, run the offline Table's tests, and commit.
"""

from __future__ import annotations

import base64
import hashlib
import io
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from rulesdb.web.pyodide_dist import FILES


def main() -> None:
    version = sys.argv[1]
    published = subprocess.run(["npm", "view", f"pyodide@{version}", "dist.integrity"], capture_output=True,
                               text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(["npm", "pack", f"pyodide@{version}", "--pack-destination", scratch, "--silent"],
                       check=True, capture_output=True)
        data = (Path(scratch) / f"pyodide-{version}.tgz").read_bytes()
    found = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if found != published:
        sys.exit(f"pyodide@{version}: the tarball's integrity {found} is not the published {published}")
    print(f'VERSION = "{version}"')
    print(f'INTEGRITY = "{found}"')
    print("FILES = {")
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for name in FILES:
            member = archive.extractfile(f"package/{name}")
            print(f'    "{name}": "{hashlib.sha256(member.read()).hexdigest()}",')
    print("}")


if __name__ == "__main__":
    main()
