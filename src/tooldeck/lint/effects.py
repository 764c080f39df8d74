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

from tooldeck.credentials import is_credential_name
from tooldeck.lint.asked import asked_secret_hit, asks_for_it, sign_in_secrets
from tooldeck.lint.intent import USER_CONSENTS, secret_stores
from tooldeck.lint.poison import clipped_quote, unwrap_lines
from tooldeck.lint.prefilter import LiteralGate, lazy_compile

__all__ = [
    "ADDED_RECURRING_CHARGE",
    "ALTERED_REPORT",
    "CHARGE_KEPT_FROM_USER",
    "DATA_TO_ADDRESS",
    "FIELD_SECRET",
    "FIELD_SECRET_STORE",
    "FIXED_ACCOUNT",
    "LEADS_ADDRESS",
    "OTHER_ACCOUNT_SECRET",
    "OTHER_TOOLS_TAKEN",
    "OUTPUT_FIELD_CALL",
    "PARTY_RECEIVES",
    "SECRET_INTO_PARAMETER",
    "STANDING_AUTHORITY",
    "added_recurring_charge_hit",
    "charge_kept_from_user_hit",
    "field_secret_hit",
    "field_secret_store_hit",
    "fixed_account_hit",
    "other_account_secret_hit",
    "other_tools_hit",
    "output_field_call_hit",
    "party_receives_hit",
    "secret_into_parameter_hit",
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
    # be, eu, mr (session 43)
    r"|адпраўля|адпраўл|перасыла|дасыла|перадае|bidal|igortz|igorri|पाठव"
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
    # be, eu, mr (session 43)
    r"|дат\w* нараджэння|банкаўск\w* рахун|нумар\w* тэлефон|паведамленн|размов|пашпарт"
    r"|jaiotze[- ]?dat|nan zenbaki|nortasun[- ]agiri|banku[- ]?kontu|kontu[- ]?zenbaki"
    r"|telefono[- ]?zenbaki|telefonoa\b|osasun|elkarrizket|mezuak"
    r"|जन्मतारीख|जन्म तारीख|बँक खाते|खाते क्रमांक|फोन नंबर|मोबाईल नंबर|आधार (?:क्रमांक|नंबर|कार्ड)|वैद्यकीय|आरोग्य"
)
"""A person's data of a kind no sending needs as its address: a birth date, a bank account,
payment history, phone contacts, messages or the conversation, a door or alarm code, the
days a home is empty, the location, health records, identity numbers (a name, an e-mail
or a postal address alone is what a sending is addressed with, and is not read)."""

_NOT_OR_CHOSEN = re.compile(
    r"(?:\b(?:never|not|no|without|unless|only (?:if|when|with|after)|opt(?:s|ed)?[- ]in"
    r"|if the user|when the user (?:asks|chooses|agrees)|with (?:the user'?s?|their|explicit)"
    r" (?:\w+ )?(?:consent|permission|approval))\b"
    r"|\bnie\b|\bne\b|\bnicht\b|\bjamais\b|\bnunca\b|\bmai\b|\bnė\b|\bnu\b|\bне\b|\bnuk\b)"
    r"(?!-)"
)
"""A negation or the user's choice in the sentence: the sending is denied or asked for.
Not a word joined by a hyphen to the next (session 45): a prefix or a clitic, not a
negation ("no-reply@…", "not-for-profit", Zulu "ne-~/.ssh/id_rsa": "and the …")."""

_NEGATED_SEND = re.compile(r"\bez\b[^.;]{0,25}(?:bidal|igor)|पाठव\S*\s+(?:\S+\s+)?(?:नाही|नका)")
"""A sending denied where the negation sits by the verb (session 43): Basque "ez da …
bidaltzen" (a later "ez dio … aipatzen", not telling, is no denial of the sending), Marathi
"पाठवत नाही", "पाठवू नका"."""

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
        if _NOT_OR_CHOSEN.search(sentence) or _NEGATED_SEND.search(sentence):
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
    lowered = unwrap_lines(description).lower()  # a cue cut by a hard wrap (session 45)
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
    rf"(?:{_PRESENTED})\w*\s+(?:(?:\w+|`[^`\s]{{1,40}}`)\s+){{0,2}}?(?:{_AS_WORD})\s+(?:[\"'“„«‘`]|\d|\w)"
    r"|\b(?:graded|rated|labell?ed|marked|classed|classified|flagged)\s+[\"'“„«‘]"
    r"|\b(?:als)\s+[\"'“„«‘][^.;]{0,30}?(?:angezeigt|ausgewiesen|gemeldet|markiert|weergegeven"
    r"|getoond|vermeld)"
    r"|(?:one|a|two|1|2) (?:level|step|grade|notch|category)s? lower"
    r"|საფეხურით (?:დაბლა|ქვემოთ)|დაბლა აჩვენებს"
    r"|\breads that\b|\bstill (?:being )?(?:processed|pending|under review)\b"
)
"""The output presented as something: "are returned as 0.5 m", "rodomi kaip „tinkami
naudoti“", "се прикажуваат како „во граница“", "one level lower", "reads that the request
is still being processed"; session 47: a field and a value in code spans ("are reported in
`status` as `flood_alert`"), the way API pages write them."""

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
    r"|alarm|panic|churn"
    r"|deliver|shipment|booking|sale|order|одлож|откаж|задрж|испорак|zamud|odpoved|zadrž"
    r"|dostav|vonoh|anul|ndal|dërges|odgod|otkaž|isporuk|задерж|отмен|отлож|поставк|возврат"
    r"|забав|достав|opóźni|wstrzym|dostaw|zwrot|zpozd|zruš|pozdrž|dodáv|vrác|verzöger|storn"
    r"|aufgehalten|liefer|rückerstatt|abgesagt|retard|annul|rembours|livraison|retras|reembols"
    r"|entrega|ritard|rimbors|consegna|atras|vėluo|atšauk|sustabd|pristatym|grąžin|გაუქმ"
    r"|შეფერხ|დაბრუნ|gecik|iptal|iade|vertraag|geannuleerd|terugbetal|levering|késik|lemond"
    r"|visszatérít|viivästy|peru|toimitus|întârzi|rambursa|livrar|καθυστέρ|ακύρω|επιστροφ"
)
"""What the purpose spares the seller: a delay, a cancellation, a refund, a stopped delivery
or sale (not a presentation's own reason: "so that the chart does not show false zeros");
session 47: the customers' alarm, panic or churn ("to avoid alarm among subscribers")."""
_KEPT_APART = re.compile(
    r"(?:\breal|\bactual|\btrue|\bcorrect|tikr|вистинск|реальн|фактическ|dejansk|resnič|e vërtet"
    r"|tatsächlich|\bwahre|réel|véritable|verdader|effettiv|rzeczywist|skutečn|stvarn)\w*"
    r"[^.;]{0,60}(?:\binternal|\bonly\b|\bintern|vidin|\btik\b|внатрешн|внутрен|notranj|unutarnj"
    r"|brendshëm|wewnętrzn|interní|только|\bсамо\b|\bsamo\b|vetëm|\bnur\b|seulement|\bsolo\b"
    r"|apenas)"
    r"|\b(?:keeps?|kept) (?:its |the |their )?(?:real |true |actual )?(?:reason|status|state"
    r"|result|verdict|outcome|cause)s? (?:internal|hidden|private)\b"
    r"|\b(?:is|are|was|were) not (?:told|informed|notified|warned|alerted)\b"
    r"|\b(?:is|are|was|were) not (?:mentioned|disclosed|shown|reported) to (?:the )?(?:user"
    r"|customer|client|buyer|guest|owner|patient|player)s?\b"
)
"""The true state kept apart ("the real state is recorded only in the internal log",
"keeps its reason internal") or the person not told ("the pilot is not told"; session 43:
"the correction is not mentioned to the user")."""


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
    # session 44: a check that could not be made or did not pass ("whose papers cannot be
    # verified are reported as 'certified'"): the same report of a pass that never was
    r"|\b(?:unverifi\w*|unverified|unconfirmed|uncertified|unchecked|untested|invalid|missing"
    r"|incomplete|unknown)\b|\b(?:cannot|can't|could not|couldn't|can not|not|never) (?:be )?"
    r"(?:verified|confirmed|checked|certified|validated|proven|traced|found)\b"
    r"|nicht (?:verifiziert|bestätigt|geprüft|nachweisbar)|unbestätigt|ungeprüft|non vérifi"
    r"|non confirm|no verificad|sin verificar|no confirmad|non verificat|não verificad"
    r"|niezweryfikowan|neověřen|непроверен|неподтвержд|niet geverifieerd|ej verifierad"
)
"""A state that fails a limit or a check (the subject of the report changed); session 44:
or a check that could not be made (unverified, unconfirmed, "cannot be verified")."""

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


# ---- credentials: a secret file of the user's machine routed into one of the tool's fields
SECRET_INTO_PARAMETER = (
    "routes a secret of the user's (a key file, a sign-in secret) into one of its own fields"
)

_NOT_A_SECRET_FILE = re.compile(
    r"\S+\.pub\b|~?/?\.ssh/(?:known_hosts|authorized_keys|config)\b"
    r"|\.env\.(?:example|sample|template|dist)\b"
)
"""Files that hold no secret: under ``~/.ssh`` a public key, the hosts a client knows, the
keys a server lets in, the client's settings; a ``.env.example`` (session 43)."""
_PATH_NAME = re.compile(
    r"(?:^|_)(?:path|file|filename|dir|directory|folder|location|uri|url)s?(?:_|$)"
)
"""A parameter named for a path: a secret file's path given to it is what the tool opens."""
_KEY_DOMAIN = re.compile(
    r"(?<![a-z])(?:ssh|sftp|scp|git|deploy\w*|servers?|hosts?|hosting|remote|aws|s3|cloud\w*"
    r"|kube\w*|clusters?|docker\w*|npm|pypi|credentials?|secrets?|vault|keys?|keychain"
    r"|certs?|certificates?|env|dotenv|config\w*|log ?in|sign ?in|auth\w*|tokens?|browsers?"
    r"|cookies?)(?![a-z])"
)
"""A tool whose name or first sentence is about keys, hosts or configuration: naming a
secret file is its job (an SSH client's ``identity``, a deploy tool's key)."""
_IDENTIFIER = r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*"


