/* SPDX-License-Identifier: MIT */
/* BIKE-KEM: KeyGen, Encaps, Decaps with implicit rejection (BIKE spec v5.1,
 * KeyGen, Encaps, Decaps). */
#include "bike_kem.h"

#include <string.h>

#include "bike_decode.h"
#include "bike_inv_plan.h"
#include "bike_sample.h"
#include "bike_symmetric.h"
#include "binpoly.h"
#include "bp_backend.h"
#include "bp_bytes.h"
#include "bp_wipe.h"
#include "kem_ct.h"
#include "kem_rings.h"
#include "kem_support.h"
#include "bp_work_area.h"
#include "ring_inv_plan.h"

/* A KEM call's work space (binpoly_set_work_area, include/binpoly.h): the
 * thread's work area when it lent one, else the stack of a wrapper that
 * declares only what the operation uses.  ring: a ring product's or the
 * inversion's work space; dec: the decoder's; el: the KEM's own elements. */
#define BIKE_KEM_ELEMENTS 7
typedef struct {
    uint64_t *ring;
    bike_decode_work *dec;
    uint64_t (*el)[BIKE_MAX_R_WORDS];
} bike_ws;

/* The layout in a lent area: ring, decoder, elements (all 64-byte
 * aligned: the area is, and each part is a multiple of 64 bytes or
 * last). */
#define AREA_DEC_AT BP_RING_INV_WS_WORDS
#define AREA_EL_AT (AREA_DEC_AT + sizeof(bike_decode_work) / 8)
_Static_assert(BP_RING_INV_WS_WORDS % 8 == 0 &&
                   sizeof(bike_decode_work) % 64 == 0,
               "parts of the work area stay 64-byte aligned");
_Static_assert((AREA_EL_AT + BIKE_KEM_ELEMENTS * BIKE_MAX_R_WORDS) * 8 <=
                   BINPOLY_WORK_BYTES,
               "BINPOLY_WORK_BYTES holds BIKE's work space");

/* The thread's lent area as a work space, or 0 if it lent none. */
static int lent_ws(bike_ws *ws)
{
    uint64_t *area = bp_work_area();
    if (area == NULL)
        return 0;
    ws->ring = area;
    ws->dec = (bike_decode_work *)(area + AREA_DEC_AT);
    ws->el = (uint64_t(*)[BIKE_MAX_R_WORDS])(area + AREA_EL_AT);
    return 1;
}

/* Byte offsets of the secret key's fields (spec: byte formats). */
typedef struct {
    size_t list0, list1, h0, h1, h, sigma;
} sk_layout;

static sk_layout sk_fields(const bike_params *p)
{
    sk_layout L;
    L.list0 = 0;
    L.list1 = 4 * (size_t)p->d;
    L.h0 = 8 * (size_t)p->d;
    L.h1 = L.h0 + p->rb;
    L.h = L.h1 + p->rb;
    L.sigma = L.h + p->rb;
    return L;
}

int bp_bike_kem_pk_check(const bike_params *p, const uint8_t *pk)
{
    /* The key is public, so the branch on the answer reveals nothing. */
    return (pk[p->rb - 1] & ~bike_last_byte_mask(p)) != 0 ? BINPOLY_ERR_ARG
                                                          : 0;
}

static int keypair_in(const bike_params *p, uint8_t *pk, uint8_t *sk,
                      const uint8_t rnd[64], const bike_ws *ws)
{
    const binpoly_ring *R = bp_kem_ring(p->r);
    const bp_backend *be = bp_backend_active();
    const size_t W = p->r_words;
    const sk_layout L = sk_fields(p);
    uint32_t list0[BIKE_MAX_D], list1[BIKE_MAX_D];
    uint64_t *h0 = ws->el[0], *h1 = ws->el[1], *inv = ws->el[2];
    uint64_t *h = ws->el[3];

    bp_bike_sample_key(list0, list1, p, rnd);
    bp_kem_support_to_vector(h0, W, bike_top_word_mask(p), list0, p->d);
    bp_kem_support_to_vector(h1, W, bike_top_word_mask(p), list1, p->d);
    /* h0 has odd weight d < r: always a unit (spec: parameters), so the
     * inversion cannot fail and its (always zero) status may be branched on.
     * */
    int err = bp_ring_inv_planned(R, be, bp_bike_inv_plan(p), inv, h0, ws->ring);
    BP_KEM_DECLASSIFY(&err, sizeof err);
    if (err == 0) {
        bp_ring_mul_ws(R, be, h, h1, inv, ws->ring);
        bp_words_to_bytes(pk, h, p->rb);
        for (uint32_t i = 0; i < p->d; i++)
            for (int b = 0; b < 4; b++) {
                sk[L.list0 + 4 * i + b] = (uint8_t)(list0[i] >> (8 * b));
                sk[L.list1 + 4 * i + b] = (uint8_t)(list1[i] >> (8 * b));
            }
        bp_words_to_bytes(sk + L.h0, h0, p->rb);
        bp_words_to_bytes(sk + L.h1, h1, p->rb);
        memcpy(sk + L.h, pk, p->rb);
        memcpy(sk + L.sigma, rnd + BIKE_SEED_BYTES, BIKE_SEED_BYTES);
    } else {
        bp_wipe(pk, p->pk_bytes);
        bp_wipe(sk, p->sk_bytes);
    }
    bp_wipe(list0, sizeof list0);
    bp_wipe(list1, sizeof list1);
    bp_wipe(h0, W * 8);
    bp_wipe(h1, W * 8);
    bp_wipe(inv, W * 8);
    return err;
}

