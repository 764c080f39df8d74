"""Extract the MCP tool definitions of the fourth set's external sources into extracted.json.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext4/extract.py MIRROR_DIR

MIRROR_DIR holds one git directory per source, ``<owner>+<name>/repo`` (the layout of the
session's snapshot store, ``/work/.mirror``); each file is read with ``git show
COMMIT:PATH`` at the commit pinned in SOURCES, so the output does not depend on a work tree.
No source's code is run and none is copied here: only the tool definitions are kept. The
``fastmcp`` reader, ``git_show`` and the loop writing extracted.json are
../external_extract.py's (shared by the five external sets); the other four readers are this
set's own.

How a tool object is made, per kind of source file (nothing is reworded):

- ``fastmcp``: a Python server whose tools are functions under ``@<server>.tool()``. A stub
  with the same name, parameters, annotations, defaults and docstring (body ``...``,
  decorators dropped) is registered on the MCP Python SDK's server class
  (``mcp.server.mcpserver.MCPServer``, SDK 2.3.0) and its ``list_tools`` gives the tool: the
  description is the raw docstring (indentation kept, as the SDK sends it), ``inputSchema``
  the SDK's pydantic schema; ``outputSchema`` is dropped. A body assigning
  ``name.__doc__ = EXPR`` (a rug pull) gives a second tool with that docstring.
- ``tool_literal``: a low-level server returning ``types.Tool(name=..., description=...,
  inputSchema={...})`` with literal arguments: those three values as written; a call whose
  arguments are not literals (an f-string) is reported on stderr and not extracted.
- ``openai``: a Python module with a ``BASE_TOOLS`` dict of OpenAI function tools and
  ``Scenario(..., description_override={name: TEXT})`` calls (harryc295's bench): each base
  tool becomes ``{name, description, inputSchema: parameters}`` (OpenAI's ``parameters`` is
  the JSON Schema MCP calls ``inputSchema``); each override gives the same tool with the
  override TEXT as its whole description, as the source's runner sends it; ``line`` is the
  line of the tool's ``"name"`` key or of the override's key.
- ``zod``: a JavaScript server calling ``server.tool('name', `description`, {param:
  z.string(), ...})`` (MCP TypeScript SDK): name and description as written (a template
  literal without ``${}``), and the zod shape turned into JSON Schema by this reader for the
  forms present: ``z.string()`` -> ``{"type": "string"}``, ``z.number()`` -> ``{"type":
  "number"}``, ``z.string().email()`` -> ``{"type": "string", "format": "email"}``, ``.optional()`` -> not in
  ``required``, ``z.object({}).passthrough()`` -> ``{"type": "object",
  "additionalProperties": true}``. The SDK's own rendering (zod-to-json-schema) adds
  ``"additionalProperties": false`` and a ``$schema`` key at the top, left out here.
- ``compose``: Wapiti08's arena poisons a tool at run time (``_apply_tool_poisoning`` in
  ``environment/arena/runner/run.py``): an attack file gives ``target_tool``, ``mode`` and
  ``injection``, and the description the model sees is ``(injection.strip() + "\\n\\n" +
  description).strip()`` for ``prepend``. The record is that string, built from the attack
  file's injection and the target tool's record from the server the challenge's spec names
  (its other fields are the target's); ``line`` is the attack file's ``"injection"`` key.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_extract import Found, Place, fastmcp_tools, run  # noqa: E402

WAP = "environment/arena/challenges"
SOURCES: list[dict[str, Any]] = [
    {
        "source": "wapiti_attack_suite",
        "repo": "Wapiti08/mcp-attack-suite",
        "commit": "e57b4ca70ba269125cbe75cf17be9dec781f2227",
        "licence": "MIT (LICENSE)",
        # an MCP attack arena: challenge servers, attack submissions, and sample servers a
        # pitfall scanner is tested on (baseline = vulnerable, hardened = fixed)
        "files": [
            (f"{WAP}/{p}.py", "fastmcp")
            for p in (
                "ETHPriceServer/mcp_servers/eth_price_server",
                "ETHPriceServer/mcp_servers/eth_price_server_hardened",
                "ETHPriceServer/mcp_servers/eth_report_provider_server",
                "ETHPriceServer/mcp_servers/get_ETH_Price",
                "documentsystem/mcp_servers/doc_convert_server",
                "documentsystem/mcp_servers/doc_store_server",
                "documentsystem/mcp_servers/doc_store_server_hardened",
                "emailsystem/mcp_servers/email_attack_server",
                "emailsystem/mcp_servers/email_server",
                "emailsystem/mcp_servers/image_extractor_server",
                "emailsystem/mcp_servers/malicious_tools_server",
                "emailsystem/mcp_servers/teams_hardened_server",
                "emailsystem/mcp_servers/teams_server",
            )
        ]
        + [
            (f"environment/{p}.py", "fastmcp")
            for p in (
                "arena/trusted_defaults/crypto_news_server",
                "clientbuild/weather",
                "submissions/examples/ETHPriceServer/puppet/eth_compliance_server",
                "submissions/examples/documentsystem/puppet/puppet_doc_provider",
                "submissions/examples/emailsystem/puppet/puppet_inbox_server",
                "submissions/examples/emailsystem/safe_summarizer_server",
            )
        ]
        + [
            (f"sample_servers/{p}.py", "fastmcp")
            for p in (
                "crypto_baseline",
                "crypto_hardened",
                "doc_baseline",
                "doc_hardened",
                "email_baseline",
                "email_hardened",
            )
        ]
        # (attack file, server file its challenge's spec names for the target tool)
        + [
            (
                (
                    f"{WAP}/ETHPriceServer/attacks/tool_poisoning.json",
                    f"{WAP}/ETHPriceServer/mcp_servers/eth_price_server.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/ETHPriceServer/attacks/tool_poisoning_hardened.json",
                    f"{WAP}/ETHPriceServer/mcp_servers/eth_price_server_hardened.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/documentsystem/attacks/tool_poisoning.json",
                    f"{WAP}/documentsystem/mcp_servers/doc_store_server.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/documentsystem/attacks/tool_poisoning_hardened.json",
                    f"{WAP}/documentsystem/mcp_servers/doc_store_server_hardened.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/emailsystem/attacks/tool_poisoning.json",
                    f"{WAP}/emailsystem/mcp_servers/teams_server.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/emailsystem/attacks/tool_poisoning_focused_baseline.json",
                    f"{WAP}/emailsystem/mcp_servers/teams_server.py",
                ),
                "compose",
            ),
            (
                (
                    f"{WAP}/emailsystem/attacks/tool_poisoning_focused_hardened.json",
                    f"{WAP}/emailsystem/mcp_servers/teams_hardened_server.py",
                ),
                "compose",
            ),
        ],
    },
    {
        "source": "smart_mcp_proxy_demo",
        "repo": "smart-mcp-proxy/malicious-demo-mcp-server",
        "commit": "8bc36eb3810196d2d05d73a8c7976b93ff5d4be7",
        "licence": "MIT (README.md, section 'License': 'released under MIT License')",
        # a deliberately malicious demo server (MCPProxy's), four tools
        "files": [("main.py", "fastmcp")],
    },
    {
        "source": "tencent_aig",
        "repo": "Tencent/AI-Infra-Guard",
        "commit": "4908db1deab794a02ee9eaa77d3583ad590e7b27",
        "licence": "Apache-2.0 (LICENSE; file header; NOTICE asks for attribution to Tencent Zhuque Lab)",
        # the MCP scanner's test case server
        "files": [("mcp-scan/testcase/case1/main1.py", "fastmcp")],
    },
    {
        "source": "harryc_bench",
        "repo": "harryc295/tool-poisoning-bench",
        "commit": "9a5c49669f2e50da8e7cfc571ff35dc77cccb034",
        "licence": "MIT (LICENSE)",
        # a tool-poisoning benchmark's scenarios: four base tools, three description overrides
        "files": [("scenarios.py", "openai")],
    },
    {
        "source": "mcp_shield",
        "repo": "riseandignite/mcp-shield",
        "commit": "379140c3555bf35c6f8f451ee320da24302e792e",
        "licence": "MIT (LICENSE)",
        # the scanner's example servers (JavaScript, MCP TypeScript SDK)
        "files": [
            ("mcp-servers-example/bad-mcp-server.js", "zod"),
            ("mcp-servers-example/mcp-whatsapp.js", "zod"),
        ],
    },
    {
        "source": "trailofbits_context_protector",
        "repo": "trailofbits/mcp-context-protector",
        "commit": "05e56c1616f4382ca25eb15bdfc98c4967bbdd74",
        "licence": "Apache-2.0 (LICENSE)",
        # the wrapper's test servers (low-level SDK, Tool literals)
        "files": [
            (f"test/{name}.py", "tool_literal")
            for name in (
                "multi_tool_downstream_server",
                "notification_test_server",
                "prompt_test_server",
                "resource_test_server",
            )
        ],
    },
]


def tool_literals(text: str) -> list[Found]:
    """Each ``Tool(name=..., description=..., inputSchema=...)`` call with literal arguments."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if fname != "Tool":
            continue
        kw = {k.arg: k.value for k in node.keywords}
        try:
            tool = {
                "name": ast.literal_eval(kw["name"]),
                "description": ast.literal_eval(kw["description"]),
                "inputSchema": ast.literal_eval(kw["inputSchema"]),
            }
        except (KeyError, ValueError):
            print(f"  not extracted: Tool(...) at line {node.lineno}", file=sys.stderr)
            continue
        found.append((node.lineno, "Tool(...) literal", tool))
    return found


