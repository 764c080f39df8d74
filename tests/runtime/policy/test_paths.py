"""The path check (``runtime/policy/paths.py``): path parameters wherever a schema puts them.

The attack corpora against the path and shell checks are in ``test_payloads.py``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime_fixtures import NESTED_PATHS, PATH, run, small_deck
from tooldeck.runtime import ApprovalGate, PathPolicy, Policy, Runtime, ToolCall
from tooldeck.runtime.policy.paths import MAX_SYMLINKS, open_beneath, path_problem, resolve
from tooldeck.tool import Deck, Tool, ToolAnnotations
from tooldeck.tool.declare import tool


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"maybe": "/etc/passwd"}, "/maybe"),
        ({"either": "/etc/passwd"}, "/either"),
        ({"both": "/etc/passwd"}, "/both"),
        ({"opts": {"inner": {"dest": "/etc/passwd"}}}, "/opts/inner/dest"),
        ({"many": ["ok", None, "../../etc/passwd"]}, "/many/2"),
        ({"pair": ["/etc/passwd", "/etc/passwd"]}, "/pair/1"),
        ({"ref": "/etc/passwd"}, "/ref"),
        (
            {"tree": {"children": [{"children": [{"file": "/etc/passwd"}]}]}},
            "/tree/children/0/children/0/file",
        ),
    ],
)
def test_path_policy_finds_nested_path_parameters(
    tmp_path: Path, arguments: dict[str, Any], pointer: str
) -> None:
    runtime = Runtime(NESTED_PATHS, policy=Policy([PathPolicy([tmp_path])]))
    result = runtime.call_sync(ToolCall("c1", "copy_files", arguments), dry_run=True)
    assert result.status == "refused"
    assert result.error is not None and result.error.kind == "invalid_arguments"
    reason = next(d.reason for d in result.decisions if d.check == "path")
    assert reason.startswith(pointer + ": ")  # a recursive $ref is followed to any depth
    # inside the root: allowed
    ok = runtime.call_sync(ToolCall("c2", "copy_files", {"maybe": "a/b.txt"}), dry_run=True)
    assert ok.status == "success"


def test_path_policy_on_an_optional_path_of_a_tool_function(tmp_path: Path) -> None:
    @tool(read_only=True)
    def read_log(path: Path | None = None) -> str:
        """Read a log file.

        Args:
            path: The log file.
        """
        return f"read {path}"

    deck = Deck.from_functions([read_log])
    assert "anyOf" in deck["read_log"].input_schema["properties"]["path"]
    runtime = Runtime(deck, [read_log], policy=Policy([PathPolicy([tmp_path])]))
    result = run(runtime, "read_log", {"path": "/etc/passwd"})
    assert result.status == "refused" and not result.ran


@pytest.mark.parametrize(
    ("properties", "extra", "arguments", "pointer"),
    [
        (
            {"files": {"type": "object", "propertyNames": PATH}},
            {},
            {"files": {"/etc/passwd": 1}},
            "/files/~1etc~1passwd (key)",
        ),
        (
            {"x": {"type": "string"}, "p": {"type": "string"}},
            {"dependentSchemas": {"x": {"properties": {"p": PATH}}}},
            {"x": "1", "p": "/etc/passwd"},
            "/p",
        ),
        ({"ps": {"type": "array", "contains": PATH}}, {}, {"ps": ["/etc/passwd"]}, "/ps/0"),
    ],
)
def test_path_policy_finds_keys_dependent_schemas_and_contains(
    tmp_path: Path, properties: dict[str, Any], extra: dict[str, Any], arguments: Any, pointer: str
) -> None:
    deck = small_deck("read", properties, **extra)
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=Policy([PathPolicy([tmp_path])]))
    result = run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"opts": {"path": "/etc/passwd"}}, "/opts/path"),
        ({"opts": {"path": ["ok", "/etc/passwd"]}}, "/opts/path/1"),
        ({"path": "file:///etc/passwd"}, "/path"),
        ({"path": "s3://bucket/key"}, "/path"),
        ({"path": "FILE:etc/passwd"}, "/path"),
    ],
)
def test_path_policy_names_match_at_any_depth_and_urls_are_refused(
    tmp_path: Path, arguments: Any, pointer: str
) -> None:
    deck = small_deck("read", {"path": {"type": "string"}, "opts": {"type": "object"}})
    policy = Policy([PathPolicy([tmp_path], names={"path"})])
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=policy)
    result = run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")


# --- issue 18: the handler's base, the final re-check, resolution, untyped values ----------------
def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "root"
    (root / "docs").mkdir(parents=True)
    (root / "docs" / "a.txt").write_text("a")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text("SECRET")
    return root


def test_handler_gets_relative_paths_joined_to_the_root_and_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = _tree(tmp_path)
    monkeypatch.chdir(tmp_path)  # the process runs in the root's parent
    got: list[Any] = []
    deck = small_deck("read", {"path": PATH, "n": {"type": "integer"}})
    handler = lambda **kw: got.append(kw) or "ok"  # noqa: E731
    runtime = Runtime(deck, {"read": handler}, policy=Policy([PathPolicy([root])]))
    result = run(runtime, "read", {"path": "outside/secret.txt", "n": 1})
    assert result.status == "success"
    real_root = os.path.realpath(root)
    assert got == [{"path": os.path.join(real_root, "outside/secret.txt"), "n": 1}]
    assert list(result.normalized) == [
        {
            "pointer": "/path",
            "rule": "path_base",
            "from": "outside/secret.txt",
            "to": os.path.join(real_root, "outside/secret.txt"),
        }
    ]
    # absolute paths are handed as sent; absolute=False hands every value as sent
    got.clear()
    assert run(runtime, "read", {"path": f"{real_root}/docs/a.txt"}).normalized == ()
    as_sent = Runtime(deck, {"read": handler}, policy=Policy([PathPolicy([root], absolute=False)]))
    assert run(as_sent, "read", {"path": "docs/a.txt"}).normalized == ()
    assert got == [{"path": f"{real_root}/docs/a.txt"}, {"path": "docs/a.txt"}]


def test_final_recheck_sees_a_symlink_planted_while_waiting_for_approval(tmp_path: Path) -> None:
    root = _tree(tmp_path)

    def approver(_request: Any) -> bool:  # the human takes a while; meanwhile …
        (root / "work").symlink_to(tmp_path / "outside")
        return True

    deck = Deck([Tool(name="write", input_schema={"type": "object", "properties": {"path": PATH}})])
    ran: list[Any] = []
    policy = Policy([PathPolicy([root]), ApprovalGate(approver)])
    runtime = Runtime(deck, {"write": lambda **kw: ran.append(kw)}, policy=policy)
    result = run(runtime, "write", {"path": "work/out.txt"})
    assert result.status == "refused" and ran == []
    assert [(d.check, d.verdict) for d in result.decisions][-1] == ("path", "refuse")
    assert "re-checked before the handler" in result.decisions[-1].reason
    assert "outside" in result.decisions[-1].reason


@pytest.mark.parametrize(("links", "refused"), [(MAX_SYMLINKS, False), (MAX_SYMLINKS + 1, True)])
def test_symlink_chains_longer_than_the_kernel_follows_are_refused(
    tmp_path: Path, links: int, refused: bool
) -> None:
    """A chain of ``links`` symlinks l0 → l1 → … → docs: Linux follows 40 (MAXSYMLINKS)."""
    root = _tree(tmp_path)
    for i in range(links):
        (root / f"l{i}").symlink_to(f"l{i + 1}" if i + 1 < links else "docs")
    problem = path_problem("l0/a.txt", [os.path.realpath(root)], os.path.realpath(root))
    assert (problem is not None) == refused
    try:
        open(root / "l0" / "a.txt").close()  # the kernel agrees
        opened = True
    except OSError:
        opened = False
    assert opened != refused


def test_symlink_loop_and_names_are_taken_literally(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    (root / "me").symlink_to("me")
    (root / "ﬁles").symlink_to(tmp_path / "outside")  # U+FB01: NFKC gives "files"
    (root / "files").mkdir()
    (root / "x\\y").symlink_to(tmp_path / "outside")  # one name on POSIX
    real = os.path.realpath(root)
    assert "loop" in (path_problem("me/x", [real], real) or "")
    assert path_problem("files/a.txt", [real], real) is None
    assert "outside the allowed roots" in (path_problem("ﬁles/secret.txt", [real], real) or "")
    assert "outside the allowed roots" in (path_problem("x\\y/secret.txt", [real], real) or "")
    # a part that does not exist does not stop the lookup of the parts after it
    (root / "out").symlink_to(tmp_path / "outside")
    assert path_problem("new/../out/secret.txt", [real], real) is not None
    assert resolve("new/../docs", real) == os.path.join(real, "docs")


def test_a_dotdot_over_a_symlink_is_refused_for_its_two_readings(tmp_path: Path) -> None:
    """Session 29's breaker: with an ordinary in-root link ``deep -> d1/d2`` the kernel
    reads ``deep/../../x`` as ``<root>/x`` (inside), but ``os.path.abspath``/``normpath``
    read ``<root>/../x``: a handler that normalises first read the file outside."""
    root = _tree(tmp_path)
    (root / "d1" / "d2").mkdir(parents=True)
    (root / "deep").symlink_to("d1/d2")
    (root / "in").symlink_to("docs")  # a link one level deep: both readings agree
    (tmp_path / "secret_outside.txt").write_text("OUTSIDE")
    real = os.path.realpath(root)

    @tool(read_only=True)
    def read_abs(path: str) -> str:
        """Read a file of the workspace. Use to read a file."""
        with open(os.path.abspath(path)) as handle:
            return handle.read()

    @tool(read_only=True)
    def read_norm(path: Path) -> str:
        """Read a file of the workspace. Use to read a file."""
        with open(os.path.normpath(path)) as handle:
            return handle.read()

    functions = [read_abs, read_norm]
    policy = Policy([PathPolicy([root], names={"path"})])
    runtime = Runtime(Deck.from_functions(functions), functions, policy=policy)
    for name in ("read_abs", "read_norm"):
        for value in (
            "deep/../../secret_outside.txt",
            f"{real}/deep/../../secret_outside.txt",  # absolute: not joined, same check
            "deep/../../root/../secret_outside.txt",
            "deep//..//../secret_outside.txt",
            "deep/./../../secret_outside.txt",
        ):
            result = run(runtime, name, {"path": value})
            assert result.status == "refused", (name, value, result.envelope())
            message = result.error.message if result.error else ""
            assert "climbs back over a symlink" in message, message
            assert "outside the allowed roots" in message, message
        # both readings inside, but different files: refused too (checked one, opened another)
        result = run(runtime, name, {"path": "deep/../docs/a.txt"})
        assert result.status == "refused"
        assert "outside" not in (result.error.message if result.error else "")
        # a link whose '..' comes back where the text says: one reading, allowed
        assert run(runtime, name, {"path": "in/../docs/a.txt"}).status == "success"
        assert run(runtime, name, {"path": "deep/../d2/../../docs/a.txt"}).status == "refused"
    # the same rule for strings inside an untyped path value
    problem = path_problem("deep/../../secret_outside.txt", [real], real)
    assert problem is not None and "two readings" in problem


def _mojibake(raw: bytes, codec: str) -> str:
    return raw.decode(codec)


@pytest.mark.parametrize(
    ("raw", "codec"),
    [
        (b"\xc0\xae\xc0\xae/\xc0\xae\xc0\xae/etc/passwd", "latin-1"),  # overlong '.' x2
        (b"..\xc0\xafoutside\xc0\xafsecret.txt", "latin-1"),  # overlong '/'
        # Latin-1 shows 0x80-0x9F as C1 controls (refused anyway); cp1252 as printable
        (b"\xe0\x80\xae\xe0\x80\xae/outside", "cp1252"),  # three-byte overlong '.'
        (b"\xf0\x80\x80\xae\xf0\x80\x80\xae/outside", "cp1252"),  # four-byte
        (b"docs/\xc1\x9c..\xc1\x9csecret", "cp1252"),  # overlong '\\' (0x9C is '\u0153')
        (b"docs/a\xc0\x8ab", "cp1252"),  # overlong newline: a control once repaired
    ],
)
def test_utf8_read_as_a_code_page_that_repairs_to_a_dot_or_slash_is_refused(
    tmp_path: Path, raw: bytes, codec: str
) -> None:
    """Expected by hand from RFC 3629's bit layout: ``C0 AE`` is 110 00000 10 101110 =
    0x2E '.'; the text is what a Latin-1/cp1252 decoder shows for those bytes (``À®``).
    On disk these are ordinary folder names inside the root, so only the form check can
    refuse them (corpus case path-overlong_text-02)."""
    root = _tree(tmp_path)
    real = os.path.realpath(root)
    value = _mojibake(raw, codec)
    problem = path_problem(value, [real], real)
    assert problem is not None and "mojibake" in problem


@pytest.mark.parametrize(
    "name",
    ["café/menu.txt", "À la carte.md", "Größe ©®.txt", "Ærø/ÿ.csv", "naïve/Â©.txt", "résumé–v2"],
)
def test_accented_names_in_any_code_page_pass(tmp_path: Path, name: str) -> None:
    root = _tree(tmp_path)
    real = os.path.realpath(root)
    assert path_problem(name, [real], real) is None


def test_a_name_the_file_system_encoding_cannot_carry_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With an ASCII file-system encoding ``os.fsencode('é')`` fails: the OS would be
    handed other bytes, so the check refuses instead of raising."""
    root = _tree(tmp_path)
    real = os.path.realpath(root)

    def ascii_only(name: str) -> bytes:
        return name.encode("ascii", "surrogateescape")

    monkeypatch.setattr(os, "fsencode", ascii_only)
    problem = path_problem("docs/é.txt", [real], real)
    assert problem is not None and "file system's encoding" in problem


