#!/usr/bin/env python3
"""Evaluate meaning over the questions players ask (issue 22): instead of the rules' own text
(eval_meaning.py), a sentence embedding matches the judge's question to the questions players ask of each rule
(rulesdb/search/questions/, the index's "asked" field; optionally the rule's title too): question to question,
what all-MiniLM-L6-v2 was trained for. A rule scores the best cosine of its rows (`max`) or the mean of its
best two (`top2`); that ranking alone, and fused with today's (/api/search): reciprocal rank fusion (rrf, the
embedding's ranks counting a share of the lexical ones'), a weighted sum of both min-max normalised scores
(weighted), and today's top 20 or 50 re-ordered by that sum (rerank20, rerank50); exact lookups stay first.
A light variant a phone could run offline: a static table of word pieces (each piece run through the encoder
alone, as eval_static_meaning.py distils it, or the encoder's own input embeddings), a text the SIF-weighted
mean of its pieces' vectors, restricted to the pieces the rules and the asked questions use (a piece outside it
counts nothing), optionally on fewer principal components; its size is printed.

Every parameter (encoder's rows and pooling, fusion, k, share) is chosen on the development section only, then
reported unchanged on the other sections measured. `--sections` names the sections read (default: development
and the seen held-out sets "held out", "held out 2", "held out 5"); no other section of the file is parsed.
`--fixed` skips the choice and measures the named rankings as they are (for a blind set: the coordinator's).
Prints totals and counts only, never a question. Changes no ranking.

Needs what eval_meaning.py needs (numpy, tokenizers, safetensors, the model package), nothing downloaded:

    python scripts/eval_meaning_asked.py --data /tmp/meaning-asked-data [--sections "development,held out 2"]

The rankings chosen on the development section, to measure a blind set with (no choice made, totals only):

    python scripts/eval_meaning_asked.py --data DATA --sections "held out 3" \
        --fixed "lexical;minilm asked max | weighted 0.6;distilled384 asked top2 | weighted 0.5"

Measured on 2026-11-29 (CR 25.08, 5,144 asked questions, recall@1 / recall@5 / MRR), development then the
seen held-out sets "held out", 2 and 5 pooled (123 questions): today's search 0.856 / 0.995 / 0.912 and
0.594 / 0.870 / 0.708; the encoder over the asked questions and titles alone (top2) 0.513 / 0.759 / 0.617 and
0.480 / 0.780 / 0.605; fused (`minilm asked max | weighted 0.6`, the lexical score's share 0.6; the same as
re-ranking the lexical top 50) 0.882 / 0.973 / 0.925 and 0.650 / 0.878 / 0.753, 22 questions ranked higher
and 4 lower than today on the seen sets (13 / 10 on development); at a share of 0.7 the seen sets fall to 0.726.
The light table (`distilled384 asked top2 | weighted 0.5`: 3,205 pieces, 1.23 MB int8) 0.882 / 0.979 / 0.924
and 0.650 / 0.854 / 0.742, 17 higher and 9 lower. The encoder 31-43 ms a question (numpy, one thread, a
shared 2-core machine); the asked-question table 5,318 x 384, 8.2 MB float32, 2.1 MB int8 (same rankings).
The blind sets (held out 3, 4, 6, 7, 8, 9 pooled, 309 questions), measured once with these rankings fixed:
today's 0.641 / 0.890 / 0.749, the MiniLM fusion 0.654 / 0.919 / 0.768 (49 higher, 20 lower), the light fusion
0.660 / 0.903 / 0.764 (47 higher, 24 lower). The rule written before measuring asked for +0.03 MRR to build it
(a second ranking, a model or table in the offline app ranking exactly as the server): not built.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eval_meaning as em  # noqa: E402
import eval_static_meaning as es  # noqa: E402

SEEN = ("development", "held out", "held out 2", "held out 5")
POOLED = "pooled"  # the measured sections other than development, together
POOL = em.POOL
RRF = tuple((k, share) for k in (2, 5, 10, 30, 60) for share in (0.25, 0.5, 0.75, 1.0))
SHARES = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9)  # the lexical score's share of a weighted sum
POOLINGS = ("max", "top2")
ROWS = ("asked", "asked+title")
LIGHT = (("distilled", 384), ("distilled", 128), ("distilled", 64), ("input", 384))


def read_sections(names: tuple[str, ...], release: str) -> dict[str, list[dict]]:
    """The named sets of the players' question file (judging.question_sets' names), each id accepted as `release`
    has it; the other sets' lines are skipped unparsed."""
    import yaml

    from rulesdb.search.judging import HELD_OUT, player_questions

    chunks: dict[str, list[str]] = {"development": []}
    for line in em.PLAYERS.read_text("utf-8").splitlines():
        if line.startswith(HELD_OUT):
            chunks[f"held out {len(chunks)}" if len(chunks) > 1 else "held out"] = []
        chunks[list(chunks)[-1]].append(line)
    if unknown := [n for n in names if n not in chunks]:
        raise SystemExit(f"eval_meaning_asked: no section {', '.join(unknown)} (the file has {', '.join(chunks)})")
    return {n: player_questions(yaml.safe_load("\n".join(chunks[n])) or [], release) for n in names}


