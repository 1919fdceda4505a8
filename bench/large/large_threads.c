/* SPDX-License-Identifier: MIT */
/*
 * The threaded product's speed-up (large_bench.h, --threads N): per size,
 * binpoly_mul and binpoly_mul_threads with N threads timed interleaved on
 * the same data (large_timing.h; TSC, which is wall time: the thread CPU
 * clock would leave the second thread's work out), and their ratio.
 */
#include <stdio.h>

#include "binpoly.h"
#include "large_bench.h"
#include "large_subjects.h"
#include "large_timing.h"

int large_threads(const large_options *o)
{
    if (o->cpu_time) {
        fprintf(stderr, "--threads times wall time (TSC): the thread CPU "
                        "clock leaves the other threads out\n");
        return 2;
    }
    printf("binpoly_mul_threads (binpoly-bench-large --threads %u): CPU "
           "class %s, backend %s; median milliseconds (TSC) over "
           "interleaved rounds, %.1f s per size; speed-up = binpoly_mul / "
           "binpoly_mul_threads\n\n", o->threads, binpoly_cpu(),
           binpoly_backend(), o->budget);
    printf("%11s %12s %12s %8s\n", "bits", "1 thread", "threads", "speed-up");
    static const size_t sizes[] = {1000000, 10000000, 100000000, 1000000000};
    const size_t count = o->huge ? 4 : 3;
    int bad = 0;
    for (size_t i = 0; i < count && !bad; i++) {
        bench_subject one, many;
        if (subject_open_public(&one, sizes[i]) != 0)
            return 1;
        if (large_open_threads(&many, sizes[i], o->threads) != 0) {
            subject_close(&one);
            return 1;
        }
        bench_subject *list[2] = {&one, &many};
        double t[2];
        bad = large_time_subjects(list, 2, o->budget, 3, 101,
                                  0x7EAD0000ULL + sizes[i], t) != 0;
        printf("%11zu %12.3f %12.3f %8.2f\n", sizes[i], 1e3 * t[0],
               1e3 * t[1], t[0] / t[1]);
        fflush(stdout);
        subject_close(&one);
        subject_close(&many);
    }
    return bad;
}
