/* SPDX-License-Identifier: MIT */
/* Products under test (see subject.h). */
#include "subject.h"

#include "bench_alloc.h"
#include "binpoly.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BP_HAVE_GF2X
#include <gf2x.h>
#endif
#ifdef BP_HAVE_NTL
#include "peer_ntl.h"
#endif

/* Zeroes s and gives it its name, size and zeroed a, b (n words) and c
 * (2n words); 0, or -1 (s closed) when out of memory. */
static int alloc_operands(bench_subject *s, const char *name, size_t bits)
{
    memset(s, 0, sizeof *s);
    s->name = name;
    s->bits = bits;
    s->n = (bits + 63) / 64;
    s->a = bench_alloc_words(s->n);
    s->b = bench_alloc_words(s->n);
    s->c = bench_alloc_words(2 * s->n);
    if (s->a == NULL || s->b == NULL || s->c == NULL) {
        subject_close(s);
        return -1;
    }
    return 0;
}

/* load/store of the subjects whose run() reads a, b and writes c. */
static void load_nothing(bench_subject *s)
{
    (void)s;
}

/* Timed: our backend through its planner (be->mul, balanced). */
static void run_backend_planner(bench_subject *s)
{
    s->be->mul(s->c, s->a, s->n, s->b, s->n, s->scratch);
}

/* Timed: our backend following the forced plan. */
static void run_backend_plan(bench_subject *s)
{
    s->be->mul_plan(s->c, s->a, s->b, s->n, s->plan, s->scratch);
}

int subject_open_backend(bench_subject *s, const bp_backend *be,
                         const uint8_t *plan, size_t bits)
{
    if (alloc_operands(s, be->name, bits) != 0)
        return -1;
    s->be = be;
    s->scratch = bench_alloc_words(bp_scratch_words(s->n, s->n));
    if (s->scratch == NULL) {
        subject_close(s);
        return -1;
    }
    s->load = load_nothing;
    s->store = load_nothing;
    s->run = run_backend_planner;
    if (plan != NULL) {
        size_t k = 0;
        while (plan[k] != BP_M_END && k + 1 < sizeof s->plan) {
            s->plan[k] = plan[k];
            k++;
        }
        s->run = run_backend_plan;
    }
    return 0;
}

/* Timed: the public call on the dispatched backend, argument checks and
 * all. */
static void run_public(bench_subject *s)
{
    binpoly_mul(s->c, s->a, s->n, s->b, s->n);
}

int subject_open_public(bench_subject *s, size_t bits)
{
    if (alloc_operands(s, "binpoly_mul", bits) != 0)
        return -1;
    s->load = load_nothing;
    s->store = load_nothing;
    s->run = run_public;
    return 0;
}

#ifdef BP_HAVE_GF2X
/* gf2x_mul_r with a pool kept across runs: gf2x allocates its Toom-Cook
 * scratch once, as our backends get theirs once. */
static void run_gf2x(bench_subject *s)
{
    gf2x_mul_r((unsigned long *)s->c, (const unsigned long *)s->a, s->n,
               (const unsigned long *)s->b, s->n, *(gf2x_mul_pool_t *)s->peer);
}

/* Opens a gf2x subject named name whose product is run, with a pool set
 * up by pool_init. */
static int open_gf2x_pool(bench_subject *s, const char *name, size_t bits,
                          void (*run)(bench_subject *),
                          void (*pool_init)(gf2x_mul_pool_t))
{
    if (alloc_operands(s, name, bits) != 0)
        return -1;
    gf2x_mul_pool_t *pool = malloc(sizeof *pool);
    if (pool == NULL) {
        subject_close(s);
        return -1;
    }
    pool_init(*pool);
    s->peer = pool;
    s->load = load_nothing;
    s->store = load_nothing;
    s->run = run;
    return 0;
}
#endif

int subject_open_gf2x(bench_subject *s, size_t bits)
{
#ifdef BP_HAVE_GF2X
    return open_gf2x_pool(s, "gf2x", bits, run_gf2x, gf2x_mul_pool_init);
#else
    (void)s;
    (void)bits;
    return -1;
#endif
}

