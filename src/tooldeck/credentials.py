"""Which names hold secrets: an argument name (``api_key``, ``Authorization``) or an
environment variable name (``GITHUB_TOKEN``, ``OPENAI_API_KEY``), by its words.

Used by the runtime's approval gate (arguments shown to a person are redacted) and by the
gateway's upstream specs (values a server was given are masked in what it wrote).
"""

from __future__ import annotations

import re

__all__ = ["CREDENTIAL_PAIRS", "CREDENTIAL_WORDS", "is_credential_name", "is_secret_variable"]

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
        "passcode",
        "passphrase",
        "passwd",
        "password",
        "pwd",
        "secret",
        "token",
    }
)
"""Name words that mark a credential (OWASP Logging Cheat Sheet, "data to exclude":
session identifiers, access tokens, passwords, connection strings, encryption keys;
HTTP ``Authorization``/``Cookie``, RFC 9110 §11.6.2 and RFC 6265)."""

CREDENTIAL_PAIRS: frozenset[tuple[str, str]] = frozenset(
    {("api", "key"), ("access", "key"), ("private", "key"), ("signing", "key")}
)
"""Two adjacent words that mark a credential where the second alone does not (a ``key``
is often a dictionary key or a sort key)."""

_NOT_SECRET_BEFORE_TOKEN = frozenset({"page", "next", "continuation", "cursor", "sync", "max"})
"""Words before ``token`` that make it a pagination cursor or a count, not a credential."""

_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")


def is_credential_name(name: str) -> bool:
    """Whether an argument name reads as a credential: split into words (snake_case,
    kebab-case, camelCase: ``apiKey`` → api, key), any word in :data:`CREDENTIAL_WORDS`
    (``token`` not after ``page``/``next``/``cursor``… — ``max_tokens`` has the word
    ``tokens``, not ``token``) or two adjacent words in :data:`CREDENTIAL_PAIRS`."""
    words = [w.lower() for w in _WORD.findall(name)]
    for i, word in enumerate(words):
        if word in CREDENTIAL_WORDS:
            if word == "token" and i and words[i - 1] in _NOT_SECRET_BEFORE_TOKEN:
                continue
            return True
        if i and (words[i - 1], word) in CREDENTIAL_PAIRS:
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
