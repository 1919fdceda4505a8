/* SPDX-License-Identifier: MIT */
/*
 * Bad input to every field function: NULL pointers, degrees out of range,
 * malformed and reducible moduli, an uninitialised field, elements with a
 * padding bit set, partial overlaps (of every pair of buffers), wrong byte
 * lengths, non-reduced byte strings, sparse exponents out of range.  Each must give its documented
 * error code, never a crash; run under ASan in the sanitizer build.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/field.h>

#include "test_backend.h"
#include "test_check.h"
#include "test_misaligned.h"

static void test_init(void)
{
    binpoly_field F;
    const unsigned t1[1] = {1}, t3[3] = {7, 6, 3};
    CHECK(binpoly_field_init(NULL, 163, t3, 3) == BINPOLY_ERR_NULL, "F NULL");
    CHECK(binpoly_field_init(&F, 163, NULL, 3) == BINPOLY_ERR_NULL,
          "taps NULL");
    CHECK(binpoly_field_init(&F, 0, t1, 1) == BINPOLY_ERR_TOO_LARGE, "m 0");
    CHECK(binpoly_field_init(&F, 1, t1, 1) == BINPOLY_ERR_TOO_LARGE, "m 1");
    CHECK(binpoly_field_init(&F, 1025, t1, 1) == BINPOLY_ERR_TOO_LARGE,
          "m 1025");
    CHECK(binpoly_field_init(&F, 163, t3, 0) == BINPOLY_ERR_ARG, "ntaps 0");
    CHECK(binpoly_field_init(&F, 163, t3, 2) == BINPOLY_ERR_ARG, "ntaps 2");
    CHECK(binpoly_field_init(&F, 163, t3, 4) == BINPOLY_ERR_ARG, "ntaps 4");
    const unsigned zero_tap[3] = {7, 6, 0}, big_tap[1] = {163},
                   dup[3] = {7, 7, 3};
    CHECK(binpoly_field_init(&F, 163, zero_tap, 3) == BINPOLY_ERR_ARG,
          "tap 0");
    CHECK(binpoly_field_init(&F, 163, big_tap, 1) == BINPOLY_ERR_ARG,
          "tap m");
    CHECK(binpoly_field_init(&F, 163, dup, 3) == BINPOLY_ERR_ARG,
          "repeated tap");
    /* Reducible: X^5 + X + 1 = (X^2 + X + 1)(X^3 + X^2 + 1); no trinomial
     * of degree 8 is irreducible; X^163 + X^3 + X^2 + X + 1 is below the
     * lowest pentanomial (7, 6, 3); X^4 + X^2 + 1 = (X^2 + X + 1)^2. */
    const unsigned r5[1] = {1}, r8[1] = {3}, r163[3] = {3, 2, 1},
                   r4[1] = {2};
    CHECK(binpoly_field_init(&F, 5, r5, 1) == BINPOLY_ERR_ARG, "X^5+X+1");
    CHECK(binpoly_field_init(&F, 8, r8, 1) == BINPOLY_ERR_ARG, "X^8+X^3+1");
    CHECK(binpoly_field_init(&F, 163, r163, 3) == BINPOLY_ERR_ARG,
          "X^163+X^3+X^2+X+1");
    CHECK(binpoly_field_init(&F, 4, r4, 1) == BINPOLY_ERR_ARG, "X^4+X^2+1");
    CHECK(binpoly_field_words(&F) == 0 && binpoly_field_degree(&F) == 0,
          "a failed init leaves F unusable");
    uint64_t a[16] = {1}, c[16];
    CHECK(binpoly_field_mul(&F, c, a, a) == BINPOLY_ERR_ARG,
          "use after a failed init");
    CHECK(binpoly_field_init_nist(NULL, 163) == BINPOLY_ERR_NULL,
          "init_nist NULL");
    CHECK(binpoly_field_init_nist(&F, 164) == BINPOLY_ERR_ARG,
          "init_nist 164");
    CHECK(binpoly_field_init_nist(&F, 0) == BINPOLY_ERR_ARG, "init_nist 0");
    CHECK(binpoly_field_words(NULL) == 0 && binpoly_field_degree(NULL) == 0,
          "NULL field");
    unsigned taps[3];
    size_t nt;
    CHECK(binpoly_field_find_modulus(1, taps, &nt) == BINPOLY_ERR_TOO_LARGE,
          "find m 1");
    CHECK(binpoly_field_find_modulus(1025, taps, &nt) ==
              BINPOLY_ERR_TOO_LARGE,
          "find m 1025");
    CHECK(binpoly_field_find_modulus(163, NULL, &nt) == BINPOLY_ERR_NULL,
          "find taps NULL");
    CHECK(binpoly_field_find_modulus(163, taps, NULL) == BINPOLY_ERR_NULL,
          "find ntaps NULL");
}

