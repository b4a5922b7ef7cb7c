#!/bin/sh
# A rotation search that keeps the last of the shortest solutions it finds,
# not the first: where two moves next to each other commute (A or F beside B
# or E, C or H beside D or G: parallel lines), it prints them the other way
# round, B before A. The same length, but not the smallest in dictionary
# order (WA). $1: a right solution.
"$1" | awk 'function group(c) { return index("AFBE", c) ? (index("AF", c) ? 1 : 2) : (index("CH", c) ? 3 : 4) }
function commute(a, b) { return group(a) + group(b) == 3 || group(a) + group(b) == 7 }
NR % 2 == 1 && $0 != "No moves needed" {
  for (swapped = 1; swapped;) {
    swapped = 0
    for (i = 1; i < length($0); ++i) {
      a = substr($0, i, 1); b = substr($0, i + 1, 1)
      if (a < b && commute(a, b)) { $0 = substr($0, 1, i - 1) b a substr($0, i + 2); swapped = 1 }
    }
  }
} { print }'
