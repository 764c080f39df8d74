"""CLI commands of the cost stage (filled in by its issue)."""
