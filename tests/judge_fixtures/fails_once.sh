#!/bin/sh
# A solution whose failure does not repeat: every other run (counted in the
# file $2, outside any sandbox) it spins until the time limit (TLE); the other
# runs are $1's, right. $1: a right solution; $2: the counter's file.
runs=$(cat "$2" 2>/dev/null || echo 0)
echo $((runs + 1)) > "$2"
if [ $((runs % 2)) -eq 0 ]; then
  while :; do :; done
fi
exec "$1"
