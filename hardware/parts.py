# The parts list (hardware/parts.csv): sizes and fits for the enclosure, rows for a distributor's cart.

import csv
import io
from pathlib import Path

HERE = Path(__file__).resolve().parent
PARTS_CSV = HERE / "parts.csv"
CART_CSV = HERE / "cart-mouser.csv"


def rows():
    """:return: the parts list's rows as dicts, in file order"""
    with PARTS_CSV.open(newline="") as f:
        return list(csv.DictReader(f))


def part(ref):
    """:return: the row whose ref is ``ref`` (KeyError when the list has none)"""
    for row in rows():
        if row["ref"] == ref:
            return row
    raise KeyError("hardware/parts.csv has no part %s" % ref)


def size(ref):
    """:return: (x, y, z) in mm of the part's envelope, from its size_mm column (e.g. 51x21x4.5)"""
    text = part(ref)["size_mm"]
    if not text:
        raise ValueError("hardware/parts.csv: %s has no size_mm" % ref)
    return tuple(float(v) for v in text.split("x"))


def fit(ref):
    """:return: the part's fit column as a dict: numbers as floats, AxB as a tuple of floats"""
    out = {}
    for item in filter(None, part(ref)["fit"].split(";")):
        key, _, value = item.partition("=")
        nums = tuple(float(v) for v in value.split("x"))
        out[key] = nums[0] if len(nums) == 1 else nums
    return out


def cart_csv():
    """:return: the CSV text for Mouser's BOM import: one line per part that has a Mouser number"""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["Mouser Part Number", "Manufacturer Part Number", "Manufacturer", "Quantity", "Description"])
    for row in rows():
        if row["mouser"]:
            w.writerow(
                [row["mouser"], row["mpn"], row["manufacturer"], row["qty"], row["ref"] + " " + row["part"]]
            )
    return out.getvalue()


def markdown_table():
    """:return: the parts list as the Markdown table of hardware/README.md"""
    lines = [
        "| Ref | Qty | Part | Part number | Mouser | Alternatives | Build |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows():
        if row["manufacturer"] == "generic":
            mpn = "generic (%s)" % row["mpn"]
        else:
            mpn = row["manufacturer"] + " " + row["mpn"]
        cells = (
            row["ref"],
            row["qty"],
            row["part"],
            mpn,
            row["mouser"] or "—",
            row["alternatives"] or "—",
            row["build"],
        )
        lines.append("| " + " | ".join(c.replace("|", "/") for c in cells) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    CART_CSV.write_text(cart_csv())
    print("wrote", CART_CSV.relative_to(HERE.parent))
