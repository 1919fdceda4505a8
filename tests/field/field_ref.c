/* SPDX-License-Identifier: MIT */
#include "field_ref.h"

#include <string.h>

#include "ref_mul.h"

#define REF_MAX_WORDS 16

size_t ref_field_words(const ref_field *f)
{
    return (f->m + 63) / 64;
}

static unsigned get_bit(const uint64_t *p, size_t i)
{
    return (unsigned)(p[i / 64] >> (i % 64)) & 1;
}

static void flip_bit(uint64_t *p, size_t i)
{
    p[i / 64] ^= (uint64_t)1 << (i % 64);
}

void ref_field_reduce(const ref_field *f, uint64_t *c, uint64_t *p,
                      size_t bits)
{
    for (size_t i = bits; i-- > f->m;) {
        if (!get_bit(p, i))
            continue;
        flip_bit(p, i);
        flip_bit(p, i - f->m);
        for (unsigned j = 0; j < f->ntaps; j++)
            flip_bit(p, i - f->m + f->taps[j]);
    }
    memcpy(c, p, ref_field_words(f) * 8);
}

void ref_field_mul(const ref_field *f, uint64_t *c, const uint64_t *a,
                   const uint64_t *b)
{
    const size_t W = ref_field_words(f);
    uint64_t p[2 * REF_MAX_WORDS];
    ref_mul(p, a, W, b, W);
    ref_field_reduce(f, c, p, 128 * W);
}

void ref_field_sqr_k(const ref_field *f, uint64_t *c, const uint64_t *a,
                     unsigned k)
{
    uint64_t t[REF_MAX_WORDS];
    memcpy(t, a, ref_field_words(f) * 8);
    for (unsigned i = 0; i < k; i++)
        ref_field_mul(f, t, t, t);
    memcpy(c, t, ref_field_words(f) * 8);
}

int ref_field_trace(const ref_field *f, const uint64_t *a)
{
    const size_t W = ref_field_words(f);
    uint64_t t[REF_MAX_WORDS], s[REF_MAX_WORDS] = {0};
    memcpy(t, a, W * 8);
    for (unsigned i = 0; i < f->m; i++) {
        for (size_t j = 0; j < W; j++)
            s[j] ^= t[j];
        ref_field_mul(f, t, t, t);
    }
    for (size_t j = 1; j < W; j++)
        if (s[j] != 0)
            return -1;
    return s[0] <= 1 ? (int)s[0] : -1;
}

void ref_field_pow(const ref_field *f, uint64_t *c, const uint64_t *a,
                   const uint64_t *e, size_t e_words)
{
    const size_t W = ref_field_words(f);
    uint64_t r[REF_MAX_WORDS] = {1}, sq[REF_MAX_WORDS];
    memcpy(sq, a, W * 8);
    for (size_t i = 0; i < 64 * e_words; i++) {
        if ((e[i / 64] >> (i % 64)) & 1)
            ref_field_mul(f, r, r, sq);
        ref_field_mul(f, sq, sq, sq);
    }
    memcpy(c, r, W * 8);
}

void ref_field_random(const ref_field *f, uint64_t *a, uint64_t *state)
{
    test_random_bits(a, f->m, state);
}

void ref_field_edge(const ref_field *f, uint64_t *a, int kind,
                    uint64_t *state)
{
    test_edge_operand(a, f->m, kind, state);
}
