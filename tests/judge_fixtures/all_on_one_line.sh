#!/bin/sh
# A shuttle solution with the right moves, all on one line (PE from N = 4:
# the statement wants 20 to a line). $1: a right solution.
"$1" | tr '\n' ' ' | sed 's/ $//'
echo
