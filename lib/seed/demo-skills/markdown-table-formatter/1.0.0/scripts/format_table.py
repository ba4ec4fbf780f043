#!/usr/bin/env python3
"""Align the columns of every Markdown table in a file.

Reads a file (or stdin with "-") and writes the result to stdout, or back to
the file with --in-place. Standard library only.
"""
import argparse
import re
import sys

SEPARATOR_CELL = re.compile(r"^\s*:?-{1,}:?\s*$")


def display_width(text):
    return len(text)


def split_row(line):
    """Split a table row into cells."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [cell.strip() for cell in body.split("|")]


def pad(text, width):
    return text + " " * (width - display_width(text))


def separator(width):
    return "-" * width


def format_rows(header, body):
    ncols = max([len(header)] + [len(r) for r in body])
    header = header + [""] * (ncols - len(header))
    body = [r + [""] * (ncols - len(r)) for r in body]
    widths = [max(3, *(display_width(r[c]) for r in [header] + body)) for c in range(ncols)]
    out = ["| " + " | ".join(pad(h, widths[c]) for c, h in enumerate(header)) + " |"]
    out.append("| " + " | ".join(separator(widths[c]) for c in range(ncols)) + " |")
    for row in body:
        out.append("| " + " | ".join(pad(v, widths[c]) for c, v in enumerate(row)) + " |")
    return out


def is_table_start(lines, i):
    if i + 1 >= len(lines) or "|" not in lines[i]:
        return False
    cells = split_row(lines[i + 1])
    return len(cells) > 0 and all(SEPARATOR_CELL.match(c) for c in cells)


def format_markdown(text):
    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        if is_table_start(lines, i):
            indent = line[: len(line) - len(line.lstrip())]
            header = split_row(line)
            body, j = [], i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                body.append(split_row(lines[j]))
                j += 1
            out.extend(indent + row for row in format_rows(header, body))
            i = j
            continue
        out.append(line)
        i += 1
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", help='Markdown file, or "-" for stdin')
    parser.add_argument("-i", "--in-place", action="store_true", help="rewrite the file")
    args = parser.parse_args()

    if args.path == "-":
        original = sys.stdin.read()
    else:
        with open(args.path, encoding="utf-8") as fh:
            original = fh.read()

    result = format_markdown(original)

    if args.in_place and args.path != "-":
        with open(args.path, "w", encoding="utf-8") as fh:
            fh.write(result)
    else:
        sys.stdout.write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