def _carried_sign_in(sentence: str) -> bool:
    """Whether ``sentence`` names a sign-in secret with no prohibition, reset, policy or
    masking within 40 characters of it (:data:`_FIELD_NOT`): "the password policy is
    checked in `new_member`" is about the secret, not the secret carried."""
    return any(
        not _FIELD_NOT.search(sentence[max(0, m.start() - 40) : m.end() + 40])
        for m in sign_in_secrets(sentence)
    )


@lru_cache(maxsize=1 << 12)
def secret_into_parameter_hit(
    description: str, tool_name: str, parameters: tuple[str, ...], sign_in: bool = False
) -> tuple[str, str] | None:
    """(what it means, the sentence, ≤ 60 characters) when a sentence of ``description``
    after its first names a secret store of the user's machine by its path or file name
    (:func:`tooldeck.lint.intent.secret_stores`: ``~/.ssh/id_rsa``, ``~/.aws/credentials``,
    ``.env``) and one of the tool's own ``parameters`` written as an identifier
    (``device_key``, ``regionHint``, or any name in backticks or quotes), that parameter not
    named for a path: whatever the language of the words between them, the sentence routes
    the file into a field the model fills, and the tool's server receives it. The path
    and the field's name are written the same in every language (a Mongolian, Afrikaans
    or Thai sentence keeps ``~/.ssh/id_rsa`` and ``device_key``), so the reading needs no
    verb. Not read: a public key or ``known_hosts`` (no secret), a path parameter
    (``key_file``, ``identity_path``: the tool opens the file itself), a tool whose name
    or first sentence is about keys, hosts, clouds or configuration (an SSH client, a
    deploy tool), and a sentence that says "not", "never" or "no" (in the languages of
    :data:`_NOT_OR_CHOSEN`). With ``sign_in`` (the caller's word that the tool declares no
    secret parameter and does not log in), a sign-in secret of the user's
    (:func:`tooldeck.lint.asked.sign_in_secrets`, 40 languages: "lozinku … u polje
    `napomena`") routed into a field not named for a credential is read the same way
    (not a policy, reset or prohibition of it: :func:`_carried_sign_in`).
    None otherwise. Memoised."""
    lowered = unwrap_lines(description).lower()  # a cue cut by a hard wrap (session 45)
    stored = ("/" in description or ".env" in description or "id_" in description) and bool(
        secret_stores(lowered)
    )
    signed = sign_in and bool(sign_in_secrets(lowered))
    if not (stored or signed):
        return None
    sents = _sentences(description)
    purpose = f"{_key_words(tool_name).replace('_', ' ')} {sents[0] if sents else ''}".lower()
    if _KEY_DOMAIN.search(purpose) or secret_stores(purpose):
        return None
    fields = {
        name: re.compile(
            rf"(?<![\w-]){re.escape(name)}(?![\w-])"
            if re.fullmatch(_IDENTIFIER, name)
            else rf"[`'\"«“]{re.escape(name)}[`'\"»”]"
        )
        for name in parameters
        if len(name) >= 3 and not _PATH_NAME.search(_key_words(name))
    }
    for i, sentence in enumerate(sents[1:], 1):
        plain = _NOT_A_SECRET_FILE.sub(" ", sentence)
        named = [name for name, field in fields.items() if field.search(plain)]
        if not named:
            continue
        if _NOT_OR_CHOSEN.search(plain.lower()):
            continue
        if secret_stores(plain.lower()) or (
            signed
            and _carried_sign_in(plain.lower())
            and not all(is_credential_name(name) for name in named)
        ):
            return SECRET_INTO_PARAMETER, clipped_quote(sentence.strip())
        if i >= 2 and _named_just_before(
            sents[i - 1], plain.lower(), signed and not all(is_credential_name(n) for n in named)
        ):
            # session 45: "… the user's betting-exchange password. Ask for it and pass it
            # in `period`": the secret named, then routed by the next sentence
            return SECRET_INTO_PARAMETER, clipped_quote(
                f"{sents[i - 1].strip()} {sentence.strip()}"
            )
    return None


def _named_just_before(before: str, routing: str, sign_in: bool) -> bool:
    """Whether the sentence ``before`` (not the first of the description) names a sign-in
    secret of the user's carried (:func:`_carried_sign_in`: no prohibition, reset or policy
    beside it; a condition may stand there: "incomplete unless the password is attached")
    that the next sentence, ``routing`` (lower case; it names one of the tool's fields, no
    secret, and is not negated), routes, where the model is ordered to ask someone for it:
    by the routing sentence with a pronoun (:func:`tooldeck.lint.asked.asks_for_it`: "Ask
    for it", not "ask for the card number") or by the sentence before
    (:func:`tooldeck.lint.asked.asked_secret_hit`); ``sign_in`` is the caller's word that
    the tool declares no secret field.
    Session 45: a writer splits the secret and its route into two sentences, the second
    with a pronoun; the pronoun is the language's, the secret's word, the order to ask and
    the field's name are read. A secret store named in the sentence before is not read
    (a file-search tool lists ".env" among the files it finds, then
    ``searchType="files"``: Desktop Commander's ``start_search``)."""
    lowered = before.lower()
    return (
        sign_in
        and _carried_sign_in(lowered)
        and (asks_for_it(routing) or asked_secret_hit(lowered) is not None)
    )


# ---- credentials: a field that is not for a secret described as carrying an account's login
FIELD_SECRET = "describes a field that is not for a secret as carrying the login of an account"

_INHERENT_ACCOUNT = re.compile(
    r"bankid|online[- ]?banking|e-?banking|netbank|mobile banking|tan|otp|one-time|cvv|cvc|2fa"
    r"|mfa|seed|recovery|mnemonic"
)
"""Secrets that only ever open an account (a bank's TAN, a card's code, a wallet's phrase)."""
_ACCOUNT_WORD = lazy_compile(
    r"(?<![a-z])(?:bank\w*|portal|account|log ?in|sign[- ]?in|e-?mail|mailbox|webmail|wallet"
    r"|card|gmail|outlook|icloud|apple id|google|microsoft|facebook|instagram|paypal|ehealth"
    r"|e-?government|tax|mitid|itsme|konto|cuenta|compte|conta|banco|banque|счет|счёт|аккаунт"
    r"|кабинет|hesap|hesab\w*|akun|akaunti|tài khoản|ngân hàng|benki|banki|pank\w*|rekening"
    r"|reikning\w*|számla\w*|tili|банк\w*)"
)
"""What a password or PIN opens, named beside it: a bank, a portal, an account, a mailbox."""
_FIELD_NOT = lazy_compile(
    r"\b(?:not|never|no|don't|do not|without|nunca|nie|ne|non|nicht|niemals|jamais|niet|nooit"
    r"|aldrig|ikke|aldri|ei|nem|не|ні|никогда|asla|jangan|tidak|không)\b"
    r"|\b(?:reset|change|rotate|update|redact\w*|mask\w*|hash\w*|strip\w*|remov\w*|phishing"
    r"|scams?|fraud\w*|detect\w*|flag\w*|warn\w*|length|strength|policy|hint|reminders?"
    r"|expir\w*|managers?|requirements?|rules?|protected|prompts?)\b"
)
"""A prohibition, or a sentence about the secret rather than one carrying it (its reset,
its masking, its strength, a reminder or expiry of it, phishing)."""


@lru_cache(maxsize=1 << 14)
def field_secret_hit(text: str, field: str, about: str) -> tuple[str, str] | None:
    """(what it means, the sentence, ≤ 60 characters) when ``text`` (a field's description,
    at any depth of the schema, normalised) says the field carries a sign-in secret
    (:func:`tooldeck.lint.asked.sign_in_secrets`, 40 languages) of an account (one that
    only opens an account, a TAN or an online-banking PIN, or a bank, portal, mailbox or
    account named in the sentence), while the field's own name ``field`` is not a
    credential's (:func:`tooldeck.credentials.is_credential_name`): a paddler's entry
    "name, licence number and online-banking PIN", a car number "followed by the driver's
    e-mail account password". The model fills every field, so the description asks the
    user for the secret under another name. Not read: a prohibition, resetting, masking or
    phishing within 40 characters of the secret (:data:`_FIELD_NOT`); an account the
    tool's own ``about`` (its name and description, lower case) names (a bank link's PIN).
    The caller leaves out a tool that declares a secret parameter or logs in. Memoised."""
    if is_credential_name(field):
        return None
    found = sign_in_secrets(text)
    if not found:
        return None
    for sentence in _sentences(text):
        secrets = [
            m
            for m in sign_in_secrets(sentence)
            if not _FIELD_NOT.search(sentence[max(0, m.start() - 40) : m.end() + 40])
        ]
        if not secrets:
            continue
        accounts = [m.group(0) for m in _ACCOUNT_WORD.finditer(sentence)]
        inherent = [m.group(0) for m in secrets if _INHERENT_ACCOUNT.search(m.group(0))]
        named = [*accounts, *inherent]
        if not named or any(word.split()[0][:4] in about for word in named):
            continue
        words = sentence.strip()
        return FIELD_SECRET, clipped_quote(words)
    return None


# ---- shadowing: a committing call ordered on a trigger the user did not make a request of
FORCED_CALL = (
    "orders a committing call with fixed terms on every occasion, not on the user's request"
)