def openai_tools(text: str) -> list[Found]:
    """BASE_TOOLS' OpenAI function tools, and each Scenario's description_override."""
    tree = ast.parse(text)
    base: dict[str, dict[str, Any]] = {}
    found = []
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "BASE_TOOLS"
            and isinstance(node.value, ast.Dict)
        ):
            for k in node.value.keys:
                assert k is not None
            for value in node.value.values:
                fn = ast.literal_eval(value)["function"]
                tool = {
                    "name": fn["name"],
                    "description": fn["description"],
                    "inputSchema": fn["parameters"],
                }
                base[fn["name"]] = tool
                line = next(
                    sub.lineno
                    for sub in ast.walk(value)
                    if isinstance(sub, ast.Constant) and sub.value == "name"
                )
                found.append((line, "BASE_TOOLS entry (OpenAI function tool)", tool))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Scenario"):
            continue
        for k in node.keywords:
            if k.arg != "description_override" or not isinstance(k.value, ast.Dict):
                continue
            for key, value in zip(k.value.keys, k.value.values, strict=True):
                assert isinstance(key, ast.Constant)
                name = key.value
                tool = dict(base[name], description=ast.literal_eval(value))
                found.append((key.lineno, "Scenario description_override", tool))
    return found


_ZOD_TOOL = re.compile(
    r"server\.tool\(\s*'(?P<name>[^']+)',\s*`(?P<desc>[^`$]*)`,\s*\{(?P<shape>(?:[^{}]|\(\{\}\))*)\}",
    re.S,
)
_ZOD_PARAM = re.compile(r"^\s*(\w+):\s*(z\.\S+?),?\s*$", re.M)
_ZOD_TYPES = {
    "z.string()": {"type": "string"},
    "z.number()": {"type": "number"},
    "z.string().email()": {"type": "string", "format": "email"},
    "z.object({}).passthrough()": {"type": "object", "additionalProperties": True},
}


