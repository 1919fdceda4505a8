/* SPDX-License-Identifier: MIT */
/*
 * One product under test: a backend of ours (its planner, or a forced
 * construction plan) or an installed peer (gf2x, NTL), on balanced
 * operands of a given number of bits.  The benchmark times run() alone;
 * loading operands into a peer's representation is untimed.
 */
#ifndef BENCH_SUBJECT_H
#define BENCH_SUBJECT_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend.h"

typedef struct bench_subject bench_subject;
struct bench_subject {
    const char *name;   /* column name: backend name, "gf2x", "ntl", ... */
    size_t bits, n;     /* operand size: n = ceil(bits / 64) words */
    uint64_t *a, *b;    /* n words each, bits above `bits` zero */
    uint64_t *c;        /* 2n words: the product after run() (+ store()) */
    /* Untimed: a and b hold a new data set. */
    void (*load)(bench_subject *s);
    /* Timed: one product. */
    void (*run)(bench_subject *s);
    /* Untimed: makes c hold the last product (for the correctness check). */
    void (*store)(bench_subject *s);
    const bp_backend *be;   /* backends: the table; NULL for peers */
    uint8_t plan[32];       /* forced plan (0-terminated), or plan[0] == 0 */
    uint64_t *scratch;      /* backends: bp_scratch_words(n, n) words */
    void *peer;             /* gf2x pool or NTL operands */
};

/* Each open function allocates the buffers (a, b, c zeroed) and returns 0,
 * or -1 when out of memory.  plan: NULL = the backend's planner via
 * be->mul, else a 0-terminated plan for be->mul_plan (copied). */
int subject_open_backend(bench_subject *s, const bp_backend *be,
                         const uint8_t *plan, size_t bits);

/* binpoly_mul itself: the dispatched backend behind the public call's
 * argument checks. */
int subject_open_public(bench_subject *s, size_t bits);

/* Peers compiled in (BP_HAVE_GF2X / BP_HAVE_NTL / BP_HAVE_GF2X_NATIVE:
 * gf2x built for this CPU by tools/peers/build_gf2x_native.sh and linked
 * with tools/peers/gf2x_native.cmake), else -1. */
int subject_open_gf2x(bench_subject *s, size_t bits);
int subject_open_ntl(bench_subject *s, size_t bits);
int subject_open_gf2x_native(bench_subject *s, size_t bits);

/* Where the native gf2x was built from, or NULL when it is not linked in. */
const char *subject_gf2x_native_description(void);

/* Names of the peers compiled in, e.g. "gf2x 1.3.0, NTL 11.5.1" or "". */
const char *subject_peer_versions(void);

void subject_close(bench_subject *s);

#endif /* BENCH_SUBJECT_H */
