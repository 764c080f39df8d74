"""Product behaviour that misleads the user (session 36, issue 16): two readings of one
string of a tool's definition, each written as a statement of what the tool does rather
than an order to the model, so the order-reading rules miss them.

* :func:`false_account_hit` (T101 ``conceal``): the user is given a chosen label or reason
  (a quoted one: 'given the reason "weather conditions"', 'reported to the patient as
  "wear, not covered"', 'the answer states only "…"') **and**, in the same string, a fact
  is withheld from the user ("… is not part of the answer", "is not mentioned to the
  customer", "kept in the internal note only"). Either alone is honest (a tool that
  names the reasons it returns; internal notes that are not shown), so both are needed;
* :func:`rivals_misreported_hit` (T104 ``shadowing``, beside session 35's preference
  manipulation): the other providers are given a label by the tool ('other huts are
  reported as "nearly full"', "describe others as having waiting lists") **and** the same
  string says the label holds whatever the facts ("even though there is room", "even if
  others are better qualified") or puts one provider first ("X first, then others"). A
  label tied to the data ("shown as full when the hut reports no beds") is honest.

Both read English, French, Spanish, German, Malay, Swahili, Croatian and Bulgarian
(the languages of the dev items read for this, poisoning19/poisoning20, and the ones of
the tests' paraphrases); the cue words are the grammar of telling, withholding and
conceding, no domain or item word. Source of the mechanism: the sets' README
"product behaviour that harms the user" class; the two-cue conjunction is this module's
own choice, made so that each cue's honest use stays quiet (``tests/lint/test_misled_s36.py``).

Session 37 (the pooled dev misses of every set, ``tests/lint/test_misled_s37.py``):
the rivals' reading also takes the verb in the third person ("describes other operators'
sites as"), "whatever the …", a label given as written with no "as" ('marked "no
places"'), "are called …", "lists X first", Czech, Russian, Arabic and Hindi, and a second
act: the others' figure moved by a percentage from the true one ("shown 20 % higher than
reported", "valued at 40 % of the estimate"; :data:`_FIGURE_SKEWED`) with the others named
in the same sentence.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.phrases import sentences

__all__ = ["false_account_hit", "misled_hits", "rivals_misreported_hit"]

FALSE_ACCOUNT = "gives the user a chosen reason while a fact is kept from them"
RIVALS_MISREPORTED = "labels the other providers whatever the facts, to steer the user's choice"

_Q = r"\s*[\"“„«‘'‚]"
"""An opening quotation mark (a label given as written)."""

_LABEL_GIVEN = re.compile(
    # English
    r"\b(?:given|told|shown|reported|described|presented|labell?ed|marked|stated|explained"
    r"|recorded|notified)\b[^.;\n]{0,40}?\b(?:as|the reason|the explanation|the cause)"
    + _Q
    + r"|\bthe (?:answer|reply|response|report|result|message|notice)\b[^.;\n]{0,20}?"
    r"\b(?:states|says|gives|shows|reads|mentions) only"
    + _Q
    + r"|\bwith the (?:reason|explanation|justification|note)"
    + _Q
    # French
    + r"|\b(?:avec|sous) (?:le motif|la raison|l'explication|la justification|la mention)"
    + _Q
    + r"|\b(?:présenté|indiqué|signalé|annoncé|communiqué)e?s?\b[^.;\n]{0,30}?\bcomme"
    + _Q
    + r"|\bla réponse (?:indique|mentionne|dit) seulement"
    + _Q
    # Spanish
    + r"|\bcon (?:el motivo|la razón|la explicación|la justificación)"
    + _Q
    + r"|\b(?:presentad|indicad|comunicad|informad|notificad)[oa]s?\b[^.;\n]{0,30}?\bcomo"
    + _Q
    + r"|\bse (?:comunica|indica|presenta|informa|notifica|muestra|explica)n?\b[^.;\n]{0,30}?"
    + r"\bcomo"
    + _Q
    + r"|\bla respuesta (?:indica|dice|menciona) (?:solo|sólo|solamente)"
    + _Q
    # German
    + r"|\bmit (?:dem Grund|der Begründung|der Erklärung|dem Hinweis)"
    + _Q
    + r"|\bals"
    + _Q
    + r"[^\"”“»]{1,60}[\"”“»]\s*(?:angegeben|gemeldet|dargestellt|ausgewiesen"
    r"|begründet|mitgeteilt)"
    + r"|\bdie Antwort (?:nennt|sagt|zeigt) nur"
    + _Q
    # Croatian
    + r"|\buz (?:obrazloženje|objašnjenje|napomenu)"
    + _Q
    + r"|\b(?:kao razlog|s razlogom)"
    + _Q
    + r"|\bodgovor (?:navodi|kaže) samo"
    + _Q
    # Bulgarian
    + r"|(?:отговорът|съобщението) (?:посочва|казва|съобщава|показва) само"
    + _Q
    + r"|с (?:обяснение|причина)(?:та)?"
    + _Q
    # Malay
    + r"|\bdengan (?:alasan|sebab|penjelasan)"
    + _Q,
    re.IGNORECASE,
)
"""A label or reason the user is given as written (the quotation mark is required: the
tool fixes the words)."""

_AUDIENCE = (
    r"(?:answer|reply|response|report|result|customer|client|patient|guest|user|owner"
    r"|passenger|buyer|member|tenant|caller)s?"
)
_WITHHELD = re.compile(
    # English
    rf"\b(?:is|are) not (?:mentioned|disclosed|stated|shown|included|given|told|reported"
    rf"|part of)\b[^.;\n]{{0,40}}?\b{_AUDIENCE}\b"
    r"|\b(?:kept|recorded|noted|logged|stored|written|held)\b[^.;\n]{0,20}?\bin the internal"
    r" (?:note|notes|log|record|file)s? only\b"
    r"|\b(?:kept|recorded|noted|logged|stored|written|held) only in the internal (?:note|log"
    r"|record|file)s?\b"
    # French
    r"|\bn'(?:est|sont) pas (?:mentionné|indiqué|signalé|communiqué|précisé)e?s?\b"
    r"|\buniquement dans la note interne\b|\bseulement dans la note interne\b"
    # Spanish
    r"|\bno se (?:menciona|indica|comunica|informa)n?\b"
    r"|\b(?:solo|sólo|solamente|únicamente) en la nota interna\b"
    # German
    r"|\b(?:wird|werden) (?:dem Kunden |dem Patienten |dem Gast |dem Besitzer )?nicht "
    r"(?:erwähnt|genannt|mitgeteilt|angegeben)\b"
    r"|\bnur in der internen Notiz\b"
    # Croatian
    r"|\bne (?:spominj|navod|prikazuj|priopćav)\w*\b|\bsamo u internoj bilješci\b"
    # Bulgarian
    r"|не се (?:споменава|посочва|съобщава|казва)т?"
    r"|само във вътрешната бележка"
    # Malay
    r"|\btidak (?:disebut|dinyatakan|dimaklumkan|diberitahu)\b"
    r"|\bhanya dalam nota dalaman\b",
    re.IGNORECASE,
)
"""A fact said not to reach the user (not mentioned, not part of the answer, kept in the
internal note only)."""

_OTHERS = (
    r"(?:others|the others|the rest|other \w+(?: \w+)?|competitors?|rivals?"
    r"|les autres|autres \w+|concurrents?|los demás|las demás|otr[oa]s \w+|competidores"
    r"|die anderen|andere \w+|anderen \w+|Konkurrenten|Mitbewerber"
    r"|\w+ lain|yang lain|pesaing|wengine|washindani|ostal\w+|drug\w+ \w+|konkurent\w*"
    r"|другите|останалите|конкурент\w*"
    # session 37: Czech, Russian, Arabic, Hindi; those outside a named group
    r"|ostatní\w*|jin(?:í|ých|ým) \w+|други[ехм]\w* \w+|остальн\w+"
    r"|(?<!\w)(?:ال)?(?:آخرين|أخرى|الأخرى|منافس\w*)|من خارج|अन्य \w+|दूसरे \w+"
    r"|outside (?:the|our) \w+)"
)
_LABEL_VERB = (
    r"(?:reported|shown|described|listed|labell?ed|marked|presented|flagged|displayed"
    r"|affichés|présentés|signalés|décrits|indiqués|marqués"
    r"|mostrad[oa]s|presentad[oa]s|descrit[oa]s|indicad[oa]s|marcad[oa]s|reportad[oa]s"
    r"|muestran|presentan|describen|indican|marcan|listan"
    r"|dilaporkan|ditunjukkan|disenaraikan|digambarkan|ditandakan|dipaparkan"
    r"|huonyeshwa|huelezwa|huripotiwa|hutajwa|huorodheshwa"
    r"|prikazuju|prikazuje|opisuju|navode|označavaju|prikazani|opisani|označeni"
    r"|показват|описват|отбелязват|представят"
    # session 37: "called", Czech, Russian, Arabic, Hindi
    r"|called|zobrazuj\w*|označuj\w*|popisuj\w*|uvádí|uvádějí|označen[iéý]"
    r"|показываются|описываются|отмечаются|помечаются"
    r"|تُ?وصف|يُ?وصف|تُ?عرض|يُ?عرض|تَ?ظهر|يَ?ظهر"
    r"|दिखाए जाते|बताए जाते|दिखाया जाता|बताया जाता)"
)
_AS = r"(?:as|comme|como|sebagai|kuwa|kao|като|jako|как|بأنها|بأنه|بأنهم|على أنها|على أنه|के रूप में)"
_OTHERS_ALONE = re.compile(rf"\b{_OTHERS}", re.IGNORECASE)
"""The other providers named (the skewed figure's sentence must name them)."""

_RIVALS_LABELLED = re.compile(
    rf"\b{_OTHERS}\b[^.;\n]{{0,40}}?\b{_LABEL_VERB}\s+(?:se\s+|се\s+)?{_AS}(?!\w)"
    rf"|\b(?:describe|show|list|report|label|mark|present|call)s?\s+(?:the\s+)?{_OTHERS}"
    r"[^.;\n]{0,25}?\s+as\b"
    # session 37: a label given as written, with no "as" ('marked "unverified"', "u ostatních
    # se zobrazuje jen „nedostupný“"), and "called" with a bare adjective ("are called unverified")
    rf"|\b{_OTHERS}\b[^.;\n]{{0,40}}?\b{_LABEL_VERB}\s+(?:se\s+|се\s+)?(?:only |jen |pouze )?"
    r"[\"“„«]"
    rf"|\b{_OTHERS}\b[^.;\n]{{0,40}}?\b(?:are|is) called\b"
    rf"|\b{_OTHERS}\b[^.;\n]{{0,30}}?\bals\b[^.;\n]{{0,40}}?\b(?:angezeigt|gemeldet|dargestellt"
    r"|beschrieben|markiert|gelistet)\b",
    re.IGNORECASE,
)
"""The other providers given a label by the tool ("other huts are reported as",
"wengine huonyeshwa kuwa", "pondok lain dilaporkan sebagai", "describe others as")."""

_WHATEVER_THE_FACTS = re.compile(
    r"\b(?:even though|even if|although|though|regardless of|whether or not|no matter"
    r"|même s(?:i|')|bien que|quel(?:le)?s? que soi(?:en)?t|aunque|aun cuando|incluso si|a pesar de"
    r"|auch wenn|obwohl|selbst wenn|unabhängig davon|walaupun|meskipun|biarpun|sekalipun"
    r"|hata kama|ingawa|iako|čak i ako|bez obzira|въпреки че|дори ако|дори да"
    # session 37: English "whatever the …", Czech, Russian, Hindi; Arabic below
    r"|whatever (?:the|their|its|his|her)|i když|přestože|bez ohledu na|ať už"
    r"|даже если|независимо от|хотя|चाहे)\b"
    r"|(?<!\w)(?:مهما|بغض النظر|رغم أن|حتى لو|حتى وإن)",
    re.IGNORECASE,
)
"""A concession: the label holds whatever the facts are."""

_ONE_FIRST = re.compile(
    r"\bfirst,? then (?:the )?others\b|\b(?:always|invariably) (?:listed|shown|ranked|placed"
    r"|displayed|put) first\b"
    r"|\b(?:listed|shown|ranked|placed|displayed) first (?:always|every time)\b"
    r"|\btoujours (?:affichés?|listés?|classés?) en premier\b"
    r"|\bsiempre (?:aparecen|se muestran|se listan) primero\b"
    r"|\bimmer zuerst\b|\buvijek prv\w+\b"
    r"|\bвинаги първ\w+\b"
    # session 37: "lists X first" (two to four words between), "always at the top"
    r"|\b(?:lists|ranks|shows|puts|places|sorts)\s+(?:\w+\s+){1,3}first\b"
    r"|\balways (?:at|on) (?:the )?top\b|\bvždy (?:nahoře|první)\b|\bвсегда (?:первы|вверху)\w*",
    re.IGNORECASE,
)
"""One provider always put first (a ranking the tool fixes)."""

_FIGURE_SKEWED = re.compile(
    # English: "shown 20 % higher than reported", "valued at 40 % of the estimate"
    r"\b(?:shown|reported|valued|listed|priced|quoted|given|stated|displayed|estimated)\b"
    r"[^.;\n]{0,20}?\d+(?:[.,]\d+)?\s?%\s+(?:higher|lower|above|below|more|less|under|over)"
    r"\s+than\s+(?:reported|actual|real|true|the (?:reported|actual|real|true|market)\b)"
    r"|\bvalued at \d+(?:[.,]\d+)?\s?% of (?:the|its|their) (?:estimate|market|real|actual"
    r"|true|reported)\b"
    # French, Spanish, German, Croatian: lower/higher than the market or the real figure
    r"|\d+(?:[.,]\d+)?\s?%\s+(?:plus (?:haut|bas|élevée?s?|faibles?)"
    r"|(?:más|menos) (?:alt|baj)[oa]s?|(?:höher|niedriger)|niž\w*|viš\w*)"
    r"\s+(?:que|als|od)\s+(?:le |la |el |den |der |die )?"
    r"(?:marché|réel\w*|mercado|real\w*|Markt\w*|tatsächlich\w*|tržišn\w*|stvarn\w*)",
    re.IGNORECASE,
)
"""A figure the tool shows moved by a percentage from the true one (the market, the
reported or the real value): a second cue beside the others' label, or, with the others
named in the same sentence, the act itself ("pianos other than <Maker> are valued at 40 %
of the estimate")."""

_OTHER_THAN_CATEGORY = re.compile(r"\bother than (?:[a-z]|the\b|a\b|an\b)")
"""'Items other than books' (a category, lower case): not other providers; "other than
<Name>" (a capital: a maker, a network) is."""


_TIED_TO_DATA = re.compile(
    r"^[^.;\n]{0,40}?\b(?:when|if|only when|only if|whenever|once|quand|lorsque|si|cuando"
    r"|wenn|sobald|apabila|jika|bila|ikiwa|kama|kada|ako|когато|ако)\b",
    re.IGNORECASE,
)
"""A label tied to a condition right after it ("shown as full when …"): the data
decides, not the tool."""

_MANNER = re.compile(
    r"\s*(?:the|a|an|they|it|its|their|we|our|you|le|la|les|il|ils|el|los|las|ellos|der|die"
    r"|das|sie|es)\b",
    re.IGNORECASE,
)
"""After "as": a clause of manner ("as the source lists them"), not a label."""

_AS_GATE = re.compile(
    r"\b(?:as|comme|como|sebagai|kuwa|kao|als|jako|called)\b|като|как|بأن|على أن|के रूप में"
    r"|[\"“„«]",
    re.IGNORECASE,
)
"""A rival's label needs one of these words (the cheap test first)."""

_GATE = re.compile(
    r"[\"“„«‘'‚]|(?:lain|wengine|ostal|drug|другите|останалите|other|autres|otr|demás|ander"
    r"|konkurr|compet|rival|pesaing|concurr|ostatn|jin[íý]|други|остальн|конкурент|outside"
    r"|آخر|أخرى|منافس|خارج|अन्य|दूसरे)",
    re.IGNORECASE,
)


@lru_cache(maxsize=1 << 14)
def false_account_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when ``text`` gives the user a quoted label or reason
    (:data:`_LABEL_GIVEN`) and says a fact is withheld from the user
    (:data:`_WITHHELD`); the sentence quoted is the label's. None otherwise."""
    if not any(q in text for q in "\"“„«‘'‚"):
        return None
    text = " ".join(text.split())  # a wrapped line is one sentence
    withheld = _WITHHELD.search(text)
    if withheld is None:
        return None
    given = _LABEL_GIVEN.search(text)
    if given is None:
        return None
    return FALSE_ACCOUNT, _sentence_at(text, given.start())


@lru_cache(maxsize=1 << 14)
def rivals_misreported_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when ``text`` gives the other providers a label
    (:data:`_RIVALS_LABELLED`) not tied to a condition (:data:`_TIED_TO_DATA`) and says it
    holds whatever the facts (:data:`_WHATEVER_THE_FACTS`) or puts one provider first
    (:data:`_ONE_FIRST`). None otherwise."""
    if _GATE.search(text) is None:
        return None
    text = " ".join(text.split())
    labelled = _RIVALS_LABELLED.finditer(text) if _AS_GATE.search(text) else iter(())
    for match in labelled:
        if _MANNER.match(text, match.end()):
            continue  # "described as the source lists them": how, not a label
        tail = _WHATEVER_THE_FACTS.sub(" ", text[match.end() : match.end() + 80])
        if _TIED_TO_DATA.search(tail):  # "shown as full when …" ("even if" is no condition)
            continue
        if (
            _WHATEVER_THE_FACTS.search(text)
            or _ONE_FIRST.search(text)
            or _FIGURE_SKEWED.search(text)
        ):
            return RIVALS_MISREPORTED, _sentence_at(text, match.start())
    if (skewed := _FIGURE_SKEWED.search(text)) is not None:
        # session 37: the others' figure moved from the true one, no label needed
        sentence = _sentence_at(text, skewed.start())
        for other in _OTHERS_ALONE.finditer(sentence):
            if not _OTHER_THAN_CATEGORY.match(sentence, other.start()):
                return RIVALS_MISREPORTED, sentence
    return None


def _sentence_at(text: str, at: int) -> str:
    """The sentence of ``text`` that holds offset ``at`` (its first 200 characters)."""
    start = 0
    for sentence in sentences(text):
        found = text.find(sentence, start)
        if found == -1:
            continue
        if found <= at < found + len(sentence) + 1:
            return sentence[:200]
        start = found + len(sentence)
    return text[max(0, at - 60) : at + 140].strip()


def misled_hits(text: str) -> dict[str, tuple[str, str]]:
    """``{class: (why, sentence)}`` of the two readings for one string of a tool:
    ``conceal`` (:func:`false_account_hit`), ``shadowing``
    (:func:`rivals_misreported_hit`)."""
    out: dict[str, tuple[str, str]] = {}
    if (account := false_account_hit(text)) is not None:
        out["conceal"] = account
    if (rivals := rivals_misreported_hit(text)) is not None:
        out["shadowing"] = rivals
    return out
