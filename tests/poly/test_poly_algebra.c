/* SPDX-License-Identifier: MIT */
/* The algebra of include/binpoly/poly.h beyond the gcd:
 *  - binpoly_berlekamp_massey against a bit-by-bit Berlekamp–Massey
 *    (linear complexity, and the polynomial where it is unique), against
 *    NTL's MinPolySeq, and by the recurrence checked through a product,
 *    on LFSR sequences, random sequences and edge cases, on both sides of
 *    the switch to the half-gcd;
 *  - the modular context (product, square, power, composition, Frobenius)
 *    against binpoly_mul + binpoly_divmod and Horner's rule;
 *  - binpoly_is_irreducible against trial division (all polynomials of
 *    degree <= 10) and NTL's IterIrredTest; binpoly_irreducible_lowest
 *    against binpoly_field_find_modulus; binpoly_random_irreducible;
 *  - binpoly_factor: product of the factors = input, each irreducible, and
 *    NTL's CanZass, on random and structured polynomials;
 *  - every error code. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/field.h"
#include "poly_test_util.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"
#ifdef BP_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif


static int bit(const uint64_t *x, size_t i)
{
    return (int)((x[i / 64] >> (i % 64)) & 1);
}

static void flip(uint64_t *x, size_t i)
{
    x[i / 64] ^= (uint64_t)1 << (i % 64);
}

/* a mod b (na words, b nb words) into r (nb words). */
static void rem(uint64_t *r, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb)
{
    binpoly_divmod(NULL, r, a, na, b, nb);
}

/* ---- Berlekamp–Massey --------------------------------------------------- */

/* Bit-by-bit Berlekamp–Massey: L and h = X^L C(1/X) (h of n/64 + 2
 * words). */
static size_t ref_bm(uint64_t *h, const uint64_t *s, size_t n)
{
    size_t W = n / 64 + 2, L = 0, m = 1;
    uint64_t *C = calloc(W, 8), *B = calloc(W, 8), *T = calloc(W, 8);
    C[0] = B[0] = 1;
    for (size_t i = 0; i < n; i++) {
        int d = bit(s, i);
        for (size_t j = 1; j <= L; j++)
            d ^= bit(C, j) & bit(s, i - j);
        if (!d) {
            m++;
            continue;
        }
        memcpy(T, C, W * 8);
        for (size_t j = 0; j + m < 64 * W; j++)
            if (bit(B, j))
                flip(C, j + m);
        if (2 * L <= i) {
            L = i + 1 - L;
            memcpy(B, T, W * 8);
            m = 1;
        } else {
            m++;
        }
    }
    memset(h, 0, W * 8);
    for (size_t j = 0; j <= L; j++)
        if (bit(C, j))
            flip(h, L - j);
    free(C); free(B); free(T);
    return L;
}

/* Whether the monic h of degree L generates s (n terms): coefficients L ..
 * n-1 of h * rev(s) vanish, rev(s) = sum s_k X^(n-1-k). */
static int generates(const uint64_t *h, size_t L, const uint64_t *s, size_t n)
{
    size_t nv = n / 64 + 1, nh = L / 64 + 1;
    uint64_t *v = calloc(nv, 8), *p = calloc(nv + nh, 8);
    for (size_t k = 0; k < n; k++)
        if (bit(s, k))
            flip(v, n - 1 - k);
    binpoly_mul(p, h, nh, v, nv);
    int ok = 1;
    for (size_t i = L; i < n; i++)
        ok &= !bit(p, i);
    free(v); free(p);
    return ok;
}

