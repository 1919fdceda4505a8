/* SPDX-License-Identifier: MIT */
/*
 * Cross-check of the public binpoly_mul (on the backend BINPOLY_BACKEND
 * forces) against the installed peers, gf2x and NTL: thousands of random
 * (na, nb), balanced and unbalanced, longer side up to 20000 words, most
 * small to medium so one backend finishes in seconds.  The three results
 * must agree word for word; canary words after c must survive.
 * Usage: test_peers_mul [cases] [seed].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

#ifdef BP_HAVE_GF2X
#include <gf2x.h>
#endif
#ifdef BP_HAVE_NTL
#include "peer_ntl.h"
#endif

#define MAX_WORDS 20000
#define CANARIES 2
#define CANARY(k) (0xA5A5C0FFEE000000ULL + (uint64_t)(k))

static size_t compared;

/* Uniform in [lo, hi] (test data only; the tiny modulo bias is harmless). */
static size_t rand_range(uint64_t *st, size_t lo, size_t hi)
{
    return lo + (size_t)(test_rand64(st) % (hi - lo + 1));
}

/* Longer side of a case: mostly small and medium sizes (where the
 * constructions switch), a few large ones up to MAX_WORDS. */
static size_t rand_long_side(uint64_t *st)
{
    const unsigned r = (unsigned)(test_rand64(st) % 100);
    if (r < 55)
        return rand_range(st, 1, 64);
    if (r < 85)
        return rand_range(st, 65, 1024);
    if (r < 98)
        return rand_range(st, 1025, 4096);
    return rand_range(st, 4097, MAX_WORDS);
}

/* Operand data: random words mostly, sometimes all ones or a single bit
 * (top or bottom word), to exercise the edges of every split. */
static void fill_operand(uint64_t *p, size_t n, uint64_t *st)
{
    switch (test_rand64(st) % 8) {
    case 0:
        memset(p, 0xFF, n * sizeof *p);
        break;
    case 1:
        memset(p, 0, n * sizeof *p);
        p[test_rand64(st) & 1 ? n - 1 : 0] = 1ULL << (test_rand64(st) % 64);
        break;
    default:
        test_fill_random(p, n, st);
    }
}

/* Counts a mismatch of got against want (na x nb product), with the first
 * differing word (test_check.h prints the first ones). */
static void report(const char *who, const uint64_t *got, const uint64_t *want,
                   size_t na, size_t nb)
{
    size_t i = 0;
    while (i < na + nb && got[i] == want[i])
        i++;
    CHECK(0, "MISMATCH %s: %zu x %zu words, first differing word %zu", who,
          na, nb, i);
}

/* One case: binpoly against every installed peer.  When both peers agree
 * with binpoly they agree with each other; a mismatch report names the
 * peer, so a lone peer bug shows up as one line, not two. */
static void check_case(const uint64_t *a, size_t na, const uint64_t *b,
                       size_t nb, uint64_t *got, uint64_t *peer)
{
    const size_t nc = na + nb;
    for (int k = 0; k < CANARIES; k++)
        got[nc + k] = CANARY(k);
    int err = binpoly_mul(got, a, na, b, nb);
    CHECK(err == BINPOLY_OK, "binpoly_mul(%zu x %zu) failed: %s", na, nb,
          binpoly_strerror(err));
    if (err != BINPOLY_OK)
        return;
    for (int k = 0; k < CANARIES; k++)
        CHECK(got[nc + k] == CANARY(k),
              "canary %d after c overwritten: %zu x %zu", k, na, nb);
#ifdef BP_HAVE_GF2X
    gf2x_mul((unsigned long *)peer, (const unsigned long *)a, na,
             (const unsigned long *)b, nb);
    if (memcmp(got, peer, nc * sizeof *got) != 0)
        report("binpoly vs gf2x", got, peer, na, nb);
    compared++;
#endif
#ifdef BP_HAVE_NTL
    peer_ntl_product *p = peer_ntl_load(a, na, b, nb);
    if (p == NULL) {
        fprintf(stderr, "out of memory in NTL\n");
        exit(1);
    }
    peer_ntl_mul(p);
    peer_ntl_store(p, peer);
    peer_ntl_free(p);
    if (memcmp(got, peer, nc * sizeof *got) != 0)
        report("binpoly vs NTL", got, peer, na, nb);
    compared++;
#endif
}

int main(int argc, char **argv)
{
    test_require_backend();
    const size_t cases = argc > 1 ? strtoul(argv[1], NULL, 10)
                         : test_asan_mode() ? 600 : 3000;
    uint64_t st = argc > 2 ? strtoull(argv[2], NULL, 0) : 0x243F6A8885A308D3ULL;
    if (st == 0)
        st = 1; /* xorshift's fixed point */
    printf("peers:%s%s; %zu random cases, seed 0x%llx\n",
#ifdef BP_HAVE_GF2X
           " gf2x",
#else
           "",
#endif
#ifdef BP_HAVE_NTL
           " NTL",
#else
           "",
#endif
           cases, (unsigned long long)st);

    uint64_t *a = malloc(MAX_WORDS * sizeof *a);
    uint64_t *b = malloc(MAX_WORDS * sizeof *b);
    uint64_t *got = malloc((2 * MAX_WORDS + CANARIES) * sizeof *got);
    uint64_t *peer = malloc(2 * MAX_WORDS * sizeof *peer);
    if (!a || !b || !got || !peer) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    /* The extremes first: largest balanced, largest against one word. */
    static const size_t fixed[][2] = {
        {1, 1}, {MAX_WORDS, MAX_WORDS}, {MAX_WORDS, 1}, {1, MAX_WORDS},
        {MAX_WORDS, MAX_WORDS - 1}, {MAX_WORDS, 4097}};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        fill_operand(a, fixed[i][0], &st);
        fill_operand(b, fixed[i][1], &st);
        check_case(a, fixed[i][0], b, fixed[i][1], got, peer);
    }
    for (size_t i = 0; i < cases; i++) {
        size_t na = rand_long_side(&st), nb = na;
        if (test_rand64(&st) & 1) { /* unbalanced, either side longer */
            nb = rand_range(&st, 1, na);
            if (test_rand64(&st) & 1) {
                size_t t = na;
                na = nb;
                nb = t;
            }
        }
        fill_operand(a, na, &st);
        fill_operand(b, nb, &st);
        check_case(a, na, b, nb, got, peer);
    }

    free(a);
    free(b);
    free(got);
    free(peer);
    printf("%zu comparisons\n", compared);
    return test_report("test_peers_mul");
}
