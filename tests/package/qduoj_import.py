"""qduoj_import.py ZIP FOLDER: reads a zip as QDUOJ's "import problem" does
(OnlineJudge v1.6.1+api.1.6.1, problem/views/admin.py, ImportProblemAPI.post,
lines 552-625) and stores what it would store into FOLDER/<i>/: the test
cases and their info file (TestCaseZipProcessor, lines 35-111) and the
special judge's source as JudgeServer writes it (spj-<version>.cpp). On
stdout, "key=value" a line for each problem, each line after "problem=<i>".
Exit status 1, with the reason on stderr, where QDUOJ refuses the zip.

The rules, each from OnlineJudge's code at that tag:
- admin.py:566-571: the problems are i = 1..count, count the names that hold
  "/problem.json"; each is read from "<i>/problem.json" as JSON.
- problem/serializers.py:241-257 (ImportProblemSerializer) and the fields it
  uses (lines 19-21, 214-238): every key is required, others are ignored.
  display_id and title at most 128 characters; description,
  input_description, output_description and hint each {format: html or
  markdown, value: a string}; test_case_score null or a list of {score >= 1,
  input_name and output_name of 1 to 32 characters}; time_limit 1..60000
  (ms) and memory_limit 1..10240 (MB), integers; samples a list of {input,
  output}, neither empty; template a dict of {prepend, template, append},
  none empty, keyed by a language of the site (admin.py:578-580); spj null
  or {code, language}, the language one with a special judge (judge/
  languages.py: C and C++); rule_type ACM or OI; source null or at most 200
  characters; answers a list of {code, language}; tags a list of strings.
  A string field (DRF's CharField) trims surrounding whitespace first and
  refuses an empty one, but a sample's input and output are not trimmed.
- admin.py:582: the display id is cut to 24 characters.
- admin.py:89-111 (filter_name_list): with a special judge, the cases are
  1.in, 2.in, ... up to the first missing one (the .out files are not read);
  without one, 1.in with 1.out, ...; none at all is "Empty file".
- admin.py:55-58: each file's CRLF becomes LF; an .out's md5 is of its bytes
  stripped at the end.
- admin.py:594-620: the problem is created hidden (visible False), with every
  language of the site and the difficulty Mid.
"""
import hashlib
import json
import os
import re
import sys
import zipfile

LANGUAGES = ["C", "C++", "Java", "Python3", "Golang", "JavaScript"]  # judge/languages.py:226-235
SPJ_LANGUAGES = ["C", "C++"]


def refuse(why):
    sys.stderr.write(why + "\n")
    sys.exit(1)


def text(data, key, max_length=None, allow_blank=False, allow_null=False, trim=True):
    if key not in data:
        refuse(key + ": this field is required")
    value = data[key]
    if value is None:
        if not allow_null:
            refuse(key + ": may not be null")
        return None
    if not isinstance(value, (str, int, float)) or isinstance(value, bool):
        refuse(key + ": not a valid string")
    value = str(value)
    if trim:
        value = value.strip()
    if value == "" and not allow_blank:
        refuse(key + ": may not be blank")
    if max_length is not None and len(value) > max_length:
        refuse(key + ": more than %d characters" % max_length)
    return value


def integer(data, key, lo, hi):
    if key not in data:
        refuse(key + ": this field is required")
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not re.fullmatch(r"\s*-?\d+\s*", str(value)):
        refuse(key + ": a valid integer is required")
    value = int(value)
    if value < lo or value > hi:
        refuse("%s: %d is not in %d..%d" % (key, value, lo, hi))
    return value


def field(data, key, kind, kind_name, allow_null):
    """data[key], which must be of `kind` (DRF's name for it: kind_name), or None where allow_null."""
    if key not in data:
        refuse(key + ": this field is required")
    if data[key] is None and allow_null:
        return None
    if not isinstance(data[key], kind):
        refuse(key + ": expected " + kind_name)
    return data[key]


def mapping(data, key, allow_null=False):
    return field(data, key, dict, "a dictionary", allow_null)


def listing(data, key, allow_null=False):
    return field(data, key, list, "a list", allow_null)


