"""What "Save for offline" offers, in parts the judge picks (newest rules, cards, scenarios, the
Table's engine), each with its size on the wire said before anything is downloaded.

A part of thousands of pages is measured on a sample of them (rendered and compressed as the
browser receives them) and said as "about"; the engine's files are measured exactly.
"""

from __future__ import annotations

from flask import current_app

from rulesdb.web import offline_engine

SAMPLE = 12  # pages measured per part
#: The parts, in the order the page offers them.
LABELS = {
    "rules": "The newest rules (every document's newest version) and search",
    "cards": "Card pages",
    "scenarios": "Scenarios",
    "engine": "The Table's engine (rulings with no connection)",
}


def groups(shell: list[str], rules: list[str], cards: list[str], scenarios: list[str]) -> list[dict]:
    """Each part's URLs and size; the shell pages (needed by every part) go with the rules."""
    engine = engine_urls()
    found = [part("rules", [*shell, *rules]), part("cards", cards), part("scenarios", scenarios)]
    found.append({"name": "engine", "label": LABELS["engine"], "urls": engine, "bytes": engine_bytes(),
                  "estimated": False, "available": bool(engine)})
    return found


def part(name: str, urls: list[str]) -> dict:
    urls = list(dict.fromkeys(urls))
    return {"name": name, "label": LABELS[name], "urls": urls, "bytes": estimate(urls), "estimated": True,
            "available": bool(urls)}


def engine_urls() -> list[str]:
    """The Table's page and everything its offline engine loads; none when Pyodide is absent."""
    manifest = offline_engine.manifest_data(None)
    if not manifest["pyodide"]["present"]:
        return []
    pyodide = [manifest["pyodide"]["url"] + name for name in manifest["pyodide"]["files"]]
    return ["/table", "/table/engine.json", manifest["saved"]["url"], manifest["wheel"]["url"], *pyodide]


def engine_bytes() -> int:
    manifest = offline_engine.manifest_data(None)
    files = sum(manifest["pyodide"]["files"].values()) + manifest["wheel"]["bytes"]
    return files + sum(measure(u) for u in ("/table", "/table/engine.json", manifest["saved"]["url"]))


def estimate(urls: list[str]) -> int:
    """The part's compressed size, from an evenly spread sample of its pages."""
    if not urls:
        return 0
    step = max(1, len(urls) // SAMPLE)
    sample = urls[::step][:SAMPLE]
    return round(sum(measure(u) for u in sample) / len(sample) * len(urls))


def measure(url: str) -> int:
    """One page's bytes as a browser receives it (compressed)."""
    response = current_app.test_client().get(url, headers={"Accept-Encoding": "gzip"})
    return len(response.get_data()) if response.status_code == 200 else 0
