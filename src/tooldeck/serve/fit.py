"""The output limit over the whole MCP result as sent, in the limit's own unit.

The runtime truncates a tool's *output* to the limit (:class:`~tooldeck.runtime.Truncator`).
What a client receives is more: the JSON-RPC response whose ``result`` is the
``CallToolResult`` — the envelope as text, the envelope again as ``structuredContent``
(or the tool's own value), a ``resource_link``, JSON escaping of the text block. A
25,000-token limit on the output alone sent 26,408 tokens (issue 13). :class:`Fitter`
measures the response exactly as the SDK writes it and shortens the result until it fits:

1. the response is measured as JSON — with what the SDK adds on the way out (the
   current era's ``serverInfo`` ``_meta`` stamp, counted on both eras) — in both forms
   the SDK writes (stdio and the handshake-era HTTP transport: ``model_dump_json``,
   UTF-8 characters kept; current-era HTTP: ``json.dumps``, non-ASCII as ``\\u``
   escapes), the larger counting, in the truncator's unit (characters, UTF-8 bytes, or
   tokens of its tokenizer);
2. over the limit, a ``needs_approval``'s ``approval`` block leaves out the call's
   arguments and question (:func:`~tooldeck.serve.approval.approval_within`, said in its
   summary); an output not yet truncated that fits once is sent whole, once, as the text
   block's ``preview`` with its structured copy left out (``truncated`` stays false, the
   summary says what was left out: trial34 M4); else the output is cut shorter: the
   longest preview (a prefix of the output,
   the whole output spilled to an artifact) whose response fits, found by bisection on the
   measured response (:func:`tooldeck.runtime.shorten`);
3. when no preview fits (the envelope around it is over the limit on its own: a long error,
   many violations, a large approval), the whole envelope is spilled to an artifact as JSON
   (for a truncated output with nothing else in its envelope, the output's own artifact is
   linked instead: the whole output, not an envelope naming it by a host path) and a
   minimal envelope is sent — status, summary, error kind, message and hint (and a
   tool name that no served tool has: the client's text) cut to the longest length that
   fits, and where to read the rest (``read_more``: the first range within the limit).

:meth:`Fitter.floor` is the size of the smallest result step 3 can send for a deck; a
limit below it is refused when the server is built, so the bound always holds.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from typing import Any

import mcp_types as types
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from tooldeck.errors import ArtifactError
from tooldeck.runtime import ErrorInfo, ToolResult, Truncator, output_text, shorten
from tooldeck.runtime._results import cap
from tooldeck.runtime.truncate import read_artifact
from tooldeck.serve.approval import approval_within
from tooldeck.tool import Deck

__all__ = ["Fitter", "Render", "Wire", "wire_of"]

Render = Callable[[ToolResult], types.CallToolResult]
"""How a result is answered (``ToolResult.to_mcp`` plus what the server adds)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Wire:
    """How one response goes out.

    Attributes:
        request_id: the JSON-RPC id it answers.
        escaped: written with non-ASCII characters as ``\\u`` escapes (the SDK's
            current-era HTTP transport, ``json.dumps``); otherwise UTF-8 characters are kept
            (stdio and handshake-era HTTP, ``model_dump_json``). The default counts both
            forms, the larger winning: right whatever the transport.
        stamped: the SDK adds its ``serverInfo`` ``_meta`` stamp (current-era connections;
            default: counted).
    """

    request_id: Any
    escaped: bool | None = None
    stamped: bool = True


def wire_of(ctx: Any) -> Wire:
    """How the SDK sends the answer to the request of ``ctx``: on a current-era connection
    it stamps ``serverInfo`` into ``_meta`` and, over HTTP (``ctx.request`` is the HTTP
    request), writes with ``json.dumps`` (non-ASCII escaped); otherwise ``model_dump_json``
    (UTF-8 kept) — ``mcp`` 2.3.0, ``server/runner.py`` and ``server/_streamable_http_modern.py``.
    The wire tests (tests/serve/test_fit.py) check this on every transport and era. Shared
    by ``tooldeck serve`` and ``tooldeck gateway``, whose own envelopes are bounded alike."""
    current = ctx.protocol_version in MODERN_PROTOCOL_VERSIONS
    http = getattr(ctx, "request", None) is not None
    return Wire(ctx.request_id, escaped=current and http, stamped=current)


