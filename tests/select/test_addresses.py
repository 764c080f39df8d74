"""Web addresses in requests read as the word "URL" (tooldeck.select.addresses).

Expected strings are written by hand; the retrieval tests use BM25 alone (deterministic, no
model) on a three-tool deck written here, where the address's own words ("news",
"search") point at the wrong tool, and on the tools of ``chrome-devtools-mcp`` 1.11.0
(Apache-2.0; captured in benchmarks/data/select_real/decks/chrome_devtools.json, see its
README).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.addresses import find_urls, is_bare_address, mask_urls, read_addresses
from tooldeck.select.base import SelectError
from tooldeck.select.deferred import best_dense_score
from tooldeck.select.methods import make_retriever
from tooldeck.tool import Deck, Tool


def test_each_address_becomes_the_word_url_and_nothing_else_changes() -> None:
    assert mask_urls("open https://news.ycombinator.com and grab a screenshot") == (
        "open  URL  and grab a screenshot"
    )
    assert mask_urls("fetch http://a.example/x?y=1, then https://b.example/z") == (
        "fetch  URL , then  URL "
    )
    # CJK punctuation and a closing bracket end the address
    assert mask_urls("打开 https://www.baidu.com，然后截个图") == "打开  URL ，然后截个图"
    assert mask_urls("(see https://a.example/p)") == "(see  URL )"
    # Chinese written without spaces: the address ends at the first CJK character
    assert mask_urls("打开https://www.baidu.com然后截图") == "打开 URL 然后截图"
    # Japanese and Korean too: kana and Hangul were read as part of the address
    assert (
        mask_urls("https://a.example/pを開いてスクリーンショット")
        == " URL を開いてスクリーンショット"
    )
    assert mask_urls("https://a.example를 열고 캡처") == " URL 를 열고 캡처"
    assert mask_urls("xhttps://a.example") == "xhttps://a.example"  # inside a word: no address
    # no address, no change: paths name the job; another scheme is not a web address
    for text in ("read src/config/defaults.yaml", "ftp://x.example/f"):
        assert mask_urls(text) == text


def test_find_urls_lists_what_mask_urls_replaces() -> None:
    query = "fetch http://a.example/x?y=1, then https://b.example/z. 打开https://c.example然后截图"
    assert find_urls(query) == [
        "http://a.example/x?y=1",
        "https://b.example/z",
        "https://c.example",
    ]
    assert mask_urls(query).count("URL") == 3
    assert find_urls("read src/config/defaults.yaml") == []


def test_an_ipv6_host_and_parentheses_in_a_path_stay_inside_the_address() -> None:
    """A breaker's finding: the address ended at the first ``]`` and ``)``, so an IPv6
    host (RFC 3986 writes it in brackets) left its port and path as request words
    (``http://[::1]:8080/metrics`` → `` URL ]:8080/metrics``) and a Wikipedia title's
    ``_(bar)`` lost its ``)`` (the stderr note named ``…/Foo_(bar``). A ``]`` or ``)`` that
    closes no bracket of the address still ends it (markdown links, a sentence's
    parentheses). Expected strings written by hand."""
    assert mask_urls("scrape http://[::1]:8080/metrics now") == "scrape  URL  now"
    assert find_urls("http://user@[fe80::1%25eth0]/x") == ["http://user@[fe80::1%25eth0]/x"]
    assert find_urls("open https://[2001:db8::7]") == ["https://[2001:db8::7]"]
    assert find_urls("(see https://en.wikipedia.org/wiki/Foo_(bar))") == [
        "https://en.wikipedia.org/wiki/Foo_(bar)"
    ]
    assert mask_urls("(see https://en.wikipedia.org/wiki/Foo_(bar))") == "(see  URL )"
    # markdown: the link text's ] and the link's ) are not the address's
    assert mask_urls("[docs](https://a.example/b) read it") == "[docs]( URL ) read it"
    assert mask_urls("[https://a.example](https://a.example)") == "[ URL ]( URL )"
    # an unclosed ( stays inside, as before: the address runs to the space
    assert find_urls("https://a.example/f(x y") == ["https://a.example/f(x"]


def test_curly_quotes_and_guillemets_end_an_address_as_straight_quotes_do() -> None:
    """A breaker's finding: typographic quotes (what word processors and phones type)
    were read as part of the address: ``“https://a.example/x”`` gave the note
    ``https://a.example/x”``, and ``«https://c.example» merge`` became ``« URL  merge``.
    Expected lists written by hand."""
    text = "see “https://a.example/x” and ‘https://b.example’ or «https://c.example»"
    assert find_urls(text) == ["https://a.example/x", "https://b.example", "https://c.example"]
    assert mask_urls("«https://c.example» merge") == "« URL » merge"


def test_a_closed_square_bracket_in_a_query_stays_inside_the_address() -> None:
    """A breaker's finding: a query string with bracketed keys (``ids[]=1``, as PHP and
    Rails write arrays) ended the address at its first ``]``, leaving ``]=1&ids[]=2`` as
    request words. Expected strings written by hand."""
    assert find_urls("get https://a.example/q?ids[]=1&ids[]=2 now") == [
        "https://a.example/q?ids[]=1&ids[]=2"
    ]
    assert mask_urls("get https://a.example/q?f[a]=1 now") == "get  URL  now"
    assert mask_urls("[https://a.example](https://a.example)") == "[ URL ]( URL )"


def _deck() -> Deck:
    schema = {"type": "object", "properties": {"url": {"type": "string"}}}
    return Deck(
        [
            Tool("navigate", "Open a URL in the browser.", schema),
            Tool("search_news", "Search news articles by keyword.", schema),
            Tool("take_screenshot", "Take a screenshot of the current page.", schema),
        ]
    )


def test_the_tool_that_takes_an_address_wins_once_the_address_is_masked() -> None:
    deck = _deck()
    query = "open https://news.example.com/search/latest"
    plain = make_retriever("bm25", acronyms=False)
    plain.index(deck)
    assert plain.search(query, 1)[0][0].name == "search_news"  # the address's words win
    read = make_retriever("bm25")  # the request stage is on by default
    assert isinstance(read, AcronymRetriever)
    read.index(deck)
    assert read.rewrite(query) == "open  URL "
    assert [t.name for t, _ in read.search(query, 1)] == ["navigate"]


def test_a_request_that_is_no_string_is_refused_before_it_is_masked() -> None:
    # mask_urls ran before the stage's own check: None and 12 raised TypeError ("argument
    # of type 'NoneType' is not iterable") where SelectError named the problem before
    read = make_retriever("bm25")
    read.index(_deck())
    for query, why in ((None, "got NoneType"), (12, "got int"), (" ", "query is empty")):
        with pytest.raises(SelectError, match=why):
            read.search(query, 1)  # type: ignore[arg-type]
        with pytest.raises(SelectError, match=why):
            best_dense_score(read, query)  # type: ignore[arg-type]


def test_deferred_loading_reads_the_request_as_the_ranking_does() -> None:
    # search_tools' no-match check embeds what the ranking reads, not the raw address
    retriever = make_retriever("dense")
    retriever.index(_deck())
    masked = best_dense_score(retriever, "open https://news.example.com/search/latest")
    assert masked == best_dense_score(retriever, "open URL")


CHROME_DEVTOOLS = (
    Path(__file__).resolve().parents[2] / "benchmarks/data/select_real/decks/chrome_devtools.json"
)


def test_addresses_typed_without_a_scheme_are_addresses_too() -> None:
    """Twenty-seventh session: people type ``staging.acme.dev`` or ``localhost:3000``
    rather than ``https://…``; these read as "URL" as well. Expected strings by hand."""
    assert mask_urls("open the staging dashboard at staging.acme.dev, grab the version") == (
        "open the staging dashboard at  URL domain , grab the version"
    )
    assert mask_urls("log into localhost:3000 with it") == "log into  URL port  with it"
    assert mask_urls("open 127.0.0.1:8080/admin.") == "open  URL ."
    assert mask_urls("打开staging.acme.dev，看下") == "打开 URL domain ，看下"
    assert mask_urls("is 10.0.3.17 reachable?") == "is  IP address  reachable?"
    assert find_urls("ping example.com and docs.python.org, then example.org/pricing") == [
        "example.com",
        "docs.python.org",
        "example.org/pricing",
    ]
    assert find_urls("see https://a.example/b and www.example.org") == [
        "https://a.example/b",
        "www.example.org",
    ]
    assert is_bare_address("localhost", port=":3000")
    assert is_bare_address("staging.acme.dev")
    # a long top-level domain counts with a cue a dotted identifier lacks
    assert mask_urls("see www.acme.systems and acme.systems/jobs") == "see  URL domain  and  URL "
    assert read_addresses("open staging.acme.dev, then ping 10.0.0.5") == [
        ("staging.acme.dev", "URL domain"),
        ("10.0.0.5", "IP address"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "in docker-compose.yml, which port does postgres expose?",
        "server.log 里跟 timeout 有关的行",
        "save it to deploy/nginx.conf",
        "fix the typo in src/mail.ts",
        "edit README.md and app.py:42",  # md and py are top-level domains and extensions
        "update main.tf and unzip fonts.zip",
        "edit Makefile.am and x.css.in",  # Pygments' Makefile.* and *.css.in patterns
        "use socket.io",  # io: a domain and the Io language's extension: read as a file
        "papers in cs.CV",  # an upper-case label is no host name
        "df = pd.read_csv(path)",
        "mail bob@acme.dev",  # an e-mail address is not a web address
        "run it on localhost",  # localhost alone is a word
        "bump v1.2.3, e.g. today",
        # long top-level domains are mostly words: a dotted identifier, not a host
        "call the 'flights.search' function, then read user.email",
        "start microsoft.windows.camera: from the shell",
    ],
)
def test_file_names_and_other_dotted_words_stay_words(text: str) -> None:
    assert mask_urls(text) == text
    assert find_urls(text) == []


def test_a_bare_host_no_longer_ranks_tools_by_its_own_words() -> None:
    """On the Chrome DevTools MCP tools, the host's words ("staging", "acme", "dev") put
    get_network_request, fill_form and list_pages first; read as "URL", the tools that
    open a page come first (ranks by BM25, checked by running both)."""
    deck = load(str(CHROME_DEVTOOLS)).deck
    query = "open the staging dashboard at staging.acme.dev"
    plain = make_retriever("bm25", acronyms=False)
    plain.index(deck)
    assert "navigate_page" not in [t.name for t, _ in plain.search(query, 3)]
    read = make_retriever("bm25")
    read.index(deck)
    assert [t.name for t, _ in read.search(query, 2)] == ["new_page", "navigate_page"]
