import os

# Widgets are tested without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
