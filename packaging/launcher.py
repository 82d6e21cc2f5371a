"""Entry script for the frozen app.

PyInstaller needs a script file. bura_desktop/__main__.py itself would run as a top-level
module named __main__, outside its package, so start the game through the package instead.
"""

import sys

from bura_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