def test_every_string_and_key_inside_an_untyped_path_value_is_checked(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    deck = small_deck("copy", {"target": {"format": "path"}})
    runtime = Runtime(deck, {"copy": lambda **kw: "ok"}, policy=Policy([PathPolicy([root])]))
    bad = {
        "/target/a/0/b": {"a": [{"b": "../outside/secret.txt"}]},
        "/target/~1etc~1passwd (key)": {"/etc/passwd": "r"},
        "/target/1": ["docs/a.txt", "file:///etc/passwd"],
    }
    for pointer, value in bad.items():
        result = run(runtime, "copy", {"target": value})
        assert result.status == "refused"
        assert result.error is not None and result.error.message.startswith(pointer + ": ")
    ok = run(runtime, "copy", {"target": {"src": "docs/a.txt", "opts": {"n": 3, "x": True}}})
    assert ok.status == "success" and ok.normalized == ()  # checked, not rewritten


@pytest.mark.parametrize("kernel", [True, False])
def test_open_beneath_stays_under_the_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kernel: bool
) -> None:
    """openat2 (RESOLVE_BENEATH) and the O_NOFOLLOW walk used where it is missing."""
    from tooldeck.runtime.policy import _beneath

    monkeypatch.setitem(_beneath._state, "openat2", kernel)
    root = _tree(tmp_path)
    (root / "out").symlink_to(tmp_path / "outside")
    (root / "out_rel").symlink_to("../outside/secret.txt")
    fd = open_beneath(root, "docs/../docs/a.txt")
    with os.fdopen(fd) as handle:
        assert handle.read() == "a"
    for escape in ["../outside/secret.txt", "out/secret.txt", "out_rel", str(tmp_path / "outside")]:
        with pytest.raises(OSError):
            os.close(open_beneath(root, escape))
    fd = open_beneath(root, "docs/new.txt", os.O_WRONLY | os.O_CREAT, 0o600)
    os.close(fd)
    assert (root / "docs" / "new.txt").exists()


