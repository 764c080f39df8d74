"""Session 41 (trial40b N7): a docstring's Google ``Note:``/``Example:`` sections and NumPy
``Notes``/``Examples`` sections were dropped from a ``@tool``'s description without a word
(a note such as "Follows at most 5 redirects." is often what a model needs). They now follow
``Returns`` and ``Raises``, in the docstring's order; docs/formats/README.md names what is
kept and what is left out. Expected texts written by hand from the docstrings below."""

from __future__ import annotations

from tooldeck.tool.declare import tool_from_function


def test_google_note_warning_and_example_are_kept() -> None:
    def check_url(url: str) -> str:
        """Check that a web address answers.

        Args:
            url: The address to check.

        Returns:
            "ok", or the HTTP status line.

        Example:
            check_url("https://example.org") -> "ok"

        Note:
            Follows at most 5 redirects,
            then gives up.

        Warning:
            Sends one request to the address.
        """
        return url

    t = tool_from_function(check_url)
    assert t.description == (
        "Check that a web address answers.\n\n"
        'Returns: "ok", or the HTTP status line.\n\n'
        'Example: check_url("https://example.org") -> "ok"\n\n'
        "Note: Follows at most 5 redirects, then gives up.\n\n"
        "Warning: Sends one request to the address."
    )
    assert t.parameters["url"]["description"] == "The address to check."


def test_numpy_notes_and_examples_are_kept() -> None:
    def check_url(url: str) -> str:
        """Check that a web address answers.

        Parameters
        ----------
        url : str
            The address to check.

        Notes
        -----
        Follows at most 5 redirects.

        Examples
        --------
        >>> check_url("https://example.org")
        'ok'
        """
        return url

    t = tool_from_function(check_url)
    assert t.description == (
        "Check that a web address answers.\n\n"
        "Note: Follows at most 5 redirects.\n\n"
        "Example:\n>>> check_url(\"https://example.org\")\n'ok'"
    )


def test_a_note_before_args_is_kept_once() -> None:
    def ping(host: str) -> str:
        """Ping a host.

        Note:
            Needs ICMP.

        Args:
            host: The host name.
        """
        return host

    t = tool_from_function(ping)
    assert t.description == "Ping a host.\n\nNote: Needs ICMP."
    assert t.description.count("Needs ICMP") == 1
