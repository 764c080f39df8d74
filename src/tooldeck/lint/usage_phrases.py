"""When / when-not / output statements beyond :mod:`tooldeck.lint.phrases`: German,
Japanese, Korean, Spanish and French forms of the template's lines, and English forms of
them that the shared lists miss ("Handy if …", "For credit notes, use …", "… are not
supported", "Won't return drafts").

The description rules (D104, D105, D107) read a statement as present when either the
shared pattern (:data:`~tooldeck.lint.phrases.WHEN`, ``EXCLUSION``, ``OUTPUT``) or the
one here matches. :data:`FOREIGN_OUTPUT` finds a statement of what comes back anywhere in
a description (D107); A105 reads a different thing, the opening read verb of a first
sentence (``rules/safety.py``'s ``_FOREIGN_READS``, German "Gibt … zurück" among them).
"""

from __future__ import annotations

import re

from tooldeck.lint.prefilter import caseless_gated

__all__ = ["FOREIGN_OUTPUT", "MORE_EXCLUSION", "MORE_OUTPUT", "MORE_WHEN", "enabling_purpose"]

FOREIGN_OUTPUT = re.compile(
    # German: "Gibt Kurs und Zeitstempel zurück", "liefert …", "Rückgabe: …"
    r"\bgibt\b[^.;。]{0,120}\bzurück\b|\bliefert\b|\bRückgabe\b"
    # Spanish, French: "Devuelve …", "Renvoie …", "Retourne …"
    r"|\bdevuelve\b|\bretorna\b|\brenvoie\b|\bretourne\b"
    # Japanese: "…を返します", "…を返す", "戻り値"
    r"|返します|返す[。．]|返却|戻り値"
    # Korean: "…을 반환합니다", "돌려줍니다"
    r"|반환|돌려줍니다",
    re.IGNORECASE,
)
"""A statement of what comes back, in German, Spanish, French, Japanese or Korean."""
FOREIGN_OUTPUT = caseless_gated(FOREIGN_OUTPUT)  # a literal gate first (prefilter.caseless_gated)

MORE_WHEN = re.compile(
    # English forms the shared list misses
    r"\bhandy (?:if|when|for)\b|\bgood choice for\b|\buse cases?\s*:|\btypical use\s*:"
    r"|\b(?:appropriate|needed|choose this(?: tool)?) (?:when|if)\b|\bwhenever\b"
    r"|\bintended for\b|\bcall it when\b"
    # the moment in a workflow that calls for the tool: "Use before saving a bookmark.",
    # "Call after importing …", "Use once the import has finished." (not "in use after …",
    # a state, nor "use this once per file", a count)
    r"|(?<!\bin )\b(?:use|call|invoke) (?:(?:it|this|this tool|me) )?(?:only )?"
    r"(?:before|after|while|during|until|as soon as|once (?!per\b|for\b|each\b|every\b|a\b|an\b"
    r"|only\b|more\b))\b"
    # a sentence that opens with the input that calls for the tool: "When issue identifier
    # is provided something like FIRST-123, …" (Plane's get_issue_using_readable_identifier)
    r"|(?:^|[.!?]\s+)when (?:an? |the |its |your )?(?:\w+ ){0,3}(?:is|are) "
    r"(?:provided|given|known|available|supplied)\b"
    # German: "Verwenden, wenn …", "Nutzen Sie dieses Tool, wenn …", "… bevor / nachdem
    # / sobald …"; "Vor dem Speichern verwenden.", "Nach dem Import aufrufen."
    r"|\b(?:verwenden|nutzen|benutzen|aufrufen)\b[^.;]{0,40}\b(?:wenn|bevor|nachdem|sobald)\b"
    r"|(?:^|[.!?:]\s+)(?:vor|nach|sobald|während)\b[^.;]{0,60}\b(?:verwenden|nutzen|benutzen"
    r"|aufrufen)\s*[.!]"
    # Spanish, French: "Úsalo cuando …", "Usar antes de / después de …", "Utiliser quand /
    # lorsque / avant de / après / une fois que …"
    r"|\b(?:usar|úsalo|úsala|usa esta)\b[^.;]{0,30}\b(?:cuando|si|antes de|después de"
    r"|una vez que)\b"
    r"|\b(?:utiliser|utilisez)\b[^.;]{0,30}(?:\b(?:quand|lorsque|si|avant|après)\b|une fois qu)"
    # Japanese: "…ときに使用してください", "…場合に使います", "保存する前に使用", "…後に呼び出す"
    r"|(?:とき|時|場合|前|後|あと)に(?:使用|使い|使って|使う|利用|呼び出)"
    # Korean: "…할 때 사용하세요", "저장하기 전에 사용", "가져온 후에 호출"
    r"|(?:때|전에|후에) (?:사용|호출)"
    # Chinese: a clause that ends on the call, after the moment that calls for it:
    # "在保存书签之前使用。", "导入完成后调用", "用户怀疑链接失效时调用。" (not "调用时使用缓存",
    # "登录后使用的令牌": the verb goes on to an object)
    r"|(?:之前|以前|之后|以后|前|后|时)(?:请)?(?:使用|调用)(?:此工具|本工具|该工具|它)?"
    r"(?=[。.;；,，!！]|\s*$)",
    re.IGNORECASE,
)
"""A statement of when to use the tool, beyond :data:`tooldeck.lint.phrases.WHEN`."""
MORE_WHEN = caseless_gated(MORE_WHEN)  # a literal gate first (prefilter.caseless_gated)

