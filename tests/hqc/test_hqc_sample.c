/* SPDX-License-Identifier: MIT */
/*
 * HQC internals against independent, plain references and the intermediate
 * values of the official reference for record 0: the parameter table (derived
 * sizes recomputed from n, n1, n2, k), the symmetric functions (seeds, sigma,
 * h, H(pk), K, theta), the two fixed-weight samplers (written here the
 * obvious, branchy way) and the constant-time support scatter.  Run once per
 * backend (the scatter and deduplication kernels are per backend).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_code_params.h"
#include "hqc_params.h"
#include "hqc_sample.h"
#include "kem_sample_kernels.h"
#include "kem_support.h"
#include "hqc_symmetric.h"
#include "hqc_test_support.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

/* The derived sizes (spec: parameters) from the base parameters. */
static void test_params(const hqc_params *p)
{
    CHECK(p->n_bytes == (p->n + 7) / 8 && p->n_words == (p->n + 63) / 64,
          "%s n sizes", p->name);
    CHECK(p->n1n2_bytes * 8 == p->n1 * p->n2 &&
              p->n1n2_words * 64 == p->n1 * p->n2 && p->n1 * p->n2 <= p->n,
          "%s n1n2 sizes", p->name);
    CHECK(p->n2 % 128 == 0 && p->n1 - p->k == 2 * ((p->n1 - p->k) / 2),
          "%s code shape", p->name);
    /* The code module keeps its own table: both must describe one code. */
    const bp_hqc_code_params *cp = bp_hqc_code_params_get(p->level);
    CHECK(cp != NULL && p->n1 == (uint32_t)cp->n1 &&
              p->k == (uint32_t)cp->k && p->n2 == 128u * (uint32_t)cp->mult,
          "%s KEM and code parameters agree", p->name);
    CHECK(p->threshold == (UINT32_C(1) << 24) / p->n * p->n,
          "%s keygen threshold", p->name);
    CHECK(p->pk_bytes == 32 + p->n_bytes &&
              p->sk_bytes == p->pk_bytes + 32 + p->k + 32 &&
              p->ct_bytes == p->n_bytes + p->n1n2_bytes + 16,
          "%s byte sizes", p->name);
    CHECK(p->n_words <= HQC_MAX_N_WORDS && p->n_bytes <= HQC_MAX_N_BYTES &&
              p->n1n2_words <= HQC_MAX_N1N2_WORDS && p->k <= HQC_MAX_K &&
              p->w <= HQC_MAX_W && p->wr <= HQC_MAX_WR &&
              p->we <= HQC_MAX_WR && p->ct_bytes <= HQC_MAX_CT_BYTES,
          "%s above the stack bounds", p->name);
    CHECK(p->n % 8 != 0 && p->n % 64 != 0, "%s pad masks assume this",
          p->name);
    CHECK(bp_hqc_params_get(2) == NULL && bp_hqc_params_get(0) == NULL,
          "unknown level");
}

/* spec: key-generation sampler as written: reject c >= T, reduce with %, drop
 * duplicates by a linear search (keep the first). */
static void ref_keygen_support(uint32_t *support, bp_keccak_state *xof,
                               const hqc_params *p)
{
    uint32_t t = p->threshold, count = 0;   /* checked by test_params */
    while (count < p->w) {
        uint8_t b[3];
        bp_keccak_squeeze(xof, b, 3);
        uint32_t c = b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16;
        if (c >= t)
            continue;
        uint32_t pos = c % p->n;
        int seen = 0;
        for (uint32_t j = 0; j < count; j++)
            if (support[j] == pos)
                seen = 1;
        if (!seen)
            support[count++] = pos;
    }
}

/* spec: encryption sampler as written: multiply-high positions, then
 * descending keep-last. */
