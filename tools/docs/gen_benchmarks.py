#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""BENCHMARKS.md's tables from `make bench`'s JSON (build/bench.json).

binpoly-bench --json (bench/core/results.c) writes every table it measured
and the planner tables.  From one such file this script makes:

  main       the F2[X] product table: ticks per column (our backends, then
             the peers), each column's goal for the CPU class (met or
             not), peer / fastest backend, and the plan of the fastest
             backend;
  summary    the paper's construction tables (4, 5, 6, 8, 9, 10; only in a
             --tables run) in one table: per paper table its sizes, the
             forced constructions that were fastest somewhere, and per
             backend the range of planner / fastest forced construction
             over the sizes (above 1 when a forced plan beat the
             planner's pick);
  kem        table 10 (the HQC and BIKE sizes) per size: on each backend
             the fastest forced construction and the planner's ticks;
  planner    each backend's planner table as shares of the top-level
             method over the sizes above the leaf.

BENCHMARKS.md holds such tables between marker lines

  <!-- BEGIN gen_benchmarks KIND KEY -->
  <!-- END gen_benchmarks KIND KEY -->

(KEY names the CPU section, e.g. intel-emr).  With --write FILE --key KEY
the script replaces the body of every block of that key in FILE by the
table of its kind (a kind the JSON lacks, such as the summary of a run
without --tables, gets one line saying so); otherwise it prints every
table it can make.

--self-test runs every table on a small made-up document with known
answers, and a write into a scratch file twice (the second must change
nothing); the ctest docs.gen_benchmarks runs it.

usage: gen_benchmarks.py BENCH.json [--key KEY --write BENCHMARKS.md]
       gen_benchmarks.py --self-test
"""
import json
import os
import re
import sys
import tempfile

KINDS = ("main", "summary", "kem", "planner")


def fmt_ticks(v):
    return "n/a" if v is None else f"{v:.0f}"


def table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "---|" * len(header)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


def find(doc, table_id):
    for t in doc["tables"]:
        if t["id"] == table_id:
            return t
    return None


def main_table(doc):
    t = find(doc, "main")
    if t is None:
        return None
    cols, nb = t["columns"], t["backends"]
    ours, peers = cols[:nb], cols[nb:]
    goal_cols = [c for c in cols
                 if any(r["target"].get(c) is not None for r in t["rows"])]
    header = (["bits", "words"] + cols + [f"{c} goal" for c in goal_cols]
              + [f"{p} / best" for p in peers] + ["plan (fastest backend)"])
    rows = []
    for r in t["rows"]:
        ticks = r["ticks"]
        known = [c for c in ours if ticks.get(c) is not None]
        best = min(known, key=lambda c: ticks[c]) if known else None
        cells = [str(r["bits"]), str(r["words"])]
        cells += [fmt_ticks(ticks.get(c)) for c in cols]
        for c in goal_cols:
            g = r["target"].get(c)
            if g is None or ticks.get(c) is None:
                cells.append("")
            else:
                cells.append(f"≤ {g:.0f} {'✓' if ticks[c] <= g else '✗'}")
        for p in peers:
            if best is None or ticks.get(p) is None:
                cells.append("")
            else:
                cells.append(f"{ticks[p] / ticks[best]:.1f}")
        cells.append(f"{best}: {r['plan'][best]}" if best else "")
        rows.append(cells)
    return table(header, rows)


def fastest(t, planner_row, column):
    """The fastest forced construction at the planner row's size."""
    best = None
    for r in t["rows"]:
        v = r["ticks"].get(column)
        if r["bits"] != planner_row["bits"] or r["label"] == "planner":
            continue
        if v is not None and (best is None or v < best["ticks"][column]):
            best = r
    return best


def construction_tables(doc):
    return [t for t in doc["tables"] if re.fullmatch(r"table\d+", t["id"])]


def summary_table(doc):
    tables = construction_tables(doc)
    if not tables:
        return None
    columns = tables[0]["columns"]
    rows = []
    for t in tables:
        planners = [r for r in t["rows"] if r["label"] == "planner"]
        bits = [r["bits"] for r in planners]
        names, cells = [], []
        for c in columns:
            ratios = []
            for p in planners:
                best = fastest(t, p, c)
                if best is None or p["ticks"].get(c) is None:
                    continue
                ratios.append(p["ticks"][c] / best["ticks"][c])
                if best["label"] not in names:
                    names.append(best["label"])
            cells.append(f"{min(ratios):.2f}–{max(ratios):.2f}"
                         if ratios else "n/a")
        number = re.sub(r"\D", "", t["id"])
        rows.append([number, f"{min(bits)}–{max(bits)}", ", ".join(names)]
                    + cells)
    return table(["paper table", "bits", "fastest forced constructions"]
                 + [f"planner / fastest: {c}" for c in columns], rows)


def kem_table(doc):
    t = find(doc, "table10")
    if t is None:
        return None
    rows = []
    for p in (r for r in t["rows"] if r["label"] == "planner"):
        cells = [str(p["bits"]), str(p["words"])]
        for c in t["columns"]:
            best = fastest(t, p, c)
            if best is None or p["ticks"].get(c) is None:
                cells.append("n/a")
            else:
                cells.append(f"{fmt_ticks(p['ticks'][c])} ({best['label']} "
                             f"{fmt_ticks(best['ticks'][c])})")
        rows.append(cells)
    return table(["bits", "words"] +
                 [f"{c}: planner (fastest forced)" for c in t["columns"]],
                 rows)


def planner_table(doc):
    tabs = doc.get("planner_tables")
    if not tabs:
        return None
    rows = []
    for name, tab in tabs.items():
        leaf, lo, counts = tab["leaf_max"], 1, {}
        for hi, method in tab["rows"]:
            hi = 2048 if hi is None else min(hi, 2048)
            n = max(0, hi - max(lo, leaf + 1) + 1)
            if n:
                counts[method] = counts.get(method, 0) + n
            lo = hi + 1
            if lo > 2048:
                break
        total = sum(counts.values()) or 1
        shares = sorted(counts.items(), key=lambda kv: -kv[1])
        rows.append([name, str(leaf), ", ".join(
            f"{m} {100 * k / total:.0f}%" for m, k in shares)])
    return table(["backend", "leaf (words)",
                  "top-level method over leaf < n ≤ 2048 words"], rows)


def tables(doc):
    made = {"main": main_table(doc), "summary": summary_table(doc),
            "kem": kem_table(doc), "planner": planner_table(doc)}
    return {k: v for k, v in made.items() if v is not None}


def provenance(doc):
    m = doc.get("method", {})
    return (f"Generated by tools/docs/gen_benchmarks.py from binpoly-bench's "
            f"JSON: CPU `{doc.get('cpu', '?')}`, peers: "
            f"{doc.get('peers') or 'none installed'}; {m.get('mode', '?')} "
            f"mode, {m.get('sets', '?')} data sets, "
            f"{m.get('core_cycles_per_tick', '?')} core cycles per TSC tick "
            f"during the run.")


def write(path, key, doc):
    made = tables(doc)
    text = open(path, encoding="utf-8").read()
    pattern = re.compile(
        r"(<!-- BEGIN gen_benchmarks (\w+) " + re.escape(key) + r" -->\n)"
        r".*?(<!-- END gen_benchmarks \2 " + re.escape(key) + r" -->)",
        re.S)
    found = []

    def body(m):
        kind = m.group(2)
        found.append(kind)
        if kind not in KINDS:
            raise SystemExit(f"{path}: unknown kind {kind}")
        lines = made.get(kind) or [f"(not in this run: {kind})"]
        return (m.group(1) + provenance(doc) + "\n\n" + "\n".join(lines)
                + "\n" + m.group(3))

    text = pattern.sub(body, text)
    if not found:
        raise SystemExit(f"{path}: no gen_benchmarks block with key {key}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{path}: wrote {', '.join(found)} for {key}")


def self_test():
    """Every table of a made-up run against the figures it must show."""
    def row(label, bits, portable, avx512, gf2x=None, target=None):
        return {"label": label, "bits": bits, "words": (bits + 63) // 64,
                "ticks": {"portable": portable, "avx512": avx512,
                          "gf2x": gf2x},
                "median": {}, "runs": {},
                "target": {"avx512": target},
                "plan": {"portable": "leaf(2)", "avx512": "leaf(16)"}}
    doc = {"cpu": "Test CPU", "peers": "gf2x",
           "method": {"mode": "full", "sets": 50,
                      "core_cycles_per_tick": 1.3},
           "planner_tables": {"avx512": {"leaf_max": 16, "rows": [
               [16, "leaf"], [32, "karat2"], [None, "toom3w64"]]}},
           "tables": [
               {"id": "main", "columns": ["portable", "avx512", "gf2x"],
                "backends": 2, "rows": [row("main", 1024, 3000.0, 80.0,
                                            2400.0, 74)]},
               {"id": "table4", "title": "Table 4: KaratRec",
                "columns": ["portable", "avx512"], "backends": 2,
                "rows": [row("karatrec", 1024, 100.0, 10.0),
                         row("planner", 1024, 90.0, 11.0)]},
               {"id": "table10", "title": "Table 10: KEM sizes",
                "columns": ["portable", "avx512"], "backends": 2,
                "rows": [row("karat3", 12323, 50.0, 6.0),
                         row("toom3w64", 12323, 40.0, None),
                         row("planner", 12323, 45.0, 5.0)]}]}
    made = tables(doc)
    expect = {
        "main": "| 1024 | 16 | 3000 | 80 | 2400 | ≤ 74 ✗ | 30.0 | "
                "avx512: leaf(16) |",
        "summary": "| 4 | 1024–1024 | karatrec | 0.90–0.90 | 1.10–1.10 |",
        "kem": "| 12323 | 193 | 45 (toom3w64 40) | 5 (karat3 6) |",
        "planner": "| avx512 | 16 | toom3w64 99%, karat2 1% |",
    }
    failed = [f"{kind}: {want!r} not in {made.get(kind)}"
              for kind, want in expect.items()
              if want not in (made.get(kind) or [])]
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "B.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write("# B\n<!-- BEGIN gen_benchmarks main k -->\nold\n"
                    "<!-- END gen_benchmarks main k -->\ntail\n")
        write(path, "k", doc)
        first = open(path, encoding="utf-8").read()
        write(path, "k", doc)
        if open(path, encoding="utf-8").read() != first:
            failed.append("a second write changed the file")
        if "old" in first or expect["main"] not in first or \
                not first.endswith("tail\n"):
            failed.append("the block was not replaced as expected")
    for f in failed:
        print("self-test:", f)
    return 1 if failed else 0


def run(argv):
    args = argv[1:]
    if args == ["--self-test"]:
        return self_test()
    key = path = None
    if "--key" in args:
        i = args.index("--key")
        key = args[i + 1]
        del args[i:i + 2]
    if "--write" in args:
        i = args.index("--write")
        path = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1 or (path is None) != (key is None):
        raise SystemExit("\n".join(__doc__.strip().splitlines()[-2:]))
    with open(args[0], encoding="utf-8") as f:
        doc = json.load(f)
    if path:
        write(path, key, doc)
        return
    print(provenance(doc) + "\n")
    for kind, lines in tables(doc).items():
        print(f"### {kind}\n\n" + "\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(run(sys.argv))
