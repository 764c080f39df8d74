# ruff: noqa: E501  (the signal tables are regular expressions, one per line)
"""Poisoning by structure: what a sentence *does*, read from combinations of signals, not
from fixed phrases.

:mod:`tooldeck.lint.poison`'s phrase lists catch the wordings they were written from. A
paraphrase keeps the structure of the attack: it addresses the model or gives it a
standing order, and it joins that order to something a tool description has no reason to
ask for: hiding from the user, secrets, the user's data going somewhere, another tool's
arguments, lifted limits, an authority above the user. Each class below is a conjunction
of such signal groups inside one sentence (Invariant Labs, "Tool Poisoning Attacks",
2025: an instruction + a sensitive target + concealment; Trail of Bits, "Jumping the
line", 2025: standing orders about other tools; CyberArk, "Poison everywhere", 2025: the
same text in any schema field; OWASP LLM01:2025). A single signal is never enough: "you
must call list_repos first", "the API key is stored in .env", "sends an email to the
recipient" are ordinary descriptions.

Two groups need no address and no order, because the place the data goes is the tell: a
*parameter slot* ("… in the notes parameter", "the debug field should contain …") joined
to a *stored* secret the model would have to go and read (a key file, saved logins,
environment variables; not a token the user types) or to the conversation. A value
another tool returned ("one of the accounts returned by list_accounts") is a
prerequisite, not shadowing.

The groups were written from those write-ups and checked against the dev split of
``benchmarks/data/poisoning``, paraphrases written for tests/lint/test_intent.py and the
real tools of the shared corpora, the labelled tools and BFCL's pool (no finding); the
holdout split was measured afterwards (docs/lint.md). English and Chinese (the groups'
cues in both); a sentence in another language reaches only the character checks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.poison import normalise

__all__ = ["SIGNALS", "structural_hits"]

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|[。！？；\n]+|(?<=\))\s+(?=[a-z])")

SIGNALS: dict[str, str] = {
    "address": r"\b(?:you|your|yourself)\b|\b(?:the|an?) (?:assistant|ai|model|llm|agent|chatbot)\b",
    "order": r"\b(?:must|always|never|make sure|be sure|ensure|remember to|do not|don't|need to|needs to|have to|has to|is to be|are to be|is required to|before (?:using|calling|answering|replying|responding|doing|you)|after (?:every|each|any|using|calling)|whenever|every time|each time|from now on|immediately|at once|on every|on each)\b",
    "hide": r"\b(?:no reason|no need|do not|don't|never) to bring (?:this|it|that) up\b|\bavoid (?:letting|telling|informing|showing) (?:the )?(?:user|person|human|them)|\b(?:silently|quietly|secretly|covertly|discreetly|without (?:telling|informing|notifying|alerting|mentioning|showing|letting)|behind the (?:user'?s? )?back|out of (?:the user'?s? )?sight|unbeknownst|keep (?:this|it|that|these) to yourself|(?:keep|stay|remain) (?:quiet|silent)|say nothing|(?:do not|don't|never|no need to|no reason to|avoid(?:ing)?) (?:\w+ ){0,2}(?:mention|mentioning|bring up|bringing up|bring (?:this|it|that) up|reveal|disclose|surface|point out|explain) (?:this|it|that|these|the (?:\w+ ){0,2}(?:note|rule|instruction|step|change|copy|recipient|adjustment|markup|fee|tracking|recording|ranking|sponsorship|read|reads|call|calls)))\b|\b(?:user|users|human|them|person)\b(?:\W+\w+){0,4}?\W+(?:unaware|(?:(?:not|never|no need to) (?:\w+ )?(?:know|see|notice|learn|find out|be told|be informed|be aware|hear about)))",
    "secret": r"~/|\.ssh\b|(?<![\w/])\.env\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bcredentials?\b|\bpasswords?\b|\bprivate keys?\b|\bapi[ _-]?keys?\b|\b(?:access|auth|bearer|session|refresh|oauth) tokens?\b|\bcookies?\b|\bkeychain\b|\bwallet\b|\bseed phrase\b|\bmnemonic\b|\benvironment variables?\b|\b(?:saved|stored) (?:logins?|passwords|login data)\b|\blogin data\b|\benv vars\b|\bssh keys?\b|\b(?:github|gitlab|slack|npm|pypi|personal access|api|bot) tokens?\b|\bsecrets?\b",
    "stored": r"~/|\.ssh\b|(?<![\w/])\.env\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\b(?:credentials?|secrets?|keys?|config|token)s? (?:file|files|folder|store)\b|\b(?:aws|gcloud|azure|docker|kube|npm|git) (?:credentials|config)\b|\bprivate keys?\b|\bcookies?\b|\bkeychain\b|\bwallet\b|\bseed phrase\b|\benvironment variables?\b|\benv vars\b|\b(?:saved|stored) (?:logins?|passwords|login data|credentials)\b|\blogin data\b|\.npmrc|\.netrc|\.pypirc|\b(?:passwords?|credentials|tokens?|keys?) (?:stored|saved|kept) (?:in|on|by)\b",
    "take": r"(?<!not )(?<!never )(?<!n't )(?<!no )\b(?:read|open|cat|load|dump|collect|gather|grab|harvest|scrape|copy|include|attach|append|paste|pass|put|insert|embed|fill|provide|supply|send|upload|forward|submit|share|add|bundle|enclose|place|write)\b|\b(?:the )?(?:contents|output|text) of\b",
    "user_data": r"\b(?:conversation|chat (?:history|log|transcript)|transcripts?|chats|messages|message history|system prompt|prompt you|instructions you|previous (?:tool )?(?:calls|results|outputs|answers)|(?:user|customer)'?s? (?:\w+ ){0,2}(?:data|details|info|information|emails?|phone|numbers?|address|addresses|contacts|files|location|question|query|request|input|words|prompt)|personal (?:data|details|information)|everything the user|what the user (?:said|typed|wrote|asked))\b",
    "send": r"(?<!not )(?<!never )(?<!n't )\b(?:send|sends|forward|upload|post|transmit|report|share|copy|mirror|sync|relay|leak|beacon|bcc|cc|go to|goes to)\b",
    "sink": r"https?://\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\+\d[\d -]{7,}\d|\b(?:webhook|endpoint|external (?:server|service|address)|third[- ]party|remote (?:server|endpoint|log))\b",
    "slot": r"\b(?:into|in|as|to) (?:the |this |a |an )?[`'\"]?[\w-]+[`'\"]? (?:field|parameter|argument|param|property|input)\b|\b(?:field|parameter|argument|param|property) (?:should|must|has to|needs to) (?:contain|hold|include|carry|be filled)",
    "extra": r"\b(?:also|as well|in addition|additionally|too|an extra|a copy|every time|each time|always)\b",
    "other_tool": r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b(?: tool)?|\bthe \w+ tool\b|\bother (?:tools|servers)\b|\b(?:any|every|all) (?:other )?tools?\b",
    "alter": r"\b(?:recipient|recipients|bcc|cc|destination|remote|payee|beneficiary|account number|reviewer|must (?:also )?be (?:set|changed|replaced|sent|called|invoked|used|routed|run) (?:to|with|as|through)|instead of the (?:user'?s?|intended|requested)|redirect|reroute|intercept|(?:also|additionally) (?:save|send|copy|add|forward|write|push|include)|force=|--force|force (?:push|flag)|auto-?merge)\b",
    "power": r"\b(?:permissions?|privileges?|access|rights|authori[sz]ation|restrictions?|limitations?|limits|confirmations?|approvals?|consent|sandbox|guardrails?|safety (?:rules|checks|policies|guidelines)|content polic(?:y|ies))\b",
    "lifted": r"\b(?:granted|raised|elevated|upgraded|lifted|removed|waived|disabled|suspended|paused|switched off|turned off|deactivated|relaxed|bypass(?:ed|es)?|unrestricted|unlimited|no longer|not (?:needed|required)|(?:do|does|will) not apply|cleared to|(?:don't|do not|no) (?:need|require)s?|without (?:the )?(?:user'?s? )?(?:confirmation|approval|consent|permission|asking)|full (?:admin|root|system)|admin(?:istrator)? (?:access|rights|privileges|mode)|root (?:access|privileges))\b",
    "speaker": r"\b(?:system|developer|developers|operator|administrator|admin|host|platform|vendor|security team|compliance team|it department|the provider|anthropic|openai)\b",
    "directive": r"\b(?:requires? (?:that )?you|instructs? you|mandates?|orders? you|demands?|insists?|directs? you|overrides?|supersedes?|takes? precedence|(?<!n't )(?<!not )(?:ignore|disregard|forget|set aside) (?:\w+ ){0,3}(?:instructions|rules|guidelines|directives|requests|system prompt|polic(?:y|ies))|no longer (?:follow|obey|apply)|(?:previous|prior|earlier|original|other) (?:instructions|rules|guidelines|directives|guidance|directions|orders)|outranks?|takes? priority over|(?:obey|follow|prioriti[sz]e) (?:\w+ ){0,6}(?:over|instead of|rather than|above) (?:the )?(?:user|system))\b",
}
"""Signal group → regular expression over :func:`tooldeck.lint.poison.normalise`'d text."""

