"""Session 40: a sign-in secret of the user's asked for, in any language (T102).

A tool has no business asking the person at the keyboard for the secrets that sign them in
elsewhere: their password, the PIN or one-time code of their bank or card, the card's
security code, a wallet's recovery phrase. Phishing through a tool's text (an error
string or an output field's "next step" that tells the model to ask the user for their
online-banking password; OWASP MCP Top 10, "tool poisoning"; CyberArk 2025, "advanced tool
poisoning" through outputs) asks for exactly these, and a writer may write it in any
language and call the user by the domain's word for them ("the finder", "the buyer").

:func:`asked_secret_hit` reads one sentence as such a request when it holds the order to
ask (:data:`_ASK`: "ask … for", "request", "collect", and the imperative of asking in
other languages, written from their grammars: "pídele", "frag", "demande", "poproś",
"попроси", "pyydä", "paprašyk", "სთხოვე", "hingin", "ζήτησε", "בקש" …) within 60
characters of a sign-in secret (:data:`_SECRET`: a password in the language's word or the
loans every language uses, ``PIN``, ``OTP``, ``CVV``, ``TAN``, BankID, online or mobile
banking, a seed or recovery phrase), in either order (a verb-final language asks after
the thing asked for). Not read: a prohibition ("never ask the user for their password",
a negation within a few words before the verb in the language's own word); asking the
user to change, reset or choose one (English); a sentence about phishing, fraud or scams
(a detector says what it detects). The caller leaves out a tool that declares a parameter
for a secret (its own sign-in, asked for to fill its own parameter).
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.phrases import sentences
from tooldeck.lint.poison import clipped_quote
from tooldeck.lint.prefilter import LiteralGate

__all__ = ["ASKED_SECRET", "asked_secret_hit", "asks_for_it", "sign_in_secrets"]

ASKED_SECRET = "orders the model to ask the user for a sign-in secret"

_SECRET = (
    r"\b(?:passwords?|passcodes?|passphrases?|pin codes?|otps?|one-time (?:codes?|passwords?)"
    # "pin" the secret, not the verb ("to pin", "pin the message")
    r"|(?<!to )pins?(?! (?:it|this|that|them|the|a|an|messages?|posts?|notes?|items?|tabs?)\b)"
    r"|cvv2?|cvc2?|(?:m|i|push|sms|chip)?tan[- ]?(?:codes?|numm?ers?|nummern)|2fa codes?"
    # an online bank named is no secret; its login is ("the reference shown in their online
    # banking" asks for a reference: test_routing_s35's twin)
    r"|mfa codes?|bankid|(?:online[- ]?banking|e-?banking|netbank\w*|mobile banking)"
    r"(?: \w+)? (?:passwords?|logins?|credentials|pins?|codes?|details)"
    r"|(?:seed|recovery|mnemonic) (?:phrases?|words?))\b"
    # the word for a password in other languages (Wiktionary's translations of "password")
    r"|\b(?:contraseñas?|claves? de acceso|passwort\w*|kennw[oö]rt\w*|mots? de passe|senhas?"
    r"|wachtwoord\w*|lösenord\w*|adgangskode\w*|passord\w*|salasana\w*|salasõna\w*"
    r"|slaptažod\w*|parol[eiaă]\w*|hasł\w*|hesl\w*|geslo\w*|lozink\w*|šifr\w*|jelsz[óa]\w*"
    r"|fjalëkalim\w*|pasahitz\w*|cyfrinair|focal faire|lykilorð\w*|nenosiri|kata sandi"
    r"|mật khẩu|şifre\w*|пароль?\w*|парола\w*|лозинк\w*|κωδικ\w* πρόσβασης)"
    r"|סיסמ|كلمة (?:المرور|السر)|رمز عبور|პაროლ|գաղտնաբառ|รหัสผ่าน|पासवर्ड|パスワード|暗証番号"
    r"|密码|密碼|비밀번호"
)
"""A sign-in secret, by name: the loans (``PIN``, ``OTP``, ``CVV``, ``TAN``, BankID) and
the word for a password in 40 languages."""

_ASK = (
    r"\b(?:ask|prompt)\b(?: (?:the|a|an|any|each|every|this)(?: [\w-]+){1,2}| them| him| her)?"
    r" (?:for|to (?:enter|type|give|provide|share|send|read out))\b"
    r"|\b(?:request|collect) (?:\w+ ){0,4}?from (?:the|them|him|her)\b"
    # the imperative, not the statement ("el cajero pide el PIN", "le terminal demande")
    r"|\b(?:pídele|pídales|pídale|pida|solicítale|solicítele|frag|fragen sie"
    r"|bitte (?:den|die) \w+ um"
    r"|demandez|demande-lui|demande à|peça|pergunte|solicite|chiedi|richiedi|vraag|be (?:\w+ )?om"
    r"|fråga|bed (?:\w+ )?om|spørg|spør|pyydä|kysy|küsi|paprašyk|paklausk|prašyk|palūdz|pajautā"
    r"|poproś|zapytaj|požádej|zeptej se|požiadaj|opýtaj sa|zatraži|pitaj|zaprosi|vprašaj"
    r"|попроси\w*|запроси\w*|спроси\w*|запитай\w*|поискай\w*|попитай\w*|ζήτησε|ζητήστε|ρώτησε"
    r"|ρωτήστε|kérd|kérje|cere-i|cereți|iste|isteyin|sor|sorun|mintalah|tanyakan"
    r"|yêu cầu|hỏi|hingin|hilingin|humingi|itanong|omba|uliza|kërko|pyet)\b"
    r"|בקש|לבקש|שאל|اطلب|اسأل|სთხოვე|ჰკითხე|მოითხოვე|გამოართვი|խնդրիր|պահանջիր|հարցրու"
    r"|ขอ|ถาม|पूछ|माँग|मांग|尋ね|求め|聞いて|询问|索要|索取|요청|물어"
)
"""The order to ask someone for something, in English ("ask the finder for", "request
… to enter") and the imperative of asking in other languages."""

_ASK_RE = re.compile(_ASK)
_SECRET_RE = re.compile(_SECRET)
_NEGATED = re.compile(
    r"(?:\b(?:not|never|no|don't|nunca|no|nie|ne|non|nicht|niemals|jamais|nooit|niet|aldrig"
    r"|ikke|aldri|älä|ära|ei|nem|ne|mos|ná|никогда|не|ні|μην|δεν|huwag|hindi|jangan|tidak"
    r"|đừng|không|asla|usi\w*)\b|ნუ|არ|אל|לא|لا|मत|नहीं|อย่า|ไม่|不要|不得|不可|切勿|请勿|請勿|别|別|禁止)[^.]{0,12}$"
)
"""A negation just before the verb of asking: a prohibition, not an order."""
_NEGATION_INSIDE = re.compile(r"\b(?:aldri|aldrig|ikke|inte|ej|never|not|nie|ne)\b")
"""A negation inside the words of asking ("be aldri om", "bed aldrig om"): a prohibition."""
_NOT_AN_ASK = re.compile(
    r"\b(?:to (?:reset|change|update|choose|create|set|rotate|renew|remember)|phishing|scams?"
    r"|fraud\w*|spoof\w*|detects?|flags?|warns?)\b"
)
"""A request to change or reset the secret, or a sentence about phishing and fraud."""

_GATE = LiteralGate([_SECRET])


@lru_cache(maxsize=1 << 14)
def asked_secret_hit(text: str) -> tuple[str, str] | None:
    """``(ASKED_SECRET, the sentence ≤ 60 characters)`` when a sentence of ``text`` (a
    normalised string: lower case, NFKC) orders the model to ask someone for a sign-in
    secret (:data:`_ASK` within 60 characters of :data:`_SECRET`, in either order), not
    negated (:data:`_NEGATED`) and not about changing it or about phishing
    (:data:`_NOT_AN_ASK`); ``None`` otherwise. A text with no secret word costs one literal
    search. Memoised."""
    if not _GATE.may_match(text) or _SECRET_RE.search(text) is None:
        return None
    for sentence in sentences(text):
        if _NOT_AN_ASK.search(sentence):
            continue
        for secret in _SECRET_RE.finditer(sentence):
            lo, hi = max(0, secret.start() - 60), min(len(sentence), secret.end() + 60)
            for ask in _ASK_RE.finditer(sentence, lo, hi):
                if _NEGATED.search(sentence[max(0, ask.start() - 30) : ask.start()]):
                    continue
                if _NEGATION_INSIDE.search(ask.group()):
                    continue  # Norwegian "be aldri om …": "never ask for", the verb first
                quote = sentence.strip()
                return ASKED_SECRET, clipped_quote(quote)
    return None


def sign_in_secrets(text: str) -> list[re.Match[str]]:
    """The sign-in secrets (:data:`_SECRET`: a password in 40 languages' words, ``PIN``,
    ``OTP``, ``TAN``, ``CVV``, BankID, an online-banking login, a seed phrase) that a
    normalised ``text`` names, in order; ``[]`` after one literal search when none (session
    42: read by :func:`tooldeck.lint.effects.field_secret_hit`)."""
    if not _GATE.may_match(text):
        return []
    return list(_SECRET_RE.finditer(text))


_IT = re.compile(
    r"\s*-?(?:(?:it|them|lo|la|los|las|le|les|l'|ihn|es|sie|danach|o|a|os|as|het|erom|go|je|jej"
    r"|ho|ju|ga|его|её|ее|их|него|неё|нее|них|його|її|їх)\b|[,.;:]|$)"
)
"""An object pronoun straight after the order to ask (the closed class of the languages of
:data:`_ASK` that write it apart), or nothing: the clitic is in the verb ("pídesela") or the
thing asked for stands in the sentence before."""


def asks_for_it(text: str) -> bool:
    """Whether a normalised ``text`` (lower case) orders someone asked for something named
    before it: :data:`_ASK` followed by an object pronoun or by nothing (:data:`_IT`: "ask
    for it", "ask the user for it", "pídesela,", "poproś o nie" is not read), not negated
    just before the verb (:data:`_NEGATED`). "Ask the user for the card number" names its
    object and is not read. Session 45: read by
    :func:`tooldeck.lint.effects.secret_into_parameter_hit` where the secret is named in the
    sentence before."""
    return any(
        not _NEGATED.search(text[max(0, ask.start() - 30) : ask.start()])
        and not _NEGATION_INSIDE.search(ask.group())
        and _IT.match(text, ask.end()) is not None
        for ask in _ASK_RE.finditer(text)
    )