static void check_bm(const uint64_t *s, size_t n, int ref, int ntl,
                     const char *what)
{
    size_t nh = n / 64 + 1, L = 12345;
    uint64_t *h = calloc(nh + 1, 8);
    h[nh] = 0x5AFE;
    int err = binpoly_berlekamp_massey(h, &L, s, n);
    CHECK(err == 0, "%s (%zu terms): %s", what, n, binpoly_strerror(err));
    CHECK(h[nh] == 0x5AFE, "%s: wrote past h", what);
    CHECK(tp_degree(h, nh) == (long)L, "%s (%zu terms): deg h %ld, L %zu", what,
          n, tp_degree(h, nh), L);
    CHECK(generates(h, L, s, n), "%s (%zu terms): h does not generate", what,
          n);
    if (ref) {
        uint64_t *rh = calloc(n / 64 + 2, 8);
        size_t rL = ref_bm(rh, s, n);
        CHECK(rL == L, "%s (%zu terms): L %zu, reference %zu", what, n, L,
              rL);
        if (2 * L <= n)
            CHECK(memcmp(h, rh, nh * 8) == 0, "%s (%zu terms): h differs "
                  "from the reference", what, n);
        free(rh);
    }
#ifdef BP_HAVE_NTL
    if (ntl && 2 * L <= n) {
        uint64_t *nt = calloc(nh, 8);
        pna_minpoly(nt, nh, s, n, (long)(n / 2));
        CHECK(memcmp(h, nt, nh * 8) == 0, "%s (%zu terms): h differs from "
              "NTL's MinPolySeq", what, n);
        free(nt);
    }
#else
    (void)ntl;
#endif
    free(h);
}

static void test_bm(uint64_t *st)
{
    static const size_t lens[] = {1, 2, 3, 5, 64, 65, 100, 127, 1000, 4095,
                                  4096, 4097, 5000, 9000, 30000, 100000};
    for (size_t i = 0; i < sizeof lens / sizeof *lens; i++) {
        size_t n = lens[i], nw = (n + 63) / 64;
        int ref = n <= 5000, ntl = n <= 30000;
        uint64_t *s = calloc(nw + 1, 8);
        /* random sequence: L near n/2 */
        test_fill_random(s, nw, st);
        check_bm(s, n, ref, ntl, "random");
        /* an LFSR of random feedback of length L = n/3 */
        size_t L = n / 3 + 1 < 3000 ? n / 3 + 1 : 3000;
        uint64_t *fb = calloc(L / 64 + 1, 8);
        test_fill_random(fb, L / 64 + 1, st);
        memset(s, 0, (nw + 1) * 8);
        test_fill_random(s, (L + 63) / 64, st);
        for (size_t k = L; k < 64 * ((L + 63) / 64) && k < 64 * nw; k++)
            if (bit(s, k))
                flip(s, k);
        for (size_t k = L; k < n; k++) { /* s_k = <fb, s_{k-L..k-1}> */
            uint64_t v = 0;
            for (size_t j = 0; j < L; j += 64) {
                size_t pos = k - L + j, w = pos / 64, b = pos % 64;
                uint64_t x = s[w] >> b;
                if (b)
                    x |= s[w + 1] << (64 - b);
                if (L - j < 64)
                    x &= ((uint64_t)1 << (L - j)) - 1;
                v ^= x & fb[j / 64];
            }
            if (__builtin_popcountll(v) & 1)
                flip(s, k);
        }
        if (n % 64)
            s[nw - 1] |= ~(uint64_t)0 << (n % 64); /* junk above n: ignored */
        check_bm(s, n, ref, ntl, "LFSR");
        /* all zeros, all ones, a single one at the end */
        memset(s, 0, (nw + 1) * 8);
        check_bm(s, n, 1, ntl, "zeros");
        flip(s, n - 1);
        check_bm(s, n, 1, ntl, "last one");
        memset(s, 0xFF, nw * 8);
        check_bm(s, n, 1, ntl, "ones");
        free(s); free(fb);
    }
    uint64_t h[2], s1[1] = {1};
    size_t L;
    CHECK(binpoly_berlekamp_massey(h, &L, s1, 0) == BINPOLY_ERR_ARG,
          "empty sequence");
    CHECK(binpoly_berlekamp_massey(NULL, &L, s1, 1) == BINPOLY_ERR_NULL,
          "h NULL");
    CHECK(binpoly_berlekamp_massey(h, &L, h, 1) == BINPOLY_ERR_OVERLAP,
          "h = seq");
    /* one term: any monic h of degree 1 fits; Berlekamp–Massey's is X+1 */
    CHECK(binpoly_berlekamp_massey(h, NULL, s1, 1) == 0 && h[0] == 3,
          "L NULL, sequence 1: h = X + 1");
}