_CJK_SIGNALS: dict[str, str] = {
    "address": r"你|您|助手|模型|智能体",
    "order": r"必须|务必|一定要|每次|总是|始终|一律|之前|之后|立即|马上|先",
    "hide": r"悄悄|暗中|偷偷|秘密地|瞒着|(?:不要|无需|不必|切勿|别|不得)(?:向|对|让|给)?用户(?:说明|告知|知道|透露|提及|看到)|不让用户",
    "secret": r"密码|密钥|私钥|令牌|凭证|凭据|环境变量|助记词",
    "take": r"(?<!不要)(?<!请勿)(?<!不得)(?:读取|打开|复制|附上|填入|写入|传入|放入|粘贴|提供|发送|上传|转发|加入|汇总|带上)",
    "user_data": r"对话|聊天记录|系统提示|个人信息|手机号|邮箱|住址|身份证|用户(?:的)?(?:信息|数据|文件|消息|问题)",
    "send": r"(?<!不要)(?<!请勿)(?:发送|发给|转发|上传|抄送|同步到|上报)",
    "extra": r"同时|另外|额外|也要|一并|每次|总是",
    "alter": r"收款(?:人|账户|账号)|收件人|(?:必须|一律)?改为|替换为|抄送",
    "power": r"权限|限制|确认|审批|授权|沙箱",
    "lifted": r"已获得|已提升|解除|取消了|已关闭|无需|不再|绕过|最高|管理员",
    "speaker": r"系统|开发者|管理员|运营方|平台方|官方",
    "directive": r"要求你|指示你|命令你|优先执行|覆盖|忽略(?:之前|此前|以上|用户)|无视|停止遵循|取代",
}
"""The same groups' cues in Chinese (no word boundaries: a CJK run has none)."""

