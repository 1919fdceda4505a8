/* SPDX-License-Identifier: MIT */
/*
 * binpoly: fast, constant-time arithmetic on binary polynomials F2[X].
 *
 * Representation (the gf2x convention): a polynomial of n words is a
 * little-endian array of uint64_t; bit i of word j is the coefficient of
 * X^(64j+i).  Sizes are in 64-bit words for F2[X] products.
 *
 * Every function here runs in time independent of the polynomial
 * coefficients; only the sizes (public) steer the computation.  On
 * AArch64 CPUs with FEAT_DIT the KEM calls (keypair, encapsulation,
 * decapsulation) also set PSTATE.DIT, the processor's data-independent
 * timing mode, for their duration and restore the caller's value after.
 *
 * Embedding (CMake options; README, "Embedding"):
 *  - Symbols: the shared library exports only binpoly_* names; the static
 *    one defines only bp_* and binpoly_* (ctests symbols.shared and
 *    symbols.static check both with nm).
 *  - -DBINPOLY_NAMESPACE=<prefix>: every global symbol of the static
 *    library becomes <prefix>_<name>, so that two copies (two versions,
 *    two configurations) link into one program; the build writes
 *    binpoly_namespace.h (installed beside this header), which maps each
 *    binpoly_* name to the prefixed one: include it first, or compile
 *    with -include binpoly_namespace.h.  Only the static library is built
 *    then (no tests, tools or shared library).
 *  - -DBINPOLY_NO_OS_RANDOM=ON: no OS generator at all; the KEMs'
 *    randomized entry points need binpoly_set_randombytes (below), the
 *    derandomized ones work as always.
 *  - -DBINPOLY_KEYGEN_PCT=ON: every KEM key generation ends with the
 *    pairwise consistency test of FIPS 140-3 (binpoly_hqc_pairwise_check,
 *    binpoly_bike_pairwise_check).
 *  - Any C11 target: the portable backend is byte-exact on big-endian
 *    and 32-bit targets; the whole suite, known answers included, runs on
 *    s390x and i686 under qemu-user (cmake/toolchains/, TESTING.md).
 */
#ifndef BINPOLY_H
#define BINPOLY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define BINPOLY_API
#else
#define BINPOLY_API __attribute__((visibility("default")))
#endif

/* The version at compile time: BINPOLY_VERSION_MAJOR, _MINOR, _PATCH and
 * BINPOLY_VERSION_STRING are in <binpoly/version.h>, which CMake writes
 * from the project() line of CMakeLists.txt (cmake/version.h.in) and
 * installs beside this header; binpoly_version() below gives it at run
 * time. */

/* Error codes (all negative; 0 is success). */
#define BINPOLY_OK 0
#define BINPOLY_ERR_NULL (-1)       /* null pointer with a non-zero size */
#define BINPOLY_ERR_OVERLAP (-2)    /* output overlaps an input */
#define BINPOLY_ERR_TOO_LARGE (-3)  /* a size is above its documented limit */
#define BINPOLY_ERR_NOMEM (-4)      /* the allocating variant could not allocate */
#define BINPOLY_ERR_BACKEND (-5)    /* BINPOLY_BACKEND is invalid (strerror says how) */
#define BINPOLY_ERR_ARG (-6)        /* another invalid argument (see the function) */
#define BINPOLY_ERR_NOT_INVERTIBLE (-7) /* ring inversion of a zero divisor */
#define BINPOLY_ERR_LENGTH (-8)     /* a byte string has the wrong length */
#define BINPOLY_ERR_RANDOM (-9)     /* the random generator failed */
#define BINPOLY_ERR_ALIGN (-10)     /* a word array not aligned to its word size */
#define BINPOLY_ERR_THREAD (-11)    /* a thread could not be started */
#define BINPOLY_ERR_PCT (-12)       /* a key pair failed its pairwise test */

/* Largest operand size accepted, in words (2^26 words = 2^32 bits). */
#define BINPOLY_MAX_WORDS ((size_t)1 << 26)

/* Products whose longer operand has at most this many words use a scratch
 * area of 120 KiB on the stack (of which they use
 * binpoly_mul_scratch_words(na, nb) words) and never call malloc. */
#define BINPOLY_STACK_WORDS 1024

/* Size in bytes of a work area (binpoly_set_work_area): the largest work
 * space of any call that uses one (BIKE's decapsulation). */
#define BINPOLY_WORK_BYTES 368640

