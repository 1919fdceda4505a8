/*
 * Word-aligned Toom-Cook 4 over F2[X] (7 products), x = X^64, at the
 * points 0, inf, 1, x, x+1, x^2, x^2+1.
 *
 * With z = X^(64k), k = ceil(n/4), A = a0 + a1 z + a2 z^2 + a3 z^3 (a3 of
 * l = n - 3k words), H(t) = A(t) B(t) = c0 + c1 t + ... + c6 t^6 with
 * c0 = a0 b0 and c6 = a3 b3.  The other five products H(p) (operands of
 * k + 6 words: p^3 has degree 6 in x) give R(t) = (H(t) - c0 - c6 t^6)/t,
 * of degree 4, at the five finite points:
 *   R(p) = (H(p) + c0 + c6 p^6) / p.
 * Newton's divided differences over these points, then the in-place
 * Newton-to-monomial conversion, give R = c1 + c2 t + ... + c5 t^4.
 * Every division is exact, by a small polynomial p(x) = x^s D(x) with
 * D(0) = 1: a shift by s words, then the product by D^-1 mod X^(64L), a
 * recurrence over the words (Quercia-Zimmermann's trick, generalized).
 * The points were chosen so that the divisors are x, x+1, x^2+1 and
 * x^2+x+1 and their products with x: short recurrences.
 */
#include "constructions.h"

/* The finite points, as polynomials in x (bit i: x^i): 1, x, x+1, x^2,
 * x^2+1 (Newton order). */
static const unsigned toom4_points[5] = {0x1, 0x2, 0x3, 0x4, 0x5};

/* Carry-less product of two small polynomials in x (public constants). */
static unsigned small_clmul(unsigned p, unsigned q)
{
    unsigned r = 0;
    for (unsigned i = 0; i < 16; i++)
        if ((q >> i) & 1)
            r ^= p << i;
    return r;
}

/*
 * dst[0..len) ^= (src[0..slen) * P(x)) truncated to len words, P a small
 * public polynomial in x = X^64 (one shifted XOR per term).  restrict:
 * dst and src are different buffers at every call.
 */
static void xor_times_small(uint64_t *restrict dst, size_t len,
                            const uint64_t *restrict src, size_t slen,
                            unsigned P)
{
    for (unsigned s = 0; P >> s != 0; s++) {
        if (!((P >> s) & 1) || s >= len)
            continue;
        const size_t top = slen < len - s ? slen : len - s;
        for (size_t i = 0; i < top; i++)
            dst[s + i] ^= src[i];
    }
}

/*
 * p[0..len) <- p / P(x), exact (the quotient has fewer than len words; p
 * is zero above its degree).  P = x^s D with D(0) = 1 and deg D <= 2 (all
 * the divisors here): shift down s words, then q_j = p_j + d1 q_(j-1) +
 * d2 q_(j-2), the product by D^-1 mod X^(64 len), with the two previous
 * quotient words kept in registers (the taps are masks of public bits).
 */
static void div_small(uint64_t *p, size_t len, unsigned P)
{
    unsigned s = 0;
    while (!((P >> s) & 1))
        s++;
    const unsigned D = P >> s;
    if (D == 1) { /* a plain shift: a vectorized copy */
        for (size_t j = 0; j + s < len; j++)
            p[j] = p[j + s];
        for (size_t j = len - s; j < len; j++)
            p[j] = 0;
        return;
    }
    const uint64_t t1 = 0 - (uint64_t)((D >> 1) & 1);
    const uint64_t t2 = 0 - (uint64_t)((D >> 2) & 1);
    uint64_t q1 = 0, q2 = 0; /* q_(j-1), q_(j-2) */
    for (size_t j = 0; j < len; j++) {
        const uint64_t q = (j + s < len ? p[j + s] : 0) ^ (q1 & t1) ^
                           (q2 & t2);
        p[j] = q;
        q2 = q1;
        q1 = q;
    }
}

/* ea = sum_j a_j P^j (P a point, a_j the blocks: k words, a3 l words),
 * over m words.  restrict: ea is scratch. */
