"""Bura Desktop: the Russian trick-taking card game Bura."""

__version__ = "0.1.0"
