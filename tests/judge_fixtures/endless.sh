#!/bin/sh
# Never stops (TLE).
while :; do :; done
