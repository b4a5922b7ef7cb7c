#!/bin/sh
# A learner's generator that fails (exit status 3, saying why) for seeds 3
# and up, after the first line of its input. $1: the seed.
echo 5
if [ "$1" -ge 3 ]; then echo "gen: no case for seed $1" >&2; exit 3; fi
echo 0
