"""PyInstaller runtime hook: keep the environment as the bootloader left it.

packaging/bura-desktop.spec lists it as a custom runtime hook, and PyInstaller runs those before
its own (whose PySide6 hook changes QT_PLUGIN_PATH and QML2_IMPORT_PATH). The programs the game
starts get this environment back, without the bundle's library path
(bura_desktop.environment.user_environment).
"""

from bura_desktop import environment

environment.record()