def validate(p):
    """ImportProblemSerializer(data=p).is_valid(), and what the view checks after it."""
    if not isinstance(p, dict):
        refuse("problem.json is not an object")
    out = {"display_id": text(p, "display_id", 128), "title": text(p, "title", 128)}
    for key in ("description", "input_description", "output_description", "hint"):
        field = mapping(p, key)
        if text(field, "format") not in ("html", "markdown"):
            refuse(key + ".format: html or markdown")
        out[key] = text(field, "value", allow_blank=True)
    scores = listing(p, "test_case_score", allow_null=True)
    for item in scores or []:
        if not isinstance(item, dict):
            refuse("test_case_score: an item is not an object")
        integer(item, "score", 1, 2 ** 63)
        text(item, "input_name", 32)
        text(item, "output_name", 32)
    out["time_limit"] = integer(p, "time_limit", 1, 60000)
    out["memory_limit"] = integer(p, "memory_limit", 1, 10240)
    out["samples"] = []
    for item in listing(p, "samples"):
        if not isinstance(item, dict):
            refuse("samples: an item is not an object")
        out["samples"].append((text(item, "input", trim=False), text(item, "output", trim=False)))
    for language, item in mapping(p, "template").items():
        if not isinstance(item, dict):
            refuse("template: not an object")
        for key in ("prepend", "template", "append"):
            text(item, key)
        if language not in LANGUAGES:
            refuse("Unsupported language " + language)
    spj = mapping(p, "spj", allow_null=True)
    if spj is not None:
        out["spj_code"] = text(spj, "code")
        out["spj_language"] = text(spj, "language")
        if out["spj_language"] not in SPJ_LANGUAGES:
            refuse(out["spj_language"] + " is not a valid language")
    out["spj"] = spj is not None
    out["rule_type"] = text(p, "rule_type")
    if out["rule_type"] not in ("ACM", "OI"):
        refuse("rule_type: ACM or OI")
    out["source"] = text(p, "source", 200, allow_blank=True, allow_null=True)
    for item in listing(p, "answers"):
        if not isinstance(item, dict):
            refuse("answers: an item is not an object")
        text(item, "code")
        if text(item, "language") not in LANGUAGES:
            refuse("answers: not a language of the site")
    out["tags"] = [text({"tag": t}, "tag") for t in listing(p, "tags")]
    return out


def test_cases(names, spj, folder):
    """filter_name_list: the cases' file names, in order."""
    found, k = [], 1
    while folder + "%d.in" % k in names and (spj or folder + "%d.out" % k in names):
        found += ["%d.in" % k] if spj else ["%d.in" % k, "%d.out" % k]
        k += 1
    if not found:
        refuse("Empty file")
    return found


def main():
    archive, store = sys.argv[1], sys.argv[2]
    try:
        z = zipfile.ZipFile(archive)
    except zipfile.BadZipFile:
        refuse("Bad zip file")
    names = z.namelist()
    count = sum("/problem.json" in name for name in names)
    for i in range(1, count + 1):
        try:
            with z.open("%d/problem.json" % i) as f:
                problem = validate(json.load(f))
        except KeyError:
            refuse("no %d/problem.json" % i)
        except ValueError as e:
            refuse("%d/problem.json: not JSON: %s" % (i, e))
        folder = os.path.join(store, str(i))
        os.makedirs(folder)
        cases = test_cases(names, problem["spj"], "%d/testcase/" % i)
        info = {"spj": problem["spj"], "test_cases": {}}
        for name in cases:
            content = z.read("%d/testcase/%s" % (i, name)).replace(b"\r\n", b"\n")
            with open(os.path.join(folder, name), "wb") as f:
                f.write(content)
            if name.endswith(".in"):
                info["test_cases"][str(len(info["test_cases"]) + 1)] = {"input_name": name, "input_size": len(content)}
            else:
                last = info["test_cases"][str(len(info["test_cases"]))]
                last.update({"output_name": name, "output_size": len(content),
                             "stripped_output_md5": hashlib.md5(content.rstrip()).hexdigest()})
        with open(os.path.join(folder, "info"), "w", encoding="utf-8") as f:
            json.dump(info, f, indent=4)
        print("problem=%d" % i)
        print("display_id=" + problem["display_id"][:24])
        print("title=" + problem["title"])
        for key in ("time_limit", "memory_limit", "rule_type", "source"):
            print("%s=%s" % (key, problem[key]))
        for key in ("description", "input_description", "output_description", "hint"):
            print("%s=%s" % (key, "yes" if problem[key] else "no"))
        print("tags=" + ",".join(problem["tags"]))
        print("visible=False")
        print("test_cases=%d" % len(info["test_cases"]))
        for k, (sample_in, sample_out) in enumerate(problem["samples"]):
            for ext, content in (("in", sample_in), ("out", sample_out)):
                with open(os.path.join(folder, "sample%d.%s" % (k + 1, ext)), "w", encoding="utf-8", newline="") as f:
                    f.write(content)
        print("samples=%d" % len(problem["samples"]))
        if problem["spj"]:
            print("spj_language=" + problem["spj_language"])
            with open(os.path.join(folder, "spj-version.cpp"), "w", encoding="utf-8") as f:
                f.write(problem["spj_code"])
    print("problems=%d" % count)


main()
