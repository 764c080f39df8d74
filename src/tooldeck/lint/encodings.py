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

Decoders (each gated on a cheap search so that ordinary text costs one regex scan):

- base64, standard and URL-safe alphabets: runs of 24+ characters (RFC 4648 §4, §5);
- base32: runs of 24+ upper-case ``A–Z2–7`` characters (RFC 4648 §6);
- hex: runs of 40+ hex digits, an even count (a SHA-256 digest decodes to bytes that are
  not text);
- percent-encoding: 8+ ``%XX`` escapes in a run (RFC 3986 §2.1);
- ``\\uXXXX`` / ``\\xXX`` escapes: 8+ in a run (JSON, Python, JavaScript string escapes);
- HTML numeric character references: 8+ ``&#NN;`` / ``&#xHH;`` in a run (HTML §13.5);
- binary: 8+ groups of eight ``0``/``1`` digits (one byte each);
- character codes: 8+ comma- or space-separated decimal numbers 32–126 or 9/10 (a
  ``String.fromCharCode`` list);
- ROT13 and reversed text: a sentence of six or more words with at most one English
  function word whose ROT13 (or reversed) reading has four or more, and twice as many.

Prose (:func:`is_prose`): four or more spaces between words and at least 80 % letters and
spaces, or eight or more Chinese, Japanese or Korean characters making up at least 60 %
of the text. A digest, an image's bytes, a JWT's JSON and ``hello world`` are not prose.
"""

from __future__ import annotations

import base64
import binascii
import re
from functools import lru_cache
from typing import TypeGuard
from urllib.parse import unquote

__all__ = ["HiddenText", "hidden_prose", "hidden_texts", "is_prose"]

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/\-_])[A-Za-z0-9+/\-_]{24,}={0,2}(?![A-Za-z0-9+/=\-_])")
_BASE32 = re.compile(r"(?<![A-Z2-7])[A-Z2-7]{24,}={0,6}(?![A-Z2-7=])")
_HEX = re.compile(r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){20,}(?![0-9a-fA-F])")
_PERCENT = re.compile(r"(?:%[0-9a-fA-F]{2}[^%\s]{0,3}){8,}")
_ESCAPES = re.compile(r"(?:\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}){8,}")
_ENTITIES = re.compile(r"(?:&#(?:[0-9]{2,7}|[xX][0-9a-fA-F]{2,6});\s?){8,}")
_BINARY = re.compile(r"(?<![01])(?:[01]{8}[\s,]?){8,}")
_CODE = r"(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6]|9|10)(?!\d)"
_CHAR_CODES = re.compile(rf"(?<![\d.])(?:{_CODE}(?:\s*[,;]\s*|\s+)){{7,}}{_CODE}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_FUNCTION_WORDS = re.compile(
    r"\b(?:the|and|you|your|to|of|in|is|it|this|that|for|with|all|before|after|send|user|must|do|not)\b"
)
_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+")

HiddenText = tuple[str, str]
"""``(encoding, decoded text)``: the encoding's name (``base64``, ``base32``, ``hex``,
``percent``, ``escapes``, ``entities``, ``binary``, ``char codes``, ``rot13``,
``reversed``) and what it decodes to."""


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


def _text_or_none(raw: bytes) -> str | None:
    try:
        plain = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if any(ord(c) < 32 and c not in "\t\n\r" for c in plain):
        return None
    return plain


def _readable(plain: str | None) -> TypeGuard[str]:
    """Text worth handing to the phrase rules: prose, or at least three words of letters
    (the older base64/hex bound)."""
    if plain is None:
        return False
    if is_prose(plain):
        return True
    return plain.count(" ") >= 3 and sum(c.isalpha() or c.isspace() for c in plain) > 0.8 * len(
        plain
    )


def _base64_texts(text: str) -> list[str]:
    out = []
    for run in _BASE64.findall(text):
        body = run.rstrip("=")
        if body.isalpha() and (body.islower() or body.isupper()):
            continue  # a long word or identifier, not base64
        if ("_" in body or "-" in body) and body.replace("_", "").replace("-", "").isalpha():
            continue  # a snake_case or kebab-case identifier
        alphabet = "-_" if ("-" in body or "_" in body) else "+/"
        try:
            raw = base64.b64decode(
                body + "=" * (-len(body) % 4), altchars=alphabet.encode(), validate=True
            )
        except (binascii.Error, ValueError):
            continue
        plain = _text_or_none(raw)
        if _readable(plain):
            out.append(plain)
    return out


def _base32_texts(text: str) -> list[str]:
    out = []
    for run in _BASE32.findall(text):
        body = run.rstrip("=")
        try:
            raw = base64.b32decode(body + "=" * (-len(body) % 8))
        except (binascii.Error, ValueError):
            continue
        plain = _text_or_none(raw)
        if _readable(plain):
            out.append(plain)
    return out


def _hex_texts(text: str) -> list[str]:
    out = []
    for run in _HEX.findall(text):
        plain = _text_or_none(bytes.fromhex(run))
        if _readable(plain):
            out.append(plain)
    return out


_URL_START = re.compile(r"[a-z][a-z0-9+.-]*://\S*$", re.IGNORECASE)


def _percent_texts(text: str) -> list[str]:
    """Percent-escaped runs outside URLs: a URL's path or query is percent-encoded by
    design (a Chinese page title in a link is no hidden text)."""
    out = []
    for match in _PERCENT.finditer(text):
        if _URL_START.search(text, max(0, match.start() - 2048), match.start()):
            continue
        try:
            plain = unquote(match.group(), errors="strict")
        except UnicodeDecodeError:
            continue
        if _readable(plain):
            out.append(plain)
    return out


def _escape_texts(text: str) -> list[str]:
    out = []
    for run in _ESCAPES.findall(text):
        codes = re.findall(r"\\(u|x)([0-9a-fA-F]+)", run)
        if all(kind == "x" for kind, _ in codes):
            plain = _text_or_none(bytes(int(h, 16) for _, h in codes))  # UTF-8 bytes
        else:
            units = "".join(chr(int(h, 16)) for _, h in codes)  # UTF-16 code units
            try:
                plain = units.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
            except UnicodeDecodeError:
                continue
        if _readable(plain):
            out.append(plain)
    return out


def _entity_texts(text: str) -> list[str]:
    out = []
    for run in _ENTITIES.findall(text):
        chars = []
        for ref in re.findall(r"&#([xX]?[0-9a-fA-F]+);", run):
            code = int(ref[1:], 16) if ref[:1] in "xX" else int(ref)
            if not 0 < code <= 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                break
            chars.append(chr(code))
        else:
            plain = "".join(chars)
            if _readable(plain):
                out.append(plain)
    return out


def _binary_texts(text: str) -> list[str]:
    out = []
    for run in _BINARY.findall(text):
        plain = _text_or_none(bytes(int(b, 2) for b in re.findall(r"[01]{8}", run)))
        if _readable(plain):
            out.append(plain)
    return out


def _char_code_texts(text: str) -> list[str]:
    out = []
    for run in _CHAR_CODES.findall(text):
        plain = "".join(chr(int(n)) for n in re.findall(r"\d+", run))
        if _readable(plain):
            out.append(plain)
    return out


def _flipped_texts(text: str, flip: str) -> list[str]:
    """Sentences that read as English only after ROT13 (``flip="rot13"``) or reversal."""
    out = []
    for line in text.splitlines():
        if len(line) < 30 or line.count(" ") < 5:
            continue
        parts = _SENTENCE_END.split(line) if flip == "rot13" else [line]
        changed = False
        for k, part in enumerate(parts):
            if part.count(" ") < 5 or len(_FUNCTION_WORDS.findall(part.lower())) > 1:
                continue
            decoded = part.translate(_ROT13) if flip == "rot13" else part[::-1]
            found = len(_FUNCTION_WORDS.findall(decoded.lower()))
            plain = len(_FUNCTION_WORDS.findall(part.lower()))
            if found >= 4 and found >= 2 * max(plain, 1):
                parts[k] = decoded
                changed = True
        if changed:
            out.append(" ".join(parts))
    return out


_DECODERS = (
    ("base64", _BASE64, _base64_texts),
    ("base32", _BASE32, _base32_texts),
    ("hex", _HEX, _hex_texts),
    ("percent", _PERCENT, _percent_texts),
    ("escapes", _ESCAPES, _escape_texts),
    ("entities", _ENTITIES, _entity_texts),
    ("binary", _BINARY, _binary_texts),
    ("char codes", _CHAR_CODES, _char_code_texts),
)


@lru_cache(maxsize=1 << 14)
def hidden_texts(text: str) -> tuple[HiddenText, ...]:
    """Every text hidden in ``text`` by one of the encodings of the module docstring,
    decoded: ``((encoding, decoded), …)`` in the order of :data:`_DECODERS`, then ROT13,
    then reversed lines. A decoded run must be readable text (three or more words, or
    prose); the rest (digests, images, tokens) is skipped. Memoised."""
    found: list[HiddenText] = []
    for name, gate, decode in _DECODERS:
        if gate.search(text):
            found.extend((name, plain) for plain in decode(text))
    found.extend(("rot13", plain) for plain in _flipped_texts(text, "rot13"))
    found.extend(("reversed", plain) for plain in _flipped_texts(text, "reversed"))
    return tuple(found)


def _squash(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()


def hidden_prose(text: str, context: str = "") -> HiddenText | None:
    """The first text hidden in ``text`` (:func:`hidden_texts`) that is prose
    (:func:`is_prose`) and is not also written out plainly in ``text`` or ``context``
    (an encoder's worked example shows both: "'SGVsbG8=' gives 'Hello'"); ``None`` if
    there is none. ROT13 and reversed readings count only when the sentence they replace
    is a whole line's worth of prose."""
    plain_here = _squash(text + " " + context)
    for name, plain in hidden_texts(text):
        if not is_prose(plain):
            continue
        squashed = _squash(plain)
        if squashed and squashed in plain_here:
            continue
        return name, plain
    return None


_DECODE = (
    r"(?:\bdecod\w*|\bdecipher\w*|\bdecrypt\w*|\bunscrambl\w*|\bdeobfuscat\w*|\bunrot\w*"
    r"|\bdécod\w*|\bdéchiffr\w*|\bdecodific\w*|\bdescifr\w*|\bdecifr\w*|\bdekod\w*"
    r"|\bentschlüssel\w*|\bentziffer\w*|\bodszyfr\w*|\bçöz\w*|\bдекодир\w*|\bрасшифр\w*"
    r"|デコード|復号|解読|解码|解碼|解密|译码|디코딩|디코드|해독|복호화)"
)
_FOLLOW = (
    r"(?:\b(?:follow|obey|execute|run|apply|carry out|act on)(?:s|ed|ing)?\b"
    r"(?=\s*(?:$|[,.;:!?)\]]|(?:it|them|its|these|those|what|all)\b|the (?:instructions?|"
    r"note|steps?|text|directions?|message|commands?|result)\b))|\bobey\w*|\bcomply\b"
    r"|\bdo (?:what|as) it says\b"
    r"|\bsig(?:ue|a|uelo|uela|uelas|uelos)\b|\bobedece\w*|\bejecut\w*|\bcumpl\w*"
    r"|\bbefolg\w*|\bfolge\w*|\bführ\w* (?:\w+ ){0,3}aus\b|\bausführ\w*"
    r"|\bsuiv\w*|\bexécut\w*|\bobéi\w*|\bappliqu\w*"
    r"|\bследу\w*|\bвыполн\w*|\bисполн\w*|\bподчин\w*"
    r"|\bsegu\w*|\bexecut\w*|\bobedeç\w*|\besegu\w*|\bobbedisc\w*"
    r"|\bwykona\w*|\bpostępuj\w*|\bzastosuj\w*|\buygula\w*|\btakip et\w*|\byerine getir\w*"
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
