"""Session 47: one helper says whether an exposed name is in a server's namespace
(``prefix + separator``); the gateway's three hand-written tests of it now call it."""

from __future__ import annotations

from tooldeck.formats.mcp_config import LeftOut, UpstreamSpec
from tooldeck.formats.mcp_names import prefix_of, under_prefix


def test_under_prefix_needs_the_whole_prefix_and_the_separator() -> None:
    assert under_prefix("gh__list_issues", "gh", "__")
    assert not under_prefix("ghost__list", "gh", "__")  # a longer word, not the namespace
    assert not under_prefix("gh_list", "gh", "__")  # one underscore is not the separator
    assert under_prefix("gh.list", "gh", ".")
    assert not under_prefix("gh__list_issues", "", "__")  # an empty prefix owns nothing


def test_prefix_of_is_the_prefix_else_the_name() -> None:
    assert prefix_of(UpstreamSpec("github", "stdio", command="x")) == "github"
    assert prefix_of(UpstreamSpec("github", "stdio", command="x", prefix="gh")) == "gh"
    assert prefix_of(UpstreamSpec("github", "stdio", command="x", prefix="")) == ""
    assert prefix_of(LeftOut("github", "gh", "disabled", "line", True)) == "gh"