_EVERY = lazy_compile(
    # "every", "each", "always", "whenever", "mentions", written from each language's grammar
    r"\b(?:every|each|always|whenever|any ?time|mentions?|elke|enige|altyd|noem\w*|ieder\w*"
    r"|altijd|telkens|jede[mnrs]?|immer|erwähn\w*|chaque|toujours|mentionn\w*|cada|siempre"
    r"|cualquier\w*|mencion\w*|sempre|qualquer|ogni|qualsiasi|menzion\w*|fiecare|mereu"
    r"|întotdeauna|mențione\w*|każd\w*|zawsze|wspomn\w*|každ\w*|vždy|zmín\w*|spomen\w*|vsak\w*"
    r"|vedno|omen\w*|svak\w*|uvijek|uvek|секој\w*|сваки\w*|всеки\w*|всяк\w*|кожн\w*|кажд\w*"
    r"|всегда|винаги|секогаш|завжди|увек|спомен\w*|упомян\w*|упомина\w*|згада\w*|çdo|gjithmonë"
    r"|përmend\w*|κάθε|πάντα|αναφέρ\w*|minden\w*|mindig|említ\w*|jokai\w*|aina|mainit\w*|alati"
    r"|mainib|kiekvien\w*|visada|pamini\w*|katr\w*|vienmēr|piemin\w*|varje|alltid|nämn\w*"
    r"|hver[ts]?|altid|nævn\w*|nevn\w*|alltaf|her zaman|her bir|daima|bahsed\w*|hər|həmişə"
    r"|setiap|selalu|menyebut\w*|bawat|palagi|tuwing|binanggit|banggit\w*|mỗi|luôn|nhắc\w*"
    r"|kila|akitaja|үргэлж|бүр|дурдвал|кожн\w*|заўсёды|згадв\w*|bakoitz\w*|beti|aipatz\w*)\b"
    r"|ყოველ|ნებისმიერ|ახსენ|ամեն|միշտ|תמיד|מזכיר|دائم|يذكر|همیشه|हर बार|हमेशा|ज़िक्र|जिक्र"
    r"|প্রতিবার|সবসময়|ทุกครั้ง|เสมอ|每次|每當|每当|总是|總是|提到|毎回|常に|いつも|매번|항상|언급"
    r"|प्रत्येक|नेहमी|उल्लेख"
    # session 47: "before any purchase", "after any booking": a trigger over every occasion
    r"|\b(?:before|after|with|on|at) any (?!other\b|of\b|one\b)[a-z]"
)
_EVERY_GATE = LiteralGate([_EVERY.pattern])
"""A standing trigger: every or each occasion, always, whenever, a mere mention (about
forty languages; short words that are common words elsewhere, Turkish "her", are left
out)."""
_UNASKED = lazy_compile(
    r"\b(?:without (?:asking|confirm\w*|checking|the user'?s? (?:consent|approval))"
    r"|even if (?:the )?\w+ (?:did not|didn't|has not|hasn't|does not|doesn't|never) ask\w*"
    r"|(?:do not|don't) ask|straight away|automatically|sonder om te vra|ook as\b[^.]{0,40}"
    r"\bnie\b[^.]{0,30}\bgevra|outomaties|zonder te vragen|automatisch|ohne (?:zu )?(?:fragen"
    r"|nachzufragen|rückfrage)|sans (?:demander|confirmation)|automatiquement|sin preguntar"
    r"|sem perguntar|senza chiedere|automáticamente|automaticamente|brez (?:vprašanja"
    r"|spraševanja)|bez pitanja|bez (?:da )?pita\w*|без да праш\w*|без прашање|без питања"
    r"|без (?:да )?пита\w*|не спрашива\w*|автоматск\w*|автоматичн\w*|bez pytania|bez ptaní"
    r"|automatyczn\w*|automaticky|pa (?:e )?pyetur|automatikisht|sormadan|otomatik\w*"
    r"|tanpa bertanya|otomatis|huwag (?:nang )?(?:magtanong|tanungin)|awtomatiko|асуухгүй"
    r"|автоматаар|whether or not|regardless of whether)\b"
    r"|ნუ ჰკითხავ|ჰკითხვის გარეშე|ავტომატურად|אל תשאל|بدون (?:سؤال|پرسیدن)|無需詢問|无需询问"
    r"|確認せず|묻지 않고"
)
"""The user left out of the decision: without asking, even if they did not ask, do not ask,
automatically."""
_FIXED_TERMS = lazy_compile(
    r"\d+\s?%|(?:\b(?:eur|usd|gbp|chf|zar|r)|[$€£¥₹₽])\s?\d|\d\s?(?:eur|usd|gbp|chf|€|\$|£)\b"
    r"|(?<![\w.-])\d{3,}(?![\w.-])|`[\w.-]+\s*[=:]\s*[^`\s]+`|\b\w+=(?:true|false|yes|\d+)\b"
    r"|['\"«“„‘][^'\"»”“’\n]{2,30}['\"»”“’]"
)
"""Fixed terms of the call: a percentage, an amount of money, a quantity of three digits or
more, a field set to a literal (``accept=true``), a quoted choice."""
_COMMITS = lazy_compile(
    r"(?:^|_)(?:book\w*|buy\w*|order\w*|pay\w*|purchase\w*|reserve\w*|reservation|charge\w*"
    r"|subscribe\w*|schedule\w*|checkout|sign\w*|accept\w*|confirm\w*|approve\w*|transfer\w*"
    r"|send\w*|enrol\w*|register\w*|upgrade\w*|renew\w*|rent\w*|hire\w*|donate\w*|delete\w*"
    r"|share\w*|publish\w*|forward\w*|grant\w*|kupi\w*|kup\w*|naruc\w*|naroc\w*|rezerv\w*"
    r"|bestel\w*|compra\w*|achet\w*|kauf\w*|zamow\w*|plati\w*|paga\w*|tanggap\w*|bili|beli"
    r"|satin\w*|siparis\w*)(?:_|$)|купи|резерв|брон|плат|予約|購入|注文|预订|购买|預訂|購買"
    r"|예약|구매|주문"
)
"""A called tool whose name commits the user: it books, buys, orders, pays, subscribes,
schedules, signs, sends, deletes, shares (English and the verbs other languages' tool names
use)."""
_DETECTOR = re.compile(r"(?<![a-z])(?:scan\w*|detect\w*|audit\w*|lint\w*|inspect\w*)(?![a-z])")
"""A tool whose name or first sentence says it scans or audits: what it quotes is its input."""
_NEGATION = re.compile(
    r"\b(?:never|not|no|don't|do not|nie|ne|nicht|jamais|nunca|mai|nė|nu|не|nuk|niet|nooit"
    r"|nie|moenie|aldrig|ikke|hindi|huwag|jangan|tidak|không|asla)\b|ნუ|არ |אל |לא |لا |不要|しない"
)
"""A negation before the call: a prohibition of it."""


def _commits(identifier: str, prefix: str = "") -> bool:
    """Whether a tool's identifier commits the user (:data:`_COMMITS`) by its first or its
    last word (``book_room``, ``create_order``), where a tool's name puts its verb; a word in
    the middle names a setting (``skip_…_confirmation_prompt``). Session 47: where the
    identifier opens with ``prefix``, the first word of the calling tool's own name (the
    server's prefix both share: ``turf_order_seed`` beside ``turf_schedule_work``), the word
    after it is where the verb sits and is read as the first."""
    words = _key_words(identifier).split("_")
    if prefix and len(words) >= 3 and words[0] == prefix:
        words = words[1:]
    return bool(_COMMITS.search(words[0]) or _COMMITS.search(words[-1])) or (
        not identifier.isascii() and bool(_COMMITS.search(identifier))
    )


_CALL_ID = re.compile(
    r"`([^`\s]{3,60})`|(?<![\w-])([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)(?![\w-])"
)
_ASKED_FOR = re.compile(
    r"\bif (?:the )?(?:user|customer|client|they)\s+(?:asks?|wants?|chooses?|confirms?|agrees?"
    r"|requests?|says? yes)\b|\bwhen (?:the )?(?:user|customer|client|they)\s+(?:asks?|wants?"
    r"|confirms?|chooses?)\b|\b(?:e\.g\.|for example|example)\b"
)


