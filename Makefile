# SPDX-License-Identifier: MIT
# The two entry points of README.md.  `make bench`: Release build, then the
# benchmark that reproduces the papers' tables on this CPU next to the
# installed peers, then the HQC and BIKE tables (every backend), then the
# large products (10^5 to 10^8 bits; `make gf2x-native` first adds gf2x
# built for this CPU).
# `make test`: Release build + every test, then the same suite in an
# ASan+UBSan build.
BUILD ?= build
ASAN_BUILD ?= build-asan
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE ?= cmake
BENCH_ARGS ?=

.PHONY: all build build-asan bench gf2x-native test test-release test-asan \
  tune symbols clean build-aarch64 test-aarch64

all: build

build:
	$(CMAKE) -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DBINPOLY_BENCH=ON
	$(CMAKE) --build $(BUILD) -j $(JOBS)

build-asan:
	$(CMAKE) -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DBINPOLY_SANITIZE=ON -DBINPOLY_BENCH=OFF
	$(CMAKE) --build $(ASAN_BUILD) -j $(JOBS)

bench: build
	$(BUILD)/bench/core/binpoly-bench --tables --json $(BUILD)/bench.json $(BENCH_ARGS)
	$(BUILD)/bench/hqc/bench_hqc
	$(BUILD)/bench/bike/bench_bike
	$(BUILD)/bench/large/binpoly-bench-large

# gf2x built for this CPU from Debian's source package (root: adds a
# deb-src entry), which binpoly-bench-large then measures too.
gf2x-native:
	tools/peers/build_gf2x_native.sh $(BUILD)
	$(CMAKE) -S . -B $(BUILD)

# ctest-junit.xml: which tests ran, were skipped or failed
# (.ci/check_no_skips.sh reads it).
test-release: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) \
	  --output-junit ctest-junit.xml

# ASAN_OPTIONS: fail on leaks too; BINPOLY_TEST_ASAN lets the long tests
# shrink their sample sizes (the same checks, fewer random cases).
test-asan: build-asan
	cd $(ASAN_BUILD) && BINPOLY_TEST_ASAN=1 ASAN_OPTIONS=detect_leaks=1 \
	  UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j $(JOBS) \
	  -LE no-asan

test: test-release test-asan

# The AArch64 cross build (README.md, "AArch64"), its tests under
# qemu-user: AARCH64_TESTS on qemu's max core (PMULL, SHA3, DIT: the neon
# leaf's EOR3 build and SHA3 Keccak), then those of the neon backend on a
# Neoverse N1 core (no SHA3: the plain builds).  AARCH64_TESTS is the
# subset that fits CI's time under emulation: the neon backend's KATs of
# every level (the portable backend's of level 1: its C is the x86
# suite's, where every level runs in Release and under the sanitizers,
# and s390x's and i686's), the kernel, product, ring, field, code, KEM
# and peer (gf2x) tests, the CPU and the
# constant-time checks; the long randomized sweeps (test_mul_reference,
# test_mul_patterns, test_api_errors, the FFT products: 400 s for
# mul.test_fft_mul.neon under qemu; BIKE's randomized round trips, whose
# KATs run here; the portable backend's division, decoder and gf2x
# comparison, which are the same C as on x86), the thread and work-area
# tests and the DFR run stay with the x86 suite (AARCH64_TESTS=. runs
# all); the stack bounds are checked here too (test_stack_usage).
AARCH64_BUILD ?= build-aarch64
AARCH64_N1_TESTS ?= ^(test_cpu_class|kernels\.test_neon_leaves|hash\.keccak_(variants|jobs)|hash\.keccak_variants\.generic_class|test_mul_api\.forced\.neon|mul\.test_mul_constructions\.neon|test_(ring|field)_.*\.neon|(hqc|bike)_kat_.*\.neon|hqc_kem\.neon|peers_mul\.neon)$$
AARCH64_TESTS ?= ^(docs\.api_current|test_mul_api.*|test_cpu_.*|stack\.frames|test_stack_usage\..*|layers\.enforced|test_kat_report|kernels\..*|mul\.test_(mul_constructions|planner_table)\..*|test_(ring|field)_.*|test_poly_divmod\.neon|hash\..*|codes\..*|(hqc|bike)_kat_(.*\.neon|1\.portable)|hqc_kem\..*|hqc_sample\..*|(bike_decode|peers_mul)\.neon)$$

build-aarch64:
	$(CMAKE) -S . -B $(AARCH64_BUILD) -DCMAKE_BUILD_TYPE=Release \
	  -DBINPOLY_BENCH=OFF \
	  -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
	$(CMAKE) --build $(AARCH64_BUILD) -j $(JOBS)

test-aarch64: build-aarch64
	cd $(AARCH64_BUILD) && QEMU_CPU=max ctest --output-on-failure \
	  -j $(JOBS) -R '$(AARCH64_TESTS)'
	cd $(AARCH64_BUILD) && QEMU_CPU=neoverse-n1 ctest --output-on-failure \
	  -j $(JOBS) -R '$(AARCH64_N1_TESTS)'

# The planner table of this CPU's class for the backend it dispatches to
# (src/mul/thresholds/<class>/, about a minute), then the library rebuilt
# with it (BENCHMARKS.md, "F2[X] products": the planner on Zen 4).
tune: build
	$(BUILD)/tools/tune/binpoly-tune --this-cpu
	$(CMAKE) --build $(BUILD) -j $(JOBS)

# docs/symbols.txt (the index of the per-backend names, BP_FN) from the
# Release build's objects.
symbols: build
	$(CMAKE) --build $(BUILD) --target symbols

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(AARCH64_BUILD)