static void ref_encrypt_support(uint32_t *pos, bp_keccak_state *xof,
                                uint32_t n, uint32_t w)
{
    uint8_t b[4 * HQC_MAX_WR];
    bp_keccak_squeeze(xof, b, 4 * w);
    for (uint32_t i = 0; i < w; i++) {
        uint64_t r = b[4 * i] | (uint32_t)b[4 * i + 1] << 8 |
                     (uint32_t)b[4 * i + 2] << 16 |
                     (uint32_t)b[4 * i + 3] << 24;
        pos[i] = i + (uint32_t)((r * (n - i)) >> 32);
    }
    for (int i = (int)w - 2; i >= 0; i--)
        for (uint32_t j = (uint32_t)i + 1; j < w; j++)
            if (pos[i] == pos[j]) {
                pos[i] = (uint32_t)i;
                break;
            }
}

static void seed_of_counter(uint8_t seed[32], uint64_t counter)
{
    memset(seed, 0, 32);
    memcpy(seed, &counter, sizeof counter);
}

static void xof_of_counter(bp_keccak_state *xof, uint64_t counter)
{
    uint8_t seed[32];
    seed_of_counter(seed, counter);
    bp_hqc_xof_init(xof, seed, 32);
}

static void stream_of_counter(hqc_keygen_stream *st, uint64_t counter)
{
    uint8_t seed[32];
    seed_of_counter(seed, counter);
    bp_hqc_keygen_stream_init(st, seed);
}

static void test_samplers_vs_reference(const hqc_params *p, int trials)
{
    int saw_duplicate = 0;
    for (int t = 0; t < trials; t++) {
        bp_keccak_state a, b;
        hqc_keygen_stream st;
        uint32_t got[HQC_MAX_WR], want[HQC_MAX_WR];
        stream_of_counter(&st, (uint64_t)t);
        xof_of_counter(&a, (uint64_t)t + 5000);
        xof_of_counter(&b, (uint64_t)t);
        /* Three supports from one stream (y, x, and one more): the batched
         * reads must stay in step with the plain byte stream. */
        for (int rep = 0; rep < 3; rep++) {
            bp_hqc_sample_support_keygen(got, &st, p);
            ref_keygen_support(want, &b, p);
            CHECK(memcmp(got, want, p->w * sizeof *got) == 0,
                  "%s keygen sampler trial %d", p->name, t);
        }
        xof_of_counter(&b, (uint64_t)t + 5000);
        for (int rep = 0; rep < 3; rep++) {
            uint8_t bytes[4 * HQC_MAX_WR];
            bp_keccak_squeeze(&a, bytes, 4 * p->wr);
            bp_kem_sample_mulhi(got, bytes, p->n, p->wr);
            ref_encrypt_support(want, &b, p->n, p->wr);
            CHECK(memcmp(got, want, p->wr * sizeof *got) == 0,
                  "%s encrypt sampler trial %d", p->name, t);
            for (uint32_t i = 0; i < p->wr; i++)
                saw_duplicate |= want[i] == i;
        }
    }
    CHECK(saw_duplicate, "no keep-last replacement exercised");
}

/* A tiny n and a large w force many collisions in both samplers; a low
 * rejection threshold (any T works for the sampler's logic) makes about a
 * third of the keygen candidates rejected. */
