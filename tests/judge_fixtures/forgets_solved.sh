#!/bin/sh
# A rotation search with two bugs: it gives up past depth 8 (a board that
# needs 9 moves or more gets the first 8 of its answer: WA), and it prints
# its empty path for a solved board, an empty line where "No moves needed"
# belongs (PE). Random boards meet the first bug first. $1: a right solution.
"$1" | awk 'NR % 2 == 1 && $0 == "No moves needed" { $0 = "" }
NR % 2 == 1 && length($0) > 8 { $0 = substr($0, 1, 8) } { print }'
