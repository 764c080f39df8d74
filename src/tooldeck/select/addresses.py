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

People mostly type an address without its scheme (``staging.acme.dev``,
``example.com/pricing``, ``localhost:3000``, ``10.0.3.17``); since the twenty-seventh
session :func:`mask_urls` reads these *bare addresses* too (:func:`is_bare_address`), while
a file name (``docker-compose.yml``, ``server.log``, ``README.md``, ``deploy/nginx.conf``)
stays words. One with a path is written ``URL``; one with a port and no path ``URL port``,
for it names a page to open as often as a service to reach ("hit the grafana service from
my laptop on localhost:3000": a port to forward); a bare host name ``URL domain``, for it
names a site to open as often as a machine to resolve, ping or check the certificate of
("which machine does api.example.com point to?"); a bare IPv4 address ``IP address``
(``URL`` for all of them cost ops68, xling/en_ops68 and a port-forward request of
select_real dev: docs/select.md). What tells an address from a file name:

- a host name's last label is a top-level domain: the ICANN section of the Public Suffix
  List (Mozilla; the copy shipped in the PyPI package ``publicsuffixlist``) knows it
  (``dev``, ``com``; not ``yml``, ``log``, ``conf``, ``ts``), and it is written in lower
  case (``cs.CV``, ``Microsoft.Storage/…`` are no hosts);
- a label longer than three letters (mostly the word-like generic domains delegated
  since 2012: ``search``, ``email``, ``camera``) counts only with a cue a dotted
  identifier lacks: ``www.``, a ``/path`` or a ``:port`` (``flights.search`` and
  ``user.email`` stay words);
- where that label is also a known file extension (``md``, ``py``, ``sh``, ``zip``,
  ``io``, ``org``: the file name patterns of Pygments' lexers and the extensions of
  Python's built-in :mod:`mimetypes` table), or the name matches another of those
  patterns (``Makefile.am`` by ``Makefile.*``), the name is read as a host only with a
  cue a file name lacks: ``www.``, a ``/path`` after it, or three labels or more in lower
  case (``docs.python.org``); so ``README.md``, ``app.py:42`` and ``socket.io`` stay
  words. A file name neither list knows whose suffix is a country code is still read as a
  host (``requirements.in``: ``in`` is India's);
- ``localhost`` with a port or a path, and an IPv4 address (``127.0.0.1:8080``), are
  addresses;
- the name stands on its own: not after ``/``, ``.``, ``@`` (an e-mail address),
  ``\\``, ``:``, ``~``, ``$``, ``-``, ``_`` or a letter or digit (``src/app.io``,
  ``bob@acme.dev``), and not followed by a letter, digit, ``_``, ``-`` or ``(``
  (``pd.read_csv``, ``app.get(``).
"""

from __future__ import annotations

import fnmatch
import ipaddress
import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from publicsuffixlist import PublicSuffixList

__all__ = [
    "BARE_ADDRESS_PATTERN",
    "URL_PATTERN",
    "file_names",
    "find_urls",
    "is_bare_address",
    "mask_file_names",
    "mask_urls",
    "read_addresses",
]

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


_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
BARE_ADDRESS_PATTERN = re.compile(
    rf"(?<![A-Za-z0-9._~/@:\\$%+=-])"
    rf"(?P<host>localhost|{_LABEL}(?:\.{_LABEL})+)"
    rf"(?P<port>:[0-9]{{1,5}})?"
    rf"(?P<path>/{_PART}*)?"
    rf"(?![A-Za-z0-9_(-]|\.[A-Za-z0-9])"
)
"""A candidate bare address: a dotted name (or ``localhost``), an optional ``:port`` and an
optional ``/path`` (the characters of :data:`URL_PATTERN`'s path), standing on its own (see
the module docstring); :func:`is_bare_address` decides whether it is one."""


@lru_cache(maxsize=1)
def _public_suffixes() -> PublicSuffixList:
    """The ICANN section of the Public Suffix List shipped in ``publicsuffixlist``, parsed
    once per process (about 30 ms), the first time a request holds a dotted name."""
    from publicsuffixlist import PublicSuffixList

    return PublicSuffixList(only_icann=True, accept_unknown=False)


@lru_cache(maxsize=1)
def _file_names() -> tuple[frozenset[str], tuple[str, ...]]:
    """Known file name extensions (lower case, without the dot) and the other file name
    patterns (``Makefile.*``, ``nginx.conf``, ``*.rs.in``) of Pygments' built-in lexers,
    with the extensions of Python's built-in :mod:`mimetypes` table (no system files read,
    so every machine gets the same set)."""
    import mimetypes

    from pygments.lexers import get_all_lexers  # type: ignore[import-untyped]

    patterns = [p for _, _, globs, _ in get_all_lexers(plugins=False) for p in globs]
    extensions = {p[2:].lower() for p in patterns if re.fullmatch(r"\*\.[A-Za-z0-9_+-]+", p)}
    table = mimetypes.MimeTypes(filenames=())
    for strict in (True, False):
        extensions.update(ext[1:].lower() for ext in table.types_map[strict])
    others = tuple(p for p in patterns if not re.fullmatch(r"\*\.[A-Za-z0-9_+-]+", p))
    return frozenset(extensions), others


def _file_name(name: str) -> str | None:
    """``"extension"`` when ``name`` ends in a known file extension, ``"pattern"`` when it
    matches another file name pattern of Pygments' lexers (``Makefile.am`` by
    ``Makefile.*``, ``x.css.in`` by ``*.css.in``), else None."""
    extensions, others = _file_names()
    if any(fnmatch.fnmatchcase(name, pattern) for pattern in others):
        return "pattern"
    return "extension" if name.rsplit(".", 1)[-1].lower() in extensions else None


_SHORT_TLD = 3
"""Top-level domains of up to this many letters count without a further cue: the
country codes and the generic domains of before 2012 (``com``, ``org``, ``net``, ``edu``)
and the short new ones (``dev``, ``app``, ``xyz``). The longer ones are, but for a few
(``info``, ``name``, ``mobi``), the generic domains ICANN has delegated since 2012 —
English words (``search``, ``email``, ``camera``) that end dotted identifiers as often
(``flights.search``, ``user.email``): one needs ``www.``, a path or a port."""


def _is_ipv4(host: str) -> bool:
    try:
        ipaddress.IPv4Address(host)
    except ValueError:
        return False
    return True


def is_bare_address(host: str, *, port: str | None = None, path: str | None = None) -> bool:
    """Whether ``host`` (with its ``:port`` and ``/path`` as written, or None) is a web
    address written without a scheme (the rules of the module docstring):
    ``is_bare_address("staging.acme.dev")`` and ``is_bare_address("localhost",
    port=":3000")`` are true, ``is_bare_address("server.log")`` and
    ``is_bare_address("README.md")`` false."""
    if host == "localhost":
        return bool(port or path)
    if _is_ipv4(host):
        return True
    labels = host.split(".")
    top = labels[-1]
    if top != top.lower() or not top.isalpha():
        return False
    if _public_suffixes().publicsuffix(host.lower(), accept_unknown=False) is None:
        return False
    cue = labels[0].lower() == "www" or bool(path)
    if len(top) > _SHORT_TLD:  # a word: flights.search, user.email, windows.camera
        return cue or bool(port)
    known = _file_name(host)
    if known is None:
        return True
    return cue or (known == "extension" and len(labels) >= 3 and host == host.lower())


def _bare_addresses(query: str) -> list[re.Match[str]]:
    return [
        m
        for m in BARE_ADDRESS_PATTERN.finditer(query)
        if is_bare_address(m.group("host"), port=m.group("port"), path=m.group("path"))
    ]


def _bare_words(match: re.Match[str]) -> str:
    """What a bare address of :data:`BARE_ADDRESS_PATTERN` is read as (module docstring)."""
    if match.group("path"):
        return "URL"
    if match.group("port"):
        return "URL port"
    return "IP address" if _is_ipv4(match.group("host")) else "URL domain"


def _masked(match: re.Match[str], words: str = "URL") -> str:
    address = match.group(0)
    kept = address.rstrip(_TRAILING)
    return f" {words} " + address[len(kept) :]


def read_addresses(query: str) -> list[tuple[str, str]]:
    """Each web address of ``query`` that :func:`mask_urls` rewrites, with the words it
    writes in its place, in order: first the ``http(s)://`` ones, then the bare ones of what
    is left, each address without the sentence's trailing ``.,;:!?``:
    ``"open staging.acme.dev, then ping 10.0.0.5"`` → ``[("staging.acme.dev", "URL
    domain"), ("10.0.0.5", "IP address")]``; ``[]`` when there is none."""
    found = []
    if "://" in query:
        found = [(m.group(0).rstrip(_TRAILING), "URL") for m in URL_PATTERN.finditer(query)]
        query = URL_PATTERN.sub(" URL ", query)
    if "." not in query and "localhost" not in query:
        return found
    return found + [(m.group(0).rstrip(_TRAILING), _bare_words(m)) for m in _bare_addresses(query)]


def find_urls(query: str) -> list[str]:
    """The web addresses of ``query`` that :func:`mask_urls` rewrites, in order (the
    addresses of :func:`read_addresses`): ``"see https://a.example/b."`` →
    ``["https://a.example/b"]``, ``"open staging.acme.dev, then …"`` →
    ``["staging.acme.dev"]``; ``[]`` when there is none."""
    return [address for address, _ in read_addresses(query)]


def mask_urls(query: str) -> str:
    """``query`` with every web address written as words: an ``http(s)://`` one
    (:data:`URL_PATTERN`) as ``URL``; then a bare one (:func:`is_bare_address`) with a path
    as ``URL``, with a port and no path as ``URL port``, a bare host name as ``URL domain``
    (a site to open or a name to resolve, ping or check), a bare IPv4 address as ``IP
    address``: ``"open
    https://a.example/b, then screenshot it"`` → ``"open  URL , then screenshot it"``,
    ``"open localhost:3000/login"`` → ``"open  URL "``, ``"when does the certificate of
    shop.example.com expire?"`` → ``"when does the certificate of  URL domain  expire?"``.
    Spaces are put around the words, so a Chinese request reads ``打开  URL ，然后…``."""
    if "://" in query:
        query = URL_PATTERN.sub(_masked, query)
    if "." not in query and "localhost" not in query:
        return query
    out: list[str] = []
    end = 0
    for match in _bare_addresses(query):
        out += [query[end : match.start()], _masked(match, _bare_words(match))]
        end = match.end()
    return "".join(out) + query[end:] if out else query


# a word after any dir/ path: a stem (maybe empty: a dotfile) and one dotted part or more,
# each opening with a letter (``app.ts``, ``.travis.yml``, ``index.test.ts``); the name is
# judged by its last part (:func:`_file_name`)
_FILE_NAME = re.compile(
    r"(?<![\w@:/.-])(?:[\w.-]*/)*(?P<name>[\w-]*(?:\.[A-Za-z]\w*)+)(?![\w(/-]|\.[A-Za-z0-9])"
)


def file_names(query: str) -> list[str]:
    """The file names of ``query``, in order (``[]`` when none): a word, after any
    ``dir/`` path, whose suffix is a known file extension or that matches another file
    name pattern of Pygments' lexers (:func:`_file_name`): ``app.ts``, ``.editorconfig``,
    ``docker-compose.yml``, ``nginx.conf`` of ``deploy/nginx.conf``; a name of several
    dotted parts by its last (``.travis.yml``, ``index.test.ts``, ``jquery.min.js``;
    fortieth session: before, only the part up to the second dot was read, so these were
    none), else by its first parts (``data.tar`` of ``data.tar.gz``); not ``.env.example``
    (``example`` is no extension, nor is ``env``), nor a word inside an e-mail address or a
    call (``app.get(``). A web address may end in one (``…/index.html``,
    ``shop.example.com``: ``com`` is a DOS extension), so run it on :func:`mask_urls`'s
    text."""
    return [name for _, name in _file_matches(query)]


def _file_matches(query: str) -> list[tuple[re.Match[str], str]]:
    """Each match of :data:`_FILE_NAME` in ``query`` that names a file, with the name."""
    found = []
    for match in _FILE_NAME.finditer(query):
        name = match.group("name")
        while name.count(".") > 1 and not _file_name(name):
            name = name.rsplit(".", 1)[0]  # data.tar.gz: "gz" is no known extension, "tar" is
        if _file_name(name) and not _ABBREVIATION.fullmatch(name):
            found.append((match, name))
    return found


# letters and dots that abbreviate, not a file: "U.S", "e.g", "p.m", "Washington D.C",
# and a sentence run into the next one's "I" ("… in Napa.I want …"); a file's one-letter
# extension is lower case after a longer stem (main.c, util.h)
_ABBREVIATION = re.compile(r"[A-Za-z](?:\.[A-Za-z])+|[\w.-]*\.[A-Z]")


def mask_file_names(query: str, word: str = "file") -> str:
    """``query`` with each file name of :func:`file_names`, and the ``dir/`` path before it,
    written as ``word``: ``"rename utils/helpers.js to utils/format.js"`` → ``"rename file
    to file"``. A path's words are the file's, not the job's (``format``, ``session``,
    ``config``): read as words, they match tools that share them. Run it on
    :func:`mask_urls`'s text, as :func:`file_names`; ``query`` itself when it names no
    file. Source: docs/select.md, "A file's path is no task" (fortieth session)."""
    out: list[str] = []
    end = 0
    for match, _ in _file_matches(query):
        out += [query[end : match.start()], f" {word} "]
        end = match.end()
    return "".join(out) + query[end:] if out else query
