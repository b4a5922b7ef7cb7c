#!/bin/sh
# An attack on the sandbox: remounts / writable if it can, then writes the
# host's file "$1"; then runs the right solution "$2"...
mount -o remount,bind,rw / 2>/dev/null
echo escaped > "$1" 2>/dev/null
shift
exec "$@"