_ENABLING_CUE = re.compile(r"to (?:allow|enable|permit|let|pass|give|hand|feed)\b")
"""A cheap first look for :func:`enabling_purpose`: a pattern that opens with a literal,
which the regex engine finds fast; the full reading runs only where it matches (a
lookbehind first in :data:`MORE_WHEN` cost D104 a fifth more CPU on the BFCL pool)."""
_ENABLING = re.compile(
    r"(?<!\btool )(?<!\bused )(?<!\bhow )(?<!\bable )(?<!\bfunction )"
    r"\bto (?:allow|enable|permit|let)\b(?! or\b)"
    r"|\bto (?:pass|give|hand|feed) (?:it |them )?(?:on )?to (?:the )?(?:other|later|next|"
    r"subsequent|following)\b"
)


def enabling_purpose(description: str) -> bool:
    """Whether ``description`` has a purpose clause naming what the call makes possible
    next, which says when to call the tool (D104): "Unlock elements to allow modification"
    (before changing locked elements), "… in order to enable sorting", "… get back a
    connectionId to pass to the other MongoDB tools" (first, before them). Not the tool's
    own job ("Tool to allow uploads", "used to enable a flag"), nor a choice the call makes
    ("settings to allow or restrict users"), nor a result handed back to the caller. Read
    lower-cased. Session 39: the fourth and fifth label sets' reviewers did not label D104
    on these."""
    lowered = description.lower()
    return _ENABLING_CUE.search(lowered) is not None and _ENABLING.search(lowered) is not None


MORE_EXCLUSION = re.compile(
    # English redirects and refusals: "For credit notes, use get_credit_note.",
    # "Draft invoices are not supported.", "… are out of scope", "Won't return drafts.",
    # "Skip this for …"
    r"(?:^|[.;:!?]\s+)for [^.;:]{1,60}, (?:use|call|see|try)\b"
    r"|\b(?:is|are) not supported\b|\bout of scope\b|\bwon't (?:return|include|work|list)\b"
    r"|\bskip (?:this|it)\b|\bnot (?:available|applicable) (?:for|to)\b"
    # German: "nicht für historische Kurse", "nicht verwenden"
    r"|\bnicht (?:für|verwenden|benutzen|nutzen|aufrufen|geeignet)\b"
    # Spanish, French: "no usar para …", "ne pas utiliser pour …"
    r"|\bno (?:usar|utilizar|lo uses|la uses)\b|\bne pas utiliser\b|\bn'utilisez pas\b"
    # Japanese: "…には使わないでください", "使用しないでください", "対象外"
    r"|使わないで|使用しないで|利用しないで|対象外"
    # Korean: "…에는 사용하지 마세요"
    r"|사용하지 마",
    re.IGNORECASE | re.MULTILINE,
)
"""A statement of when not to use the tool, beyond
:data:`tooldeck.lint.phrases.EXCLUSION`."""
MORE_EXCLUSION = caseless_gated(MORE_EXCLUSION)  # a literal gate first (prefilter.caseless_gated)

MORE_OUTPUT = FOREIGN_OUTPUT
"""A statement of what comes back, beyond :data:`tooldeck.lint.phrases.OUTPUT`."""
