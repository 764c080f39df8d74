"""CLI commands of the lint stage (filled in by its issue)."""