_PARTS = st.sampled_from(
    [
        *["..", ".", "", "docs", "a.txt", "up", "out", "in", "deep", "loop", "new"],
        *["x\\..", "ﬁles", "~", "%2e"],
    ]
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    parts=st.lists(_PARTS, min_size=1, max_size=8),
    absolute=st.sampled_from(["", "root", "/"]),
)
def test_any_allowed_path_opens_inside_the_root(
    tmp_path: Path, parts: list[str], absolute: str
) -> None:
    """Property: whatever the check allows, ``os.path.realpath`` of the path the handler
    is handed (the runtime's ``prepare``) lies inside the root — realpath being the
    reference the corpus's labels use — and so does the file a handler that first
    normalises it (``os.path.abspath``) opens: the same file."""
    root = tmp_path / "prop" / "root"
    if not root.exists():
        (root / "docs").mkdir(parents=True)
        (root / "docs" / "a.txt").write_text("a")
        (root / "up").symlink_to("..")
        (root / "out").symlink_to(tmp_path)
        (root / "in").symlink_to("docs")
        (root / "docs" / "sub").mkdir()
        (root / "deep").symlink_to("docs/sub")  # two levels: '..' over it reads two ways
        (root / "loop").symlink_to("loop")
        (root / "ﬁles").symlink_to(tmp_path)
    real = os.path.realpath(root)
    value = "/".join(parts)
    value = {"": value, "root": f"{real}/{value}", "/": f"/{value}"}[absolute]
    policy = PathPolicy([root])
    deck = small_deck("read", {"path": PATH})
    handed: list[str] = []
    runtime = Runtime(deck, {"read": lambda path: handed.append(path)}, policy=Policy([policy]))
    result = run(runtime, "read", {"path": value})
    if result.status == "refused":
        return
    (path,) = handed
    assert os.path.isabs(path)
    opened = os.path.realpath(path)
    assert opened == real or opened.startswith(real + os.sep), (value, opened)
    assert os.path.realpath(os.path.abspath(path)) == opened, (value, path)


