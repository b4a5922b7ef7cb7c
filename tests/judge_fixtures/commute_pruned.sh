#!/bin/sh
# A rotation search that prunes a move after a move it commutes with (parallel
# lines: A or F beside B or E, C or H beside D or G) in both orders, where only
# one order is the same board: a board whose shortest solution plays two such
# moves in a row gets a longer one, here two moves more (A and its inverse F
# first; WA). $1: a right solution.
"$1" | awk 'NR % 2 == 1 && $0 ~ /(A|F)(B|E)|(B|E)(A|F)|(C|H)(D|G)|(D|G)(C|H)/ { $0 = "AF" $0 } { print }'
