#!/bin/sh
# An attack on the sandbox: exit status 42 when it can read a file that only
# root may read or list /root; else the right solution "$@".
head -c 1 /etc/shadow >/dev/null 2>&1 && exit 42
ls /root >/dev/null 2>&1 && exit 42
exec "$@"
