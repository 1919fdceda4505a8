/* SPDX-License-Identifier: MIT */
/* The sieve of the lowest-weight search (poly_lowest_sieve.h): the
 * irreducibles of small degree, tables of X^k mod each, and the
 * trinomials' sieve by discrete logarithms.  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_lowest_sieve.h"

/* x X mod g (g of degree d, x of degree < d). */
static inline uint32_t mulx(uint32_t x, uint32_t g, unsigned d)
{
    x <<= 1;
    return x ^ (g & (0u - ((x >> d) & 1)));
}

/* a b mod g, a and b of degree < d <= 31. */
static uint32_t mulmod_small(uint32_t a, uint32_t b, uint32_t g, unsigned d)
{
    uint64_t r = 0;
    for (uint32_t x = a; x; x &= x - 1)
        r ^= (uint64_t)b << __builtin_ctz(x);
    for (int i = 2 * (int)d - 2; i >= (int)d; i--)
        if ((r >> i) & 1)
            r ^= (uint64_t)g << (i - (int)d);
    return (uint32_t)r;
}

/* X^n mod g, from the top bit of n down. */
static uint32_t xpow_small(unsigned n, uint32_t g, unsigned d)
{
    uint32_t r = 1;
    for (int b = 31; b >= 0; b--) {
        r = mulmod_small(r, r, g, d);
        if ((n >> b) & 1)
            r = mulx(r, g, d);
    }
    return r;
}

/* Contract: poly_lowest_sieve.h. */
void bp_small_factors_free(bp_small_factors *S)
{
    free(S->g);
    free(S->xn);
    free(S->pw);
    free(S->deg);
    memset(S, 0, sizeof *S);
}

/* The irreducibles by a sieve: every reducible polynomial of degree <= D
 * is a product p q with p irreducible of degree <= D/2. */
int bp_small_factors_init(bp_small_factors *S, unsigned n, unsigned D)
{
    memset(S, 0, sizeof *S);
    S->D = D;
    if (D < 2)
        return BINPOLY_OK;
    size_t N = (size_t)1 << (D + 1);
    uint8_t *comp = calloc(N / 8, 1);
    if (comp == NULL)
        return BINPOLY_ERR_NOMEM;
    for (uint32_t p = 2; p < N; p++) {
        unsigned dp = 31 - (unsigned)__builtin_clz(p);
        if (2 * dp > D)
            break;
        if ((comp[p >> 3] >> (p & 7)) & 1)
            continue;
        for (uint32_t q = 2; q < ((uint32_t)1 << (D - dp + 1)); q++) {
            uint32_t m = 0;
            for (uint32_t x = p; x; x &= x - 1)
                m ^= q << __builtin_ctz(x);
            comp[m >> 3] |= (uint8_t)(1u << (m & 7));
        }
    }
    size_t count = 0;
    for (uint32_t p = 4; p < N; p++)
        count += !((comp[p >> 3] >> (p & 7)) & 1);
    S->g = malloc(count * sizeof *S->g);
    S->xn = malloc(count * sizeof *S->xn);
    S->deg = malloc(count);
    if (S->g == NULL || S->xn == NULL || S->deg == NULL) {
        free(comp);
        bp_small_factors_free(S);
        return BINPOLY_ERR_NOMEM;
    }
    for (uint32_t p = 4; p < N; p++)
        if (!((comp[p >> 3] >> (p & 7)) & 1)) {
            unsigned d = 31 - (unsigned)__builtin_clz(p);
            S->g[S->count] = p;
            S->deg[S->count] = (uint8_t)d;
            S->xn[S->count++] = xpow_small(n, p, d);
        }
    free(comp);
    return BINPOLY_OK;
}

/* Contract: poly_lowest_sieve.h (the powers stepped from the last). */
int bp_small_factors_powers(bp_small_factors *S, size_t kcap)
{
    if (kcap <= S->kcap)
        return BINPOLY_OK;
    size_t R = S->count;
    uint32_t *pw = realloc(S->pw, kcap * R * sizeof *pw + 1);
    if (pw == NULL)
        return BINPOLY_ERR_NOMEM;
    S->pw = pw;
    for (size_t k = S->kcap; k < kcap; k++)
        for (size_t r = 0; r < R; r++)
            pw[k * R + r] = k == 0 ? 1 : mulx(pw[(k - 1) * R + r], S->g[r],
                                              S->deg[r]);
    S->kcap = kcap;
    return BINPOLY_OK;
}

/* X^n + X^k3 + X^k2 + X^k1 + 1 = 0 mod g, in chunks of g (most
 * candidates have a factor of degree <= 4, the first six g). */
