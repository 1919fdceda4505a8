#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that the reference documents stay reference documents.

references  Every in-repository path named by a comment in src/, include/,
            tests/, bench/, tools/, cmake/, the Makefile and the top
            CMakeLists.txt (C comments; # comments of CMake, make, Python
            and shell files) and anywhere in the Markdown documents
            (README.md, BENCHMARKS.md, TESTING.md, CONTRIBUTING.md,
            CHANGELOG.md, docs/*.md and the READMEs below src/, bench/,
            tests/) names a file or folder that exists, and every section
            of BENCHMARKS.md that a comment quotes (BENCHMARKS.md "<title>")
            is a heading there.  A name with a slash must resolve from the
            repository's root, from the naming file's folder, or as the
            tail of a path in the repository (fft/fft.h); a bare file name
            (splits.h) must be the name of some file in the repository.
            `<class>` and `*` in a name match any one path component.
            Build outputs (build*/, /tmp/, /usr/, ...) and the files of
            other projects listed in EXTERNAL are not checked.
history     Source comments are reference, not history: no tick counts
            ("52 ticks"), session numbers ("session 9"), helper names
            ("helper-12") or commit hashes (7 to 40 lowercase hex digits
            with at least one letter and one digit, not a 0x constant) in
            src/ and include/.
self-test   Both checks on a scratch tree: clean, they pass; with one bad
            reference or one history comment planted, they fail.

Each check prints every finding as FILE:LINE: what, and exits 1 if there
is any.  The ctests docs.references, docs.history and docs.checks_fail run
them.

usage: check_docs.py {references|history|self-test} [REPO_DIR]
"""
import bisect
import os
import pathlib
import re
import subprocess
import sys
import tempfile

COMMENT_DIRS = ("src", "include", "tests", "bench", "tools", "cmake")
HISTORY_DIRS = ("src", "include")
DOCS = ("README.md", "BENCHMARKS.md", "TESTING.md", "CONTRIBUTING.md",
        "CHANGELOG.md")
C_SUFFIXES = {".c", ".h", ".cpp", ".cc", ".in"}
HASH_SUFFIXES = {".py", ".sh", ".cmake", ".txt", ".toml"}
# Files of other projects that comments and docs name on purpose: system
# and peer headers, the KAT generator's rng.c, a user's app.c, and the
# places in liboqs' and the HQC reference's repositories that tests/kat/
# names as the source of the KAT files.
EXTERNAL = {
    "NTL/config.h", "config.h", "libgf2x.so.3", "api.h",
    "mlkem/src/native/api.h", "gf2x.h", "stdatomic.h", "immintrin.h",
    "cpuid.h", "pthread.h", "valgrind/memcheck.h", "rng.c", "app.c",
    # qemu's and liboqs' sources and gf2x's installed header, which
    # tools/aarch64/ builds against, and the table it writes.
    "tests/plugin/insn.c", "include/qemu/qemu-plugin.h", "qemu-plugin.h",
    ".CMake/toolchain_arm64.cmake", "gf2x-thresholds.h", "table.md",
    # Files the build writes (BINPOLY_NAMESPACE's header, the llvm-mca
    # listing of tools/aarch64), the kernel's and NTL's headers.
    "binpoly_namespace.h", "mca.txt", "asm/hwcap.h", "GF2X.h",
    "GF2XFactoring.h",
    # peer A's source (tools/peers/peer_a_compare.sh builds it from a
    # checkout of its repository).
    "fonctions.c",
}
EXTERNAL_PREFIXES = ("tests/KATs/", "tests/kats/", "kats/ref/", "hqc-kem/")
SKIP_PREFIXES = ("build", "/", "~", "$", "http", "./build",
                 "python3/", "usr/", "tmp/", "CMakeFiles/")
FILE_EXT = (r"(?:c|h|cpp|md|py|sh|cmake|txt|in|toml|json|csv|svg|png|rsp|"
            r"req|cfg|yml|yaml)")
PATH_RE = re.compile(
    r"(?<![\w./<>*$-])((?:[\w.+<>*-]+/)+[\w.+<>*-]*[\w>*])")
BARE_RE = re.compile(r"(?<![\w./<>*$-])([\w+-]+\.%s)(?![\w/])" % FILE_EXT)
BREAK_RE = re.compile(r"\n[ \t]*(?:\*(?!/)|#|//)?[ \t]*")
SECTION_RE = re.compile(r"BENCHMARKS\.md,?\s+(?:section\s+)?\"([^\"]+)\"")


def repo_files(root):
    out = subprocess.run(["git", "-C", str(root), "ls-files", "-co",
                          "--exclude-standard"], capture_output=True,
                         text=True)
    if out.returncode == 0 and out.stdout.strip():
        names = out.stdout.split()
    else:  # not a git checkout (a source tarball): walk it
        names = [str(p.relative_to(root)) for p in root.rglob("*")
                 if p.is_file() and ".git" not in p.parts
                 and not p.relative_to(root).parts[0].startswith("build")]
    return sorted({n for n in names if (root / n).exists()})


class Tree:
    def __init__(self, root):
        self.root = root
        self.files = repo_files(root)
        self.paths = set(self.files)
        for f in self.files:
            parts = f.split("/")
            for k in range(1, len(parts)):
                self.paths.add("/".join(parts[:k]))
        self.basenames = {f.rsplit("/", 1)[-1] for f in self.paths}
        self.tails = set()
        for p in self.paths:
            parts = p.split("/")
            for k in range(len(parts)):
                self.tails.add("/".join(parts[k:]))

    def resolves(self, name, where):
        name = name.rstrip("/.")
        if "<" in name or "*" in name:
            pat = re.compile("^(?:.*/)?" + re.sub(
                r"<[^>/]*>|\\\*", "[^/]+", re.escape(name)) + "$")
            return any(pat.match(p) for p in self.paths)
        here = os.path.normpath(os.path.join(os.path.dirname(where), name))
        if name in self.paths or here in self.paths:
            return True
        if name in self.tails:
            return True
        parent, base = name.rsplit("/", 1)
        if base + ".in" in self.basenames:
            return True  # made by CMake from a template (binpoly/version.h)
        # a program built from a source folder (bench/hqc/bench_hqc)
        return "." not in base and self.resolves(parent, where)

    def has_file(self, base):
        """A file of this name, or one CMake makes from a .in template."""
        return base in self.basenames or base + ".in" in self.basenames


def placeholder(name):
    """A usage line's stand-in (RUN1.json, OUT.png, DIR/<backend>.c)."""
    return any(re.fullmatch(r"(?:RUN|OUT|DIR|RESULTS|SWEEP|BENCH|FILE)\d*",
                            pathlib.Path(part).stem)
               for part in name.split("/"))


