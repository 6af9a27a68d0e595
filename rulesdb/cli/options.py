"""Option types for the CLI: each checks its value when the command line is read, so a bad value is
one usage line naming the option (`--port 99999: must be from 1 to 65535`), never a later traceback."""

from __future__ import annotations

import argparse
import ipaddress
import re
import socket
from pathlib import Path

from rulesdb.errors import RulesDBError
from rulesdb.model import KINDS

NODE_KINDS = [k for k in KINDS if k != "document"]
_LABEL = r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOSTNAME = re.compile(rf"^(?=.{{1,253}}$){_LABEL}(\.{_LABEL})*$")


def whole_number(name: str, low: int, high: int):
    """An argparse type: a whole number from `low` to `high`, the message naming the option."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}, not {value}")
        return value

    convert.__name__ = name  # argparse names the type in its own messages
    return convert


limit = whole_number("--limit", 1, 100)
port = whole_number("--port", 1, 65535)
threads = whole_number("--threads", 1, 64)
seed = whole_number("--seed", 0, 2**31)


def path(text: str) -> Path:
    """A file or folder name; a NUL character (which no file name can hold) is refused here, by name."""
    if "\x00" in text:
        raise argparse.ArgumentTypeError(f"{text!r} holds a NUL character, which no file name can")
    return Path(text)


def host(text: str) -> str:
    """An IP address or a host name, as waitress will be asked to listen on it."""
    try:
        ipaddress.ip_address(text.strip("[]"))
        return text
    except ValueError:
        pass
    if not _HOSTNAME.match(text):
        raise argparse.ArgumentTypeError(f"{text!r} is neither an IP address nor a host name")
    return text


def json_flag(command: argparse.ArgumentParser) -> None:
    """The `--json` switch every reading command has."""
    command.add_argument("--json", action="store_true", help="print JSON (the API's shape) instead of text")


def check_listen(host_name: str, port_number: int) -> None:
    """Bind and release the address the server will take, so an unknown host or a port in use is one line."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host_name, port_number, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as waitress does
            probe.bind(address)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise RulesDBError(f"--host {host_name} --port {port_number}: cannot listen there ({reason})") from None


def run_moment(text: str) -> str:
    """An argparse type: a moment of a run as `abilities at <moment>` names it (`encounter Ice Wall`)."""
    from rulesdb.engine.timing.priority import RUN_MOMENTS as starts  # only when --at is given

    moment = " ".join(text.split())
    if not moment.lower().startswith(starts) or len(moment) > 200:
        named = ", ".join(s.strip() + " <ice>" for s in starts)
        raise argparse.ArgumentTypeError(f"expected a moment of a run ({named}), got {text!r}")
    return moment
