/* SPDX-License-Identifier: MIT */
#include "ref_mul.h"

#include <stdlib.h>
#include <string.h>

#include "bench_random.h"

void ref_mul(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
             size_t nb)
{
    memset(c, 0, (na + nb) * sizeof *c);
    for (size_t i = 0; i < na; i++)
        for (unsigned s = 0; s < 64; s++) {
            if (!((a[i] >> s) & 1))
                continue;
            /* c[i..] ^= b << s */
            uint64_t carry = 0;
            for (size_t j = 0; j < nb; j++) {
                c[i + j] ^= (b[j] << s) ^ carry;
                carry = s ? b[j] >> (64 - s) : 0;
            }
            c[i + nb] ^= carry;
        }
}

void ref_mul_window(uint64_t *c, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb)
{
    const size_t w = nb + 1; /* one multiple of b: nb words + 8 bits */
    uint64_t *tab = calloc(256 * w, sizeof *tab);
    uint64_t *acc = calloc(8 * (na + nb + 1), sizeof *acc);
    /* tab[t] = t * b, built from tab[t>>1] * X + (t&1) * b */
    for (unsigned t = 1; t < 256; t++) {
        const uint64_t *half = tab + (t >> 1) * w;
        uint64_t *dst = tab + t * w, carry = 0;
        for (size_t j = 0; j < w; j++) {
            dst[j] = (half[j] << 1) | carry;
            carry = half[j] >> 63;
        }
        if (t & 1)
            for (size_t j = 0; j < nb; j++)
                dst[j] ^= b[j];
    }
    /* byte k of a[i] contributes tab[byte] << (64 i + 8 k) */
    for (size_t i = 0; i < na; i++)
        for (unsigned k = 0; k < 8; k++) {
            const uint64_t *row = tab + ((a[i] >> (8 * k)) & 0xFF) * w;
            uint64_t *dst = acc + k * (na + nb + 1) + i;
            for (size_t j = 0; j < w; j++)
                dst[j] ^= row[j];
        }
    memset(c, 0, (na + nb) * sizeof *c);
    for (unsigned k = 0; k < 8; k++) {
        const uint64_t *src = acc + k * (na + nb + 1);
        for (size_t j = 0; j < na + nb; j++) {
            c[j] ^= src[j] << (8 * k);
            if (k && j + 1 < na + nb)
                c[j + 1] ^= src[j] >> (64 - 8 * k);
        }
    }
    free(tab);
    free(acc);
}

uint64_t test_rand64(uint64_t *state)
{
    return bench_next_random(state);
}

void test_fill_random(uint64_t *p, size_t n, uint64_t *state)
{
    bench_fill_words(state, p, n);
}

void test_random_bits(uint64_t *a, size_t nbits, uint64_t *state)
{
    const size_t W = (nbits + 63) / 64;
    test_fill_random(a, W, state);
    if (nbits % 64)
        a[W - 1] &= ((uint64_t)1 << (nbits % 64)) - 1;
}

void test_edge_operand(uint64_t *a, size_t nbits, int kind, uint64_t *state)
{
    const size_t W = (nbits + 63) / 64;
    memset(a, 0, W * 8);
    switch (kind) {
    case 0: break;
    case 1: a[0] = 1; break;
    case 2:
        memset(a, 0xff, W * 8);
        if (nbits % 64)
            a[W - 1] = ((uint64_t)1 << (nbits % 64)) - 1;
        break;
    case 3: a[(nbits - 1) / 64] = (uint64_t)1 << ((nbits - 1) % 64); break;
    default: test_random_bits(a, nbits, state); break;
    }
}

size_t test_high_water(const uint64_t *p, size_t len, uint64_t canary)
{
    while (len > 0 && p[len - 1] == canary)
        len--;
    return len;
}

int test_asan_mode(void)
{
    const char *v = getenv("BINPOLY_TEST_ASAN");
    return v != NULL && v[0] != '\0' && v[0] != '0';
}