#ifdef BP_HAVE_GF2X_NATIVE
/* gf2x built by tools/peers/build_gf2x_native.sh: the same functions
 * renamed bpnative_*, the types of Debian's gf2x.h (the same version). */
void bpnative_gf2x_mul_pool_init(gf2x_mul_pool_t p);
void bpnative_gf2x_mul_pool_clear(gf2x_mul_pool_t p);
int bpnative_gf2x_mul_r(unsigned long *c, const unsigned long *a,
                        unsigned long an, const unsigned long *b,
                        unsigned long bn, gf2x_mul_pool_t p);

static void run_gf2x_native(bench_subject *s)
{
    bpnative_gf2x_mul_r((unsigned long *)s->c, (const unsigned long *)s->a,
                        s->n, (const unsigned long *)s->b, s->n,
                        *(gf2x_mul_pool_t *)s->peer);
}
#endif

int subject_open_gf2x_native(bench_subject *s, size_t bits)
{
#ifdef BP_HAVE_GF2X_NATIVE
    return open_gf2x_pool(s, "gf2x-native", bits, run_gf2x_native,
                          bpnative_gf2x_mul_pool_init);
#else
    (void)s;
    (void)bits;
    return -1;
#endif
}

const char *subject_gf2x_native_description(void)
{
#ifdef BP_HAVE_GF2X_NATIVE
    return "gf2x built from Debian's source package with CFLAGS=-march=native "
           "-O3 (" BP_GF2X_NATIVE_DIR ")";
#else
    return NULL;
#endif
}

#ifdef BP_HAVE_NTL
/* Untimed: a, b converted into fresh NTL operands (the old ones freed). */
static void load_ntl(bench_subject *s)
{
    peer_ntl_free(s->peer);
    s->peer = peer_ntl_load(s->a, s->n, s->b, s->n);
    if (s->peer == NULL) {
        fprintf(stderr, "binpoly-bench: out of memory in NTL\n");
        exit(1);
    }
}

/* Timed: NTL's product alone, on operands already in NTL's form. */
static void run_ntl(bench_subject *s)
{
    peer_ntl_mul(s->peer);
}

/* Untimed: NTL's last product back into c. */
static void store_ntl(bench_subject *s)
{
    peer_ntl_store(s->peer, s->c);
}
#endif

int subject_open_ntl(bench_subject *s, size_t bits)
{
#ifdef BP_HAVE_NTL
    if (alloc_operands(s, "ntl", bits) != 0)
        return -1;
    s->load = load_ntl;
    s->run = run_ntl;
    s->store = store_ntl;
    load_ntl(s);
    return 0;
#else
    (void)s;
    (void)bits;
    return -1;
#endif
}

const char *subject_peer_versions(void)
{
    static char text[64];
    text[0] = '\0';
#ifdef BP_HAVE_GF2X
    snprintf(text, sizeof text, "gf2x %d.%d.%d", GF2X_VERSION_MAJOR,
             GF2X_VERSION_MINOR, GF2X_VERSION_PATCHLEVEL);
#endif
#ifdef BP_HAVE_NTL
    size_t len = strlen(text);
    snprintf(text + len, sizeof text - len, "%sNTL %s", len ? ", " : "",
             peer_ntl_version());
#endif
    return text;
}

void subject_close(bench_subject *s)
{
    if (s->peer != NULL) {
#ifdef BP_HAVE_GF2X
        if (s->run == run_gf2x) {
            gf2x_mul_pool_clear(*(gf2x_mul_pool_t *)s->peer);
            free(s->peer);
        }
#endif
#ifdef BP_HAVE_GF2X_NATIVE
        if (s->run == run_gf2x_native) {
            bpnative_gf2x_mul_pool_clear(*(gf2x_mul_pool_t *)s->peer);
            free(s->peer);
        }
#endif
#ifdef BP_HAVE_NTL
        if (s->run == run_ntl)
            peer_ntl_free(s->peer);
#endif
    }
    free(s->a);
    free(s->b);
    free(s->c);
    free(s->scratch);
    memset(s, 0, sizeof *s);
}
