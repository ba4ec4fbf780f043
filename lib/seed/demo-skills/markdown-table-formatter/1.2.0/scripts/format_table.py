#!/usr/bin/env python3
"""Align the columns of every Markdown table in a file, or build one from CSV.

Reads a file (or stdin with "-") and writes the result to stdout, or back to
the file with --in-place. Standard library only.
"""
import argparse
import csv
import io
import re
import sys
import unicodedata

SEPARATOR_CELL = re.compile(r"^\s*:?-{1,}:?\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def display_width(text):
    """Width in terminal columns: East Asian wide/fullwidth characters take 2."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def split_row(line):
    """Split a table row into cells, honouring escaped pipes (\\|)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    cells, current, i = [], "", 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body) and body[i + 1] == "|":
            current += "\\|"
            i += 2
            continue
        if body[i] == "|":
            cells.append(current.strip())
            current = ""
        else:
            current += body[i]
        i += 1
    cells.append(current.strip())
    return cells


def alignment_of(cell):
    cell = cell.strip()
    left, right = cell.startswith(":"), cell.endswith(":")
    if left and right:
        return "center"
    if right:
        return "right"
    if left:
        return "left"
    return None


def pad(text, width, align):
    gap = width - display_width(text)
    if align == "right":
        return " " * gap + text
    if align == "center":
        left = gap // 2
        return " " * left + text + " " * (gap - left)
    return text + " " * gap


def separator(width, align):
    width = max(width, 3)
    if align == "center":
        return ":" + "-" * (width - 2) + ":"
    if align == "right":
        return "-" * (width - 1) + ":"
    if align == "left":
        return ":" + "-" * (width - 1)
    return "-" * width


def format_rows(header, aligns, body):
    ncols = max([len(header)] + [len(r) for r in body])
    header = header + [""] * (ncols - len(header))
    aligns = aligns + [None] * (ncols - len(aligns))
    body = [r + [""] * (ncols - len(r)) for r in body]
    widths = [max(3, *(display_width(r[c]) for r in [header] + body)) for c in range(ncols)]
    out = ["| " + " | ".join(pad(h, widths[c], aligns[c]) for c, h in enumerate(header)) + " |"]
    out.append("| " + " | ".join(separator(widths[c], aligns[c]) for c in range(ncols)) + " |")
    for row in body:
        out.append("| " + " | ".join(pad(v, widths[c], aligns[c]) for c, v in enumerate(row)) + " |")
    return out


def is_table_start(lines, i):
    if i + 1 >= len(lines) or "|" not in lines[i]:
        return False
    cells = split_row(lines[i + 1])
    return len(cells) > 0 and all(SEPARATOR_CELL.match(c) for c in cells)


def format_markdown(text):
    lines = text.split("\n")
    out, i, in_fence = [], 0, False
    while i < len(lines):
        line = lines[i]
        if FENCE.match(line):
            in_fence = not in_fence
        if not in_fence and is_table_start(lines, i):
            indent = line[: len(line) - len(line.lstrip())]
            header = split_row(line)
            aligns = [alignment_of(c) for c in split_row(lines[i + 1])]
            body, j = [], i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                body.append(split_row(lines[j]))
                j += 1
            out.extend(indent + row for row in format_rows(header, aligns, body))
            i = j
            continue
        out.append(line)
        i += 1
    return "\n".join(out)


def csv_to_table(text, delimiter):
    rows = [r for r in csv.reader(io.StringIO(text), delimiter=delimiter) if r]
    if not rows:
        return ""
    escape = lambda v: v.replace("|", "\\|").replace("\n", " ").strip()
    rows = [[escape(v) for v in r] for r in rows]
    return "\n".join(format_rows(rows[0], [], rows[1:])) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", help='Markdown (or CSV) file, or "-" for stdin')
    parser.add_argument("-i", "--in-place", action="store_true", help="rewrite the file")
    parser.add_argument("--check", action="store_true", help="exit 1 if any table would change")
    parser.add_argument("--from-csv", action="store_true", help="input is CSV; print one table")
    parser.add_argument("--delimiter", default=",", help="CSV delimiter (default ',')")
    args = parser.parse_args()

    if args.path == "-":
        original = sys.stdin.read()
    else:
        with open(args.path, encoding="utf-8") as fh:
            original = fh.read()

    result = csv_to_table(original, args.delimiter) if args.from_csv else format_markdown(original)

    if args.check:
        if result != original:
            print(f"{args.path}: tables are not formatted", file=sys.stderr)
            return 1
        return 0
    if args.in_place and args.path != "-":
        with open(args.path, "w", encoding="utf-8") as fh:
            fh.write(result)
    else:
        sys.stdout.write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
