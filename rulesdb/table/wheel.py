"""The engine, its card library and the Table's board reader as one pure-Python wheel, for Pyodide.

Built from the installed code itself (never a copy kept in the repository), so the browser plays
exactly what the server plays. Byte-for-byte reproducible: files in a fixed order with a fixed
date, so the same code gives the same wheel and the same digest. Nothing in it needs more than the
standard library (tests/table/test_wheel.py runs it with nothing else on the path).
"""

from __future__ import annotations

import base64
import hashlib
import io
import zipfile
from pathlib import Path

from rulesdb import __version__

PACKAGE = Path(__file__).resolve().parents[1]  # rulesdb/
NAME = "rulesdb_table_engine"
#: What a board played as JSON imports: the engine and the Table (whole packages), and these modules.
PACKAGES = ("engine", "table")
MODULES = ("__init__.py", "errors.py", "arguments.py", "spelling.py", "build/__init__.py", "build/sources.py",
           "answers/__init__.py", "answers/verdicts.py")
LEFT_OUT = ("table/wheel.py",)  # building the wheel is not part of it
FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def file_name() -> str:
    return f"{NAME}-{__version__}-py3-none-any.whl"


def sources() -> list[str]:
    """The package's files the wheel holds, relative to rulesdb/, in a fixed order."""
    found = set(MODULES)
    for package in PACKAGES:
        found |= {p.relative_to(PACKAGE).as_posix() for p in (PACKAGE / package).rglob("*.py")
                  if "__pycache__" not in p.parts}
    return sorted(found - set(LEFT_OUT))


def build() -> bytes:
    """The wheel's bytes."""
    entries = [(f"rulesdb/{name}", (PACKAGE / name).read_bytes()) for name in sources()]
    info = f"{NAME}-{__version__}.dist-info"
    entries.append((f"{info}/METADATA", (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {__version__}\n"
                                         "Summary: the rulesdb scenario engine, for the browser\n").encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: rulesdb\nRoot-Is-Purelib: true\n"
                                     b"Tag: py3-none-any\n"))
    record = "".join(f"{path},sha256={_digest(data)},{len(data)}\n" for path, data in entries)
    entries.append((f"{info}/RECORD", (record + f"{info}/RECORD,,\n").encode()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as wheel:
        for path, data in entries:
            item = zipfile.ZipInfo(path, FIXED_DATE)
            item.compress_type = zipfile.ZIP_DEFLATED
            item.external_attr = 0o644 << 16
            wheel.writestr(item, data)
    return out.getvalue()


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
