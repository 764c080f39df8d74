"""A request that only asks: the tools that read go above the tools that change things.

A request is a question or a task. "what cookies does this site set on me" wants to know
something; "set the cookie" wants something done. The lists of the first stage score
words, not the speech act, so a question that shares its words with a tool that acts
ranks that tool first: ``puppeteer_set_cookies`` above ``puppeteer_get_cookies`` for the
question above ("set" is a word of both), ``add_issue_comment`` above ``issue_read`` for
"what did people say on issue 1288 … I only want the comments". A question's answer is
read, never made: nothing in it asks the agent to create, change or delete anything.

Two readings, each a general statement, neither made for a deck:

- **the request only asks** (:func:`asks_only`): every sentence of it is a question —
  in English it opens with a wh-word (what, which, who, whose, where, when, why, how),
  or it ends with ``?`` and a clause of it opens with a wh-word or an auxiliary (is,
  are, does, did, has, any…: "pods keep restarting, what's going on?"); an auxiliary
  without the ``?`` is an order ("do a review pass"), and so is an order said with a
  rising tone ("delete the stale branches?"); in Chinese it ends with ``？`` or holds an
  interrogative word or particle
  (什么, 啥, 哪, 多少, 谁, 怎么样, 怎样, 是不是, 有没有, 是否, 吗, 呢, and since session 44
  the A-not-A form of a finished act, 了没 / 了没有 ending its clause — not 点了没反应
  "clicked and nothing happened", a negation: the question words
  of Mandarin grammar, Li and Thompson, *Mandarin Chinese: A Functional Reference
  Grammar*, 1981, on questions; not 几, which is as often "a few" as "how many") — and
  nothing in it asks for a further act: no clause opened by a modal (can, could, would,
  will, shall, should: "can you rerun just the failed jobs?"
  is a polite order, "should we merge it?" may be one), no suggestion (why not, why
  don't we, what if, how about; 要不要, 为什么不, 何不: "why not delete the old branch?"),
  no "please", no sequencing word (then, afterwards; 然后, 再, 接着, 顺便, 并且),
  no Chinese request or disposal marker (帮我, 请 — not inside the nouns 请求 "request",
  申请, 邀请, 声请, 提请: "拉取请求" is a pull request; nor 请问 "may I ask" — 麻烦,
  能不能, 可以, 能否, 把), and no
  question of how to do a thing (how to, how do/can/should I or we; 如何, 怎么 but not
  怎么样 "how is it" or 怎么回事 "what is going on"): "how do I delete a branch?" asks for
  the act it names.
  A Chinese frame asking to look something up (帮我看看, 查一下, 能不能帮我瞧瞧,
  确认一下 …) whose clause goes on with a question asks that question ("帮我看看哪些拉取
  请求还开着？" is "which pull requests are still open?"; session 44, trial43b): the frame
  is read out before the markers above are looked for, so 帮我 and 可以 in it ask for no
  act; a frame with no question after it ("帮我看看这个 PR", which may mean a review) is
  not. Conservative by design: "can you tell me …" is left alone.
- **what each tool does** (:func:`tool_acts`): the server's own MCP annotations where it
  writes them (``readOnlyHint: true`` reads; any other tool of a server that writes
  ``readOnlyHint`` changes things, the MCP specification's default for the hint being
  false), else the action words of its name
  (:data:`~tooldeck.select.actions.ACTION_CLASSES`: a name with a word of the read class
  and none of create, edit or delete reads, ``get_cookies``; one with a create, edit or
  delete word and no read word changes, ``set_cookies``, ``add_issue_comment``; a name
  with neither, or both — ``API-post-search`` — says nothing). Per server, since a
  gateway joins servers that annotate with servers that do not (a Slack server's
  unmarked ``slack_list_channels`` changes nothing). Where a server annotates, its
  annotations decide: the names of a deck that annotates were tried as the reading and
  lost three dev requests the annotations ranked better (session 43).

A third, since session 44, after :func:`reads_first` below: **which things**
(:func:`asked_items`, :func:`list_first`). A question asking which things — "which /
what" and a plural noun, 哪些 / 哪几 and the word after them — wants the set of those
things: the first tool of the window that reads
and whose name writes them in the plural (``list_branches`` for "这个仓库有哪些分支？",
where ``get_repository_tree``, on "repository", ranked first) goes first. Only reading
tools (session 31's number reading, a plural name above the rest for any request, sent
"delete users" to ``list_users``), only plural questions ("which branch am I on?" asks
for one, "how many notes …" for a count: a tool listing notes went above the vault's
stats tool in a dev trial with them).

:func:`reads_first` then re-sorts the first :data:`~tooldeck.select.objects.WINDOW`
places of a request that only asks: the tools that read take the places of the tools
that read or change, in their order, before those that change; a tool whose act the deck
does not say keeps its place. Only between the two kinds: a question may well need a tool
that runs something (``evaluate_script`` for a page's variable), and nothing here says it
does not.

Measured on the dev splits (session 43, docs/select.md "A request that only asks"): dev
pooled MRR 0.7753 → 0.781 at the same recall@8.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

from tooldeck.select.actions import ACTION_CLASSES
from tooldeck.select.tokenize import tokenize
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tool import Deck, Tool

__all__ = [
    "Act",
    "asked_items",
    "asks_only",
    "list_first",
    "plural_words",
    "reads_first",
    "tool_acts",
]

Act = Literal["read", "change"]

_WH = re.compile(r"(?:what|which|who|whom|whose|where|when|why|how)(?:'s|s)?")
_AUXILIARY = re.compile(
    r"(?:is|are|was|were|am|do|does|did|has|have|had|any|anything)(?:n't)?|dont|doesnt|didnt"
)
_CLAUSE = re.compile(r"[,;:]")
_SENTENCE = re.compile(r"(?<=[?？。！!])\s*|(?<=\.)\s+|\n")
_ASKS_MORE = re.compile(
    r"(?:^|[,;:.?!]\s*)(?:can|could|would|will|shall|should)\b"
    r"|\b(?:please|pls|then|afterwards)\b"
    r"|\bhow\s+(?:to|(?:do|can|could|should|would)\s+(?:i|we)\b)"
    r"|\bwhy\s+(?:not|don't|dont|do\s+not)\b|\bwhat\s+if\b|\bhow\s+about\b",
    re.IGNORECASE,
)
_CHINESE_ASKS_MORE = re.compile(
    r"然后|再|接着|顺便|并且|帮我|(?<![申邀声提])请(?!求|问)|麻烦|能不能|可以|能否|把|如何|怎么(?!样|回事)"
    r"|要不要|为什么不|何不"
)
_CHINESE_QUESTION = re.compile(
    r"什么|啥|哪|多少|谁|怎么样|怎样|是不是|有没有|是否|吗|呢|了没有?(?=\s*(?:[，,。.？?！!；;]|$))"
)
_CHINESE_LOOK = re.compile(
    r"你?(?:能不能|能否|可不可以|可以)?(?:请|麻烦)?你?(?:帮我|帮忙)?"
    r"(?:看看|看一看|看一下|看下|查查|查一查|查一下|查下|瞧瞧|瞧一瞧|瞧一下|瞧下"
    r"|确认一下|确认下|检查一下|检查下)"
)
_CLAUSE_END = re.compile(r"[，,；;。.！!？?\n]")
_HAS_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")
_WHICH_PLURAL = re.compile(r"\b(?:which|what)\s+([a-z]+s)\b", re.IGNORECASE)
_CHINESE_WHICH = re.compile(r"哪些|哪几")
_FUNCTION_WORDS = frozenset(STOPWORDS_EN_PLUS)
_CHANGES = frozenset({"create", "edit", "delete"})


def _question(sentence: str) -> bool:
    if _HAS_CJK.search(sentence):
        return sentence.endswith(("?", "？")) or bool(_CHINESE_QUESTION.search(sentence))
    openers = [re.findall(r"[A-Za-z']+", clause.lower())[:1] for clause in _CLAUSE.split(sentence)]
    words = [w[0] for w in openers if w]
    if words and openers[0] and _WH.fullmatch(openers[0][0]):
        return True  # "what time is it in tokyo right now"
    # with a "?": a clause opened by a wh-word or an auxiliary ("pods keep restarting,
    # what's going on?", "is the build green?"), not an order said with a rising tone
    # ("delete the stale branches?")
    return sentence.endswith("?") and any(
        _WH.fullmatch(w) or _AUXILIARY.fullmatch(w) for w in words
    )


def _without_looks(query: str) -> str:
    """``query`` without each Chinese frame that asks to look something up
    (:data:`_CHINESE_LOOK`: 帮我看看, 查一下, 能不能帮我瞧瞧 …) whose clause goes on with
    a question (a question word of :data:`_CHINESE_QUESTION` before the clause ends):
    "帮我看看哪些拉取请求还开着？" → "哪些拉取请求还开着？", or that closes the request
    after a question ("部署了没有，帮我看看"). A frame with no question ("帮我看看这个
    PR", which may ask for a review) stays."""
    out: list[str] = []
    at = 0
    for frame in _CHINESE_LOOK.finditer(query):
        end = _CLAUSE_END.search(query, frame.end())
        rest = query[frame.end() : end.start() if end else len(query)]
        # the question after the frame, or before a frame that closes the request
        # ("部署了没有，帮我看看")
        closes = not rest.strip() and not query[frame.end() :].strip(" ，,。.？?！!")
        if _CHINESE_QUESTION.search(rest) or (
            closes and _CHINESE_QUESTION.search(query[at : frame.start()])
        ):
            out.append(query[at : frame.start()])
            at = frame.end()
    return "".join(out) + query[at:]


def asks_only(query: str) -> bool:
    """Whether ``query`` only asks (the module's first reading): every sentence is a
    question, and nothing asks for a further act. ``"what cookies does this site set
    on me"`` → True; ``"can you rerun just the failed jobs?"``, ``"check the logs"``,
    ``"看下 issue 300 的评论，然后把它分给 dana-k"`` → False. An empty request → False.
    A Chinese request to look something up followed by the question to look up
    (:func:`_without_looks`: "帮我看看哪些拉取请求还开着？", "查一下 PR 42 合并了吗") is
    read as that question (session 44); "帮我把这些分支删了" stays an order."""
    query = _without_looks(query)
    if _ASKS_MORE.search(query) or _CHINESE_ASKS_MORE.search(query):
        return False
    sentences = [s.strip() for s in _SENTENCE.split(query) if s.strip()]
    return bool(sentences) and all(_question(s) for s in sentences)


def _named_act(tool: Tool) -> Act | None:
    local = tool.name.rsplit("__", 1)[-1]
    classes = {ACTION_CLASSES.get(w.lower()) for w in tokenize(local)}
    if "read" in classes and not classes & _CHANGES:
        return "read"
    if classes & _CHANGES and "read" not in classes:
        return "change"
    return None


def _server(tool: Tool) -> str:
    """The server a gateway's ``server__tool`` name says; "" without one."""
    return tool.name.rsplit("__", 1)[0] if "__" in tool.name else ""


def tool_acts(deck: Deck) -> tuple[Act | None, ...]:
    """What each tool of ``deck`` does, deck order (the module's second reading):
    ``"read"``, ``"change"`` or None (nothing says). A server (a gateway's ``server__``
    prefix; the whole deck without one) that writes ``readOnlyHint`` on any tool is read
    by its annotations, each of its tools that does not write ``true`` read as changing
    things (the MCP default of ``readOnlyHint`` is false); a server that writes it on none
    is read by its tools' names."""
    annotating = {_server(tool) for tool in deck if tool.annotations.read_only_hint is not None}
    out: list[Act | None] = []
    for tool in deck:
        if _server(tool) not in annotating:
            out.append(_named_act(tool))
        else:
            out.append("read" if tool.annotations.read_only_hint is True else "change")
    return tuple(out)


def reads_first(
    order: Sequence[int], acts: Sequence[Act | None], window: int
) -> tuple[list[int], list[int]]:
    """``order`` (deck positions, best first) with its first ``window`` places re-sorted:
    the places of the tools that read or change (``acts``, deck order) hold those that
    read first, then those that change, each in their order; other places and the places
    after ``window`` keep their tools. Returns the new order and the tools moved up."""
    out = list(order)
    slots = [i for i, tool in enumerate(out[:window]) if acts[tool] is not None]
    held = [out[i] for i in slots]
    sorted_held = [t for t in held if acts[t] == "read"] + [t for t in held if acts[t] != "read"]
    for i, tool in zip(slots, sorted_held, strict=True):
        out[i] = tool
    lifted = [t for t in out[:window] if out.index(t) < list(order).index(t)]
    return out, lifted


def asked_items(query: str) -> str | None:
    """What a question asking *which things* names as those things (session 44): in
    English the plural noun after "which" / "what" ("what branches does this repo have?"
    → ``"branches"``; not a function word: "what is", "which does"); in Chinese the rest
    of the clause after the plural question words 哪些 / 哪几 ("这个仓库有哪些分支？" →
    ``"分支"``), for the caller to read its first word. None for any other request, and
    for one that does not only ask (:func:`asks_only`). "which branch am I on?" (one
    thing) and "how many notes …" (a count) name none."""
    if not asks_only(query):
        return None
    if _HAS_CJK.search(query):
        match = _CHINESE_WHICH.search(query)
        if match is None:
            return None
        end = _CLAUSE_END.search(query, match.end())
        rest = query[match.end() : end.start() if end else len(query)].strip()
        return rest or None
    for found in _WHICH_PLURAL.finditer(query):
        word = found.group(1).lower()
        if word not in _FUNCTION_WORDS and not _AUXILIARY.fullmatch(word):
            return word
    return None


def plural_words(tool: Tool) -> list[str]:
    """The words of ``tool``'s name (after a gateway's ``server__`` prefix) written in
    the plural, lower case: ``list_branches`` → ``["branches"]``; ``get_branch`` → []
    (a word ending in -s but not -ss)."""
    local = tool.name.rsplit("__", 1)[-1]
    words = [w.lower() for w in tokenize(local)]
    return [w for w in words if len(w) > 3 and w.endswith("s") and not w.endswith("ss")]


def list_first(
    order: Sequence[int],
    acts: Sequence[Act | None],
    lists: Sequence[frozenset[str]],
    asked: frozenset[str],
    window: int,
) -> tuple[list[int], int | None]:
    """``order`` with the first tool of its first ``window`` places that reads
    (``acts``) and whose name writes the asked things in the plural (``lists``: each
    tool's plural name words as terms; ``asked``: the asked things' terms) put first;
    unchanged when none is, or it is first already. Returns the new order and the tool
    moved (None when none moved)."""
    for at, tool in enumerate(order[:window]):
        if acts[tool] == "read" and lists[tool] & asked:
            if at == 0:
                return list(order), None
            return [tool, *(t for t in order if t != tool)], tool
    return list(order), None
