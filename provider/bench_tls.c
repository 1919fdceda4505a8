/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-tls: full TLS 1.3 handshakes per second per group, client
 * and server in one thread over an in-memory BIO pair (tls_pair.c), so the
 * figure is the whole handshake's CPU cost on both sides: key shares,
 * encapsulation, ECDSA P-256 signature and verification, key schedule.
 *
 *   binpoly-bench-tls [-n handshakes] [-r rounds] [-p provider] [group ...]
 *
 * Every round times n handshakes of each group in turn (so drift hits all
 * groups alike); a group's figure is the median of its rounds, and the
 * ratio is its time per handshake over X25519's, measured in the same run.
 * The provider (binpolyprov, or -p another one such as oqsprovider, for
 * the same groups through another implementation) is loaded from
 * BINPOLY_PROVIDER_DIR, else the build tree.
 */
#include "tls_pair.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <openssl/err.h>
#include <openssl/provider.h>

#define MAX_GROUPS 32
#define MAX_ROUNDS 15

static const char *default_groups[] = {
    "X25519",      "x25519_hqc1", "hqc1",       "p256_hqc1",
    "x25519_bikel1", "bikel1",    "p256_bikel1", "hqc3",
    "p384_hqc3",   "x448_hqc3",   "bikel3",     "p384_bikel3",
    "x448_bikel3", "hqc5",        "p521_hqc5",  "bikel5",
    "p521_bikel5"};

/* The process's CPU time: client and server run in this one thread, so
 * it is the handshake's whole cost, and other load on the machine (which
 * stretches wall-clock time) does not count. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Seconds for n handshakes, or a negative value on failure. */
static double time_handshakes(const tls_pair *t, int n)
{
    double t0 = now();
    for (int i = 0; i < n; i++) {
        SSL *s, *c;
        if (!tls_pair_handshake(t, &s, &c))
            return -1;
        SSL_free(s);
        SSL_free(c);
    }
    return now() - t0;
}

/* qsort's order for doubles. */
static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The CPU's model name from /proc/cpuinfo, when there is one. */
static void print_cpu(void)
{
    char line[256];
    FILE *f = fopen("/proc/cpuinfo", "r");

    while (f != NULL && fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "model name", 10) == 0) {
            printf("CPU:%s", strchr(line, ':') + 1);
            break;
        }
    }
    if (f != NULL)
        fclose(f);
}

int main(int argc, char **argv)
{
    const char *groups[MAX_GROUPS];
    int ngroups = 0, n = 200, rounds = 5;
    static tls_pair pairs[MAX_GROUPS];
    static double per_hs[MAX_GROUPS][MAX_ROUNDS];
    double median[MAX_GROUPS];
    const char *dir = getenv("BINPOLY_PROVIDER_DIR"), *provider = "binpolyprov";
    OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            n = atoi(argv[++i]);
        else if (strcmp(argv[i], "-r") == 0 && i + 1 < argc)
            rounds = atoi(argv[++i]);
        else if (strcmp(argv[i], "-p") == 0 && i + 1 < argc)
            provider = argv[++i];
        else if (ngroups < MAX_GROUPS)
            groups[ngroups++] = argv[i];
    }
    if (n < 1 || rounds < 1 || rounds > MAX_ROUNDS) {
        fprintf(stderr, "usage: %s [-n handshakes] [-r rounds (1-%d)] "
                "[-p provider] [group ...]\n",
                argv[0], MAX_ROUNDS);
        return 2;
    }
    if (ngroups == 0)
        for (size_t i = 0; i < sizeof default_groups / sizeof *default_groups; i++)
            groups[ngroups++] = default_groups[i];
    if (libctx == NULL
        || !OSSL_PROVIDER_set_default_search_path(libctx, dir ? dir : BP_PROVIDER_DIR)
        || OSSL_PROVIDER_load(libctx, "default") == NULL
        || OSSL_PROVIDER_load(libctx, provider) == NULL) {
        ERR_print_errors_fp(stderr);
        return 1;
    }
    for (int g = 0; g < ngroups; g++) {
        if (!tls_pair_init(&pairs[g], libctx, groups[g])
            || time_handshakes(&pairs[g], 2) < 0) {  /* also a warm-up */
            fprintf(stderr, "group %s: no handshake\n", groups[g]);
            ERR_print_errors_fp(stderr);
            return 1;
        }
    }
    for (int r = 0; r < rounds; r++)
        for (int g = 0; g < ngroups; g++) {
            double s = time_handshakes(&pairs[g], n);
            if (s < 0) {
                ERR_print_errors_fp(stderr);
                return 1;
            }
            per_hs[g][r] = s / n;
        }
    print_cpu();
    printf("provider %s; ", provider);
    printf("%d rounds of %d handshakes per group; median of the rounds; "
           "process CPU time\n\n", rounds, n);
    printf("| group | handshakes/s (CPU) | us/handshake | time vs %s |\n"
           "|---|---:|---:|---:|\n", groups[0]);
    for (int g = 0; g < ngroups; g++) {
        qsort(per_hs[g], (size_t)rounds, sizeof(double), cmp_double);
        median[g] = per_hs[g][rounds / 2];
        printf("| %s | %.0f | %.1f | %.2fx |\n", groups[g], 1.0 / median[g],
               1e6 * median[g], median[g] / median[0]);
        tls_pair_free(&pairs[g]);
    }
    OSSL_LIB_CTX_free(libctx);
    return 0;
}
