/* SPDX-License-Identifier: MIT */
/* main() of the instruction-count drivers and their shared helpers
 * (contracts in drv.h). */
#include "drv.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t drv_state = 0x243f6a8885a308d3u;

uint64_t drv_rand64(void)
{
    uint64_t z = (drv_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void drv_rand_bytes(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)drv_rand64();
}

void drv_rand_poly(uint64_t *a, size_t words, size_t bits)
{
    for (size_t i = 0; i < words; i++)
        a[i] = drv_rand64();
    if (bits % 64)
        a[words - 1] &= ((uint64_t)1 << (bits % 64)) - 1;
}

uint64_t drv_fold_bytes(const void *p, size_t n)
{
    const uint8_t *b = p;
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s = ((s << 7) | (s >> 57)) ^ b[i];
    return s;
}

size_t drv_bits(const char *param)
{
    char *end;
    unsigned long v = strtoul(param, &end, 10);
    return (*param && !*end) ? (size_t)v : 0;
}

/* drv <op> <param> <reps>: see drv.h.  Prints "<op> <param> <checksum>"
 * and exits 0, or exits 1 with a message on stderr. */
int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s <op> <param> <reps>\n", argv[0]);
        return 1;
    }
    const drv_op *op = drv_ops;
    while (op->name && strcmp(op->name, argv[1]) != 0)
        op++;
    if (!op->name) {
        fprintf(stderr, "%s: no operation %s\n", argv[0], argv[1]);
        return 1;
    }
    long reps = strtol(argv[3], NULL, 10);
    if (reps < 0 || op->setup(argv[2]) != 0)
        return 1;
    for (long i = 0; i <= reps; i++) {
        if (op->run() != 0) {
            fprintf(stderr, "%s %s %s: run %ld failed\n", argv[0], argv[1],
                    argv[2], i);
            return 1;
        }
    }
    uint64_t sum = 0;
    if (op->check(&sum) != 0) {
        fprintf(stderr, "%s %s %s: wrong result\n", argv[0], argv[1], argv[2]);
        return 1;
    }
    printf("%s %s %016" PRIx64 "\n", argv[1], argv[2], sum);
    return 0;
}