@pytest.mark.parametrize("value", ["--output=/etc/shadow", "-o/etc/passwd", "-rf", "-", "--"])
def test_a_value_starting_with_a_dash_is_refused_as_an_option(tmp_path: Path, value: str) -> None:
    """Session 23's breaker: ``--output=/etc/shadow`` passed as "inside the root" (it
    resolves to a name under the root) and reached the handler as sent where values are
    not rewritten — an untyped value, or ``absolute=False`` — so a handler passing it to
    tar, git, rsync or curl got an option naming a file outside the root (CWE-88). Refused
    for its form now, everywhere a path is checked, naming the fix ``./-…``; ``./-rf`` (a
    file whose name starts with '-') passes and reaches the handler as sent."""
    root = _tree(tmp_path)
    got: list[Any] = []
    handler = lambda **kw: got.append(kw) or "ok"  # noqa: E731
    typed = small_deck("read", {"path": PATH})
    untyped = small_deck("copy", {"target": {"format": "path"}})
    as_sent = Runtime(typed, {"read": handler}, policy=Policy([PathPolicy([root], absolute=False)]))
    loose = Runtime(untyped, {"copy": handler}, policy=Policy([PathPolicy([root])]))
    for result, pointer in (
        (run(as_sent, "read", {"path": value}), "/path"),
        (run(loose, "copy", {"target": {"opts": [value]}}), "/target/opts/0"),
    ):
        assert result.status == "refused", result
        assert result.error is not None and result.error.message.startswith(pointer + ": ")
        assert "option" in result.error.message and "./-" in result.error.message
    assert got == []
    assert path_problem(value, [str(root)], str(root)) is not None
    assert run(as_sent, "read", {"path": "./-rf"}).status == "success"
    assert got == [{"path": "./-rf"}]