class Fitter:
    """Bounds the whole response of each ``tools/call`` (see the module docstring).

    Args:
        truncator: the limit (value, unit, tokenizer) and the artifact store.
        deck: the served tools (a truncated result's summary depends on the tool).
        meta: ``_meta`` entries the SDK adds to a result on its way out (the 2026-07-28
            ``io.modelcontextprotocol/serverInfo`` stamp), counted in every size.
    """

    def __init__(
        self, truncator: Truncator, deck: Deck, meta: Mapping[str, Any] | None = None
    ) -> None:
        self.truncator = truncator
        self.deck = deck
        self.meta = dict(meta or {})

    @property
    def limit(self) -> int:
        """The limit, in :attr:`unit`."""
        return self.truncator.limit

    @property
    def unit(self) -> str:
        """``characters``, ``bytes`` or ``tokens``."""
        unit: str = self.truncator.unit
        return unit

    def size(self, result: types.CallToolResult | types.InputRequiredResult, wire: Wire) -> int:
        """The size of the JSON-RPC response carrying ``result`` as ``wire`` sends it, in
        the limit's unit (both JSON forms, the larger, when ``wire.escaped`` is None)."""
        body = result.model_dump(by_alias=True, mode="json", exclude_none=True)
        if self.meta and wire.stamped:
            body["_meta"] = {**body.get("_meta", {}), **self.meta}
        frame = {"jsonrpc": "2.0", "id": wire.request_id, "result": body}
        if wire.escaped is not None:
            text = json.dumps(frame, ensure_ascii=wire.escaped, separators=(",", ":"))
            return self.truncator.size(text)
        raw = json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
        escaped = json.dumps(frame, separators=(",", ":"))
        if raw == escaped:
            return self.truncator.size(raw)
        return max(self.truncator.size(raw), self.truncator.size(escaped))

    def request_fits(self, request: types.ElicitRequest) -> bool:
        """True when the JSON-RPC request carrying ``request`` (the server's own
        ``elicitation/create`` on a handshake-era connection) is within the limit, measured
        in the form the SDK sends it (pydantic's ``model_dump_json``: UTF-8, non-ASCII text
        not ``\\u``-escaped), its id counted as a 6-digit number (the SDK numbers its
        requests from 1). rebreak30 N6: it used to take the larger of that and the
        ``\\u``-escaped form, so a CJK or Hebrew argument counted six times its length and
        was not asked at a sixth of the length a Latin one is, with a refusal naming the
        shown length ("page_id: 3,507 characters" over a limit of 20,000); the gateway and
        the current era measured the raw form already."""
        body = request.model_dump(by_alias=True, mode="json", exclude_none=True)
        frame = {"jsonrpc": "2.0", "id": 100000, **body}
        raw = json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
        return self.truncator.size(raw) <= self.limit

    def fits(self, result: types.CallToolResult | types.InputRequiredResult, wire: Wire) -> bool:
        """True when the response carrying ``result`` is within the limit."""
        return self.size(result, wire) <= self.limit

    def fit(
        self, result: ToolResult, render: Render, wire: Wire, *, strict: bool = True
    ) -> types.CallToolResult:
        """The answer to send for ``result``: ``render(result)`` when it fits, else a
        shortened result rendered (steps 2 and 3 of the module docstring).

        ``strict``: when not even the minimal result fits (a limit below :meth:`floor`),
        raise (``tooldeck serve``, which refuses such a limit at start); False sends the
        smaller of ``render(result)`` and the smallest minimal result, either over the
        limit (``tooldeck gateway``, which accepts any ``--limit`` ≥ 1: under
        ``--limit 100`` a 60-character ``{"sum": 3}`` result stays itself, and a
        120,000-character refusal becomes the minimal envelope).

        Raises:
            ArtifactError: an artifact cannot be written or read.
            ValueError: ``strict`` and not even the minimal result fits.
        """
        answer = render(result)
        if self.fits(answer, wire):
            return answer
        first = answer
        if result.approval is not None:  # its arguments, not its reason, are left out
            result = approval_within(result, lambda slim: self.fits(render(slim), wire))
            answer = render(result)
            if self.fits(answer, wire):
                return answer
        tool = self.deck.get(result.tool)
        text = output_text(result) if tool is not None else None
        if tool is not None and text is not None:
            if not result.truncated:
                # the whole output may fit once it is sent once: in the text block only,
                # its structured copy left out (trial34 M4: such a result said "truncated:
                # the first 12000 of 12000 characters are shown" with a read_more past the
                # end, though nothing of the output was cut)
                whole = render(_text_only(result, tool, text, self.limit, self.unit))
                if self.fits(whole, wire):
                    return whole
            stored = result.artifact if result.truncated else self.truncator.store.put(text)
            best = self._longest(
                lambda keep: render(
                    shorten(result, tool, text, keep, self.truncator, artifact=stored)
                ),
                len(result.preview) if result.truncated and result.preview else len(text),
                wire,
            )
            if best is not None:
                return best
        minimal = self._minimal(result, render, wire, strict=strict)
        if not strict and self.size(first, wire) < self.size(minimal, wire):
            return first  # below the floor: the smaller answer, as it is
        return minimal

    def _longest(
        self, build: Callable[[int], types.CallToolResult], high: int, wire: Wire
    ) -> types.CallToolResult | None:
        """``build(n)`` for the largest ``n`` in 0 … ``high`` that fits (bisection: the
        response grows with ``n``), or None when ``build(0)`` does not fit."""
        best = build(0)
        if not self.fits(best, wire):
            return None
        low = 0  # invariant: build(low) fits
        while low < high:
            middle = (low + high + 1) // 2
            answer = build(middle)
            if self.fits(answer, wire):
                low, best = middle, answer
            else:
                high = middle - 1
        return best

    def _minimal(
        self, result: ToolResult, render: Render, wire: Wire, *, strict: bool = True
    ) -> types.CallToolResult:
        output_only = _output_only(result)
        if output_only:
            # the output is in its artifact already, and the envelope says nothing more: link
            # that artifact, not a second one holding the envelope, whose own link to the
            # output is a path on this host that no client can read (trial32a #5: the
            # gateway's "Full output" under --limit 1500-2500 was such an envelope)
            if result.artifact is None:  # _output_only says there is one; not an assert (-O)
                raise ArtifactError("an output-only result has no artifact to link")
            output = read_artifact(result.artifact)
            cut = self.truncator.spill(output, 0, artifact=result.artifact)
            sentence = (
                f"The result is over the output limit ({self.limit} {self.unit} for the whole "
                f"response): its whole output ({len(output)} characters) is the artifact."
            )
        else:
            whole = json.dumps(result.envelope(), ensure_ascii=False, separators=(",", ":"))
            cut = self.truncator.spill(whole, 0)
            sentence = (
                f"The result is over the output limit ({self.limit} {self.unit} for the whole "
                f"response): its whole envelope ({len(whole)} characters of JSON) is the "
                "artifact."
            )
        error = result.error
        # a name no tool has is the client's text (a 30,000-character unknown name made
        # even the minimal result too large: serve answered -32603, the gateway sent it
        # whole): cut like the summary; a served tool's name is kept whole
        known = self.deck.get(result.tool) is not None

        def build(length: int) -> types.CallToolResult:
            shown = None
            if error is not None:
                shown = ErrorInfo(
                    error.kind,
                    _head(error.message, length),
                    _head(error.hint, length),
                    error.retry_after,
                )
            small = dataclasses.replace(
                result,
                tool=result.tool if known else _head(result.tool, length),
                # an output-only result's summary described the preview it had ("the first
                # 2000 … are shown", a host path): none is shown now, so only the sentence
                summary=sentence
                if output_only
                else f"{_head(result.summary, length)} {sentence}".lstrip(),
                items=None,
                preview=None,
                structured=None,
                error=shown,
                next=(),
                normalized=(),
                converted=(),
                approval=None,
                # cut like the message (the whole note is in the artifact): at length 0
                # the result is the floor's
                audit_error=_head(result.audit_error, length) or None
                if result.audit_error
                else None,
                artifact=cut.artifact,
                truncated=True,
                limit=cut.limit,
                read_more=cut.read_more,
            )
            return render(small)

        longest = max(
            len(result.summary),
            0 if known else len(result.tool),
            len(error.message) if error else 0,
            len(error.hint) if error else 0,
            len(result.audit_error or ""),
        )
        best = self._longest(build, longest, wire)
        if best is None and not strict:
            return build(0)
        if best is None:
            raise ValueError(
                f"no result fits the output limit of {self.limit} {self.unit} "
                f"(the smallest is {self.size(build(0), wire)})"
            )
        return best

    def floor(self, render: Render, limit: int | None = None) -> int:
        """The size of the largest minimal result (step 3) this deck can need under
        ``limit`` (default: this fitter's): the longest tool name, status and error kind,
        summary and error text cut to nothing, an artifact path of the store, a large
        request id, and the limit itself, which the result states (so the floor grows
        with the limit's digits). A limit below its own floor is refused."""
        limit = self.limit if limit is None else limit
        longest = max(self.deck.names, key=len, default="t")
        path = str(self.truncator.store.directory / f"{'f' * 64}.txt")
        total = 10**12
        # the minimal result's read_more range is the longest prefix within the limit
        # (Truncator.spill): at most `limit` characters in characters or bytes; in tokens
        # a character count with no bound but the whole envelope's
        page = total if self.unit == "tokens" else max(limit, 1)
        probe = ToolResult(
            call_id="mcp-1",
            tool=longest,
            status="needs_approval",
            summary=(
                f"The result is over the output limit ({limit} {self.unit} for the "
                f"whole response): its whole envelope ({total} characters of JSON) is the "
                "artifact."
            ),
            error=ErrorInfo("output_mismatch", "", ""),
            artifact=path,
            truncated=True,
            limit={"value": limit, "unit": self.unit},
            read_more={
                "artifact": path,
                "offset": 0,
                "limit": page,
                "unit": "characters",
                "total": total,
            },
            output_declared=True,
        )
        return self.size(render(probe), Wire("x" * 64))

    def least_limit(self, render: Render) -> int:
        """The smallest limit that is not below its own :meth:`floor` — the figure a
        refused limit's error names, which is then accepted. The floor counts the limit's
        digits, so the floor under a small limit (``--limit 0``: 2,029 characters) is
        below the floor under that figure (2,041): the floor is followed from 0 until it
        stops growing (it grows with the limit, so this is the least such limit; a few
        steps: each adds only digits)."""
        need = 0
        while True:
            floor = self.floor(render, need)
            if floor <= need:
                return need
            need = floor


