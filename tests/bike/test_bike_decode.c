/* SPDX-License-Identifier: MIT */
/*
 * The BGF decoder and its counting kernel against a plain reference written
 * from BIKE spec v5.1, BGF decoder with loops over single bits: integer
 * counters, the GE comparison modulo 2^S, the threshold by exact division, and
 * syndromes as sums of rotations with the single fold of non-canonical inputs.
 * Checked on random syndromes and lists (thresholds across the whole range,
 * also above 128 at L3, where the modular comparison differs from u >= T), on
 * honest ciphertexts of real keys, and on crafted ones: all-zero and all-ones
 * c0, padding bits set, errors heavier than t, and the L3 counter-wrap vector
 * of the L3 counter-wrap vector.  Run once per backend (BINPOLY_BACKEND).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bike_decode.h"
#include "bike_inv_plan.h"
#include "bike_kernels.h"
#include "bike_params.h"
#include "binpoly/bike.h"
#include "bp_backend.h"
#include "bp_bytes.h"
#include "kem_rings.h"
#include "ref_mul.h"
#include "ring_internal.h"
#include "test_backend.h"
#include "test_check.h"

#define MAXW BIKE_MAX_R_WORDS

/* The decoder's work space (its caller's memory): static, one thread. */
static bike_decode_work decode_work[1];
static _Alignas(64) uint64_t decode_ring_ws[BP_RING_MUL_WS_WORDS];

static int get_bit(const uint64_t *v, size_t i)
{
    return (int)((v[i / 64] >> (i % 64)) & 1);
}

static void flip_bit(uint64_t *v, size_t i)
{
    v[i / 64] ^= UINT64_C(1) << (i % 64);
}

/* Reference threshold: exact division, then the floor Tmin. */
static uint32_t ref_threshold(const bike_params *p, uint32_t sw)
{
    uint64_t t = (p->c0 + p->c1 * (uint64_t)sw) / UINT64_C(100000000);
    return t < p->t_min ? p->t_min : (uint32_t)t;
}

static int ref_ge(const bike_params *p, uint32_t u, uint32_t T)
{
    const uint32_t mod = 1u << p->counter_bits;
    return ((u + mod - T % mod) % mod) < mod / 2;
}

/* u[j] = sum over list of s[(j + k) mod r]. */
static void ref_counters(const bike_params *p, uint32_t *u, const uint64_t *s,
                         const uint32_t *list)
{
    for (uint32_t j = 0; j < p->r; j++) {
        uint32_t c = 0;
        for (uint32_t i = 0; i < p->d; i++)
            c += (uint32_t)get_bit(s, (j + list[i]) % p->r);
        u[j] = c;
    }
}

/* out = X^k-sum of x as the reference's product: x read with all its bits
 * below 64 W (padding included), terms of degree >= 2r dropped, one fold. */
static void ref_mul_by_support(const bike_params *p, uint64_t *out,
                               const uint64_t *x, const uint32_t *ks,
                               size_t nk)
{
    memset(out, 0, p->r_words * 8);
    for (size_t a = 0; a < nk; a++)
        for (size_t i = 0; i < 64 * (size_t)p->r_words; i++) {
            if (!get_bit(x, i))
                continue;
            size_t e = ks[a] + i;
            if (e < p->r)
                flip_bit(out, e);
            else if (e < 2 * (size_t)p->r)
                flip_bit(out, e - p->r);
        }
}

/* Positions of the set bits of v below r. */
static size_t support_of(const bike_params *p, uint32_t *ks, const uint64_t *v)
{
    size_t n = 0;
    for (uint32_t i = 0; i < p->r; i++)
        if (get_bit(v, i))
            ks[n++] = i;
    return n;
}

/* s = h0 * (c0 + e0 + e1 h), plain (spec: BGF definitions). */
static void ref_syndrome(const bike_params *p, uint64_t *s, const uint64_t *c0,
                         const uint64_t *e0, const uint64_t *e1,
                         const uint32_t *list0, const uint64_t *h)
{
    static uint32_t ks[65536];
    uint64_t t[MAXW], x[MAXW];
    size_t n = support_of(p, ks, e1);
    ref_mul_by_support(p, t, h, ks, n);
    for (size_t i = 0; i < p->r_words; i++)
        x[i] = c0[i] ^ e0[i] ^ t[i];
    ref_mul_by_support(p, s, x, list0, p->d);
}

