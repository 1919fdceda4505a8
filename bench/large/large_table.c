/* SPDX-License-Identifier: MIT */
/*
 * The table of large products (large_bench.h): per size, the median
 * seconds of each subject over interleaved rounds on the same data, and
 * the same-run ratios against gf2x built for this CPU (or Debian's when
 * that one is absent).  The FFT's constant is its time per L log2 L, L
 * the transform length in field elements.
 */
#include <math.h>
#include <stdio.h>

#include "binpoly.h"
#include "fft/fft.h"
#include "large_bench.h"
#include "large_subjects.h"
#include "large_timing.h"

enum { S_BINPOLY, S_FFT, S_CONSTRUCTIONS, S_NATIVE, S_GF2X, S_NTL, S_COUNT };

/* Opens the subjects of one size; opened[i] says which are there.  Our
 * constructions alone up to 10^8 bits (about 2 s a run there, minutes at
 * 10^9); Debian's generic gf2x and NTL up to 10^7 unless all_peers (40 to
 * 60 s a run each at 10^8). */
static void open_subjects(bench_subject *s, int *opened, const bp_backend *be,
                          size_t bits, int all_peers)
{
    const int with_constructions = bits <= 100000000;
    const int generic_peers = all_peers || bits <= 10000000;
    opened[S_BINPOLY] = subject_open_backend(&s[S_BINPOLY], be, NULL, bits) == 0;
    if (opened[S_BINPOLY])
        s[S_BINPOLY].name = "binpoly";
    opened[S_FFT] = large_open_fft(&s[S_FFT], be, bits) == 0;
    opened[S_CONSTRUCTIONS] =
        with_constructions &&
        large_open_constructions(&s[S_CONSTRUCTIONS], be, bits) == 0;
    opened[S_NATIVE] = subject_open_gf2x_native(&s[S_NATIVE], bits) == 0;
    opened[S_GF2X] = generic_peers && subject_open_gf2x(&s[S_GF2X], bits) == 0;
    opened[S_NTL] = generic_peers && subject_open_ntl(&s[S_NTL], bits) == 0;
}

static void close_subjects(bench_subject *s, const int *opened)
{
    for (int i = 0; i < S_COUNT; i++) {
        if (opened[i])
            subject_close(&s[i]);
    }
}

/* A time in milliseconds, or "-" for an absent subject. */
static void print_ms(int present, double seconds)
{
    if (present)
        printf(" %12.3f", 1e3 * seconds);
    else
        printf(" %12s", "-");
}

/* One row; 0, or 1 when the products differ or memory runs out. */
static int table_row(const bp_backend *be, size_t bits, const large_options *o)
{
    bench_subject s[S_COUNT];
    int opened[S_COUNT];
    open_subjects(s, opened, be, bits, o->all_peers);
    if (!opened[S_BINPOLY]) {
        fprintf(stderr, "%zu bits: out of memory\n", bits);
        close_subjects(s, opened);
        return 1;
    }
    bench_subject *list[S_COUNT];
    int index[S_COUNT];
    size_t count = 0;
    for (int i = 0; i < S_COUNT; i++)
        if (opened[i]) {
            index[i] = (int)count;
            list[count++] = &s[i];
        }
    double median[S_COUNT];
    const int bad = large_time_subjects(list, count, o->budget, 3, 101,
                                        0x5EED0000ULL + bits, median);
    double t[S_COUNT];
    for (int i = 0; i < S_COUNT; i++)
        t[i] = opened[i] ? median[index[i]] : 0;
    printf("%11zu", bits);
    for (int i = 0; i < S_COUNT; i++)
        print_ms(opened[i], t[i]);
    const int ref = opened[S_NATIVE] ? S_NATIVE : S_GF2X;
    if (opened[ref])
        printf(" %8.2f", t[ref] / t[S_BINPOLY]);
    else
        printf(" %8s", "-");
    const size_t n = s[S_BINPOLY].n;
    const double len = ldexp(1.0, (int)bp_fft_log_len(n, n));
    if (opened[S_FFT])
        printf(" %8.3f", 1e9 * t[S_FFT] / (len * log2(len)));
    else
        printf(" %8s", "-");
    printf("\n");
    fflush(stdout);
    close_subjects(s, opened);
    return bad != 0;
}

void large_print_switch(const bp_backend *be)
{
    printf("FFT crossovers by transform length 2^%d..2^%d (shorter "
           "operand, words; bp_fft_applies):", BP_FFT_SWITCH_LOG0,
           BP_FFT_SWITCH_LOG0 + BP_FFT_SWITCH_LOGS - 1);
    for (unsigned i = 0; i < BP_FFT_SWITCH_LOGS; i++)
        printf(" %u", (unsigned)be->fft_switch[i]);
    printf("\n");
}

int large_table(const large_options *o)
{
    const char *name = binpoly_backend();
    const bp_backend *be = bp_backend_active();
    if (name == NULL || be == NULL) {
        fprintf(stderr, "BINPOLY_BACKEND is invalid\n");
        return 1;
    }
    printf("Large products (binpoly-bench-large): CPU class %s, backend %s, ",
           binpoly_cpu(), name);
    large_print_switch(be);
    printf("Peers: %s\n", subject_peer_versions());
    const char *native = subject_gf2x_native_description();
    printf("gf2x-native: %s\n", native != NULL
                                    ? native
                                    : "absent (tools/peers/build_gf2x_native.sh "
                                      "<build dir>, then reconfigure)");
    printf("Median milliseconds (%s) over interleaved rounds (same data, "
           "%.1f s of rounds per size): binpoly_mul's planner, the FFT alone, the "
           "constructions alone, the peers; ratio = %s / binpoly; ns/LlogL = "
           "the FFT's time per L log2 L (L: its transform length)\n\n",
           o->cpu_time ? "thread CPU time" : "TSC", o->budget,
           native != NULL ? "gf2x-native" : "gf2x");
    printf("%11s %12s %12s %12s %12s %12s %12s %8s %8s\n", "bits", "binpoly",
           "fft", "karat/toom", "gf2x-native", "gf2x", "ntl", "ratio",
           "ns/LlogL");
    static const size_t sizes[] = {100000, 1000000, 10000000, 100000000,
                                   1000000000};
    const size_t count = o->quick ? 2 : o->huge ? 5 : 4;
    int bad = 0;
    for (size_t i = 0; i < count; i++)
        bad |= table_row(be, sizes[i], o);
    return bad;
}
