"""Which names hold secrets (tooldeck.credentials): argument names for the approval gate,
environment variable names for the gateway's masking. Expected answers by hand from the
names' words."""

from __future__ import annotations

import pytest

from tooldeck.credentials import is_credential_name, is_secret_variable, name_words


@pytest.mark.parametrize(
    "name",
    [
        "GITHUB_PERSONAL_ACCESS_TOKEN",
        "OPENAI_API_KEY",
        "AWS_SECRET_ACCESS_KEY",
        "DATABASE_PASSWORD",
        "STRIPE_KEY",  # a variable's *_KEY is a key (an argument 'key' is not)
        "DB_PASS",
        "SLACK_BOT_TOKEN",
        "SESSION_COOKIE",
        "DB_PWD",
        # a fresh user's list: glued words, a personal access token, a DSN, a webhook URL
        "PGPASSWORD",
        "NGROK_AUTHTOKEN",
        "GITHUB_PAT",
        "SENTRY_DSN",
        "SLACK_WEBHOOK_URL",
    ],
)
def test_secret_variables(name: str) -> None:
    assert is_secret_variable(name)


@pytest.mark.parametrize(
    "name",
    [
        "XDG_SESSION_CLASS",
        "KEYBOARD_LAYOUT",
        "PASSAGE_DIR",
        "HOME",
        "PATH",
        "NEXT_PAGE_TOKEN",
        "PWD",
        "OLDPWD",
        "TOKENIZERS_PARALLELISM",  # TOKEN starts the part, it does not end it
        "DATABASE_URL",  # the name says nothing; its password is found in the value
        "DISPATCH_MODE",
    ],
)
def test_ordinary_variables(name: str) -> None:
    assert not is_secret_variable(name)


def test_an_argument_key_is_no_credential_but_a_variable_key_is() -> None:
    assert not is_credential_name("sort_key") and is_secret_variable("SORT_KEY")
    assert is_credential_name("api_key") and is_credential_name("apiKey")


@pytest.mark.parametrize(
    "name",
    [
        # a PIN, one-time codes (RFC 4226 HOTP, RFC 6238 TOTP), recovery words (BIP-39)
        "pin",
        "cardPin",
        "pin_code",
        "mfa_code",
        "mfaCode",
        "otp",
        "totp",
        "2fa_code",
        "seed_phrase",
        "seedPhrase",
        "recovery_phrase",
        "mnemonic",
        "wallet_mnemonic",
        "cvv",
        # private-key-like
        "private_key",
        "privateKey",
        "priv_key",
        "privkey",
        "encryption_key",
        # other languages: the everyday word for password, accents and all
        "passwort",
        "benutzerPasswort",
        "benutzerpasswort",  # a German compound written glued
        "kennwort",
        "contraseña",
        "contrasena",
        "Contraseña_usuario",
        "mot_de_passe",
        "motDePasse",
        "senha",
        "wachtwoord",
        "hasło",
        "пароль",
        "парольПользователя",
        "密码",
        "用户密码",  # the user's password: Chinese writes no spaces between words
        "パスワード",
        "ﾊﾟｽﾜｰﾄﾞ",  # half-width katakana, NFKC reads it as パスワード
        "비밀번호",
        "ＰＩＮ",  # full-width, NFKC reads it as PIN
        "newpassword",
    ],
)
def test_credential_argument_names(name: str) -> None:
    assert is_credential_name(name)


@pytest.mark.parametrize(
    "name",
    [
        # words that only contain a short credential word
        "pinned",
        "spinner",
        "opinion",
        "pinned_only",
        "shipping",
        # a number about a credential, not the credential (decided: a measure as the last
        # word; an approval prompt showing pin_code_length=6 gives nothing away)
        "pin_code_length",
        "password_min_length",
        "otp_digits",
        "token_count",
        # a code, a seed, a phrase, a key that are not secrets
        "country_code",
        "status_code",
        "random_seed",
        "seed",
        "search_phrase",
        "mfa_enabled",
        "sort_key",
        "keyword",
        "palabra_clave",  # Spanish: keyword
        "page_token",
        "max_tokens",
        "用户名",  # user name
    ],
)
def test_ordinary_argument_names(name: str) -> None:
    assert not is_credential_name(name)


def test_name_words_split_any_cased_script() -> None:
    assert name_words("getOTP2Code") == ["get", "otp", "2", "code"]
    assert name_words("HTTPAuthHeader") == ["http", "auth", "header"]
    assert name_words("парольПользователя") == ["пароль", "пользователя"]
    assert name_words("Contraseña-Usuario") == ["contrasena", "usuario"]
    assert name_words("用户密码") == ["用户密码"]
