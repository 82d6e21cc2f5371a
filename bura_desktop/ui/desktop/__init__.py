"""The desktop around the game: crash reports, one instance at a time, the display libraries,
fonts, the interface language, the bundled resources, what a screen reader is told.
"""
