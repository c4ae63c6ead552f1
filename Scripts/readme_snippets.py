#!/usr/bin/env python3
"""Writes the README's marked snippets into a folder, or prints its marked commands.

A fenced block preceded by `<!-- readme-check: PATH -->` is the file PATH of the example package;
one preceded by `<!-- readme-check: run -->` holds commands run in that package, one per line.

    readme_snippets.py README.md files OUT_DIR   # writes every file snippet under OUT_DIR
    readme_snippets.py README.md commands        # prints the commands, one per line
"""
import os
import re
import sys

MARKER = re.compile(r"^<!-- readme-check: (.+?) -->\s*$")


def snippets(readme_path):
    lines = open(readme_path, encoding="utf-8").read().split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = MARKER.match(lines[index])
        index += 1
        if not match:
            continue
        if index >= len(lines) or not lines[index].startswith("```"):
            sys.exit(f"{readme_path}:{index}: a readme-check marker must be followed by a fenced block")
        index += 1
        body = []
        while index < len(lines) and not lines[index].startswith("```"):
            body.append(lines[index])
            index += 1
        index += 1
        found.append((match.group(1), "\n".join(body) + "\n"))
    return found


def main():
    readme, mode = sys.argv[1], sys.argv[2]
    found = snippets(readme)
    if mode == "files":
        out = sys.argv[3]
        for name, text in found:
            if name == "run":
                continue
            path = os.path.join(out, name)
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            print(name)
    elif mode == "commands":
        for name, text in found:
            if name == "run":
                for line in text.splitlines():
                    if line.strip():
                        print(line)
    else:
        sys.exit(f"unknown mode {mode}")


if __name__ == "__main__":
    main()