static uint32_t ref_weight(const bike_params *p, const uint64_t *s)
{
    uint32_t w = 0;
    for (uint32_t i = 0; i < p->r; i++)
        w += (uint32_t)get_bit(s, i);
    return w;
}

/* BGF as the spec's algorithm writes it. */
static void ref_decode(const bike_params *p, uint64_t *e0, uint64_t *e1,
                       const uint64_t *c0, const uint32_t *list0,
                       const uint32_t *list1, const uint64_t *h)
{
    static uint32_t u[2][65536];
    static uint8_t black[2][65536], gray[2][65536];
    uint64_t s[MAXW];
    uint64_t *e[2] = {e0, e1};
    const uint32_t *lists[2] = {list0, list1};
    memset(e0, 0, p->r_words * 8);
    memset(e1, 0, p->r_words * 8);
    ref_syndrome(p, s, c0, e0, e1, list0, h);
    for (int iter = 0; iter < 5; iter++) {
        const uint32_t T = ref_threshold(p, ref_weight(p, s));
        for (int b = 0; b < 2; b++) {
            ref_counters(p, u[b], s, lists[b]);
            for (uint32_t j = 0; j < p->r; j++) {
                black[b][j] = (uint8_t)ref_ge(p, u[b][j], T);
                gray[b][j] = (uint8_t)(!black[b][j] &&
                                       ref_ge(p, u[b][j] + 3, T));
                if (black[b][j])
                    flip_bit(e[b], j);
            }
        }
        ref_syndrome(p, s, c0, e0, e1, list0, h);
        if (iter != 0)
            continue;
        for (int pass = 0; pass < 2; pass++) {
            for (int b = 0; b < 2; b++) {
                ref_counters(p, u[b], s, lists[b]);
                for (uint32_t j = 0; j < p->r; j++) {
                    const uint8_t m = pass == 0 ? black[b][j] : gray[b][j];
                    if (m && ref_ge(p, u[b][j], p->t_mask))
                        flip_bit(e[b], j);
                }
            }
            ref_syndrome(p, s, c0, e0, e1, list0, h);
        }
    }
}

/* d distinct positions below r; with ends = 1 the first two are 0 and
 * r - 1. */
static void random_list(const bike_params *p, uint32_t *list, uint64_t *rng,
                        int ends)
{
    for (uint32_t i = 0; i < p->d; i++) {
        uint32_t x;
        int dup;
        do {
            x = ends && i < 2 ? (i == 0 ? 0 : p->r - 1)
                              : (uint32_t)(test_rand64(rng) % p->r);
            dup = 0;
            for (uint32_t j = 0; j < i; j++)
                dup |= list[j] == x;
        } while (dup);
        list[i] = x;
    }
}

/* A random canonical element of about the given weight. */
static void random_elem(const bike_params *p, uint64_t *v, uint32_t weight,
                        uint64_t *rng)
{
    memset(v, 0, p->r_words * 8);
    for (uint32_t i = 0; i < weight; i++)
        flip_bit(v, test_rand64(rng) % p->r);
}