static void test_samplers_dense_collisions(void)
{
    hqc_params small = *bp_hqc_params_get(1);
    small.n = 211;
    small.threshold = (UINT32_C(11) << 20) / small.n * small.n;
    small.w = 120;
    for (int t = 0; t < 50; t++) {
        bp_keccak_state a, b;
        hqc_keygen_stream st;
        uint32_t got[HQC_MAX_WR], want[HQC_MAX_WR];
        stream_of_counter(&st, 1000u + (uint64_t)t);
        xof_of_counter(&b, 1000u + (uint64_t)t);
        bp_hqc_sample_support_keygen(got, &st, &small);
        ref_keygen_support(want, &b, &small);
        CHECK(memcmp(got, want, small.w * sizeof *got) == 0,
              "small keygen sampler %d", t);
        bp_hqc_sample_support_keygen(got, &st, &small);
        ref_keygen_support(want, &b, &small);
        CHECK(memcmp(got, want, small.w * sizeof *got) == 0,
              "small keygen sampler %d", t);
        xof_of_counter(&a, 2000u + (uint64_t)t);
        xof_of_counter(&b, 2000u + (uint64_t)t);
        uint8_t bytes[4 * 140];
        bp_keccak_squeeze(&a, bytes, sizeof bytes);
        bp_kem_sample_mulhi(got, bytes, small.n, 140);
        ref_encrypt_support(want, &b, small.n, 140);
        CHECK(memcmp(got, want, 140 * sizeof *got) == 0,
              "small encrypt sampler %d", t);
        for (int i = 0; i < 140; i++)
            for (int j = i + 1; j < 140; j++)
                CHECK(got[i] != got[j], "duplicate position");
    }
}

/* support_xor / support_to_vector against setting bits by index, on small
 * rings (n not a multiple of 64, like every HQC n). */
static void test_support_xor(void)
{
    uint64_t state = 12345;
    hqc_params small = *bp_hqc_params_get(1);
    for (int t = 0; t < 200; t++) {
        small.n = 2 + (uint32_t)(test_rand64(&state) % 2500);
        small.n += small.n % 64 == 0;
        small.n_words = (small.n + 63) / 64;
        size_t words = small.n_words, w = test_rand64(&state) % 30;
        uint32_t pos[30];
        uint64_t v[40], want[40], dense[40], dense_want[40] = {0};
        test_fill_random(v, words, &state);
        v[words - 1] &= hqc_top_word_mask(&small);
        memcpy(want, v, words * sizeof *v);
        for (size_t i = 0; i < w; i++) {
            pos[i] = (uint32_t)(test_rand64(&state) % small.n);
            want[pos[i] / 64] ^= UINT64_C(1) << (pos[i] % 64);
            dense_want[pos[i] / 64] ^= UINT64_C(1) << (pos[i] % 64);
        }
        bp_kem_support_xor(v, words, hqc_top_word_mask(&small), pos, w);
        CHECK(memcmp(v, want, words * sizeof *v) == 0, "support_xor %d", t);
        memset(dense, 0xFF, sizeof dense);
        bp_kem_support_to_vector(dense, words, hqc_top_word_mask(&small), pos,
                                 w);
        CHECK(memcmp(dense, dense_want, words * sizeof *v) == 0,
              "support_to_vector %d", t);
    }
}

/* The side-by-side hashes against the one-stream functions of sha3.h. */
static void test_paired_hashes(void)
{
    uint8_t data[3000], seed[32], h[32], want[32], s1[700], s2[700];
    const uint8_t d1 = 0x01, d3 = 0x03;
    uint64_t state = 99;
    for (size_t i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)test_rand64(&state);
    memcpy(seed, data + 100, 32);
    bp_keccak_state st, xof;
    bp_hqc_xof_init(&xof, seed, 32);
    bp_keccak_squeeze(&xof, s2, sizeof s2);

    bp_hqc_hash_h_and_xof(h, data, 2241, s1, sizeof s1, seed);
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, data, 2241);
    bp_keccak_absorb(&st, &d1, 1);
    bp_sha3_finalize(&st, want);
    CHECK(memcmp(h, want, 32) == 0 && memcmp(s1, s2, sizeof s1) == 0,
          "H and XOF side by side");

    bp_hqc_hash_j_and_xof(h, data, data + 32, 24, data + 56, 2900, s1, 500,
                       seed);
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, data, 2956);   /* h || sigma || ct, contiguous */
    bp_keccak_absorb(&st, &d3, 1);
    bp_sha3_finalize(&st, want);
    CHECK(memcmp(h, want, 32) == 0 && memcmp(s1, s2, 500) == 0,
          "J and XOF side by side");
    bp_hqc_xof_read(s1, 77, seed);
    CHECK(memcmp(s1, s2, 77) == 0, "bp_hqc_xof_read");
}

