#!/usr/bin/env python3
"""Times whole processes over one file list; `Benchmarks/run.sh` calls it once per corpus.

Each round runs every command once, in turn, so that a change in machine load between rounds hits all of them
alike; the first round is a warm-up and is thrown away. A command's wall time is measured around its process,
and its CPU time and peak memory come from `wait4`, which counts the process and the children it waited for
(`swiftc -frontend` hands over to `swift-frontend`).

    python3 Benchmarks/measure.py --name corpus --files LIST --runs 7 \\
        --command extract 'intent-metadata extract @{list} --keep-going --output {scratch}/x.json' ...

`{list}` is a file with one path a line, `{quoted_list}` the same paths quoted for a compiler response file,
`{files}` the paths as separate arguments and `{scratch}` a private folder. With `--json FILE` the medians are
also written as JSON, for the comparisons `run.sh` prints at the end.
"""

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

# Linux's limit for all of argv and the environment is 2 MiB by default; stay well under it.
ARGUMENT_BYTES_LIMIT = 512 * 1024


def run_once(argv_batches):
    """Runs the batches one after another; returns (wall seconds, CPU seconds, peak RSS bytes, exit codes)."""
    wall = cpu = 0.0
    peak = 0
    codes = []
    for argv in argv_batches:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall += time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        cpu += usage.ru_utime + usage.ru_stime
        peak = max(peak, usage.ru_maxrss * 1024)  # kilobytes on Linux
        codes.append(process.returncode)
    return wall, cpu, peak, codes


def expand(template, paths, list_path, quoted_list_path, scratch, read_paths=None):
    """Turns a command template into batches of argv; `{files}` (or `{read_files}`, the `--read-files` list) is split
    into batches if argv would be too long."""
    words = shlex.split(template)
    if "{read_files}" in words:
        words = ["{files}" if word == "{read_files}" else word for word in words]
        paths = read_paths if read_paths is not None else paths
    fixed = [word.format(list=list_path, quoted_list=quoted_list_path, scratch=scratch) for word in words if word != "{files}"]
    if "{files}" not in words:
        return [fixed], False
    position = words.index("{files}")
    batches, batch, size = [], [], sum(len(word) + 1 for word in fixed)
    for path in paths:
        if batch and size + len(path) + 1 > ARGUMENT_BYTES_LIMIT:
            batches.append(batch)
            batch, size = [], sum(len(word) + 1 for word in fixed)
        batch.append(path)
        size += len(path) + 1
    batches.append(batch)
    argvs = [fixed[:position] + batch + fixed[position:] for batch in batches]
    return argvs, len(argvs) > 1


def quote_for_response_file(path):
    # LLVM's GNU-style response-file tokenizer understands double quotes with backslash escapes.
    return '"' + path.replace("\\", "\\\\").replace('"', '\\"') + '"'


