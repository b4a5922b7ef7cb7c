# polygon_xml.py FOLDER: reads an unpacked Polygon package's problem.xml with
# xml.etree, the lookups its readers make, and prints what they find, a line
# each, "key=value", so that a test can check them:
#   Polygon2DOMjudge (p2d/polygon.py, PolygonProblem, at commit 8b0919a):
#     p2d.short_name, p2d.name (the first of english, russian, chinese),
#     p2d.language, p2d.time_ms, p2d.memory_bytes, p2d.input_pattern,
#     p2d.answer_pattern, p2d.test[] ("method sample description"),
#     p2d.checker (its source's path), p2d.solution[] ("tag path type")
#   CMS (cmscontrib/loaders/polygon.py, PolygonTaskLoader.get_task, c3659b8):
#     cms.title (the first name), cms.input_file, cms.output_file,
#     cms.testset[] ("name time-limit memory-limit test-count", every child
#     of judging), cms.checker (files/check.cpp or check.cpp, if there)
#   the statements: statement[] ("language type path") and, for each one's
#     folder, properties.<language>.<key> of its problem-properties.json
# Exit status 1 where a reader would stop on it: its line on stderr.
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

folder = sys.argv[1]


def refuse(why):
    print(why, file=sys.stderr)
    sys.exit(1)


root = ET.parse(os.path.join(folder, "problem.xml")).getroot()
if root.tag != "problem":
    refuse("the root is not <problem>")

# Polygon2DOMjudge
print("p2d.short_name=" + re.sub(r"[^a-zA-Z0-9-_]", "", root.attrib.get("short-name", "")))
names = root.find("names")
if names is None:
    refuse("Polygon2DOMjudge: no <names>")
for language in ("english", "russian", "chinese"):
    name = names.find(f'name[@language="{language}"]')
    if name is not None and "value" in name.attrib:
        print("p2d.name=" + name.attrib["value"])
        print("p2d.language=" + language)
        break
if root.find("judging") is None:
    refuse("Polygon2DOMjudge: no <judging>")
testsets = root.findall("judging/testset")
if len(testsets) != 1:
    refuse("Polygon2DOMjudge: not one testset (it needs --testset then)")
testset = testsets[0]
for key, tag in (("time_ms", "time-limit"), ("memory_bytes", "memory-limit")):
    element = testset.find(tag)
    if element is None or element.text is None or not element.text.isdigit():
        refuse(f"Polygon2DOMjudge: {tag} is not a whole number")
    print(f"p2d.{key}={element.text}")
for key, tag in (("input_pattern", "input-path-pattern"), ("answer_pattern", "answer-path-pattern")):
    element = testset.find(tag)
    if element is None or element.text is None:
        refuse(f"Polygon2DOMjudge: no {tag}")
    print(f"p2d.{key}={element.text}")
for test in testset.findall("tests/test"):
    sample = test.attrib.get("sample", "").strip().lower() in ("true", "1", "yes")
    print(f"p2d.test[]={test.attrib['method']} {sample} {test.attrib.get('description', '')}")
checker = root.find("assets/checker[source]")
if checker is not None:
    print("p2d.checker=" + checker.find("source").attrib["path"])
for solution in root.findall("assets/solutions/solution[@tag]"):
    source = solution.find("source[@path][@type]")
    if source is not None:
        print(f"p2d.solution[]={solution.attrib['tag']} {source.attrib['path']} {source.attrib['type']}")

# CMS
print("cms.title=" + names.find("name").attrib["value"])
judging = root.find("judging")
print("cms.input_file=" + judging.attrib["input-file"])
print("cms.output_file=" + judging.attrib["output-file"])
for child in judging:
    print(f"cms.testset[]={child.attrib['name']} {float(child.find('time-limit').text)} "
          f"{int(child.find('memory-limit').text)} {int(child.find('test-count').text)}")
for path in ("files/check.cpp", "check.cpp"):
    if os.path.exists(os.path.join(folder, path)):
        print("cms.checker=" + path)
        break

# The statements, and the problem-properties.json beside each.
statements = root.find("statements")
for statement in [] if statements is None else statements.findall("statement"):
    language, path = statement.attrib["language"], statement.attrib["path"]
    print(f"statement[]={language} {statement.attrib['type']} {path}")
    properties = os.path.join(folder, os.path.dirname(path), "problem-properties.json")
    if os.path.exists(properties):
        with open(properties, encoding="utf-8") as f:
            data = json.load(f)
        for key, value in data.items():
            if key == "sampleTests":
                for sample in value:
                    print(f"properties.{language}.sample[]={sample['inputFile']} {sample['outputFile']}")
            else:
                print(f"properties.{language}.{key}={json.dumps(value, ensure_ascii=False)}")
