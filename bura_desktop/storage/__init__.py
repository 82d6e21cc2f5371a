"""Files on disk: settings, statistics, the saved session. Pure Python, no Qt."""
