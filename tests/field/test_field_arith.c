/* SPDX-License-Identifier: MIT */
/*
 * Field operations against the bit-level references of field_ref.c and
 * algebraic identities, for the five NIST fields (through both init
 * functions), the lowest modulus of many degrees (2..1024, word boundaries,
 * with and without trinomials), and moduli that take the block-wise
 * reduction (a middle term close to m).  Operands: 0, 1, all ones, the top
 * coefficient alone, random; with and without aliasing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/field.h>

#include "field_ref.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

#define MAXW BINPOLY_FIELD_MAX_WORDS

static const uint64_t zero[MAXW];

/* Operand kinds: ref_field_edge's (0, 1, all ones, X^(m-1)), then
 * random. */
#define N_KINDS 6
static void element(const ref_field *f, uint64_t *a, int kind, uint64_t *rng)
{
    memset(a, 0, MAXW * 8);
    ref_field_edge(f, a, kind, rng);
}

static int eq(const uint64_t *a, const uint64_t *b, size_t W)
{
    return memcmp(a, b, W * 8) == 0;
}

static int is_one(const uint64_t *a, size_t W)
{
    if (a[0] != 1)
        return 0;
    for (size_t j = 1; j < W; j++)
        if (a[j] != 0)
            return 0;
    return 1;
}

static void test_products(const binpoly_field *F, const ref_field *f,
                          uint64_t *rng)
{
    const size_t W = ref_field_words(f);
    uint64_t a[MAXW], b[MAXW], c[MAXW], r[MAXW], t[MAXW];
    for (int ka = 0; ka < N_KINDS; ka++)
        for (int kb = 0; kb < N_KINDS; kb++) {
            element(f, a, ka, rng);
            element(f, b, kb, rng);
            ref_field_mul(f, r, a, b);
            CHECK(binpoly_field_mul(F, c, a, b) == 0 && eq(c, r, W),
                  "m=%u mul kinds %d,%d", f->m, ka, kb);
            memcpy(t, a, W * 8);
            CHECK(binpoly_field_mul(F, t, t, b) == 0 && eq(t, r, W),
                  "m=%u mul c == a", f->m);
            memcpy(t, b, W * 8);
            CHECK(binpoly_field_mul(F, t, a, t) == 0 && eq(t, r, W),
                  "m=%u mul c == b", f->m);
            for (size_t j = 0; j < W; j++)
                r[j] = a[j] ^ b[j];
            CHECK(binpoly_field_add(F, c, a, b) == 0 && eq(c, r, W),
                  "m=%u add", f->m);
        }
    for (int ka = 0; ka < N_KINDS; ka++) {
        element(f, a, ka, rng);
        ref_field_mul(f, r, a, a);
        CHECK(binpoly_field_sqr(F, c, a) == 0 && eq(c, r, W),
              "m=%u sqr kind %d", f->m, ka);
        memcpy(t, a, W * 8);
        CHECK(binpoly_field_mul(F, t, t, t) == 0 && eq(t, r, W),
              "m=%u mul a == b == c", f->m);
        const unsigned ks[] = {0, 1, 2, 5, f->m - 1, f->m, f->m + 3};
        for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
            ref_field_sqr_k(f, r, a, ks[i] % f->m);
            memcpy(t, a, W * 8);
            CHECK(binpoly_field_sqr_k(F, t, t, ks[i]) == 0 && eq(t, r, W),
                  "m=%u sqr_k k=%u kind %d", f->m, ks[i], ka);
        }
        /* sparse constant: 1 + X^e1 + X^(m-1), e listed twice cancels */
        const unsigned e[4] = {0, f->m / 3, f->m - 1, f->m / 3};
        memset(b, 0, sizeof b);
        b[0] ^= 1;
        b[(f->m - 1) / 64] ^= (uint64_t)1 << ((f->m - 1) % 64);
        ref_field_mul(f, r, a, b);
        CHECK(binpoly_field_mul_sparse_const(F, c, a, e, 4) == 0 &&
                  eq(c, r, W),
              "m=%u mul_sparse_const kind %d", f->m, ka);
        b[(f->m / 3) / 64] ^= (uint64_t)1 << ((f->m / 3) % 64);
        ref_field_mul(f, r, a, b);
        memcpy(t, a, W * 8);
        CHECK(binpoly_field_mul_sparse_const(F, t, t, e, 3) == 0 &&
                  eq(t, r, W),
              "m=%u mul_sparse_const in place kind %d", f->m, ka);
    }
}