@pytest.mark.parametrize(
    ("value", "how"),
    [
        ("%2D%2Doutput=/etc/shadow", "percent-decoded"),
        ("%2d%2doutput", "percent-decoded"),
        ("%252D-output", "percent-decoded"),  # decoded twice
        ("\uff0d\uff0doutput=/etc/shadow", "NFKC-normalised"),  # FULLWIDTH HYPHEN-MINUS
        ("\ufe63o/etc/passwd", "NFKC-normalised"),  # SMALL HYPHEN-MINUS
        ("%2B100f", "percent-decoded"),
        ("\uff0b100f", "NFKC-normalised"),  # FULLWIDTH PLUS SIGN
        ("evil.com%3A/etc/shadow", "percent-decoded"),
        ("evil.com\uff1a/etc/shadow", "NFKC-normalised"),  # FULLWIDTH COLON
        ("%7E/.ssh/id_rsa", "percent-decoded"),
    ],
)
def test_an_option_hidden_in_percent_encoding_or_nfkc_is_refused(
    tmp_path: Path, value: str, how: str
) -> None:
    """Session 24: ``%2D%2Doutput`` and fullwidth ``－－output`` passed where ``--output``
    is refused: a handler that URL-decodes or NFKC-normalises the value (as the policy's
    percent and look-alike checks already assume for dots and slashes) gets an option
    (CWE-88). Refused where the handler gets the value as sent, naming the reading; the
    fix ``./…`` keeps the name as sent. NFKC maps U+FF0D and U+FE63 to '-' (UnicodeData
    decomposition <wide>/<small> 002D), U+FF0B to '+', U+FF1A to ':'."""
    root = _tree(tmp_path)
    deck = small_deck("read", {"path": PATH})
    sent_policy = Policy([PathPolicy([root], absolute=False)])
    as_sent = Runtime(deck, {"read": echo_path}, policy=sent_policy)
    result = run(as_sent, "read", {"path": value})
    assert result.status == "refused", result
    assert result.error is not None and f"once {how} (" in result.error.message
    assert path_problem(value, [str(root)], str(root)) is not None
    assert run(as_sent, "read", {"path": "./" + value}).status == "success"


def echo_path(path: str) -> str:
    return path


