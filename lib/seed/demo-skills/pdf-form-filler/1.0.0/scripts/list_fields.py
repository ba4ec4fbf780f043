#!/usr/bin/env python3
"""List the fillable fields of a PDF form as JSON.

Usage: python3 list_fields.py form.pdf > fields.json
"""
import json
import sys

from pypdf import PdfReader

TYPES = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    reader = PdfReader(argv[1])
    fields = reader.get_fields() or {}
    if not fields:
        print("error: no fillable fields found", file=sys.stderr)
        return 1
    out = []
    for name, field in fields.items():
        value = field.get("/V")
        out.append({
            "name": name,
            "type": TYPES.get(field.get("/FT"), "unknown"),
            "value": None if value is None else str(value),
        })
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