/* Every element function on an uninitialised field, a NULL field, NULL
 * elements, a padding bit, overlaps. */
static void test_ops(void)
{
    binpoly_field F, U;
    memset(&U, 0, sizeof U);
    CHECK(binpoly_field_init_nist(&F, 163) == 0, "init 163");
    uint64_t buf[8] = {0}, a[3] = {5, 6, 7}, b[3] = {1, 2, 3}, c[3];
    uint64_t bad[3] = {1, 2, (uint64_t)1 << 35}; /* X^163: padding */
    const unsigned e[2] = {3, 100}, e_bad[2] = {3, 163};
    const uint64_t ex[1] = {12345};

    CHECK(binpoly_field_add(&U, c, a, b) == BINPOLY_ERR_ARG, "add U");
    /* elements off their word alignment, at every such byte offset */
    _Alignas(8) uint8_t raw[64] = {0};
    TEST_FOR_EACH_MISALIGNED(off, uint64_t) {
        uint64_t *m = (uint64_t *)(void *)(raw + off);
        CHECK(binpoly_field_mul(&F, c, m, b) == BINPOLY_ERR_ALIGN,
              "misaligned a, offset %zu", off);
        CHECK(binpoly_field_mul(&F, m, a, b) == BINPOLY_ERR_ALIGN,
              "misaligned c, offset %zu", off);
    }
    CHECK(binpoly_field_mul(NULL, c, a, b) == BINPOLY_ERR_NULL, "mul NULL");
    CHECK(binpoly_field_mul(&F, NULL, a, b) == BINPOLY_ERR_NULL, "c NULL");
    CHECK(binpoly_field_mul(&F, c, NULL, b) == BINPOLY_ERR_NULL, "a NULL");
    CHECK(binpoly_field_mul(&F, c, a, NULL) == BINPOLY_ERR_NULL, "b NULL");
    CHECK(binpoly_field_mul(&F, c, bad, b) == BINPOLY_ERR_ARG, "a padding");
    CHECK(binpoly_field_mul(&F, c, a, bad) == BINPOLY_ERR_ARG, "b padding");
    CHECK(binpoly_field_add(&F, c, a, bad) == BINPOLY_ERR_ARG,
          "add padding");
    CHECK(binpoly_field_sqr(&F, c, bad) == BINPOLY_ERR_ARG, "sqr padding");
    CHECK(binpoly_field_sqr_k(&F, c, bad, 3) == BINPOLY_ERR_ARG,
          "sqr_k padding");
    CHECK(binpoly_field_inv(&F, c, bad) == BINPOLY_ERR_ARG, "inv padding");
    CHECK(binpoly_field_sqrt(&F, c, bad) == BINPOLY_ERR_ARG,
          "sqrt padding");
    CHECK(binpoly_field_trace(&F, bad) == BINPOLY_ERR_ARG, "trace padding");
    CHECK(binpoly_field_trace(&F, NULL) == BINPOLY_ERR_NULL, "trace NULL");
    CHECK(binpoly_field_trace(&U, a) == BINPOLY_ERR_ARG, "trace U");
    CHECK(binpoly_field_half_trace(&F, c, bad) == BINPOLY_ERR_ARG,
          "half trace padding");
    CHECK(binpoly_field_solve_quadratic(&F, c, bad) == BINPOLY_ERR_ARG,
          "solve padding");
    CHECK(binpoly_field_pow(&F, c, bad, ex, 1) == BINPOLY_ERR_ARG,
          "pow padding");
    CHECK(binpoly_field_pow(&F, c, a, NULL, 1) == BINPOLY_ERR_NULL,
          "pow e NULL");
    CHECK(binpoly_field_mul_sparse_const(&F, c, bad, e, 2) ==
              BINPOLY_ERR_ARG,
          "sparse padding");
    CHECK(binpoly_field_mul_sparse_const(&F, c, a, e_bad, 2) ==
              BINPOLY_ERR_ARG,
          "sparse exponent m");
    CHECK(binpoly_field_mul_sparse_const(&F, c, a, NULL, 2) ==
              BINPOLY_ERR_NULL,
          "sparse e NULL");
    CHECK(binpoly_field_mul_sparse_const(&F, c, a, NULL, 0) == 0 &&
              c[0] == 0 && c[1] == 0 && c[2] == 0,
          "sparse w = 0 gives 0");
    /* partial overlaps */
    memcpy(buf, a, sizeof a);
    memcpy(buf + 3, b, sizeof b);
    CHECK(binpoly_field_mul(&F, buf + 1, buf, buf + 3) == BINPOLY_ERR_OVERLAP,
          "c overlaps a");
    CHECK(binpoly_field_add(&F, buf + 2, buf, buf + 3) == BINPOLY_ERR_OVERLAP,
          "c overlaps a and b");
    CHECK(binpoly_field_sqr(&F, buf + 1, buf) == BINPOLY_ERR_OVERLAP,
          "sqr overlap");
    CHECK(binpoly_field_inv(&F, buf + 1, buf) == BINPOLY_ERR_OVERLAP,
          "inv overlap");
    CHECK(binpoly_field_sqr_k(&F, buf + 1, buf, 3) == BINPOLY_ERR_OVERLAP,
          "sqr_k overlap");
    CHECK(binpoly_field_sqrt(&F, buf + 2, buf) == BINPOLY_ERR_OVERLAP,
          "sqrt overlap");
    CHECK(binpoly_field_half_trace(&F, buf + 1, buf) == BINPOLY_ERR_OVERLAP,
          "half_trace overlap");
    CHECK(binpoly_field_solve_quadratic(&F, buf + 2, buf) ==
              BINPOLY_ERR_OVERLAP,
          "solve_quadratic overlap");
    CHECK(binpoly_field_pow(&F, buf + 1, buf, NULL, 0) == BINPOLY_ERR_OVERLAP,
          "pow: c overlapping a");
    CHECK(binpoly_field_mul(&F, buf + 3, buf, buf + 3) == 0,
          "disjoint / identical is fine");
    /* half trace needs odd m */
    binpoly_field E;
    const unsigned t128[3] = {7, 2, 1};
    CHECK(binpoly_field_init(&E, 128, t128, 3) == 0, "init 128");
    uint64_t x[2] = {3, 0}, z[2];
    CHECK(binpoly_field_half_trace(&E, z, x) == BINPOLY_ERR_ARG,
          "half trace, even m");
}

