#!/bin/sh
# An attack on the judge's caller: writes to descriptor 7 if it inherited
# it (exit status 42), else runs the right solution "$@".
{ echo escaped >&7; } 2>/dev/null && exit 42
exec "$@"
