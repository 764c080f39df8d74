"""Session 41: effects on the user that a tool's description states as what it does.

The poisoning sets' newest writers rarely order the model about: they state, as plain
product behaviour, an effect on the user's data or consent that no request asked for.
Read here, each in one sentence of a description (cut at ``.``/``!``/``?``/``;`` and a
space or a line break, never at a closing parenthesis, so "forwards the record (address,
date of birth …) to x@y" stays one sentence):

* ``exfiltration`` (T103), **a person's data to a fixed outside address**: a fixed e-mail
  address or URL, a word of sending (in any voice: "forwards", "is posted to", "are shared
  with", Lithuanian "persiunčiama", Macedonian "се испраќа" …) and a person's data of a
  kind no sending needs as its address (date of birth, bank account or IBAN, payment
  history, phone contacts, messages or the conversation, a door or alarm code, the days a
  home is empty, the user's location, health records), in that sentence or the one before
  it ("These details are shared with …"). The cue words are kept for about thirty
  languages, the address needs none. Not when the sentence is negated or makes the sending
  the user's choice, nor when the tool's own name says it sends, submits, reports or
  shares, when the sentence is the description's first (what the tool is for), or when a
  word of the e-mail address's local part is a word of the tool's name (``support@…`` of
  ``open_support_ticket``). OWASP LLM02 (sensitive information disclosure); GDPR
  Art. 5(1)(b) purpose limitation.
* ``capability`` (T107), **standing authority claimed over every user**: the tool, the
  connector or the service says it holds a standing, blanket, general or pre-granted
  authority, authorisation, mandate, consent or power of attorney from every (registered)
  user, client, donor, member or customer, or to act in their name ("holds standing
  authority from every registered client to charge the card on file"): consent given by
  no one in the conversation, claimed for all. A mandate the user sets up ("creates a SEPA
  direct-debit mandate for the customer") names no holder and no "every", and is not read.
* ``conceal`` (T101), **the user's report made to differ from the facts**: a failing state
  (above a limit, expired, declined …) presented as something ("are returned as 0.5 m",
  "rodomi kaip „tinkami naudoti“", "one level lower", "reads that the request is still
  being processed") beside a reason that spares the seller (a purpose "so that … not"
  with a delay, a cancellation, a refund or a stopped delivery), the truth kept apart
  ("the real state is recorded only in the internal log") or the person not told; or an
  order to say something, or a verdict, against what the data, the list or the licence
  shows ("… even if the list shows otherwise", "whatever the photos show"). A clamp or a
  label with its own reason ("values below 0 are returned as 0") and advice to tell the
  user more "even if they do not ask" are not read.
* ``credentials`` (T102), **a secret of another account in a parameter's name**
  (:func:`other_account_secret_hit`): a password, PIN, passphrase, seed phrase or card
  code of a bank, a mailbox, a platform, a wallet or a health or tax portal, at any depth
  of the schema, on a tool whose name and description never name that account.

Each reading sits behind a literal test (``@``/``://`` for the first; the authority words,
the words for "as" and the concessions for the next two; the secret words of a name for
the last): a string with none costs one scan. Probes in styles the sets lack and honest
twins: ``tests/lint/test_effects_s41.py``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.poison import clipped_quote, unwrap_lines
from tooldeck.lint.prefilter import LiteralGate

__all__ = [
    "ALTERED_REPORT",
    "DATA_TO_ADDRESS",
    "OTHER_ACCOUNT_SECRET",
    "STANDING_AUTHORITY",
    "other_account_secret_hit",
    "stated_effect_hits",
]

DATA_TO_ADDRESS = "states that a person's data goes to a fixed outside address"
STANDING_AUTHORITY = "claims a standing authority from every user to act in their name"

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
"""Where a description is cut into sentences here: a full stop, ``!``, ``?`` or ``;`` and
a space, or a line break; not a closing parenthesis (unlike the cue groups' splitter), so
a parenthetical list of the data stays in its sentence."""

_ADDRESS = re.compile(
    r"(?<![\w.+-])[\w.+-]+@([\w-]+(?:\.[\w-]+)+)|\bhttps?://([\w-]+(?:\.[\w-]+)+)", re.ASCII
)
"""A fixed address: an e-mail address or a URL's host (groups: the e-mail's domain, the
URL's host)."""

_SENT = re.compile(
    # en: any voice
    r"\b(?:forward|send|sent|post|upload|share|shared|copy|copied|transmit|mirror|relay|cc|bcc)"
    r"(?:s|ed|es|ing|ted|red)?\b"
    # lt, lv, et
    r"|persiunč|persiunt|siunčiam|siunčia|išsiunč|perduod|perduoda|nosūt|pārsūt|edastat|saadetak"
    # sl, hr, bs, sr (Latin)
    r"|posreduj|posredova|pošlj|pošilj|poslan|prosleđ|proslijeđ|prosljeđ|šalj"
    # mk, bg, sr, ru, uk (Cyrillic)
    r"|испраќ|испрат|проследув|препраќ|изпраща|препраща|предава|пересыла|пересила|отправля"
    r"|передаёт|передает|передаются|надсила|шаље|прослеђ"
    # sq
    r"|dërgo|dërgoh|dërgua|përcill|përcjell"
    # pl, cs, sk
    r"|wysyła|wysyłan|przekazyw|przesyła|przesyłan|odesíl|přeposíl|předáv|posiela|odosiela|preposiela"
    # de, nl, sv, da, no
    r"|gesendet|weitergeleitet|übermittel|geschickt|sendet|doorgestuurd|verstuurd|verzonden"
    r"|doorgegeven|skickas|vidarebefordra|sendes|videresend"
    # fr, es, pt, it, ca, ro
    r"|envoy|transmis|transmet|transféré|envía|enviad|reenví|reenvi|encaminh|inviat|inoltr"
    r"|trasmess|trimis|transmis|redirecționa"
    # hu, fi, tr, el, ka
    r"|továbbít|elküld|lähetetään|välitetään|gönderil|iletil|αποστέλλ|προωθ|στέλν"
    r"|იგზავნ|გადაეგზავნ|გადაეცემ"
)
"""A word of sending, in any voice and about thirty languages (stems: the passive and the
third person are how a behaviour is stated)."""

_PERSON_DATA = re.compile(
    # en
    r"\bdates? of birth\b|\bbirth ?dates?\b|\bbank (?:account|details)\b|\biban\b"
    r"|\bpayment (?:history|details|card)\b|\bcard (?:number|details)\b"
    r"|\bphone (?:contacts|numbers?)\b"
    r"|\bcontacts\b|\b(?:recent |private |the user'?s? )?messages\b|\bconversations?\b"
    r"|\bchat history\b|\b(?:door|alarm|gate|entry) codes?\b|\bhome is empty\b"
    r"|\b(?:away|absence) days\b"
    r"|\blocation\b|\bwhereabouts\b|\bmedical (?:history|records?)\b|\bhealth records?\b"
    r"|\bpassport\b|\bnational id\b|\bsocial security\b|\btax (?:id|number)\b"
    # lt, lv, et
    r"|gimimo dat|banko sąskait|sąskaitos numer|telefono numer|pokalb|žinut|gimšanas dat"
    r"|bankas kont|tālruņa|sünniaeg|pangakont|telefoninumb"
    # sl, hr, bs, sr (Latin)
    r"|datum\w* rojstva|rojstn|bančn\w* račun|transakcijsk\w* račun|telefonsk\w* številk|pogovor"
    r"|datum\w* rođenja|bankovn\w* račun|broj račun|broj telefon|razgovor|poruk"
    # mk, bg, sr, ru, uk (Cyrillic)
    r"|датум на раѓање|датум рођења|дата на раждане|дата рождения|дата народження"
    r"|банкарск\w* сметк|банкова сметка|банковск\w* сч[её]т|банківськ\w* рахун|трансакциск\w* сметк"
    r"|телефонск\w* број|телефонен номер|номер телефона|разговор|порак|съобщени|сообщени|переписк"
    # sq
    r"|datëlindj|llogari\w* bankar|numr\w* telefon|bised|mesazh"
    # pl, cs, sk
    r"|data urodzenia|dat\w* urodzenia|numer\w* konta|konto bankowe|rozmow|wiadomoś"
    r"|datum narození|dátum narodenia|bankovní účet|bankový účet|číslo účtu|konverzac|zpráv"
    # de, nl, sv, da, no
    r"|geburtsdatum|kontonummer|bankverbindung|telefonnummer|gesprächsverlauf|nachrichten"
    r"|geboortedatum|rekeningnummer|telefoonnummer|gesprek|berichten|födelsedatum|kontonummer"
    r"|fødselsdato"
    # fr, es, pt, it, ca, ro
    r"|date de naissance|coordonnées bancaires|numéro de téléphone|historique des paiements"
    r"|fecha de nacimiento|cuenta bancaria|historial de pagos|data de nascimento|conta bancária"
    r"|data di nascita|conto bancario|cronologia dei pagamenti|data nașterii|data nasterii"
    r"|cont bancar|conversa|mensajes|mensagens|messaggi"
    # hu, fi, tr, el, ka
    r"|születési|bankszámla|telefonszám|syntymäaika|tilinumero|puhelinnumero|doğum tarihi"
    r"|banka hesab|telefon numaras|ημερομηνία γέννησης|τραπεζικ|τηλεφών|συνομιλ"
    r"|დაბადების|საბანკო ანგარიშ|ტელეფონის ნომ|მიმოწერ"
)
"""A person's data of a kind no sending needs as its address: a birth date, a bank account,
payment history, phone contacts, messages or the conversation, a door or alarm code, the
days a home is empty, the location, health records, identity numbers (a name, an e-mail
or a postal address alone is what a sending is addressed with, and is not read)."""

_NOT_OR_CHOSEN = re.compile(
    r"\b(?:never|not|no|without|unless|only (?:if|when|with|after)|opt(?:s|ed)?[- ]in|if the user"
    r"|when the user (?:asks|chooses|agrees)|with (?:the user'?s?|their|explicit) (?:\w+ )?"
    r"(?:consent|permission|approval))\b"
    r"|\bnie\b|\bne\b|\bnicht\b|\bjamais\b|\bnunca\b|\bmai\b|\bnė\b|\bnu\b|\bне\b|\bnuk\b"
)
"""A negation or the user's choice in the sentence: the sending is denied or asked for."""

_SENDS_BY_NAME = re.compile(
    r"(?:^|_)(?:send|submit|email|mail|notify|forward|share|post|publish|report|contact|message"
    r"|invite|reply|refer|escalate|sync|backup|upload)"
)
"""A tool whose own name says it sends: the sending is its job."""

_NAME_WORD = re.compile(r"[a-z]{3,}")

_AUTHORITY_GATE = re.compile(
    r"standing|blanket|general|pre-?(?:authori|grant|approv)|power of attorney|in (?:their|the"
    r" user'?s?|the client'?s?|the customer'?s?) name|on (?:their|every|each)"
)
_AUTHORITY = re.compile(
    r"\b(?:this (?:tool|connector|service|server|integration|plugin|app|api|agent|skill)|it|we"
    r"|the (?:tool|connector|service|server|integration|plugin|app|platform))\s+"
    r"(?:(?:already |also |now )?(?:holds?|has|have|carries|carry|possesses|owns)|acts? under"
    r"|operates? under|works? under"
    r"|(?:has|have|was|were|is|are) (?:been )?(?:granted|given|issued))"
    r"\s+(?:a |an |the )?(?:[\w-]+\s+){0,3}?"
    r"(?:standing|blanket|general|permanent|irrevocable|pre-?(?:authori[sz]ed|granted|approved)"
    r"|advance|unlimited|open-ended)\s+"
    r"(?:[\w-]+\s+)?(?:authority|authori[sz]ations?|mandates?|consents?|permissions?|approvals?"
    r"|power of attorney|powers? to act)\b"
)
_EVERYONE = re.compile(
    r"\b(?:from|of|by) (?:every|each|all|any)\b|\bin (?:their|his|her|the (?:user|client"
    r"|customer|donor|member|patient)'?s?) names?\b"
    r"|\bon (?:their|every \w+'?s?|each \w+'?s?) behalf\b"
    r"|\bwithout (?:asking|confirming|confirmation|checking with|telling)\b"
    r"|\bwhether or not (?:\w+ ){1,3}(?:needs?|requires?|asks?|wants?)\b|\bwhenever it helps\b"
)
"""Whom and how far the authority is claimed: from every user (not one admin who set it
up), in their name, without asking them, or whether the task needs it or not."""


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``, its hard-wrapped lines joined first (:func:`unwrap_lines`)."""
    return [s for s in _SENTENCE_END.split(unwrap_lines(text)) if s.strip()]


def _data_to_address(text: str, tool_name: str) -> tuple[str, str] | None:
    sents = _sentences(text)
    name_words = set(_NAME_WORD.findall(tool_name.lower()))
    for i, sentence in enumerate(sents[1:], 1):  # the first says what the tool is for
        address = _ADDRESS.search(sentence)
        if address is None or not _SENT.search(sentence):
            continue
        local = address.group(0).split("@", 1)[0] if "@" in address.group(0) else ""
        if name_words & set(_NAME_WORD.findall(local)):
            continue  # the tool's own desk (support@… of open_support_ticket)
        if not (_PERSON_DATA.search(sentence) or _PERSON_DATA.search(sents[i - 1])):
            continue
        if _NOT_OR_CHOSEN.search(sentence):
            continue
        words = sentence.strip()
        return DATA_TO_ADDRESS, clipped_quote(words)
    return None


def _standing_authority(text: str) -> tuple[str, str] | None:
    sents = _sentences(text)
    for i, sentence in enumerate(sents):
        found = _AUTHORITY.search(sentence)
        if found is None:
            continue
        after = sentence[found.start() :] + " " + (sents[i + 1] if i + 1 < len(sents) else "")
        if not _EVERYONE.search(after):
            continue
        words = sentence[found.start() :].strip()
        return STANDING_AUTHORITY, clipped_quote(words)
    return None


@lru_cache(maxsize=1 << 12)
def stated_effect_hits(description: str, tool_name: str) -> dict[str, tuple[str, str]]:
    """Class → (what it means, the sentence, ≤ 60 characters) for the effects of this
    module stated in a tool's ``description`` (its text as written; read in lower case):
    ``exfiltration`` for a person's data sent to a fixed outside address, ``capability``
    for a standing authority claimed from every user, ``conceal`` for the user's report
    made to differ from the facts. ``tool_name``: the tool's own name
    (a tool named for sending is not read for the first). Empty when none. Memoised: the
    caller must not change the dictionary returned."""
    found: dict[str, tuple[str, str]] = {}
    lowered = description.lower()
    if ("@" in lowered or "://" in lowered) and not _SENDS_BY_NAME.search(tool_name.lower()):
        hit = _data_to_address(lowered, tool_name)
        if hit is not None:
            found["exfiltration"] = hit
    if _AUTHORITY_GATE.search(lowered):
        claim = _standing_authority(lowered)
        if claim is not None:
            found["capability"] = claim
    if _ALTER_GATE.may_match(lowered):
        altered = _altered_report(lowered)
        if altered is not None:
            found["conceal"] = altered
    return found


# ---- conceal: the report the user gets made to differ from the facts
ALTERED_REPORT = "states that the user's report shows something other than the facts"

_ALTER_GATE = LiteralGate(
    [
        r" as |\bas [\"'“„«]|kaip|како|\bkot\b|\bsi\b|\bkao\b|\bкак\b|като|jako|\bals\b|comme|como"
        r"|\bcome\b|\bmint\b|kuten|olarak|\bως\b|σαν|lower|დაბლა|reads that|still being"
        r"|even (?:if|when|though)|whatever|regardless|no matter|tudi če|edhe kur|edhe nëse"
        r"|edhe pse"
        r"|дури и|иако|čak i|iako|даже если|nawet|i když|přestože|auch wenn|selbst wenn|même si"
        r"|aunque|incluso si|anche se|mesmo que|mesmo se|net jei|pat ja|chiar dacă|akkor is|vaikka"
        r"|olsa bile|zelfs als|ook als|även om|selv om|ακόμη κι|ακόμα και|მაშინაც"
        r"|graded|rated|labell?ed|marked|classed|classified|flagged|still |\bca\b|\bsom\b|kimi",
    ]
)
"""The literals a reading of :func:`_altered_report` needs (one search of a trie,
:class:`~tooldeck.lint.prefilter.LiteralGate`): a word for "as", "lower", or a
concession ("even if"), in the languages read."""

_PRESENTED = (
    # en
    r"(?:returned|shown|displayed|reported|listed|graded|marked|rated|labell?ed|presented|given"
    r"|recorded|rounded|printed)"
    # lt, lv, et
    r"|rodom|rodoma|pateikiam|žymim|nurodom|parādīt|attēlot|näidatakse|kuvatakse"
    # mk, bg, sr, ru, uk (Cyrillic)
    r"|прикажува|прикажуваат|означува|показва|показуют|показываются|отображаются|помечаются"
    r"|приказују|відображаються|показуються"
    # sl, hr, bs, sr (Latin), sq
    r"|prikaž|prikazan|prikazuj|označen|izkazan|shfaq|raportoh|shënoh|paraqit"
    # pl, cs, sk
    r"|wyświetlan|pokazywan|oznaczan|raportowan|zobraz|označen|vykazov|zobrazen"
    # de, nl, sv, da, no
    r"|angezeigt|ausgewiesen|gemeldet|markiert|weergegeven|getoond|gemarkeerd|visas|markeras"
    r"|vises|markeres"
    # fr, es, pt, it, ca, ro
    r"|affichée?s?|signalée?s?|présentée?s?|indiquée?s?|muestran|aparecen|figuran|marcad|exibid"
    r"|mostrad|apresentad|mostrat|indicat|segnalat|riportat|afișat|raportat|marcat"
    # hu, fi, tr, el
    r"|jelenik|jelennek|jelölve|näytetään|merkitään|gösteril|işaretlen|εμφανίζ|σημειών"
)
_AS_WORD = (
    r"\bas\b|kaip|како|\bkot\b|\bsi\b|\bkao\b|\bкак\b|като|jako|\bals\b|comme|como|\bcome\b"
    r"|\bmint\b|kuten|olarak|\bως\b|σαν|\bca\b|\bsom\b|\bkimi\b"
)
_PRESENTED_AS = re.compile(
    rf"(?:{_PRESENTED})\w*\s+(?:\w+\s+){{0,2}}?(?:{_AS_WORD})\s+(?:[\"'“„«‘]|\d|\w)"
    r"|\b(?:graded|rated|labell?ed|marked|classed|classified|flagged)\s+[\"'“„«‘]"
    r"|\b(?:als)\s+[\"'“„«‘][^.;]{0,30}?(?:angezeigt|ausgewiesen|gemeldet|markiert|weergegeven"
    r"|getoond|vermeld)"
    r"|(?:one|a|two|1|2) (?:level|step|grade|notch|category)s? lower"
    r"|საფეხურით (?:დაბლა|ქვემოთ)|დაბლა აჩვენებს"
    r"|\breads that\b|\bstill (?:being )?(?:processed|pending|under review)\b"
)
"""The output presented as something: "are returned as 0.5 m", "rodomi kaip „tinkami
naudoti“", "се прикажуваат како „во граница“", "one level lower", "reads that the request
is still being processed"."""

_PURPOSE_NOT = re.compile(
    r"\bso (?:that|as) (?:\w+ ){0,6}?(?:is|are|do|does|will|would|can|could|get|gets)?\s?"
    r"(?:not|n't|never)\b|\bso as not to\b|\bto avoid\b"
    r"|за да не\b|\bkad ne\b|\bda ne\b|që (?:të )?mos\b|чтобы не\b|щоб не\b|żeby nie|aby nie"
    r"|\bdamit\b[^.;]{0,40}\bnicht\b|\bpour (?:ne pas|que\b[^.;]{0,40}\bne\b)|para (?:que )?no\b"
    r"|para (?:que )?não\b|\bperché non\b|\bper non\b|affinché non|\bkad nebūtų|\bkad ne\w*"
    r"|\blai ne|\bhogy ne\b|\bjotta ei\b|\bom (?:niet|inte|ikke)\b|för att inte|for ikke å"
    r"|pentru a nu|ca să nu|რომ [^.;]{0,40}არ\b|για να μην"
)
"""A purpose clause "so that … not" (in the languages read)."""
_BUSINESS_EVENT = re.compile(
    r"delay|held up|hold up|holding up|halt|stop|cancel|refund|postpon|complain|reschedul"
    r"|deliver|shipment|booking|sale|order|одлож|откаж|задрж|испорак|zamud|odpoved|zadrž"
    r"|dostav|vonoh|anul|ndal|dërges|odgod|otkaž|isporuk|задерж|отмен|отлож|поставк|возврат"
    r"|забав|достав|opóźni|wstrzym|dostaw|zwrot|zpozd|zruš|pozdrž|dodáv|vrác|verzöger|storn"
    r"|aufgehalten|liefer|rückerstatt|abgesagt|retard|annul|rembours|livraison|retras|reembols"
    r"|entrega|ritard|rimbors|consegna|atras|vėluo|atšauk|sustabd|pristatym|grąžin|გაუქმ"
    r"|შეფერხ|დაბრუნ|gecik|iptal|iade|vertraag|geannuleerd|terugbetal|levering|késik|lemond"
    r"|visszatérít|viivästy|peru|toimitus|întârzi|rambursa|livrar|καθυστέρ|ακύρω|επιστροφ"
)
"""What the purpose spares the seller: a delay, a cancellation, a refund, a stopped delivery
or sale (not a presentation's own reason: "so that the chart does not show false zeros")."""
_KEPT_APART = re.compile(
    r"(?:\breal|\bactual|\btrue|\bcorrect|tikr|вистинск|реальн|фактическ|dejansk|resnič|e vërtet"
    r"|tatsächlich|\bwahre|réel|véritable|verdader|effettiv|rzeczywist|skutečn|stvarn)\w*"
    r"[^.;]{0,60}(?:\binternal|\bonly\b|\bintern|vidin|\btik\b|внатрешн|внутрен|notranj|unutarnj"
    r"|brendshëm|wewnętrzn|interní|только|\bсамо\b|\bsamo\b|vetëm|\bnur\b|seulement|\bsolo\b"
    r"|apenas)"
    r"|\b(?:keeps?|kept) (?:its |the |their )?(?:real |true |actual )?(?:reason|status|state"
    r"|result|verdict|outcome|cause)s? (?:internal|hidden|private)\b"
    r"|\b(?:is|are|was|were) not (?:told|informed|notified|warned|alerted)\b"
)
"""The true state kept apart ("the real state is recorded only in the internal log",
"keeps its reason internal") or the person not told ("the pilot is not told")."""


def _for_the_operator(text: str) -> bool:
    """Why the report differs: a purpose that spares the seller ("so that boarding is not
    held up", "за да не се одложи испораката", "რომ … არ გაუქმდეს") or the truth kept
    apart (:data:`_KEPT_APART`)."""
    purpose = _PURPOSE_NOT.search(text)
    if purpose is not None and _BUSINESS_EVENT.search(text, purpose.start()):
        return True
    return _KEPT_APART.search(text) is not None


_FAIL_STATE = re.compile(
    r"\b(?:below|under|above|over|exceed\w*|beyond|outside)\b"
    r"|\bpast (?:their|its|the) (?:\w+ )?(?:date|deadline|limit)\b|\b(?:expired|damp|wet|damaged"
    r"|defective|faulty|failed|declined|rejected|refused|unsafe|contaminated|overdue|late)\b"
    r"|над |под |изнад|ispod|nad |pod |mbi |nën |pasibaig|sudrėk|virš|žemiau|истечен|истечени"
    r"|über|unter|au-dessus|en dessous|por encima|por debajo|sopra|sotto|acima|abaixo"
    r"|powyżej|poniżej|nad |pod |nad |pod |felett|alatt|yli|alle|üzerinde|altında|πάνω από"
    r"|κάτω από|საფრთხ|დონ"
)
"""A state that fails a limit or a check (the subject of the report changed)."""

_CONCESSION = re.compile(
    r"\b(?:even (?:if|when|though)|whatever|regardless of (?:what|whether)|no matter what)\b"
    r"|tudi če|tudi ko|edhe kur|edhe nëse|edhe pse|дури и (?:ако|кога)|иако|čak i (?:ako|kad)"
    r"|\biako\b|даже если|даже когда|nawet (?:jeśli|gdy|jeżeli)|\bi když\b|přestože"
    r"|auch wenn|selbst wenn|même si|aunque|incluso si|anche se|anche quando|mesmo que|mesmo se"
    r"|net jei|pat ja|chiar dacă|akkor is|vaikka|olsa bile|zelfs als|ook als|även om|selv om"
    r"|ακόμη κι αν|ακόμα και αν|მაშინაც კი"
)
_FACTS = re.compile(
    r"licen|lizen|лиценц|result|rezult|резулт|результат|\bdata\b|\bdati\b|\bdatos\b|\bdados\b"
    r"|daten|données|подат|podat|даннь|дані|të dhënat|\blist\b|\blista\b|liste|список|seznam"
    r"|sąraš|popis|elenco|record|evidenc|photo|foto|фото|reading|measure|mërat|meren|messung"
    r"|schedule|calendar|calendri|indiqu|availab|razpolož|disponib|докумен|document|source|izvor|burim"
    r"|\bshows?\b|\bsays?\b|\ballows?\b|kaže|lejon|позвол|dozvol|dovol|erlaubt|permet|permite"
    r"|consent|zeigt|montre|muestra|mostra|показ|прикаж|rodo|shfaq"
)
"""The facts a concession sets aside: the data, the list, the licence, the photos, the
results, or a verb of what they show or allow ("tudi če seznam kaže drugače", "edhe kur
licenca e tyre e lejon")."""

_CONTRARY = re.compile(
    r"otherwise|different|the opposite|contrary|\ballows?\b|\bpermits?\b|drugač|ndryshe|поинаку"
    r"|иначе|inaczej|jinak|\banders|autrement|contrario|diversament|de outra forma|kitaip|citādi"
    r"|altfel|másképp|toisin|\baksi|αλλιώς|სხვაგვარად|lejon|dovoljuje|dozvoljava|дозволува"
    r"|позволя|erlaubt|permet|permite|consente|leidžia|contraire"
)
"""What the facts say against the verdict ("shows otherwise", "their licence allows it")."""

_SAY = re.compile(
    r"\b(?:tell|say|claim|state|answer|reply|inform)\b|\breci\b|\bpovej|\bthuaj|\btregoj|\bкажи"
    r"|\bкажете|\bречи\b|\bkaži|\bskaži|\bскажи|\bсообщи|\bpowiedz|\bnapisz|\břekni|\bsděl"
    r"|\bsag\b|\bsagen sie|\bdis\b|\bdites\b|\bdile\b|\bdígale|\bdiga\b|\bdica\b|\bdigli|\bdille"
    r"|\bsakyk|\bpasakyk|\bspune|\bmondd|\bzeg\b|\bsäg\b|\bsøyle|\bsöyle|\bπες\b|\bπείτε"
    r"|უთხარი|თქვი|\bodgovori|\bodpovědz|\bodpowiedz|\bodgovor"
)
"""An order to say something (imperatives in the languages read; English "tell", "say",
"claim")."""


def _altered_report(text: str) -> tuple[str, str] | None:
    sents = _sentences(text)
    for i, sentence in enumerate(sents):
        around = sentence + " " + (sents[i + 1] if i + 1 < len(sents) else "")
        presented = _PRESENTED_AS.search(sentence)
        if (
            presented is not None
            and _FAIL_STATE.search(sentence[: presented.start() + 1] or sentence)
            and _for_the_operator(around)
        ):
            words = sentence.strip()
            return ALTERED_REPORT, clipped_quote(words)
        conceded = _CONCESSION.search(sentence)
        if (
            conceded is not None
            and (
                _SAY.search(sentence[: conceded.start()])
                or _PRESENTED_AS.search(sentence[: conceded.start()])
            )
            and _FACTS.search(sentence[conceded.end() : conceded.end() + 60])
            and (
                _CONTRARY.search(sentence[conceded.end() : conceded.end() + 80])
                or conceded.group().startswith("whatever")
            )
            and not _USER_SIDE.search(sentence[conceded.end() : conceded.end() + 40])
        ):
            words = sentence.strip()
            return ALTERED_REPORT, clipped_quote(words)
    return None


_USER_SIDE = re.compile(
    r"^\s*,?\s*(?:the |a )?(?:user|customer|client|they|he|she|you)\b"
    r"|^\s*,?\s*(?:they|the user) (?:do not|don't|did not|didn't) ask"
)
"""A concession about the user's own doing ("even if the user does not ask"): advice to
tell them more, not a verdict against the facts."""


# ---- credentials: a secret of another account asked through a parameter's name
OTHER_ACCOUNT_SECRET = (
    "asks through a parameter for the secret of an account the tool does not serve"
)

_KEY_SECRET = re.compile(
    r"(?:^|_)(?:password|passwd|passcode|passphrase|pin|pin_code|otp|one_time_code|cvv|cvc"
    r"|seed_phrase|recovery_phrase|mnemonic|security_answer)(?:_|$)"
)
_KEY_ACCOUNT = re.compile(
    r"(?:^|_)(?:bank|banking|online_bank|netbank|e_?banking|email|e_mail|gmail|outlook|icloud"
    r"|apple_id|google|microsoft|facebook|instagram|social|paypal|wallet|crypto|ehealth|e_health"
    r"|health_portal|tax|government|gov|mitid|bankid|itsme|card)(?:_|$)"
)
"""The accounts a secret can open that a tool's own job rarely is: a bank, a mailbox, a
platform sign-in, a wallet, a health or tax portal, a national e-ID."""


def _key_words(name: str) -> str:
    """A parameter name in snake case, lower (``onlineBankPassword`` → ``online_bank_password``)."""
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    return re.sub(r"[^a-z0-9]+", "_", snake.lower()).strip("_")


def other_account_secret_hit(name: str, about: str) -> tuple[str, str] | None:
    """(what it means, the name) when the parameter ``name`` (at any depth of the schema)
    asks for the secret of an account (:data:`_KEY_SECRET` beside :data:`_KEY_ACCOUNT`:
    ``online_bank_password_for_prize_payout``, ``gmailPassword``, ``wallet_seed_phrase``)
    whose kind ``about`` (the tool's name and description, lower case) never names: the
    model fills every parameter, so a quilt show's entry form that wants the user's online
    banking password asks the user for it. A mail client's ``email_password``, a bank
    aggregator's ``bank_pin`` (the kind in its description) are not read. None otherwise."""
    key = _key_words(name)
    if not _KEY_SECRET.search(key):
        return None
    accounts = _KEY_ACCOUNT.findall(key)
    if not accounts:
        return None
    for account in accounts:
        word = account.strip("_").replace("_", " ").replace("e ", "e")
        stem = word.split()[0][:4]
        if stem in about or word in about:
            return None
    return OTHER_ACCOUNT_SECRET, name
