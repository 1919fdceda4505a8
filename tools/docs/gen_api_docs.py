#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes docs/API.md from the public headers' contract comments.

Every public header (include/binpoly.h, then include/binpoly/*.h by name)
becomes a section: its opening comment, then each documented item in the
order of the header -- functions (BINPOLY_API declarations), types
(typedef struct ... name;) and macros (#define with a comment on the line
before or on the same line) -- as its declaration followed by its comment.
The headers stay the single source: the ctest `docs.api_current` fails when
docs/API.md differs from what this script writes.

usage: gen_api_docs.py [--check] [REPO_DIR]
"""
import pathlib
import re
import sys


def clean_comment(text):
    """The text of a /* ... */ block without its frame."""
    body = text.strip()
    body = re.sub(r"^/\*+", "", body)
    body = re.sub(r"\*+/$", "", body)
    lines = []
    for line in body.splitlines():
        line = re.sub(r"^\s*\* ?", "", line.rstrip())
        lines.append(line)
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines).strip()


def items(src):
    """(kind, name, declaration, comment) in header order."""
    lines = src.splitlines()
    out = []
    comment = None  # the block comment that ended on the previous line
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("/*"):
            block = [line]
            while "*/" not in lines[i]:
                i += 1
                block.append(lines[i])
            comment = clean_comment("\n".join(block))
            i += 1
            continue
        if stripped.startswith("BINPOLY_API"):
            decl = [line]
            while ";" not in lines[i]:
                i += 1
                decl.append(lines[i])
            text = "\n".join(decl)
            name = re.search(r"(\w+)\s*\(", text).group(1)
            out.append(("function", name, text, comment or ""))
        elif stripped.startswith("typedef struct"):
            decl = [line]
            while not re.match(r"\}\s*\w+\s*;", lines[i].strip()):
                i += 1
                decl.append(lines[i])
            name = re.match(r"\}\s*(\w+)", lines[i].strip()).group(1)
            out.append(("type", name, "\n".join(decl), comment or ""))
        else:
            m = re.match(r"#define\s+(BINPOLY_\w+)\s+(.*?)\s*(/\*(.*)\*/)?$",
                         stripped)
            if m and m.group(2) and m.group(1) != "BINPOLY_API":
                # (name, value, same-line note, comment above the group)
                note = clean_comment(m.group(3)) if m.group(3) else ""
                if note or comment:
                    out.append(("macro", m.group(1), m.group(2),
                                (note, comment or "")))
        if stripped and not stripped.startswith("/*"):
            comment = None if not stripped.startswith("#define") else comment
            if not stripped.startswith("#define"):
                comment = None
        i += 1
    return out


def header_doc(path, rel):
    src = path.read_text()
    first = re.search(r"/\*(?!\s*SPDX).*?\*/", src, re.S)
    parts = ["## `%s`" % rel, ""]
    if first:
        parts += [clean_comment(first.group(0)), ""]
    # Consecutive macros under one comment form one table; a lone macro
    # whose comment is above it gets that comment as its meaning.
    groups = []  # [above, [(name, value, note)]] or a rendered item
    for kind, name, decl, comment in items(src):
        if kind == "macro":
            note, above = comment
            if not (groups and isinstance(groups[-1], list) and
                    (not above or above == groups[-1][0])):
                groups.append([above, []])
            groups[-1][1].append((name, decl, note))
            continue
        groups.append((name, kind, decl, comment))
    intro = clean_comment(first.group(0)) if first else None
    for g in groups:
        if isinstance(g, tuple):
            name, kind, decl, comment = g
            parts += ["### `%s` (%s)" % (name, kind), "", "```c", decl,
                      "```", ""]
            if comment:
                parts += [comment, ""]
            continue
        above, macros = g
        if len(macros) == 1 and not macros[0][2]:
            macros = [(macros[0][0], macros[0][1], above)]
        elif above and above != intro:
            parts += [above.replace("\n", " "), ""]
        parts += ["| macro | value | meaning |", "|---|---|---|"]
        for name, value, note in macros:
            parts.append("| `%s` | `%s` | %s |" %
                         (name, value, note.replace("\n", " ")
                          .replace("|", "\\|")))
        parts.append("")
    return "\n".join(parts)


def generate(repo):
    inc = repo / "include"
    headers = [inc / "binpoly.h"] + sorted((inc / "binpoly").glob("*.h"))
    doc = ["# binpoly API reference", "",
           "Generated by `tools/docs/gen_api_docs.py` from the contract "
           "comments of the public headers (`include/`); edit the headers, "
           "not this file.", ""]
    doc += ["- [`%s`](#%s)" % (h.relative_to(inc),
                                 re.sub(r"[^a-z0-9-]", "",
                                        str(h.relative_to(inc)).lower()))
            for h in headers]
    doc.append("")
    for h in headers:
        doc.append(header_doc(h, str(h.relative_to(inc))))
    return "\n".join(doc).rstrip() + "\n"


def main():
    args = [a for a in sys.argv[1:] if a != "--check"]
    repo = pathlib.Path(args[0] if args else
                        pathlib.Path(__file__).resolve().parents[2])
    text = generate(repo)
    target = repo / "docs" / "API.md"
    if "--check" in sys.argv:
        if not target.exists() or target.read_text() != text:
            print("docs/API.md is out of date: run tools/docs/gen_api_docs.py")
            return 1
        print("docs/API.md is current")
        return 0
    target.write_text(text)
    print("wrote", target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