static void test_bytes(void)
{
    binpoly_field F;
    CHECK(binpoly_field_init_nist(&F, 163) == 0, "init 163");
    uint8_t s[22] = {0}; /* ceil(163/8) = 21 */
    uint64_t c[3], a[3] = {0x0102030405060708u, 0, (uint64_t)1 << 34};
    CHECK(binpoly_field_from_bytes(&F, c, s, 20) == BINPOLY_ERR_LENGTH,
          "20 bytes");
    CHECK(binpoly_field_from_bytes(&F, c, s, 22) == BINPOLY_ERR_LENGTH,
          "22 bytes");
    CHECK(binpoly_field_from_bytes(&F, NULL, s, 21) == BINPOLY_ERR_NULL,
          "c NULL");
    CHECK(binpoly_field_from_bytes(&F, c, NULL, 21) == BINPOLY_ERR_NULL,
          "bytes NULL");
    s[0] = 0x08; /* X^163: above the top coefficient X^162 (bit 2) */
    CHECK(binpoly_field_from_bytes(&F, c, s, 21) == BINPOLY_ERR_ARG,
          "padding bit in the first byte");
    s[0] = 0x04; /* X^162 */
    s[20] = 0x01;
    CHECK(binpoly_field_from_bytes(&F, c, s, 21) == 0 && c[0] == 1 &&
              c[1] == 0 && c[2] == (uint64_t)1 << 34,
          "X^162 + 1 in SEC 1 order");
    CHECK(binpoly_field_to_bytes(&F, s, 20, a) == BINPOLY_ERR_LENGTH,
          "to_bytes 20");
    CHECK(binpoly_field_to_bytes(&F, NULL, 21, a) == BINPOLY_ERR_NULL,
          "to_bytes NULL");
    uint64_t bad[3] = {0, 0, (uint64_t)1 << 35};
    CHECK(binpoly_field_to_bytes(&F, s, 21, bad) == BINPOLY_ERR_ARG,
          "to_bytes padding");
    CHECK(binpoly_field_to_bytes(&F, s, 21, a) == 0 && s[0] == 0x04 &&
              s[20] == 0x08 && s[19] == 0x07 && s[13] == 0x01,
          "to_bytes order");
}