@pytest.mark.parametrize(
    "value", ["-rf", "--output=x", "+x", "host:x", "%2D%2Doutput", "\uff0d\uff0doutput"]
)
def test_an_option_like_name_joined_to_the_base_is_a_file_name(tmp_path: Path, value: str) -> None:
    """Session 24: ``-rf`` was refused even where the policy hands the handler
    ``os.path.join(base, value)`` — a string that starts with '/', so no program reads it
    as an option or a remote place. Decided: allowed there (the result's ``normalized``
    says what the handler got); still refused where the handler gets the value as sent
    (``absolute=False``) and inside an untyped value (not rewritten); a leading '~' is
    still refused (the model meant a home folder, not a file named '~')."""
    root = _tree(tmp_path)
    real = os.path.realpath(root)
    got: list[str] = []
    deck = small_deck("read", {"path": PATH})
    runtime = Runtime(
        deck, {"read": lambda path: got.append(path) or "ok"}, policy=Policy([PathPolicy([root])])
    )
    result = run(runtime, "read", {"path": value})
    assert result.status == "success", result
    assert got == [os.path.join(real, value)]
    assert [c["to"] for c in result.normalized] == [os.path.join(real, value)]
    sent_policy = Policy([PathPolicy([root], absolute=False)])
    as_sent = Runtime(deck, {"read": echo_path}, policy=sent_policy)
    assert run(as_sent, "read", {"path": value}).status == "refused"
    assert run(runtime, "read", {"path": "~/" + value}).status == "refused"


@pytest.mark.parametrize(
    "value",
    [
        "docs/a\u061c.txt",  # ARABIC LETTER MARK: a Bidi_Control character
        "docs/a\u2028.txt",  # LINE SEPARATOR (Zl)
        "docs/a\u2029.txt",  # PARAGRAPH SEPARATOR (Zp)
        "docs/a\u200b.txt",  # ZERO WIDTH SPACE (Cf)
        "docs/\ufeffa.txt",  # ZERO WIDTH NO-BREAK SPACE / byte-order mark (Cf)
        "docs/a\u00ad.txt",  # SOFT HYPHEN (Cf)
        "docs/a\u2060.txt",  # WORD JOINER (Cf)
        "docs/a\U000e0041.txt",  # TAG LATIN CAPITAL LETTER A (Cf, beyond the BMP)
        "docs/a%E2%80%A8.txt",  # U+2028 percent-encoded
    ],
)
def test_invisible_and_separator_characters_are_refused_as_the_shell_policy_does(
    tmp_path: Path, value: str
) -> None:
    """Session 23's breaker: the path check refused the bidi marks and overrides it listed
    but passed U+061C (a Bidi_Control character), the line and paragraph separators and
    zero-width characters, which the shell policy refuses (every ``Cf``, ``Cc``, ``Zl``,
    ``Zp`` character). Both now refuse the same set; accented and CJK names still pass."""
    from tooldeck.runtime.policy import ShellPolicy

    root = _tree(tmp_path)
    problem = path_problem(value, [str(root)], str(root))
    assert problem is not None, value
    # the shell policy's verdict on the same characters, for the record
    assert ShellPolicy(root=str(root)).refusal(f"cat {value}") is not None or "%" in value
    deck = small_deck("read", {"path": PATH})
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=Policy([PathPolicy([root])]))
    assert run(runtime, "read", {"path": value}).status == "refused"
    for fine in ("docs/café.txt", "文档/报告.md", "📁 projects/plan.md"):
        assert path_problem(fine, [str(root)], str(root)) is None


JOINED_NAMES = [
    "docs/می\u200cخواهم.txt",  # Persian half-space (ZWNJ between joining letters)
    "docs/नमस्\u200dते.txt",  # Devanagari: ZWJ after a virama (half form)
    "docs/क्\u200cष.txt",  # Devanagari: ZWNJ after a virama (explicit virama shown)
    "docs/👨\u200d👩\u200d👧.png",  # an emoji ZWJ sequence (family)
    "docs/👩🏽\u200d💻.png",  # ZWJ after an emoji modifier
    "docs/🏳\ufe0f\u200d🌈.png",  # ZWJ after a variation selector
    "docs/🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f.png",  # Scotland
]
"""Names Unicode itself builds with ZWNJ/ZWJ (RFC 5892 Appendix A CONTEXTJ, UAX #31) or
emoji tag and ZWJ sequences (UTS #51 ED-14a, ED-16)."""

JOINERS_OUT_OF_PLACE = [
    "docs/\u200cmy.txt",  # ZWNJ at the start of a name
    "docs/a\u200c.txt",  # ZWNJ between Latin letters (no joining script)
    "docs/ab\u200d",  # ZWJ at the end
    "docs/स्\u200d.txt",  # ZWJ after a virama but before '.', not a letter
    "docs/a\u200db.txt",  # ZWJ between Latin letters
    "docs/👨\u200d.png",  # ZWJ ending an emoji with nothing joined
    "docs/\U000e0067\U000e007f.png",  # tags with no U+1F3F4 before them
    "docs/🏴\U000e0067\U000e0062.png",  # a tag sequence without its CANCEL TAG
    "docs/a\u200e.txt",  # LEFT-TO-RIGHT MARK: a bidi control
]


