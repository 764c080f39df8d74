"""The exception tree of tooldeck: every public error and warning is defined here, once.

Every error a user can cause with bad input derives from :class:`ToolDeckError`; the CLI
turns these into one clear message and exit code 2 instead of a traceback. Each error
names *where* the problem is (file, line, column, tool, JSON pointer) and, where one
exists, the fix. Modules of the stages re-export the errors they raise (``from
tooldeck.select import SelectError`` works), but the classes live here.

The tree (``tests/test_errors.py`` checks it against the classes below)::

    Exception
        ToolDeckError                   input or usage error; CLI exit 2
            SchemaError                 a tool's JSON Schema (tool, pointer, keyword)
            ToolDefinitionError         a tool field other than the schema
            DuplicateToolError          two tools of one name (both sources)
            ParseError                  a file that does not parse (file:line:column)
            FormatError                 no format matches (formats tried)
            ExportError                 the target format cannot hold a tool (tool, pointer)
            SourceError                 a deck source that cannot be read
                GatewayConfigError      a gateway or MCP client config (file:line, key)
            CasesError                  a cases file (file:line, field)
            UnknownTokenizerError       tokenizers: a name neither built in nor hf:PATH
            TokenizerFileError          tokenizers: an unreadable tokenizer file
            UnserialisableToolError     cost: tool data that is not plain JSON
            DecodeError                 decode: bad mode, tool or tokenizer
                EngineUnavailableError  the engine's package is not installed
                GrammarError            a schema or turn grammar the engine refuses
            SelectError                 select: empty query, k <= 0, empty deck
                StaleIndexError         the deck changed since indexing
                CrossLingualError       dictionary or segmenter missing
                DenseUnavailableError   the embedding model cannot be loaded
            LintConfigError             lint: unknown key, code, severity or option
            LintLimitError              lint: more tools than max-deck-tools
            LockFileError               lint: lock file unreadable, other version, bad hash
            BackendError                eval: a model backend cannot be built or answer
                AgentRunError           eval: the agent loop cannot read a turn (keeps the trace)
            BfclCheckerError            eval: a BFCL category or document not handled
            CompareError                report: --compare file is not a report JSON
            CostOptionError             report: a cost option out of range
            CallParseError              runtime: a provider's tool call cannot be read
            PolicyConfigError           runtime: a policy built with bad options
            RuntimeConfigError          runtime: a Runtime built with bad options
            EventLoopError              runtime, eval: a sync face called in a running event loop
            ArtifactError               runtime: an artifact cannot be stored or read
            ServeError                  serve: a source, handlers or address that cannot start
            ExposureError               gateway: an unknown exposure mode or an option out of range
            PinningError                gateway: approve names a tool that is not quarantined
        ToolError                       raised BY A TOOL HANDLER to classify its failure
            RetryableError              transient; the model may retry
            InvalidArgumentsError       the arguments are wrong for the handler
            EnvironmentProblem          outside the model's control (disk, network)
            AbortedError                the handler gave up or was stopped
            UpstreamRefusal             gateway: an upstream refused after its question was declined
            QuarantinedError            UpstreamPool: the tool is quarantined (lock, poisoning rule)
    ValueError
        StrictJSONError                 JSON text that json.loads reads but would change
            DuplicateKeyError           a repeated object key
        UnsupportedPatternError         schema_regex: a schema regex RE2 cannot run
    UserWarning
        CacheWarning                    select: an unreadable cache file or unusable cache folder
            ResponseCacheWarning        eval: a damaged response cache entry, read as a miss
        PositionLimitWarning            eval: a prompt longer than the model's positions

Private control-flow exceptions (an underscore name, or a class inside a ``_private``
module) and ``runtime.validate.ArgumentError`` (turned into an ``invalid_arguments``
result, never raised to a caller) are not part of the tree.
"""

from __future__ import annotations

from typing import Any

ERROR_CHARS = 4_000
"""Longest error message kept whole (the runtime's bound on a result's message too).
Messages quote what they refuse (a name, a pattern, a value); a hostile input of 1 MiB made
a 1 MiB message, so a longer message keeps its first :data:`ERROR_HEAD` and last
:data:`ERROR_TAIL` characters — the place and the reason — around ``… [cut: N characters
in all] …`` (the notation of ``tooldeck.display.clip``). Head, marker and tail together fit
in the terminal's own cut of a line (``tooldeck.display.CLIP_CHARS``, 2,000), so the stated
length is what gets printed. Messages built from parts that are bounded already (an MCP
server's stderr: its last 2,000 characters) stay whole."""
ERROR_HEAD = 1_200
ERROR_TAIL = 700