/* Every field function that takes two buffers reports a partial overlap
 * between them (field.h): the element encodings in both directions at
 * every byte offset, the sparse and power exponents, the modulus search's
 * two outputs and the taps inside the field being set up. */
static void test_overlaps(void)
{
    binpoly_field F;
    CHECK(binpoly_field_init_nist(&F, 163) == 0, "init 163");
    _Alignas(8) uint8_t area[64];
    for (size_t off = 0; off + 21 <= sizeof area; off++) {
        /* c / a at bytes 16..40, bytes at off..off+21 */
        uint64_t *w = (uint64_t *)(void *)(area + 16);
        const int overlaps = off < 16 + 24 && 16 < off + 21;
        memset(area, 0, sizeof area);
        const int rf = binpoly_field_from_bytes(&F, w, area + off, 21);
        CHECK(rf == (overlaps ? BINPOLY_ERR_OVERLAP : 0),
              "from_bytes, bytes at offset %zu: %d", off, rf);
        memset(area, 0, sizeof area);
        const int rt = binpoly_field_to_bytes(&F, area + off, 21, w);
        CHECK(rt == (overlaps ? BINPOLY_ERR_OVERLAP : 0),
              "to_bytes, bytes at offset %zu: %d", off, rt);
    }
    uint64_t a[3] = {5, 0, 0};
    uint64_t ce[4] = {0};
    unsigned *e = (unsigned *)(void *)(ce + 1);
    e[0] = 3;
    CHECK(binpoly_field_mul_sparse_const(&F, ce, a, e, 1) ==
              BINPOLY_ERR_OVERLAP,
          "sparse exponents inside c");
    uint64_t cp[4] = {0, 0, 3, 0};
    CHECK(binpoly_field_pow(&F, cp, a, cp + 2, 2) == BINPOLY_ERR_OVERLAP,
          "exponent overlapping c");
    CHECK(binpoly_field_pow(&F, cp, a, cp + 3, 1) == 0,
          "exponent beside c");
    size_t both[2];
    CHECK(binpoly_field_find_modulus(163, (unsigned *)(void *)both,
                                     both + 1) == BINPOLY_ERR_OVERLAP,
          "find_modulus: ntaps inside taps");
    binpoly_field G;
    memset(&G, 0, sizeof G);
    unsigned *taps = (unsigned *)(void *)&G.trace_mask[0];
    taps[0] = 74;
    CHECK(binpoly_field_init(&G, 233, taps, 1) == BINPOLY_ERR_OVERLAP,
          "init: taps inside F");
    CHECK(binpoly_field_degree(&G) == 0, "init: F unusable after the error");
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--invalid-backend") == 0) {
        /* BINPOLY_BACKEND names no backend: init still works (public
         * set-up), every element operation reports the backend error. */
        binpoly_field F;
        uint64_t a[3] = {1}, c[3];
        CHECK(binpoly_field_init_nist(&F, 163) == 0, "init");
        CHECK(binpoly_field_mul(&F, c, a, a) == BINPOLY_ERR_BACKEND, "mul");
        CHECK(binpoly_field_inv(&F, c, a) == BINPOLY_ERR_BACKEND, "inv");
        CHECK(binpoly_field_trace(&F, a) == BINPOLY_ERR_BACKEND, "trace");
        return test_report("field with an invalid backend");
    }
    test_require_backend();
    test_init();
    test_ops();
    test_bytes();
    test_overlaps();
    return test_report("field bad input");
}