/* ---- the modular context -------------------------------------------------- */


/* c = a b mod f by binpoly_mul + binpoly_divmod (W-word residues). */
static void ref_mulmod(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       const uint64_t *f, size_t W, size_t nf)
{
    uint64_t *p = calloc(2 * W, 8), *r = calloc(nf, 8);
    binpoly_mul(p, a, W, b, W);
    rem(r, p, 2 * W, f, nf);
    memcpy(c, r, W * 8);
    free(p); free(r);
}

static void test_mod(uint64_t *st)
{
    static const size_t degs[] = {1, 2, 3, 63, 64, 65, 128, 200, 1000, 5000};
    for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
        size_t n = degs[i], nf = n / 64 + 1;
        uint64_t *f = calloc(nf, 8);
        tp_random_poly(f, nf, n + 1, st);
        binpoly_modulus F;
        CHECK(binpoly_modulus_init(&F, f, nf) == 0, "init (deg %zu)", n);
        size_t W = binpoly_modulus_words(&F);
        CHECK(W == (n + 63) / 64, "words");
        uint64_t *a = calloc(W, 8), *b = calloc(W, 8), *c = calloc(W, 8),
                 *r = calloc(W, 8), *t = calloc(W, 8);
        tp_random_poly(a, W, n, st);
        tp_random_poly(b, W, n - n / 3, st);
        CHECK(binpoly_mod_mul(&F, c, a, b) == 0, "mod_mul");
        ref_mulmod(r, a, b, f, W, nf);
        CHECK(memcmp(c, r, W * 8) == 0, "mod_mul (deg %zu)", n);
        CHECK(binpoly_mod_sqr(&F, c, a) == 0, "mod_sqr");
        ref_mulmod(r, a, a, f, W, nf);
        CHECK(memcmp(c, r, W * 8) == 0, "mod_sqr (deg %zu)", n);
        memcpy(c, a, W * 8);
        CHECK(binpoly_mod_mul(&F, c, c, b) == 0, "mod_mul in place");
        ref_mulmod(r, a, b, f, W, nf);
        CHECK(memcmp(c, r, W * 8) == 0, "mod_mul in place (deg %zu)", n);
        /* reduce of a long polynomial */
        uint64_t *big = calloc(3 * nf + 2, 8), *rb = calloc(nf, 8);
        test_fill_random(big, 3 * nf + 2, st);
        CHECK(binpoly_mod_reduce(&F, c, big, 3 * nf + 2) == 0, "reduce");
        rem(rb, big, 3 * nf + 2, f, nf);
        CHECK(memcmp(c, rb, W * 8) == 0, "reduce (deg %zu)", n);
        /* a^e for e = 0 .. 40 by repeated products, and a 2-word e */
        memset(r, 0, W * 8);
        r[0] = n >= 1 ? 1 : 0;
        if (n == 1 && (f[0] & 1) == 0)
            r[0] = 1;
        for (uint64_t e = 0; e <= 40; e++) {
            CHECK(binpoly_mod_pow(&F, c, a, &e, 1) == 0 &&
                      memcmp(c, r, W * 8) == 0, "pow %llu (deg %zu)",
                  (unsigned long long)e, n);
            ref_mulmod(r, r, a, f, W, nf);
        }
        /* composition against Horner's rule g(h) = (.. g_top h + ..) */
        if (n <= 1000) {
            memset(r, 0, W * 8);
            for (size_t k = n; k-- > 0;) {
                ref_mulmod(r, r, b, f, W, nf);
                if (bit(a, k))
                    r[0] ^= 1;
            }
            CHECK(binpoly_mod_compose(&F, c, a, b) == 0 &&
                      memcmp(c, r, W * 8) == 0, "compose (deg %zu)", n);
            memcpy(c, a, W * 8);
            CHECK(binpoly_mod_compose(&F, c, c, b) == 0 &&
                      memcmp(c, r, W * 8) == 0, "compose in place");
        }
        /* Frobenius X^(2^k) against pow with e = 2^k (k < 128) */
        static const unsigned ks[] = {0, 1, 5, 30, 63, 100, 127};
        for (size_t j = 0; j < sizeof ks / sizeof *ks; j++) {
            uint64_t e[2] = {0, 0}, x[1] = {2};
            e[ks[j] / 64] = (uint64_t)1 << (ks[j] % 64);
            uint64_t *xr = calloc(nf, 8); /* rem writes nf words */
            rem(xr, x, 1, f, nf);
            CHECK(binpoly_mod_pow(&F, r, xr, e, 2) == 0, "pow 2^k");
            CHECK(binpoly_mod_frobenius(&F, c, ks[j]) == 0 &&
                      memcmp(c, r, W * 8) == 0, "frobenius %u (deg %zu)",
                  ks[j], n);
            free(xr);
        }
        /* residues with bits at or above deg f are refused */
        if (n % 64) {
            uint64_t keep = a[W - 1];
            a[W - 1] |= (uint64_t)1 << (n % 64);
            CHECK(binpoly_mod_mul(&F, c, a, b) == BINPOLY_ERR_ARG,
                  "unreduced input");
            a[W - 1] = keep;
        }
        binpoly_modulus_free(&F);
        CHECK(binpoly_mod_mul(&F, c, a, b) == BINPOLY_ERR_ARG,
              "freed context");
        free(f); free(a); free(b); free(c); free(r); free(t); free(big);
        free(rb);
    }
    binpoly_modulus F;
    uint64_t one[1] = {1}, zero[1] = {0};
    CHECK(binpoly_modulus_init(&F, one, 1) == BINPOLY_ERR_ARG, "mod 1");
    CHECK(binpoly_modulus_init(&F, zero, 1) == BINPOLY_ERR_ARG, "mod 0");
    CHECK(binpoly_modulus_init(NULL, one, 1) == BINPOLY_ERR_NULL, "F NULL");
    CHECK(binpoly_modulus_words(NULL) == 0, "words(NULL)");
}

