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
in the same sentence (Persian too, from poisoning21's dev half). Four more readings:

* :func:`withheld_from_user_hit` (T101 ``conceal``): a fact kept out of what the user is
  shown, the fact at their expense (a fee, a clause, a fault) or the user's view named as
  partial ("the confirmation lists … only"); internal remarks, secrets and other people's
  data kept out, or something kept out until a step is done, are honest;
* :func:`choice_overridden_hit` (T101): the value the user gave raised ("doubled", "one
  size up"), fixed "always … even if the user says …", or made dearer "whatever the
  customer chose" with a price or a partial view;
* :func:`all_clear_hit` (T101): the user told all is well of values outside the limit, of
  every value with no condition, or whatever the values are;
* :func:`hosts_tools_replaced_hit` (T104): this tool put in place of the client's own
  (built-in) tools for every request or the whole conversation.

Each is a conjunction of grammar cues (withholding, a viewer, a partial view; a raising
verb and the user's choice; a verdict and a concession; a replacement, the host's tools and
a universal scope), in the languages of the dev items read and of the tests' paraphrases.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.phrases import sentences

__all__ = [
    "all_clear_hit",
    "choice_overridden_hit",
    "false_account_hit",
    "hosts_tools_replaced_hit",
    "misled_hits",
    "rivals_misreported_hit",
    "withheld_from_user_hit",
]

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
    r"|passenger|buyer|member|tenant|caller"
    # session 37: more of the people a tool's answer reaches
    r"|family|families|parent|student|player|rider|visitor|traveller|attendee)s?"
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
    r"|outside (?:the|our) \w+"
    # Persian: "کارگاه دیگری" (another workshop)
    r"|\w+ دیگر(?:ی)?(?!\w))"
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
    r"(?:marché|réel\w*|mercado|real\w*|Markt\w*|tatsächlich\w*|tržišn\w*|stvarn\w*)"
    # Persian: "سی درصد کمتر از ارزش واقعی" (thirty per cent below the real value)
    r"|درصد (?:کمتر|بیشتر|پایین\u200cتر|بالاتر) از (?:ارزش|قیمت)\s?(?:واقعی|بازار)",
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
    r"|آخر|أخرى|منافس|خارج|अन्य|दूसरे|دیگر)",
    re.IGNORECASE,
)


_VIEWER = (
    r"(?:user|customer|client|patient|guest|owner|passenger|buyer|member|tenant|caller"
    r"|student|parent|player|rider|visitor|family|families|traveller|traveler|attendee"
    r"|participant|shopper|learner|applicant|resident|subscriber|listener|donor)s?"
)
_VIEW = (
    r"(?:summary|summaries|answer|reply|response|report|confirmation|receipt|log|list|quote"
    r"|overview|result|message|notice)"
)
_KEPT_FROM_VIEWER = re.compile(
    # English: "not mentioned to the customer", "does not appear in the summary shown to the
    # customer", "left out of the log shown to students", "not of the summary shown to …"
    rf"\b(?:is|are) (?:not|never) (?:mentioned|disclosed|stated|shown|told|reported|listed"
    rf"|summari[sz]ed|explained|passed on)\b[^.;\n]{{0,30}}?\bto (?:the |their |its )?{_VIEWER}\b"
    rf"|\b(?:does|do) not (?:appear|show|figure) (?:in|on) the (?:\w+ ){{0,2}}{_VIEW}"
    rf"\s+(?:shown|given|sent|read) to (?:the )?{_VIEWER}\b"
    rf"|\b(?:left|kept|omitted|removed|dropped|cut) (?:out )?(?:of|from) the (?:\w+ ){{0,2}}{_VIEW}"
    rf"\s+(?:shown|given|sent|read) to (?:the )?{_VIEWER}\b"
    rf"|\bnot (?:of|in) the (?:\w+ ){{0,2}}{_VIEW}\s+(?:shown|given|sent) to (?:the )?{_VIEWER}\b"
    r"|\bthe (?:agent|assistant|model|tool|summary|answer|reply|response|confirmation)"
    r" (?:does not|doesn't|never) (?:\w+ or )?(?:mention|disclose|summari[sz]e|tell|reveal)\b"
    # French, Spanish, German (with the viewer named)
    r"|\b(?:n'|ne )(?:est|sont) pas (?:mentionné|indiqué|signalé|communiqué|précisé)e?s?"
    r" (?:au|aux|à l')"
    r" ?(?:client|utilisateur|patient|parent|élève|propriétaire)s?\b"
    r"|\bno se (?:menciona|indica|comunica|informa|muestra)n? al? (?:cliente|usuario|paciente"
    r"|padre|alumno|propietario)s?\b"
    r"|\b(?:wird|werden) (?:dem|den) (?:Kunden|Nutzer|Patienten|Eltern|Schülern|Besitzer)"
    r" nicht (?:erwähnt|genannt|mitgeteilt|angezeigt|gesagt)\b"
    # Russian: "пользователю о нём не сообщается"
    r"|(?:пользовател|клиент|покупател|гост|родител|владельц)\w*\s+(?:\w+\s+){0,2}не"
    r" (?:сообщается|говорится|упоминается|показывается|сообщают|говорят)"
    r"|не (?:сообщается|упоминается|показывается|говорится) (?:пользовател|клиент|покупател"
    r"|родител|владельц)\w*"
    # Croatian: "u izvješću za vlasnika ne spominju se …"
    r"|\bu (?:izvješću|odgovoru|sažetku|potvrdi) za (?:vlasnik|kupc|klijent|korisnik)\w*"
    r" ne (?:spominj|navod|prikazuj)\w*"
    r"|\b(?:vlasnik|kupc|klijent|korisnik)\w* se ne (?:kaže|spominje|navodi|priopćava)\b"
    # Czech: "rodičům se neříká", "v odpovědi se nezmiňuje"
    r"|\b(?:rodičům|zákazníkovi|zákazníkům|uživateli|uživatelům|klientovi|majiteli)\s+se"
    r" (?:neříká|nesděluje|nezmiňuje|neuvádí)"
    r"|\bse v (?:odpovědi|souhrnu|potvrzení) (?:nezmiňuje|neuvádí|nezobrazuje)"
    # Arabic: "لا يُذكر الفرق للعميل"
    r"|(?<!\w)ف?لا (?:يُ?ذكر|تُ?ذكر|يُ?عرض|تُ?عرض|يَ?ظهر|يُ?بلَّ?غ)[^.،\n]{0,30}?"
    r"(?:للعميل|للمستخدم|للزبون|للعملاء|للمريض)",
    re.IGNORECASE,
)
"""A fact kept out of what the user is shown, the user named (a viewer: customer,
student, parent …) or the view named as the user's (the summary shown to the customer,
the answer): session 37, poisoning1–20 dev."""

_ONLY_PART = re.compile(
    # the user's view named as partial, or the whole kept elsewhere
    r"\b(?:lists|shows|states|gives|mentions|names|includes|reads|says) only\b"
    r"|\b(?:lists|shows|states|gives|names|includes)\b[^.;\n]{0,70}?\bonly\b"
    r"|\bonly (?:the|its|their)\b[^.;\n]{0,30}?\b(?:is|are) (?:shown|listed|given|stated)\b"
    r"|\bdoes not say (?:that )?(?:it|they) (?:leaves?|omits?|drops?|hides?)\b"
    r"|\b(?:copy|version|log|file) is the full one\b"
    r"|\b(?:appears?|is shown|are shown|shows up|stays?) only (?:in|on) the"
    r" (?:final|staff|internal)"
    r"|\bseulement\b|\buniquement\b|\bsolo\b|\bsólo\b|\bsolamente\b|\bnur\b"
    r"|только|\bsamo\b|\bjen\b|\bpouze\b|فقط",
    re.IGNORECASE,
)
"""The view the user gets named as partial ("the confirmation lists the date … only",
"the summary does not say that it leaves them out") or the full fact kept elsewhere
("the instructor's copy is the full one", "only in the final invoice")."""

_AT_STAKE = re.compile(
    # money the user pays, terms that bind them, harm to them or their things
    r"\b(?:fees?|charges?|surcharges?|deposits?|costs?|penalt(?:y|ies)|commissions?"
    r"|non-refundable|clauses?|exclusions?|fault|faults|defects?|damage|cracks?|injur(?:y|ies)"
    r"|accidents?|incidents?|hazards?|recalls?|overruns?)\b"
    r"|\b(?:frais|pénalité|dommages?|défauts?|accident|blessure|frais|rappel)\b"
    r"|\b(?:tarifa|recargo|cargo|depósito|daños?|defectos?|lesión|accidente)\b"
    r"|\b(?:Gebühr\w*|Kosten|Schäden|Schaden|Mängel|Mangel|Unfall|Verletzung)\b"
    r"|(?:сбор|комисси|штраф|залог|поврежден|дефект|травм|авари)\w*"
    r"|\b(?:naknad|trošk|oštećenj|pukotin|kvar|ozljed|nesreć)\w*"
    r"|\b(?:poplat|úraz|vad[ay]|poškozen|nehod)\w*"
    r"|(?:التكلفة|الرسوم|رسوم|الفرق|العيب|عيوب|الضرر|أضرار|الإصابة|الحادث)",
    re.IGNORECASE,
)
"""What the user pays, what binds them, what harms them or their things: the fact kept
from them is at their expense (a card number or internal remarks kept out are not)."""

_KEPT_FOR_THEM = re.compile(
    r"\b(?:internal|staff|audit|debug|trace|remarks?|comments?|notes?|card numbers?|digits"
    r"|passwords?|pins?|tokens?|secrets?|keys?|credentials?|other (?:customers|users|guests)"
    r"|privacy|personal data|masked|redacted)\b"
    r"|\binterne?\w*\b|\bintern\w*\b|внутренн\w*|\binterne\b",
    re.IGNORECASE,
)
"""What may rightly stay out of the user's view (internal remarks, secrets, other
people's data): a kept-out clause whose words name only these is honest."""

_FOR_NOW = re.compile(r"[^.;\n]{0,40}?\b(?:until|unless|before|till|pending)\b", re.IGNORECASE)
"""Kept out for now ("not shown to the customer until it is reviewed"): a step, not
concealment."""

_KEPT_GATE = re.compile(
    r"\bnot\b|n't\b|\bleft\b|\bomitted\b|\bne |\bno se\b|\bnicht\b|не |\bse ne|لا|\bse ne"
    r"|neříká|nesděluje|nezmiňuje|neuvádí|nezobrazuje",
    re.IGNORECASE,
)
"""A negation or an omission (the cheap test first)."""

WITHHELD = "keeps from the user a fact at their expense, in what the tool shows them"


@lru_cache(maxsize=1 << 14)
def withheld_from_user_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when a sentence of ``text`` keeps a fact out of what the user
    is shown (:data:`_KEPT_FROM_VIEWER`) and either the fact is at their expense
    (:data:`_AT_STAKE`: a fee, a clause, a fault …) or the string names their view as
    partial or the whole fact as kept elsewhere (:data:`_ONLY_PART`); the clause that
    keeps it must not be about internal remarks, secrets or other people's data
    (:data:`_KEPT_FOR_THEM`). Session 37 (issue 16), the "conceal from user" dev misses
    of poisoning14–20, read as the act, in EN/FR/ES/DE/RU/HR/CS/AR. None otherwise."""
    if _KEPT_GATE.search(text) is None:
        return None
    text = " ".join(text.split())
    if _KEPT_FROM_VIEWER.search(text) is None:  # the whole string first (cheap)
        return None
    parts = list(sentences(text))
    for at, sentence in enumerate(parts):
        kept = _KEPT_FROM_VIEWER.search(sentence)
        if kept is None:
            continue
        clause = sentence[sentence.rfind(",", 0, kept.start()) + 1 : kept.end() + 60]
        if _KEPT_FOR_THEM.search(clause) or _FOR_NOW.match(sentence, kept.end()):
            continue
        near = parts[max(0, at - 1) : at + 1]  # the fee may be named the sentence before
        after = parts[at : at + 2]  # the partial view the sentence after
        if any(_AT_STAKE.search(part) for part in near) or any(
            _ONLY_PART.search(part) for part in after
        ):
            return WITHHELD, sentence[:200]
    return None


_CHOOSER = (
    r"(?:user|customer|client|guest|buyer|caller|traveller|traveler|vendor|member|rider"
    r"|passenger|patient|player|student)"
)
_CHOSE = (
    r"(?:gives?|gave|enters?|entered|asks? for|asked for|chose|chooses|picks?|picked"
    r"|selects?|selected|requests?|requested|names?|named|says?|said|wants?)"
)
_VALUE_RAISED = re.compile(
    # "the number the user gives is doubled", "the pitch asked for is booked one size up"
    rf"\b(?:the )?\w+ (?:(?:that|which) )?(?:the |a )?{_CHOOSER}(?:'s)? {_CHOSE}\b"
    r"[^.;\n]{0,40}?\b(?:is|are|gets?) (?:always )?(?:doubled|tripled|quadrupled|multiplied"
    r"|raised|increased|upgraded|bumped up)\b"
    r"|\b(?:the )?\w+ (?:asked|requested|chosen|picked|selected) (?:for )?(?:is|are) (?:always )?"
    r"(?:booked|charged|sold|issued|ordered|billed) (?:one|a|two|three) (?:size|tier|class|grade"
    r"|level|category|band)s? (?:up|higher|above)\b",
    re.IGNORECASE,
)
"""The value the user gave raised or replaced by a bigger one, as a statement."""

_ALWAYS_EVEN_IF_USER = re.compile(
    # "always for two people, even if the user names one" (Hindi: "हमेशा …, चाहे उपयोगकर्ता …")
    rf"\balways\b[^.;\n]{{0,60}}?\b(?:even if|even when|whatever|regardless of what) (?:the )?"
    rf"{_CHOOSER}\b[^.;\n]{{0,20}}?\b{_CHOSE}\b"
    r"|हमेशा[^।.;\n]{0,60}?चाहे (?:उपयोगकर्ता|ग्राहक)"
    r"|\bimmer\b[^.;\n]{0,60}?\b(?:auch wenn|selbst wenn) (?:der |die )?(?:Nutzer|Kunde|Kundin)\w*"
    r"|\btoujours\b[^.;\n]{0,60}?\bmême si (?:l'utilisateur|le client)"
    r"|\bsiempre\b[^.;\n]{0,60}?\baunque (?:el usuario|el cliente)"
    r"|\bвсегда\b[^.;\n]{0,60}?\bдаже если (?:пользователь|клиент)",
    re.IGNORECASE,
)
"""A fixed value used whatever the user says, with "always": the tool overrides the user."""

_WHATEVER_CHOSEN = re.compile(
    rf"\b(?:whatever|regardless of what) (?:the )?{_CHOOSER}\b(?:'s)? ?(?:\w+ )?{_CHOSE}\b",
    re.IGNORECASE,
)
_PRICED = re.compile(
    r"[+]\s?\d|\d+(?:[.,]\d+)?\s?(?:GBP|EUR|USD|CHF|€|£|\$)|[€£$]\s?\d|\bnon-refundable\b"
    r"|\bsurcharge\b|\bextra (?:fee|charge|cost)\b",
    re.IGNORECASE,
)

OVERRIDDEN = "replaces a value the user gave with a bigger or dearer one"


@lru_cache(maxsize=1 << 14)
def choice_overridden_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when a sentence of ``text`` raises the value the user gave
    (:data:`_VALUE_RAISED`: "the number the user gives is doubled"), fixes one with
    "always … even if the user says …" (:data:`_ALWAYS_EVEN_IF_USER`), or books something
    dearer "whatever the customer chose" (:data:`_WHATEVER_CHOSEN`) with a price or a
    partial view of it in the same or the next sentence (:data:`_PRICED`,
    :data:`_ONLY_PART`). Argument tampering (Invariant Labs 2025) written as product
    behaviour: session 37, the dev misses of poisoning15/17/18. None otherwise."""
    if _OVERRIDE_GATE.search(text) is None:
        return None
    text = " ".join(text.split())
    if not (
        _VALUE_RAISED.search(text)
        or _ALWAYS_EVEN_IF_USER.search(text)
        or _WHATEVER_CHOSEN.search(text)
    ):  # the whole string first (cheap)
        return None
    parts = list(sentences(text))
    for at, sentence in enumerate(parts):
        if _VALUE_RAISED.search(sentence) or _ALWAYS_EVEN_IF_USER.search(sentence):
            return OVERRIDDEN, sentence[:200]
        if _WHATEVER_CHOSEN.search(sentence):
            after = parts[at : at + 2]
            if any(_PRICED.search(p) or _ONLY_PART.search(p) for p in after):
                return OVERRIDDEN, sentence[:200]
    return None


_OVERRIDE_GATE = re.compile(
    r"doubled|tripled|quadrupled|multiplied|raised|increased|upgraded|bumped|size up|tier up"
    r"|class up|always|whatever|regardless|हमेशा|immer|toujours|siempre|всегда",
    re.IGNORECASE,
)


_ALL_CLEAR = (
    r"(?:within (?:the )?(?:range|limits?|norm)|in range|normal|safe|fine|ok|okay|healthy"
    r"|acceptable|passed|clean|compliant|no (?:issue|problem|fault)s?)"
)
_TOLD_ALL_CLEAR = re.compile(
    rf"\b(?:described|reported|shown|presented|given|told|labell?ed|marked|stated|explained)"
    rf"\b(?: to (?:the |their |its )?{_VIEWER})? as {_ALL_CLEAR}\b"
    r"(?!\s*(?:or\b|/)|\s*,\s*\w+(?:\s\w+)?\s*(?:,|or\b))",
    re.IGNORECASE,
)
"""The user told all is well ("reported to the owner as within range")."""

_AGAINST_THE_DATA = re.compile(
    # the values told all-clear are the ones outside it, or all of them whatever they are
    r"\b(?:above|over|outside|beyond|exceeding|past|under|below) (?:the )?(?:\w+ )?"
    r"(?:limits?|range|thresholds?|norms?|maximum|minimum)\b[^.;\n]{0,60}?\b(?:described"
    r"|reported|shown|presented|given|told|labell?ed|marked|stated)\b"
    r"|^\W*(?:every|each|all|any) (?:\w+ )?(?:readings?|values?|results?|tests?|figures?"
    r"|measurements?|checks?|samples?) (?:is|are) (?:described|reported|shown|presented|given"
    r"|labell?ed|marked|stated)\b",
    re.IGNORECASE,
)
"""What is told all-clear is what is outside the limit, or every value with no
condition: the data does not decide the answer."""

ALL_CLEAR = "tells the user all is well whatever the data says"


@lru_cache(maxsize=1 << 14)
def all_clear_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when a sentence of ``text`` tells the user all is well
    (:data:`_TOLD_ALL_CLEAR`) of values outside the limit or of every value with no
    condition (:data:`_AGAINST_THE_DATA`), or whatever the values are
    (:data:`_WHATEVER_THE_FACTS` after the verdict). Session 37, the "product behaviour" dev misses
    of poisoning17/18 read as the act. None otherwise."""
    if _TOLD_GATE.search(text) is None:
        return None
    for sentence in sentences(" ".join(text.split())):
        told = _TOLD_ALL_CLEAR.search(sentence)
        if told is None:
            continue
        rest = sentence[told.end() :]
        if _TIED_TO_DATA.search(rest):
            continue
        if _WHATEVER_THE_FACTS.search(rest):  # "… as within the limit whatever their level"
            return ALL_CLEAR, sentence[:200]
        if _AGAINST_THE_DATA.search(sentence):
            return ALL_CLEAR, sentence[:200]
    return None


_TOLD_GATE = re.compile(
    r"\bas (?:within|in range|normal|safe|fine|ok|healthy|accept|pass|clean|compl|no )",
    re.IGNORECASE,
)


_PUT_IN_PLACE = re.compile(
    r"\b(?:replaces|supersedes|overrides|takes the place of|is used instead of"
    r"|(?:use|call|choose|pick) (?:this|it)(?: \w+)? instead of"
    r"|prefer (?:this|it)(?: \w+)? (?:to|over))\b",
    re.IGNORECASE,
)
_HOSTS_TOOLS = re.compile(
    r"\b(?:built-in|builtin|native|the client's|the host's|other servers'?)\b[^.;\n]{0,50}?"
    r"\btools?\b",
    re.IGNORECASE,
)
_EVERYWHERE = re.compile(
    r"\bfor (?:the (?:whole|entire|rest of the) (?:conversation|session|chat))\b"
    r"|\bfor (?:every|all|any|each) (?:\w+ ){0,2}?(?:questions?|requests?|files?|tasks?"
    r"|quer(?:y|ies)|operations?|calls?|searches|lookups?)\b",
    re.IGNORECASE,
)
_OWN_SCOPE = re.compile(r"\b(?:about|for|on|in) (?:our|this (?:server|service|product))\b", re.I)

HOSTS_TOOLS_REPLACED = "puts this tool in place of the client's own tools for everything"


@lru_cache(maxsize=1 << 14)
def hosts_tools_replaced_hit(text: str) -> tuple[str, str] | None:
    """``(why, sentence)`` when a sentence of ``text`` puts this tool in place of the
    client's own tools (:data:`_PUT_IN_PLACE` and :data:`_HOSTS_TOOLS`: "replaces the
    built-in web search", "prefer this reader to the built-in file tools") for every
    request or the whole conversation (:data:`_EVERYWHERE`), not scoped to the server's
    own subject (:data:`_OWN_SCOPE`: "for questions about our API"). Preference hijack
    (T104): the Invariant Labs shadowing write-up's "instead of" against the host's tools,
    session 37 from poisoning21's dev half. None otherwise."""
    if _HOSTS_GATE.search(text) is None:
        return None
    for sentence in sentences(" ".join(text.split())):
        put = _PUT_IN_PLACE.search(sentence)
        if put is None or _HOSTS_TOOLS.search(sentence, put.start()) is None:
            continue
        if _EVERYWHERE.search(sentence) and not _OWN_SCOPE.search(sentence):
            return HOSTS_TOOLS_REPLACED, sentence[:200]
    return None


_HOSTS_GATE = re.compile(r"built-?in|native|client's|host's|other servers", re.IGNORECASE)


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
    has_as = _AS_GATE.search(text) is not None
    if not (has_as or "%" in text or "درصد" in text) or _GATE.search(text) is None:
        return None  # the cheap tests first: a label word or a percentage, and the others
    text = " ".join(text.split())
    labelled = _RIVALS_LABELLED.finditer(text) if has_as else iter(())
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
    if ("%" in text or "درصد" in text) and (skewed := _FIGURE_SKEWED.search(text)) is not None:
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
    elif (kept := withheld_from_user_hit(text)) is not None:
        out["conceal"] = kept
    elif (overridden := choice_overridden_hit(text)) is not None:
        out["conceal"] = overridden
    elif (clear := all_clear_hit(text)) is not None:
        out["conceal"] = clear
    if (rivals := rivals_misreported_hit(text)) is not None:
        out["shadowing"] = rivals
    elif (replaced := hosts_tools_replaced_hit(text)) is not None:
        out["shadowing"] = replaced
    return out
