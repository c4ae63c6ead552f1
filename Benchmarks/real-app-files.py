#!/usr/bin/env python3
"""Lists the files `intent-metadata check APP` reads, for the real-app benchmark of Benchmarks/run.sh.

    real-app-files.py TOOL APP SWIFT_LIST READ_LIST

Writes SWIFT_LIST (every `.swift` file of the app, hidden folders skipped: what swiftc is given) and READ_LIST
(every regular file under APP that the tool opened for reading, found with `strace -f -e trace=openat`: what cat is
given). Without strace, READ_LIST falls back to the kinds of file the tool reads (Swift, strings tables, catalogs,
intent definitions, project files and package manifests), which can only be more.
"""
import codecs
import os
import re
import shutil
import subprocess
import sys
import tempfile

READ_SUFFIXES = (".swift", ".strings", ".xcstrings", ".intentdefinition", ".pbxproj", ".xcconfig", "Package.swift")


def walk(app):
    for directory, folders, files in os.walk(app):
        folders[:] = sorted(folder for folder in folders if not folder.startswith("."))
        for name in files:
            path = os.path.join(directory, name)
            if os.path.isfile(path) and not os.path.islink(path):
                yield path


def unescape(path):
    """A path as strace prints it, its escapes undone: strace writes each byte outside printable ASCII as an octal
    escape (`Oscar\\302\\260` for `Oscar°`), so a path with such a byte would match no file of the app."""
    return os.fsdecode(codecs.escape_decode(path.encode("latin-1"))[0])


def main():
    tool, app, swift_list, read_list = sys.argv[1:5]
    app = os.path.realpath(app)
    paths = sorted(walk(app), key=os.fsencode)
    swift = [path for path in paths if path.endswith(".swift")]
    if shutil.which("strace"):
        with tempfile.TemporaryDirectory() as scratch:
            # One trace file per thread (`-ff`): with `-f` alone, a call interrupted by another thread's call is split
            # into "<unfinished ...>" and "<... resumed>" lines, which the pattern does not match, so the files opened
            # on the tool's reading threads went missing at random (talk-ios: 290 or 309 of its 351 files).
            trace = os.path.join(scratch, "trace")
            subprocess.run(["strace", "-ff", "-qq", "-e", "trace=openat", "-o", trace, tool, "check", app],
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            opened = set()
            # A quoted path: any byte but a quote or a backslash, or a backslash escape (`\"`, `\302`).
            pattern = re.compile(r'openat\([^,]+, "((?:[^"\\]|\\.)*)", (O_[A-Z_|]+)[^)]*\) = (\d+)')
            for name in sorted(os.listdir(scratch)):
                for line in open(os.path.join(scratch, name), encoding="latin-1"):
                    match = pattern.search(line)
                    if match and "O_WRONLY" not in match.group(2) and "O_RDWR" not in match.group(2):
                        opened.add(os.path.realpath(unescape(match.group(1))))
        read = [path for path in paths if os.path.realpath(path) in opened]
    else:
        read = [path for path in paths if path.endswith(READ_SUFFIXES)]
    with open(swift_list, "w", encoding="utf-8") as file:
        file.write("".join(path + "\n" for path in swift))
    with open(read_list, "w", encoding="utf-8") as file:
        file.write("".join(path + "\n" for path in read))


if __name__ == "__main__":
    main()