/* ---- irreducibility ------------------------------------------------------- */

/* Trial division by every polynomial of degree 1 .. deg/2. */
static int ref_irreducible(uint64_t f)
{
    int n = f ? 63 - __builtin_clzll(f) : -1;
    if (n < 1)
        return 0;
    for (uint64_t d = 2; (63 - __builtin_clzll(d)) <= n / 2; d++) {
        uint64_t r = f;
        int dd = 63 - __builtin_clzll(d);
        for (int i = n; i >= dd; i--)
            if ((r >> i) & 1)
                r ^= d << (i - dd);
        if (r == 0)
            return 0;
    }
    return 1;
}

/* binpoly_irreducible_lowest(m) = binpoly_field_find_modulus(m). */
static void check_lowest(unsigned m)
{
    unsigned t1[3], t2[3];
    size_t n1 = 0, n2 = 0;
    CHECK(binpoly_irreducible_lowest(m, t1, &n1) == 0, "lowest(%u)", m);
    CHECK(binpoly_field_find_modulus(m, t2, &n2) == 0, "find_modulus");
    CHECK(n1 == n2 && memcmp(t1, t2, n1 * sizeof *t1) == 0,
          "lowest(%u): %zu taps (%u), field module %zu taps (%u)", m, n1,
          t1[0], n2, t2[0]);
}

