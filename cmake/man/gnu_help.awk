# A command's --help, as judge_args.hpp prints it, in the conventions of
# GNU's --help that help2man reads (cmake/man/man_page.cmake runs both).
# The help: "usage: NAME ARGS", a blank line, what the command does (lines at
# the margin) and its options ("  --name VALUE  what it does", longer text on
# lines indented further), then paragraphs, each under a heading of its own
# ("Exit status:", "Examples: ...") or, without one, more of what it does;
# an indented line without the two spaces that end an entry's name is an
# example, kept as it is; last "NAME (judge_suite) RELEASE", which the page's
# footer says (help2man's --version).
# Written: "Usage: NAME ARGS"; what it does; "Options:" and the options, with
# -h and --version, which every command here takes; a heading as help2man's
# "*Heading*" (its own section); more of what it does after "*Description*";
# an entry's text on the lines after its name, indented as help2man wants
# (so that a text starting with "-" is not read as part of the name); an
# example as "$ LINE" (help2man keeps each on a line of its own).
# With -v name_only=1: only the page's NAME line, the first sentence of what
# the command does, up to a colon or semicolon outside parentheses.
BEGIN { RS = ""; FS = "\n"; text_indent = "                        " }

function heading_of(line) {
  if (line !~ /^[A-Z][^:.]*:( |$)/) return ""
  return substr(line, 1, index(line, ":") - 1)
}

# An indented line of a paragraph: an entry ("  name  text"), its
# continuation or an example.
function indented(line,    gap, name, text) {
  if (line !~ /^  [^ ]/) {
    sub(/^ +/, "", line)
    return text_indent line
  }
  gap = index(substr(line, 3), "  ")
  if (gap == 0) return "  $ " substr(line, 3)
  name = substr(line, 3, gap - 1)
  text = substr(line, gap + 3)
  sub(/^ +/, "", text)
  return "  " name "\n" text_indent text
}

function summary(text,    depth, i, c) {
  for (i = 1; i <= length(text); ++i) {
    c = substr(text, i, 1)
    if (c == "(") ++depth
    else if (c == ")") --depth
    else if (depth == 0 && (c == ":" || c == ";")) break
    else if (c == "." && (i == length(text) || substr(text, i + 1, 1) == " ")) break
  }
  text = substr(text, 1, i - 1)
  if (text ~ /^[A-Z][a-z]/) text = tolower(substr(text, 1, 1)) substr(text, 2)
  return text
}

NR == 1 {
  sub(/^usage:/, "Usage:")
  if (!name_only) print $0 "\n"
  next
}

NR == 2 {
  text = ""
  for (i = 1; i <= NF && $i !~ /^ /; ++i) text = text (text == "" ? "" : " ") $i
  if (name_only) {
    print summary(text)
    exit
  }
  for (i = 1; i <= NF && $i !~ /^ /; ++i) print $i
  print "\nOptions:"
  for (; i <= NF; ++i) print indented($i)
  print indented("  -h, --help  print the usage, what it does and its options, then exit")
  print indented("  --version  print the name and the release, then exit") "\n"
  next
}

NF == 1 && $1 ~ / \(judge_suite\) / { next }

{
  heading = heading_of($1)
  if (heading == "") {
    print "*Description*\n"
    first = 1
  } else {
    print "*" heading "*\n"
    rest = substr($1, length(heading) + 2)
    sub(/^ +/, "", rest)
    first = 2
    if (rest != "") print rest
  }
  for (i = first; i <= NF; ++i) print ($i ~ /^ / ? indented($i) : $i)
  print ""
}