@pytest.mark.parametrize("value", JOINED_NAMES)
def test_names_unicode_builds_with_joiners_or_tags_are_not_refused(
    tmp_path: Path, value: str
) -> None:
    """Session 23's breaker: every Cf character was refused, so a Persian word with a
    half-space, a Devanagari half form and every emoji ZWJ or flag tag sequence in a file
    name could not be used. ZWNJ/ZWJ are allowed where RFC 5892's CONTEXTJ rules allow
    them (after a virama, or ZWNJ between letters that join) when a letter follows, ZWJ
    between emoji, tags after U+1F3F4 up to U+E007F; the shell policy agrees."""
    from tooldeck.runtime.policy import ShellPolicy

    root = _tree(tmp_path)
    assert path_problem(value, [str(root)], str(root)) is None, value
    assert ShellPolicy(root=str(root)).refusal(f"cat '{value}'") is None


@pytest.mark.parametrize("value", JOINERS_OUT_OF_PLACE)
def test_joiners_and_tags_out_of_place_are_still_refused(tmp_path: Path, value: str) -> None:
    from tooldeck.runtime.policy import ShellPolicy

    root = _tree(tmp_path)
    problem = path_problem(value, [str(root)], str(root))
    assert problem is not None and "invisible character" in problem, (value, problem)
    refusal = ShellPolicy(root=str(root)).refusal(f"cat '{value}'")
    assert refusal is not None and refusal.rule == "control-character", (value, refusal)


@pytest.mark.parametrize(
    ("value", "word", "fix"),
    [
        ("+:!id", "'+'", "./+:!id"),  # vim "+:!id" runs a command; less/more/tail too
        ("+/etc/passwd", "'+'", "./+/etc/passwd"),
        ("evil.com:/etc/shadow", "remote", "./evil.com:/etc/shadow"),  # scp/rsync: remote
        ("host:x", "remote", "./host:x"),
        ("user@host:copy.txt", "remote", "./user@host:copy.txt"),
        ("evil.com::module/x", "remote", "./evil.com::module/x"),  # rsync daemon form
    ],
)
def test_plus_and_host_colon_values_are_refused_as_program_arguments(
    tmp_path: Path, value: str, word: str, fix: str
) -> None:
    """Session 23's breaker: '+cmd' (an option to vim, less, more, tail, sort, date) and
    'host:path' (a remote path to scp and rsync: the file goes to or comes from another
    machine) passed as names inside the root, the same argument injection (CWE-88) as the
    leading '-' refused before. Refused for their form, naming the ./ fix, which scp,
    rsync and vim read as a local file; a ':' after a '/' (``docs/a:b``) and a '+' inside
    a name stay allowed, as for '-'."""
    root = _tree(tmp_path)
    problem = path_problem(value, [str(root)], str(root))
    assert problem is not None and word in problem and fix in problem, problem
    assert path_problem(fix, [str(root)], str(root)) is None
    for fine in ("docs/a:b.txt", "docs/+x", "c++/notes.md", "/" + str(root).lstrip("/")):
        assert path_problem(fine, [str(root)], str(root)) is None, fine


@pytest.mark.parametrize(
    "schema",
    [
        {"properties": {"p": {"$ref": "#c"}}, "$defs": {"c": {"$anchor": "c", **PATH}}},
        {"properties": {"p": {"$ref": "#/$defs/a%20b"}}, "$defs": {"a b": PATH}},
        {
            "properties": {"p": {"$dynamicRef": "#c"}},
            "$defs": {"c": {"$dynamicAnchor": "c", **PATH}},
        },
    ],
    ids=["anchor", "percent-encoded", "dynamicRef"],
)
def test_a_path_reached_through_any_reference_form_is_checked(
    tmp_path: Path, schema: dict[str, Any]
) -> None:
    """rebreak29 R1 (the path check's side): a path parameter reached through an
    ``$anchor``, a percent-encoded pointer or a ``$dynamicRef`` was not checked."""
    deck = Deck([Tool(name="read", input_schema={"type": "object", **schema})])
    check = PathPolicy([tmp_path])
    assert check.applies(deck.tools[0])
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=Policy([check]))
    result = runtime.call_sync(ToolCall("c1", "read", {"p": "/etc/passwd"}))
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith("/p: ")


