#!/bin/bash
# add_a_puzzle.sh: a fifth puzzle added by its folder alone, as docs/adding.md
# tells a contributor, in a copy of the tree. The puzzle is the countdown of
# tests/adding/countdown/ (a case is n, a move takes 1 or 2 off, the fewest
# moves), laid out as the tree is: its folder tools/puzzles/countdown/ (its
# behaviour, its judge's line, validator, statements, submissions and page),
# its program in src/, its checker in checkers/, its samples in samples/, and
# row.txt, its row of tools/puzzles/table.cpp. Nothing else of the copy is
# changed. Its case is a line (Cases::kLines), unlike the suite's own.
#
# The copy builds what the puzzle's own tests need (its program and checker,
# the judge, the packages, the replay page), then:
#   1. its program on its samples, byte for byte (a bad one: its message and status);
#   2. its checker: the program's output ok, a wrong one wrong, in its words;
#   3. `judge countdown`: its program AC on every test, the wrong submission WA;
#   4. `judge countdown --stress` with a --gen of the test's own and the
#      program as --answer: the wrong submission found, shrunk to one case;
#   5. its Kattis package, judged with `judge --problem`: AC, and WA for the
#      wrong submission;
#   6. its replay page in Chromium: the page's verdict is the checker's, right
#      and wrong (skipped, saying so, without Chromium or the node modules).
#
#   tests/adding/add_a_puzzle.sh SOURCE_DIR BUILD_DIR
# BUILD_DIR is the tree's own build: its compiler is used again, its node
# modules drive the browser. Exit 0 when all holds, 1 when a check fails.
set -u
source_dir=$1
build_dir=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/add_a_puzzle.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
tree=$work/tree
failed=0
fail() {
  echo "FAILED: $*"
  failed=1
}
ok() { echo "ok: $*"; }