int bp_pentanomial_sieved(const bp_small_factors *S, size_t k3, size_t k2,
                          size_t k1)
{
    size_t R = S->count;
    const uint32_t *a = S->pw + k3 * R, *b = S->pw + k2 * R,
                   *c = S->pw + k1 * R, *xn = S->xn;
    for (size_t r0 = 0; r0 < R; r0 += 32) {
        size_t e = r0 + 32 < R ? r0 + 32 : R;
        int hit = 0;
        for (size_t r = r0; r < e; r++)
            hit |= (xn[r] ^ a[r] ^ b[r] ^ c[r]) == 1;
        if (hit)
            return 1;
    }
    return 0;
}

/* The trinomials' baby steps: X^j mod g for j < m in a hash table of
 * 2^bits >= 2m slots (linear probing); a slot belongs to the current g
 * when its stamp is `now`, so that no clearing is needed between g. */
typedef struct {
    uint32_t key, val, stamp;
} baby_slot;

typedef struct {
    baby_slot *slot;
    size_t mask;
    unsigned bits;
    uint32_t now;
} baby_table;

static size_t baby_hash(const baby_table *T, uint32_t x)
{
    return (size_t)((x * 0x9E3779B1u) >> (32 - T->bits)) & T->mask;
}

static void baby_put(baby_table *T, uint32_t x, uint32_t j)
{
    size_t i = baby_hash(T, x);
    while (T->slot[i].stamp == T->now)
        i = (i + 1) & T->mask;
    T->slot[i] = (baby_slot){x, j, T->now};
}

/* The j stored for x, or -1. */
static long baby_get(const baby_table *T, uint32_t x)
{
    for (size_t i = baby_hash(T, x); T->slot[i].stamp == T->now;
         i = (i + 1) & T->mask)
        if (T->slot[i].key == x)
            return (long)T->slot[i].val;
    return -1;
}

static void set_bit(uint64_t *kill, size_t k)
{
    kill[k / 64] |= (uint64_t)1 << (k % 64);
}

/* Sets bit k of kill for every k in 1 .. K with X^k = a mod g (g of
 * degree d, a != 0 reduced), m baby steps (T has room for them). */
static void mark_logs(uint64_t *kill, size_t K, uint32_t a, uint32_t g,
                      unsigned d, size_t m, baby_table *T)
{
    T->now++;
    uint32_t x = 1;
    size_t ord = 0;
    for (size_t j = 0; j < m; j++) {
        if (j > 0 && x == 1) { /* X has order j: the table holds every power */
            ord = j;
            break;
        }
        baby_put(T, x, (uint32_t)j);
        x = mulx(x, g, d);
    }
    if (ord) {
        long e = baby_get(T, a);
        for (size_t k = e == 0 ? ord : (size_t)e; e >= 0 && k <= K; k += ord)
            set_bit(kill, k);
        return;
    }
    /* giant steps: y = a X^(-m i); cm[b] = X^(-m) X^b mod g, X^(-1) =
     * (g - 1) / X */
    uint32_t c = 1, inv = g >> 1, cm[32];
    for (int b = 63 - __builtin_clzll((uint64_t)m); b >= 0; b--) {
        c = mulmod_small(c, c, g, d);
        if ((m >> b) & 1)
            c = mulmod_small(c, inv, g, d);
    }
    for (unsigned b = 0; b < d; b++, c = mulx(c, g, d))
        cm[b] = c;
    uint32_t y = a;
    for (size_t base = 0; base <= K; base += m) {
        long j = baby_get(T, y);
        if (j >= 0 && base + (size_t)j <= K && base + (size_t)j >= 1)
            set_bit(kill, base + (size_t)j);
        uint32_t z = 0;
        for (uint32_t v = y; v; v &= v - 1)
            z ^= cm[__builtin_ctz(v)];
        y = z;
    }
}

int bp_trinomial_sieve(const bp_small_factors *S, unsigned n,
                       uint64_t **kill)
{
    size_t K = n / 2, m = 1;
    while (m * m < 3 * K) /* m = ceil(sqrt(3K)) */
        m++;
    baby_table T = {NULL, 0, 1, 0};
    while (((size_t)1 << T.bits) < 2 * m)
        T.bits++;
    T.mask = ((size_t)1 << T.bits) - 1;
    T.slot = calloc(T.mask + 1, sizeof *T.slot);
    *kill = calloc(K / 64 + 1, sizeof **kill);
    if (T.slot == NULL || *kill == NULL) {
        free(T.slot);
        free(*kill);
        *kill = NULL;
        return BINPOLY_ERR_NOMEM;
    }
    for (size_t r = 0; r < S->count; r++) {
        uint32_t a = S->xn[r] ^ 1; /* X^k = X^n + 1 mod g */
        if (a != 0)
            mark_logs(*kill, K, a, S->g[r], S->deg[r], m, &T);
    }
    free(T.slot);
    return BINPOLY_OK;
}