# --- session 30: a tool that may write does not get a path into .git -------------------------
def _git_tools() -> Deck:
    schema = {"type": "object", "properties": {"file": PATH}}
    read_only = ToolAnnotations(read_only_hint=True)
    return Deck(
        [
            Tool(name="write_file", input_schema=schema),  # no hints: it may write
            Tool(name="read_file", input_schema=schema, annotations=read_only),
        ]
    )


@pytest.mark.parametrize(
    "value", [".git/hooks/pre-commit", ".git/config", ".GIT/config", "sub/.git./hooks/x",
              "GIT~1/config", "hooks/pre-commit", "wt/.git"],
)  # fmt: skip
def test_a_tool_that_may_write_does_not_get_a_path_into_git(tmp_path: Path, value: str) -> None:
    """Session 30: writing ``.git/hooks/pre-commit`` (or ``.git/config``'s
    ``core.fsmonitor``) is code the user's next git command runs, and PathPolicy let a
    write tool do it under the root. Refused now for a tool that may write — also through
    another case, Windows' trailing dot or 8.3 name, a symlink (``hooks -> .git/hooks``)
    and a worktree's ``.git`` file —; a read-only tool still reads there, and
    ``write_git=True`` allows it."""
    (tmp_path / ".git" / "hooks").mkdir(parents=True)
    (tmp_path / "hooks").symlink_to(tmp_path / ".git" / "hooks")
    (tmp_path / "wt").mkdir()
    refused = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c1", "write_file", {"file": value}), dry_run=True
    )
    assert refused.status == "refused", refused.summary
    reason = next(d.reason for d in refused.decisions if d.check == "path")
    assert reason.startswith("/file: the path leads into git's own folder (")
    read = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c2", "read_file", {"file": value}), dry_run=True
    )
    assert read.status == "success", read.summary
    allowed = Policy([PathPolicy([tmp_path], write_git=True)])
    written = Runtime(_git_tools(), policy=allowed).call_sync(
        ToolCall("c3", "write_file", {"file": value}), dry_run=True
    )
    assert written.status == "success", written.summary


@pytest.mark.parametrize(
    "value", [".git/hooks/pre-commit", ".git/config", "./.git/config", ".git/../.git/config"]
)
def test_a_path_written_through_a_git_symlink_is_refused(tmp_path: Path, value: str) -> None:
    """rebreak30 N3: only the resolved path was compared, so with ``.git -> store`` (git
    works through it; the repo tool links ``p/.git/hooks`` the same way) a literal
    ``.git/hooks/pre-commit`` resolved to ``store/hooks/pre-commit`` and a write tool got
    it; git then ran the hook on the next commit. The path as written is read too."""
    (tmp_path / "store" / "hooks").mkdir(parents=True)
    (tmp_path / ".git").symlink_to(tmp_path / "store")
    refused = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c1", "write_file", {"file": value}), dry_run=True
    )
    assert refused.status == "refused", refused.summary
    reason = next(d.reason for d in refused.decisions if d.check == "path")
    assert reason.startswith("/file: the path leads into git's own folder (.git/")
    # rebreak30 N3 (LOW): the hint was the generic "use a plain path … (no '..' escapes)"
    hint = refused.error.hint if refused.error else ""
    assert "do not write into git's folder" in hint and "'..'" not in hint
    absolute = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c2", "write_file", {"file": str(tmp_path / value)}), dry_run=True
    )
    assert absolute.status == "refused", absolute.summary
    read = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c3", "read_file", {"file": value}), dry_run=True
    )
    assert read.status == "success", read.summary


@pytest.mark.parametrize(
    "value", ["Makefile", "build/rules.mk", "package.json", "pyproject.toml", "conftest.py",
              ".github/workflows/ci.yml", ".gitignore", "src/.gitattributes", "gitx/a", "a.git"],
)  # fmt: skip
def test_files_a_coding_agent_edits_honestly_are_not_refused(tmp_path: Path, value: str) -> None:
    """Files that run later but that a coding agent edits as its work (build files, CI
    definitions, git's ignore and attribute files) stay writable: refusing them would block
    honest edits; docs/runtime.md says so."""
    result = Runtime(_git_tools(), policy=Policy([PathPolicy([tmp_path])])).call_sync(
        ToolCall("c1", "write_file", {"file": value}), dry_run=True
    )
    assert result.status == "success", result.summary
