/* SPDX-License-Identifier: MIT */
/* bench/large's own subjects (large_subjects.h). */
#include "large_subjects.h"

#include <stdlib.h>

#include "bench_alloc.h"
#include "fft/fft.h"

#ifdef BP_HAVE_GF2X_NATIVE
#include <gf2x.h> /* the types; the functions are the renamed copies */

void bpnative_gf2x_mul_pool_init(gf2x_mul_pool_t p);
void bpnative_gf2x_mul_pool_clear(gf2x_mul_pool_t p);
int bpnative_gf2x_mul_r(unsigned long *c, const unsigned long *a,
                        unsigned long an, const unsigned long *b,
                        unsigned long bn, gf2x_mul_pool_t p);

static void run_native(bench_subject *s)
{
    bpnative_gf2x_mul_r((unsigned long *)s->c, (const unsigned long *)s->a,
                        s->n, (const unsigned long *)s->b, s->n,
                        *(gf2x_mul_pool_t *)s->peer);
}
#endif

int large_open_native(bench_subject *s, const bp_backend *be, size_t bits)
{
#ifdef BP_HAVE_GF2X_NATIVE
    /* The backend subject's buffers; the product needs no scratch of
     * ours. */
    if (subject_open_backend(s, be, NULL, bits) != 0)
        return -1;
    free(s->scratch);
    s->scratch = NULL;
    gf2x_mul_pool_t *pool = malloc(sizeof *pool);
    if (pool == NULL) {
        subject_close(s);
        return -1;
    }
    bpnative_gf2x_mul_pool_init(*pool);
    s->peer = pool;
    s->name = "gf2x-native";
    s->run = run_native;
    return 0;
#else
    (void)s;
    (void)be;
    (void)bits;
    return -1;
#endif
}

void large_close_native(bench_subject *s)
{
#ifdef BP_HAVE_GF2X_NATIVE
    if (s->peer != NULL) {
        bpnative_gf2x_mul_pool_clear(*(gf2x_mul_pool_t *)s->peer);
        free(s->peer);
        s->peer = NULL;
    }
#endif
    subject_close(s);
}

int large_open_constructions(bench_subject *s, const bp_backend *be,
                             size_t bits)
{
    const size_t n = (bits + 63) / 64;
    const uint8_t plan[2] = {(uint8_t)be->plan_method(n), BP_M_END};
    if (subject_open_backend(s, be, plan, bits) != 0)
        return -1;
    s->name = "karatsuba/toom";
    return 0;
}

static void run_fft(bench_subject *s)
{
    s->be->fft_mul(s->c, s->a, s->n, s->b, s->n, s->scratch);
}

int large_open_fft(bench_subject *s, const bp_backend *be, size_t bits)
{
    if (subject_open_backend(s, be, NULL, bits) != 0)
        return -1;
    free(s->scratch);
    s->scratch = bench_alloc_words(bp_fft_scratch_words(s->n, s->n));
    if (s->scratch == NULL) {
        subject_close(s);
        return -1;
    }
    s->name = "fft";
    s->run = run_fft;
    return 0;
}

const char *large_native_description(void)
{
#ifdef BP_HAVE_GF2X_NATIVE
    return "gf2x built from Debian's source package with CFLAGS=-march=native "
           "-O3 (" BP_GF2X_NATIVE_DIR ")";
#else
    return NULL;
#endif
}