/* keypair_in with its work space on this frame. */
static __attribute__((noinline)) int
keypair_on_stack(const bike_params *p, uint8_t *pk, uint8_t *sk,
                 const uint8_t rnd[64])
{
    _Alignas(64) uint64_t ring[BP_RING_INV_WS_WORDS];
    uint64_t el[4][BIKE_MAX_R_WORDS];
    const bike_ws ws = {ring, NULL, el};
    return keypair_in(p, pk, sk, rnd, &ws);
}

int bp_bike_kem_keypair(const bike_params *p, uint8_t *pk, uint8_t *sk,
                     const uint8_t rnd[64])
{
    bike_ws ws;
    return lent_ws(&ws) ? keypair_in(p, pk, sk, rnd, &ws)
                        : keypair_on_stack(p, pk, sk, rnd);
}

/* c0 = e0 + e1 h; ct = bytes(c0) || m ^ L(e0, e1); ss = K(m, c0, c1). */
static void encrypt(const bike_params *p, const binpoly_ring *R,
                    const bp_backend *be, uint8_t *ct, uint8_t ss[32],
                    const uint64_t *h, const uint8_t m[32], const bike_ws *ws)
{
    const size_t W = p->r_words;
    uint64_t *e0 = ws->el[1], *e1 = ws->el[2], *c0 = ws->el[3];
    bp_bike_sample_error(e0, e1, p, m);
    bp_ring_mul_ws(R, be, c0, e1, h, ws->ring);
    for (size_t i = 0; i < W; i++)
        c0[i] ^= e0[i];
    bp_words_to_bytes(ct, c0, p->rb);
    bp_bike_hash_encaps(p, ct, ss, e0, e1, m);
    bp_wipe(e0, W * 8);
    bp_wipe(e1, W * 8);
}

static void enc_in(const bike_params *p, uint8_t *ct, uint8_t ss[32],
                   const uint8_t *pk, const uint8_t rnd[64], const bike_ws *ws)
{
    uint64_t *h = ws->el[0];
    bp_bytes_to_words(h, pk, p->rb);
    encrypt(p, bp_kem_ring(p->r), bp_backend_active(), ct, ss, h, rnd, ws);
}

/* enc_in with its work space on this frame. */
static __attribute__((noinline)) void
enc_on_stack(const bike_params *p, uint8_t *ct, uint8_t ss[32],
             const uint8_t *pk, const uint8_t rnd[64])
{
    _Alignas(64) uint64_t ring[BP_RING_MUL_WS_WORDS];
    uint64_t el[4][BIKE_MAX_R_WORDS];
    const bike_ws ws = {ring, NULL, el};
    enc_in(p, ct, ss, pk, rnd, &ws);
}

int bp_bike_kem_enc(const bike_params *p, uint8_t *ct, uint8_t ss[32],
                 const uint8_t *pk, const uint8_t rnd[64])
{
    if (bp_bike_kem_pk_check(p, pk) != 0) {
        bp_wipe(ct, p->ct_bytes);
        bp_wipe(ss, BIKE_SS_BYTES);
        return BINPOLY_ERR_ARG;
    }
    bike_ws ws;
    if (lent_ws(&ws))
        enc_in(p, ct, ss, pk, rnd, &ws);
    else
        enc_on_stack(p, ct, ss, pk, rnd);
    return 0;
}

/* All-ones if the key fields KeyGen fills are well formed: every index
 * below r, no padding bit in h0 or h.  Reads every entry. */
static uint32_t sk_well_formed(const bike_params *p, const uint8_t *sk,
                               const sk_layout *L, uint32_t *list0,
                               uint32_t *list1)
{
    uint32_t ok = ~(uint32_t)0;
    for (uint32_t i = 0; i < p->d; i++) {
        uint32_t a = 0, b = 0;
        for (int j = 0; j < 4; j++) {
            a |= (uint32_t)sk[L->list0 + 4 * i + j] << (8 * j);
            b |= (uint32_t)sk[L->list1 + 4 * i + j] << (8 * j);
        }
        list0[i] = a;
        list1[i] = b;
        ok &= bp_ct_mask_lt32(a, p->r) & bp_ct_mask_lt32(b, p->r);
    }
    const uint8_t pad = (uint8_t)~bike_last_byte_mask(p);
    ok &= bp_ct_mask_eq32(sk[L->h0 + p->rb - 1] & pad, 0);
    ok &= bp_ct_mask_eq32(sk[L->h + p->rb - 1] & pad, 0);
    return ok;
}

/* 0 if sk is well formed (sk_well_formed, which fills list0 and list1),
 * else BINPOLY_ERR_ARG with the lists wiped.  A malformed key is the
 * caller's error, reported as such; whether a key is well formed says
 * nothing about a well-formed key, so the answer is declassified. */