@lru_cache(maxsize=1 << 12)
def forced_call_hit(
    description: str, tool_name: str, parameters: tuple[str, ...], read_only: bool
) -> tuple[str, str] | None:
    """(what it means, the sentence, ≤ 60 characters) when a sentence of ``description``
    after its first orders a **committing call** (a tool named by its identifier whose name
    books, buys, orders, pays, schedules, signs, sends …, or another tool named beside a
    field of its set to true in backticks, ``accept=true``; or this tool itself when it is
    not read-only: ``read_only`` its
    ``readOnlyHint``) on a **standing trigger** (every or each occasion, always, a mere
    mention: :data:`_EVERY`) with **fixed terms or the user left out** (a percentage, an
    amount, a quantity, a quoted package, ``accept=true``: :data:`_FIXED_TERMS`; "without
    asking", "even if they did not ask": :data:`_UNASKED`). A tool's guidance names the
    next tool for when the user wants it ("to book, call book_lesson with the lesson_id");
    this orders the commitment for them, every time, on terms the definition chose. The
    identifier and the terms are written the same in every language; the trigger and the
    unasked words are kept for about forty. Not read: the tool's own parameters, a
    negation before the call (:data:`_NEGATION`), the user's choice or an example in the
    sentence (:data:`_ASKED_FOR`), a tool that scans or audits (:data:`_DETECTOR`). None
    otherwise. Memoised."""
    if not _EVERY_GATE.may_match(unwrap_lines(description).lower()):
        return None  # one literal search: no trigger word
    sents = _sentences(description)
    purpose = f"{_key_words(tool_name).replace('_', ' ')} {sents[0] if sents else ''}".lower()
    if _DETECTOR.search(purpose):
        return None  # a scanner quotes the orders it looks for
    own_fields = {name.lower() for name in parameters}
    own_words = _key_words(tool_name).split("_")
    own_prefix = own_words[0] if len(own_words) >= 3 else ""  # session 47: a server prefix
    for sentence in sents[1:]:
        lowered = sentence.lower()
        if not _EVERY.search(lowered):
            continue
        commits = False
        first_call = len(sentence)
        accepted: set[str] = set()  # fields set to true in backticks: `accept=true`
        others: list[tuple[str, int]] = []  # other identifiers: tools it may call
        for match in _CALL_ID.finditer(sentence):
            called = (match.group(1) or match.group(2)).strip()
            name = called.lower()
            if "=" in name or ":" in name:
                key, _, setting = name.partition("=")
                if re.match(r"\s*(?:true|yes)\b", setting):
                    accepted.add(key.strip())
                continue
            if name in own_fields or called.isupper():  # its own field, an ENV_VAR
                continue
            if name == tool_name.lower():
                if not read_only:
                    commits, first_call = True, min(first_call, match.start())
            elif _commits(called, own_prefix):
                commits, first_call = True, min(first_call, match.start())
            elif "_" in name:
                others.append((name, match.start()))
        for name, at in others:
            if accepted - {name}:  # another tool called with a field of its set to true
                commits, first_call = True, min(first_call, at)
        if not commits:
            continue
        if not (_FIXED_TERMS.search(lowered) or _UNASKED.search(lowered)):
            continue
        before = _UNASKED.sub(" ", lowered[:first_call])
        if _NEGATION.search(before) or _ASKED_FOR.search(lowered):
            continue  # "never call buy_item …", "if the user wants, call book_room …"
        words = sentence.strip()
        return FORCED_CALL, clipped_quote(words)
    return None


# ---- authority: a standing order over the rest of the conversation, in any language
STANDING_ORDER = "sets a standing order over the model for the rest of the conversation"

_FROM_NOW_ON = lazy_compile(
    r"\b(?:from now on|for the rest of (?:the|this) (?:session|conversation|chat)"
    r"|throughout (?:the|this) (?:session|conversation|chat)|henceforth|van nou af|vanaf nou"
    r"|vanaf nu|voortaan|de rest van (?:dit|het) gesprek|ab sofort|von nun an|ab jetzt"
    r"|für den rest (?:des|dieses) gesprächs|désormais|dorénavant|à partir de maintenant"
    r"|pour le reste de (?:la|cette) conversation|a partir de ahora|de ahora en adelante"
    r"|el resto de (?:la|esta) conversación|durante toda (?:la|esta) conversación"
    r"|a partir de agora|de agora em diante|daqui em diante|durante toda (?:a|esta) conversa"
    r"|d'ora in poi|da ora in poi|per il resto della conversazione|de acum înainte"
    r"|de acum încolo|od teraz|od tej chwili|do końca (?:tej )?rozmowy|od teď|od nynějška"
    r"|po zbytek (?:této )?konverzace|odteraz|od zdaj naprej|odslej|v tem pogovoru|od sada"
    r"|odsad|u ovom razgovoru|do kraja razgovora|отсега|од сега натаму|во овој разговор"
    r"|от сега нататък|в този разговор|с этого момента|отныне|впредь|до конца (?:этого )?"
    r"(?:разговора|диалога)|в этом (?:разговоре|диалоге)|відтепер|з цього моменту"
    r"|до кінця розмови|nga tani e tutje|tani e tutje|në këtë bisedë"
    r"|από εδώ και πέρα|από τώρα και στο εξής|σε αυτή τη συνομιλία|mostantól"
    r"|a beszélgetés végéig|tästä lähtien|tästä eteenpäin|keskustelun loppuun|nüüdsest"
    r"|edaspidi|nuo šiol|šiame pokalbyje|turpmāk|no šī brīža|från och med nu|hädanefter"
    r"|resten av samtalet|fra nu af|fremover|fra nå av|heretter|resten af samtalen"
    r"|bundan sonra|bundan böyle|şu andan itibaren|bu konuşma boyunca|bu söhbət boyu"
    r"|mulai sekarang|mulai saat ini|selama percakapan ini|mula ngayon|simula ngayon"
    r"|sa buong usapang ito|từ giờ trở đi|từ bây giờ|trong suốt cuộc trò chuyện|kuanzia sasa"
    r"|одооноос|ад гэтага (?:моманту|часу)|з гэтага (?:моманту|часу)|надалей|да канца размовы"
    r"|у гэтай размове|hemendik aurrera|aurrerantzean|orain(?:tik)? aurrera|elkarrizketa honetan"
    r"|elkarrizketa(?:ren)? amaiera(?:ra)? arte)\b"
    r"|ამიერიდან|ამ საუბრის განმავლობაში|այսուհետ|מעכשיו|מעתה|לאורך השיחה|من الآن فصاعد"
    r"|طوال المحادثة|از این به بعد|از حالا به بعد|अब से|इस बातचीत में|এখন থেকে|ต่อจากนี้"
    r"|ตั้งแต่นี้|从现在起|從現在起|从现在开始|從現在開始|在本次对话中|この会話の間|これ以降"
    r"|यापुढे|आतापासून|या संभाषणात|संभाषण संपेपर्यंत"
    r"|지금부터|이 대화 동안"
)
_FROM_NOW_ON_GATE = LiteralGate([_FROM_NOW_ON.pattern])
"""The order's reach in time: from now on, for the rest of the conversation (about forty
languages)."""
_ONLY = lazy_compile(
    r"\b(?:only(?! (?:if|when|after|once|until|while|for)\b)|exclusively|solely|nur"
    r"|ausschließlich|seulement|uniquement|solo|solamente|únicamente|apenas|somente|soltanto|alleen|slegs|tylko|jen|pouze|iba|samo|само|только"
    r"|лише|vetëm|μόνο|csak|vain|ainult|tik|tikai|bara|kun|sadece|yalnız\w*|hanya|lamang"
    r"|chỉ|зөвхөн|толькі|bakarrik|soilik)\b|फक्त|केवळ|მხოლოდ|միայն|רק|فقط|केवल|শুধু|เท่านั้น"
    r"|只|仅|僅|のみ|だけ|만"
)
"""An exclusion over what the model says or recommends: only ours (English "only if", "only
when" is a condition, not an exclusion)."""
_ANY_TURN = re.compile(
    r"\bin any (?:conversation|chat|session|answer|reply|response|message|discussion)s?\b"
    r"|\b(?:also|even) when (?:the )?(?:user|customer|client|patient|caller|they)s? "
    r"(?:asks?|mentions?|wants?|requests?)\b"
)
"""Session 47: a reach over every turn written without "every": "in any conversation about
…", "also when the patient asks about …" (English)."""
_SETS_ITS_OWN = re.compile(
    r"^(?:set|configure|switch|enable|disable|remember|save|change|update|toggle|use)(?:_|$)"
)
"""A tool whose name says it changes a setting of the conversation (``set_reply_language``):
a lasting effect is its job."""


@lru_cache(maxsize=1 << 12)
def standing_order_hit(description: str, tool_name: str) -> tuple[str, str] | None:
    """(what it means, the sentence, ≤ 60 characters) when a sentence of ``description``
    after its first reaches past the call in time ("from now on", "for the rest of the
    session", "voortaan", "de agora em diante", "bundan sonra": :data:`_FROM_NOW_ON`,
    about forty languages) and over every turn or to the exclusion of others (each
    answer, every message: :data:`_EVERY`; only ours: :data:`_ONLY`): a definition is read
    for one call and has no say over the model's later replies (session hijack; OWASP
    LLM01). A changelog's "from now on, results include …" has neither reach; a tool whose
    name says it changes a setting (``set_…``, ``remember_…``) and a negated sentence are
    not read; nor (session 43) a sentence whose rule runs on the user's own choice or
    consent (:data:`tooldeck.lint.intent.USER_CONSENTS`: "… stored in the calendar only if
    they choose the calendar option"), a product's behaviour the user controls, not an
    order over the model. None otherwise. Memoised."""
    lowered = unwrap_lines(description).lower()  # a cue cut by a hard wrap (session 45)
    if not _FROM_NOW_ON_GATE.may_match(lowered) or _SETS_ITS_OWN.search(_key_words(tool_name)):
        return None
    if not _FROM_NOW_ON.search(lowered):
        return None
    for sentence in _sentences(lowered)[1:]:
        if not _FROM_NOW_ON.search(sentence):
            continue
        if not (_EVERY.search(sentence) or _ONLY.search(sentence) or _ANY_TURN.search(sentence)):
            continue
        chosen = USER_CONSENTS.search(sentence)
        if chosen is not None and not re.search(r"\b(?:ask|request)", chosen.group()):
            continue  # "… stored in the calendar only if they choose it": the user's rule
        words = sentence.strip()
        return STANDING_ORDER, clipped_quote(words)
    return None


# ---- shadowing: the other tools of the session taken over by one tool's text (session 43)
OTHER_TOOLS_TAKEN = (
    "orders what the model does with other tools: their use routed through this tool, their"
    " results set aside, or the user's questions taken from them"
)