static void test_irreducible(uint64_t *st)
{
    for (uint64_t f = 0; f < 2048; f++) {
        uint64_t w[1] = {f};
        CHECK(binpoly_is_irreducible(w, 1) == ref_irreducible(f),
              "is_irreducible(0x%llx)", (unsigned long long)f);
    }
    /* random irreducibles: accepted, and NTL agrees */
    static const size_t degs[] = {1, 2, 7, 64, 100, 300, 1000, 2000};
    for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
        size_t n = degs[i], nf = n / 64 + 1;
        uint64_t *f = calloc(nf, 8), *g = calloc(nf, 8);
        CHECK(binpoly_random_irreducible(f, n, 1000 + i) == 0,
              "random_irreducible(%zu)", n);
        CHECK(tp_degree(f, nf) == (long)n, "random irreducible of degree %zu",
              n);
        CHECK(binpoly_is_irreducible(f, nf) == 1, "random irreducible %zu",
              n);
        CHECK(binpoly_random_irreducible(g, n, 1000 + i) == 0 &&
                  memcmp(f, g, nf * 8) == 0, "seed determinism");
#ifdef BP_HAVE_NTL
        CHECK(pna_irred(f, nf) == 1, "NTL rejects our irreducible (%zu)", n);
        /* random polynomials: mostly reducible */
        for (int k = 0; k < 4; k++) {
            tp_random_poly(g, nf, n + 1, st);
            g[0] |= 1;
            CHECK(binpoly_is_irreducible(g, nf) == pna_irred(g, nf),
                  "is_irreducible differs from NTL (deg %zu)", n);
        }
#else
        (void)st; /* the random-polynomial comparison needs NTL */
#endif
        /* products are reducible, squares too */
        uint64_t *p = calloc(2 * nf, 8);
        binpoly_mul(p, f, nf, f, nf);
        CHECK(n < 1 || binpoly_is_irreducible(p, 2 * nf) == 0, "square");
        free(f); free(g); free(p);
    }
    /* the lowest irreducible against the field module's search: a range,
     * then degrees without an irreducible trinomial from the sparse
     * test's size on */
    for (unsigned m = 2; m <= 700; m += (m < 80 ? 1 : 37))
        check_lowest(m);
    static const unsigned more[] = {128, 131, 136, 163, 200, 283, 331, 512,
                                    571, 1000, 1019, 1024};
    for (size_t i = 0; i < sizeof more / sizeof *more; i++)
        check_lowest(more[i]);
    uint64_t z[1] = {0};
    unsigned taps[3];
    size_t nt;
    CHECK(binpoly_is_irreducible(z, 1) == 0, "0 is not irreducible");
    CHECK(binpoly_is_irreducible(NULL, 1) == BINPOLY_ERR_NULL, "NULL");
    CHECK(binpoly_irreducible_lowest(1, taps, &nt) == BINPOLY_ERR_TOO_LARGE,
          "lowest(1)");
    CHECK(binpoly_random_irreducible(z, 0, 1) == BINPOLY_ERR_TOO_LARGE,
          "random_irreducible(0)");
}

/* ---- factoring ------------------------------------------------------------ */

