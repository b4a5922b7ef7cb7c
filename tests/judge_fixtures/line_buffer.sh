#!/bin/sh
# A shuttle solution that prints each line through a 48-byte buffer, the last
# byte for the '\0': a line of more than 47 characters loses its end (the
# first is N = 7's, 48 characters). $1: a right solution.
"$1" | cut -c 1-47
