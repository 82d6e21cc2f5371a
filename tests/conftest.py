import os

# Tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
