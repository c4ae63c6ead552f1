#!/usr/bin/env python3
"""Compares `intent-metadata targets --format json --files` with an independent reading of the same Xcode projects.

The independent side parses each project.pbxproj with the `pbxproj` package from PyPI (`pip install pbxproj`; used
only here, never by the product) and resolves, in its own code, the group tree, synchronized folders with their
exception sets, and SDKROOT/SUPPORTED_PLATFORMS of the Debug configuration (target over project, each over its
.xcconfig). It compares, per project: target names; per target: platform and the set of Swift files.

    python3 Scripts/verify-targets.py /work/realapps/*          # one line per repository, then totals
    python3 Scripts/verify-targets.py --tool .build/debug/intent-metadata --verbose Repo

Exit status 1 when anything disagrees.
"""
import argparse, json, os, re, subprocess, sys

try:
    from pbxproj import XcodeProject
except ImportError:
    sys.exit("verify-targets: needs the 'pbxproj' package: pip install pbxproj")

SKIPPED = {"build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts"}
OPAQUE = {"xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "docc", "playground", "framework", "xcframework", "app", "appex",
          "scnassets", "rcproject", "reality", "mlpackage", "mlmodelc", "icon", "xcmappingmodel", "storyboardc", "xcodeproj",
          "xcworkspace", "spritekit", "atlas", "xctemplate"}
TEST_TYPES = {"com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing", "com.apple.product-type.bundle.ocunit-test"}
SDK_PLATFORMS = {"iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
                 "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS"}
ORDER = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]


def find_projects(root, depth=0):
    found = []
    if depth > 8:
        return found
    try:
        names = sorted(os.listdir(root))
    except OSError:
        return found
    for name in names:
        path = os.path.join(root, name)
        if name.startswith(".") or name in SKIPPED or os.path.islink(path) or not os.path.isdir(path):
            continue
        if name.endswith(".xcodeproj"):
            # A folder left by a renamed project (shared schemes only) is no project, for Xcode as for the tool.
            if os.path.isfile(os.path.join(path, "project.pbxproj")):
                found.append(path)
        elif name.rsplit(".", 1)[-1].lower() not in OPAQUE or "." not in name:
            found += find_projects(path, depth + 1)
    return found


