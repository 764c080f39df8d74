"""Text hidden in an encoding inside a tool definition: found, decoded, and judged prose.

A model decodes base64, hex, percent-encoding, escapes, entities, binary, character codes,
ROT13 and reversed text on request, as easily as it reads plain text; a person approving a
tool sees an opaque run of characters. Encoded or obfuscated instructions are a listed
prompt-injection technique (OWASP LLM01:2025 "Prompt Injection", obfuscation and payload
splitting; Elastic Security Labs 2025 on MCP tool poisoning, base64 and ROT13 payloads;
CyberArk 2025, full-schema poisoning in defaults). The pattern rules read every decoded
text as if it were written plainly (:func:`hidden_texts`); a decoded text that is prose
and is not also written out plainly beside it (an encoder's worked example) is reported
by itself (:func:`hidden_prose`), whatever its words say.

Decoders (each gated on one regex search, so ordinary text costs a scan per decoder; at
most :data:`_MAX_RUNS` runs each per string; a run that does not decode to text without
control characters is skipped, never raised):

- base64, standard and URL-safe alphabets (RFC 4648 §4, §5): runs of 16+ characters, in
  groups of four separated by spaces, or wrapped over lines;
- base32 (RFC 4648 §6): runs of 24+ upper-case ``A–Z2–7`` characters;
- hex: runs of 16+ hex digits (an even count), ``0x52 0x65 …`` and ``52:65:…`` (a
  SHA-256 digest decodes to bytes that are not text);
- percent-encoding (RFC 3986 §2.1): 8+ ``%XX`` escapes in a run, outside URLs (a URL's
  path is percent-encoded by design);
- ``\\uXXXX``, ``\\xXX`` and octal ``\\ooo`` escapes: 8+ in a run (JSON, Python, C);
  ``U+XXXX`` code points: 8+;
- HTML numeric character references: 8+ ``&#NN;`` / ``&#xHH;`` (HTML §13.5);
- binary: 8+ groups of eight ``0``/``1`` digits; character codes: 8+ separated decimal
  numbers 32–126 or 9/10 (a ``String.fromCharCode`` list);
- one level of nesting (base64 of hex, base64 of base64);
- ROT13 and reversed text: a sentence of six or more words with at most one function
  word (:data:`_FUNCTION_WORDS`, English; for ROT13 also Spanish, French, German,
  Portuguese and Italian ones, :data:`_FUNCTION_WORDS_ROT13`) whose ROT13 (or reversed)
  reading has three or more, and twice as many.

A run that decodes to a word or a path (``~/.ssh/id_rsa``) is also put back in its
sentence (the ``inline`` reading), so "read the file <base64> and put it in x" is read as
the plain sentence would be.

Prose (:func:`is_prose`): four or more spaces between words and at least 80 % letters and
spaces, or eight or more Chinese, Japanese or Korean characters making up at least 60 %
of the text. A digest, an image's bytes, a JWT's JSON and ``hello world`` are not prose.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable
from functools import lru_cache
from urllib.parse import unquote

__all__ = [
    "ENCODING_NAMES",
    "HiddenText",
    "decode_order",
    "hidden_prose",
    "hidden_texts",
    "is_prose",
]

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/\-_])[A-Za-z0-9+/\-_]{16,}={0,2}(?![A-Za-z0-9+/=\-_])")
_BASE64_SPACED = re.compile(
    r"(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{4}[ \t]){5,}[A-Za-z0-9+/]{2,4}={0,2}(?![A-Za-z0-9+/=])"
    r"|(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{20,}(?:[ \t]*\n[ \t]*[A-Za-z0-9+/]{4,}){1,}={0,2}"
    r"(?![A-Za-z0-9+/=])"
)
_BASE32 = re.compile(r"(?<![A-Z2-7])[A-Z2-7]{24,}={0,6}(?![A-Z2-7=])")
_HEX = re.compile(r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){8,}(?![0-9a-fA-F])")
_HEX_SPACED = re.compile(
    r"(?<![0-9a-fA-F:])(?:[0-9a-fA-F]{2}[: ]){7,}[0-9a-fA-F]{2}(?![0-9a-fA-F:])"
    r"|(?:0[xX][0-9a-fA-F]{2}[\s,]*){8,}"
)
_PERCENT = re.compile(r"(?:%[0-9a-fA-F]{2}[^%\s]{0,3}){8,}")
_ESCAPES = re.compile(r"(?:\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\[0-3][0-7]{2}){8,}")
_CODE_POINTS = re.compile(r"(?:[Uu]\+[0-9A-Fa-f]{4,6}[\s,]*){8,}")
_ENTITIES = re.compile(r"(?:&#(?:[0-9]{2,7}|[xX][0-9a-fA-F]{2,6});\s?){8,}")
_BINARY = re.compile(r"(?<![01])(?:[01]{8}[\s,]?){8,}")
_CODE = r"(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6]|9|10)(?!\d)"
_CHAR_CODES = re.compile(rf"(?<![\d.])(?:{_CODE}(?:\s*[,;]\s*|\s+)){{7,}}{_CODE}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_ENGLISH_FUNCTION_WORDS = [
    "the",
    "and",
    "you",
    "your",
    "to",
    "of",
    "in",
    "is",
    "it",
    "this",
    "that",
    "for",
    "with",
    "all",
    "before",
    "after",
    "send",
    "user",
    "must",
    "do",
    "not",
    "our",
    "from",
    "into",
    "then",
    "now",
    "any",
    "every",
    "each",
    "its",
    "their",
    "them",
    "are",
    "be",
    "or",
    "if",
    "as",
]
_OTHER_FUNCTION_WORDS = [
    "de",
    "la",
    "el",
    "los",
    "las",
    "que",
    "del",
    "en",
    "por",
    "para",
    "con",
    "una",
    "un",
    "se",
    "su",
    "le",
    "les",
    "et",
    "des",
    "du",
    "une",
    "pour",
    "avec",
    "der",
    "die",
    "das",
    "und",
    "mit",
    "für",
    "ist",
    "nicht",
    "den",
    "dem",
    "zu",
    "von",
    "da",
    "os",
    "com",
    "não",
    "uma",
    "il",
    "che",
    "di",
    "per",
    "non",
    "gli",
    "della",
]
"""Session 17: the same in Spanish, French, German, Portuguese and Italian, for ROT13 only
(a Spanish ROT13 payload read as nothing before); reversed text keeps English's, since
short words of these languages are common tokens backwards ("ID" → "di")."""
_FUNCTION_WORDS = re.compile(rf"\b(?:{'|'.join(_ENGLISH_FUNCTION_WORDS)})\b")
_FUNCTION_WORDS_ROT13 = re.compile(
    rf"\b(?:{'|'.join(_ENGLISH_FUNCTION_WORDS + _OTHER_FUNCTION_WORDS)})\b"
)
_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+")

HiddenText = tuple[str, str]
"""``(encoding, decoded text)``: the encoding's name (``base64``, ``base32``, ``hex``,
``percent``, ``escapes``, ``code points``, ``entities``, ``binary``, ``char codes``,
``rot13``, ``reversed``; ``A+B`` for B inside A, e.g. ``base64+hex``; ``inline`` for the
string read with its encoded runs replaced by what they decode to) and the text."""


def is_prose(text: str) -> bool:
    """Whether decoded ``text`` reads as natural language (see the module docstring):
    4+ spaces and ≥ 80 % letters and spaces, or 8+ CJK characters that are ≥ 60 % of the
    non-space characters."""
    if not text:
        return False
    letters = sum(c.isalpha() or c.isspace() for c in text)
    if text.count(" ") >= 4 and letters > 0.8 * len(text):
        return True
    cjk = len(_CJK.findall(text))
    dense = len(text) - text.count(" ")
    return cjk >= 8 and cjk >= 0.6 * max(dense, 1)


def _printable(raw: bytes | str) -> str | None:
    """UTF-8 text without control characters (tab and newline allowed), else None."""
    try:
        plain = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        return None
    if not plain.strip() or any(ord(c) < 32 and c not in "\t\n\r" for c in plain):
        return None
    if any(0xD800 <= ord(c) <= 0xDFFF or c == "\ufffd" for c in plain):
        return None
    return plain


def _readable(plain: str) -> bool:
    """Text worth reading on its own: prose, or three or more words of letters."""
    if is_prose(plain):
        return True
    return plain.count(" ") >= 3 and sum(c.isalpha() or c.isspace() for c in plain) > 0.8 * len(
        plain
    )


def _word_like(plain: str) -> bool:
    """A decoded run short of a sentence that still says something in place (a path, an
    address, a word: ``~/.ssh/id_rsa``): 4+ characters, ≥ 70 % letters, digits or
    ``~/._-@:`` and no more than a tenth other symbols."""
    if len(plain) < 4:
        return False
    ok = sum(c.isalnum() or c in " ~/._-@:" for c in plain)
    return ok >= 0.9 * len(plain) and sum(c.isalpha() for c in plain) >= 0.5 * len(plain)


def _base64_run(run: str) -> str | None:
    body = re.sub(r"\s+", "", run).rstrip("=")
    if body.isalpha() and (body.islower() or body.isupper()):
        return None  # a long word or identifier, not base64
    if ("_" in body or "-" in body) and body.replace("_", "").replace("-", "").isalpha():
        return None  # a snake_case or kebab-case identifier
    if len(body) % 4 == 1:
        return None
    alphabet = b"-_" if ("-" in body or "_" in body) else b"+/"
    raw = base64.b64decode(body + "=" * (-len(body) % 4), altchars=alphabet, validate=True)
    return _printable(raw)


def _base32_run(run: str) -> str | None:
    body = run.rstrip("=")
    return _printable(base64.b32decode(body + "=" * (-len(body) % 8)))


def _hex_run(run: str) -> str | None:
    digits = re.sub(r"0[xX]|[\s,:]", "", run)
    return _printable(bytes.fromhex(digits)) if len(digits) % 2 == 0 else None


def _percent_run(run: str) -> str | None:
    return _printable(unquote(run, errors="strict"))


def _escape_run(run: str) -> str | None:
    codes = re.findall(r"\\(u|x|[0-3])([0-9a-fA-F]{4}|[0-9a-fA-F]{2}|(?<=\\[0-3])[0-7]{2})", run)
    if all(kind != "u" for kind, _ in codes):  # \xHH and \ooo: bytes
        raw = bytes(int(d, 16) if k == "x" else int(k + d, 8) for k, d in codes)
        return _printable(raw)
    units = "".join(chr(int(d, 16)) for k, d in codes if k == "u")  # UTF-16 code units
    return _printable(units.encode("utf-16-le", "surrogatepass").decode("utf-16-le"))


def _code_point_run(run: str) -> str | None:
    points = [int(h, 16) for h in re.findall(r"[Uu]\+([0-9A-Fa-f]{4,6})", run)]
    if any(not 0 < p <= 0x10FFFF or 0xD800 <= p <= 0xDFFF for p in points):
        return None
    return _printable("".join(map(chr, points)))


def _entity_run(run: str) -> str | None:
    points = [
        int(ref[1:], 16) if ref[:1] in "xX" else int(ref)
        for ref in re.findall(r"&#([xX]?[0-9a-fA-F]+);", run)
    ]
    if any(not 0 < p <= 0x10FFFF or 0xD800 <= p <= 0xDFFF for p in points):
        return None
    return _printable("".join(map(chr, points)))


def _binary_run(run: str) -> str | None:
    return _printable(bytes(int(b, 2) for b in re.findall(r"[01]{8}", run)))


def _char_code_run(run: str) -> str | None:
    return _printable("".join(chr(int(n)) for n in re.findall(r"\d+", run)))


def _flipped_texts(text: str, flip: str) -> list[str]:
    """Lines with a sentence that reads as English only after ROT13 (``flip="rot13"``) or
    reversal: six or more words, at most one of :data:`_FUNCTION_WORDS`, and three or
    more (and twice as many) after the flip. The line is returned with those sentences
    flipped, the others as written."""
    out = []
    for line in text.splitlines():
        if len(line) < 30 or line.count(" ") < 5:
            continue
        parts = _SENTENCE_END.split(line)
        if flip == "reversed":  # a reversed sentence has its full stop in front: ".txet"
            parts = re.split(r"\s+(?=[.!?;:](?:\w|$))", line) if len(parts) == 1 else parts
        changed = False
        for k, part in enumerate(parts):
            words = _FUNCTION_WORDS_ROT13 if flip == "rot13" else _FUNCTION_WORDS
            if part.count(" ") < 5 or len(words.findall(part.lower())) > 1:
                continue
            decoded = part.translate(_ROT13) if flip == "rot13" else part[::-1]
            found = len(words.findall(decoded.lower()))
            plain = len(words.findall(part.lower()))
            if found >= 3 and found >= 2 * max(plain, 1):
                parts[k] = decoded
                changed = True
        if changed:
            out.append(" ".join(parts))
    return out


_DECODERS: tuple[tuple[str, re.Pattern[str], Callable[[str], str | None]], ...] = (
    ("base64", _BASE64, _base64_run),
    ("base64", _BASE64_SPACED, _base64_run),
    ("base32", _BASE32, _base32_run),
    ("hex", _HEX, _hex_run),
    ("hex", _HEX_SPACED, _hex_run),
    ("percent", _PERCENT, _percent_run),
    ("escapes", _ESCAPES, _escape_run),
    ("code points", _CODE_POINTS, _code_point_run),
    ("entities", _ENTITIES, _entity_run),
    ("binary", _BINARY, _binary_run),
    ("char codes", _CHAR_CODES, _char_code_run),
)
_URL_START = re.compile(r"[a-z][a-z0-9+.-]*://\S*$", re.IGNORECASE)
_MAX_RUNS = 64
"""Encoded runs decoded per string (each decoder)."""


def _decoded_runs(text: str) -> list[tuple[str, re.Match[str], str]]:
    """``(encoding, match, printable decoded text)`` for every run a decoder turns into
    text; a run that does not decode, or decodes to bytes that are not text, is skipped
    (never raised: an invalid code, an odd length or non-UTF-8 bytes)."""
    out: list[tuple[str, re.Match[str], str]] = []
    for name, pattern, decode in _DECODERS:
        for count, match in enumerate(pattern.finditer(text)):
            if count == _MAX_RUNS:
                break
            if name == "percent" and _URL_START.search(
                text, max(0, match.start() - 2048), match.start()
            ):
                continue  # a URL's path or query is percent-encoded by design
            try:
                plain = decode(match.group())
            except (ValueError, OverflowError, UnicodeError, binascii.Error):
                continue
            if plain is not None and plain != match.group():
                out.append((name, match, plain))
    return out


@lru_cache(maxsize=1 << 14)
def hidden_texts(text: str, *, _depth: int = 0) -> tuple[HiddenText, ...]:
    """Every text hidden in ``text`` by one of the encodings of the module docstring,
    decoded: ``((encoding, decoded), …)``. A run that decodes to readable text (three or
    more words, or prose) is listed by itself; a run that decodes to printable text that
    is itself encoded is decoded once more (``base64+hex``); and when some run decodes to
    a word-like text (a path, an address), ``("inline", text)`` is listed too: the string
    with each decoded run put in its place, so that "read the file fi8uc3NoL2lkX3JzYQ== and
    …" is read as "read the file ~/.ssh/id_rsa and …". Then ROT13 and reversed lines.
    Digests, images and tokens decode to bytes that are not text and are skipped.
    Memoised."""
    found: list[HiddenText] = []
    inline: list[tuple[int, int, str]] = []
    for name, match, plain in _decoded_runs(text):
        if _readable(plain):
            found.append((name, plain))
        elif _depth == 0 and any(p.search(plain) for _, p, _ in _DECODERS):
            found.extend((f"{name}+{inner}", t) for inner, t in hidden_texts(plain, _depth=1))
        if _word_like(plain) or _readable(plain):
            inline.append((match.start(), match.end(), plain))
    if inline:
        pieces, pos = [], 0
        for start, end, plain in sorted(inline):
            if start >= pos:
                pieces += [text[pos:start], plain]
                pos = end
        found.append(("inline", "".join(pieces) + text[pos:]))
    found.extend(("rot13", plain) for plain in _flipped_texts(text, "rot13"))
    found.extend(("reversed", plain) for plain in _flipped_texts(text, "reversed"))
    return tuple(found)


def _squash(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()


ENCODING_NAMES = {
    "escapes": "\\u/\\x/octal escapes",
    "entities": "HTML character references",
    "char codes": "character codes",
    "code points": "U+ code points",
    "rot13": "ROT13",
    "reversed": "reversed text",
}
"""How a message names an encoding of :data:`HiddenText` (others by their own name)."""


def hidden_prose(text: str) -> HiddenText | None:
    """The first text hidden in ``text`` (:func:`hidden_texts`) that is prose
    (:func:`is_prose`) and is not also written out plainly in ``text`` (an encoder's worked
    example shows both: "'SGVsbG8=' gives 'Hello'"); ``None`` if there is none. A ROT13 or
    reversed reading is its whole line with the flipped sentences in place; the ``inline``
    reading is never prose of its own (it holds the string's plain words)."""
    plain_here = _squash(text)
    for name, plain in hidden_texts(text):
        if name == "inline" or not is_prose(plain):
            continue  # the inline reading holds the string's plain words too
        squashed = _squash(plain)
        if squashed and squashed in plain_here:
            continue
        return name, plain
    return None


_DECODE = (
    r"(?:\bdecod\w*|\bdecipher\w*|\bdecrypt\w*|\bunscrambl\w*|\bdeobfuscat\w*|\bunrot\w*"
    r"|\bdécod\w*|\bdéchiffr\w*|\bdecodific\w*|\bdescifr\w*|\bdecifr\w*|\bdekod\w*"
    r"|\bentschlüssel\w*|\bentziffer\w*|\bodszyfr\w*|\bçöz\w*|\bдекодир\w*|\bрасшифр\w*"
    r"|\bраскодир\w*|\bzdekod\w*|\bdeszyfr\w*"
    r"|デコード|復号|解読|解码|解碼|解密|译码|디코딩|디코드|해독|복호화)"
)
_OBJECT = (
    r"(?=\s*(?:$|[,.;:!?)\]」。、]|(?:it|them|its|these|those|what|all|exactly|everything)\b"
    r"|the (?:instructions?|note|steps?|text|directions?|message|commands?|result|payload)\b"
    r"|(?:l[oa]s?|les?|la|ihn|sie|es|ihr|им|их|его|ее|её|je|ją|go|onu|bunu|gli|le)\b"
    r"|(?:las |les |le |as |die |alle |tutte le |todas las )?(?:instruc|instruç|istruz"
    r"|anweisung|инструкц|указани|instrukc|talimat|polec)))"
)
"""What an order to act on decoded text is followed by: nothing (end, punctuation), a
pronoun ("follow it", "síguelo", "befolge sie") or the word for instructions; "follow
the redirect" or "sigue el enlace" is no such order."""
_FOLLOW = (
    r"(?:\b(?:follow|obey|execute|run|apply|carry out|act on)\b"
    + _OBJECT
    + r"|\bdo (?:exactly |just )?(?:what|as) (?:it|the (?:text|note|message)) (?:says|asks|tells)\b"
    r"|\b(?:suivez|suis|suivre|exécutez|exécute|exécuter|obéissez|obéis|obéir|appliquez"
    r"|applique|appliquer|sigue|siga|seguir|ejecuta|ejecute|ejecutar|obedece|obedezca"
    r"|obedecer|cumple|cumpla|cumplir|aplica|aplique|aplicar|segue|execute|executar|cumpra"
    r"|cumprir|obedeça|obedecer|segui|seguire|esegui|eseguire|obbedisci|obbedire|applica"
    r"|applicare|befolge|befolgen|folge|folgen sie|führe|führen sie|ausführen|wende|anwenden"
    r"|следуй|следуйте|выполни|выполните|выполнить|исполни|исполните|исполнить|подчинись"
    r"|примени|примените|wykonaj|wykonać|wykonajcie|postępuj|zastosuj|zastosować|uygula"
    r"|uygulayın|takip et|yerine getir|uy)\b"
    + _OBJECT
    + r"|\b(?:síguel[oa]s?|ejecútal[oa]s?|suivez-(?:la|le|les)|exécutez-(?:la|le|les)"
    r"|seguil[oa]|eseguil[oa]|siga-(?:as|os|a|o))"
    r"|従|実行|执行|遵循|照做|遵照|服从|執行|服從|따르|따라|실행|수행)"
)
_FOLLOW_AFTER = re.compile(_FOLLOW)
_FOLLOW_BEFORE = re.compile(
    rf"{_FOLLOW}[^.!?。！？\n]{{0,30}}?(?:after|once|nach|après|после|después|depois|dopo|po"
    rf"|sonra|后|後|した後|한 후)[^.!?。！？\n]{{0,20}}?$"
)
_DECODE_GATE = re.compile(_DECODE)
_MAX_DECODE_MENTIONS = 200
"""Mentions of decoding read per string: each costs two short searches (a string of
65,536 characters made of nothing else would otherwise take seconds)."""


def decode_order(text: str) -> str | None:
    """The words of an order to decode something and act on it ("base64, decode and
    follow it", "decodifica y sigue", "デコードして従うこと"), ``None`` if there is none.
    ``text`` is read lower-cased. A tool that decodes data itself says what it returns
    ("Decodes a JWT and shows its claims"), not that someone follows the result."""
    lowered = text.lower()
    for count, mention in enumerate(_DECODE_GATE.finditer(lowered)):
        if count == _MAX_DECODE_MENTIONS:
            break
        after = lowered[mention.end() : mention.end() + 120]  # 60 + the follower's context
        found = _FOLLOW_AFTER.search(after)
        if (
            found is not None
            and found.start() <= 60
            and not re.search(r"[.!?。！？\n]", after[: found.start()])
        ):
            return lowered[mention.start() : mention.end() + found.end()].rstrip()
        before = lowered[max(0, mention.start() - 64) : mention.start()]
        back = _FOLLOW_BEFORE.search(before)
        if back is not None:
            return lowered[mention.start() - len(before) + back.start() : mention.end()]
    return None