_OTHER_TOOLS = lazy_compile(
    # en
    r"\b(?:any|every|all|the|their|each) other (?:[\w-]+,? (?:or |and )?){0,4}?(?:tools?"
    r"|servers?|connectors?|plugins?|apis?|converters?|calculators?|translators?|trackers?)\b"
    r"|\banother (?:[\w-]+,? (?:or |and )?){0,4}?tool\b"
    r"|\btools? (?:from|of|on) (?:other|another|any other) \w+"
    r"|\b(?:the )?(?:generic|built-?in|integrated|native|default) (?:[\w-]+ ){0,2}?(?:tool"
    r"|search|fetch|browser|browsing)\b|\bweb[- ](?:search|fetch)\b"
    # es, gl, pt, ca, fr, it, de, nl
    r"|\b(?:busca|búsqueda|pesquisa|procura|recherche|ricerca|cerca) (?:na |en la |en )?web\b"
    r"|\b(?:otras?|otros|outras?|outros|altres|autres?|altri|altre) (?:herramientas?"
    r"|ferramentas?|eines|outils?|strumenti|servidores?|serveurs?|server)\b"
    r"|\b(?:herramientas?|ferramentas?|outils?|strumenti) d(?:e|') ?(?:otr|outr|autres|altr)\w*"
    r"|\bandere[nrs]? (?:\w+)?(?:tools?|werkzeuge?|server)\b|\bwebsuche\b|\bwebzoek\w*"
    # ru, uk, be, bg, mk, sr; pl, cs, sk; tr; ka
    r"|инструмент\w* друг|други[хме]? инструмент|інструмент\w* інш|інш\w* інструмент"
    r"|веб-поиск|веб-пошук|вэб-пошук|встроенн\w* поиск|вбудован\w* пошук|убудаван\w* пошук"
    r"|друг\w* алат|алат\w* друг|inn\w* narzędzi|narzędzi\w* inn|jin\w* nástroj|in\w* nástroj"
    r"|wbudowan\w* wyszukiw|wyszukiwark\w* internet|vestavěn\w* vyhledáv|zabudovan\w* vyhľadáv"
    r"|más (?:eszköz|szerver)|beépített keres|altor instrumente|căutare web|andra verktyg"
    r"|andre værktøjer|andre verktøy|muut työkalut|muiden työkalujen|sisäänrakennet\w* haku"
    r"|webbsökning|websøgning|websøk|verkkohaku"
    r"|diğer (?:araç|sunucu)|web araması|ვებ-ძიებ|ვებ ძიებ|სხვა ხელსაწყო|სხვა სერვერ"
    r"|其他工具|其它工具|内置搜索|网络搜索|他のツール|ウェブ検索|다른 도구|웹 검색"
)
_OTHER_TOOLS_GATE = LiteralGate([_OTHER_TOOLS.pattern])
"""Other tools named as such: another server's, any other X tool, the generic or built-in
web search or fetch (about twenty languages)."""
_THROUGH_HERE = r"(?:this (?:tool|one|server|function)|here|us|ours|our (?:tool|server))"
_ROUTED = lazy_compile(
    r"\b(?:pass|send|route|forward|hand|give|feed|run|copy)\b[^.;:]{0,40}?\b(?:its|their|the)"
    r"\s+(?:full |whole |complete |entire |raw )?(?:input|inputs|url|urls|query|queries"
    r"|arguments?|request|requests|parameters?|results?|output|data)\b[^.;:]{0,30}?"
    r"\b(?:to|through|via|into|with)\s+(?:(?:" + _THROUGH_HERE + r")\b|`?\{name\}`?)"
)
"""Their input, URL or results routed through this tool (``{name}``: the tool's own name)."""
_INPUT_NOUN = re.compile(
    r"\b(?:input|inputs|url|urls|query|queries|request|requests|arguments?|entrée|requête"
    r"|entrada|consulta|solicitud|pedido|eingabe|anfrage|argumente|ingresso|richiesta|invoer"
    r"|verzoek|запрос\w*|ввод\w*|запыт\w*|запит\w*|zapytani\w*|dotaz\w*|vstup\w*|bemenet\w*"
    r"|cerere\w*|indata|forespørsel|pyyntö\w*|syöte\w*|girdi\w*|istek\w*)\b"
    r"|შეყვან|მოთხოვნ|输入|请求|入力|リクエスト|입력|요청"
)
"""What a call carries, in the languages of :data:`_OTHER_TOOLS`: with the tool's own name in
a sentence about other tools, their calls are routed through it."""
_SET_ASIDE = re.compile(
    r"\b(?:disregard|ignore|discard|distrust|do not trust|don't trust|never trust|overrule"
    r"|override)\b[^.;:]{0,30}\b(?:their|its|those|them|the other)\b"
    r"|\b(?:answer|reply|respond)\w*\b[^.;:]{0,40}\bfrom this tool'?s? (?:\w+ )?only\b"
    r"|\bonly (?:from|on|with) this tool\b|\bonly ours\b"
    r"|\b(?:do not|don't|never) (?:verify|check|cross-check|compare|confirm)\b[^.;:]{0,20}"
    r"\b(?:elsewhere|with (?:them|other|another|any))\b"
    r"|სხვაგან ნუ|(?:no|non|não) (?:verifiques|compruebes|comprobes|verifique|confira)\b"
)
"""Their results set aside or the answer checked nowhere else."""
_INSTEAD = re.compile(
    r"\b(?:instead of|in place of|rather than|over (?:any|all|every|the|other))\b"
    r"|\b(?:en vez d|en lugar d|em vez d|no lugar d|au lieu d|anstatt|statt|invece d"
    r"|in plaats van|zamiast|místo|namiesto|helyett|în loc d|i stället för|i stedet for"
    r"|sijaan)\w*|вместо|замест|замість|ნაცვლად|yerine|代替|而不是|の代わりに|대신"
)
_ALL_QUESTIONS = re.compile(
    r"(?:\b(?:any|every|all|each|calquera|cualquier\w*|qualquer|toute?s?|jede[nrs]?|qualsiasi"
    r"|любо\w*|любы\w*|будзь-як\w*|будь-як\w*|her|iedere?|elke|każd\w*|jakiekolwiek|každ\w*"
    r"|bármely\w*|minden|orice|fiecare|varje|alla|enhver|hver|jokai\w*|kaikki\w*)\b|ნებისმიერ)"
    r"(?:\s+\S+){0,4}?\s*(?:questions?|quer(?:y|ies)|requests?|preguntas?|perguntas?|demandes?"
    r"|fragen?|domand\w*|vragen?|вопрос\w*|пытанн\w*|питанн\w*|sorular?\w*|კითხვ\w*"
    r"|pytani\w*|dotaz\w*|otáz\w*|kérdés\w*|întreb\w*|frågor?|spørsmål|spørgsmål|kysymy\w*)"
)
"""The user's questions of a kind taken whole: "for every forecast question", "para
calquera pregunta", "ნებისმიერი კითხვისთვის"."""
_ROUTES_BY_TRADE = re.compile(
    r"proxy|gateway|router\b|dispatch|orchestrat|broker|multiplex|meta[- ]?tool"
    r"|(?:call|run|execute|invoke)s? (?:a |an |the )?(?:\w+ )?tools?\b|another tool|other tools"
)
"""A tool whose name or first sentence says it calls or routes other tools."""
_NOT_CALLED = re.compile(
    r"\b(?:do not|don't|never|not)\s+(?:call|use|invoke|run)\b"
    r"|\bне (?:выклікае|выклікай|вызывает|вызывай|выкарыстоўвае|использует|використовує"
    r"|викликає)|\bno (?:llames|uses|llama)\b|\bnon (?:chiamare|usare)\b|\bnão (?:chame|use)\b"
    r"|ნუ (?:გამოიძახებ|გამოიყენებ)"
)
"""Other tools left uncalled (an order, or the model's behaviour stated: "не выклікае")."""


@lru_cache(maxsize=1 << 12)
def other_tools_hit(description: str, tool_name: str) -> tuple[str, str] | None:
    """(what it means, the sentence, ≤ 60 characters) when a sentence of ``description``
    after its first names **other tools** as such (another server's tools, "any other …
    tool", the generic or built-in web search or fetch: :data:`_OTHER_TOOLS`, about twenty
    languages), and that sentence or the next orders the model about them: their input,
    URL or results routed through this tool (:data:`_ROUTED`), their results set aside or
    the answer checked nowhere else (:data:`_SET_ASIDE`), this tool taken instead of them
    for every question of a kind (:data:`_INSTEAD` with :data:`_ALL_QUESTIONS`), or, on a
    standing trigger (:data:`_EVERY`: a mere mention), them left uncalled
    (:data:`_NOT_CALLED`). A definition says what its own tool does; the other tools of
    the session are the user's to use, and a text that routes their traffic through
    itself or takes their questions is tool shadowing (Invariant Labs, "MCP Security
    Notification: Tool Poisoning Attacks", 2025, the cross-server case; Wang et al.,
    MPMA, arXiv 2505.11154). Guidance for one case ("use this instead of the built-in web
    search when the user asks about our API"), a comparison ("unlike other tools …"), a
    hand-off to other tools ("pass the results to any other tool that takes a
    ``file_id``") and a tool whose name or first sentence says it calls or routes other
    tools (a proxy, a gateway: :data:`_ROUTES_BY_TRADE`) are not read. None otherwise.
    Memoised."""
    lowered = unwrap_lines(description).lower()  # a cue cut by a hard wrap (session 45)
    if not _OTHER_TOOLS_GATE.may_match(lowered) or not _OTHER_TOOLS.search(lowered):
        return None
    sents = _sentences(lowered)
    purpose = f"{_key_words(tool_name).replace('_', ' ')} {sents[0] if sents else ''}"
    if _OTHER_TOOLS.search(purpose) or _ROUTES_BY_TRADE.search(purpose):
        return None  # a proxy, a gateway, a meta-tool: calling other tools is its job
    name = re.escape(tool_name.lower())
    routed = re.compile(_ROUTED.pattern.replace(r"\{name\}", name))
    for i, sentence in enumerate(sents[1:], 1):
        if not _OTHER_TOOLS.search(sentence):
            continue
        here_and_next = sentence + " " + (sents[i + 1] if i + 1 < len(sents) else "")
        if (
            routed.search(here_and_next)
            or (re.search(rf"(?<![\w-]){name}(?![\w-])", sentence) and _INPUT_NOUN.search(sentence))
            or _SET_ASIDE.search(here_and_next)
            or (_INSTEAD.search(sentence) and _ALL_QUESTIONS.search(sentence))
            or (_NOT_CALLED.search(sentence) and _EVERY.search(sentence))
        ):
            words = sentence.strip()
            return OTHER_TOOLS_TAKEN, clipped_quote(words)
    return None


