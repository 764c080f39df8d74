"""Web addresses in requests, read as what they are.

A request often carries a web address ("open https://news.ycombinator.com and grab a
screenshot"). Its words — host names, path segments — belong to the site, not to the
job, and both lists of the ``hybrid`` method read them as content: BM25 matches
"news" and "com" in tool documents, MiniLM's vector for the request drifts toward
whatever those words mean. The tool that is wanted needs only to know that an address
was given. :func:`mask_urls` therefore writes each ``http(s)://`` address as the word
"URL" before ranking (the request sent to the model is untouched: this is what the
retriever reads, nothing else).

Measured (twentieth session, docs/select.md "Web addresses in requests"): file paths were
tried the same way and made things worse — a path's words (``.github/workflows``,
``README``) do name the job.
"""

from __future__ import annotations

import re

__all__ = ["URL_PATTERN", "find_urls", "mask_urls"]

_ENDS = (
    r"\s\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
    r"\U00020000-\U0003ffff\]\"'`<>\u2018\u2019\u201c\u201d\u00ab\u00bb"
)
# one character, a closed (…) or a closed […] (a query's ids[]=1)
_PART = rf"(?:[^{_ENDS}()\[]|\([^{_ENDS}()]*\)|\(|\[[^{_ENDS}\[]*\]|\[)"
URL_PATTERN = re.compile(
    rf"(?<![A-Za-z0-9])https?://"
    rf"(?:(?:[^{_ENDS}()/@\[]*@)?\[[0-9A-Za-z:.%]+\]{_PART}*|{_PART}+)",
    re.IGNORECASE,
)
"""An ``http://`` or ``https://`` address (not inside a longer Latin word) up to white
space, a quote (straight, curly or ``«»``), a closing bracket, a CJK character or CJK
punctuation (Han, kana, Hangul, full-width forms), so a request written without spaces
(``打开https://a.example然后截图``, ``https://a.exampleを開いて``) keeps its words;
:func:`mask_urls` leaves a sentence's trailing ``.,;:!?`` outside it. A bracketed IPv6
host (``http://[::1]:8080/m``, RFC 3986 §3.2.2), a closed ``(…)`` in the path
(``…/wiki/Foo_(bar)``) and a closed ``[…]`` in the query (``?ids[]=1``) stay inside; a
``]`` or ``)`` that closes nothing of the address ends it (``[x](https://a.example/b)``)."""
_TRAILING = ".,;:!?"


def _masked(match: re.Match[str]) -> str:
    address = match.group(0)
    kept = address.rstrip(_TRAILING)
    return " URL " + address[len(kept) :]


def find_urls(query: str) -> list[str]:
    """The web addresses of ``query`` that :func:`mask_urls` writes as ``URL``, in order,
    each without the sentence's trailing ``.,;:!?``: ``"see https://a.example/b."`` →
    ``["https://a.example/b"]``; ``[]`` when there is none."""
    if "://" not in query:
        return []
    return [m.group(0).rstrip(_TRAILING) for m in URL_PATTERN.finditer(query)]


def mask_urls(query: str) -> str:
    """``query`` with every web address (:data:`URL_PATTERN`) written as the word ``URL``:
    ``"open https://a.example/b, then screenshot it"`` → ``"open  URL , then screenshot
    it"``. Spaces are put around the word, so a Chinese request reads ``打开  URL ，然后…``."""
    return URL_PATTERN.sub(_masked, query) if "://" in query else query