static void check_factor(const uint64_t *f, size_t nf, int ntl,
                         const char *what)
{
    binpoly_factors *fs = NULL;
    int err = binpoly_factor(&fs, f, nf, 7);
    CHECK(err == 0 && fs != NULL, "%s: factor: %s", what,
          binpoly_strerror(err));
    if (err)
        return;
    /* the product of the factors with multiplicities is f */
    size_t np = nf + 2;
    uint64_t *p = calloc(np, 8), *t = calloc(2 * np + 2, 8);
    p[0] = 1;
    for (size_t i = 0; i < fs->count; i++) {
        size_t w = fs->degree[i] / 64 + 1;
        CHECK(binpoly_is_irreducible(fs->words[i], w) == 1,
              "%s: factor %zu (degree %zu) is reducible", what, i,
              fs->degree[i]);
        CHECK(tp_degree(fs->words[i], w) == (long)fs->degree[i], "degree[i]");
        for (size_t m = 0; m < fs->mult[i]; m++) {
            if (tp_degree(p, np) + fs->degree[i] >= 64 * np) {
                CHECK(0, "%s: product of factors too long", what);
                break;
            }
            binpoly_mul(t, p, np, fs->words[i], w);
            memcpy(p, t, np * 8);
        }
        if (i > 0)
            CHECK(fs->degree[i - 1] <= fs->degree[i], "order");
    }
    int same = 1;
    for (size_t j = 0; j < np; j++)
        same &= p[j] == (j < nf ? f[j] : 0);
    CHECK(same, "%s: product of the factors != f", what);
    binpoly_factors *fs2 = NULL;
    CHECK(binpoly_factor(&fs2, f, nf, 99) == 0 && fs2->count == fs->count,
          "%s: another seed, another factorization", what);
    binpoly_factors_free(fs2);
#ifdef BP_HAVE_NTL
    if (ntl && tp_degree(f, nf) > 0) {
        size_t maxk = (size_t)tp_degree(f, nf) + 1;
        uint64_t *fac = calloc(maxk * nf, 8);
        long *mult = calloc(maxk, sizeof *mult);
        size_t k = pna_factor(fac, mult, maxk, f, nf);
        CHECK(k == fs->count, "%s: %zu factors, NTL %zu", what, fs->count,
              k);
        for (size_t i = 0; i < k && k == fs->count; i++) {
            int found = 0;
            for (size_t j = 0; j < fs->count; j++) {
                size_t w = fs->degree[j] / 64 + 1;
                if (tp_degree(fac + i * nf, nf) == (long)fs->degree[j] &&
                    memcmp(fac + i * nf, fs->words[j], w * 8) == 0 &&
                    (size_t)mult[i] == fs->mult[j])
                    found = 1;
            }
            CHECK(found, "%s: NTL's factor %zu not found", what, i);
        }
        free(fac); free(mult);
    }
#else
    (void)ntl;
#endif
    free(p); free(t);
    binpoly_factors_free(fs);
}

static void test_factor(uint64_t *st)
{
    static const size_t degs[] = {1, 2, 3, 10, 64, 65, 200, 500, 2048};
    for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
        size_t n = degs[i], nf = n / 64 + 1;
        uint64_t *f = calloc(nf, 8);
        for (int k = 0; k < (n < 100 ? 8 : 2); k++) {
            tp_random_poly(f, nf, n + 1, st);
            check_factor(f, nf, 1, "random");
        }
        free(f);
    }
    /* structured: X^k, all ones, (X+1)^3 g^2 h with g, h irreducible */
    uint64_t x8[1] = {0x100}, one[1] = {1}, ones[4];
    check_factor(x8, 1, 1, "X^8");
    check_factor(one, 1, 1, "1");
    memset(ones, 0xFF, sizeof ones);
    check_factor(ones, 4, 1, "all ones");
    uint64_t g[2], h[2], p[8] = {0}, t[8];
    binpoly_random_irreducible(g, 70, 3);
    binpoly_random_irreducible(h, 40, 4);
    uint64_t xp1[1] = {3};
    p[0] = 1;
    for (int k = 0; k < 3; k++) {
        binpoly_mul(t, p, 4, xp1, 1);
        memcpy(p, t, 4 * 8);
    }
    for (int k = 0; k < 2; k++) {
        binpoly_mul(t, p, 4, g, 2);
        memcpy(p, t, 6 * 8);
    }
    binpoly_mul(t, p, 6, h, 2);
    memcpy(p, t, 8 * 8);
    check_factor(p, 8, 1, "(X+1)^3 g^2 h");
    binpoly_factors *fs = NULL;
    uint64_t z[1] = {0};
    CHECK(binpoly_factor(&fs, z, 1, 1) == BINPOLY_ERR_ARG && fs == NULL,
          "factor(0)");
    CHECK(binpoly_factor(NULL, one, 1, 1) == BINPOLY_ERR_NULL, "out NULL");
    binpoly_factors_free(NULL);
}

