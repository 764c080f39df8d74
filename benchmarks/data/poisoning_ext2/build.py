"""Build the second external tool-poisoning set: poisoned.json, benign.json and labels.jsonl.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext2/build.py

Reads extracted.json (the tool definitions of three public repositories under Apache-2.0 or
MIT, made by extract.py from pinned commits; see README.md) and labels each record with the
tables below: poisoned (with the class, the RFC 6901 pointer to the payload and the source's
own name for the attack), benign (the source's own tools that carry no payload), or left out
(with why). A record is poisoned when its source says it is the attack; no label is decided
by what tooldeck's detector does. No tool text is written here and none is changed; the only
change to a tool is its name where two records share one in the same file (`rename`). The
dev/holdout split is `split_interleaved`, computed, never chosen by hand; the output is the
same byte for byte on every run.
The machinery (key, split, rename, duplicates) is ../external_poisoning.py's, shared by
the four external sets.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from external_poisoning import write_set  # noqa: E402

D = "/description"
MAL = "cisco_mcp_scanner|examples/example-malicious-servers"
PI = "cisco_mcp_scanner|evals/behavioral-analysis/data/prompt-injection"
BJ = "beejak_vmcp|vulnerabilities"
TS = "tool_scan|tests/conftest.py"

# "source|path:line" -> (class, field, the source's name for the attack, note or None).
# The class is the earlier sets' vocabulary (one new class, `homoglyph`); the attack name is
# what the source's file, challenge, fixture or comment calls it.
POISONED: dict[str, tuple[str, str, str, str | None]] = {
    f"{MAL}/server.py:46": (
        "shadowing",
        D,
        "Malicious Server example: send_email's side effect when `add` is present",
        None,
    ),
    f"{MAL}/line_jumping_server.py:50": (
        "exfiltration",
        D,
        "Line Jumping Demo: always-BCC instruction",
        None,
    ),
    f"{MAL}/malicious_mcp_streamable_server.py:26": (
        "hidden_instructions",
        D,
        "a tool with a description designed to trigger the Yara rule",
        None,
    ),
    f"{MAL}/malicious_mcp_streamable_server.py:41": (
        "concealed_markup",
        D,
        "a suspicious script in the description (Yara rule)",
        "a <script> element, not an instruction",
    ),
    f"{MAL}/malicious_mcp_streamable_server.py:66": (
        "hidden_instructions",
        D,
        "injection code (Yara rule)",
        None,
    ),
    **{
        f"{PI}/{path}": ("authority_framing", D, f"prompt injection: {attack}", None)
        for path, attack in (
            ("act_as_role_injection.py:42", "act-as role injection"),
            ("admin_privilege_escalation.py:38", "admin privilege escalation"),
            (
                "contradictory_description_validation_bypass.py:48",
                "contradictory description, validation bypass",
            ),
            ("hidden_metadata_filter_bypass.py:49", "hidden metadata, filter bypass"),
            ("hidden_system_instructions.py:25", "hidden system instructions"),
            (
                "jailbreak_mode_context_manipulation.py:40",
                "jailbreak mode, context manipulation",
            ),
            ("nested_ignore_trust_escalation.py:37", "nested ignore, trust escalation"),
            ("override_instruction_injection.py:52", "override instruction injection"),
            ("safety_bypass_emergency_access.py:48", "safety bypass, emergency access"),
            ("system_prompt_override.py:48", "system prompt override"),
        )
    },
    "cisco_mcp_scanner|tests/test_static_analyzer.py:186": (
        "hidden_instructions",
        D,
        "unsafe_tool (static analyser test fixture)",
        None,
    ),
    f"{BJ}/tool_poisoning.py:87": (
        "invisible_unicode",
        D,
        "BEGINNER-001a: hidden zero-width Unicode characters in description",
        "zero-width characters around a SYSTEM OVERRIDE sentence",
    ),
    f"{BJ}/tool_poisoning.py:104": (
        "concealed_markup",
        D,
        "BEGINNER-001b: visible HTML comment injection in description",
        None,
    ),
    f"{BJ}/tool_poisoning.py:118": (
        "exfiltration",
        D,
        "BEGINNER-001c: [INST]-format injection in description",
        None,
    ),
    f"{BJ}/tool_shadowing.py:100": (
        "shadowing",
        D,
        "SHADOW-001: tool shadowing, malicious email redirect",
        "same name as a trusted server's send_email",
    ),
    f"{BJ}/tool_shadowing.py:124": (
        "forced_tool_call",
        D,
        "SHADOW-002: cross-origin tool escalation via description injection",
        None,
    ),
    f"{TS}:176": ("hidden_instructions", D, "prompt injection: prompt_injection_tool", None),
    f"{TS}:191": ("authority_framing", D, "prompt injection: role_manipulation_tool", None),
    f"{TS}:201": ("hidden_instructions", D, "prompt injection: instruction_override_tool", None),
    f"{TS}:211": ("conceal_from_user", D, "prompt injection: covert_action_tool", None),
    f"{TS}:326": (
        "concealed_markup",
        D,
        "XSS: xss_script_tool",
        "a <script> element, not an instruction",
    ),
    f"{TS}:382": ("exfiltration", D, "data exfiltration: data_exfiltration_tool", None),
    f"{TS}:439": (
        "invisible_unicode",
        D,
        "tool poisoning: hidden_unicode_tool",
        "zero-width characters alone, no hidden sentence",
    ),
    f"{TS}:449": (
        "homoglyph",
        D,
        "tool poisoning: homoglyph_tool",
        "one Cyrillic letter; the text says so itself",
    ),
}

_COPY = (
    "the text is a copy of invariantlabs-ai/mcp-injection-experiments' `add` tool "
    "(direct-poisoning.py), a repository with no licence; Apache-2.0 on this file cannot "
    "license it (poisoning_ext left out the same text for the same reason)"
)
_CAPABILITY = (
    "a dangerous capability written to trigger the source's code-execution rule: it "
    "describes the tool and addresses no instruction to the model, so it is neither a "
    "poisoned definition (issue 16's sense) nor an ordinary tool"
)
_DEFAULT = (
    "a server-side injection string ({what}) as a parameter default: the source's fixture "
    "for its injection patterns, not text addressed to the model; neither a poisoned "
    "description nor an ordinary tool"
)
# records left out of both files, and why
LEFT_OUT: dict[str, str] = {
    f"{MAL}/server.py:24": _COPY,
    f"{MAL}/line_jumping_server.py:56": _COPY + "; here under the name retrieve_logs",
    f"{MAL}/line_jumping_server.py:79": (
        "get_workstation_environment is, by the file's own comment, 'the malicious tool from "
        "the Trail of Bits blog post': a publisher's copyrighted article with no open licence"
    ),
    f"{MAL}/malicious_mcp_streamable_server.py:54": _CAPABILITY,
    "cisco_mcp_scanner|tests/test_static_analyzer.py:149": _CAPABILITY,
    "cisco_mcp_scanner|tests/test_static_analyzer.py:817": _CAPABILITY,
    f"{TS}:139": "an invalid-tool fixture (name starts with a digit), not a tool definition",
    f"{TS}:149": "an invalid-tool fixture (reserved name `exec`), not a tool definition",
    f"{TS}:159": "an invalid-tool fixture (inputSchema of type string): not a tool definition",
    f"{TS}:226": _DEFAULT.format(what="command injection"),
    f"{TS}:244": _DEFAULT.format(what="backtick command execution"),
    f"{TS}:262": _DEFAULT.format(what="subshell command execution"),
    f"{TS}:285": _DEFAULT.format(what="SQL injection"),
    f"{TS}:303": _DEFAULT.format(what="SQL UNION injection"),
    f"{TS}:336": _DEFAULT.format(what="XSS event handler"),
    f"{TS}:359": _DEFAULT.format(what="path traversal"),
    f"{TS}:397": _DEFAULT.format(what="SSRF to localhost"),
    f"{TS}:416": _DEFAULT.format(what="SSRF to the cloud metadata endpoint"),
}

# the class of a benign record: the source's own tools that carry no payload
# benign records a note is kept for
BENIGN_NOTES: dict[str, str] = {
    f"{MAL}/tricky_server.py:27": (
        "before the rug pull (the replacement text, Invariant Labs' WhatsApp takeover, is "
        "not extracted: no licence)"
    ),
    f"{BJ}/rug_pull.py:110": "RUG-001: the behaviour changes, the description does not",
    f"{BJ}/rug_pull.py:145": "RUG-002: the behaviour changes, the description does not",
    f"{BJ}/multi_vector.py:190": "MULTI-001: the relay the chain's injected output targets",
    f"{BJ}/prompt_injection.py:112": "BEGINNER-004: the payload is in the fetched page",
}


def main() -> int:
    """Write this set's poisoned.json, benign.json and labels.jsonl (external_poisoning.write_set)."""
    return write_set(HERE, POISONED, LEFT_OUT, BENIGN_NOTES)


if __name__ == "__main__":
    sys.exit(main())
