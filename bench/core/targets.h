/* SPDX-License-Identifier: MIT */
/* The goals of issues 2 and 3, in TSC ticks for the full product of two
 * operands of `bits` bits: the Robert-Veron paper's best code as reproduced
 * on this machine (avx512: divided by 1.25). */
#ifndef BENCH_TARGETS_H
#define BENCH_TARGETS_H

#include <stddef.h>

/* Target of backend (by name) at bits, or 0 when there is none. */
double target_ticks(const char *backend, size_t bits);

#endif /* BENCH_TARGETS_H */