def zod_tools(text: str) -> list[Found]:
    """``server.tool('name', `desc`, {zod shape}, handler)`` calls (see the module doc)."""
    found = []
    for m in _ZOD_TOOL.finditer(text):
        props: dict[str, Any] = {}
        required = []
        for pm in _ZOD_PARAM.finditer(m.group("shape")):
            expr = pm.group(2)
            optional = expr.endswith(".optional()")
            base = expr.removesuffix(".optional()")
            if base not in _ZOD_TYPES:
                raise SystemExit(f"extract.py: zod form {expr!r} not handled")
            props[pm.group(1)] = dict(_ZOD_TYPES[base])
            if not optional:
                required.append(pm.group(1))
        schema: dict[str, Any] = {"type": "object", "properties": props}
        if required:
            schema["required"] = required
        line = text.count("\n", 0, m.start("name")) + 1
        tool = {"name": m.group("name"), "description": m.group("desc"), "inputSchema": schema}
        found.append((line, "server.tool(...) call, zod shape", tool))
    return found


def composed(attack_text: str, target_records: list[dict[str, Any]]) -> Found:
    """The poisoned listing the arena's runner makes from an attack file (module doc)."""
    cfg = json.loads(attack_text)["tool_poisoning"]
    if cfg["mode"] != "prepend":
        raise SystemExit(f"extract.py: mode {cfg['mode']!r} not handled")
    (target,) = [r["tool"] for r in target_records if r["tool"]["name"] == cfg["target_tool"]]
    description = (cfg["injection"].strip() + "\n\n" + target["description"]).strip()
    line = next(i + 1 for i, text in enumerate(attack_text.splitlines()) if '"injection"' in text)
    return (
        line,
        "attack file injection prepended by the arena runner",
        dict(target, description=description),
    )


def _compose(place: Place) -> list[tuple[str, int, str, dict[str, Any]]]:
    """`composed` for an (attack file, server file) entry: the target tool is looked up among
    the records already extracted from the server file; the record's path is the attack's."""
    attack, server = place.path
    targets = [
        r for r in place.records if r["path"] == server and r["repo"] == place.source["repo"]
    ]
    line, how, tool = composed(place.show(attack), targets)
    return [(attack, line, f"{how} (target: {server})", tool)]


READERS = {
    "fastmcp": fastmcp_tools,
    "tool_literal": tool_literals,
    "openai": openai_tools,
    "zod": zod_tools,
}


def main(argv: list[str]) -> int:
    return run(
        argv,
        doc=__doc__,
        here=HERE,
        sources=SOURCES,
        readers=READERS,
        place_readers={"compose": _compose},
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