def comment_text(path, text):
    """The comments of a source file, other characters blanked (lines
    kept), continuation frames removed so that a name broken over two
    comment lines reads as one."""
    suffix = pathlib.Path(path).suffix
    name = pathlib.Path(path).name
    out = [" " if c != "\n" else c for c in text]
    if suffix in C_SUFFIXES:
        for m in re.finditer(r"/\*.*?\*/|//[^\n]*", text, re.S):
            out[m.start():m.end()] = m.group(0)
    elif suffix in HASH_SUFFIXES or name in ("CMakeLists.txt", "Makefile"):
        for m in re.finditer(r"#[^\n]*", text):
            out[m.start():m.end()] = m.group(0)
        if suffix == ".py":
            for m in re.finditer(r'"""(?:.|\n)*?"""', text):
                out[m.start():m.end()] = m.group(0)
    else:
        return None
    return "".join(out)


def lineno(text, pos):
    return text.count("\n", 0, pos) + 1


def joined(text):
    """Comment or Markdown text with each line break and the comment frame
    of the next line (` * `, `# `, `// `) replaced by one space, so that a
    name broken over two lines reads as one; with, for each piece, its
    offset in the joined text and in the original (for line numbers)."""
    pieces, offsets, pos, flat_len = [], [], 0, 0
    for m in BREAK_RE.finditer(text):
        pieces.append(text[pos:m.start()])
        offsets.append((flat_len, pos))
        flat_len += m.start() - pos + 1
        pieces.append(" ")
        pos = m.end()
    pieces.append(text[pos:])
    offsets.append((flat_len, pos))
    return "".join(pieces), offsets


def original(offsets, flat_pos):
    """The position in the original text of flat_pos in the joined one."""
    k = bisect.bisect_right([o[0] for o in offsets], flat_pos) - 1
    return offsets[k][1] + flat_pos - offsets[k][0]


