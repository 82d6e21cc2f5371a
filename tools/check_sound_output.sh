#!/usr/bin/env bash
# Does one autoplayed hand make sound? Under Xvfb with PulseAudio's null sink, record the sink's
# monitor while the game plays a hand, then print the recording's level (sox). Debian packages:
# xvfb pulseaudio pulseaudio-utils sox. Run from the checkout: bash tools/check_sound_output.sh
set -euo pipefail
python=${PYTHON:-.venv/bin/python}
work=$(mktemp -d)
started_pulse=""
if ! pactl info >/dev/null 2>&1; then
    pulseaudio -D --exit-idle-time=-1 -n --load=module-native-protocol-unix 2>/dev/null
    started_pulse=yes
    sleep 1
fi
pactl list short sinks | grep -q '^[0-9]*[[:space:]]bura_null' ||
    pactl load-module module-null-sink sink_name=bura_null >/dev/null
parec -d bura_null.monitor --file-format=wav --format=s16le --channels=1 --rate=22050 \
    "$work/hand.wav" &
recorder=$!
PULSE_SINK=bura_null xvfb-run -a "$python" -m bura_desktop --profile "$work/profile" \
    --new-game --seed 1 --autoplay --hands 1 --quit --speed normal
sleep 0.5
kill "$recorder"; wait "$recorder" 2>/dev/null || true
echo "recorded: $work/hand.wav"
sox "$work/hand.wav" -n stat 2>&1 | grep -E 'Length|RMS     amplitude|Maximum amplitude'
grep -h "sound" "$work/profile/logs/"*.log || echo "(no sound lines in the log)"
if [ -n "$started_pulse" ]; then pulseaudio --kill; fi