/* Lends area[0..bytes) to the library calls of the calling thread, until
 * the next call of this function on the thread (area NULL: back to the
 * stack).  By default the calls keep their working memory on the stack:
 * up to 132 KiB for products up to BINPOLY_STACK_WORDS words, 116 KiB
 * for ring operations, 140 KiB for HQC, 304 KiB for BIKE (the function
 * comments give each figure, measured by tests/core/test_stack_usage.c
 * on every backend; TESTING.md, "Stack").  With
 * an area lent, those buffers go there and every product, ring, HQC and
 * BIKE call of the thread runs on a 64 KiB stack (musl's 128 KiB threads,
 * event loops, embedded systems; tests/core/test_work_area.c runs them on
 * 64 KiB threads and compares every result with the stack path's;
 * measured on x86-64 with glibc by `test_work_area 56`, which passes on
 * every backend, and `test_work_area 48`, which passes on all but the
 * portable one, whose sparse ring product's rotations need more).
 * area must be 64-byte aligned (else BINPOLY_ERR_ALIGN) and bytes at least
 * BINPOLY_WORK_BYTES (else BINPOLY_ERR_LENGTH); on an error the thread's
 * setting does not change.  The area must stay valid while lent and serve
 * nothing else meanwhile (one area per thread; not from a signal handler
 * that interrupts a library call).  Secrets are wiped from it before each
 * call returns, as from the stack.  Returns 0 or the error code. */
BINPOLY_API int binpoly_set_work_area(void *area, size_t bytes);

/* A source of randomness for the KEMs (binpoly_set_randombytes): fills
 * buf[0..len) with uniformly random bytes and returns 0, or returns any
 * other value when it cannot (the KEM call then fails with
 * BINPOLY_ERR_RANDOM).  len is at most 64. */
typedef int (*binpoly_randombytes_fn)(void *ctx, uint8_t *buf, size_t len);

/* Makes fn(ctx, ...) the randomness of every non-derandomized KEM entry
 * point (binpoly_hqcL_keypair / _enc, binpoly_bikeL_keypair / _enc and
 * their _checked variants) in the whole process, instead of the OS
 * generator (getrandom); fn NULL goes back to the OS generator, or, in a
 * library built with -DBINPOLY_NO_OS_RANDOM=ON (which calls no OS
 * generator at all), to none: those entry points then fail with
 * BINPOLY_ERR_RANDOM and only the _derand ones work.  The derandomized
 * entry points never draw.
 * Concurrency: this function may be called at any time from any thread,
 * also while KEM calls run on other threads; each draw of a KEM call
 * (HQC's encapsulation draws twice: m, then the salt) uses either the
 * pair set before or the pair set after, never a mix of the two, and once
 * this function returns no draw uses the previous pair any more (its ctx
 * may be freed).  fn is called from whichever threads make KEM calls,
 * possibly at the same time, so it must be thread-safe itself; it must
 * not call binpoly_set_randombytes or a KEM entry point (deadlock).
 * A draw that fails leaves nothing of what fn wrote in the library's
 * buffers (wiped) and the call's outputs zeroed, as every KEM error.
 * Returns 0, or BINPOLY_ERR_THREAD if the lock guarding the pair cannot
 * be taken (the setting is then unchanged). */
BINPOLY_API int binpoly_set_randombytes(binpoly_randombytes_fn fn, void *ctx);

/* Short text for an error code ("success", "null pointer", ...). */
BINPOLY_API const char *binpoly_strerror(int err);

/* The version of the library, "MAJOR.MINOR.PATCH": BINPOLY_VERSION_STRING
 * of the headers it was built with.  The shared library's soname
 * (libbinpoly.so.MAJOR), binpoly.pc, the CMake package and Python's
 * binpoly.__version__ carry the same version, all from the project() line
 * of CMakeLists.txt.  A static string, never NULL; thread-safe, no side
 * effects. */
BINPOLY_API const char *binpoly_version(void);

/*
 * c = a * b.  c receives na + nb words; a has na words, b has nb words.
 * Any na, nb >= 0 (0 gives an empty or zero product).  a and b may alias
 * each other; c must not overlap a or b.  Never writes past c[na+nb-1].
 * Returns 0, or BINPOLY_ERR_NULL / _OVERLAP / _TOO_LARGE (size above
 * BINPOLY_MAX_WORDS), _NOMEM, _BACKEND.
 * Allocation: none when max(na, nb) <= BINPOLY_STACK_WORDS; above it,
 * when binpoly_mul_scratch_words(na, nb) exceeds the stack area, one
 * malloc of that many words, freed before return.
 * Use binpoly_mul_scratch to avoid that allocation.
 * Large products (the shorter operand from a crossover measured per
 * backend on, 5900 to 20800 words on AMD Zen 4; README, "Large
 * products") take an additive FFT over GF(2^64), balanced or not; the
 * result is the same bits.
 * Stack (measured, largest over the backends): 12 KiB for operands of
 * at most 64 words (4 KiB of it scratch; they run on a 16 KiB thread),
 * 132 KiB up to BINPOLY_STACK_WORDS (10 KiB with a lent work area or
 * above BINPOLY_STACK_WORDS, where the scratch is allocated).
 */
BINPOLY_API int binpoly_mul(uint64_t *c, const uint64_t *a, size_t na,
                            const uint64_t *b, size_t nb);