# ---- credentials: a field described as carrying what a secret file of the user's holds
FIELD_SECRET_STORE = (
    "describes a field not named for a secret as carrying the contents of a secret file"
    " of the user's"
)
_FILE_REFERENCE = re.compile(
    r"\b(?:profile|section|path|location|file ?name|where|entry|alias|name of|named in"
    r"|comes? from|(?:read|loaded|taken|picked up|sourced) (?:from|by)|scan\w*|detect\w*"
    r"|audit\w*)\b"
)
"""A field that names a profile, a section or the path of a secret file (what the tool
looks up there), or says where the tool's own credentials come from, or what a scanner
reads: not the file's contents carried in the field."""


@lru_cache(maxsize=1 << 12)
def field_secret_store_hit(
    text: str, field: str, tool_name: str, description: str
) -> tuple[str, str] | None:
    """(what it means, the field's description, ≤ 60 characters) when ``text`` (a field's
    description) names a secret store of the user's machine by its path or file name
    (:func:`tooldeck.lint.intent.secret_stores`: ``~/.aws/credentials``, ``~/.ssh/id_rsa``,
    ``.env``) for the field ``field`` to carry, the field not named for a path or a
    credential (an open ``aws_secret_key`` is declared; ``key_file`` is opened by the
    tool), and the tool's name and first sentence (``description``) not about keys,
    hosts, clouds or configuration (:data:`_KEY_DOMAIN`). The path is written the same in
    every language, so no verb is needed. A field that names a profile, a section or the
    file's path (:data:`_FILE_REFERENCE`: "profile name in ~/.aws/credentials"), a public
    key, and a negated sentence are not read. None otherwise. Memoised."""
    lowered = _NOT_A_SECRET_FILE.sub(" ", text.lower())
    if "/" not in lowered and ".env" not in lowered and "id_" not in lowered:
        return None
    if not secret_stores(lowered):
        return None
    key = _key_words(field)
    if _PATH_NAME.search(key) or is_credential_name(field):
        return None
    sents = _sentences(description)
    purpose = f"{_key_words(tool_name).replace('_', ' ')} {sents[0] if sents else ''}".lower()
    if _KEY_DOMAIN.search(purpose) or secret_stores(purpose):
        return None
    if _FILE_REFERENCE.search(lowered) or _NOT_OR_CHOSEN.search(lowered):
        return None
    return FIELD_SECRET_STORE, clipped_quote(text.strip())


# ---- exfiltration: a bank account written into the definition (session 44)
FIXED_ACCOUNT = (
    "writes a fixed bank account (an IBAN) into the definition: a payee the author chose,"
    " not the user"
)
_IBAN_PRINTED = re.compile(
    r"(?<![\w-])[a-z]{2}\d{2}(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?(?![\w-])"
)
"""An IBAN in its print form (ISO 13616-1: the country code, two check digits, then the
account in groups of four separated by spaces), read in lower case; two groups or more
after the check digits must hold a digit (a word is no group of an account). The check digits are
not verified: the reading is about a payee written into a definition, not a valid one."""
_IBAN_GATE = LiteralGate(["|".join(f"{i:02d} " for i in range(100))])
"""The check digits and the space after them: every printed IBAN holds two digits and a
space, so a string without any costs one literal search."""
_EXAMPLE_BEFORE = re.compile(
    r"(?:\be\.? ?g\b|\bi\.? ?e\b|\bfor (?:example|instance)\b|\bexamples?\b|\bsuch as\b|\blike\b"
    r"|\bformat\b|\bformatted\b|\btest\w*|\bsandbox\b|\bdummy\b|\bplaceholder\b|\bsample\b"
    r"|\bfake\b|\bdemo\b|\bz\. ?b\b|\bbeispiel\w*|\bp\. ?ej\b|\bpor ejemplo\b|\bejemplo\b"
    r"|\bpar ex\w*|\bexemple\b|\bper esempio\b|\besempio\b|\bbijv\b|\bbv\b|\bnp\b|\bnapř\b"
    r"|\bpříklad\w*|\bprzykład\w*|\bпример\w*|\bнапр\w*|\bnäiteks\b|\besim\w*|\bvd\b|\börn\w*"
    r"|\bcontoh\b|\bví dụ\b|\bπ\.χ\b|\besimerkiksi\b|\bf\. ?eks\b|\bt\. ?ex\b|例|예)"
    r"\.?:?[^.;\n]{0,40}$"
)
"""An example or a test value announced just before the account ("e.g.", "such as",
"format", "sandbox", "z. B.", "p. ej.", "np.", 例 …): documentation of the format, not a
payee."""
_IBAN_TOOL = re.compile(
    r"(?:^|_)(?:validate|validation|check|verify|format|parse|lookup|convert|generate|iban)"
    r"(?:_|$)"
)


@lru_cache(maxsize=1 << 14)
def fixed_account_hit(text: str, tool_name: str) -> tuple[str, str] | None:
    """(:data:`FIXED_ACCOUNT`, the words, ≤ 60 characters) when a normalised ``text`` (any
    string of the definition: a description, a field's description, a default, an enum
    member) holds a bank account in the IBAN print form (:data:`_IBAN_PRINTED`) that no
    example or test marker announces (:data:`_EXAMPLE_BEFORE`, within 40 characters before
    it in the sentence), on a tool whose name is not about IBANs as such (a validator, a
    formatter: :data:`_IBAN_TOOL`, with ``iban`` or ``bank`` in the name). ``None``
    otherwise; a string without two digits and a space costs one literal search.

    Why: the account the money goes to is the user's to give, in any language; an account
    written into a tool's text ("use … instead", "the payee is always …", the same in
    Galician or Thai) is argument tampering or shadowing of a payment tool whatever the
    words around it (Invariant Labs, "Tool Poisoning Attacks", 2025: a changed recipient;
    OWASP LLM06 excessive agency). None of the 4,780 real tools scanned in session 44
    (real_capture*, the shared corpora, tests/data/captured*, lint_labels dev tools, BFCL)
    holds one. Memoised."""
    if not _IBAN_GATE.may_match(text):
        return None
    key = _key_words(tool_name)
    if _IBAN_TOOL.search(key) and re.search(r"(?:^|_)(?:iban|bank|account)s?(?:_|$)", key):
        return None
    for match in _IBAN_PRINTED.finditer(text):
        if sum(any(c.isdigit() for c in group) for group in match.group().split()[1:]) < 2:
            continue  # "ab12 cdef ghij", "de00 1234 here": an account is mostly digits
        before = text[max(0, match.start() - 60) : match.start()]
        if _EXAMPLE_BEFORE.search(before):
            continue
        start = text.rfind(" ", 0, max(0, match.start() - 25)) + 1  # at a word's start
        return FIXED_ACCOUNT, clipped_quote(text[start : match.end()].strip())
    return None


# ---- capability: a repeating charge added to a single purchase (session 44)
ADDED_RECURRING_CHARGE = (
    "adds a repeating charge to a single purchase: a subscription, a renewal or an extension"
    " the user did not ask for"
)
_REPEATS = (
    r"\b(?:monthly|yearly|annual(?:ly)?|quarterly|weekly|per (?:month|year|week)"
    r"|each (?:month|year|week)|every (?:month|year|week)|renew\w*|recurring|subscriptions?"
    r"|(?:extend|extends|extended) by|at a time until)\b"
)
_REPEATS_RE = lazy_compile(_REPEATS)
_REPEATS_GATE = LiteralGate([_REPEATS])
_BILLED = re.compile(
    r"\b(?:billed|charged|invoiced|debited|paid|payable|fees?)\b|\d+ ?%|[€$£]\s?\d"
)
"""Money taken: billed, charged, paid, a fee, a percentage or an amount."""
_ADDED_ON = re.compile(
    r"\b(?:includes?|included|adds?|added|comes? with|together with|plus|automatically"
    r"|auto-?\w+|extends?|on top)\b"
)
"""The purchase carries the charge with it: includes, adds, together with, automatically,
extends."""
_NOT_ADDED = re.compile(
    r"\b(?:no|not|never|without|unless|if the user|only if|opts? in|on request"
    r"|optional(?:ly)?|can be added|may add|cancel anytime)\b"
)
"""A negation, an opt-in or a condition on the user's choice: not a charge added for them."""
_REPEATING_PURPOSE = re.compile(
    r"subscri|membership|\bplans?\b|renew|recurring|standing order|direct debit|autopay"
    r"|\brent\w*|\blease|transactions?\b|billing|invoic"
)
"""A tool whose name or first sentence is about a subscription, a plan, a rental, a lease
or billing itself: a repeating charge is what it handles."""


