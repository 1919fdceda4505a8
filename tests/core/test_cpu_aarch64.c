/* SPDX-License-Identifier: MIT */
/*
 * AArch64 identification (src/cpu/cpu_aarch64.h) on every build, as pure
 * functions of what the OS reports: Linux hwcap words to BP_CPU_* bits
 * (a CPU without PMULL has no BP_CPU_PMULL, so no backend needing it can
 * be chosen: it gets portable), MIDR_EL1 values of known cores to their
 * classes.  usage: test_cpu_aarch64
 */
#include <stdio.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "cpu_aarch64.h"
#include "cpu_features.h"
#include "test_check.h"

/* Whether a CPU with features f runs every backend that needs PMULL not at
 * all, and portable still: the dispatcher's rule (cpu_needs). */
static void check_without_pmull(uint32_t f)
{
    for (size_t i = 0; bp_backend_at(i) != NULL; i++) {
        const bp_backend *be = bp_backend_at(i);
        const int runs = (f & be->cpu_needs) == be->cpu_needs;
        if (be->id == BP_BACKEND_PORTABLE)
            CHECK(runs, "portable must run everywhere");
        else if (be->cpu_needs & BP_CPU_PMULL)
            CHECK(!runs, "%s chosen on a CPU without PMULL", be->name);
    }
}

int main(void)
{
    /* Each hwcap bit maps to its own feature and nothing else. */
    CHECK(bp_cpu_features_from_hwcap(0, 0) == 0, "no hwcap, no feature");
    CHECK(bp_cpu_features_from_hwcap(BP_HWCAP_PMULL, 0) == BP_CPU_PMULL,
          "PMULL");
    CHECK(bp_cpu_features_from_hwcap(BP_HWCAP_SHA3, 0) == BP_CPU_SHA3,
          "SHA3");
    CHECK(bp_cpu_features_from_hwcap(BP_HWCAP_DIT, 0) == BP_CPU_DIT, "DIT");
    CHECK(bp_cpu_features_from_hwcap(0, BP_HWCAP2_SVE2) == BP_CPU_SVE2,
          "SVE2");
    CHECK(bp_cpu_features_from_hwcap(0, BP_HWCAP2_SVEPMULL) ==
              BP_CPU_SVE_PMULL128,
          "SVE PMULL128");
    /* A Cortex-A53 without the crypto extension (hwcap fp asimd evtstrm
     * cpuid) and a CPU reporting everything but PMULL. */
    const uint32_t a53 = bp_cpu_features_from_hwcap(0x1 | 0x2 | 0x4 |
                                                        BP_HWCAP_CPUID, 0);
    CHECK(!(a53 & BP_CPU_PMULL), "A53 without crypto has no PMULL");
    check_without_pmull(a53);
    check_without_pmull(bp_cpu_features_from_hwcap(~BP_HWCAP_PMULL, ~0ul));

    /* MIDR_EL1: implementer [31:24], variant, architecture, part [15:4],
     * revision. */
    static const struct {
        uint64_t midr;
        const char *cls;
    } cores[] = {
        {0x413FD0C1, "neoverse-n1"}, /* Graviton2 r3p1 */
        {0x411FD401, "neoverse-v1"}, /* Graviton3 */
        {0x410FD4F0, "neoverse-v2"}, /* Graviton4, Grace */
        {0x611F0221, "apple-m"},     /* Apple M1 Firestorm */
        {0x410FD083, "generic"},     /* Cortex-A72 */
        {0x410FD490, "generic"},     /* Neoverse N2 */
        {0xC00FAC30, "generic"},     /* AmpereOne */
        {0x420FD0C1, "generic"},     /* another implementer, N1's part */
        {0, "generic"},              /* nothing read */
    };
    for (size_t i = 0; i < sizeof cores / sizeof *cores; i++) {
        const char *got =
            bp_cpu_class_name(bp_cpu_class_from_midr(cores[i].midr));
        CHECK(strcmp(got, cores[i].cls) == 0, "MIDR %08llx: %s, expected %s",
              (unsigned long long)cores[i].midr, got, cores[i].cls);
    }
    return test_report("cpu_aarch64");
}