static void test_inverse_sqrt(const binpoly_field *F, const ref_field *f,
                              uint64_t *rng)
{
    const size_t W = ref_field_words(f);
    uint64_t a[MAXW], c[MAXW], r[MAXW];
    for (int ka = 0; ka < N_KINDS + 2; ka++) {
        element(f, a, ka, rng);
        const int err = binpoly_field_inv(F, c, a);
        memset(r, 0, sizeof r);
        if (eq(a, r, W)) { /* kind 0, or a random draw for tiny m */
            CHECK(err == BINPOLY_ERR_NOT_INVERTIBLE && eq(c, r, W),
                  "m=%u inv(0)", f->m);
        } else {
            ref_field_mul(f, r, a, c);
            CHECK(err == 0 && is_one(r, W), "m=%u a * inv(a) kind %d", f->m,
                  ka);
            memcpy(r, a, W * 8);
            CHECK(binpoly_field_inv(F, r, r) == 0 && eq(r, c, W),
                  "m=%u inv in place", f->m);
        }
        CHECK(binpoly_field_sqrt(F, c, a) == 0, "m=%u sqrt", f->m);
        ref_field_mul(f, r, c, c);
        CHECK(eq(r, a, W), "m=%u sqrt(a)^2 kind %d", f->m, ka);
        memcpy(r, a, W * 8);
        CHECK(binpoly_field_sqrt(F, r, r) == 0 && eq(r, c, W),
              "m=%u sqrt in place", f->m);
    }
}

static void test_trace_quadratic(const binpoly_field *F, const ref_field *f,
                                 uint64_t *rng, int rounds)
{
    const size_t W = ref_field_words(f);
    uint64_t a[MAXW], z[MAXW], r[MAXW];
    for (int ka = 0; ka < N_KINDS + rounds; ka++) {
        element(f, a, ka, rng);
        const int tr = binpoly_field_trace(F, a);
        if (ka < N_KINDS + 1 || f->m <= 300)
            CHECK(tr == ref_field_trace(f, a), "m=%u trace kind %d", f->m,
                  ka);
        CHECK(tr == 0 || tr == 1, "m=%u trace value %d", f->m, tr);
        const int err = binpoly_field_solve_quadratic(F, z, a);
        if (tr == 0) {
            ref_field_mul(f, r, z, z);
            for (size_t j = 0; j < W; j++)
                r[j] ^= z[j];
            CHECK(err == 0 && eq(r, a, W), "m=%u z^2 + z = c kind %d", f->m,
                  ka);
        } else {
            memset(r, 0, sizeof r);
            CHECK(err == BINPOLY_ERR_ARG && eq(z, r, W),
                  "m=%u no solution for Tr(c) = 1 (err %d)", f->m, err);
        }
        if (f->m % 2 == 1) {
            CHECK(binpoly_field_half_trace(F, z, a) == 0, "half trace");
            ref_field_mul(f, r, z, z);
            for (size_t j = 0; j < W; j++)
                r[j] ^= z[j] ^ a[j];
            r[0] ^= (uint64_t)tr; /* H(a)^2 + H(a) = a + Tr(a) */
            memset(a, 0, sizeof a);
            CHECK(eq(r, a, W), "m=%u half trace identity kind %d", f->m, ka);
        } else {
            CHECK(binpoly_field_half_trace(F, z, a) == BINPOLY_ERR_ARG,
                  "m=%u half trace for even m", f->m);
        }
    }
}

static void test_pow_bytes(const binpoly_field *F, const ref_field *f,
                           uint64_t *rng)
{
    const size_t W = ref_field_words(f), len = (f->m + 7) / 8;
    uint64_t a[MAXW], c[MAXW], r[MAXW], e[MAXW + 1];
    for (int ka = 0; ka < N_KINDS; ka++) {
        element(f, a, ka, rng);
        e[0] = test_rand64(rng);
        e[1] = test_rand64(rng) >> 40;
        ref_field_pow(f, r, a, e, 2);
        CHECK(binpoly_field_pow(F, c, a, e, 2) == 0 && eq(c, r, W),
              "m=%u pow kind %d", f->m, ka);
        memset(r, 0, sizeof r);
        r[0] = 1;
        CHECK(binpoly_field_pow(F, c, a, NULL, 0) == 0 && eq(c, r, W),
              "m=%u a^0", f->m);
        /* a^(2^m - 1) = 1 for a != 0 */
        memset(e, 0, sizeof e);
        for (unsigned i = 0; i < f->m; i++)
            e[i / 64] |= (uint64_t)1 << (i % 64);
        memcpy(c, a, W * 8);
        CHECK(binpoly_field_pow(F, c, c, e, W) == 0 &&
                  (eq(a, zero, W) ? c[0] == 0 : is_one(c, W)),
              "m=%u a^(2^m - 1) kind %d", f->m, ka);
        /* bytes: round trip, and the SEC 1 order */
        uint8_t bytes[MAXW * 8];
        CHECK(binpoly_field_to_bytes(F, bytes, len, a) == 0, "to_bytes");
        for (size_t j = 0; j < len; j++) {
            const uint8_t want = (uint8_t)(a[j / 8] >> (8 * (j % 8)));
            CHECK(bytes[len - 1 - j] == want, "m=%u byte %zu", f->m, j);
        }
        CHECK(binpoly_field_from_bytes(F, c, bytes, len) == 0 && eq(c, a, W),
              "m=%u from_bytes", f->m);
    }
}