static void evaluate(uint64_t *restrict ea, size_t m,
                     const uint64_t *restrict a, size_t k, size_t l,
                     unsigned P)
{
    for (size_t i = 0; i < m; i++)
        ea[i] = 0;
    unsigned pj = 1;
    for (size_t j = 0; j < 4; j++, pj = small_clmul(pj, P))
        xor_times_small(ea, m, a + j * k, j < 3 ? k : l, pj);
}

/*
 * c[0..2n) = a*b, n >= 48.  Scratch: the evaluated operands (m = k + 6
 * words each), five values of L = 2m + 8 words (room for the interpolation
 * to stay exact: every intermediate is a polynomial of at most 2k + 8
 * words), then the sub-products' (at most m words): 12k + 112 + 12m +
 * 1024 <= 12n + 1024 for n >= 34.  Constant time: control flow and
 * addresses depend on n only (the points are constants).
 */
void BP_FN(toom4)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                  size_t n, const uint8_t *plan, uint64_t *scratch)
{
    const size_t k = (n + 3) / 4, l = n - 3 * k, m = k + 6, L = 2 * m + 8;
    uint64_t *ea = scratch, *eb = ea + m, *v = eb + m;
    uint64_t *rest = v + 5 * L;
    const uint64_t *h0 = c, *hinf = c + 6 * k;

    const uint8_t *sub_m = plan, *sub_k = plan;
    const bp_method mm = BP_FN(plan_step)(m, &sub_m);
    const bp_method mk = BP_FN(plan_step)(k, &sub_k);

    /* c0 at c, c6 at c + 6k (ends at 2n). */
    BP_FN(mul_method)(mk, c, a, b, k, sub_k, rest);
    BP_FN(mul_plan)(c + 6 * k, a + 3 * k, b + 3 * k, l, plan, rest);

    /* R(p) = (H(p) + c0 + c6 p^6) / p for the five points. */
    for (size_t i = 0; i < 5; i++) {
        const unsigned P = toom4_points[i];
        uint64_t *vi = v + i * L;
        evaluate(ea, m, a, k, l, P);
        evaluate(eb, m, b, k, l, P);
        BP_FN(mul_method)(mm, vi, ea, eb, m, sub_m, rest);
        for (size_t j = 2 * m; j < L; j++)
            vi[j] = 0;
        xor_times_small(vi, L, h0, 2 * k, 1);
        unsigned p6 = 1;
        for (int e = 0; e < 6; e++)
            p6 = small_clmul(p6, P);
        xor_times_small(vi, L, hinf, 2 * l, p6);
        div_small(vi, L, P);
    }

    /* Newton's divided differences, in place: v_i <- (v_i + v_(i-1)) /
     * (p_i + p_(i-d)). */
    for (size_t d = 1; d < 5; d++)
        for (size_t i = 4; i >= d; i--) {
            uint64_t *vi = v + i * L;
            const uint64_t *prev = v + (i - 1) * L;
            for (size_t j = 0; j < L; j++)
                vi[j] ^= prev[j];
            div_small(vi, L, toom4_points[i] ^ toom4_points[i - d]);
        }

    /* Newton form to monomial coefficients: v_j += p_i v_(j+1). */
    for (size_t i = 4; i-- > 0;)
        for (size_t j = i; j < 4; j++)
            xor_times_small(v + j * L, L, v + (j + 1) * L, L,
                            toom4_points[i]);

    /* c = c0 + sum_j c_j z^j + c6 z^6, c_j = v_(j-1). */
    for (size_t i = 2 * k; i < 6 * k; i++)
        c[i] = 0;
    for (size_t j = 1; j <= 5; j++) {
        const size_t o = j * k, len = 2 * n - o < L ? 2 * n - o : L;
        uint64_t *cj = c + o;
        const uint64_t *vj = v + (j - 1) * L;
        for (size_t i = 0; i < len; i++)
            cj[i] ^= vj[i];
    }
}
