#!/usr/bin/env python3
"""Compares `intent-metadata targets --format json --files` on XcodeGen specs with an independent reading of them.

The independent side loads each spec with PyYAML (never used by the product) and follows XcodeGen's documented rules
(Docs/ProjectSpec.md) in its own code: `include:` (paths relative to the including spec unless `relativePaths:
false`; dictionaries merged, lists joined, the including spec winning, `:REPLACE`), multi-platform targets
(`platform: [iOS, macOS]` -> `Name_iOS`, `Name_macOS`), `targetTemplates` with `${target_name}` and
`templateAttributes`, and each target's `sources` (a path or `{path, type, excludes, includes, buildPhase, optional}`)
expanded with Python's `glob` and `fnmatch`. It compares, per spec: the target names (test bundles left out), each
target's kind, its platforms (from `platform`, `supportedDestinations`, or `SDKROOT`/`SUPPORTED_PLATFORMS` written in
its settings), and its set of Swift files.

    python3 Scripts/verify-xcodegen.py /work/corpus/projectapps/kiwix-apple/project.yml ...
    python3 Scripts/verify-xcodegen.py --tool .build/debug/intent-metadata --verbose SPEC...

Exit status 1 when anything disagrees.
"""
import argparse, copy, fnmatch, json, os, re, subprocess, sys

try:
    import yaml
except ImportError:
    sys.exit("verify-xcodegen: needs PyYAML: pip install pyyaml")

KINDS = {"application": "app", "application.on-demand-install-capable": "app", "application.messages": "app",
         "framework": "framework", "framework.static": "framework", "library.static": "static-library", "library.dynamic": "dynamic-library",
         "application.watchapp": "watch-app", "application.watchapp2": "watch-app", "application.watchapp2-container": "watch-app",
         "watchkit-extension": "watch-extension", "watchkit2-extension": "watch-extension", "tool": "tool"}
TESTS = {"bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test"}
SDK_PLATFORMS = {"iphoneos": "iOS", "macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS"}
ORDER = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]
# Folders Xcode shows as one item; XcodeGen does not look inside them (an .lproj folder it does).
WRAPPERS = {"xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "framework", "xcframework", "app", "appex", "playground", "docc", "scnassets",
            "rcproject", "mlpackage", "mlmodelc", "icon", "xcmappingmodel", "storyboardc", "xcodeproj", "xcworkspace", "spritekit", "atlas",
            "reality", "xctemplate"}


def kind_of(product_type):
    if product_type in TESTS:
        return None
    if product_type in KINDS:
        return KINDS[product_type]
    if product_type.startswith(("app-extension", "extensionkit-extension", "tv-app-extension")):
        return "app-extension"
    return "other"


def find_case_insensitively(path):
    """The path as it exists on a case-insensitive file system (as on a Mac), or the path itself."""
    if os.path.exists(path):
        return path
    parts = os.path.normpath(path).split(os.sep)
    current = os.sep if path.startswith(os.sep) else ""
    for part in parts:
        if part in ("", "."):
            continue
        candidate = os.path.join(current, part)
        if not os.path.exists(candidate) and os.path.isdir(current or "."):
            matches = [name for name in os.listdir(current or ".") if name.lower() == part.lower()]
            if matches:
                candidate = os.path.join(current, matches[0])
        current = candidate
    return current


def merge(spec, base):
    """`spec` merged onto `base`, as XcodeGen merges an including spec onto what it includes."""
    result = dict(base)
    for key, value in spec.items():
        if key.endswith(":REPLACE"):
            result[key[:-len(":REPLACE")]] = value
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merge(value, result[key])
        elif isinstance(value, list) and isinstance(result.get(key), list):
            result[key] = result[key] + value
        else:
            result[key] = value
    return result


def absolutize(spec, directory):
    """Paths of a spec file made absolute from the folder its paths start from."""
    def resolve(value):
        if isinstance(value, str):
            return os.path.normpath(os.path.join(directory, value))
        if isinstance(value, list):
            return [resolve(v) if isinstance(v, str) else ({**v, "path": resolve(v["path"])} if isinstance(v, dict) and isinstance(v.get("path"), str) else v)
                    for v in value]
        if isinstance(value, dict):
            return {k: resolve(v) if isinstance(v, str) else v for k, v in value.items()}
        return value
    spec = dict(spec)
    for key in ("targets", "targetTemplates"):
        if isinstance(spec.get(key), dict):
            spec[key] = {name: ({**target, **{k: resolve(target[k]) for k in ("sources", "configFiles") if k in target}} if isinstance(target, dict) else target)
                         for name, target in spec[key].items()}
    return spec