class Rows:
    """The texts a rule is matched by: each asked question of it, and (separately) each indexed node's title."""

    def __init__(self, release):
        from rulesdb.search import asked
        from rulesdb.search.records import INDEXED_KINDS, searchable_title

        players = asked.questions()
        self.rules: list[str] = []  # addresses, one per node with a row
        self.texts: list[str] = []
        self.owner: list[int] = []
        self.is_title: list[bool] = []
        for node in release.nodes.values():
            if node.kind not in INDEXED_KINDS:
                continue
            questions = players.get(node.semantic_id or "", ())
            title = searchable_title(node)
            if not questions and not title:
                continue
            self.rules.append(node.address)
            for text, is_title in [*((q, False) for q in questions), *([(title, True)] if title else [])]:
                self.texts.append(text)
                self.owner.append(len(self.rules) - 1)
                self.is_title.append(is_title)

    def grouping(self, titles: bool):
        """A rules x 5 matrix of row numbers (-1: none) over the asked rows, and the titles if `titles`."""
        import numpy as np

        width = 1 + max(sum(1 for o, t in zip(self.owner, self.is_title) if o == r and not t)
                        for r in set(self.owner))
        index = np.full((len(self.rules), width), -1, dtype=np.int64)
        filled = np.zeros(len(self.rules), dtype=np.int64)
        for row, (owner, is_title) in enumerate(zip(self.owner, self.is_title)):
            if titles or not is_title:
                index[owner, filled[owner]] = row
                filled[owner] += 1
        return index


def rule_scores(cosines, index, pooling: str):
    """Each rule's score from its rows' cosines (-2 for a rule with no row)."""
    import numpy as np

    padded = np.where(index >= 0, cosines[np.maximum(index, 0)], -2.0)
    best = -np.sort(-padded, axis=1)
    if pooling == "max":
        return best[:, 0]
    return np.where(best[:, 1] > -1.5, (best[:, 0] + best[:, 1]) / 2, best[:, 0])


class Ranked(em.Candidates):
    """eval_meaning's Candidates over rules scored by their rows, with a re-ranking depth of choice."""

    def __init__(self, *args):
        super().__init__(*args)
        self.cos = {a: c for a, c in self.cos.items() if c > -1.5}  # a rule with no row has no cosine

    def rerank_at(self, depth: int, share: float) -> list[str]:
        top = self.hits[:depth]
        return self.exact + self._mixed(share, top, [a for a, _ in top]) + [a for a, _ in self.hits[depth:]]


def embedded(model, texts: list[str], cache: Path, name: str):
    """`texts` embedded by `model` (cached under the model's name, its tables' and the texts' digest), and the
    seconds taken."""
    tables = b"".join(getattr(model, t).tobytes() for t in ("table", "weights") if hasattr(model, t))
    digest = hashlib.sha256(tables + "\x00".join(texts).encode()).hexdigest()[:16]
    return em.cached_table(model, texts, cache / f"{name}-{digest}.npy")


def light_model(teacher: em.MiniLM, kind: str, dims: int, vocabulary: list[str], cache: Path):
    """A static encoder over the word pieces of `vocabulary` only (the rest weigh nothing); and its piece count."""
    import copy

    import numpy as np
    from tokenizers import Tokenizer

    teacher = copy.copy(teacher)  # its own tokenizer: no padding, no truncation, the encoder's left as it was
    teacher.tokenizer = Tokenizer.from_str(teacher.tokenizer.to_str())
    teacher.tokenizer.no_padding()
    teacher.tokenizer.no_truncation()
    counts = np.zeros(teacher.tokenizer.get_vocab_size())
    for found in teacher.tokenizer.encode_batch(vocabulary, add_special_tokens=False):
        np.add.at(counts, found.ids, 1)
    used = np.flatnonzero(counts)
    if kind == "input":
        pieces = teacher.w["embeddings.word_embeddings.weight"].astype(np.float32).copy()
    else:
        pieces = es.distil(teacher, cache, used)
    table = np.zeros((len(counts), min(dims, pieces.shape[1])), dtype=np.float32)
    table[used] = es.reduced(pieces[used], dims)
    weights = (es.SIF / (es.SIF + counts / counts.sum())).astype(np.float32)
    weights[counts == 0] = 0.0  # not in the table a phone would carry
    return es.StaticMiniLM(teacher, table, weights), len(used)


