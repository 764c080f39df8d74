"""CLI commands of the runtime stage (filled in by its issue)."""