def headings(root):
    bench = root / "BENCHMARKS.md"
    if not bench.exists():
        return set()
    return {re.sub(r"^#+\s*", "", line).strip()
            for line in bench.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")}


def reference_sources(tree):
    for f in tree.files:
        top = f.split("/", 1)[0]
        text = None
        if f.endswith(".md") and (f in DOCS or top in ("docs", "src", "bench",
                                                       "tests", "tools")):
            text = (tree.root / f).read_text(encoding="utf-8",
                                             errors="replace")
            # code spans and blocks name commands and outputs as well as
            # files; they are checked like the prose
        elif top in COMMENT_DIRS or f in ("Makefile", "CMakeLists.txt"):
            try:
                raw = (tree.root / f).read_text(encoding="utf-8")
            except (UnicodeDecodeError, IsADirectoryError):
                continue
            text = comment_text(f, raw)
        if text is not None:
            yield f, text


def check_references(root):
    tree = Tree(root)
    sections = headings(root)
    findings = []
    for f, text in reference_sources(tree):
        flat, offsets = joined(text)
        seen = set()
        for regex, kind in ((PATH_RE, "path"), (BARE_RE, "file")):
            for m in regex.finditer(flat):
                name = m.group(1).rstrip(".,;:)")
                if kind == "path" and not re.search(
                        r"\.%s$|/$|^(src|include|tests|bench|tools|docs|"
                        r"cmake|python|examples)/" % FILE_EXT, name):
                    continue  # a fraction, a ratio, "and/or", ...
                if (name in EXTERNAL or name.startswith(SKIP_PREFIXES)
                        or name.startswith(EXTERNAL_PREFIXES)
                        or placeholder(name) or (f, name) in seen):
                    continue
                seen.add((f, name))
                ok = (tree.resolves(name, f) if kind == "path"
                      else tree.has_file(name))
                if not ok:
                    line = lineno(text, original(offsets, m.start(1)))
                    findings.append(f"{f}:{line}: names {name}, which is "
                                    f"not in the repository")
        for m in SECTION_RE.finditer(flat):
            title = m.group(1).strip()
            if f != "BENCHMARKS.md" and "<" not in title and not any(
                    h == title or h.startswith(title) for h in sections):
                line = lineno(text, original(offsets, m.start(1)))
                findings.append(f"{f}:{line}: BENCHMARKS.md has no section "
                                f"\"{title}\"")
    return findings


HISTORY = (
    (re.compile(r"\b\d+(?:\.\d+)? ticks\b"), "a tick count"),
    (re.compile(r"\bsession [0-9]", re.I), "a session number"),
    (re.compile(r"\bhelper-[0-9]", re.I), "a helper name"),
    (re.compile(r"(?<![\w])(?<!0x)(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])"
                r"[0-9a-f]{7,40}(?![\w])"), "a commit hash"),
)


def check_history(root):
    tree = Tree(root)
    findings = []
    for f in tree.files:
        if f.split("/", 1)[0] not in HISTORY_DIRS:
            continue
        try:
            text = (root / f).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for regex, what in HISTORY:
            for m in regex.finditer(text):
                findings.append(f"{f}:{lineno(text, m.start())}: "
                                f"{what} ({m.group(0)})")
    return findings


def self_test():
    """Plants one bad reference and one history comment in a scratch tree
    and expects each check to pass before and fail after."""
    with tempfile.TemporaryDirectory() as d:
        root = pathlib.Path(d)
        (root / "src/mul").mkdir(parents=True)
        (root / "BENCHMARKS.md").write_text("# Benchmarks\n## Products\n")
        (root / "README.md").write_text("See src/mul/plan.c and plan.h.\n")
        (root / "src/mul/plan.h").write_text(
            "/* The planner (src/mul/plan.c, BENCHMARKS.md \"Products\") */\n")
        (root / "src/mul/plan.c").write_text(
            "/* Faster on Zen 4 (BENCHMARKS.md \"Products\"). */\n"
            "static const unsigned k = 0x1234abcd;\n")
        failed = []
        if check_references(root) or check_history(root):
            failed.append("clean tree: "
                          + "; ".join(check_references(root)
                                      + check_history(root)))
        plants = (
            ("src/mul/plan.h", "/* See spec/hqc.md. */\n", check_references),
            ("src/mul/plan.h", "/* See anchors.md. */\n", check_references),
            ("src/mul/plan.c", "/* BENCHMARKS.md \"Old section\" */\n",
             check_references),
            ("README.md", "The table: src/mul/thresholds/gone.c\n",
             check_references),
            ("src/mul/plan.c", "/* 28.8 ticks per product */\n",
             check_history),
            ("src/mul/plan.c", "/* measured in session 12 */\n",
             check_history),
            ("src/mul/plan.c", "/* helper-21's layout */\n", check_history),
            ("src/mul/plan.c", "/* since a04c096 */\n", check_history),
        )
        for path, planted, check in plants:
            target = root / path
            before = target.read_text()
            target.write_text(before + planted)
            if not check(root):
                failed.append(f"{check.__name__} missed {planted.strip()!r}")
            target.write_text(before)
    for f in failed:
        print("self-test:", f)
    return failed


def main(argv):
    if len(argv) not in (2, 3) or argv[1] not in ("references", "history",
                                                   "self-test"):
        raise SystemExit(__doc__.strip().splitlines()[-1])
    if argv[1] == "self-test":
        return 1 if self_test() else 0
    root = pathlib.Path(argv[2] if len(argv) == 3 else ".").resolve()
    findings = (check_references if argv[1] == "references"
                else check_history)(root)
    for line in findings:
        print(line)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
