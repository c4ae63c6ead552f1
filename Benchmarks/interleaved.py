#!/usr/bin/env python3
"""Compares builds of the tool on the real apps with their runs interleaved: for each app, each build's `check` runs
in turn (the order reversed every other round, after an untimed run that warms the app's files), so that a machine
that drifts over minutes hits every build alike. Each build runs from a copy made at the start (see below).

`Benchmarks/run.sh` measures one build per pass of ten minutes or more, and two passes on this kind of machine have
differed by as much as the change being measured (docs/Performance.md, nineteenth round). This script measures
only the difference between builds, not the goals.

With `--churn MIB`, a process touches and frees that much memory in small pages before each `check`, as `swiftc`
does between the benchmark's runs of `check`: on a machine whose kernel hands freed memory back to its host, the next
run then starts on cold memory.

    python3 Benchmarks/interleaved.py --apps-dir /work/corpus/realapps --runs 5 OLD_TOOL NEW_TOOL
    python3 Benchmarks/interleaved.py --apps-dir DIR --apps-list apps.txt --churn 200 --runs 5 OLD_TOOL NEW_TOOL

Prints, per build, the sums over the apps of the median wall and CPU time of `check APP` (timed as `measure.py`
times its commands) and the largest peak memory of any run.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from measure import run_once

CHURN_PROGRAM = "import sys; n = int(sys.argv[1]) << 20; b = bytearray(n); b[::4096] = b'\\x01' * len(range(0, n, 4096))"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tools", nargs="+", help="the builds of intent-metadata to compare")
    parser.add_argument("--apps-dir", required=True, help="a folder with one folder per app")
    parser.add_argument("--apps-list", help="a file naming the apps to run, one a line (default: every folder)")
    parser.add_argument("--runs", type=int, default=5, help="rounds over every app and build (default 5)")
    parser.add_argument("--churn", type=int, default=0, metavar="MIB", help="memory touched and freed before each check")
    arguments = parser.parse_args()

    if arguments.apps_list:
        with open(arguments.apps_list) as listing:
            apps = [line.strip() for line in listing if line.strip()]
    else:
        apps = sorted(name for name in os.listdir(arguments.apps_dir) if os.path.isdir(os.path.join(arguments.apps_dir, name)))
    if not apps or arguments.runs < 1:
        sys.exit("nothing to run: give at least one app and one round")
    given = [os.path.abspath(tool) for tool in arguments.tools]
    # Each build is run from a copy made now. On this kind of machine a binary's pages in the file cache age: the host
    # takes back what the guest caches, and a binary copied an hour before ran 5-7% slower than a fresh copy of
    # itself (the same build compared with its copy: wall -5.5%, CPU -4.0%). Copies made together compare alike.
    copies = tempfile.TemporaryDirectory()
    tools = []
    for index, tool in enumerate(given):
        copy = os.path.join(copies.name, f"{index}-{os.path.basename(tool)}")
        shutil.copy2(tool, copy)
        tools.append(copy)
    names = dict(zip(tools, given))

    walls = {tool: {app: [] for app in apps} for tool in tools}
    cpus = {tool: {app: [] for app in apps} for tool in tools}
    peaks = {tool: 0 for tool in tools}
    for round_number in range(arguments.runs):
        order = tools if round_number % 2 == 0 else list(reversed(tools))
        for app in apps:
            folder = os.path.join(arguments.apps_dir, app)
            # An untimed run first, so that every timed run finds the app's files as warm as the others do: the build
            # run first in a round would otherwise meet them after a round over the other apps.
            run_once([[order[0], "check", folder, "--diagnostics-format", "json"]])
            for tool in order:
                if arguments.churn:
                    subprocess.run([sys.executable, "-c", CHURN_PROGRAM, str(arguments.churn)], check=True)
                # As `Benchmarks/run.sh` runs it: the app's folder as the argument, JSON diagnostics.
                wall, cpu, peak, _ = run_once([[tool, "check", folder, "--diagnostics-format", "json"]])
                walls[tool][app].append(wall)
                cpus[tool][app].append(cpu)
                peaks[tool] = max(peaks[tool], peak)

    print(f"{len(apps)} apps, {arguments.runs} rounds" + (f", {arguments.churn} MiB churned before each check" if arguments.churn else ""))
    sums = {tool: (sum(statistics.median(walls[tool][app]) for app in apps), sum(statistics.median(cpus[tool][app]) for app in apps)) for tool in tools}
    first_wall, first_cpu = sums[tools[0]]
    for tool in tools:
        wall, cpu = sums[tool]
        print(f"{names[tool]}: wall {wall:.3f} s ({100 * (wall / first_wall - 1):+.1f}%), CPU {cpu:.3f} s ({100 * (cpu / first_cpu - 1):+.1f}%), "
              f"peak {peaks[tool] / 1_048_576:.1f} MiB")


if __name__ == "__main__":
    main()
