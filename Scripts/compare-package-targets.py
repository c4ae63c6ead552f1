#!/usr/bin/env python3
"""Compares the package targets `intent-metadata targets` reads with SwiftPM's own, `swift package describe --type json`.

For every `Package.swift` under the given folders (`.build` and `checkouts` skipped), it runs `swift package describe`
(which runs the manifest: a package whose manifest does not compile here, or needs what this machine lacks, is
counted as not resolving and left out) and `intent-metadata targets <package>/Package.swift --format json --files`,
and compares, per package: the names of the library and executable targets, each one's kind (library ->
package-target, executable -> tool), and the set of its Swift files. Test, plugin, macro, snippet, binary and
system-library targets are skipped on both sides.

Two kinds of difference are expected and counted apart: a target the manifest's code decides on (declared inside an
`if` block, a function, or through a function of the manifest's own), which we report as not read
(`project-not-read`) and SwiftPM includes or not as the code says; and a target under `#if os(...)` in the manifest,
which we read for macOS (Xcode runs manifests on a Mac) while `swift package describe` ran on this machine.

    python3 Scripts/compare-package-targets.py /work/corpus/packages            # one line per disagreeing package, then totals
    python3 Scripts/compare-package-targets.py --tool .build/debug/intent-metadata --work /tmp/describe DIR...

Describe outputs are kept in --work (default /tmp/compare-package-targets), keyed by the package's path, so a second
run only runs our side. Exit status 1 when any resolving package disagrees.
"""
import argparse, hashlib, json, os, re, subprocess, sys

KINDS = {"library": "package-target", "executable": "tool"}


def packages_under(root):
    found = []
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in ("checkouts", "node_modules"))
        if "Package.swift" in files:
            found.append(directory)
    return found


def describe(package, work):
    key = hashlib.sha1(os.path.realpath(package).encode()).hexdigest()
    cached = os.path.join(work, key + ".json")
    failed = os.path.join(work, key + ".err")
    if os.path.exists(cached):
        with open(cached) as f:
            return json.load(f)
    if os.path.exists(failed):
        return None
    run = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=package, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        with open(failed, "w") as f:
            f.write(run.stderr)
        return None
    with open(cached, "w") as f:
        f.write(run.stdout)
    return json.loads(run.stdout)


def swiftpm_targets(description):
    targets = {}
    for target in description.get("targets", []):
        kind = KINDS.get(target.get("type"))
        if kind is None:
            continue
        path = target.get("path", "")
        files = {os.path.normpath(os.path.join(path, source)) for source in target.get("sources", []) if source.endswith(".swift")}
        targets[target["name"]] = (kind, files)
    return targets


def toolchain_version():
    """The version of the local toolchain, which chose the manifests `swift package describe` read."""
    found = re.search(r"Swift version (\d+\.\d+)", subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout)
    return found.group(1) if found else None


def our_targets(tool, package, compiler_version=None):
    arguments = [tool, "targets", os.path.join(package, "Package.swift"), "--format", "json", "--files"]
    if compiler_version:
        arguments += ["--compiler-version", compiler_version]
    run = subprocess.run(arguments, capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        raise RuntimeError(run.stderr.strip())
    targets = {}
    for entry in json.loads(run.stdout):
        files = {os.path.normpath(path) for path in entry.get("sourceFiles", []) if path.endswith(".swift")}
        targets[entry["name"]] = (entry["kind"], files)
    not_read = set(re.findall(r"target '([^']+)' is declared [^\n]*it is not read \[project-not-read\]", run.stderr))
    return targets, not_read


def host_conditional_names(package):
    """Target names written inside an `#if` whose condition tests `os(...)`, in any manifest of the package."""
    names = set()
    for manifest in os.listdir(package):
        if not (manifest == "Package.swift" or (manifest.startswith("Package@swift") and manifest.endswith(".swift"))):
            continue
        depth_with_os = []
        with open(os.path.join(package, manifest), errors="replace") as f:
            for line in f:
                stripped = line.strip()
                if stripped.startswith("#if"):
                    depth_with_os.append("os(" in stripped)
                elif stripped.startswith("#elseif") or stripped.startswith("#else"):
                    if depth_with_os:
                        depth_with_os[-1] = depth_with_os[-1] or "os(" in stripped
                elif stripped.startswith("#endif"):
                    if depth_with_os:
                        depth_with_os.pop()
                elif any(depth_with_os):
                    names.update(re.findall(r'name:\s*"([^"]+)"', stripped))
    return names


def compare(theirs, ours, not_read=(), host_conditional=()):
    """Problems, and differences explained by the manifest's code or its host."""
    problems, explained = [], []
    for name in sorted(set(theirs) | set(ours)):
        if name not in ours:
            entry = f"target '{name}' ({theirs[name][0]}, {len(theirs[name][1])} Swift files) missing"
            if name in not_read:
                explained.append(entry + ", reported as not read")
            elif name in host_conditional:
                explained.append(entry + ", under #if os(...) in the manifest")
            else:
                problems.append(entry)
        elif name not in theirs:
            entry = f"target '{name}' read, but SwiftPM has no such library or executable target"
            if name in host_conditional:
                explained.append(entry + " here: under #if os(...) in the manifest, read for macOS")
            else:
                problems.append(entry)
        else:
            (their_kind, their_files), (our_kind, our_files) = theirs[name], ours[name]
            if their_kind != our_kind:
                problems.append(f"target '{name}': kind {our_kind}, SwiftPM says {their_kind}")
            if their_files != our_files:
                missing, extra = sorted(their_files - our_files), sorted(our_files - their_files)
                problems.append(f"target '{name}': {len(missing)} Swift files missing {missing[:3]}, {len(extra)} extra {extra[:3]}")
    return problems, explained


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--tool", default=".build/debug/intent-metadata")
    parser.add_argument("--work", default="/tmp/compare-package-targets")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    os.makedirs(arguments.work, exist_ok=True)
    packages = sorted({package for folder in arguments.folders for package in packages_under(folder)})
    # Manifests are read for the toolchain `describe` runs with (`Package@swift-<version>.swift`, `#if compiler`).
    version = toolchain_version()
    resolving = agreeing = explained_packages = targets = files = 0
    unresolved = []
    for package in packages:
        description = describe(package, arguments.work)
        if description is None:
            unresolved.append(package)
            continue
        resolving += 1
        theirs = swiftpm_targets(description)
        ours, not_read = our_targets(arguments.tool, package, version)
        problems, explained = compare(theirs, ours, not_read, host_conditional_names(package))
        targets += len(theirs)
        files += sum(len(entry[1]) for entry in theirs.values())
        if problems:
            print(f"{package}: " + "; ".join(problems + explained))
        elif explained:
            explained_packages += 1
            print(f"{package} (expected): " + "; ".join(explained))
        else:
            agreeing += 1
            if arguments.verbose:
                print(f"{package}: {len(theirs)} targets agree")
    print(f"{len(packages)} packages, {resolving} resolve with swift package describe ({len(unresolved)} do not); "
          f"{agreeing} of {resolving} agree on every library and executable target ({targets} targets, {files} Swift files); "
          f"{explained_packages} differ only where the manifest's code or host decides; {resolving - agreeing - explained_packages} disagree")
    for package in unresolved if arguments.verbose else []:
        print(f"  does not resolve: {package}")
    return 0 if agreeing + explained_packages == resolving else 1


if __name__ == "__main__":
    sys.exit(main())
