/* SPDX-License-Identifier: MIT */
/* The speed goals of the main table, in TSC ticks for the full product of
 * two operands of `bits` bits, per CPU class (binpoly_cpu()): the
 * Robert-Veron paper's code as reproduced on a CPU of that class
 * (BENCHMARKS.md "Peers"), avx512 divided by 1.25 (issues 3 and 16).  A
 * class with no measured peer figures has no goals: the paper's times on
 * one CPU say nothing about another's. */
#ifndef BENCH_TARGETS_H
#define BENCH_TARGETS_H

#include <stddef.h>

/* Goal of backend (by name) at bits on CPU class cpu, or 0 when there is
 * none. */
double target_ticks(const char *cpu, const char *backend, size_t bits);

/* Where the goals of class cpu come from, one line, or NULL when the class
 * has none. */
const char *target_source(const char *cpu);

#endif /* BENCH_TARGETS_H */