# ---- The copy, and the puzzle's files in it.
mkdir -p "$tree"
excluded=(--exclude=./.git --exclude=node_modules --exclude=./build)
for inside in "$build_dir" "$work"; do  # the build and this test's own folder, where they are in the tree
  case $inside in
    "$source_dir"/*) excluded+=("--exclude=./${inside#"$source_dir"/}") ;;
  esac
done
tar -C "$source_dir" "${excluded[@]}" -cf - . | tar -C "$tree" -xf - || exit 1
fixture=$source_dir/tests/adding/countdown
for top in tools src checkers samples; do
  cp -R "$fixture/$top/." "$tree/$top/" || exit 1
done
table=$tree/tools/puzzles/table.cpp
grep -q '^  };$' "$table" || { echo "tools/puzzles/table.cpp: no line '  };' that ends the table"; exit 1; }
# (the row as it is: awk's -v would read its "\n" as a newline)
row=$(cat "$fixture/row.txt") awk '/^  };$/ && !done { print ENVIRON["row"]; done = 1 } { print }' "$table" > "$table.new" &&
  mv "$table.new" "$table"

# ---- Its build: the parts its tests need, with the tree's own compiler.
compiler=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build_dir/CMakeCache.txt")
copy_build=$tree/build
# Configured with TMPDIR unset: the compiler writes its scratch files there,
# and CMake 3.25 reads the compiler's link line with an apostrophe in such a
# path as a quote, finds no multiarch folder and so no libarchive (the tests'
# TMPDIR is in the tree, which CI puts under "a learner's folder").
if ! env -u TMPDIR cmake -S "$tree" -B "$copy_build" -DCMAKE_BUILD_TYPE=Release ${compiler:+"-DCMAKE_CXX_COMPILER=$compiler"} \
    > "$work/configure.log" 2>&1; then
  cat "$work/configure.log"
  echo "FAILED: the copy with the countdown does not configure"
  exit 1
fi
jobs=$(nproc 2>/dev/null || echo 2)
if ! cmake --build "$copy_build" -j "$jobs" --target countdown check_countdown judge replay packages > "$work/build.log" 2>&1; then
  grep -E "error|Error" "$work/build.log" | head -30
  echo "FAILED: the copy with the countdown does not build"
  exit 1
fi
ok "the copy builds with the countdown's folder, row, program, checker and samples"
b=$copy_build

# ---- 1. Its program on its samples.
for input in "$tree"/samples/countdown/*.in; do
  base=${input%.in}
  name=$(basename "$base")
  "$b/countdown" < "$input" > "$work/out" 2> "$work/err"
  status=$?
  want_status=0
  [ -f "$base.status" ] && want_status=$(cat "$base.status")
  cmp -s "$work/out" "$base.out" || fail "countdown on $name: its output is not $name.out"
  [ "$status" = "$want_status" ] || fail "countdown on $name: exit status $status, not $want_status"
  if [ -f "$base.err" ]; then
    [ "$(cat "$work/err")" = "countdown: $(cat "$base.err")" ] || fail "countdown on $name says: $(cat "$work/err")"
  fi
done
ok "its program on its samples"

# ---- 2. Its checker.
wrong_source=$tree/tools/puzzles/countdown/submissions/countdown_all_ones.cpp
"${compiler:-c++}" -O2 -o "$work/all_ones" "$wrong_source" || exit 1
three=$tree/samples/countdown/sample-three
"$b/countdown" < "$three.in" > "$work/right.out"
"$work/all_ones" < "$three.in" > "$work/wrong.out"
"$b/check_countdown" "$three.in" "$work/right.out" "$three.out" 2> "$work/check.err"
[ $? = 0 ] && [ "$(cat "$work/check.err")" = "ok: 3 cases, 7 moves" ] || fail "check_countdown on the right output: $(cat "$work/check.err")"
"$b/check_countdown" "$three.in" "$work/wrong.out" "$three.out" 2> "$work/check.err"
[ $? = 1 ] && [ "$(cat "$work/check.err")" = "wrong answer: case 2 (n=2): 2 moves, not 1" ] ||
  fail "check_countdown on the wrong output: $(cat "$work/check.err")"
ok "its checker"

# ---- 3. The judge (its folders, kept where a test fails, in this test's own: --work).
"$b/judge" countdown --work "$work" -- "$b/countdown" > "$work/judge.out" 2>&1
[ $? = 0 ] && grep -q "^61 tests: 61 AC$" "$work/judge.out" || { cat "$work/judge.out"; fail "judge countdown: its program is not AC on every test"; }
"$b/judge" countdown --work "$work" -- "$work/all_ones" > "$work/judge.out" 2>&1
[ $? = 1 ] && grep -q "^test   3  n=2  *WA " "$work/judge.out" || { cat "$work/judge.out"; fail "judge countdown: the wrong submission is not WA on n=2"; }
ok "judge countdown"

# ---- 4. Its stress test, with a generator of this test's own: 1 to 4 cases of 1..60.
cat > "$work/gen.sh" <<'EOF'
#!/bin/sh
seed=$1
count=$((seed % 4 + 1))
for i in $(seq 1 $count); do echo $(((seed * 7919 + i * 104729) % 60 + 1)); done
echo 0
EOF
chmod +x "$work/gen.sh"
# (--gen and --answer are commands, split at spaces: their paths go in '...', a ' as '"'"')
quoted() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\"'\"'/g")"; }
"$b/judge" countdown --stress --runs 20 --seed 2 --gen "$(quoted "$work/gen.sh")" --answer "$(quoted "$b/countdown")" \
  --work "$work" -- "$work/all_ones" > "$work/stress.out" 2>&1
status=$?
folder=$(sed -n 's/^smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in \(.*\); failing.in .*/\1/p' "$work/stress.out")
if [ $status != 1 ] || [ -z "$folder" ] || [ "$(grep -c . "$folder/smallest.in")" != 2 ]; then
  cat "$work/stress.out"
  fail "judge countdown --stress: the wrong submission is not found and shrunk to one case and the 0"
else
  ok "judge countdown --stress --gen: found, shrunk to $(head -1 "$folder/smallest.in") and 0"
fi

# ---- 5. Its Kattis package, judged as any problem.
zip=$b/packages/kattis/countdown.zip
"$b/judge" --problem "$zip" --work "$work" -- "$b/countdown" > "$work/package.out" 2>&1
[ $? = 0 ] || { cat "$work/package.out"; fail "judge --problem countdown.zip: its program is not AC"; }
"$b/judge" --problem "$zip" --work "$work" -- "$work/all_ones" > "$work/package.out" 2>&1
[ $? = 1 ] && grep -q " WA " "$work/package.out" || { cat "$work/package.out"; fail "judge --problem countdown.zip: the wrong submission is not WA"; }
ok "its Kattis package, judged with judge --problem"

# ---- 6. Its page, in a browser.
"$b/replay" countdown "$three.in" "$work/right.out" -o "$work/right.html" &&
  "$b/replay" countdown "$three.in" "$work/wrong.out" -o "$work/wrong.html" || fail "replay countdown writes no page"
node "$source_dir/tests/adding/page_verdict.js" "$build_dir" "$source_dir" "$work/right.html" "ok: 3 cases, 7 moves" \
  "$work/wrong.html" "wrong answer: case 2 (n=2): 2 moves, not 1"
case $? in
  0) ok "its page's verdicts are its checker's" ;;
  77) echo "skipped: its page in a browser (see the line above)" ;;
  *) fail "its page's verdicts" ;;
esac

[ $failed = 0 ] && echo "a fifth puzzle by its folder alone: every check holds"
exit $failed
