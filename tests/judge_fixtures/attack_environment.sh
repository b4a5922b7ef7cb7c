#!/bin/sh
# An attack on the judge's environment: exit status 42 when it sees the
# caller's CALLER_SECRET; 43 when HOME or PATH are not the box's, 44 when the
# LC_ALL that --env passes is missing; else the right solution "$@".
[ -n "$CALLER_SECRET" ] && exit 42
[ "$HOME" = /tmp ] && [ "$PATH" = /usr/local/bin:/usr/bin:/bin ] || exit 43
[ "$LC_ALL" = C ] || exit 44
exec "$@"