def load(path, directory, seen):
    path = find_case_insensitively(path)
    if path in seen:
        return {}
    seen.add(path)
    with open(path) as f:
        spec = yaml.safe_load(f) or {}
    includes = spec.pop("include", [])
    if not isinstance(includes, list):
        includes = [includes]
    base = {}
    for include in includes:
        entry = include if isinstance(include, dict) else {"path": include}
        if entry.get("enable", True) in (False, "false", "NO"):
            continue
        relative = entry.get("relativePaths", True) not in (False, "false", "NO")
        included_path = os.path.normpath(os.path.join(directory, entry["path"]))
        base = merge(load(included_path, os.path.dirname(included_path) if relative else directory, seen), base)
    return merge(absolutize(spec, directory), base)


def expand(value, variables):
    if isinstance(value, str):
        return re.sub(r"\$\{([^}]+)\}", lambda m: variables.get(m.group(1), m.group(0)), value)
    if isinstance(value, list):
        return [expand(v, variables) for v in value]
    if isinstance(value, dict):
        return {expand(k, variables): expand(v, variables) for k, v in value.items()}
    return value


def split_platforms(targets):
    result = {}
    for name, target in targets.items():
        if isinstance(target, dict) and isinstance(target.get("platform"), list):
            for platform in target["platform"]:
                copy_ = expand(copy.deepcopy(target), {"platform": platform})
                copy_["platform"] = platform
                if isinstance(target.get("deploymentTarget"), dict):
                    copy_["deploymentTarget"] = target["deploymentTarget"].get(platform)
                result[target.get("platformPrefix", "") + name + target.get("platformSuffix", "_" + platform)] = copy_
        else:
            result[name] = target
    return result


def apply_templates(targets, templates):
    result = {}
    for name, target in targets.items():
        ordered = []
        def collect(node, depth=0):
            for template in (node.get("templates") or []):
                if template in templates and template not in ordered and depth < 32:
                    collect(templates[template], depth + 1)
                    ordered.append(template)
        if isinstance(target, dict):
            collect(target)
        if ordered:
            merged = {}
            for template in ordered:
                merged = merge(templates[template], merged)
            target = expand(merge(target, merged), {"target_name": name})
            target = expand(target, {k: str(v) for k, v in (target.get("templateAttributes") or {}).items()})
        result[name] = target
    return result


def walk(directory, hidden):
    for current, folders, files in os.walk(directory, followlinks=True):
        keep = []
        for folder in sorted(folders):
            extension = folder.rsplit(".", 1)[-1].lower() if "." in folder[1:] else ""
            if not hidden and folder.startswith("."):
                continue
            if extension in WRAPPERS:
                files.append(folder)
            else:
                keep.append(folder)
        folders[:] = keep
        for name in files:
            if name == ".DS_Store" or name.endswith(".orig") or (not hidden and name.startswith(".")):
                continue
            yield os.path.join(current, name)


def matches(patterns, relative):
    """Whether a pattern matches the path or a folder holding it (Python's fnmatch per component, `**` any folders)."""
    parts = relative.split("/")
    for pattern in patterns:
        alternatives = [pattern]
        while any("{" in a and "}" in a for a in alternatives):
            expanded = []
            for a in alternatives:
                m = re.search(r"\{([^{}]*)\}", a)
                expanded += [a[:m.start()] + option + a[m.end():] for option in m.group(1).split(",")] if m and "," in m.group(1) else [a.replace("{", "", 1)]
            alternatives = expanded
        for alternative in alternatives:
            pattern_parts = [p for p in alternative.split("/") if p]
            for end in range(len(parts), 0, -1):
                if component_match(pattern_parts, parts[:end]):
                    return True
    return False


def component_match(pattern, path):
    if not pattern:
        return not path
    if pattern[0] == "**":
        return any(component_match(pattern[1:], path[i:]) for i in range(len(path) + 1))
    if not path:
        return False
    name = path[0]
    if name.startswith(".") and not pattern[0].startswith("."):
        if pattern[0] != name:
            return False
    elif not fnmatch.fnmatchcase(name, pattern[0]):
        return False
    return component_match(pattern[1:], path[1:])


