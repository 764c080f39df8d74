"""Local fake provider servers for the eval tests (127.0.0.1, ephemeral port, a thread)."""
