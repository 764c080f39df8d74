"""Which names hold secrets: an argument name (``api_key``, ``Authorization``) or an
environment variable name (``GITHUB_TOKEN``, ``OPENAI_API_KEY``), by its words.

Used by the runtime's approval gate (arguments shown to a person are redacted) and by the
gateway's upstream specs (values a server was given are masked in what it wrote).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import regex

__all__ = [
    "CREDENTIAL_PAIRS",
    "CREDENTIAL_WORDS",
    "UNSPACED_CREDENTIAL_WORDS",
    "is_credential_name",
    "is_secret_variable",
    "name_words",
]

CREDENTIAL_WORDS: frozenset[str] = frozenset(
    {
        "apikey",
        "auth",
        "authorization",
        "bearer",
        "cookie",
        "credential",
        "credentials",
        "otp",
        "totp",
        "hotp",
        "passcode",
        "passphrase",
        "passwd",
        "password",
        "pwd",
        "secret",
        "token",
        "pin",
        "pincode",
        "mnemonic",
        "cvv",
        "cvc",
        # written glued or as two or three words (``seed_phrase``, ``mot_de_passe``):
        # adjacent words are also read joined
        "seedphrase",
        "privatekey",
        "privkey",
        "mfacode",
        "2facode",
        "totpcode",
        "otpcode",
        # other languages (accents dropped: ``contraseña`` is read as ``contrasena``)
        "passwort",  # German
        "kennwort",  # German
        "contrasena",  # Spanish
        "motdepasse",  # French
        "senha",  # Portuguese
        "wachtwoord",  # Dutch
        "losenord",  # Swedish
        "haslo",  # Polish (hasło: ł has no decomposition, both spellings are listed)
        "hasło",
        "sifre",  # Turkish (şifre)
        "пароль",  # Russian, Ukrainian
        "токен",  # Russian
    }
)
"""Name words that mark a credential (OWASP Logging Cheat Sheet, "data to exclude":
session identifiers, access tokens, passwords, connection strings, encryption keys;
HTTP ``Authorization``/``Cookie``, RFC 9110 §11.6.2 and RFC 6265), a PIN, a one-time code
(RFC 4226 HOTP, RFC 6238 TOTP), a wallet's recovery words (BIP-39 mnemonic, "seed
phrase"), a card's security code (CVV/CVC), and the everyday word for *password* in
German, Spanish, French, Portuguese, Dutch, Swedish, Polish, Turkish and Russian. Words
are compared lower-cased with accents dropped; a name's adjacent words are also compared
joined (``mot_de_passe`` → ``motdepasse``, ``seed_phrase`` → ``seedphrase``)."""

CREDENTIAL_PAIRS: frozenset[tuple[str, str]] = frozenset(
    {
        ("api", "key"),
        ("access", "key"),
        ("private", "key"),
        ("priv", "key"),
        ("signing", "key"),
        ("encryption", "key"),
        ("decryption", "key"),
        ("master", "key"),
        ("mfa", "code"),
        ("recovery", "code"),
        ("backup", "code"),
        ("verification", "code"),
        ("security", "code"),
        ("recovery", "phrase"),
    }
)
"""Two adjacent words that mark a credential where the second alone does not (a ``key``
is often a dictionary key or a sort key, a ``code`` a country or status code, a
``phrase`` a search phrase; ``mfa_enabled`` is a switch, ``random_seed`` a number)."""

UNSPACED_CREDENTIAL_WORDS: tuple[str, ...] = (
    "密码",  # Chinese (Simplified): password
    "密碼",  # Chinese (Traditional)
    "口令",  # Chinese: password, passphrase
    "令牌",  # Chinese: token
    "密钥",  # Chinese: secret key
    "秘钥",
    "パスワード",  # Japanese: password
    "暗証番号",  # Japanese: PIN
    "비밀번호",  # Korean: password
    "패스워드",  # Korean: password
)
"""Credential words of scripts written without spaces between words (Chinese, Japanese;
Korean identifiers glue them too): found anywhere in a run of such characters
(``用户密码``, a user's password, holds ``密码``)."""

_NOT_SECRET_BEFORE_TOKEN = frozenset({"page", "next", "continuation", "cursor", "sync", "max"})
"""Words before ``token`` that make it a pagination cursor or a count, not a credential."""

_MEASURE_LAST = frozenset({"length", "len", "size", "count", "digits"})
"""Last words that make a name a number about a credential, not the credential
(``pin_code_length``, ``password_min_length``, ``otp_digits``: a length shown in an
approval prompt gives nothing away)."""

_GLUED_PASSWORD = ("password", "passwort", "kennwort", "wachtwoord", "passphrase")
"""Credential words that end a longer word written glued (``newpassword``, German
compounds such as ``benutzerpasswort``); short ones (``pin``, ``otp``, ``pwd``) would be
found inside ordinary words (``spin``, ``bootp``), so only these long ones are."""

_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
"""ASCII words of a name (``is_secret_variable``'s variable names)."""

_NAME_WORD = regex.compile(
    r"\p{Lu}?[\p{Ll}\p{M}]+|\p{Lu}[\p{Lu}\p{M}]*(?![\p{Ll}\p{M}])|[\p{Lo}\p{Lm}\p{M}]+|\p{N}+"
)
"""A name's words in any script: ``apiKey`` → api, Key; ``HTTPAuth`` → HTTP, Auth;
``парольПользователя`` → пароль, Пользователя; a run of uncased letters (Chinese,
Japanese, Korean, Arabic …) is one word; digits apart (``2fa`` → 2, fa)."""


def _fold(word: str) -> str:
    """``word`` lower-cased with the accents of Latin letters dropped (``Contraseña`` →
    ``contrasena``, ``şifre`` → ``sifre``); other scripts' marks stay (``й``, ``パ``)."""
    out = []
    for char in word:
        base = unicodedata.normalize("NFKD", char)
        out.append(base[0] if base[0].isascii() and base[0].isalpha() else char)
    return "".join(out).casefold()


def name_words(name: str) -> list[str]:
    """The words of a name, lower-cased, accents dropped: snake_case, kebab-case,
    camelCase and PascalCase split in any cased script (Latin, Cyrillic, Greek), a run of
    uncased letters kept whole, digits apart (``getOTP2Code`` → get, otp, 2, code)."""
    folded = unicodedata.normalize("NFKC", name)
    return [_fold(w) for w in _NAME_WORD.findall(folded)]


@lru_cache(maxsize=1 << 14)
def is_credential_name(name: str) -> bool:
    """Whether an argument name reads as a credential: split into words
    (:func:`name_words`: snake_case, kebab-case, camelCase in any cased script), any word
    in :data:`CREDENTIAL_WORDS` or two or three adjacent words that read joined as one
    (``mot_de_passe``, ``seed_phrase``, ``pin_code``), two adjacent words in
    :data:`CREDENTIAL_PAIRS` (``mfa_code``, ``private_key``), a word ending in a long
    password word (``newPassword`` written ``newpassword``, ``benutzerpasswort``), or a
    word of :data:`UNSPACED_CREDENTIAL_WORDS` inside an uncased run (``用户密码``).

    Not: ``token`` after ``page``/``next``/``cursor``… (a cursor; ``max_tokens`` has the
    word ``tokens``); a name whose last word is a measure (``pin_code_length``,
    ``password_min_length``, ``otp_digits``: a number about the secret); a word that
    only contains a short credential word (``pinned``, ``spinner``, ``opinion``,
    ``mapping``); ``random_seed``, ``mfa_enabled``, ``country_code``, ``sort_key``.

    Memoised (16,384 names): the safety, poisoning and similarity rules ask about the same
    parameter names many times a run."""
    if any(word in unicodedata.normalize("NFKC", name) for word in UNSPACED_CREDENTIAL_WORDS):
        return True  # NFKC: half-width katakana read as full-width
    words = name_words(name)
    if not words or words[-1] in _MEASURE_LAST:
        return False
    for i, word in enumerate(words):
        if word in CREDENTIAL_WORDS:
            if word == "token" and i and words[i - 1] in _NOT_SECRET_BEFORE_TOKEN:
                continue
            return True
        if word.endswith(_GLUED_PASSWORD):
            return True
        if i and (words[i - 1], word) in CREDENTIAL_PAIRS:
            return True
        if i and words[i - 1] + word in CREDENTIAL_WORDS:
            return True
        if i > 1 and words[i - 2] + words[i - 1] + word in CREDENTIAL_WORDS:
            return True
    return False


_VARIABLE_WORDS = frozenset({"key", "keys", "pass", "pat", "dsn", "webhook"})
"""Words that mark a secret in an environment variable's name though not in an argument's
(``STRIPE_KEY``, ``PGPASS``-style ``DB_PASS``: a variable named ``…_KEY`` holds a key; an
argument ``key`` is usually a dictionary or sort key; ``GITHUB_PAT`` a personal access
token, ``SENTRY_DSN`` a DSN with its key, ``SLACK_WEBHOOK_URL`` a URL that is itself the
credential)."""

_GLUED_ENDINGS = ("PASSWORD", "PASSWD", "TOKEN", "SECRET", "APIKEY")
"""Endings of a name part written without separators (``PGPASSWORD``, libpq's;
``NGROK_AUTHTOKEN``): the part ends with a credential word. ``TOKENIZERS_PARALLELISM``
does not."""


_SHELL_VARIABLES = frozenset({"PWD", "OLDPWD"})
"""Names the shell sets to the working directory and the previous one (POSIX.1-2017:
``PWD`` in Shell Command Language §2.5.3 "Shell Variables", ``OLDPWD`` by the ``cd``
utility): their ``PWD`` is not the password abbreviation ``pwd``."""


def is_secret_variable(name: str) -> bool:
    """Whether an environment variable's name reads as holding a secret:
    :func:`is_credential_name`, or a word of :data:`_VARIABLE_WORDS` (``STRIPE_KEY``).
    ``XDG_SESSION_CLASS``, ``KEYBOARD_LAYOUT``, ``PASSAGE_DIR`` and the shell's ``PWD``
    and ``OLDPWD`` (the working directory) do not; ``DB_PWD``, ``PGPASSWORD``,
    ``NGROK_AUTHTOKEN`` (a part ending in a credential word), ``GITHUB_PAT``,
    ``SENTRY_DSN`` and ``SLACK_WEBHOOK_URL`` do."""
    if name in _SHELL_VARIABLES:
        return False
    parts = [p.upper() for p in re.split(r"[_\W]+", name) if p]
    if any(p.endswith(_GLUED_ENDINGS) and p not in _GLUED_ENDINGS for p in parts):
        return True  # PGPASSWORD; a bare TOKEN part is read by its neighbours below
    return is_credential_name(name) or any(
        w.lower() in _VARIABLE_WORDS for w in _WORD.findall(name)
    )
