"""Which names hold secrets (tooldeck.credentials): argument names for the approval gate,
environment variable names for the gateway's masking. Expected answers by hand from the
names' words."""

from __future__ import annotations

import pytest

from tooldeck.credentials import is_credential_name, is_secret_variable


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
