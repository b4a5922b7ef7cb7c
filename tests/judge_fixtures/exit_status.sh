#!/bin/sh
# Right answers, then exit status 3 (RE, as a judge counts it). $1: a right solution.
"$1"
exit 3