def swift_files(target, spec, directory):
    sources = target.get("sources") or []
    if isinstance(sources, str):
        sources = [sources]
    default_type = (spec.get("options") or {}).get("defaultSourceDirectoryType")
    found = set()
    for source in sources:
        entry = source if isinstance(source, dict) else {"path": source}
        path = find_case_insensitively(os.path.join(directory, entry.get("path", "")))
        if not os.path.exists(path):
            continue
        phase = entry.get("buildPhase")
        has_extension = "." in os.path.basename(path)[1:]
        kind = entry.get("type") or ("file" if os.path.isfile(path) or has_extension else (default_type or "group"))
        if kind == "folder" or (phase is not None and phase != "sources"):
            continue
        if kind == "file":
            if path.endswith(".swift"):
                found.add(path)
            continue
        excludes, includes = entry.get("excludes") or [], entry.get("includes") or []
        for file in walk(path, hidden=kind != "syncedFolder"):
            relative = os.path.relpath(file, path)
            if excludes and matches(excludes, relative):
                continue
            if includes and not matches(includes, relative):
                continue
            if file.endswith(".swift") and os.path.isfile(file):
                found.add(file)
    return found


def platforms_of(target):
    settings = target.get("settings") or {}
    flat = dict(settings.get("base") or {}) if any(k in settings for k in ("base", "configs", "groups")) else dict(settings)
    destinations = target.get("supportedDestinations")
    if destinations:
        platforms = {"iOS" if d == "macCatalyst" else d for d in destinations}
    elif flat.get("SUPPORTED_PLATFORMS"):
        platforms = {SDK_PLATFORMS.get(re.sub(r"simulator$", "os", s).replace("xrsimulator", "xros"), None) for s in str(flat["SUPPORTED_PLATFORMS"]).split()}
        platforms.discard(None)
        platforms.add(target.get("platform"))
    else:
        platforms = {target.get("platform")}
    return [p for p in ORDER if p in platforms]


def independent(spec_path):
    directory = os.path.dirname(os.path.abspath(spec_path))
    spec = load(os.path.abspath(spec_path), directory, set())
    targets = split_platforms(spec.get("targets") or {})
    targets = apply_templates(targets, spec.get("targetTemplates") or {})
    targets = split_platforms(targets)
    result = {}
    for key, target in targets.items():
        if not isinstance(target, dict) or "type" not in target:
            continue
        kind = kind_of(target["type"])
        if kind is None:
            continue
        result[target.get("name", key)] = (kind, platforms_of(target), swift_files(target, spec, directory))
    return result


def ours(tool, spec_path):
    run = subprocess.run([tool, "targets", spec_path, "--format", "json", "--files"], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{spec_path}: {run.stderr.strip()}")
    directory = os.path.dirname(os.path.abspath(spec_path))
    result = {}
    for entry in json.loads(run.stdout):
        if entry["project"] != os.path.basename(spec_path) and not entry["project"].endswith(".yml") and not entry["project"].endswith(".yaml"):
            continue  # a local package the spec refers to
        result[entry["name"]] = (entry["kind"], entry["platforms"], {os.path.normpath(os.path.join(directory, p)) for p in entry["sourceFiles"] if p.endswith(".swift")})
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--tool", default=".build/debug/intent-metadata")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    failures = 0
    for spec in arguments.specs:
        theirs, mine = independent(spec), ours(arguments.tool, spec)
        problems = []
        for name in sorted(set(theirs) | set(mine)):
            if name not in mine:
                problems.append(f"target '{name}' missing")
            elif name not in theirs:
                problems.append(f"target '{name}' read but not in the spec")
            else:
                (k1, p1, f1), (k2, p2, f2) = theirs[name], mine[name]
                if k1 != k2:
                    problems.append(f"'{name}': kind {k2}, spec says {k1}")
                if p1 != p2:
                    problems.append(f"'{name}': platforms {p2}, spec says {p1}")
                if f1 != f2:
                    problems.append(f"'{name}': {len(f1 - f2)} Swift files missing {sorted(f1 - f2)[:2]}, {len(f2 - f1)} extra {sorted(f2 - f1)[:2]}")
        files = sum(len(entry[2]) for entry in theirs.values())
        if problems:
            failures += 1
            print(f"{spec}: DISAGREE: " + "; ".join(problems))
        else:
            print(f"{spec}: {len(theirs)} targets agree (kinds, platforms, {files} Swift files)")
            if arguments.verbose:
                for name, (kind, platforms, files_) in sorted(theirs.items()):
                    print(f"  {name}: {kind}, {','.join(platforms)}, {len(files_)} Swift files")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