static int hex_eq(const uint8_t *b, const char *hex, size_t len)
{
    uint8_t want[64];
    return kat_parse_hex(want, hex, len) == 0 && memcmp(b, want, len) == 0;
}

/* The official reference's record 0 of each level: seeds, sigma, h, supports
 * of y and x, H(pk), K and theta, supports of r2, e and r1 (first 8). */
static void test_record0_intermediates(const hqc_params *p)
{
    static const uint32_t y8[3][8] = {
        {5422, 9987, 8413, 15013, 11344, 11488, 12632, 4057},
        {10493, 18018, 13879, 19049, 16179, 34228, 17753, 2627},
        {50770, 6756, 8961, 5623, 37768, 16868, 52571, 51756}};
    static const uint32_t x8[3][8] = {
        {10036, 8316, 11646, 5077, 17591, 12416, 2428, 5503},
        {3985, 25501, 9562, 22463, 22771, 32970, 8151, 6606},
        {10904, 51572, 11755, 12564, 47565, 33770, 26833, 54422}};
    static const uint32_t rs8[3][3][8] = {
        {{15673, 13807, 16435, 666, 17242, 299, 4397, 15247},
         {14733, 11040, 5879, 6339, 6669, 3197, 1433, 5067},
         {9428, 15496, 14079, 5586, 13172, 13730, 776, 7033}},
        {{13406, 260, 6310, 34422, 26497, 14121, 50, 34598},
         {1508, 20573, 13076, 34860, 3824, 5, 17077, 33149},
         {1292, 29551, 20284, 25996, 3147, 14233, 15073, 4965}},
        {{52625, 13772, 22847, 40291, 12599, 45847, 47010, 45321},
         {16093, 32968, 48610, 34363, 40098, 43196, 55445, 3037},
         {42819, 50908, 11747, 9765, 43336, 14170, 53644, 9362}}};
    static const char *const hpk[3] = {
        "360AFFF76348647EBCD6370A602395FB75DA3E26623EC2581FB5A09A71AE9366",
        "692D68C68ED4FCF4A12DB67C04E71DA01423497872D25F6A77E6E0716A3A0BCF",
        "AE40694090A46AC1D7A2C76C81AF4030B834623C1A1F92FB61ECA46A2DABBF3A"};
    static const char *const kk[3] = {
        "56321ED955C76C4D3D9429501505E6B38037FE33F10B779EF5977190B5F4004B",
        "5E5AEA663E602462FE4750392B7AAB8FAB4C0D76546B8E2ABA6E8A8C254E34BD",
        "79B1D284DAA69112FEA8323F7D4C60BD3C862CD500661ADCF335C60B92B6ABAF"};
    static const char *const theta[3] = {
        "4367BC521F8CBC3E960FC821747DA23E46808A0EC7B1D7C5D441BB180034AC10",
        "B6079D228499EBF22CF2E79EE3CC41669B1E192F31174B818868D3617BC53BB7",
        "AF9A2C143E75A66E3DA255AF0FF59E8F6EBF77E99D3145B2F1323DE1AE5563EC"};
    const int li = p->level / 2;
    const hqc_test_level *L = hqc_test_level_get(p->level);
    uint8_t entropy[48], seed[48], seed_kem[32], seed_pke[32], sigma[32];
    uint8_t seeds[64], m[32], salt[16], h[32], g[64];
    for (int i = 0; i < 48; i++)
        entropy[i] = (uint8_t)i;
    bp_keccak_state rng, xof;
    kat_prng_init(&rng, entropy, 48);
    bp_keccak_squeeze(&rng, seed, 48);
    kat_prng_init(&rng, seed, 48);
    bp_keccak_squeeze(&rng, seed_kem, 32);
    bp_keccak_squeeze(&rng, m, p->k);
    bp_keccak_squeeze(&rng, salt, 16);
    CHECK(hex_eq(seed_kem, "CEFC0D60050E04C3171859E54BA888D2F670E22EBE926B0B"
                           "307A65264FBC08F8", 32), "seed_kem");

    bp_hqc_xof_init(&xof, seed_kem, 32);
    bp_keccak_squeeze(&xof, seed_pke, 32);
    bp_keccak_squeeze(&xof, sigma, p->k);
    CHECK(hex_eq(seed_pke, "2620867E625AD9F762CDE4AE8298AD5270DF6BB24AFC73ED"
                           "9F194AF0CCB44600", 32), "seed_pke");
    CHECK(hex_eq(sigma, "F397572E7CEAC24CD55009F822EBE800A3231E1E1FA34A924B"
                        "899B5B85879FD0", p->k), "sigma");
    bp_hqc_hash_i(seeds, seed_pke);
    CHECK(hex_eq(seeds, "374B10C73F79FA08D0731BE4F21356D191782EB1D10DEEA592"
                        "9523B3B4D6D97B4053237912EA281C51C4456A5096589EC9D2"
                        "0219651E00F9704178F0CF84F9AE", 64),
          "seed_dk, seed_ek");

    uint32_t sup[HQC_MAX_WR];
    hqc_keygen_stream st;
    bp_hqc_keygen_stream_init(&st, seeds);
    bp_hqc_sample_support_keygen(sup, &st, p);
    CHECK(memcmp(sup, y8[li], sizeof y8[li]) == 0, "%s y", p->name);
    bp_hqc_sample_support_keygen(sup, &st, p);
    CHECK(memcmp(sup, x8[li], sizeof x8[li]) == 0, "%s x", p->name);
    uint8_t *pk = malloc(p->pk_bytes), *sk = malloc(p->sk_bytes);
    uint8_t dense[HQC_MAX_N_BYTES], coins[HQC_MAX_COIN_BYTES];
    CHECK(L->keypair_derand(pk, sk, seed_kem) == 0, "keypair");
    CHECK(memcmp(pk, seeds + 32, 32) == 0, "pk starts with seed_ek");
    bp_hqc_hash_h_and_xof(h, pk, p->pk_bytes, dense, p->n_bytes, seeds + 32);
    CHECK(hex_eq(dense, "1C5474F95AB311CD3F1A9AF44B0189BD", 16), "h");
    CHECK(hex_eq(h, hpk[li], 32), "%s H(pk)", p->name);
    bp_hqc_hash_g(g, h, m, p->k, salt);
    CHECK(hex_eq(g, kk[li], 32), "%s K", p->name);
    CHECK(hex_eq(g + 32, theta[li], 32), "%s theta", p->name);
    bp_hqc_xof_read(coins, hqc_coin_bytes(p), g + 32);
    const uint32_t ws[3] = {p->wr, p->we, p->wr};   /* r2, e, r1 */
    for (int v = 0, at = 0; v < 3; at += 4 * (int)ws[v], v++) {
        bp_kem_sample_mulhi(sup, coins + at, p->n, ws[v]);
        CHECK(memcmp(sup, rs8[li][v], sizeof rs8[li][v]) == 0,
              "%s encryption vector %d", p->name, v);
    }
    free(pk);
    free(sk);
}

int main(void)
{
    test_require_backend();   /* the scatter kernel is per backend */
    const int levels[3] = {1, 3, 5};
    for (int i = 0; i < 3; i++) {
        const hqc_params *p = bp_hqc_params_get(levels[i]);
        test_params(p);
        test_samplers_vs_reference(p, 40);
        test_record0_intermediates(p);
    }
    test_samplers_dense_collisions();
    test_paired_hashes();
    test_support_xor();
    return test_report("HQC samplers, hashes and supports");
}
