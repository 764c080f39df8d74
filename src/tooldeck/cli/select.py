"""CLI commands of the select stage (filled in by its issue)."""