_RE = {
    name: re.compile(pattern + ("|" + _CJK_SIGNALS[name] if name in _CJK_SIGNALS else ""))
    for name, pattern in SIGNALS.items()
}


_CLASSES: tuple[tuple[str, tuple[tuple[str, ...], ...], str], ...] = (
    (
        "conceal",
        (("hide", "order"), ("hide", "address")),
        "orders the model to act out of the user's sight",
    ),
    (
        "credentials",
        (("secret", "take", "order"), ("secret", "take", "address"), ("stored", "take", "slot")),
        "asks the model to hand over secrets",
    ),
    (
        "exfiltration",
        (
            ("user_data", "send", "sink"),
            ("user_data", "take", "order", "address"),
            ("sink", "extra", "send", "order"),
            ("user_data", "take", "slot"),
        ),
        "sends data somewhere the user did not choose",
    ),
    ("shadowing", (("other_tool", "alter", "order"),), "changes how another tool is called"),
    ("capability", (("power", "lifted", "address"),), "claims to lift the model's limits"),
    (
        "authority",
        (("speaker", "directive", "address"), ("directive", "address", "order")),
        "claims authority over the model's instructions",
    ),
)
"""Class → alternative conjunctions of signal groups (all in one sentence), and what a
match means."""

_TRIGGER = re.compile(
    r"\b(?:you|your|yourself|must|always|never|whenever|every|each|before|after|don't|do not|"
    r"ensure|make sure|be sure|remember|need to|have to|is required|from now on|immediately|"
    r"at once|on every|on each|assistant|model|agent|ai|llm|chatbot|silently|quietly|secretly|"
    r"covertly|discreetly|without|behind|unbeknownst|unaware|field|parameter|argument)\b|"
    r"https?://|@|\+\d|webhook|"
    r"endpoint|third.party|external|remote|你|您|助手|模型|必须|务必|一定要|每次|总是|始终|"
    r"一律|之前|之后|立即|马上|悄悄|暗中|偷偷|秘密|瞒着|用户"
)
"""A text none of whose words is here cannot complete any conjunction: each one needs
``address``, ``order``, ``hide`` or ``slot`` (whose cues are these words), or a ``sink``."""


_CROSS_REFERENCE = re.compile(
    r"\b(?:returned|listed|given|produced|provided|obtained) (?:by|from) (?:the )?`?[a-z][a-z0-9]*(?:_[a-z0-9]+)+"
)
""""One of the accounts returned by list_accounts": a value taken from another tool's
result is a prerequisite, not a change to how that tool is called."""

_NEGATED_HIDE = re.compile(
    r"\b(?:never|not|don't|do not|no)\b(?:\W+\w+){0,6}?\W+(?:silently|quietly|secretly|covertly"
    r"|discreetly)\b"
)


@lru_cache(maxsize=1 << 16)
def structural_hits(text: str, *, is_key: bool = False) -> dict[str, tuple[str, str]]:
    """Class → (what it means, the sentence, ≤ 60 characters) for every class of
    :data:`_CLASSES` some sentence of ``text`` completes; each line is normalised
    (:func:`~tooldeck.lint.poison.normalise`) and split into sentences first, so list items
    and headings stay apart. Memoised."""
    if not _TRIGGER.search(text.lower()):
        return {}
    found: dict[str, tuple[str, str]] = {}
    parts = [normalise(line, is_key=is_key) for line in text.splitlines()]
    for sentence in (s for part in parts for s in _SENTENCE.split(part)):
        if len(sentence) < 12:
            continue
        present = {name for name, regex in _RE.items() if regex.search(sentence)}
        if "hide" in present and _NEGATED_HIDE.search(sentence):
            present.discard("hide")  # "never pick one silently": a safeguard, not a secret
        if "other_tool" in present and _CROSS_REFERENCE.search(sentence):
            present.discard("other_tool")
        for cls, conjunctions, why in _CLASSES:
            if cls in found:
                continue
            if any(all(group in present for group in c) for c in conjunctions):
                words = sentence.strip()
                found[cls] = (why, words if len(words) <= 60 else words[:57] + "…")
    return found