static void test_field(const binpoly_field *F, const ref_field *f,
                       uint64_t *rng)
{
    CHECK(binpoly_field_degree(F) == f->m, "degree");
    CHECK(binpoly_field_words(F) == ref_field_words(f), "words");
    test_products(F, f, rng);
    test_inverse_sqrt(F, f, rng);
    test_trace_quadratic(F, f, rng, f->m <= 300 ? 4 : 1);
    test_pow_bytes(F, f, rng);
}

static void run(const ref_field *f, uint64_t *rng)
{
    binpoly_field F;
    const int err = binpoly_field_init(&F, f->m, f->taps, f->ntaps);
    CHECK(err == 0, "init m=%u taps %u..: %d", f->m, f->taps[0], err);
    if (err == 0)
        test_field(&F, f, rng);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0x5eed0f1e1d5u;

    /* The NIST fields, through init_nist and through init. */
    static const ref_field nist[] = {
        {163, 3, {7, 6, 3}}, {233, 1, {74}}, {283, 3, {12, 7, 5}},
        {409, 1, {87}}, {571, 3, {10, 5, 2}}};
    for (size_t i = 0; i < 5; i++) {
        binpoly_field F;
        CHECK(binpoly_field_init_nist(&F, nist[i].m) == 0, "init_nist %u",
              nist[i].m);
        test_field(&F, &nist[i], &rng);
        run(&nist[i], &rng);
        /* The finder picks the NIST polynomials: the standards' rule. */
        unsigned taps[3] = {0};
        size_t nt = 0;
        CHECK(binpoly_field_find_modulus(nist[i].m, taps, &nt) == 0 &&
                  nt == nist[i].ntaps &&
                  memcmp(taps, nist[i].taps, nt * sizeof *taps) == 0,
              "lowest modulus of degree %u: %zu taps %u %u %u", nist[i].m,
              nt, taps[0], taps[1], taps[2]);
    }

    /* Known lowest moduli: AES, GCM, and a few from the standards. */
    static const ref_field known[] = {
        {8, 3, {4, 3, 1}}, {64, 3, {4, 3, 1}}, {128, 3, {7, 2, 1}},
        {2, 1, {1}}, {3, 1, {1}}, {7, 1, {1}}, {127, 1, {1}}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        unsigned taps[3] = {0};
        size_t nt = 0;
        CHECK(binpoly_field_find_modulus(known[i].m, taps, &nt) == 0 &&
                  nt == known[i].ntaps &&
                  memcmp(taps, known[i].taps, nt * sizeof *taps) == 0,
              "lowest modulus of degree %u", known[i].m);
    }

    /* The lowest modulus of many degrees. */
    static const unsigned degrees[] = {
        2, 3, 4, 5, 6, 7, 8, 9, 13, 31, 32, 33, 63, 64, 65, 66, 96, 113,
        127, 128, 129, 131, 191, 192, 193, 239, 255, 256, 257, 320, 383,
        448, 511, 512, 521, 600, 640, 700, 767, 768, 800, 900, 960, 1000,
        1023, 1024};
    for (size_t i = 0; i < sizeof degrees / sizeof degrees[0]; i++) {
        ref_field f = {degrees[i], 0, {0}};
        size_t nt = 0;
        CHECK(binpoly_field_find_modulus(f.m, f.taps, &nt) == 0,
              "find modulus %u", f.m);
        f.ntaps = (unsigned)nt;
        run(&f, &rng);
    }

    /* Reciprocal moduli (also irreducible) with a middle term close to m:
     * the block-wise reduction; and taps given in increasing order. */
    static const ref_field other[] = {
        {127, 1, {126}}, {233, 1, {159}}, {409, 1, {322}}, {7, 1, {6}},
        {163, 3, {160, 157, 156}}, {571, 3, {569, 566, 561}},
        {64, 3, {63, 61, 60}}, {163, 3, {3, 6, 7}}};
    for (size_t i = 0; i < sizeof other / sizeof other[0]; i++)
        run(&other[i], &rng);

    return test_report("field arithmetic against the references");
}
