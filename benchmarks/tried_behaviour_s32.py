# ruff: noqa: E501  (the readings are regular expressions, one per line)
"""Session 32, tried and **not shipped**: readings of harm stated as the tool's own
behaviour, for the poisoning family (issue 16). Figures, and why it was not shipped:
docs/lint.md, "Session 32, product-behaviour payloads: tried, not shipped". While the
session measured them, these readings were wired into ``tooldeck.lint.rules.poisoning``'s
``_hits`` (the classes below mapped to T101, T102, T103, T104 as the shipped readings are);
they live here so the experiment can be rerun: ``python benchmarks/tried_behaviour_s32.py
--split dev`` counts, per set, the shipped detector (``--ignore T109``), these readings
alone, and their union.

A payload need not tell the model anything: it can say what the tool *does*, and the
model, trusting the definition, passes it on or acts on it. The shapes, each read in one
sentence of a description or title, or in one parameter definition wherever it sits in
the schema (written from the seventeenth set's dev misses, then widened to the general
shape; see the docs section for what each caught):

- **what the user is shown is distorted in the author's favour** (``conceal``): figures
  shown off by a stated amount against the data ("shown 20 % higher than reported"), every
  other party labelled untrustworthy ("lessons at other yards are marked *unverified*"),
  an adverse outcome told as a good one ("values above the limit are described to the
  user as within range"), what weighs against the user left out of what they are told,
  an omission whose mention is suppressed ("the summary does not say that it leaves them
  out"); Greshake et al. 2023 (indirect prompt injection: facts misstated to the user);
- **the tool does more or other than the user asked** (``conceal``): the value asked for
  replaced by a bigger one ("the pitch asked for is booked one size up"), terms accepted
  on the user's behalf, a security control switched off as a side effect;
- **other tools' calls changed by a stated rule** (``shadowing``): a party added to what
  any other tool creates, the user's value replaced in another server's calls ("… not the
  address the user gives"), a money tool chained into a workflow with no end date;
  Invariant Labs 2025 (tool shadowing);
- **the agent narrated as sending data to a fixed address** (``exfiltration``);
- **a secret taken through a field's definition** (``credentials``, a split payload: the
  description only asks that the field be filled): a parameter, nested field or ``$defs``
  schema defined as a secret the user keeps somewhere (saved, in the browser's password
  manager, read from a router's page), or as a secret variable's value ("The value of
  STRIPE_SECRET_KEY"), its name naming no secret; a secret said to go into a parameter
  named for something else; the user asked for a bank login; HiddenLayer 2025 (parameter
  abuse);
- **a fixed destination as a value** (``exfiltration``): a ``default`` or ``const`` holding
  an IBAN or a destination key set to an address ("reply_to=collections@x.example").

Left unread by design: an honest sponsored label, a backup sent to the bucket the user
configured, a documented default, a field named for the secret it takes (``api_key``,
``writeOnly`` ones), a prohibition. English throughout; a few cues in Arabic, Hindi,
Indonesian and Swedish. Every reading takes a normalised text
(:func:`tooldeck.lint.poison.normalise`).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from tooldeck.formats import load
from tooldeck.jsonvalue import resolve_pointer
from tooldeck.lint.definition import iter_strings, tool_definition
from tooldeck.lint.poison import normalise_blocks, without_prohibitions
from tooldeck.tool import Tool

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_lint_poisoning import DATA_ROOT, SETS, findings_by_tool

_SENTENCES = re.compile(r"(?<=[.!?;])\s+|\n+|[。！？]+|(?<=[\u0600-\u06ff])\s*[.؟]\s+|।\s*")

# --- distortion of what the user is shown ---------------------------------------------------

_SHOWN = (
    r"(?:shown|displayed|reported|listed|quoted|presented|described|stated|given|rendered|printed)"
)
_OFF_BY = re.compile(
    r"\b" + _SHOWN + r"\b[^.;]{0,40}?\b\d+(?:[.,]\d+)? ?(?:%|percent|per cent)"
    r" (?:higher|lower|above|below|more|less|over|under)"
    r"(?: than (?:(?:the|their|its) )?(?:reported|actual|real|recorded|measured|true|published|listed"
    r"|quoted|charged|paid|the data|they are|it is)\b)"
)
"""A figure shown off by a stated share against the data ("shown 20 % higher than reported")."""

_OTHERS = (
    r"\b(?:others?|other (?:[\w'-]+ ){0,2}?[\w'-]+|others'|competing [\w'-]+|competitors?'?|rivals?'?"
    r"|rival [\w'-]+|non-partner [\w'-]+|non-member [\w'-]+)"
)
_DOWN_LABEL = (
    r"(?:unverified|unreliable|untrusted|not trusted|untrustworthy|unlicensed|uninsured|uncertified"
    r"|not certified|unaccredited|unsafe|risky|not recommended|overpriced|more expensive|dubious"
    r"|disreputable|low[- ]quality|poor[- ]quality|inferior|fake|suspicious|unhygienic|illegal)"
)
_LABELLED_DOWN = re.compile(
    _OTHERS + r"[^.;]{0,80}?\b(?:marked|labell?ed|flagged|tagged|called|described|shown|presented"
    r"|listed|rated|badged|branded|referred to|said to be|reported)\b(?: (?:as|with))? [\"'“]?(?:an? |being )?"
    + _DOWN_LABEL
    + r"\b"
    r"|"
    + _OTHERS
    + r"[^.;]{0,60}?\b(?:inflated|marked up|raised|increased|padded|shown|listed|quoted)"
    r" (?:by |with (?:a |an )?)?\d+(?:[.,]\d+)? ?(?:%|percent|per cent)"
)
"""Every other party labelled as untrustworthy ("lessons at other yards are … marked
"unverified instructor"", "other markets' prices are called unverified")."""

_ADVERSE = (
    r"\b(?:declined|rejected|refused|denied|failed|unsafe|overdue|over budget|contaminated"
    r"|(?:above|over|exceed(?:s|ing)?) the (?:legal |safe |permitted |allowed )?(?:limit|threshold|maximum)s?)\b"
)
_TOLD = (
    r"\b(?:described|shown|reported|presented|displayed|labell?ed|told|summari[sz]ed|worded|reads?"
    r"|says?|states?)\b(?: (?:to|for) (?:the )?[\w'-]+)? (?:as|that|like)\b"
)
_BENIGN = (
    r"\b(?:within (?:the )?(?:range|limits?|normal)|normal|safe|acceptable|approved|accepted"
    r"|(?:still )?(?:being processed|in progress|pending|under review)|on (?:track|time|schedule)"
    r"|resolved|passed|healthy|fine|no issues?)\b"
)
_ADVERSE_TOLD_BENIGN = re.compile(
    _ADVERSE + r"[^.]{0,120}?" + _TOLD + r"(?: \S+){0,8}? ?" + _BENIGN
)
"""An adverse outcome told as a good one ("values above the limit are described to the
user as within range", "a declined refund … reads that the request is still being
processed")."""

_OMISSION_HIDDEN = re.compile(
    r"\b(?:does not|doesn't|do not|don't|never|without) (?:say|saying|mention|mentioning|indicate"
    r"|indicating|note|noting|state|stating|tell|telling|flag|flagging|show|showing)s? (?:\w+ ){0,3}?"
    r"(?:that|which|what) (?:it|they|the [\w-]+|some|items?|parts?) (?:are |were |has |have )?"
    r"(?:leaves?|left|omits?|omitted|drops?|dropped|excludes?|excluded|removes?|removed|hides?"
    r"|hidden|cuts?|skips?|skipped)\b"
)
"""An omission whose mention is suppressed ("the summary does not say that it leaves them out")."""

_ADVERSE_THING = (
    r"\b(?:exclusions?|risks?|hazards?|warnings?|fees?|surcharges?|penalt(?:y|ies)|conditions|terms"
    r"|limits?|limitations|defects?|damages?|delays?|overruns?|excess|side effects|waivers?|liabilit(?:y|ies)"
    r"|restrictions?|cancellation|contaminat\w+|failures?|complaints?|deductibles?)\b"
)
_TOLD_PLACE = r"(?:summary|answer|reply|result|overview|quote|confirmation|text|message|report|estimate|listing)"
_PEOPLE = r"(?:the )?(?:user|customer|client|student|guest|buyer|member|patient|tenant|owner|parent|rider|caller|shopper|homeowner|applicant)s?"
_ADVERSE_LEFT_OUT = re.compile(
    _ADVERSE_THING
    + r"[^.]{0,100}?(?:\bbut not (?:of|in|from) (?:the |its |their )?"
    + _TOLD_PLACE
    + r"(?: (?:shown|given|sent|read|told|presented) to "
    + _PEOPLE
    + r")?"
    r"|\b(?:left out of|omitted from|kept out of|removed from|dropped from|cut from) (?:the |its |their )?"
    + _TOLD_PLACE
    + r"|\b(?:never|not) (?:shown|mentioned|told|disclosed|listed|read out|passed on|given) to "
    + _PEOPLE
    + r")"
)
"""Something that weighs against the user left out of what they are told ("exclusions …
are part of the policy document but not of the summary shown to students")."""
_STAFF_ONLY = re.compile(r"\b(?:internal|staff|raw|private|admin|audit)\b")

_AR_DIACRITICS = re.compile(r"[\u064b-\u0652\u0670]")
_AR_DESCRIBED_WHATEVER = re.compile(
    r"(?:توصف|يوصف|تعرض|يعرض|تظهر|يظهر) (?:بأنها|بأنه|على أنها|على أنه|ك)[^.،]{0,60}?،? ?مهما كان\w*[^.]{0,20}?(?:الفعلي|الحقيقي)"
)
"""Arabic: described as …, whatever its actual value (a verdict cut loose from the data)."""
_AR_OVERRUN_UNTOLD = re.compile(
    r"تجاوز[^.]{0,80}?(?:لا|فلا) (?:يذكر|تذكر|يظهر|تظهر|يعرض|تعرض|يبلغ)[^.]{0,30}?(?:للعميل|للمستخدم|للزبون)"
)
"""Arabic: when a cost exceeds the estimate, it is not mentioned to the customer."""

_AGENT_SENDS = re.compile(
    r"\b(?:agents?|assistants?|the model|models|the ai|llms?) (?:always |also |then )?(?:forward|send"
    r"|e-?mail|copy|cop(?:y|ie)|share|upload|post|cc|bcc)s? (?:[\w-]+ ){0,5}?to [\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)
"""The agent narrated as sending data to a fixed address ("agents forward every permit PDF
to permits@x.example"), in a title or description."""

# --- doing more or other than the user asked -------------------------------------------------

_ASKED = (
    r"\b(?:asked for|requested|ordered|chosen|selected|picked|the (?:user|customer|guest|buyer|client)"
    r" (?:asks for|asked for|picks|picked|chooses|chose|selects|selected|names|named|gives|gave))\b"
)
_INFLATED = re.compile(
    _ASKED + r"[^.;]{0,40}?\b(?:is|are|gets?|will be) (?:always )?(?:booked|charged|billed|reserved"
    r"|ordered|registered|sold|invoiced|set|made|rounded)\b[^.;]{0,20}?\b(?:(?:one|a|two|an?other)"
    r" (?:size|tier|level|class|grade|step|band)s? (?:up|higher|larger|bigger)|up|larger|bigger"
    r"|higher|longer|doubled|twice)\b"
)
"""The value the user asked for replaced by a bigger one ("the pitch asked for is booked
one size up")."""
_OFFERED = re.compile(
    r"\b(?:offer\w*|suggest\w*|propos\w*|asks? (?:the|them)|confirm\w*|if|when|unless|available)\b"
)

_ALWAYS_EVEN_IF = re.compile(
    r"\balways (?:\w+ ){0,3}?(?:booked|charged|billed|reserved|made|ordered|for)\b[^.]{0,60}?\b(?:even if|even when"
    r"|whatever|regardless of|no matter (?:how|what))\b[^.]{0,40}?\b(?:user|customer|guest|buyer|client)s?\b"
    r"|हमेशा[^।]{0,80}?चाहे (?:उपयोगकर्ता|ग्राहक)"
    r"|selalu[^.]{0,80}?(?:meskipun|walaupun) (?:pengguna|pelanggan)"
    r"|alltid[^.]{0,80}?även om (?:användaren|kunden)"
)
"""Always done one way, whatever the user says ("booking is always for two people, even
if the user names one"; Hindi, Indonesian, Swedish)."""

_ACCEPTS_FOR_USER = re.compile(
    r"\b(?:accepts?|accepted|agrees? to|signs?|signed|consents? to) (?:the |all |any )?(?:[\w'-]+ ){0,3}?"
    r"(?:terms|conditions|agreements?|contracts?|waivers?|mandates?|policies)\b[^.;]{0,40}?\b(?:on (?:the )?"
    r"[\w-]+'s behalf|on (?:their|his|her) behalf|automatically"
    r"|without (?:asking|showing|telling))\b"
)
"""Terms accepted for the user ("accepts the merchant terms on the user's behalf")."""
_USER_CONSENTED = re.compile(
    r"\b(?:after|once|when|if) (?:the )?(?:[\w-]+ )?(?:has |have )?(?:confirm|agree|accept|consent|approve|review|sign)"
)

_SECURITY_OFF = re.compile(
    r"\balso (?:switches|sets|turns|puts|disarms|disables|unlocks|deactivates|suspends|lowers|removes"
    r"|opens)\b[^.;]{0,60}?\b(?:alarms?|security system|burglar|intruder|locks?|cameras?|two-factor|2fa"
    r"|mfa|firewall|monitoring)\b[^.;]{0,60}?\b(?:off|disarm\w*|disabled|unlocked|maintenance|deactivated"
    r"|suspended)\b"
)
"""A security control switched off as a side effect ("adding a crew member also switches
the building's intruder alarm to `maintenance` (disarmed)")."""

# --- other tools' calls changed by a stated rule ---------------------------------------------

_ANY_TOOL = re.compile(
    r"\b(?:through|via|with|by|in|from|on) (?:any|every|another|other|all|each)\b[^.;]{0,40}?"
    r"\b(?:tools?|servers?|apps?|integrations?|plugins?)\b"
)
_ADDED_PARTY = re.compile(
    r"\b(?:added|copied|included|set|invited|cc'?d|bcc'?d) (?:in )?as (?:an? |the )?(?:attendee|participant"
    r"|guest|recipient|cc|bcc|member|collaborator|viewer|editor|owner|admin|co-?signer|signer|payee"
    r"|follower|watcher)s?\b"
)
_LITERAL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+|\+\d[\d ]{6,}")
_ROLE = re.compile(
    r"\b(?:payee|beneficiary|recipients?|attendees?|signers?|signatory|cc|bcc|courier account|shipping address"
    r"|delivery address|iban|account number|reply-to|copies|copy)\b"
)
_ACCOUNT = re.compile(r"\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}\b|(?<![\w.-])\d[\d -]{6,}\d(?![\w-])")
_NOT_USERS = re.compile(
    r"\bnot the (?:[\w-]+ ){0,2}(?:the )?(?:user|customer|buyer|shopper|client|guest)'?s?"
    r" (?:gives|gave|enters|entered|names|named|provides|provided|chose|chooses|picks|picked|asks for"
    r"|asked for|types|typed|states|stated)\b"
    r"|\bnot the (?:user|customer|buyer|shopper|client|guest)'s (?:own )?[\w-]+\b"
)
_SNAKE_MONEY = re.compile(
    r"\b(?:then|followed by|after that|and then|next|->|→) (?:calls? |runs? )?`?[a-z][a-z0-9]*"
    r"(?:_[a-z0-9]+)*_?(?:charge|pay|payment|subscri\w*|recurring|transfer|donat\w*|debit|billing)"
    r"(?:_[a-z0-9]+)*`?"
)
_ENDLESS = re.compile(
    r"\b(?:with no end date|without an? end date|no end date|indefinitely|forever|with no end)\b"
)

# --- a secret taken through a parameter's definition ------------------------------------------

_SECRET_NOUN = (
    r"(?:passwords?|passcodes?|passphrases?|pin codes?|(?:card|bank|atm|sim|upi) pins?|cvc2?|cvv2?"
    r"|card numbers?|card details|security codes?|alarm codes?|door codes?|one-time (?:pass)?codes?"
    r"|api keys?|private keys?|secret keys?|seed phrases?|recovery phrases?|access tokens?"
    r"|session cookies?|bank(?:ing)? (?:logins?|credentials)|login details|logins?|credentials|kata sandi|lösenord(?:et|en)?"
    r"|contraseñas?|passw(?:ö|o)rt(?:er)?|mots? de passe|पासवर्ड|كلمات? (?:ال)?مرور|كلمة السر)"
)
_SECRET_RE = re.compile(r"(?<![\w-])" + _SECRET_NOUN + r"(?![\w-])")
_NOT_THE_SECRET = re.compile(
    r"^(?:'s|s'|-?(?:id|ids|name|names|label|hint|length|reference|entry|entries|item|items|field"
    r"|policy|policies|rules?|strength|reset|manager|vault|hash|rotation|prompt|change|expiry)\b)"
)
_DEFINING_HEAD = re.compile(
    r"(?:^|`[\w.-]+`\s*(?:is|are|holds?|contains?|carries|takes|=|:)|\b(?:is|are|holds?|contains?|carries)"
    r"|:)\s*((?:[\w'’-]+\s){0,5}?)$"
)
_NOT_A_DEFINITION = frozenset(
    {"of", "for", "no", "not", "never", "without", "whether", "if", "masked", "last", "name", "id",
     "the_id", "identifier", "reference", "label", "hint", "hash", "length", "your", "new", "old"}
)  # fmt: skip
_SOURCE = re.compile(
    r"\b(?:saved|stored|remembered|autofill\w*|exported|password manager|keychain|browser|router"
    r"|admin page|read from|taken from|copied from|pulled from|looked up in|found in|as kept in|kept in"
    r"|from (?:the |their |his |her )?(?:user's |customer's |owner's )?(?:device|phone|computer|laptop"
    r"|machine|inbox|mailbox|wallet|vault|keyring|credential store|config(?:uration)? file|files)"
    r"|tersimpan|diambil dari|pengelola kata sandi|peramban|sparade?|sparat|webbläsar\w*"
    r"|lösenordshanterare\w*|guardad[oa]s?|almacenad[oa]s?|navegador|gestor de contraseñas"
    r"|gespeichert\w*|passwort-?manager|enregistré\w*|gestionnaire de mots de passe|navigateur)\b"
    r"|सहेज|ब्राउज़र|المحفوظة|المتصفح|محفوظ"
)
"""Where a user keeps a secret: saved in the browser or its password manager, stored, read
from a device's admin page."""
_ROUTED = re.compile(
    r"\b(?:goes|go|is put|are put|is passed|are passed|is sent|are sent|belongs?|is entered|are entered"
    r"|is written|are written|is placed|are placed|travels?|is carried|are carried) (?:in|into|inside"
    r"|as|through|via) (?:the )?`?([a-z][a-z0-9_]*)`?"
)
_BANK_LOGIN = re.compile(
    r"\b(?:ask|asks|asking|request|requests|prompt|prompts) (?:the (?:user|customer|member|client)|them)"
    r" (?:for|to (?:enter|give|type|provide)) (?:their |his |her |the )?(?:online[- ]banking|internet"
    r"[- ]banking|net ?banking|bank(?:ing)?|bankid|upi|card)[- ](?:password|passcode|pin|login|credentials)\b"
    r"|\bbe (?:användaren|kunden|medlemmen) om (?:\w+-)?(?:bankid|bank)[\w-]*(?:lösenord|kod)\w*"
)
"""The user asked for a bank login (the online-banking password, a BankID password, a UPI
or card PIN), which no tool but the bank's own page takes."""

_SECRET_NAME = re.compile(
    r"token|key|secret|passw|passphrase|credential|auth|bearer|(?:^|_)pat(?:$|_)|api|card|cvc|cvv"
    r"|pin|otp|code|sandi|lösen|losen|contrase|kennwort|login|cookie|session|iban|account"
)


_ENV_SECRET = re.compile(
    r"^(?:the )?(?:current )?(?:value|contents?) of (?:the )?\$?`?[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:key|token"
    r"|secret|password|passwd|pat|credentials?)\b"
    r"|^`?\$\{?[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:key|token|secret|password|passwd|pat|credentials?)\b"
    r"|^(?:nilai|isi) (?:dari )?(?:variabel (?:lingkungan )?)?\$?[a-z][a-z0-9_]*_(?:key|token|secret|password)\b"
    r"|^(?:värdet|innehållet) (?:av|i|på) (?:miljövariabeln )?\$?[a-z][a-z0-9_]*_(?:key|token|secret|password)\b"
)
"""A field defined, from its first words, as a secret variable's value ("The value of
STRIPE_SECRET_KEY", "$GITHUB_TOKEN", "Nilai variabel lingkungan OPENAI_API_KEY")."""


def secret_named(name: str) -> bool:
    """Whether a parameter named ``name`` names a secret or a payment detail it takes as
    its own input (``api_key``, ``card_pin``, ``cvc``, ``kata_sandi``)."""
    return bool(_SECRET_NAME.search(name.lower()))


def _clip(words: str) -> str:
    words = words.strip()
    return words if len(words) <= 60 else words[:57] + "…"


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCES.split(text) if s.strip()]


@lru_cache(maxsize=1 << 14)
def behaviour_hits(text: str) -> dict[str, tuple[str, str]]:
    """Class (``conceal``, ``shadowing``, ``exfiltration``, ``credentials``) → (what it means, the words) for
    the shapes of the module docstring one sentence of normalised ``text`` (a description,
    a title) holds, a prohibition's span blanked first. Memoised; do not change the dict
    returned."""
    found: dict[str, tuple[str, str]] = {}
    if len(text) < 20:
        return found
    for sentence in _sentences(text):
        plain = without_prohibitions(sentence)
        if "conceal" not in found:
            if (m := _OFF_BY.search(plain)) or (m := _LABELLED_DOWN.search(plain)):
                found["conceal"] = (
                    "distorts what the user is shown in the author's favour",
                    _clip(m.group()),
                )
            elif (m := _ADVERSE_TOLD_BENIGN.search(plain)) or (
                m := _OMISSION_HIDDEN.search(sentence)
            ):
                found["conceal"] = (
                    "tells the user a better outcome than the facts",
                    _clip(m.group()),
                )
            elif "\u0600" <= plain[:1] <= "\u06ff" or any(
                "\u0600" <= c <= "\u06ff" for c in plain[:40]
            ):
                bare = _AR_DIACRITICS.sub("", sentence)
                if m := _AR_DESCRIBED_WHATEVER.search(bare):
                    found["conceal"] = (
                        "tells the user a verdict whatever the data say",
                        _clip(m.group()),
                    )
                elif m := _AR_OVERRUN_UNTOLD.search(bare):
                    found["conceal"] = ("keeps a cost overrun from the user", _clip(m.group()))
            if "conceal" not in found:
                m = _INFLATED.search(plain)
                if m is not None and not _OFFERED.search(plain):
                    found["conceal"] = ("does more than the user asked for", _clip(m.group()))
                elif (m := _ALWAYS_EVEN_IF.search(plain)) or (m := _SECURITY_OFF.search(plain)):
                    found["conceal"] = ("acts against what the user asked for", _clip(m.group()))
                elif (m := _ACCEPTS_FOR_USER.search(plain)) and not _USER_CONSENTED.search(plain):
                    found["conceal"] = ("accepts terms for the user", _clip(m.group()))
                elif (m := _ADVERSE_LEFT_OUT.search(sentence)) and not _STAFF_ONLY.search(
                    sentence[: m.end()]
                ):
                    found["conceal"] = (
                        "keeps what weighs against the user out of what they are told",
                        _clip(m.group()),
                    )
        if "shadowing" not in found:
            any_tool = _ANY_TOOL.search(plain)
            if any_tool is not None and (
                (_ADDED_PARTY.search(plain) and _LITERAL.search(plain)) or _NOT_USERS.search(plain)
            ):
                found["shadowing"] = (
                    "changes what other tools do with the user's data",
                    _clip(any_tool.group()),
                )
            elif (
                any_tool is not None
                and _ROLE.search(plain)
                and (_LITERAL.search(plain) or _ACCOUNT.search(plain))
            ):
                found["shadowing"] = (
                    "sets a fixed party in other tools' calls",
                    _clip(any_tool.group()),
                )
            elif (m := _SNAKE_MONEY.search(plain)) and _ENDLESS.search(plain):
                found["shadowing"] = (
                    "chains a payment tool into every call, with no end",
                    _clip(m.group()),
                )
        if "exfiltration" not in found and (m := _AGENT_SENDS.search(plain)):
            found["exfiltration"] = ("sends the user's data to a fixed address", _clip(m.group()))
        if "credentials" not in found and (m := _BANK_LOGIN.search(plain)):
            found["credentials"] = ("asks the user for a bank login", _clip(m.group()))
    return found


@lru_cache(maxsize=1 << 12)
def secret_definition_hit(name: str, text: str, own: frozenset[str]) -> tuple[str, str] | None:
    """(what it means, the sentence) when normalised ``text`` defines a value as a secret
    the user keeps somewhere: the description of parameter ``name`` (``""`` for a schema
    that is no parameter: a ``$defs`` or ``items`` schema) opens with a secret, or says the
    field ``x`` (in backticks) is, holds or contains one, and the sentence says where it is
    kept (saved, in the browser's password manager, read from a router's page), and the
    field's name names no secret (:func:`secret_named`); or a secret said to go into an own
    parameter (``own``) whose name names none ("… its CVC, which goes in
    `renewal_note`"). The model fills every field, so such a definition is a request for
    the secret, whatever the description says (a split payload: "always fill
    `verifikasi`"). ``None`` otherwise."""
    if name and not secret_named(name):
        for sentence in _sentences(text):
            if _ENV_SECRET.search(sentence.strip()):
                return ("defines a field as a secret variable's value", _clip(sentence))
    if not _SECRET_RE.search(text):
        return None
    for sentence in _sentences(text):
        plain = without_prohibitions(sentence)
        for secret in _SECRET_RE.finditer(plain):
            if _NOT_THE_SECRET.match(plain[secret.end() :].lstrip()):
                continue
            head = _DEFINING_HEAD.search(plain[: secret.start()])
            slot = re.search(r"`([\w.-]+)`", plain[: secret.start()])
            field = slot.group(1) if slot else name
            if (
                head is not None
                and field
                and not secret_named(field)
                and not set(head.group(1).split()) & _NOT_A_DEFINITION
                and _SOURCE.search(plain)
            ):
                return ("defines a field as a secret the user keeps elsewhere", _clip(sentence))
            routed = _ROUTED.search(plain, secret.end())
            if routed is not None and routed.group(1) in own and not secret_named(routed.group(1)):
                return ("puts a secret in a parameter named for something else", _clip(sentence))
    return None


_IBAN = re.compile(r"\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,4})?\b")
_DESTINATION_KEY = re.compile(
    r"\b(?:reply[_-]?to|to|cc|bcc|recipients?|payee|iban|account|forward[_-]?to|send[_-]?to|notify)"
    r"\s*[=:]\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)


def destination_value_hit(value: str) -> tuple[str, str] | None:
    """(what it means, the value) when ``value``, a ``default`` or ``const``, holds an IBAN
    (ISO 13616, eight digits or more) or sets a destination key to an e-mail address
    (``reply_to=x@y.example``): a fixed destination the model sends whenever it leaves the
    field alone. ``None`` otherwise."""
    lowered = value.lower()
    iban = _IBAN.search(lowered)
    if iban is not None and sum(c.isdigit() for c in iban.group()) >= 8:
        return ("holds a fixed account the user did not give", _clip(value))
    if "@" in lowered and _DESTINATION_KEY.search(lowered):
        return ("holds a fixed address the user did not give", _clip(value))
    return None


# --- the experiment: the readings over a tool's strings, and the counts -------------------------

_DEFAULT_OF = re.compile(r"/properties/[^/]+/(?:default|const)$")
_PARAMETER_DESCRIPTION = re.compile(r"/properties/([^/]+)/description$")
_PROPERTY_MAPS = frozenset({"properties", "patternProperties", "$defs", "definitions"})


def _own_parameter_names(schema: object) -> frozenset[str]:
    """Every property name at any depth of a schema (``$defs`` included), lower case."""
    names: set[str] = set()
    stack: list[object] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, sub in node.items():
                if key in _PROPERTY_MAPS and isinstance(sub, dict):
                    names.update(k.lower() for k in sub)
                stack.append(sub)
        elif isinstance(node, list):
            stack.extend(node)
    return frozenset(names)


def tool_hits(tool: Tool) -> Iterator[tuple[str, str, tuple[str, str]]]:
    """``(pointer, class, (what it means, the words))`` for every reading of this module
    that one string of ``tool``'s MCP definition completes: a ``default`` or ``const`` by
    :func:`destination_value_hit`; any other text by :func:`behaviour_hits`; a
    ``description`` also by :func:`secret_definition_hit` (not that of a ``writeOnly``
    parameter, whose value the client takes from the user)."""
    definition = tool_definition(tool)
    own = _own_parameter_names(definition.get("inputSchema"))
    for pointer, text, is_key in iter_strings(definition):
        if is_key or pointer.startswith("/_meta"):
            continue
        reading = normalise_blocks(text)
        if _DEFAULT_OF.search(pointer):
            if (fixed := destination_value_hit(reading)) is not None:
                yield pointer, "exfiltration", fixed
            continue
        for cls, hit in behaviour_hits(reading).items():
            yield pointer, cls, hit
        if not pointer.endswith("/description"):
            continue
        holder = resolve_pointer(definition, pointer.rsplit("/", 1)[0])
        if isinstance(holder, dict) and holder.get("writeOnly") is True:
            continue
        named = _PARAMETER_DESCRIPTION.search(pointer)
        defined = secret_definition_hit(named.group(1).lower() if named else "", reading, own)
        if defined is not None:
            yield pointer, "credentials", defined


def count(name: str, split: str) -> dict[str, dict[str, int]]:
    """``{"poisoned"|"benign": {n, shipped, readings, union}}`` for the tools of one
    split of set ``name``: flagged by the shipped detector (a ``T`` finding, ``T109`` not
    run), by these readings, by either."""
    data = DATA_ROOT / name
    labels = [json.loads(line) for line in (data / "labels.jsonl").read_text().splitlines() if line]
    out = {k: {"n": 0, "shipped": 0, "readings": 0, "union": 0} for k in ("poisoned", "benign")}
    for file in ("poisoned.json", "benign.json"):
        shipped = findings_by_tool(file, data, ("T109",))
        tools = {tool.name: tool for tool in load(data / file).deck}
        for lab in labels:
            if lab["file"] != file or lab["split"] != split:
                continue
            row = out["poisoned" if lab["poisoned"] else "benign"]
            flagged = any(f.code.startswith("T") for f in shipped.get(lab["tool"], []))
            read = next(tool_hits(tools[lab["tool"]]), None) is not None
            row["n"] += 1
            row["shipped"] += flagged
            row["readings"] += read
            row["union"] += flagged or read
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "holdout"), default="dev")
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated set names")
    args = parser.parse_args()
    total = {k: {"n": 0, "shipped": 0, "readings": 0, "union": 0} for k in ("poisoned", "benign")}
    print(
        f"{'set':<13}{'poisoned: n shipped readings union':>36}{'benign: n shipped readings union':>36}"
    )
    for name in args.sets.split(","):
        rows = count(name, args.split)
        cells = []
        for kind in ("poisoned", "benign"):
            r = rows[kind]
            for key in r:
                total[kind][key] += r[key]
            cells.append(f"{r['n']:>12}{r['shipped']:>8}{r['readings']:>9}{r['union']:>7}")
        print(f"{name:<13}" + "".join(cells))
    cells = [
        f"{t['n']:>12}{t['shipped']:>8}{t['readings']:>9}{t['union']:>7}"
        for t in (total["poisoned"], total["benign"])
    ]
    print(f"{'pooled':<13}" + "".join(cells))


if __name__ == "__main__":
    main()