def bounded_message(message: str) -> str:
    """``message`` unchanged up to :data:`ERROR_CHARS` characters, else its head and tail
    around a marker stating its length (so at most ``ERROR_HEAD + ERROR_TAIL`` characters
    of it are kept)."""
    if len(message) <= ERROR_CHARS:
        return message
    return (
        f"{message[:ERROR_HEAD]}… [cut: {len(message):,} characters in all] "
        f"…{message[-ERROR_TAIL:]}"
    )


class ToolDeckError(Exception):
    """Base class of every input or usage error tooldeck raises on purpose.

    A message longer than :data:`ERROR_CHARS` characters is cut to its head and tail with
    its length stated (:func:`bounded_message`), whichever subclass builds it.
    """

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str) and len(args[0]) > ERROR_CHARS:
            args = (bounded_message(args[0]),)
        super().__init__(*args)


class SchemaError(ToolDeckError):
    """A tool's JSON Schema is not usable (not an object schema, or invalid 2020-12).

    Attributes:
        tool: name of the tool whose schema is wrong (``None`` when unknown).
        pointer: JSON pointer (RFC 6901) inside the schema, ``""`` for the root.
        keyword: the JSON Schema keyword at fault, when one is.
    """

    def __init__(
        self,
        message: str,
        *,
        tool: str | None = None,
        pointer: str = "",
        keyword: str | None = None,
    ) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        where = []
        if tool is not None:
            where.append(f"tool {tool!r}")
        where.append(f"at {pointer or '/'}")
        if keyword is not None:
            where.append(f"keyword {keyword!r}")
        super().__init__(f"{', '.join(where)}: {message}")


class ToolDefinitionError(ToolDeckError):
    """A tool's fields are wrong (empty name, wrong types, invalid example call)."""


class DuplicateToolError(ToolDeckError):
    """Two tools in one deck share a name; both sources are named in the message."""

    def __init__(self, name: str, first_source: str | None, second_source: str | None) -> None:
        self.name = name
        self.first_source = first_source
        self.second_source = second_source
        super().__init__(
            f"duplicate tool name {name!r}: defined in {first_source or '<unknown>'} "
            f"and again in {second_source or '<unknown>'}; tool names must be unique in a deck"
        )


class ParseError(ToolDeckError):
    """A file could not be parsed as JSON, JSONL or YAML.

    Attributes:
        path: the file.
        line: 1-based line of the error, when known.
        column: 1-based column of the error, when known.
    """

    def __init__(
        self, path: str, message: str, *, line: int | None = None, column: int | None = None
    ) -> None:
        self.path = path
        self.line = line
        self.column = column
        loc = path
        if line is not None:
            loc += f":{line}"
            if column is not None:
                loc += f":{column}"
        super().__init__(f"{loc}: {message}")


class FormatError(ToolDeckError):
    """Data does not match a known tool format, or a format-specific rule is broken.

    Attributes:
        tried: names of the formats that were tried, for auto-detection failures.
    """

    def __init__(self, message: str, *, tried: tuple[str, ...] = ()) -> None:
        self.tried = tried
        if tried:
            message = f"{message} (formats tried: {', '.join(tried)})"
        super().__init__(message)


class ExportError(ToolDeckError):
    """A deck cannot be written in the requested format (e.g. OpenAI strict mode).

    Attributes:
        tool: the tool that cannot be exported.
        pointer: JSON pointer inside its input schema.
        keyword: the JSON Schema keyword that cannot be expressed.
        reason: the message without the tool/pointer/keyword prefix.
    """

    def __init__(
        self,
        message: str,
        *,
        tool: str | None = None,
        pointer: str | None = None,
        keyword: str | None = None,
    ) -> None:
        self.tool = tool
        self.pointer = pointer
        self.keyword = keyword
        self.reason = message
        where = []
        if tool is not None:
            where.append(f"tool {tool!r}")
        if pointer is not None:
            where.append(f"at {pointer or '/'}")
        if keyword is not None:
            where.append(f"keyword {keyword!r}")
        prefix = ", ".join(where)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class SourceError(ToolDeckError):
    """A deck source (path, ``bfcl:…``, ``mcp:…``) cannot be reached or resolved."""


