/* SPDX-License-Identifier: MIT */
/*
 * binpoly_cpu(): a known class name, stable across calls; BINPOLY_CPU
 * overrides it (any case), an unknown name is ignored.  usage:
 * test_cpu_class [expected class]  (with BINPOLY_CPU set by the test).
 */
#include <stdio.h>
#include <string.h>

#include "binpoly.h"
#include "test_check.h"

int main(int argc, char **argv)
{
    static const char *const known[] = {
        "generic",     "intel-avx2",  "intel-avx512", "amd-zen3",
        "amd-zen4",    "amd-zen5",    "amd-other",    "neoverse-n1",
        "neoverse-v1", "neoverse-v2", "apple-m"};
    const char *cpu = binpoly_cpu();
    int ok = 0;
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        ok |= cpu != NULL && strcmp(cpu, known[i]) == 0;
    CHECK(ok, "unknown class %s", cpu ? cpu : "(null)");
    CHECK(binpoly_cpu() == cpu, "the class changed between calls");
    if (argc > 1)
        CHECK(cpu != NULL && strcmp(cpu, argv[1]) == 0, "%s, expected %s",
              cpu ? cpu : "(null)", argv[1]);
    printf("cpu class: %s\n", cpu ? cpu : "(null)");
    return test_report("binpoly_cpu");
}