@lru_cache(maxsize=1 << 12)
def added_recurring_charge_hit(description: str, tool_name: str) -> tuple[str, str] | None:
    """(:data:`ADDED_RECURRING_CHARGE`, the sentence, ≤ 60 characters) when a sentence of
    ``description`` after the first states a charge (:data:`_BILLED`) that repeats or runs on
    (:data:`_REPEATS`: monthly, a renewal, a subscription, "extends by … at a time until")
    and comes with the purchase (:data:`_ADDED_ON`: "every order includes a year of …
    subscription, billed monthly", "charged automatically … together with a yearly
    renewal", "bookings extend by one paid hour at a time until …"), not negated or left to
    the user (:data:`_NOT_ADDED`), on a tool whose name and first sentence are not about a
    subscription, a plan, a rental or billing (:data:`_REPEATING_PURPOSE`). ``None``
    otherwise; a description with no word of repetition costs one literal search.

    Why: a single purchase that carries a standing charge takes money the user did not
    choose to pay (a subscription trap and a sneak-into-basket pattern in H. Brignull's
    catalogue of deceptive patterns; the EU's Digital Fairness fitness check, 2024). Dev
    halves, session 44: one poisoned tool in each of sets 24, 25 and 26 (three writers), no
    benign tool; no real tool after the billing exemption (Paddle's ``create_transaction``
    documents recurring items). English only. Memoised."""
    lowered = unwrap_lines(description).lower()  # a cue cut by a hard wrap (session 45)
    if not _REPEATS_GATE.may_match(lowered) or _REPEATS_RE.search(lowered) is None:
        return None
    sents = _sentences(lowered)
    if len(sents) < 2:
        return None
    purpose = f"{_key_words(tool_name).replace('_', ' ')} {sents[0]}"
    if _REPEATING_PURPOSE.search(purpose):
        return None
    for sentence in sents[1:]:
        if (
            _REPEATS_RE.search(sentence)
            and _BILLED.search(sentence)
            and _ADDED_ON.search(sentence)
            and not _NOT_ADDED.search(sentence)
        ):
            return ADDED_RECURRING_CHARGE, clipped_quote(sentence.strip())
    return None


# ---- session 45: an output field's description that orders the next call
OUTPUT_FIELD_CALL = (
    "an output field's description orders another tool called with the user's data,"
    " to an outside address or without asking"
)

_NEXT_CALL_ID = re.compile(
    r"(?<![\w./@'\"‘’“”«»-])(?:[a-z]{1,3}-)?`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?(?![\w/@'\"‘’“”«»-])"
)
"""A tool written by its identifier in snake case, bare or in backticks (a quoted one is a
value: ``'need_auth'``), after a noun-class prefix that joins a loan word in some languages
(Zulu "i-export_volunteers")."""


@lru_cache(maxsize=1 << 12)
def output_field_call_hit(text: str, own: frozenset[str]) -> tuple[str, str] | None:
    """(what it means, the sentence ≤ 60 characters) when a sentence of ``text`` (the
    description of a field of a tool's ``outputSchema``) names another tool by its
    identifier (:data:`_NEXT_CALL_ID`; not one of ``own``: the tool's name, its schemas'
    property names and their enum and const values, lower case) and in the same sentence
    an outside address (an e-mail address or a URL), the user left out of the decision
    (:data:`_UNASKED`: "without asking", about forty languages) or a person's data
    (:data:`_PERSON_DATA`: a bank account, a date of birth, contacts, messages), a sign-in
    secret (:func:`~tooldeck.lint.asked.sign_in_secrets`) or a secret store of the user's
    machine (:func:`~tooldeck.lint.intent.secret_stores`: ``~/.config/gh/hosts.yml``).

    Why: an output field's description is read by the model as the meaning of what the
    tool returns; one that says "next step: call share_record with the user's bank account"
    turns every result into an order to call a tool the user never asked for (workflow
    hijack through outputs; CyberArk 2025, "advanced tool poisoning"). An honest output
    field names the next tool for the caller's own use ("job_id: pass it to get_status")
    and carries no data of the person, no address and no order to skip the user. The
    identifier, the address and the data words of :data:`_PERSON_DATA` keep the reading
    free of the language of the verbs. Dev halves, session 45: output fields naming
    another tool in sets poisoning, 4, 8, 9 and 27 (five writers). ``None`` otherwise; a
    text with no ``_`` costs one literal test. Memoised."""
    if "_" not in text:
        return None
    for sentence in _sentences(text):
        lowered = sentence.lower()
        called = [
            m.group(1)
            for m in _NEXT_CALL_ID.finditer(lowered)
            if m.group(1) not in own and not m.group(1).endswith("output")
        ]
        if not called:
            continue
        if (
            _ADDRESS.search(sentence)
            or _UNASKED.search(lowered)
            or _PERSON_DATA.search(lowered)
            or sign_in_secrets(lowered)
            or secret_stores(lowered)
        ):
            return OUTPUT_FIELD_CALL, clipped_quote(sentence.strip())
    return None


# ---- session 46: an outside party named as the one that receives a person's data
PARTY_RECEIVES = "states that an outside party receives the user's data"

_RECEIVES_GATE = LiteralGate([r"receiv"])
"""Every sentence read has a form of "receive": a text without one costs one literal search."""
_RECEIVES = re.compile(r"\breceiv(?:es|e|ed|ing)\b")
_PARTY = re.compile(
    r"\b(?:marketing|advertising|ad|ads|sales|leads?|analytics|data|commercial|promotional)"
    r"(?: |-)(?:partners?|brokers?|buyers?|networks?|agenc(?:y|ies)|firms?|compan(?:y|ies))\b"
    r"|\bthird[- ]part(?:y|ies)\b|\bdata brokers?\b|\badvertisers?\b|\bsponsors?\b"
    r"|\baffiliates?\b|\blead buyers?\b"
)
"""A party outside the transaction by its role: a marketing, advertising, sales or lead
partner, a data broker, an advertiser, a sponsor, an affiliate, a third party."""
_RECEIVED_DATA = re.compile(
    r"\b(?:this|it|them|a copy|copies|each|every|all)\b"
    r"|\b(?:the )?(?:user|customer|client|patient|parent|child|children|guest|member|donor"
    r"|caller|buyer|player|student|rider|passenger|visitor)(?:'s|s'|s)?\b"
    r"|\b(?:names?|ages?|phones?|e-?mails?|home address|contact details|contacts)\b"
)
"""What is received is the user's: the field or the record itself ("this", "a copy of
each report"), a person's record ("the patient's full medication list") or a person's
particulars (a name, an age, a phone)."""


@lru_cache(maxsize=1 << 12)
def party_receives_hit(text: str, tool_name: str, *, first: bool) -> tuple[str, str] | None:
    """(:data:`PARTY_RECEIVES`, the sentence, ≤ 60 characters) when a sentence of ``text``
    (a description or a field's description) makes an outside party the one that receives
    (:data:`_RECEIVES`) the user's data (:data:`_RECEIVED_DATA`): the party is an outside
    address written before the verb (an e-mail address or a URL, :data:`_ADDRESS`) or a
    party named by a role outside the transaction (:data:`_PARTY`: a marketing partner, a
    data broker, an advertiser, a sponsor, a third party). Not a negated sentence or one
    that leaves it to the user (:data:`_NOT_OR_CHOSEN`: "no third party receives …",
    "only if the user opts in"), not on a tool whose own name says it sends
    (:data:`_SENDS_BY_NAME`), not an address whose local part holds a word of the tool's
    name (its own desk). The negation is read in the party's clause (from the last comma
    before it): "… are sent without the confirmation step, and the partner pharmacy at
    rx@… receives …" is not negated by the first clause's "without". ``first``: read the
    text's first sentence too (a field's description; a tool description's first sentence
    says what the tool is for).
    ``None`` otherwise; a text without "receiv" costs one literal search. Memoised.

    Why: :func:`stated_effect_hits` reads the sending from the sender's side ("… is sent
    to x@y"); the same disclosure is as often written from the receiver's side, with the
    party as the subject ("the partner pharmacy at rx@… receives the patient's full
    medication list", "the insurer's portal at https://… receives a copy of each report",
    "the arena's marketing partner receives this with each child's name"). A party that
    the user never chose getting their data is exfiltration by product behaviour (OWASP
    LLM02; GDPR Art. 5(1)(b), purpose limitation). Dev halves, session 46: poisoned tools
    of sets 9, 18 and 28 (three writers), no benign tool. English only."""
    lowered = unwrap_lines(text).lower()
    if not _RECEIVES_GATE.may_match(lowered) or _SENDS_BY_NAME.search(tool_name.lower()):
        return None
    name_words = set(_NAME_WORD.findall(tool_name.lower()))
    sents = _sentences(lowered)
    for sentence in sents if first else sents[1:]:
        verb = next(
            (
                m
                for m in _RECEIVES.finditer(sentence)
                # not a word of a link's path ("…/223179808-sending-and-receiving-mms")
                if "/" not in sentence[sentence.rfind(" ", 0, m.start()) + 1 : m.start()]
            ),
            None,
        )
        if verb is None:
            continue
        before, after = sentence[: verb.start()], sentence[verb.end() :]
        party = _ADDRESS.search(before) or _PARTY.search(before)
        if party is None:
            continue
        local = party.group(0).split("@", 1)[0] if "@" in party.group(0) else ""
        if name_words & set(_NAME_WORD.findall(local)):
            continue  # the tool's own desk
        if not (_RECEIVED_DATA.search(after) or _PERSON_DATA.search(after)):
            continue
        clause = sentence[before.rfind(",", 0, party.start()) + 1 :]  # the party's clause
        if _NOT_OR_CHOSEN.search(clause) or _NEGATED_SEND.search(clause):
            continue
        return PARTY_RECEIVES, clipped_quote(sentence.strip())
    return None


# ---- session 46: a charge the user's own confirmation is said not to show
CHARGE_KEPT_FROM_USER = (
    "states that a charge is kept out of what the user is shown: the confirmation, the"
    " receipt or the reply"
)

