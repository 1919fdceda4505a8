/* SPDX-License-Identifier: MIT */
/*
 * The additive FFT product through binpoly_mul at a few large sizes (the
 * shorter operand just above the backend's crossover, about 10^6 bits;
 * balanced, nearly and 1 : 8) against NTL's GF2X product, on the backend BINPOLY_BACKEND
 * forces (registered once per backend; only when NTL is installed).  NTL
 * is an independent implementation (gf2x's FFT underneath at these
 * sizes), so this checks the FFT at sizes the schoolbook reference cannot
 * reach.  Usage: test_fft_ntl.
 */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "fft/fft.h"
#include "peer_ntl.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

static uint64_t rng = 0xD1B54A32D192ED03ULL;

/* binpoly_mul against NTL at na x nb words. */
static void check(size_t na, size_t nb)
{
    uint64_t *a = malloc(na * sizeof *a), *b = malloc(nb * sizeof *b);
    uint64_t *c = malloc((na + nb) * sizeof *c);
    uint64_t *want = malloc((na + nb) * sizeof *want);
    test_fill_random(a, na, &rng);
    test_fill_random(b, nb, &rng);
    a[na - 1] = ~0ULL; /* full degree: the top chunk products occur */
    peer_ntl_product *p = peer_ntl_load(a, na, b, nb);
    CHECK(p != NULL, "NTL could not load %zu x %zu words", na, nb);
    if (p != NULL) {
        peer_ntl_mul(p);
        peer_ntl_store(p, want);
        peer_ntl_free(p);
        CHECK(binpoly_mul(c, a, na, b, nb) == BINPOLY_OK &&
                  memcmp(c, want, (na + nb) * sizeof *c) == 0,
              "binpoly_mul %zu x %zu words differs from NTL", na, nb);
    }
    free(a);
    free(b);
    free(c);
    free(want);
}

int main(void)
{
    test_require_backend();
    const bp_backend *be = bp_backend_active();
    const size_t n = be->fft_switch[BP_FFT_SWITCH_LOGS - 1] + 1000;
    check(n, n);
    check(n + 12345, n - 1);
    check(8 * n + 7, n);
    return test_report("test_fft_ntl");
}
