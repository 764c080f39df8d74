"""Session 42 (fix42, trial41 #8): a secret that unlocks one item (an upload, a file, a
shared link) differs per call; A107's advice, "read it from the server's configuration",
cannot apply to it, and the model holds it already (the service handed it out with the
item). Such a parameter is no A107 finding.

@zereight/mcp-gitlab 2.1.64 (npm, MIT licence, Copyright (c) 2025 Roo) lists
``download_attachment`` with ``secret``, "The 32-character secret of the upload" (GitLab's
upload URLs read ``/uploads/<secret>/<filename>``). Credentials of the deployment (a
client's secret, an API key, a webhook's signing secret, a bare ``token``, a password) are
still reported, even where they name a file.
"""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck


def _a107(props: dict[str, Any], name: str = "get_item") -> list[str]:
    tool = {
        "name": name,
        "description": "Gets one item from the service and returns its content.",
        "inputSchema": {"type": "object", "properties": props},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    findings = lint(Deck(list(deck)), LintConfig(select=("A107",))).findings
    return [str(f.pointer).rsplit("/", 1)[-1] for f in findings if f.code == "A107"]


def test_gitlab_upload_secret_is_a_per_call_value() -> None:
    props = {
        "project_id": {
            "type": "string",
            "description": "Project ID or URL-encoded path of the project",
        },
        "secret": {"type": "string", "description": "The 32-character secret of the upload"},
        "filename": {"type": "string", "description": "The filename of the upload"},
    }
    assert _a107(props, "download_attachment") == []


def test_own_wording_item_secrets_are_clean() -> None:
    # the name ties it to an item; the description does; an undescribed secret beside a
    # file's id
    assert _a107({"share_token": {"type": "string"}}) == []
    assert (
        _a107(
            {"link_token": {"type": "string", "description": "Token of the shared link it opens"}}
        )
        == []
    )
    assert _a107({"file_id": {"type": "string"}, "secret": {"type": "string"}}) == []


def test_deployment_credentials_still_fire() -> None:
    assert _a107({"client_id": {"type": "string"}, "secret": {"type": "string"}}) == ["secret"]
    assert _a107({"share_token": {"type": "string", "description": "Your API token"}}) == [
        "share_token"
    ]
    assert _a107(
        {"api_key": {"type": "string", "description": "API key for the file service"}}
    ) == ["api_key"]
    assert _a107(
        {"webhook_secret": {"type": "string", "description": "The signing secret of the webhook"}}
    ) == ["webhook_secret"]
    assert _a107(
        {
            "file_path": {"type": "string"},
            "token": {"type": "string", "description": "Token for uploading files"},
        }
    ) == ["token"]
    assert _a107(
        {"password": {"type": "string", "description": "Password of the archive file"}}
    ) == ["password"]
