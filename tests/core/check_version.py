#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""ctest api.version_sources: everything that carries binpoly's version
has the version of CMakeLists.txt's project() line.

- binpoly.pc's Version and the CMake package's version file's
  PACKAGE_VERSION (both written by CMake) equal it;
- the shared library's SONAME (readelf -d) is libbinpoly.so.MAJOR;
- pyproject.toml takes the package version from CMakeLists.txt: its
  [project] lists "version" as dynamic and has no version of its own, and
  its [tool.scikit-build.metadata.version] regex, applied to its input
  file as scikit-build-core does, yields the version;
- python/binpoly/__init__.py sets __version__ from the C library, not
  from a literal.
test_version.c checks binpoly_version() and the BINPOLY_VERSION_* macros.

usage: check_version.py VERSION SOURCE_DIR PC_FILE CONFIG_VERSION_FILE
                        SHARED_LIB
"""
import pathlib
import re
import subprocess
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None


def pyproject_version(src):
    """The version scikit-build-core reads, or a reason why there is
    none."""
    text = (src / "pyproject.toml").read_text(encoding="utf-8")
    if tomllib is None:
        m = re.search(r"^regex = '(.*)'$", text, re.M)
        inp = re.search(r'^input = "(.*)"$', text, re.M)
        dynamic = re.search(r'^dynamic = \[.*"version".*\]', text, re.M)
        static = re.search(r'^version = ', text, re.M)
        if not (m and inp and dynamic) or static:
            return None, "pyproject.toml: no dynamic version from a regex"
        regex, source = m.group(1), inp.group(1)
    else:
        doc = tomllib.loads(text)
        project = doc.get("project", {})
        if "version" in project or "version" not in project.get("dynamic",
                                                                []):
            return None, "pyproject.toml: [project] version is not dynamic"
        meta = doc.get("tool", {}).get("scikit-build", {}).get(
            "metadata", {}).get("version", {})
        if meta.get("provider") != "scikit_build_core.metadata.regex":
            return None, "pyproject.toml: no regex version provider"
        regex, source = meta.get("regex"), meta.get("input")
    found = re.search(regex, (src / source).read_text(encoding="utf-8"),
                      re.M)
    if not found:
        return None, f"pyproject.toml's regex finds nothing in {source}"
    return found.group("value"), None


def main(argv):
    if len(argv) != 6:
        raise SystemExit("\n".join(__doc__.strip().splitlines()[-2:]))
    version, src = argv[1], pathlib.Path(argv[2])
    pc, config, lib = (pathlib.Path(a) for a in argv[3:6])
    failures = []

    def expect(what, got):
        if got != version:
            failures.append(f"{what}: {got!r}, project(): {version!r}")

    m = re.search(r"^Version: (.*)$", pc.read_text(), re.M)
    expect(f"{pc.name} Version", m and m.group(1).strip())
    m = re.search(r'set\(PACKAGE_VERSION "([^"]*)"\)', config.read_text())
    expect(f"{config.name} PACKAGE_VERSION", m and m.group(1))
    dyn = subprocess.run(["readelf", "-d", str(lib)], capture_output=True,
                         text=True).stdout
    m = re.search(r"\(SONAME\).*\[(.*)\]", dyn)
    soname = m and m.group(1)
    if soname != "libbinpoly.so." + version.split(".")[0]:
        failures.append(f"{lib.name}: SONAME {soname!r}, expected "
                        f"libbinpoly.so.{version.split('.')[0]}")
    got, why = pyproject_version(src)
    if why:
        failures.append(why)
    else:
        expect("pyproject.toml's version", got)
    init = (src / "python/binpoly/__init__.py").read_text(encoding="utf-8")
    if re.search(r"^__version__\s*=\s*['\"]", init, re.M):
        failures.append("python/binpoly/__init__.py: __version__ is a "
                        "literal, not the C library's binpoly_version()")
    for f in failures:
        print("FAIL", f)
    if not failures:
        print(f"version {version}: binpoly.pc, CMake package, soname, "
              f"pyproject.toml and Python agree")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