def gzipped(table) -> int:
    """The gzipped size of `table` as int8 with one float32 scale per row."""
    import gzip

    import numpy as np

    scale = np.maximum(np.abs(table).max(1, keepdims=True), 1e-12) / 127.0
    return len(gzip.compress(np.round(table / scale).astype(np.int8).tobytes() + scale.astype(np.float32).tobytes()))


def grid(encoders: tuple[str, ...]) -> dict:
    """Every ranking measured, by name "encoder rows pooling | fusion parameter": how it ranks a question's
    bundle of Candidates (keyed by "encoder rows pooling"); "lexical": today's answer."""
    result = {"lexical": None}
    for encoder in encoders:
        for rows in ROWS:
            for pooling in POOLINGS:
                v = f"{encoder} {rows} {pooling}"
                result[f"{v} | embedding"] = lambda b, v=v: b[v].embedding()
                for k, share in RRF:
                    result[f"{v} | rrf k={k},x{share:g}"] = lambda b, v=v, k=k, s=share: b[v].rrf(k, s)
                for share in SHARES:
                    result[f"{v} | weighted {share:g}"] = lambda b, v=v, s=share: b[v].weighted(s)
                    for depth in (20, 50):
                        result[f"{v} | rerank{depth} {share:g}"] = lambda b, v=v, d=depth, s=share: b[v].rerank_at(d, s)
    return result


def family(name: str) -> str:
    """"minilm asked max | rrf k=5,x1" -> "minilm rrf": the encoder and the kind of ranking."""
    encoder, _, ranking = name.partition(" | ")
    return f"{encoder.split()[0]} {ranking.split()[0]}" if ranking else name


def choose(dev: dict) -> dict[str, str]:
    """Each family's ranking with the best development MRR (then recall@5, then recall@1): {family: name}."""
    best: dict[str, tuple] = {}
    for name, by_section in dev.items():
        s = by_section["development"]["all"]
        key = (s["mrr"], s["recall@5"], s["recall@1"])
        if family(name) not in best or key > best[family(name)][0]:
            best[family(name)] = (key, name)
    return {f: name for f, (_, name) in best.items()}