/* Scratch words binpoly_mul_scratch needs for sizes (na, nb); 0 if a size is
 * above BINPOLY_MAX_WORDS.  With s = min(na, nb) and p = na + nb (the
 * product's words): while s < 2048, at most 14 s + 1024 (the
 * Karatsuba/Toom constructions); from s = 2048 on, where the additive FFT
 * takes over (at the active backend's crossover, at most 262144 words),
 * at most the larger of that and 8 p + p / 1024 + 65536 (the FFT's two
 * transforms of fewer than 4 p words each and its column buffer), and
 * the FFT's alone from s = 262144 on: a small multiple of the product. */
BINPOLY_API size_t binpoly_mul_scratch_words(size_t na, size_t nb);

/* As binpoly_mul, with caller scratch of scratch_words words (at least
 * binpoly_mul_scratch_words(na, nb), else BINPOLY_ERR_ARG).  Never
 * allocates.  The scratch must not overlap a, b or c. */
BINPOLY_API int binpoly_mul_scratch(uint64_t *c, const uint64_t *a, size_t na,
                                    const uint64_t *b, size_t nb,
                                    uint64_t *scratch, size_t scratch_words);

/*
 * binpoly_mul on up to nthreads threads (POSIX threads; the library is
 * built for Linux and macOS, which have them): the same bits as
 * binpoly_mul, whatever the thread count.  nthreads 0 or 1: binpoly_mul
 * itself, on the calling thread.  Today at most 2 threads work (a larger
 * nthreads is accepted and uses 2), and only when the product has at
 * least 8192 words (na + nb); smaller ones are not worth a thread's
 * start.  From the FFT's crossover on, the two operands' transforms, the
 * pointwise products and the inverse transform's large blocks are split
 * between the threads (the conversion back is not); below it, the longer
 * operand is cut in two halves, each multiplied on its own thread.
 * Returns what binpoly_mul returns (the same checks), BINPOLY_ERR_NOMEM
 * when its scratch cannot be allocated (from the crossover on,
 * binpoly_mul_scratch_words(na, nb) plus 65536 + (na + nb) / 1024
 * words; below, the two halves' binpoly_mul_scratch_words and one half's
 * product), or BINPOLY_ERR_THREAD
 * when the second thread cannot be started; then c is left unspecified.
 * Calls from several threads at once are safe (nothing is shared between
 * calls).  Stack: as binpoly_mul on the calling thread; the second
 * thread has the system's default stack.
 */
BINPOLY_API int binpoly_mul_threads(uint64_t *c, const uint64_t *a, size_t na,
                                    const uint64_t *b, size_t nb,
                                    unsigned nthreads);

/* c = a^2: c receives 2n words.  Squaring over F2 spreads bit i to bit 2i
 * (a linear map, not a product).  c must not overlap a.  Returns 0 or an
 * error as binpoly_mul. */
BINPOLY_API int binpoly_sqr(uint64_t *c, const uint64_t *a, size_t n);

/* Name of the backend in use: "portable", "pclmul", "vpclmul256" or
 * "avx512" on x86-64, "portable" or "neon" (PMULL) on AArch64.  Chosen
 * once (thread-safe) from CPUID/XGETBV or the OS's AArch64 feature report
 * (Linux getauxval, macOS sysctl), or forced by the
 * environment variable BINPOLY_BACKEND (the name in any case; unset or
 * empty: automatic).  Returns NULL when BINPOLY_BACKEND names no backend of
 * this build or one this CPU cannot run; every other call then fails with
 * BINPOLY_ERR_BACKEND, binpoly_strerror says which of the two it is, and
 * the first call prints the same on stderr. */
BINPOLY_API const char *binpoly_backend(void);

/* The CPU's microarchitecture class: "intel-avx512", "intel-avx2",
 * "amd-zen3", "amd-zen4", "amd-zen5", "amd-other", "neoverse-n1",
 * "neoverse-v1", "neoverse-v2", "apple-m" or "generic", from CPUID's
 * vendor, family and model (x86) or MIDR_EL1 (AArch64: Linux's sysfs
 * copy, else the register where the kernel lets user code read it; every
 * arm64 Mac is "apple-m"); the environment variable BINPOLY_CPU
 * (a class name, any case) overrides it.  Decided once, thread-safe. */
BINPOLY_API const char *binpoly_cpu(void);

/* Whether the CPU (and OS) can run the named backend (any case): 1 yes, 0
 * no or unknown. */
BINPOLY_API int binpoly_backend_available(const char *name);

/* Number of backends compiled into this build (1 to 4: portable always,
 * the x86-64 ones when built for x86-64), whether or not this CPU runs
 * them. */
BINPOLY_API size_t binpoly_backend_count(void);

/* Name of backend i < binpoly_backend_count() ("portable", ...), slowest
 * first, the order of the automatic choice's preference reversed; NULL
 * for i out of range.  binpoly_backend_available says whether the CPU
 * runs it.  Static strings; thread-safe. */
BINPOLY_API const char *binpoly_backend_name(size_t i);

#ifdef __cplusplus
}
#endif

/* The F2[X] algebra: division, gcds, minimal polynomials, arithmetic
 * modulo any f, irreducibility, factoring (NOT constant time: public
 * data only). */
#include <binpoly/poly.h>

#endif /* BINPOLY_H */
