#!/usr/bin/env python3
"""Evaluate a static distillation of the sentence encoder beside the lexical search (issue 22, build item 2):
all-MiniLM-L6-v2 as eval_meaning.py runs it is too slow for the issue's budget (13-22 ms a question on the
server, 236 ms in plain JavaScript) and too large for the offline app. Distilled the way model2vec does it,
each of the tokenizer's 30,522 word pieces is run through the encoder alone once, offline; a text is then
the weighted mean of its pieces' vectors (SIF weights from the current release's own word-piece counts), with
no attention at query time: a table lookup and a sum. This script measures whether such a table keeps the
encoder's gain on held-out questions, with eval_meaning.py's fusions and its rule that every parameter is
picked on the development section only. Changes no ranking.

Needs what eval_meaning.py needs (numpy, tokenizers, safetensors, the model package); the distilled table is
cached beside the node embeddings (--cache).

    python scripts/eval_static_meaning.py --data /tmp/meaning-data [--dims 64]

`--dims N` keeps the table's N principal components (model2vec's PCA step): the size an offline copy would send.

Built into the search end to end on 2026-11-28 (commits 2ee7a36..f3a7373: the pieces the documents use on 128
components as int8, 490 KB in the package; an own WordPiece tokenizer; whole-number dot products in Python and
in the browser, identical on every path; reciprocal rank fusion, 10 of each, chosen on the development set) and
measured: development 0.850 / 0.968 / 0.898 against 0.850 / 0.968 / 0.901 for the words alone; the two blind
sets held out 3 0.38 / 0.68 / 0.513 (words alone 0.38 / 0.70 / 0.516) and held out 4 0.729 / 0.898 / 0.804
(0.729 / 0.915 / 0.806); a search 1.5 to 2 ms slower on the server, the offline tables 1,031 KB gzipped
instead of 345. Not kept: it did not improve the blind sets.
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

SIF = 1e-3  # the weight a/(a + p(piece)): frequent pieces ("the", "of", "card") count little


class StaticMiniLM:
    """The encoder as one vector per word piece (its output for the piece alone), weighted by rarity."""

    def __init__(self, teacher: em.MiniLM, table, weights):
        self.tokenizer, self.table, self.weights = teacher.tokenizer, table, weights
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()

    def encode(self, texts: list[str]):
        import numpy as np

        rows = []
        for found in self.tokenizer.encode_batch(texts, add_special_tokens=False):
            ids = np.array(found.ids or [0])
            v = (self.table[ids] * self.weights[ids, None]).sum(0)
            rows.append(v / max(float(np.linalg.norm(v)), 1e-9))
        return np.array(rows, dtype=np.float32)


def distil(teacher: em.MiniLM, cache: Path, used=None):
    """Every word piece's vector (or only the `used` pieces', 0 elsewhere): [CLS] piece [SEP] through the encoder,
    mean-pooled (cached)."""
    import numpy as np

    size = teacher.tokenizer.get_vocab_size()
    pieces = np.arange(size) if used is None else used
    digest = hashlib.sha256(em.model_zip().read_bytes() + (b"" if used is None else used.tobytes())).hexdigest()[:16]
    path = cache / f"{'static' if used is None else 'distilled'}-{digest}.npy"
    if path.exists():
        return np.load(path)
    cls, sep = teacher.tokenizer.token_to_id("[CLS]"), teacher.tokenizer.token_to_id("[SEP]")
    table = np.zeros((size, em.MiniLM.WIDTH), dtype=np.float32)
    for at in range(0, len(pieces), 1024):
        piece = pieces[at:at + 1024]
        ids = np.stack([np.full_like(piece, cls), piece, np.full_like(piece, sep)], axis=1)
        table[piece] = teacher.forward(ids, np.ones(ids.shape, dtype=np.float32))
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=cache, suffix=".npy", delete=False) as part:
        np.save(part, table)
    Path(part.name).replace(path)
    return table


def reduced(table, dims: int):
    """The table on its `dims` principal components (all of them: unchanged)."""
    import numpy as np

    if dims >= table.shape[1]:
        return table
    centred = table - table.mean(0)
    _, _, axes = np.linalg.svd(centred, full_matrices=False)
    return (centred @ axes[:dims].T).astype(np.float32)


def sif_weights(teacher: em.MiniLM, texts: list[str]):
    """a/(a + p) per word piece, p its share of the release's pieces; a piece the release lacks weighs 1."""
    import numpy as np

    counts = np.zeros(teacher.tokenizer.get_vocab_size())
    for found in teacher.tokenizer.encode_batch(texts, add_special_tokens=False):
        np.add.at(counts, found.ids, 1)
    return (SIF / (SIF + counts / counts.sum())).astype(np.float32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a data folder made by `rulesdb build`")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "rulesdb-static-meaning")
    parser.add_argument("--dims", type=int, default=em.MiniLM.WIDTH, help="principal components kept")
    args = parser.parse_args(argv)
    if (found := em.opened("eval_static_meaning", args.data)) is None:
        return 2
    release, search = found
    teacher = em.MiniLM(em.model_zip())
    start = time.perf_counter()
    pieces = reduced(distil(teacher, args.cache), args.dims)
    distilled = time.perf_counter() - start
    addresses, texts = em.release_nodes(release, context=True)
    model = StaticMiniLM(teacher, pieces, sif_weights(teacher, texts))
    table, _ = em.node_table(model, texts, args.cache / f"nodes-{pieces.shape[1]}")
    rows = {a: i for i, a in enumerate(addresses)}
    sections = em.question_sections(release.id)
    queries = list(dict.fromkeys(q["q"] for qs in sections.values() for q in qs))
    vectors, samples = em.timed_queries(model, queries)
    today, _ = em.timed_search(search, queries)
    found = {q: search(q, em.POOL) for q in queries}
    em.report(sections, today, found, {"float32": table, "int8": em.int8_copy(table)}, vectors, (rows, addresses))
    print(f"static table: {pieces.shape[0]} pieces x {pieces.shape[1]} (float32 {pieces.nbytes / 1e6:.1f} MB, int8"
          f" {pieces.size / 1e6:.1f} MB), distilled in {distilled:.0f} s; a question in"
          f" {statistics.median(samples):.2f} ms (median, numpy)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