def _text_only(result: ToolResult, tool: Any, text: str, limit: int, unit: str) -> ToolResult:
    """``result`` with its whole output ``text`` (:func:`~tooldeck.runtime.output_text`)
    sent once, as the envelope's ``preview`` in the text block, and not again in
    ``structuredContent`` (``items`` and the tool's own structured value dropped): nothing
    of the output is cut, so ``truncated`` stays false, with no ``read_more`` and no
    artifact; the summary says what was left out and why. A tool that declares an
    ``outputSchema`` then gets the envelope as ``structuredContent``, flagged ``isError``
    (:meth:`~tooldeck.runtime.ToolResult.to_mcp`), which the summary says too."""
    left_out = (
        "its declared structured value is not sent (MCP clients get this envelope as "
        "structuredContent, flagged isError)"
        if tool.output_schema is not None
        else "its structured copy (items in structuredContent) is left out"
    )
    sentence = (
        f"The whole output ({len(text)} characters) is in this envelope's preview; "
        f"{left_out}, to fit the output limit ({limit} {unit} for the whole response)."
    )
    return dataclasses.replace(
        result,
        summary=f"{result.summary} {sentence}".lstrip(),
        items=None,
        structured=None,
        preview=text,
    )


def _output_only(result: ToolResult) -> bool:
    """Whether ``result`` is an output truncated to an artifact whose envelope holds nothing
    a minimal result would lose but its summary (no error, approval, conversion or
    normalization notes, audit error): its minimal result then links the output's own
    artifact instead of spilling the envelope to a second one."""
    return (
        result.truncated
        and result.artifact is not None
        and result.error is None
        and result.approval is None
        and not result.normalized
        and not result.converted
        and not result.audit_error
    )


def _head(text: str, length: int) -> str:
    """``text`` cut to ``length`` characters with the cut said (nothing when 0)."""
    return "" if length == 0 else cap(text, length)