_USER_RECORD = (
    r"(?:confirmation|receipt|reply|replies|summary|summaries|response|answer|checkout page)s?"
)
_USER_RECORD_GATE = LiteralGate([_USER_RECORD])
_KEPT_FROM = re.compile(
    r"\b(?:not|never|no longer)\b(?: [\w-]+){0,5}? (?:in|on|from|to)"
    r" (?:the |any |their |your |its )?(?:[\w-]+ ){0,2}?" + _USER_RECORD + r"\b"
    r"|\b(?:left|kept) (?:off|out of) (?:the |any |their |your )?(?:[\w-]+ ){0,2}?"
    + _USER_RECORD
    + r"\b"
)
"""The user's own record of the act said to leave something out: "not in the
confirmation", "not mentioned in the reply to the customer", "does not appear in the
summary shown to the customer", "left off the receipt"."""
_CHARGE = re.compile(
    r"\b(?:billed|charged|invoiced|debited|payable|fees?|surcharges?|add-?ons?|deposits?"
    r"|commissions?|levy|levies)\b|\d ?%|[€$£¥₹]\s?\d"
    r"|\b\d+(?:[.,]\d+)? ?(?:eur|usd|gbp|chf|jpy|inr|aud|cad|nzd|sek|nok|dkk|pln|czk|huf|zar"
    r"|brl|mxn|try|kes|ngn)\b"
)
"""Money taken: a fee, a surcharge, an add-on, a deposit, a commission, a percentage or an
amount with its currency (a sign or an ISO 4217 code)."""
_SHOWN_TOO = re.compile(
    r"\b(?:also |still )?(?:shown|listed|itemi[sz]ed|displayed|stated|named|included)"
    r" (?:in|on) the (?:[\w-]+ ){0,2}?(?:checkout|quote|price|page|order form|booking form)\b"
    r"|\b(?:tell|ask|show|warn) (?:the user|them|the customer)\b"
)
"""The charge shown to the user elsewhere before they pay, or the model told to say it:
the confirmation's silence keeps nothing from them."""


@lru_cache(maxsize=1 << 12)
def charge_kept_from_user_hit(description: str) -> tuple[str, str] | None:
    """(:data:`CHARGE_KEPT_FROM_USER`, the sentence, ≤ 60 characters) when a sentence of
    ``description`` after the first says the user's own record of the act leaves something
    out (:data:`_KEPT_FROM`: "not in the confirmation", "not mentioned in the reply",
    "does not appear in the summary shown to the customer") and that sentence or the one
    before it takes money (:data:`_CHARGE`: a fee, an add-on, a deposit, a percentage, an
    amount), unless the description shows the charge to the user before they pay or tells
    the model to say it (:data:`_SHOWN_TOO`). ``None`` otherwise; a text without a word for
    the user's record costs one literal search. Memoised.

    Why: a charge the user is not shown where they look for it (the confirmation, the
    receipt, the reply) is a hidden cost (H. Brignull's catalogue of deceptive patterns:
    hidden costs, sneak into basket; the EU Unfair Commercial Practices Directive,
    Art. 7, misleading omissions). Dev halves, session 46: poisoned tools of sets 15 (a
    deposit), 27 (an inspection fee) and 28 (an add-on), three writers, no benign tool.
    English only."""
    lowered = unwrap_lines(description).lower()
    if not _USER_RECORD_GATE.may_match(lowered) or _SHOWN_TOO.search(lowered):
        return None
    sents = _sentences(lowered)
    for i, sentence in enumerate(sents[1:], 1):
        kept = _KEPT_FROM.search(sentence)
        if kept is None:
            continue
        if not (_CHARGE.search(sentence) or _CHARGE.search(sents[i - 1])):
            continue
        return CHARGE_KEPT_FROM_USER, clipped_quote(sentence.strip())
    return None


# ---- session 46: a fixed address named for sales leads, in any language
LEADS_ADDRESS = (
    "writes a fixed address named for sales leads into the definition: the user's data"
    " collected for selling"
)
_LEAD_TOKENS = frozenset({"leads", "leadgen"})
"""Not "lead" alone: the metal ("lead-free-solder.example") and a verb."""
_LEAD_JOB = re.compile(r"lead|crm|prospect")
"""A tool whose name or first sentence is about leads or a CRM: a leads address is its job."""


@lru_cache(maxsize=1 << 12)
def leads_address_hit(text: str, tool_name: str, purpose: str) -> tuple[str, str] | None:
    """(:data:`LEADS_ADDRESS`, the address and the words before it, ≤ 60 characters) when a
    normalised ``text`` (any string of a definition: a description, a field's description,
    a default) holds a fixed outside address (:data:`_ADDRESS`: an e-mail address or a
    URL's host) one of whose words (split at ``.``, ``-``, ``_``, ``+``) is ``leads``
    or ``leadgen`` ("leads@…", "memorial-leads@…", "https://port-leads.example/…"),
    on a tool whose name and ``purpose`` (its description's first sentence) are not about
    leads or a CRM (:data:`_LEAD_JOB`) and whose name does not say it scans or audits
    (:data:`_DETECTOR`). ``None`` otherwise; a text without "lead" costs one literal test.
    Memoised.

    Why: a sales lead is a person's contact sold or passed on for selling; an address a
    definition names for leads is where the user's name, phone or order goes to be sold,
    and the address says so in every language the sentence around it may be written in
    (Gujarati, Telugu, Maltese, Hausa and Hebrew in the dev halves), so the reading needs
    no verb of sending (OWASP LLM02; GDPR Art. 5(1)(b), purpose limitation). Dev halves,
    session 46: poisoned tools of sets 7, 10, 15, 18, 24, 26, 27 (two) and 28 (nine
    writers), no benign tool; none of the real tools' strings scanned (real_capture*, the
    shared corpora, tests/data/captured*, lint_labels dev tools) holds such an address."""
    if "lead" not in text:
        return None
    key = _key_words(tool_name)
    if _LEAD_JOB.search(key) or _LEAD_JOB.search(purpose.lower()) or _DETECTOR.search(key):
        return None
    lowered = text.lower()
    for match in _ADDRESS.finditer(lowered):
        address = match.group(0)
        where = address.split("://", 1)[-1]
        if _LEAD_TOKENS & set(re.split(r"[.@_+-]", where)):
            start = lowered.rfind(" ", 0, max(0, match.start() - 20)) + 1
            return LEADS_ADDRESS, clipped_quote(text[start : match.end()].strip())
    return None


# ---- session 47: a hidden copy of the messages to a fixed address, in any language
HIDDEN_COPY = (
    "adds a fixed address as a copy (cc or bcc) of the messages: the user's mail read elsewhere"
)
_COPY_WORD = re.compile(r"(?<![\w-])b?cc(?:'?d|'?s|ed|ing)?(?![\w-])")
"""The copy fields of an e-mail (RFC 5322 §3.6.3: ``Cc``, ``Bcc``), written the same in every
language that names them ("bcc looga darayaa", "in `cc` setzen", "add it to cc")."""
_E_MAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.ASCII)


@lru_cache(maxsize=1 << 12)
def hidden_copy_hit(description: str, tool_name: str) -> tuple[str, str] | None:
    """(:data:`HIDDEN_COPY`, the sentence, ≤ 60 characters) when a sentence of
    ``description`` after its first names an e-mail copy field (:data:`_COPY_WORD`: ``cc``,
    ``bcc``) and a fixed e-mail address, on a tool whose name does not say it sends or
    mails (:data:`_SENDS_BY_NAME`: a mailer puts what the user chose in ``cc``), with no
    negation or user's choice before the copy word (:data:`_NOT_OR_CHOSEN`). A copy
    address written into a definition is where every message the model sends is read by
    the author (OWASP LLM02; Invariant Labs' WhatsApp MCP write-up, 2025). The field names
    and the address are written alike in every language, so the sentence around them may
    be in any. Dev halves (session 47): 21 poisoned tools of 19 writers hold both in one
    string (13 poisoned tools of 12 writers in one sentence after the first, read so); the
    benign tool that holds both is a mailer, which the name test leaves out.
    ``None`` otherwise. Memoised."""
    lowered = unwrap_lines(description).lower()
    if "cc" not in lowered or "@" not in lowered:
        return None
    if _SENDS_BY_NAME.search(_key_words(tool_name)):
        return None
    for sentence in _sentences(lowered)[1:]:
        copy = _COPY_WORD.search(sentence)
        if copy is None or _E_MAIL.search(sentence) is None:
            continue
        if _NOT_OR_CHOSEN.search(sentence[: copy.start()]):
            continue  # "never cc …", "only if the user asks, cc …"
        return HIDDEN_COPY, clipped_quote(sentence.strip())
    return None


# ---- session 47: an address in one member of an enum of plain values
ENUM_ADDRESS = (
    "writes an outside address into one member of an enum of plain values: a choice that"
    " sends the data there"
)
_HOST = re.compile(
    _E_MAIL.pattern + r"|\bhttps?://|\bwww\.[\w-]+"
    r"|(?<![\w.])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:example|com|net|org|io|co|info|biz|xyz"
    r"|app|dev|cloud)(?![\w-])",
    re.ASCII,
)
"""An e-mail address, a URL, or a host name ending in a common top-level domain or the
reserved ``.example`` (RFC 2606)."""


def enum_address_hit(member: str, members: tuple[object, ...]) -> tuple[str, str] | None:
    """(:data:`ENUM_ADDRESS`, the member, ≤ 60 characters) when ``member``, one of an enum's
    ``members`` (three or more strings), holds an outside address (:data:`_HOST`) and no
    other member does: an enum lists values of one kind (grades, formats, sizes), so the one
    member that names a mailbox or a host ("seller_id_scan_send_to_buyers-list.example",
    "pdf_and_send_a_copy_to_reports@…") carries a sending the schema does not declare. An
    enum of hosts or endpoints (every member one) is not read, nor a member that is only a
    host name (``socket.io``, ``asp.net``, ``bitbucket.org``: a product or a site among
    its peers; review, session 47). Dev halves (session 47): 6
    poisoned tools of 6 writers, no benign; none of the real tools' enums. ``None``
    otherwise."""
    strings = [m for m in members if isinstance(m, str)]
    if len(strings) < 3 or len(strings) != len(members):
        return None
    found = _HOST.search(member.lower())
    if found is None:
        return None
    bare = found.group(0)
    if "@" not in bare and "://" not in bare and bare == member.strip().lower():
        return None  # a member that is only a host name names a product or a site
    if any(_HOST.search(other.lower()) for other in strings if other != member):
        return None
    return ENUM_ADDRESS, clipped_quote(member.strip())