class Project:
    def __init__(self, path):
        self.path = path
        self.project = XcodeProject.load(os.path.join(path, "project.pbxproj"))
        self.objects = self.project.objects
        self.root = self.objects[self.project.rootObject]
        self.srcroot = os.path.normpath(os.path.join(os.path.dirname(path), self.get(self.root, "projectDirPath") or ""))
        self.parent = {}
        for key in sorted(self.objects.get_keys()):
            obj = self.objects[key]
            for child in self.get(obj, "children") or []:
                self.parent.setdefault(str(child), key)

    @staticmethod
    def get(obj, key):
        value = obj[key] if key in obj else None
        if value is None:
            return None
        if isinstance(value, (list, tuple)) or type(value).__name__ == "PBXList":
            return [str(v) for v in value]
        return str(value) if not hasattr(value, "get_keys") else value

    def obj(self, key):
        return self.objects[key] if key in self.objects else None

    def path_of(self, key, seen=None):
        seen = seen or set()
        if key in seen:
            return None
        seen.add(key)
        obj = self.obj(key)
        if obj is None:
            return None
        own = self.get(obj, "path") or ""
        tree = self.get(obj, "sourceTree") or "<group>"
        if tree in ("SOURCE_ROOT", "SRCROOT"):
            return os.path.normpath(os.path.join(self.srcroot, own))
        if tree == "<absolute>":
            return os.path.normpath(own)
        if tree != "<group>":
            return None
        parent = self.parent.get(key)
        base = self.srcroot if parent is None else self.path_of(parent, seen)
        return None if base is None else os.path.normpath(os.path.join(base, own))

    def settings_layers(self, list_key):
        lst = self.obj(list_key) if list_key else None
        if lst is None:
            return []
        configs = [self.obj(c) for c in self.get(lst, "buildConfigurations") or [] if self.obj(c) is not None]
        chosen = next((c for c in configs if self.get(c, "name") == "Debug"), None) \
            or next((c for c in configs if self.get(c, "name") == self.get(lst, "defaultConfigurationName")), None) \
            or (configs[0] if configs else None)
        if chosen is None:
            return []
        layers = []
        base = self.get(chosen, "baseConfigurationReference")
        xc = None
        if base:
            xc = self.path_of(base)
        elif self.get(chosen, "baseConfigurationReferenceAnchor"):
            anchor = self.path_of(self.get(chosen, "baseConfigurationReferenceAnchor"))
            if anchor:
                xc = os.path.join(anchor, self.get(chosen, "baseConfigurationReferenceRelativePath") or "")
        layers.append(read_xcconfig(xc, set()) if xc else {})
        settings = chosen["buildSettings"] if "buildSettings" in chosen else None
        flat = {}
        if settings is not None:
            for key in settings.get_keys():
                value = settings[key]
                flat[key] = " ".join(str(v) for v in value) if isinstance(value, (list, tuple)) or type(value).__name__ == "PBXList" else str(value)
        layers.append(flat)
        return layers

    def targets(self):
        result = {}
        project_layers = self.settings_layers(self.get(self.root, "buildConfigurationList"))
        sync_groups = [k for k in self.objects.get_keys() if self.get(self.objects[k], "isa") == "PBXFileSystemSynchronizedRootGroup"]
        for key in self.get(self.root, "targets") or []:
            target = self.obj(key)
            if target is None or self.get(target, "isa") != "PBXNativeTarget":
                continue
            if (self.get(target, "productType") or "") in TEST_TYPES:
                continue
            name = self.get(target, "name")
            files = set()
            for phase_key in self.get(target, "buildPhases") or []:
                phase = self.obj(phase_key)
                if phase is None or self.get(phase, "isa") != "PBXSourcesBuildPhase":
                    continue
                for build_key in self.get(phase, "files") or []:
                    build = self.obj(build_key)
                    ref = self.get(build, "fileRef") if build is not None else None
                    if not ref or self.obj(ref) is None:
                        continue
                    refs = self.get(self.obj(ref), "children") if self.get(self.obj(ref), "isa") in ("PBXVariantGroup", "XCVersionGroup") else [ref]
                    for r in refs or []:
                        p = self.path_of(r)
                        if p and p.endswith(".swift"):
                            files.add(p)
            owned = self.get(target, "fileSystemSynchronizedGroups") or []
            for group_key in sync_groups:
                group = self.obj(group_key)
                folder = self.path_of(group_key)
                if folder is None:
                    continue
                listed = set()
                for exc_key in self.get(group, "exceptions") or []:
                    exc = self.obj(exc_key)
                    if exc is not None and self.get(exc, "isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" and self.get(exc, "target") == key:
                        listed |= {m.rstrip("/") for m in self.get(exc, "membershipExceptions") or []}
                explicit = set(self.get(group, "explicitFolders") or [])
                if group_key in owned:
                    for p in walk(folder, explicit):
                        rel = os.path.relpath(p, folder)
                        if p.endswith(".swift") and not any(rel == l or rel.startswith(l + "/") for l in listed):
                            files.add(p)
                else:
                    for rel in listed:
                        p = os.path.join(folder, rel)
                        if os.path.isdir(p):
                            files |= {f for f in walk(p, set()) if f.endswith(".swift")}
                        elif p.endswith(".swift"):
                            files.add(os.path.normpath(p))
            files = {f for f in files if os.path.isfile(f)}
            layers = project_layers + self.settings_layers(self.get(target, "buildConfigurationList"))
            result[name] = {"platform": platform(layers, self.get(target, "productType") or ""), "files": files}
        return result


def read_xcconfig(path, seen):
    settings = {}
    if not path or path in seen or not os.path.isfile(path):
        return settings
    seen.add(path)
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            line = line.split("//", 1)[0].strip()
            match = re.match(r'#include\??\s+"([^"]+)"', line)
            if match:
                settings.update(read_xcconfig(os.path.normpath(os.path.join(os.path.dirname(path), match.group(1))), seen))
            elif "=" in line:
                key, value = line.split("=", 1)
                settings[key.strip()] = value.strip().rstrip(";").strip()
    return settings


def setting(layers, key):
    value = None
    for layer in layers:
        if key in layer:
            new = layer[key]
            value = new.replace("$(inherited)", value or "").strip()
    return value


def platform(layers, product_type):
    sdk = re.sub(r"[0-9.]+$", "", (setting(layers, "SDKROOT") or "").lower())
    if sdk in SDK_PLATFORMS:
        return SDK_PLATFORMS[sdk]
    supported = {SDK_PLATFORMS[w] for w in (setting(layers, "SUPPORTED_PLATFORMS") or "").replace('"', "").split() if w in SDK_PLATFORMS}
    for name in ORDER:
        if name in supported:
            return name
    return "watchOS" if "watch" in product_type else "macOS"


def walk(folder, explicit):
    out = []
    for current, dirs, names in os.walk(folder, followlinks=True):
        rel = os.path.relpath(current, folder)
        keep = []
        for d in sorted(dirs):
            r = d if rel == "." else rel + "/" + d
            if d.startswith(".") or d.rsplit(".", 1)[-1].lower() in OPAQUE and "." in d or r in explicit:
                continue
            keep.append(d)
        dirs[:] = keep
        out += [os.path.join(current, n) for n in names if not n.startswith(".")]
    return [os.path.normpath(p) for p in out]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("repositories", nargs="+")
    parser.add_argument("--tool", default=".build/debug/intent-metadata")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    totals = dict(projects=0, targets=0, names=0, platforms=0, files=0, swift=0, package_targets=0)
    disagreements = 0
    print(f"{'repository':22} {'projects':>8} {'targets':>7} {'names':>5} {'platf.':>6} {'files':>5} {'swift files':>11} {'pkg targets':>11}")
    for repo in args.repositories:
        repo = os.path.abspath(repo)
        run = subprocess.run([args.tool, "targets", repo, "--format", "json", "--files"], capture_output=True, text=True)
        ours = json.loads(run.stdout) if run.stdout.strip() else []
        row = dict(projects=0, targets=0, names=0, platforms=0, files=0, swift=0, package_targets=0)
        row["package_targets"] = sum(1 for t in ours if not t["project"].endswith(".xcodeproj"))
        for project_path in find_projects(repo):
            row["projects"] += 1
            relative = os.path.relpath(project_path, os.path.dirname(repo) if project_path == repo else repo)
            theirs = Project(project_path).targets()
            mine = {t["name"]: t for t in ours if t["project"] == relative}
            row["targets"] += len(theirs)
            if set(theirs) == set(mine):
                row["names"] += len(theirs)
            else:
                disagreements += 1
                print(f"  {relative}: target names differ: only pbxproj {sorted(set(theirs) - set(mine))}, only ours {sorted(set(mine) - set(theirs))}")
            for name in sorted(set(theirs) & set(mine)):
                reference = theirs[name]
                our_files = {os.path.normpath(os.path.join(repo, f)) for f in mine[name]["sourceFiles"] if f.endswith(".swift")}
                row["swift"] += len(reference["files"])
                if reference["platform"] == mine[name]["platform"]:
                    row["platforms"] += 1
                else:
                    disagreements += 1
                    print(f"  {relative} {name}: platform pbxproj {reference['platform']}, ours {mine[name]['platform']}")
                if reference["files"] == our_files:
                    row["files"] += 1
                else:
                    disagreements += 1
                    only_theirs = sorted(os.path.relpath(f, repo) for f in reference["files"] - our_files)
                    only_ours = sorted(os.path.relpath(f, repo) for f in our_files - reference["files"])
                    print(f"  {relative} {name}: files differ: {len(only_theirs)} only pbxproj {only_theirs[:5]}, {len(only_ours)} only ours {only_ours[:5]}")
        for key in totals:
            totals[key] += row[key]
        print(f"{os.path.basename(repo):22} {row['projects']:>8} {row['targets']:>7} {row['names']:>5} {row['platforms']:>6} {row['files']:>5} {row['swift']:>11} {row['package_targets']:>11}")
    print(f"{'total':22} {totals['projects']:>8} {totals['targets']:>7} {totals['names']:>5} {totals['platforms']:>6} {totals['files']:>5} {totals['swift']:>11} {totals['package_targets']:>11}")
    print(f"disagreements: {disagreements}")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
