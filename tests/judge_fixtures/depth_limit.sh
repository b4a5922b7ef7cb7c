#!/bin/sh
# A rotation search that gives up past depth 8: a board that needs 9 moves or
# more gets the first 8 moves of its answer (WA). $1: a right solution.
"$1" | awk 'NR % 2 == 1 && $0 != "No moves needed" && length($0) > 8 { $0 = substr($0, 1, 8) } { print }'
