"""Tokenizers of the cost stage.

The BPE counts are checked against an independent implementation: the Rust ``bpe-openai``
crate (GitHub's rust-gems, its own BPE algorithm and pre-tokeniser), called through
``bpe_openai._bindings``; tooldeck counts with tiktoken. Both read the same vocabulary
file, whose SHA-256 tooldeck checks against tiktoken's pinned hash.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from cost_fixtures import rust_tokenizer
from tooldeck import tokenizers
from tooldeck.errors import ToolDeckError
from tooldeck.tokenizers import Tokenizer, TokenizerFileError, UnknownTokenizerError, get_tokenizer

CORPORA = Path(__file__).parent / "data" / "corpora"

# The worked example: a file_read tool exactly as OpenAI's format writes it.
SEED_FILE_READ = (
    '{"type":"function","function":{"name":"file_read","description":"读取一个文本文件的内容,'
    "可按行号范围截取。当用户说看看这个文件写了什么、打开某个配置、读一下某份文本时调用。"
    '","parameters":{"type":"object","properties":{"path":{"type":"string"},"start_line":'
    '{"type":"integer"},"end_line":{"type":"integer"}},"required":["path","start_line"],'
    '"additionalProperties":false}}}'
)


def test_estimate_rule_on_the_worked_example() -> None:
    # By hand (CJK ideograph 1, other characters ¼, rounded up once): the text is 317
    # characters. The description holds 54
    # characters, of which 49 are CJK ideographs and 5 are punctuation (",", "。", "、",
    # "、", "。" — punctuation is not an ideograph). Nothing else is CJK, so 49 CJK and
    # 317 - 49 = 268 other characters: 49 + ceil(268 / 4) = 49 + 67 = 116 tokens.
    assert len(SEED_FILE_READ) == 317
    assert get_tokenizer("estimate").count(SEED_FILE_READ) == 116


def test_estimate_rounds_once_per_text_and_segments_sum() -> None:
    estimate = get_tokenizer("estimate")
    # "abcde你好": 2 CJK + ceil(5 / 4) = 4. Segments [0,2) "ab", [2,6) "cde你", [6,7) "好":
    # non-CJK ordinals 0..4 start tokens at ordinals 0 and 4 (chars "a" and "e"), so
    # "ab" → 1, "cde你" → 1 ("e") + 1 (你) = 2, "好" → 1.
    assert estimate.count("abcde你好") == 4
    assert estimate.count_segments("abcde你好", [2, 6]) == [1, 2, 1]
    assert estimate.count("") == 0
    # ceil per text, not per segment: 3 + 3 characters = 2 tokens, not 1 + 1 + …
    assert sum(estimate.count_segments("abcdef", [3])) == estimate.count("abcdef") == 2


_WORDS = (
    "the tool file read write don't I'll we've HTTP JSON schema_id getUserById 2024-11-05 "
    "3.14159 1234567 naïve café Ünïcödé ß Привет мир مرحبا שלום नमस्ते こんにちは 안녕하세요"
)


def _strings(count: int) -> list[str]:
    """Varied strings: English, Chinese, emoji, JSON from real tool sets, whitespace,
    digits, mixed scripts, contractions; deterministic (seeded)."""
    rng = random.Random(3)
    corpus = json.loads((CORPORA / "github.json").read_text(encoding="utf-8"))
    tools = corpus["tools"] if isinstance(corpus, dict) else corpus
    json_texts = [json.dumps(t, ensure_ascii=False, separators=(",", ":")) for t in tools]
    json_texts += [json.dumps(t, ensure_ascii=False, indent=2) for t in tools[:20]]
    words = _WORDS.split()
    cjk = "读取一个文本文件的内容可按行号范围截取当用户说看看这个写了什么打开某配置调用，。、：！？"
    emoji = ["😀", "👍🏽", "👨‍👩‍👧", "🇨🇳", "🚀", "❤️", "🧪"]
    symbols = [*list("{}[]\":,.;!?'`~@#$%^&*()-_=+\\|/<>"), "\n", "\r\n", "\t", "  ", "   ", " "]
    out: list[str] = []
    for i in range(count):
        kind = i % 5
        if kind == 0:  # a slice of real JSON
            text = rng.choice(json_texts)
            a = rng.randrange(len(text))
            out.append(text[a : a + rng.randint(1, 400)])
        elif kind == 1:  # Chinese with punctuation and ASCII
            out.append(
                "".join(
                    rng.choice(cjk) if rng.random() < 0.7 else rng.choice(words + symbols)
                    for _ in range(rng.randint(1, 60))
                )
            )
        elif kind == 2:  # emoji and symbols
            out.append(
                "".join(rng.choice(emoji + symbols + words) for _ in range(rng.randint(1, 40)))
            )
        elif kind == 3:  # words and whitespace runs (pre-tokeniser edge cases)
            out.append(
                "".join(
                    rng.choice(words) + rng.choice([" ", "  ", "\n", "\n\n", " \n ", "\t", ""])
                    for _ in range(rng.randint(1, 30))
                )
            )
        else:  # random code points, BMP and beyond
            out.append(
                "".join(
                    chr(rng.choice([rng.randint(32, 0x2FF), rng.randint(0x4E00, 0x9FFF),
                                    rng.randint(0x1F300, 0x1FAFF), rng.randint(0x3000, 0x30FF)]))
                    for _ in range(rng.randint(1, 50))
                )
            )  # fmt: skip
    return out


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_bpe_counts_identical_to_independent_rust_implementation(name: str) -> None:
    strings = _strings(10_000)
    assert len(strings) >= 10_000
    ours = get_tokenizer(name)
    reference = rust_tokenizer(name)
    mismatches = [s for s in strings if ours.count(s) != reference.count(s)]
    assert mismatches == [], f"{len(mismatches)} differ, first: {mismatches[:3]!r}"
    # the vocabulary tooldeck loads is the one tiktoken pins: token ids agree too
    sample = strings[:500]
    assert all(ours.encoding.encode_ordinary(s) == reference.encode(s) for s in sample)


@pytest.mark.parametrize("name", ["estimate", "o200k_base", "cl100k_base"])
def test_segments_sum_to_the_whole_count(name: str) -> None:
    tokenizer = get_tokenizer(name)
    rng = random.Random(7)
    for text in _strings(300):
        if len(text) < 2:
            continue
        cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(1, 6))))
        counts = tokenizer.count_segments(text, cuts)
        assert len(counts) == len(cuts) + 1
        assert all(c >= 0 for c in counts)
        assert sum(counts) == tokenizer.count(text)


def test_bpe_segments_attribute_a_token_to_its_first_character() -> None:
    o200k = get_tokenizer("o200k_base")
    text = '{"name":"file_read"}'
    tokens = o200k.encoding.encode_ordinary(text)
    pieces = [o200k.encoding.decode_single_token_bytes(t).decode() for t in tokens]
    # the pre-tokeniser glues a quote to the following letters: a token like '"file'
    # starts on the quote (skeleton), so it is counted before the name starts
    start = text.index("file_read")
    counts = o200k.count_segments(text, [start, start + len("file_read")])
    offsets, position = [], 0
    for piece in pieces:
        offsets.append(position)
        position += len(piece)
    expected = [
        sum(1 for o in offsets if o < start),
        sum(1 for o in offsets if start <= o < start + 9),
        sum(1 for o in offsets if o >= start + 9),
    ]
    assert counts == expected


def test_tokenizers_are_loaded_once() -> None:
    assert get_tokenizer("o200k_base") is get_tokenizer("o200k_base")
    assert get_tokenizer("estimate") is get_tokenizer("estimate")


def test_former_name_seed_still_works_with_one_note(capsys: pytest.CaptureFixture[str]) -> None:
    # 'seed' was the estimate's first name: the same object, one stderr line per process
    tokenizers._deprecation_note.cache_clear()
    assert get_tokenizer("seed") is get_tokenizer("estimate")
    assert get_tokenizer("seed").name == "estimate"
    err = capsys.readouterr().err
    assert err == "note: tokenizer 'seed' is now called 'estimate'; the old name will be removed\n"
    assert "seed" not in tokenizers.BUILTIN_TOKENIZERS


def test_unknown_tokenizer_names_the_known_ones() -> None:
    with pytest.raises(UnknownTokenizerError) as info:
        get_tokenizer("gpt2")
    assert isinstance(info.value, ToolDeckError)
    for known in ("estimate", "o200k_base", "cl100k_base", "hf:"):
        assert known in str(info.value)


def test_hf_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(TokenizerFileError, match="does not exist"):
        get_tokenizer(f"hf:{tmp_path / 'nope.json'}")
    bad = tmp_path / "tokenizer.json"
    bad.write_text('{"not": "a tokenizer"}', encoding="utf-8")
    with pytest.raises(TokenizerFileError, match="cannot load"):
        get_tokenizer(f"hf:{bad}")
    with pytest.raises(TokenizerFileError):
        get_tokenizer("hf:")


def _train_tokenizer_json(path: Path) -> None:
    """A real byte-level BPE tokenizer.json, trained here with the tokenizers library."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False
    )
    corpus = json.loads((CORPORA / "github.json").read_text(encoding="utf-8"))
    tools = corpus["tools"] if isinstance(corpus, dict) else corpus
    tok.train_from_iterator([json.dumps(t, ensure_ascii=False) for t in tools], trainer)
    tok.save(str(path))


