#include "ref_mul.h"

#include <string.h>

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

uint64_t test_rand64(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

void test_fill_random(uint64_t *p, size_t n, uint64_t *state)
{
    for (size_t i = 0; i < n; i++)
        p[i] = test_rand64(state);
}
