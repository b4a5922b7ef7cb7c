#!/bin/sh
# A shuttle solution that is wrong on every input of two cases or more (its
# last line dropped: WA) and waits (sleep) on an input of one case: what is
# left for the stress test to shrink takes long. $1: a right solution.
input=$(cat)
if [ "$(printf '%s\n' "$input" | grep -cv '^0$')" -le 1 ]; then exec sleep 1000; fi
printf '%s\n' "$input" | "$1" | sed '$d'