/* binpoly_factor on the product of irreducibles of the degrees deg[i]
 * (binpoly_random_irreducible, seeds 1000 + i), each mult[i] times:
 * check_factor's checks, and exactly those factors with those
 * multiplicities come back. */
static void check_product(const size_t *deg, const size_t *mult, size_t k,
                          const char *what)
{
    size_t total = 0;
    for (size_t i = 0; i < k; i++)
        total += deg[i] * mult[i];
    size_t np = total / 64 + 1;
    uint64_t *p = calloc(np, 8), *t = calloc(2 * np + 1, 8);
    uint64_t **fac = calloc(k, sizeof *fac);
    p[0] = 1;
    for (size_t i = 0; i < k; i++) {
        size_t w = deg[i] / 64 + 1;
        fac[i] = calloc(w, 8);
        CHECK(binpoly_random_irreducible(fac[i], deg[i], 1000 + i) == 0,
              "%s: random_irreducible(%zu)", what, deg[i]);
        for (size_t m = 0; m < mult[i]; m++) {
            binpoly_mul(t, p, np, fac[i], w);
            memcpy(p, t, np * 8);
        }
    }
    check_factor(p, np, 1, what);
    binpoly_factors *fs = NULL;
    CHECK(binpoly_factor(&fs, p, np, 5) == 0 && fs->count == k,
          "%s: %zu factors, %zu expected", what, fs ? fs->count : 0, k);
    for (size_t i = 0; fs != NULL && i < k; i++) {
        int found = 0;
        for (size_t j = 0; j < fs->count; j++)
            found |= fs->degree[j] == deg[i] && fs->mult[j] == mult[i] &&
                     memcmp(fs->words[j], fac[i], (deg[i] / 64 + 1) * 8) == 0;
        CHECK(found, "%s: factor %zu (degree %zu) missing", what, i, deg[i]);
    }
    binpoly_factors_free(fs);
    for (size_t i = 0; i < k; i++)
        free(fac[i]);
    free(fac); free(p); free(t);
}

/* Products above poly_ddf.c's DDF_BSGS_MIN (the baby-step giant-step
 * walk, intervals of l = ceil(cbrt(n))^2 degrees for a modulus of degree
 * n): factors of one degree, of degrees in one interval (the interval's
 * factor split degree by degree), at the intervals' borders, small
 * factors with a large one, repeated factors, and a large irreducible
 * alone. */
static void test_factor_products(void)
{
    static const size_t ones[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static const size_t same[] = {300, 300, 300, 200};
    check_product(same, ones, 4, "three factors of degree 300");
    /* n = 2103, l = 169: all three in (676, 845] */
    static const size_t close[] = {700, 701, 702};
    check_product(close, ones, 3, "degrees 700, 701, 702");
    /* n = 2184, l = 169: 168, 169 | 170, 338 | 339 at the borders; the
     * walk starts over (l = 144, then 100) as the rest shrinks */
    static const size_t border[] = {168, 169, 170, 338, 339, 1000};
    check_product(border, ones, 6, "interval borders");
    static const size_t small[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1000};
    check_product(small, ones, 11, "degrees 1 to 10 and 1000");
    static const size_t rep[] = {600, 500, 37}, rep_m[] = {2, 1, 3};
    check_product(rep, rep_m, 3, "repeated factors");
    static const size_t big[] = {1500};
    check_product(big, ones, 1, "irreducible of degree 1500");
}

int main(void)
{
    test_require_backend();
    uint64_t st = 0xBB67AE8584CAA73BULL;
    test_bm(&st);
    test_mod(&st);
    test_irreducible(&st);
    test_factor(&st);
    test_factor_products();
    return test_report("test_poly_algebra");
}
