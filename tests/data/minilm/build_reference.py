"""Builds ``reference.npz``: all-MiniLM-L6-v2 vectors computed with the torch path
(sentence-transformers ``encode``, float32, ``normalize_embeddings=True``) for the texts of
:func:`reference_texts`, stored as float16 (cosine of a stored vector to its float32 original
≥ 0.99999). tests/select/test_minilm.py checks the numpy encoder against them without torch.

Run (needs the ``torch`` extra): ``.venv/bin/python tests/data/minilm/build_reference.py``.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def reference_texts() -> list[str]:
    """46 texts: every 5th request of the select_real dev files (English and Chinese), an
    empty text, one character, Chinese only, emoji, accents, and two texts longer than
    the model's 256 word pieces."""
    import json

    texts: list[str] = []
    for file in sorted((ROOT / "benchmarks/data/select_real/cases").glob("*.dev.jsonl")):
        lines = file.read_text(encoding="utf-8").splitlines()
        texts += [json.loads(line)["query"] for line in lines[::5]]
    texts += [
        "",
        "a",
        "把这个PR合并到main分支，然后删除feature分支",
        "查询一下上海明天的天气",
        "deploy 🚀 the café's naïve résumé parser",
        "   whitespace   around   ",
        "list_open_pull_requests(owner, repo) " * 80,
        "数据库备份和恢复，" * 120,
    ]
    return texts


def main() -> None:
    from tooldeck.select.dense import load_model

    texts = reference_texts()
    model = load_model(precision="fp32")
    vectors = model.encode(texts, normalize_embeddings=True, convert_to_numpy=True)
    np.savez_compressed(
        HERE / "reference.npz", texts=np.array(texts), vectors=vectors.astype(np.float16)
    )
    print(f"{len(texts)} texts -> {HERE / 'reference.npz'}")


if __name__ == "__main__":
    main()