def test_hf_tokenizer_json_counts_like_the_library(tmp_path: Path) -> None:
    from tokenizers import Tokenizer as HF

    path = tmp_path / "tokenizer.json"
    _train_tokenizer_json(path)
    ours = get_tokenizer(f"hf:{tmp_path}")  # a folder holding tokenizer.json works too
    library = HF.from_file(str(path))
    text = '{"name":"list_issues","description":"列出 issues 😀"}'
    encoding = library.encode(text, add_special_tokens=False)
    assert ours.count(text) == len(encoding.ids) > 0
    cut = text.index("list_issues")
    counts = ours.count_segments(text, [cut, cut + len("list_issues")])
    assert sum(counts) == len(encoding.ids)
    assert counts[0] == sum(1 for start, _ in encoding.offsets if start < cut)


def test_hf_tokenizer_ignores_the_files_truncation_and_padding(tmp_path: Path) -> None:
    # a word-level tokenizer.json built here that caps encodings at 8 tokens and pads them
    # to 16, as model files do (all-MiniLM-L6-v2's: truncation 128, padding fixed 128);
    # under the Whitespace pre-tokenizer every "a" is one word, so "a " * 50 is 50 tokens
    from tokenizers import Tokenizer as HF
    from tokenizers import models, pre_tokenizers

    tok = HF(models.WordLevel({"[UNK]": 0, "[PAD]": 1, "a": 2}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.enable_truncation(max_length=8)
    tok.enable_padding(length=16, pad_id=1, pad_token="[PAD]")
    path = tmp_path / "tokenizer.json"
    tok.save(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["truncation"]["max_length"] == 8 and saved["padding"] is not None
    assert len(HF.from_file(str(path)).encode("a " * 50).ids) == 16  # the file as it is

    ours = get_tokenizer(f"hf:{path}")
    text = "a " * 50
    assert ours.count(text) == 50  # not cut to 8
    assert ours.count("a") == 1  # not padded to 16
    assert ours.count("") == 0
    assert ours.count_segments(text, [20, 60]) == [10, 20, 20]  # an "a" every 2 characters


def test_count_segments_many_equals_count_segments() -> None:
    # a special-token string is counted as ordinary text by both (count_segments uses
    # tiktoken's encode_ordinary, the batched path its token buffer without specials)
    texts = ["ab cd ef", "汉字 and emoji 🏷️ here", '{"k":"v"}', "x", "<|endoftext|> y"]
    lengths = [[2, 3, 3], [2, 5, 8, 5], [5, 4], [1], [3, 12]]
    for name in ("o200k_base", "cl100k_base", "estimate"):
        counter = get_tokenizer(name)
        expected: list[int] = []
        for text, parts in zip(texts, lengths, strict=True):
            assert sum(parts) == len(text)
            cuts = [sum(parts[: i + 1]) for i in range(len(parts) - 1)]
            expected += counter.count_segments(text, cuts)
        assert counter.count_segments_many(texts, lengths) == expected


TEXTS = ["ab cd ef", "汉字 and emoji 🏷️ here", '{"k":"v"}', "", "x", "<|endoftext|> y", "é"]


def joined_positions() -> list[int]:
    # every character offset of the joined texts, shuffled (the BPE version sorts them)
    total = sum(map(len, TEXTS))
    return [int(p) for p in np.random.default_rng(3).permutation(total + 1)]


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base", "estimate"])
def test_tokens_before_equals_count_segments(name: str) -> None:
    counter = get_tokenizer(name)
    positions = joined_positions()
    # expected from count_segments on each text cut at every character: tokens before
    # offset p of text i = tokens of the earlier texts + the counts of its first p segments
    expected: dict[int, int] = {}
    start, before = 0, 0
    for text in TEXTS:
        counts = counter.count_segments(text, list(range(1, len(text)))) if text else [0]
        for offset in range(len(text) + 1):
            expected.setdefault(start + offset, before + sum(counts[:offset]))
        start += len(text)
        before += sum(counts) if text else 0
    got = counter.tokens_before(TEXTS, positions)
    assert got.tolist() == [expected[p] for p in positions]
    generic = Tokenizer.tokens_before(counter, TEXTS, positions)
    assert generic.tolist() == got.tolist()
    assert counter.tokens_before(TEXTS, []).tolist() == []
    with pytest.raises(ValueError, match="positions"):
        counter.tokens_before(TEXTS, [0, sum(map(len, TEXTS)) + 1])
    with pytest.raises(ValueError, match="positions"):
        counter.tokens_before(TEXTS, [-1])


def test_tokens_before_on_a_deck_of_one() -> None:
    # 'hello world' is two o200k tokens, 'hello' and ' world' (tiktoken's encode_ordinary)
    counter = get_tokenizer("o200k_base")
    assert counter.count("hello world") == 2
    assert counter.tokens_before(["hello world"], [0, 3, 5, 6, 11]).tolist() == [0, 1, 1, 2, 2]
