#!/bin/sh
# A black_white solution that prints printf("step %d:") where the statement
# wants "step%2d:": right up to step 9, "step 10:" from n = 7 on.
# $1: a right solution.
"$1" | sed 's/^step\([0-9][0-9]\)/step \1/'
