#!/bin/sh
# An attack on files mode (--usaco): shuttle.out made a symlink to "$1"
# (../01-sample.ans: the expected answer, beside the files folder).
ln -s "$1" shuttle.out