static void test_kernel(const bike_params *p, uint64_t *rng)
{
    static _Alignas(64) uint64_t work[BIKE_UPC_WORK_WORDS];
    static uint32_t u[65536];
    uint64_t s[MAXW], black[MAXW], gray[MAXW];
    uint32_t list[BIKE_MAX_D];
    const uint32_t weights[] = {0, 1, 100, p->r / 4, p->r / 2,
                                p->r - p->d, p->r};
    for (size_t wi = 0; wi < sizeof weights / sizeof *weights; wi++) {
        if (weights[wi] == p->r) {
            memset(s, 0xFF, p->r_words * 8);
            s[p->r_words - 1] &= bike_top_word_mask(p);
        } else {
            random_elem(p, s, weights[wi], rng);
        }
        random_list(p, list, rng, wi % 2);
        ref_counters(p, u, s, list);
        /* T from the floor to 2^S - 1 (GE wraps modulo 2^S above). */
        const uint32_t Ts[] = {p->t_min, p->t_mask, 99, 127, 128, 129, 145,
                               (1u << p->counter_bits) - 1};
        for (size_t ti = 0; ti < sizeof Ts / sizeof *Ts; ti++) {
            const uint32_t T = Ts[ti];
            bp_bike_upc_threshold(p, black, gray, s, list, T, work);
            int bad = 0;
            for (uint32_t j = 0; j < p->r; j++) {
                const int b = ref_ge(p, u[j], T);
                const int g = !b && ref_ge(p, u[j] + 3, T);
                bad += get_bit(black, j) != b || get_bit(gray, j) != g;
            }
            for (uint32_t j = p->r; j < 64 * p->r_words; j++)
                bad += get_bit(black, j) || get_bit(gray, j);
            CHECK(bad == 0, "%s kernel: weight %u, T %u: %d positions differ",
                  p->name, weights[wi], T, bad);
            /* gray = NULL computes the same black mask */
            uint64_t black2[MAXW];
            bp_bike_upc_threshold(p, black2, NULL, s, list, T, work);
            CHECK(memcmp(black, black2, p->r_words * 8) == 0,
                  "%s kernel: black differs without gray", p->name);
        }
    }
}

/* A key pair of the level from the public API, parsed into lists, h0, h. */
typedef struct {
    uint32_t list0[BIKE_MAX_D], list1[BIKE_MAX_D];
    uint64_t h0[MAXW], h[MAXW];
} key;

static void make_key(const bike_params *p, key *k, uint64_t *rng)
{
    static uint8_t pk[BINPOLY_BIKE5_PUBLICKEYBYTES];
    static uint8_t sk[BINPOLY_BIKE5_SECRETKEYBYTES];
    uint8_t rnd[64];
    for (int i = 0; i < 64; i++)
        rnd[i] = (uint8_t)test_rand64(rng);
    int err = binpoly_bike_keypair_derand_checked(p->level, pk, p->pk_bytes,
                                                  sk, p->sk_bytes, rnd, 64);
    CHECK(err == 0, "keypair: %d", err);
    const uint8_t *at = sk;
    for (uint32_t i = 0; i < p->d; i++, at += 4)
        k->list0[i] = at[0] | at[1] << 8 | at[2] << 16 | (uint32_t)at[3] << 24;
    for (uint32_t i = 0; i < p->d; i++, at += 4)
        k->list1[i] = at[0] | at[1] << 8 | at[2] << 16 | (uint32_t)at[3] << 24;
    /* little-endian bytes to words on any host (bp_bytes.h) */
    memset(k->h0, 0, sizeof k->h0);
    memset(k->h, 0, sizeof k->h);
    bp_bytes_to_words(k->h0, at, p->rb);
    bp_bytes_to_words(k->h, at + 2 * p->rb, p->rb);
}

static void check_decode(const bike_params *p, const key *k,
                         const uint64_t *c0, const char *what)
{
    uint64_t e0[MAXW], e1[MAXW], r0[MAXW], r1[MAXW];
    const bike_decode_input in = {k->list0, k->list1, k->h0, k->h, c0};
    bp_bike_decode(p, bp_kem_ring(p->r), bp_backend_active(), e0, e1, &in,
                decode_work, decode_ring_ws);
    ref_decode(p, r0, r1, c0, k->list0, k->list1, k->h);
    CHECK(memcmp(e0, r0, p->r_words * 8) == 0 &&
              memcmp(e1, r1, p->r_words * 8) == 0,
          "%s decoder: %s", p->name, what);
}

