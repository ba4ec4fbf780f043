#!/usr/bin/env python3
"""List the fillable fields of a PDF form as JSON.

Usage: python3 list_fields.py form.pdf > fields.json
Each entry has: name, type, page, value, options, required, readOnly.
"""
import json
import sys

from pypdf import PdfReader

from pdf_fields import (FLAG_READ_ONLY, FLAG_REQUIRED, field_dict, field_type,
                        full_name, inherited, on_state, widgets)


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    reader = PdfReader(argv[1])
    if reader.is_encrypted:
        print("error: the PDF is encrypted; ask for an unprotected copy", file=sys.stderr)
        return 1
    fields = {}
    for page, widget in widgets(reader):
        name = full_name(widget)
        kind = field_type(widget)
        flags = int(inherited(widget, "/Ff") or 0)
        entry = fields.setdefault(name, {
            "name": name,
            "type": kind,
            "page": page,
            "value": None,
            "options": [],
            "required": bool(flags & FLAG_REQUIRED),
            "readOnly": bool(flags & FLAG_READ_ONLY),
        })
        value = field_dict(widget).get("/V")
        if value is not None:
            entry["value"] = str(value).lstrip("/") if kind in ("checkbox", "radio") else str(value)
        if kind in ("checkbox", "radio"):
            state = str(on_state(widget)).lstrip("/")
            if state not in entry["options"]:
                entry["options"].append(state)
        elif kind == "choice":
            for opt in inherited(widget, "/Opt") or []:
                opt = opt.get_object()
                # An option is either a string or a [export value, display text] pair.
                label = str(opt[0]) if isinstance(opt, list) else str(opt)
                if label not in entry["options"]:
                    entry["options"].append(label)
    if not fields:
        print("error: no fillable fields found (the form may be a flat scan)", file=sys.stderr)
        return 1
    json.dump(list(fields.values()), sys.stdout, indent=2, ensure_ascii=False)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
