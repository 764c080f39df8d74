"""The last new-user trial's LOW-8: ``tooldeck gateway --dry-run`` said search mode costs "99%
less" without counting what ``search_tools`` answers cost — the tools it finds reach the
model in the answer instead of in ``tools/list``. The dry run now counts a typical answer
(the call's default k = 5 tools, at most the tools a search can find, each at the mean
tokens of one answer item) and says what it assumed. Real SDK stdio servers; expected tokens
recomputed with the Rust bpe-openai o200k_base tokenizer (independent of tooldeck's
tiktoken) on answer items written here by hand from the documented item shape."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
from typer.testing import CliRunner

from cost_fixtures import rust_tokenizer
from tooldeck.cli import app
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway.measure import dry_run

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
SCHEMA = {"type": "object", "properties": {"path": {"type": "string", "description": "A path."}}}
TOOLS = [
    ("status", "Show the working tree status."),
    ("log", "Show commit logs."),
    ("diff", "Show changes between commits."),
]
UNSTATED = {
    "readOnlyHint": False,
    "destructiveHint": True,
    "idempotentHint": False,
    "openWorldHint": True,
    "defaulted": ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"],
}


def _config(tmp_path: Path) -> Path:
    listing = tmp_path / "git.json"
    tools = [{"name": n, "description": d, "inputSchema": SCHEMA} for n, d in TOOLS]
    listing.write_text(json.dumps(tools), encoding="utf-8")
    servers = {"git": {"command": sys.executable, "args": [SERVER, str(listing)]}}
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return path


def _item_tokens(name: str, description: str) -> int:
    item = {
        "rank": 1,
        "name": f"git__{name}",
        "description": description,
        "hints": UNSTATED,
        "score": 0.5,
        "score_kind": "score",
        "inputSchema": SCHEMA,
    }
    text = json.dumps(item, ensure_ascii=False, separators=(",", ":"))
    return int(rust_tokenizer("o200k_base").count(text))


def test_the_dry_run_counts_a_typical_search_answer(tmp_path: Path) -> None:
    path = _config(tmp_path)
    report = anyio.run(lambda: dry_run(load_gateway_config(path)))
    # three tools a search can find, fewer than the default k of 5: the answer holds all
    assert (report.searchable, report.answer_k) == (3, 3)
    assert report.tokens_answer == sum(_item_tokens(n, d) for n, d in TOOLS)
    with_one = report.tokens_search + report.tokens_answer
    assert report.saving_one_search == 1 - with_one / report.tokens_full
    data = report.to_json()["tokens"]
    assert (data["searchAnswer"], data["searchAnswerK"]) == (report.tokens_answer, 3)
    result = CliRunner().invoke(app, ["gateway", "--dry-run", "--from", str(path)])
    line = next(ln for ln in result.stdout.splitlines() if "with one search" in ln)
    assert f"with one search: {with_one:,} tokens" in line
    assert (
        "answer of 3 tools (k is 5 by default, at most the tools it can find) takes about "
        f"{report.tokens_answer:,}" in line
    )
    assert "assumed: 3 times the mean answer item of the 3 searchable tools" in line