static void test_decoder(const bike_params *p, uint64_t *rng, int honest)
{
    key k;
    uint64_t c0[MAXW], e0[MAXW], e1[MAXW], t[MAXW];
    static uint32_t ks[65536];
    make_key(p, &k, rng);
    for (int round = 0; round < honest; round++) {
        /* c0 = e0 + e1 h for an error of weight t, t + 40, t / 2 */
        const uint32_t ws[] = {p->t, p->t + 40, p->t / 2};
        random_elem(p, e0, ws[round % 3] / 2, rng);
        random_elem(p, e1, ws[round % 3] - ws[round % 3] / 2, rng);
        size_t n = support_of(p, ks, e1);
        ref_mul_by_support(p, t, k.h, ks, n);
        for (size_t i = 0; i < p->r_words; i++)
            c0[i] = t[i] ^ e0[i];
        check_decode(p, &k, c0, "error pair");
    }
    memset(c0, 0, sizeof c0);
    check_decode(p, &k, c0, "c0 = 0");
    memset(c0, 0xFF, p->r_words * 8);
    c0[p->r_words - 1] &= bike_top_word_mask(p);
    check_decode(p, &k, c0, "c0 = all ones");
    /* every padding bit of the last byte set, over a random c0 */
    random_elem(p, c0, p->r / 2, rng);
    c0[(p->rb - 1) / 8] |= (uint64_t)(uint8_t)~bike_last_byte_mask(p)
                           << (8 * ((p->rb - 1) % 8));
    check_decode(p, &k, c0, "padding bits set");
}

/* The L3 counter-wrap vector: c0 = X + ... + X^(r-1) decodes to e0 = 1, e1 = 0
 * at L3 (counter wrap), to e = 0 at L1 and L5. */
static void test_wrap_vector(const bike_params *p, uint64_t *rng)
{
    key k;
    uint64_t c0[MAXW], e0[MAXW], e1[MAXW];
    make_key(p, &k, rng);
    memset(c0, 0xFF, p->r_words * 8);
    c0[p->r_words - 1] &= bike_top_word_mask(p);
    c0[0] &= ~UINT64_C(1);
    const bike_decode_input in = {k.list0, k.list1, k.h0, k.h, c0};
    bp_bike_decode(p, bp_kem_ring(p->r), bp_backend_active(), e0, e1, &in,
                decode_work, decode_ring_ws);
    int e0_one = get_bit(e0, 0), rest = 0;
    for (uint32_t i = 1; i < p->r; i++)
        rest += get_bit(e0, i);
    for (uint32_t i = 0; i < p->r; i++)
        rest += get_bit(e1, i);
    if (p->level == 3)
        CHECK(e0_one && rest == 0, "L3 wrap vector: e0 != X^0 or e1 != 0");
    else
        CHECK(!e0_one && rest == 0, "%s wrap vector: e != 0", p->name);
}

/* The level's inversion plan was built (a wrong static size in
 * bike_inv_plan.c would leave it empty: correct, but with the slow maps)
 * and holds a network for every k >= BIKE_INV_PLAN_MIN_K of the chain. */
static void test_inv_plan(const bike_params *p)
{
    const binpoly_ring *R = bp_kem_ring(p->r);
    const bp_ring_inv_plan *P = bp_bike_inv_plan(p);
    bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS];
    const size_t n = bp_ring_inv_chain(R, steps);
    CHECK(P != NULL && P->n_maps > 0, "%s: empty inversion plan", p->name);
    for (size_t s = 0; P != NULL && s < n; s++) {
        int found = steps[s].k < BIKE_INV_PLAN_MIN_K;
        for (unsigned i = 0; i < P->n_maps; i++)
            found |= P->k[i] == steps[s].k;
        CHECK(found, "%s: no network for k = %u", p->name, steps[s].k);
    }
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0xB1CEB1CE12345678u;
    const int asan = getenv("BINPOLY_TEST_ASAN") != NULL;
    for (int level = 1; level <= 5; level += 2) {
        const bike_params *p = bp_bike_params_get(level);
        test_kernel(p, &rng);
        test_decoder(p, &rng, asan ? 1 : (level == 1 ? 6 : 3));
        test_wrap_vector(p, &rng);
        test_inv_plan(p);
    }
    return test_report("bike decoder vs plain reference");
}
