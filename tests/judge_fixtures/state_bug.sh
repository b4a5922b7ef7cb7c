#!/bin/sh
# A rotation solution whose search starts each board at the depth where the
# board before it ended (a global not reset between boards): a board that
# needs fewer moves than that gets a longer answer, padded with A F pairs
# (WA, and only after another board). A solved board is caught before the
# search, so it still gets "No moves needed". $1: a right solution.
"$1" | awk 'NR % 2 == 1 && $0 != "No moves needed" {
  while (length($0) < depth) $0 = "AF" $0
  depth = length($0)
} { print }'
