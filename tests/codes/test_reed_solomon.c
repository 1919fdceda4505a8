/* SPDX-License-Identifier: MIT */
/*
 * Reed-Solomon encoder and decoder against test-only references:
 *  - encoding: long division of X^{2delta} M(X) by g with log tables;
 *  - decoding with <= delta errors must give back the message;
 *  - decoding of any word (also > delta errors and random words) must equal
 *    a plain branchy transcription of spec 6.5 using log tables.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gf256_ref.h"
#include "hqc_code_params.h"
#include "reed_solomon.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

static void ref_rs_encode(uint8_t *c, const uint8_t *m,
                          const bp_hqc_code_params *p)
{
    const int par = 2 * p->delta;
    uint8_t rem[BP_HQC_CODE_MAX_N1] = {0}; /* X^{2delta} M(X), then mod g */
    for (int i = 0; i < p->k; i++)
        rem[par + i] = m[i];
    for (int d = p->n1 - 1; d >= par; d--) {
        uint8_t f = rem[d]; /* g is monic: subtract f X^{d-par} g */
        for (int t = 0; t <= par; t++)
            rem[d - par + t] ^= ref_gf_mul(f, p->gen[t]);
    }
    memcpy(c, rem, (size_t)par);
    memcpy(c + par, m, (size_t)p->k);
}

/* Spec 6.5 transcribed literally (branches, tables). */
static void ref_rs_decode(uint8_t *m, const uint8_t *cin,
                          const bp_hqc_code_params *p)
{
    const int delta = p->delta, n1 = p->n1;
    uint8_t c[BP_HQC_CODE_MAX_N1], S[2 * BP_HQC_CODE_MAX_DELTA];
    memcpy(c, cin, (size_t)n1);
    for (int i = 0; i < 2 * delta; i++) {
        S[i] = 0;
        for (int j = 0; j < n1; j++)
            S[i] ^= ref_gf_mul(c[j], ref_gf_pow_alpha((long)(i + 1) * j));
    }
    uint8_t sigma[BP_HQC_CODE_MAX_DELTA + 1] = {1};
    uint8_t B[BP_HQC_CODE_MAX_DELTA + 1] = {0, 1};
    uint8_t T[BP_HQC_CODE_MAX_DELTA];
    int L = 0, Lb = 0, rho = -1;
    uint8_t drho = 1, d = S[0];
    for (int mu = 0; mu < 2 * delta; mu++) {
        memcpy(T, sigma, (size_t)delta);
        int Lt = L;
        uint8_t q = ref_gf_mul(d, ref_gf_inv(drho));
        int top = mu + 1 < delta ? mu + 1 : delta;
        for (int i = 1; i <= top; i++)
            sigma[i] ^= ref_gf_mul(q, B[i]);
        int cand = (mu - rho) + Lb;
        int change = d != 0 && cand > L;
        if (change)
            L = cand;
        if (mu == 2 * delta - 1)
            break;
        if (change) {
            rho = mu;
            drho = d;
            Lb = Lt;
            B[0] = 0;
            memcpy(B + 1, T, (size_t)delta);
        } else {
            memmove(B + 1, B, (size_t)delta);
            B[0] = 0;
        }
        d = S[mu + 1];
        for (int i = 1; i <= top; i++)
            d ^= ref_gf_mul(sigma[i], S[mu + 1 - i]);
    }
    uint8_t beta[BP_HQC_CODE_MAX_DELTA] = {0};
    int pos[BP_HQC_CODE_MAX_DELTA], cnt = 0;
    for (int j = 0; j < n1; j++) {
        uint8_t v = 0;
        for (int i = 0; i <= delta; i++)
            v ^= ref_gf_mul(sigma[i], ref_gf_pow_alpha(-(long)i * j));
        if (v == 0 && cnt < delta) {
            beta[cnt] = ref_gf_pow_alpha(j);
            pos[cnt] = j;
            cnt++;
        }
    }
    uint8_t z[BP_HQC_CODE_MAX_DELTA + 1] = {1, (uint8_t)(S[0] ^ sigma[1])};
    for (int i = 2; i <= delta; i++) {
        z[i] = 0;
        if (i <= L) {
            z[i] = S[i - 1] ^ sigma[i];
            for (int j = 1; j < i; j++)
                z[i] ^= ref_gf_mul(sigma[j], S[i - j - 1]);
        }
    }
    for (int t = 0; t < cnt; t++) {
        uint8_t x = ref_gf_inv(beta[t]), num = 0, den = 1, xi = 1;
        for (int i = 0; i <= delta; i++) {
            num ^= ref_gf_mul(z[i], xi);
            xi = ref_gf_mul(xi, x);
        }
        for (int u = 1; u < delta; u++)
            den = ref_gf_mul(den, 1 ^ ref_gf_mul(x, beta[(t + u) % delta]));
        c[pos[t]] ^= ref_gf_mul(num, ref_gf_inv(den));
    }
    memcpy(m, c + 2 * delta, (size_t)p->k);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0xC0DE5EEDull;
    ref_gf_init();
    for (int level = 1; level <= 5; level += 2) {
        const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
        const int n1 = p->n1, k = p->k, delta = p->delta;
        int cases = 0;
        for (int it = 0; it < 1500; it++) {
            uint8_t m[BP_HQC_CODE_MAX_K], c[BP_HQC_CODE_MAX_N1];
            uint8_t cref[BP_HQC_CODE_MAX_N1], r[BP_HQC_CODE_MAX_N1];
            uint8_t out[BP_HQC_CODE_MAX_K], outref[BP_HQC_CODE_MAX_K];
            for (int i = 0; i < k; i++)
                m[i] = (uint8_t)test_rand64(&rng);
            bp_rs_encode(c, m, p);
            ref_rs_encode(cref, m, p);
            CHECK(memcmp(c, cref, (size_t)n1) == 0, "level %d: encoding differs",
                  level);
            /* Error count: 0..delta (must decode), then up to n1, then a
             * uniformly random word. */
            int nerr = it % (n1 + 2);
            memcpy(r, c, (size_t)n1);
            if (nerr == n1 + 1) {
                for (int i = 0; i < n1; i++)
                    r[i] = (uint8_t)test_rand64(&rng);
            } else {
                uint8_t used[BP_HQC_CODE_MAX_N1] = {0};
                for (int e = 0; e < nerr; e++) {
                    int j;
                    do
                        j = (int)(test_rand64(&rng) % (uint64_t)n1);
                    while (used[j]);
                    used[j] = 1;
                    r[j] ^= (uint8_t)(1 + test_rand64(&rng) % 255);
                }
            }
            ref_rs_decode(outref, r, p);
            /* Exact-size heap copies, so ASan builds catch any access
             * beyond n1 or k. */
            uint8_t *rh = malloc((size_t)n1), *mh = malloc((size_t)k);
            if (rh == NULL || mh == NULL)
                return 1;
            memcpy(rh, r, (size_t)n1);
            bp_rs_decode(mh, rh, p); /* rh is scratch from here on */
            memcpy(out, mh, (size_t)k);
            free(rh);
            free(mh);
            CHECK(memcmp(out, outref, (size_t)k) == 0,
                  "level %d: %d errors: decoder differs from spec "
                  "transcription", level, nerr);
            CHECK(nerr > delta || memcmp(out, m, (size_t)k) == 0,
                  "level %d: %d errors not corrected", level, nerr);
            cases++;
        }
        printf("level %d: %d cases\n", level, cases);
    }
    return test_report("Reed-Solomon");
}