def format_bytes(count):
    return f"{count / 1_000_000:.1f} MB"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--name", required=True, help="the corpus's name, for the report")
    parser.add_argument("--files", help="a file with one path a line (none for commands that take no files)")
    parser.add_argument("--read-files", help="another list, for `{read_files}`: every file a command reads, not only Swift")
    parser.add_argument("--runs", type=int, default=7, help="measured rounds after the warm-up (at least 5)")
    parser.add_argument("--warmups", type=int, default=1)
    parser.add_argument("--command", nargs=2, action="append", metavar=("NAME", "TEMPLATE"), required=True)
    parser.add_argument("--json", help="also write the medians here")
    arguments = parser.parse_args()

    paths = []
    if arguments.files:
        with open(arguments.files, encoding="utf-8") as file:
            paths = [line.rstrip("\n") for line in file if line.strip()]
    total_bytes = sum(os.path.getsize(path) for path in paths)
    total_lines = 0
    for path in paths:
        with open(path, "rb") as file:
            total_lines += file.read().count(b"\n")

    scratch = tempfile.mkdtemp(prefix="intent-metadata-measure-")
    quoted_list = os.path.join(scratch, "files.rsp")
    with open(quoted_list, "w", encoding="utf-8") as file:
        file.write("\n".join(quote_for_response_file(path) for path in paths) + "\n")

    read_paths = None
    read_bytes = None
    if arguments.read_files:
        with open(arguments.read_files, encoding="utf-8") as file:
            read_paths = [line.rstrip("\n") for line in file if line.strip()]
        read_bytes = sum(os.path.getsize(path) for path in read_paths)

    commands = []
    for name, template in arguments.command:
        argvs, is_batched = expand(template, paths, arguments.files or "", quoted_list, scratch, read_paths)
        commands.append((name, argvs, is_batched))

    samples = {name: [] for name, _, _ in commands}
    exit_codes = {name: set() for name, _, _ in commands}
    for round_number in range(arguments.warmups + arguments.runs):
        for name, argvs, _ in commands:
            wall, cpu, peak, codes = run_once(argvs)
            exit_codes[name].update(codes)
            if round_number >= arguments.warmups:
                samples[name].append((wall, cpu, peak))

    load = os.getloadavg()
    corpus = f"{len(paths)} files, {total_lines:,} lines, {format_bytes(total_bytes)}; " if paths else ""
    print(f"\n== {arguments.name}: {corpus}"
          f"median of {arguments.runs} runs after {arguments.warmups} warm-up; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(f"{'command':<14} {'wall s':>8} {'(min)':>8} {'CPU s':>8} {'MB/s':>9} {'peak RSS':>10}  exit")
    results = {}
    for name, argvs, is_batched in commands:
        walls = [sample[0] for sample in samples[name]]
        cpus = [sample[1] for sample in samples[name]]
        peaks = [sample[2] for sample in samples[name]]
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        throughput = total_bytes / 1_000_000 / wall
        results[name] = {
            "walls": walls,
            "wall": wall, "wallMinimum": min(walls), "cpu": cpu, "peakRSS": max(peaks),
            "megabytesPerSecond": throughput, "exitCodes": sorted(exit_codes[name]),
            "processes": len(argvs),
        }
        note = f"  ({len(argvs)} batches)" if is_batched else ""
        print(f"{name:<14} {wall:8.3f} {min(walls):8.3f} {cpu:8.3f} {f'{throughput:9.1f}' if paths else '        -'} "
              f"{max(peaks) / 1_048_576:7.1f} MiB  {','.join(map(str, sorted(exit_codes[name])))}{note}")
    first = commands[0][0]
    for name, _, _ in commands[1:]:
        print(f"ratio {first}/{name}: wall {results[first]['wall'] / results[name]['wall']:.2f}, "
              f"CPU {results[first]['cpu'] / max(results[name]['cpu'], 1e-9):.2f}")

    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as file:
            json.dump({
                "name": arguments.name, "files": len(paths), "lines": total_lines, "bytes": total_bytes,
                "readFiles": len(read_paths) if read_paths is not None else None, "readBytes": read_bytes,
                "runs": arguments.runs, "loadAverage": load, "results": results,
            }, file, indent=2, sort_keys=True)


def interquartile_range(values):
    quartiles = statistics.quantiles(values, n=4)
    return quartiles[2] - quartiles[0]


def summarize(json_paths):
    """Prints the goals of issue 5 against the measured medians."""
    reports = [json.load(open(path, encoding="utf-8")) for path in json_paths]
    print("\n== goals (issue 5)")
    for report in reports:
        if report["name"] != "corpus":
            continue
        results = report["results"]
        versus_compiler = results["swiftc"]["wall"] / results["extract"]["wall"]
        versus_cat = results["extract"]["wall"] / results["cat"]["wall"]
        peak = results["extract"]["peakRSS"] / 1_048_576
        print(f"{'PASS' if versus_compiler >= 10 else 'FAIL'}  extract is {versus_compiler:.2f}x faster than swiftc -parse "
              f"(wall; CPU {results['swiftc']['cpu'] / results['extract']['cpu']:.2f}x); goal at least 10x")
        print(f"{'PASS' if versus_cat <= 3 else 'FAIL'}  extract takes {versus_cat:.2f}x the time of cat "
              f"(wall; CPU {results['extract']['cpu'] / max(results['cat']['cpu'], 1e-9):.2f}x); goal at most 3x")
        print(f"{'PASS' if peak < 150 else 'FAIL'}  extract's peak memory on the corpus is {peak:.1f} MiB; goal under 150 MB")
        if "extract-all" in results:
            every = results["extract-all"]
            print(f"INFO  extract --all-files (every file lexed and parsed): {every['wall']:.3f} s wall, "
                  f"{results['swiftc']['wall'] / every['wall']:.2f}x faster than swiftc -parse, "
                  f"{every['wall'] / results['cat']['wall']:.2f}x cat, peak {every['peakRSS'] / 1_048_576:.1f} MiB")
    synthetic = sorted((report for report in reports if report["name"].startswith("synthetic-")), key=lambda report: report["bytes"])
    if synthetic:
        base = synthetic[0]
        print(f"scaling of extract over the synthetic tree (relative to {base['name']}):")
        for report in synthetic:
            size = report["bytes"] / base["bytes"]
            wall = report["results"]["extract"]["wall"] / base["results"]["extract"]["wall"]
            cpu = report["results"]["extract"]["cpu"] / base["results"]["extract"]["cpu"]
            print(f"  {report['name']:<14} {report['files']:>6} files  {size:5.2f}x bytes  {wall:5.2f}x wall  {cpu:5.2f}x CPU"
                  f"  ({report['results']['extract']['wall'] * 1000:.0f} ms, {report['results']['extract']['peakRSS'] / 1_048_576:.1f} MiB)")
        largest = synthetic[-1]
        size = largest["bytes"] / base["bytes"]
        wall = largest["results"]["extract"]["wall"] / base["results"]["extract"]["wall"]
        cpu = largest["results"]["extract"]["cpu"] / base["results"]["extract"]["cpu"]
        allowed = 8.5 / 8 * size
        # Judged on CPU time, the cost proper: on a loaded machine the wall time of a 0.1 s run is mostly waiting.
        print(f"{'PASS' if cpu <= allowed else 'FAIL'}  {size:.0f}x the synthetic input costs {cpu:.2f}x the CPU time "
              f"({wall:.2f}x the wall time); goal at most {allowed:.2f}x")
    apps = sorted((report for report in reports if report["name"].startswith("app-")), key=lambda report: report["name"])
    if apps:
        summarize_real_apps(apps)
    for report in reports:
        if report["name"] != "plugin-noop":
            continue
        with_plugin, without_plugin = report["results"]["with-plugin"], report["results"]["without-plugin"]
        added = with_plugin["wall"] - without_plugin["wall"]
        added_cpu = with_plugin["cpu"] - without_plugin["cpu"]
        # "No measurable time": the medians differ by less than the noise, taken as the larger interquartile
        # range of the two sets of builds.
        noise = max(interquartile_range(with_plugin["walls"]), interquartile_range(without_plugin["walls"]))
        print(f"{'PASS' if added <= noise else 'FAIL'}  a no-op build with the plugin takes {with_plugin['wall']:.3f} s, "
              f"without it {without_plugin['wall']:.3f} s: {added * 1000:+.0f} ms wall, {added_cpu * 1000:+.0f} ms CPU "
              f"(noise: interquartile range {noise * 1000:.0f} ms)")


def summarize_real_apps(apps):
    """Prints one row per real app and the goals of issue 16 over the sums of the per-app medians."""
    print("\n== real apps (issue 16): medians per app; check <app> vs swiftc -frontend -parse (same Swift files) vs cat (every file check reads)")
    print(f"{'app':<34} {'swift':>6} {'read':>6} {'MB':>6} {'check s':>8} {'CPU s':>7} {'swiftc s':>8} {'CPU s':>7} {'cat s':>7} {'x swiftc':>8} {'x cat':>6} {'peak MiB':>8}")
    totals = {"check": [0.0, 0.0], "swiftc": [0.0, 0.0], "cat": [0.0, 0.0]}
    peaks = []
    for report in apps:
        results = report["results"]
        for name in totals:
            totals[name][0] += results[name]["wall"]
            totals[name][1] += results[name]["cpu"]
        peak = results["check"]["peakRSS"] / 1_048_576
        peaks.append((peak, report["name"][4:]))
        print(f"{report['name'][4:]:<34} {report['files']:>6} {report.get('readFiles') or 0:>6} {(report.get('readBytes') or 0) / 1e6:6.1f} "
              f"{results['check']['wall']:8.3f} {results['check']['cpu']:7.3f} {results['swiftc']['wall']:8.3f} {results['swiftc']['cpu']:7.3f} "
              f"{results['cat']['wall']:7.3f} {results['swiftc']['wall'] / results['check']['wall']:8.2f} "
              f"{results['check']['wall'] / results['cat']['wall']:6.2f} {peak:8.1f}")
    check, swiftc, cat = totals["check"], totals["swiftc"], totals["cat"]
    print(f"{'sum of medians (' + str(len(apps)) + ' apps)':<34} {sum(r['files'] for r in apps):>6} {sum(r.get('readFiles') or 0 for r in apps):>6} "
          f"{sum((r.get('readBytes') or 0) for r in apps) / 1e6:6.1f} {check[0]:8.3f} {check[1]:7.3f} {swiftc[0]:8.3f} {swiftc[1]:7.3f} {cat[0]:7.3f} "
          f"{swiftc[0] / check[0]:8.2f} {check[0] / cat[0]:6.2f} {max(peaks)[0]:8.1f}")
    print("\n== goals (issue 16), on the sums of per-app medians")
    print(f"{'PASS' if swiftc[0] / check[0] >= 10 else 'FAIL'}  check is {swiftc[0] / check[0]:.2f}x faster than swiftc -parse (wall); goal at least 10x")
    print(f"{'PASS' if swiftc[1] / check[1] >= 10 else 'FAIL'}  check is {swiftc[1] / check[1]:.2f}x faster than swiftc -parse (CPU); goal at least 10x")
    print(f"{'PASS' if check[0] / cat[0] <= 3 else 'FAIL'}  check takes {check[0] / cat[0]:.2f}x the time of cat (wall; CPU {check[1] / max(cat[1], 1e-9):.2f}x); goal at most 3x")
    worst, name = max(peaks)
    print(f"{'PASS' if worst < 100 else 'FAIL'}  peak memory is under {worst:.1f} MiB on every app (largest: {name}); goal under 100 MiB")


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "summarize":
        summarize(sys.argv[2:])
    else:
        sys.exit(main())