class GatewayConfigError(SourceError):
    """A gateway config or MCP client config (``mcpServers``, VS Code ``servers``) that
    cannot be used: an unknown key, a server without command or URL, a bad URL, a value of
    the wrong type.

    Attributes:
        path: the file.
        line: 1-based line of the key, when known.
        key: the key, dotted from the top (``mcpServers.time.command``).
    """

    def __init__(self, path: str, key: str, message: str, *, line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.key = key
        loc = path if line is None else f"{path}:{line}"
        super().__init__(f"{loc}: {key}: {message}" if key else f"{loc}: {message}")


class CasesError(ToolDeckError):
    """A cases file line is invalid; the message names the file, line and field."""


# --- tokenizers ------------------------------------------------------------------------------


class UnknownTokenizerError(ToolDeckError):
    """A tokenizer name that is neither built in nor ``hf:<path>``."""


class TokenizerFileError(ToolDeckError):
    """A tokenizer file (``hf:<path>``) or a shipped vocabulary cannot be read or used."""


# --- cost ------------------------------------------------------------------------------------


class UnserialisableToolError(ToolDeckError):
    """A tool's exported data cannot be written as JSON (NaN, a non-string key, …)."""


# --- decode ----------------------------------------------------------------------------------


class DecodeError(ToolDeckError):
    """Base class of constrained-decoding errors (bad mode, unknown tool, bad tokenizer)."""


class EngineUnavailableError(DecodeError):
    """The requested engine's package is not installed; the message names the pip extra."""


class GrammarError(DecodeError):
    """A schema or turn grammar cannot be compiled by the engine.

    Attributes:
        tool: the tool whose schema failed (``None`` for a whole-turn grammar).
        keywords: JSON Schema keywords the engine refused, with the pointers where they occur
            (``"/properties/tags: uniqueItems"``); empty when the failure is not keyword-related.
    """

    def __init__(
        self, message: str, *, tool: str | None = None, keywords: tuple[str, ...] = ()
    ) -> None:
        self.tool = tool
        self.keywords = keywords
        prefix = f"tool {tool!r}: " if tool is not None else ""
        super().__init__(prefix + message)


# --- select ----------------------------------------------------------------------------------


class SelectError(ToolDeckError):
    """Bad input to selection: empty query, k ≤ 0, empty deck, a search before ``index``."""


class StaleIndexError(SelectError):
    """The deck changed (e.g. an MCP ``notifications/tools/list_changed``) and the index was
    not rebuilt yet; answering would choose from an outdated tool list."""


class CrossLingualError(SelectError):
    """The dictionary or segmenter for cross-lingual expansion is missing."""


class DenseUnavailableError(SelectError):
    """torch, sentence-transformers or the model package is not installed."""


class CacheWarning(UserWarning):
    """An embedding cache file was unreadable and is skipped (its texts are embedded again),
    or a cache folder cannot be used (what it would hold is kept in memory for the process;
    :mod:`tooldeck.cachedir`)."""


class ResponseCacheWarning(CacheWarning):
    """An eval response cache entry was unreadable or not a cached turn; it is read as a
    miss (the request is sent again and the entry replaced)."""


# --- lint ------------------------------------------------------------------------------------


class LintConfigError(ToolDeckError):
    """The lint configuration is wrong: unknown key, code, severity or option value."""


class LintLimitError(ToolDeckError):
    """A deck has more tools than lint's ``max-deck-tools`` option allows (issue 18)."""


class LockFileError(ToolDeckError):
    """A lock file (``tooldeck lock``) cannot be read or written, has another
    ``lockVersion``, a malformed entry, or a hash that does not match its definition."""


# --- eval ------------------------------------------------------------------------------------


class BackendError(ToolDeckError):
    """A backend cannot be built or cannot answer (unknown model spec, missing API key,
    a non-retryable provider error, retries exhausted). The message names the backend
    and the fix."""


class AgentRunError(BackendError):
    """A turn the provider sent that the agent loop (:func:`tooldeck.eval.agent.run_agent`)
    cannot read (a tool call without a name, …), or the backend failed partway through a
    run.

    Attributes:
        trace: what the run did before it (a :class:`tooldeck.eval.agent.AgentTrace`: the
            turns made, their results, the usage).
    """

    def __init__(self, message: str, trace: Any) -> None:
        super().__init__(message)
        self.trace = trace


class PositionLimitWarning(UserWarning):
    """A prompt (plus the generation budget) longer than the model's position table
    (``config.max_position_embeddings``): rotary models still run there, untrained."""


class BfclCheckerError(ToolDeckError):
    """A category the checker does not handle, or a malformed document/answer."""


# --- report ----------------------------------------------------------------------------------


class CompareError(ToolDeckError):
    """The file given to ``--compare`` is not a tooldeck report JSON."""


class CostOptionError(ToolDeckError):
    """A cost option out of range (k, window, top, trim length, sort key)."""


# --- strict JSON text ------------------------------------------------------------------------


class StrictJSONError(ValueError):
    """JSON text that :func:`json.loads` reads but tooldeck refuses: a repeated key (the
    last value would silently win), ``NaN``/``Infinity`` (not JSON, RFC 8259 §6), a
    number beyond a 64-bit float's range (it would become ``inf``), an integer longer
    than Python converts (:func:`sys.get_int_max_str_digits`, CVE-2020-10735), or nesting
    deeper than Python's recursion limit. The message says which and what to write
    instead.

    Attributes:
        lineno: 1-based line of the offending text, when known (else None).
        colno: 1-based column, when known (else None).
        token: the offending text as written (``NaN``, ``1e999``) when the reader knows it
            but not where it is (the parser locates it), else None.
    """

    def __init__(
        self, message: str, *, lineno: int | None = None, colno: int | None = None
    ) -> None:
        super().__init__(message)
        self.lineno = lineno
        self.colno = colno
        self.token: str | None = None


class DuplicateKeyError(StrictJSONError):
    """A key that appears twice in one JSON object; ``key`` is that key."""

    def __init__(self, key: str) -> None:
        super().__init__(
            f"duplicate key {key!r} (the key {key!r} appears twice in one object; a JSON "
            "reader would silently keep the last value): remove one"
        )
        self.key = key


# --- runtime ---------------------------------------------------------------------------------


class CallParseError(ToolDeckError):
    """A provider message is not a tool call at all (missing id or name, wrong container),
    or holds a call this runtime cannot run (an OpenAI ``custom`` tool call).

    Bad *arguments* are not this error: they become an ``invalid_arguments`` result the
    model can act on. This error is for the host's code passing the wrong message.

    Attributes:
        call_id: the id of the offending call or request when it could be read (so the
            host can still answer it, e.g. with a JSON-RPC error), else None.
    """

    def __init__(self, message: str, *, call_id: str | None = None) -> None:
        super().__init__(message)
        self.call_id = call_id


class PolicyConfigError(ToolDeckError):
    """A policy is configured wrongly (no roots, unknown operator, bad pointer)."""


class RuntimeConfigError(ToolDeckError):
    """The runtime is configured wrongly (handler for an unknown tool, bad option)."""


class EventLoopError(ToolDeckError, RuntimeError):
    """A synchronous face (``Runtime.call_sync``, ``Runtime.call_many_sync``,
    :func:`tooldeck.eval.agent.run_agent`) was called inside a running event loop, where
    ``asyncio.run`` cannot start another. The message names the async face to await
    instead (``await runtime.call(...)``, ``await arun_agent(...)``). Also a
    :class:`RuntimeError`, the class asyncio itself raised there before.
    :meth:`refuse_inside_loop` raises it; ``tooldeck.load`` of an MCP server or a config
    raises it too (session 40, trial40 B2: anyio's bare ``RuntimeError``)."""

    @classmethod
    def refuse_inside_loop(cls, face: str, instead: str) -> None:
        """Raise this error when called inside a running event loop, where ``asyncio.run``
        or ``anyio.run`` (which a synchronous face uses) cannot start another: their own
        refusal is a bare RuntimeError and leaves the coroutine never awaited. ``face``
        names what was called, ``instead`` the async face to await there."""
        import asyncio

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop here: the synchronous face may start one
        thread = (
            ""
            if "to_thread" in instead
            else " (or run the synchronous call in a worker thread: `await asyncio.to_thread(...)`)"
        )
        raise cls(
            f"{face} was called inside a running event loop (async code), where it cannot "
            f"start its own; there, use `{instead}`{thread}"
        )


class ArtifactError(ToolDeckError):
    """An artifact cannot be written or read (directory not writable, file missing)."""


# --- tool handlers ---------------------------------------------------------------------------


TOOL_ERROR_KINDS: tuple[str, ...] = (
    "retryable",
    "invalid_arguments",
    "environment",
    "aborted",
    "policy",
    "output_mismatch",
)
"""The failure classes a tool call can end in (the ``ErrorKind`` values of
:mod:`tooldeck.runtime.envelope`, which reads them from here)."""


class ToolError(Exception):
    """Base of the errors a tool raises to choose its failure class.

    The class attribute ``kind`` is the failure class (one of :data:`TOOL_ERROR_KINDS`); a
    subclass may set it, e.g. ``kind = "policy"`` for a business rule that refuses the call
    (docs/runtime.md, "A business refusal").

    Raises:
        TypeError: when a subclass is defined with a ``kind`` that is not a failure class
            (a typo such as ``"polcy"`` is caught where the tool author wrote it, not when a
            call fails).

    Args:
        message: what went wrong, for the model.
        hint: what to do next (default: the class's recovery hint).
        retry_after: seconds to wait (``retryable`` only).
    """

    kind = "environment"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind not in TOOL_ERROR_KINDS:
            raise TypeError(
                f"{cls.__name__}.kind = {cls.kind!r} is not a failure class; "
                f"use one of: {', '.join(TOOL_ERROR_KINDS)}"
            )

    def __init__(self, message: str, *, hint: str | None = None, retry_after: float | None = None):
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.retry_after = retry_after


class RetryableError(ToolError):
    """A temporary failure (rate limit, lock conflict, flaky network): retry later."""

    kind = "retryable"


class InvalidArgumentsError(ToolError):
    """The arguments are well-formed but wrong (a semantic error): change them."""

    kind = "invalid_arguments"


class EnvironmentProblem(ToolError):
    """Something in the environment is missing or forbidden: report or change path."""

    kind = "environment"


class AbortedError(ToolError):
    """The tool gave up (cancelled, deadline passed)."""

    kind = "aborted"


class UpstreamRefusal(ToolError):
    """The gateway's upstream refused a call after a question of its own was answered
    ``decline`` or ``cancel`` (by the user, or by the gateway when nobody could be asked):
    a refusal, not a failure of the environment."""

    kind = "policy"


class QuarantinedError(ToolError):
    """:meth:`tooldeck.gateway.UpstreamPool.call` of a tool that ``tooldeck gateway``
    quarantines (a definition changed since the config's lock pinned it, a new tool under
    ``new_tools: quarantine``, an error-level poisoning finding): refused before anything
    is sent, as the gateway refuses it (trial40b B3). Classified ``policy``.

    Attributes:
        tool: the tool's exposed name (``SERVER__TOOL``).
        reason: the first line of why it is held, with the rule codes
            (``"definition changed since it was pinned (/description, T102)"``).
    """

    kind = "policy"

    def __init__(self, message: str, *, tool: str, reason: str, hint: str | None = None):
        super().__init__(message, hint=hint)
        self.tool = tool
        self.reason = reason


class ServeError(ToolDeckError):
    """``tooldeck serve`` cannot start: a source or handlers spec that does not import, a
    missing attribute, deck tools without a handler, a port in use or a refused bind."""


class ExposureError(ToolDeckError):
    """``tooldeck gateway``: an exposure mode that does not exist, or an exposure option
    out of range (``max_k``, ``max_loaded`` below 1)."""


class PinningError(ToolDeckError):
    """``tooldeck gateway approve``: a tool named that is not quarantined (or not served),
    or nothing to approve from upstreams that could not be listed, or a definition it
    refuses to pin (``TOOL@SHA256`` whose definition has another hash now, or a flagged one
    named without its hash or ``--force``).

    Attributes:
        detail: what the refused definition would pin (its whole diff and findings, one
            line each, not yet terminal-safe), printed whole for the person before the
            error line; None for the other errors.
    """

    def __init__(self, message: str, *, detail: str | None = None) -> None:
        super().__init__(message)
        self.detail = detail


class UnsupportedPatternError(ValueError):
    """A JSON Schema regex that RE2 cannot run in linear time: a backreference,
    look-around, a repetition count above 1000, a pattern too long, or one that does not
    parse (:func:`tooldeck.schema_regex.compile_pattern`); the text is RE2's reason."""