def print_table(result: dict, sections: tuple[str, ...], label: dict[str, str] | None = None) -> None:
    print(f"  {'ranking':<52} {'section':<13} {'n':>4} recall@1 recall@5    MRR")
    for name, by_section in result.items():
        for section in sections:
            s = by_section[section]["all"]
            print(f"  {(label or {}).get(name, name):<52} {section:<13} {s['questions']:>4} {s['recall@1']:8.3f}"
                  f" {s['recall@5']:8.3f} {s['mrr']:6.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a data folder made by `rulesdb build`")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "rulesdb-meaning-asked")
    parser.add_argument("--sections", default=",".join(SEEN), help="the question sets read, comma-separated")
    parser.add_argument("--fixed", default="", help="rankings measured as named (';'-separated), no choice made")
    parser.add_argument("--no-light", action="store_true", help="measure the full encoder only")
    args = parser.parse_args(argv)
    if (found := em.opened("eval_meaning_asked", args.data)) is None:
        return 2
    release, search = found
    import numpy as np

    names = tuple(n.strip() for n in args.sections.split(",") if n.strip())
    sections = read_sections(names, release.id)
    fixed = [n.strip() for n in args.fixed.split(";") if n.strip()]
    if not fixed and "development" not in sections:
        raise SystemExit("eval_meaning_asked: choosing needs the development section (or --fixed)")
    teacher = em.MiniLM(em.model_zip())
    print(em.check_model(teacher))
    rows = Rows(release)
    print(f"{release.id}: {len(rows.rules)} nodes with rows, {len(rows.texts)} rows"
          f" ({sum(rows.is_title)} titles); questions: " + ", ".join(f"{n} {len(qs)}" for n, qs in sections.items()))
    queries = list(dict.fromkeys(q["q"] for qs in sections.values() for q in qs))

    encoders: dict[str, tuple] = {}  # name -> (model, row table, seconds, query ms, pieces)
    table, seconds = embedded(teacher, rows.texts, args.cache, "minilm")
    vectors, samples = em.timed_queries(teacher, queries)
    encoders["minilm"] = (teacher, table, seconds, samples, None)
    wanted = {n.split(" | ")[0].split()[0] for n in fixed if n != "lexical"} if fixed else None
    if not args.no_light:
        _, texts = em.release_nodes(release)
        for kind, dims in LIGHT:
            name = f"{kind}{dims}"
            if wanted is not None and name not in wanted:
                continue
            light, used = light_model(teacher, kind, dims, texts + rows.texts, args.cache)
            light_table, light_seconds = embedded(light, rows.texts, args.cache, name)
            light_vectors, light_samples = em.timed_queries(light, queries)
            encoders[name] = (light, light_table, light_seconds, light_samples, used, light_vectors)
    query_vectors = {"minilm": vectors, **{n: e[5] for n, e in encoders.items() if n != "minilm"}}
    indexes = {titles: rows.grouping(titles == "asked+title") for titles in ROWS}
    positions = {a: i for i, a in enumerate(rows.rules)}

    today, _ = em.timed_search(search, queries)
    found = {q: search(q, POOL) for q in queries}
    bundles: dict[str, dict] = {q: {} for q in queries}
    for name, entry in encoders.items():
        for q in queries:
            cosines = entry[1] @ query_vectors[name][q]
            for titles, index in indexes.items():
                for pooling in POOLINGS:
                    scores = rule_scores(cosines, index, pooling)
                    bundles[q][f"{name} {titles} {pooling}"] = Ranked(q, found[q], scores, positions, rows.rules)

    tested = dict(sections)
    if len([n for n in sections if n != "development"]) > 1:
        tested[POOLED] = [q for n, qs in sections.items() if n != "development" for q in qs]
    every = grid(tuple(encoders))
    if fixed:
        if unknown := [n for n in fixed if n not in every]:
            raise SystemExit(f"eval_meaning_asked: no ranking {'; '.join(unknown)}")
        chosen = {n: n for n in fixed}
    else:
        dev = em.measure({"development": sections["development"]}, today, bundles, every)
        chosen = choose(dev)
        print("development: each family's best (chosen by MRR here only), and its five runners-up:")
        for f in chosen:
            ranked = sorted((n for n in dev if family(n) == f),
                            key=lambda n: -dev[n]["development"]["all"]["mrr"])
            print(f"  {f}: " + "; ".join(f"{n} {dev[n]['development']['all']['mrr']:.3f}" for n in ranked[:6]))
    picked = {name: every[name] for name in dict.fromkeys(chosen.values())}
    print("the chosen rankings, unchanged on every section:")
    result = em.measure(tested, today, bundles, picked)
    print_table(result, tuple(tested))
    print("questions ranked higher / lower than by today's search:")
    for name, by_section in em.moves(tested, today, bundles, picked).items():
        print(f"  {name:<52} " + "; ".join(f"{s} +{up} -{down}" for s, (up, down) in by_section.items()))

    print("costs:")
    for name, (_, table, seconds, samples, used, *_) in encoders.items():
        n, width = table.shape
        extra = ""
        if used is not None:
            pieces = encoders[name][0].table
            kept = pieces[np.abs(pieces).sum(1) > 0]
            extra = (f"; piece table {used} pieces x {width}: float32 {used * width * 4 / 1e6:.2f} MB,"
                     f" int8 {used * width / 1e6:.2f} MB ({gzipped(kept) / 1e6:.2f} MB gzipped)")
        print(f"  {name}: a question in {statistics.median(samples):.2f} ms (median of {len(samples)}, numpy, one"
              f" thread); row table {n} x {width}: float32 {n * width * 4 / 1e6:.2f} MB, int8"
              f" {(n * width + 4 * n) / 1e6:.2f} MB ({gzipped(table) / 1e6:.2f} MB gzipped)"
              + (f"; rows embedded in {seconds:.0f} s" if seconds else "") + extra)
    start = time.perf_counter()
    for q in queries:
        cosines = encoders["minilm"][1] @ query_vectors["minilm"][q]
        np.argsort(rule_scores(cosines, indexes["asked+title"], "max"))[::-1][:POOL]
    print(f"  cosines and pooling over the rows: {(time.perf_counter() - start) * 1000 / len(queries):.2f} ms a"
          f" question (minilm's table)")
    print(f"  model: package model.zip {em.model_zip().stat().st_size / 1e6:.1f} MB")
    print("int8 row tables (a scale per row), the chosen rankings:")
    for name, entry in encoders.items():
        small = em.int8_copy(entry[1])
        for q in queries:
            cosines = small @ query_vectors[name][q]
            for titles, index in indexes.items():
                for pooling in POOLINGS:
                    bundles[q][f"{name} {titles} {pooling}"] = Ranked(q, found[q], rule_scores(cosines, index, pooling),
                                                                      positions, rows.rules)
    print_table(em.measure(tested, today, bundles, {n: r for n, r in picked.items() if r is not None}), tuple(tested))
    return 0


if __name__ == "__main__":
    sys.exit(main())
