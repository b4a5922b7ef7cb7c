# package_yaml.py FILE: reads a package's YAML file with PyYAML, as the judges
# read theirs (DOMjudge's and Hydro's YAML readers, problemtools' PyYAML), and
# prints its keys and values a line each, "key=value" (a list: "key[]=item"
# a line; a mapping: "key.sub=value"), so that a test can read them.
# Exit status 1 where it is no YAML mapping; 2 where PyYAML is missing.
import sys

try:
    import yaml
except ImportError:
    sys.exit(2)


def show(prefix, value):
    if isinstance(value, dict):
        for key, sub in value.items():
            show(f"{prefix}.{key}" if prefix else str(key), sub)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, dict):
                show(prefix + "[]", item)
            else:
                print(f"{prefix}[]={item}")
    else:
        kind = type(value).__name__
        print(f"{prefix}={value}" if kind == "str" else f"{prefix}={value} ({kind})")


with open(sys.argv[1], encoding="utf-8") as f:
    data = yaml.safe_load(f)
if not isinstance(data, dict):
    sys.exit(1)
show("", data)
