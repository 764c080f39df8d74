"""The package version (kept apart so that any layer can read it without importing the
package's top-level facade)."""

__version__ = "0.1.0"
