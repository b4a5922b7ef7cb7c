#!/bin/sh
# A solution whose grandchild escapes: a session of its own (setsid), its
# parent gone (a double fork), SIGHUP and SIGTERM ignored, a loop that never
# ends; then it waits itself. "$1": a word both loops carry on their command
# line, so that a test can look for them.
setsid sh -c 'trap "" HUP TERM; sh -c "while :; do sleep 1; done" "$0" &' "$1" </dev/null >/dev/null 2>&1 &
trap "" HUP TERM
exec sh -c 'while :; do sleep 1; done' "$1"
