"""Shared helpers: walk the form widgets of a PDF and describe its fields."""
from pypdf.generic import NameObject

FLAG_READ_ONLY = 1
FLAG_REQUIRED = 1 << 1
FLAG_RADIO = 1 << 15
FLAG_PUSHBUTTON = 1 << 16


def inherited(obj, key):
    """Look a key up on a field dictionary or, failing that, its ancestors."""
    while obj is not None:
        if key in obj:
            return obj[key]
        parent = obj.get("/Parent")
        obj = parent.get_object() if parent is not None else None
    return None


def full_name(widget):
    """Fully qualified field name: the /T entries from the root down, joined by dots."""
    parts, obj = [], widget
    while obj is not None:
        if "/T" in obj:
            parts.append(str(obj["/T"]))
        parent = obj.get("/Parent")
        obj = parent.get_object() if parent is not None else None
    return ".".join(reversed(parts))


def field_dict(widget):
    """The dictionary that holds the value: the widget itself, or its parent for kids without /T."""
    if "/T" not in widget and "/Parent" in widget:
        return widget["/Parent"].get_object()
    return widget


def field_type(widget):
    ft = inherited(widget, "/FT")
    flags = int(inherited(widget, "/Ff") or 0)
    if ft == "/Tx":
        return "text"
    if ft == "/Ch":
        return "choice"
    if ft == "/Sig":
        return "signature"
    if ft == "/Btn":
        if flags & FLAG_PUSHBUTTON:
            return "button"
        return "radio" if flags & FLAG_RADIO else "checkbox"
    return "unknown"


def on_state(widget):
    """The appearance state name that means 'checked' for this widget (often /Yes or /On)."""
    ap = widget.get("/AP")
    normal = ap.get_object().get("/N") if ap is not None else None
    if normal is not None:
        for name in normal.get_object().keys():
            if name != "/Off":
                return NameObject(name)
    return NameObject("/Yes")


def widgets(reader):
    """Yield (page_number, widget) for every form widget, pages numbered from 1."""
    for number, page in enumerate(reader.pages, start=1):
        for ref in page.get("/Annots") or []:
            annot = ref.get_object()
            if annot.get("/Subtype") == "/Widget":
                yield number, annot
