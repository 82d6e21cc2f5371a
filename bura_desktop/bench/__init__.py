"""Benchmarks: scripts that print figures (``python -m bura_desktop.bench.<name>``), not tests."""
