#!/bin/sh
# Flatpak launcher: the game's package sits outside site-packages (see the manifest).
export PYTHONPATH="/app/share/bura-desktop${PYTHONPATH:+:$PYTHONPATH}"
exec python3 -m bura_desktop "$@"
