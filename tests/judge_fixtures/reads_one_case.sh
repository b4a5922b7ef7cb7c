#!/bin/sh
# A shuttle solution that reads one N, as USACO's statement has it, on a judge
# that gives several cases a file: every case after the first gets no
# output (WA). $1: a right solution.
head -n 1 | "$1"