static int sk_valid(const bike_params *p, const uint8_t *sk,
                    const sk_layout *L, uint32_t *list0, uint32_t *list1)
{
    uint32_t valid = sk_well_formed(p, sk, L, list0, list1);
    BP_KEM_DECLASSIFY(&valid, sizeof valid);
    if (valid)
        return 0;
    bp_wipe(list0, p->d * sizeof *list0);
    bp_wipe(list1, p->d * sizeof *list1);
    return BINPOLY_ERR_ARG;
}

int bp_bike_kem_sk_check(const bike_params *p, const uint8_t *sk)
{
    const sk_layout L = sk_fields(p);
    uint32_t list0[BIKE_MAX_D], list1[BIKE_MAX_D];
    const int err = sk_valid(p, sk, &L, list0, list1);
    bp_wipe(list0, sizeof list0);
    bp_wipe(list1, sizeof list1);
    return err;
}

static int dec_in(const bike_params *p, uint8_t ss[32], const uint8_t *ct,
                  const uint8_t *sk, const bike_ws *ws)
{
    const binpoly_ring *R = bp_kem_ring(p->r);
    const bp_backend *be = bp_backend_active();
    const size_t W = p->r_words;
    const sk_layout L = sk_fields(p);
    const uint8_t *c1 = ct + p->rb, *sigma = sk + L.sigma;
    uint32_t list0[BIKE_MAX_D], list1[BIKE_MAX_D];
    uint64_t *h0 = ws->el[0], *h = ws->el[1], *c0 = ws->el[2];
    uint64_t *e0 = ws->el[3], *e1 = ws->el[4];
    uint64_t *f0 = ws->el[5], *f1 = ws->el[6];
    uint8_t m[32];

    if (sk_valid(p, sk, &L, list0, list1) != 0) {
        bp_wipe(ss, BIKE_SS_BYTES);
        return BINPOLY_ERR_ARG;
    }
    bp_bytes_to_words(h0, sk + L.h0, p->rb);
    bp_bytes_to_words(h, sk + L.h, p->rb);
    /* raw: padding bits kept (spec: non-canonical inputs) */
    bp_bytes_to_words(c0, ct, p->rb);
    const bike_decode_input in = {list0, list1, h0, h, c0};
    bp_bike_decode(p, R, be, e0, e1, &in, ws->dec, ws->ring);

    bp_bike_hash_l(m, p, e0, e1);
    for (int i = 0; i < 32; i++)
        m[i] ^= c1[i];
    /* H(m') beside K(m', ct) and K(sigma, ct): both keys, then a mask. */
    uint8_t stream[4 * BIKE_MAX_T], k_m[32], k_sigma[32];
    bp_bike_hash_decaps(p, stream, k_m, k_sigma, m, sigma, ct);
    bp_bike_error_from_stream(f0, f1, p, stream);
    /* Both blocks canonical: comparing words compares the rb bytes. */
    uint64_t diff = 0;
    for (size_t i = 0; i < W; i++)
        diff |= (f0[i] ^ e0[i]) | (f1[i] ^ e1[i]);
    const uint32_t same = (uint32_t)bp_ct_mask_eq64(diff, 0);
#ifdef BP_BIKE_PLANTED_LEAK
    /* Built only into the dudect test's leaky variant (bench/bike), to
     * show that the test detects a branch on the re-encryption result:
     * extra hashing when the decoding succeeds. */
    if (same) {
        uint8_t junk[32];
        for (int i = 0; i < 8; i++)
            bp_bike_hash_k(junk, p, k_m, ct, c1);
    }
#endif
    bp_kem_select_bytes(ss, same, k_m, k_sigma, 32);
    bp_wipe(stream, sizeof stream);
    bp_wipe(k_m, sizeof k_m);
    bp_wipe(k_sigma, sizeof k_sigma);

    bp_wipe(list0, sizeof list0);
    bp_wipe(list1, sizeof list1);
    bp_wipe(h0, W * 8);
    bp_wipe(e0, W * 8);
    bp_wipe(e1, W * 8);
    bp_wipe(f0, W * 8);
    bp_wipe(f1, W * 8);
    bp_wipe(m, sizeof m);
    return 0;
}

/* dec_in with its work space on this frame. */
static __attribute__((noinline)) int
dec_on_stack(const bike_params *p, uint8_t ss[32], const uint8_t *ct,
             const uint8_t *sk)
{
    _Alignas(64) uint64_t ring[BP_RING_MUL_WS_WORDS];
    bike_decode_work dec;
    uint64_t el[BIKE_KEM_ELEMENTS][BIKE_MAX_R_WORDS];
    const bike_ws ws = {ring, &dec, el};
    return dec_in(p, ss, ct, sk, &ws);
}

int bp_bike_kem_dec(const bike_params *p, uint8_t ss[32], const uint8_t *ct,
                 const uint8_t *sk)
{
    bike_ws ws;
    return lent_ws(&ws) ? dec_in(p, ss, ct, sk, &ws)
                        : dec_on_stack(p, ss, ct, sk);
}
