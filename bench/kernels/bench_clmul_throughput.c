/* SPDX-License-Identifier: MIT */
/*
 * Throughput of the instructions the leaf kernels are built from, in core
 * cycles per instruction, on this CPU: carry-less multiplication at each
 * register width, zmm and ymm carry-less multiplications mixed, and
 * VPCLMULQDQ mixed with the VPTERNLOGQ of the accumulation, with the
 * VALIGNQ of the rotations, with the VPERMQ of the 256-bit cores'
 * routing (sb256_core_avx512.h) and with the VSHUFI64X2 of 256-bit
 * block moves, and those permutes alone.  Then, per VPCLMULQDQ, mixes of
 * one multiplication with two or three VPTERNLOGQ (two also merge-masked,
 * as the cores accumulate), or with a VPTERNLOGQ
 * and a VALIGNQ, a broadcast load, a register move or a store: how many
 * other instructions of each kind a multiplication hides (the leaves'
 * cost model on Zen 4, BENCHMARKS.md).  Why: the leaves are bound by the
 * execution port VPCLMULQDQ issues on (port 5 on Intel, shared with every
 * permute), and this is the figure their design rests on (BENCHMARKS.md,
 * the 1024-bit analysis); on another CPU it says whether a kernel can use
 * a second multiplier port.
 *
 * Method: 8 independent instructions per loop iteration, 1000 iterations,
 * the minimum of 100 timed loops; the clock is a chain of dependent
 * 64-bit IMULs (3 cycles each on Intel since Nehalem and on AMD since
 * Zen), timed the same way, so TSC ticks convert to core cycles.  A mix
 * of two kinds reports cycles per instruction of the mix; the
 * per-VPCLMULQDQ mixes, 4 groups per iteration, cycles per group.
 */
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>

#include "bp_backend.h"

#define ITERS 1000
#define REPEATS 100

/* Eight independent "op %r1, %r0, %rK" into K = 2..9 (AT&T order: sources
 * first), operands r0 and r1 zeroed before the loop. */
#define EIGHT(op, a, b)                                                       \
    op " %%" a "1, %%" a "0, %%" a "2\n\t" op " %%" b "1, %%" b "0, %%" b     \
       "3\n\t" op " %%" a "1, %%" a "0, %%" a "4\n\t" op " %%" b "1, %%" b    \
       "0, %%" b "5\n\t" op " %%" a "1, %%" a "0, %%" a "6\n\t" op " %%" b    \
       "1, %%" b "0, %%" b "7\n\t" op " %%" a "1, %%" a "0, %%" a "8\n\t" op  \
       " %%" b "1, %%" b "0, %%" b "9\n\t"

/* Four of op_a and four of op_b, alternating, on zmm registers. */
#define MIX(op_a, op_b)                                                       \
    op_a " %%zmm1, %%zmm0, %%zmm2\n\t" op_b " %%zmm1, %%zmm0, %%zmm3\n\t"     \
    op_a " %%zmm1, %%zmm0, %%zmm4\n\t" op_b " %%zmm1, %%zmm0, %%zmm5\n\t"     \
    op_a " %%zmm1, %%zmm0, %%zmm6\n\t" op_b " %%zmm1, %%zmm0, %%zmm7\n\t"     \
    op_a " %%zmm1, %%zmm0, %%zmm8\n\t" op_b " %%zmm1, %%zmm0, %%zmm9\n\t"

/* One op_a followed by op_b and op_c, on zmm, into zmm k0, k1, k2. */
#define A_BC(op_a, op_b, op_c, k0, k1, k2)                                    \
    op_a " %%zmm1, %%zmm0, %%zmm" k0 "\n\t" op_b                             \
         " %%zmm1, %%zmm0, %%zmm" k1 "\n\t" op_c                             \
         " %%zmm1, %%zmm0, %%zmm" k2 "\n\t"

/* One op_a and two op_b on zmm, into zmm k0, k1, k2. */
#define A_BB(op_a, op_b, k0, k1, k2) A_BC(op_a, op_b, op_b, k0, k1, k2)

/* TSC ticks of ITERS iterations of body (8 instructions each, or for the
 * per-VPCLMULQDQ mixes, 4 VPCLMULQDQ and 8 or 12 others). */
#define TIMED_LOOP(body)                                                      \
    do {                                                                      \
        uint64_t n = ITERS;                                                   \
        const uint64_t t0 = __rdtsc();                                        \
        __asm__ volatile("vpxor %%xmm0, %%xmm0, %%xmm0\n\t"                   \
                         "vpxor %%xmm1, %%xmm1, %%xmm1\n\t"                   \
                         "1:\n\t" body "dec %0\n\t"                           \
                         "jnz 1b"                                             \
                         : "+r"(n)                                            \
                         :                                                    \
                         : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5",    \
                           "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",  \
                           "xmm12", "xmm13", "xmm14", "xmm15", "cc");         \
        ticks = __rdtsc() - t0;                                               \
    } while (0)

enum {
    IMUL_CHAIN,
    CLMUL_XMM,
    CLMUL_YMM,
    CLMUL_ZMM,
    CLMUL_ZMM_YMM,
    CLMUL_TERNLOG,
    CLMUL_VALIGN,
    CLMUL_VPERMQ,
    CLMUL_VSHUF,
    VPERMQ_ZMM,
    VALIGN_ZMM,
    TERNLOG_ZMM,
    CLMUL_2TERNLOG,
    CLMUL_3TERNLOG,
    CLMUL_TERNLOG_VALIGN,
    CLMUL_TERNLOG_BCAST,
    CLMUL_TERNLOG_STORE,
    CLMUL_TERNLOG_MOVE,
    CLMUL_2TERNLOG_MASKED,
    KINDS
};

/* TSC ticks of ITERS groups of one VPCLMULQDQ and two merge-masked
 * VPTERNLOGQ, as the cores' accumulation (the opmask, all ones here, does
 * not change the cost).  Compiled for AVX-512 (it names k1); called only
 * where the avx512 backend runs. */
__attribute__((target("avx512f"))) static uint64_t masked_ternlog_ticks(void)
{
    uint64_t n = ITERS;
    const uint64_t t0 = __rdtsc();
#define A_MM(k0, k1, k2)                                                      \
    "vpclmulqdq $0, %%zmm1, %%zmm0, %%zmm" k0 "\n\t"                          \
    "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm" k1 "%{%%k1%}\n\t"               \
    "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm" k2 "%{%%k1%}\n\t"
    __asm__ volatile("vpxor %%xmm0, %%xmm0, %%xmm0\n\t"
                     "vpxor %%xmm1, %%xmm1, %%xmm1\n\t"
                     "kxnorb %%k1, %%k1, %%k1\n\t"
                     "1:\n\t" A_MM("2", "3", "4") A_MM("5", "6", "7")
                         A_MM("8", "9", "10") A_MM("11", "12", "13")
                             "dec %0\n\t"
                     "jnz 1b"
                     : "+r"(n)
                     :
                     : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6",
                       "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12",
                       "xmm13", "k1", "cc");
#undef A_MM
    return __rdtsc() - t0;
}

/* Minimum over REPEATS of the ticks of one loop of kind k. */
static uint64_t min_ticks(int k)
{
    uint64_t best = UINT64_MAX;
    for (int r = 0; r < REPEATS; r++) {
        uint64_t ticks = 0;
        switch (k) {
        case IMUL_CHAIN: {
            uint64_t x = 3, n = ITERS;
            const uint64_t t0 = __rdtsc();
            __asm__ volatile("1:\n\t"
                             "imul %0, %0\n\timul %0, %0\n\timul %0, %0\n\t"
                             "imul %0, %0\n\timul %0, %0\n\timul %0, %0\n\t"
                             "imul %0, %0\n\timul %0, %0\n\t"
                             "dec %1\n\tjnz 1b"
                             : "+r"(x), "+r"(n)
                             :
                             : "cc");
            ticks = __rdtsc() - t0;
            break;
        }
        case CLMUL_XMM: TIMED_LOOP(EIGHT("vpclmulqdq $0,", "xmm", "xmm")); break;
        case CLMUL_YMM: TIMED_LOOP(EIGHT("vpclmulqdq $0,", "ymm", "ymm")); break;
        case CLMUL_ZMM: TIMED_LOOP(EIGHT("vpclmulqdq $0,", "zmm", "zmm")); break;
        case CLMUL_ZMM_YMM:
            TIMED_LOOP(EIGHT("vpclmulqdq $0,", "zmm", "ymm"));
            break;
        case CLMUL_TERNLOG:
            TIMED_LOOP(MIX("vpclmulqdq $0,", "vpternlogq $0x96,"));
            break;
        case CLMUL_VALIGN:
            TIMED_LOOP(MIX("vpclmulqdq $0,", "valignq $2,"));
            break;
        case CLMUL_VPERMQ:
            TIMED_LOOP(MIX("vpclmulqdq $0,", "vpermq"));
            break;
        case CLMUL_VSHUF:
            TIMED_LOOP(MIX("vpclmulqdq $0,", "vshufi64x2 $0x4e,"));
            break;
        case VPERMQ_ZMM: TIMED_LOOP(EIGHT("vpermq", "zmm", "zmm")); break;
        case VALIGN_ZMM: TIMED_LOOP(EIGHT("valignq $2,", "zmm", "zmm")); break;
        case TERNLOG_ZMM:
            TIMED_LOOP(EIGHT("vpternlogq $0x96,", "zmm", "zmm"));
            break;
        case CLMUL_2TERNLOG:
            TIMED_LOOP(A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "2", "3", "4")
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "5", "6", "7")
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "8", "9", "10")
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "11", "12",
                            "13"));
            break;
        case CLMUL_3TERNLOG:
            TIMED_LOOP(A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "2", "3", "4")
                       "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm14\n\t"
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "5", "6", "7")
                       "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm15\n\t"
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "8", "9", "10")
                       "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm2\n\t"
                       A_BB("vpclmulqdq $0,", "vpternlogq $0x96,", "11", "12",
                            "13")
                       "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm3\n\t");
            break;
        case CLMUL_TERNLOG_VALIGN:
            TIMED_LOOP(
                A_BC("vpclmulqdq $0,", "vpternlogq $0x96,", "valignq $2,", "2",
                     "3", "4")
                A_BC("vpclmulqdq $0,", "vpternlogq $0x96,", "valignq $2,", "5",
                     "6", "7")
                A_BC("vpclmulqdq $0,", "vpternlogq $0x96,", "valignq $2,", "8",
                     "9", "10")
                A_BC("vpclmulqdq $0,", "vpternlogq $0x96,", "valignq $2,",
                     "11", "12", "13"));
            break;
        case CLMUL_TERNLOG_BCAST:
#define A_B_BC(k0, k1, k2)                                                    \
    "vpclmulqdq $0, %%zmm1, %%zmm0, %%zmm" k0 "\n\t"                          \
    "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm" k1 "\n\t"                       \
    "vpbroadcastq (%%rsp), %%zmm" k2 "\n\t"
            TIMED_LOOP(A_B_BC("2", "3", "4") A_B_BC("5", "6", "7")
                           A_B_BC("8", "9", "10") A_B_BC("11", "12", "13"));
#undef A_B_BC
            break;
        case CLMUL_TERNLOG_MOVE:
#define A_B_MV(k0, k1, k2)                                                    \
    "vpclmulqdq $0, %%zmm1, %%zmm0, %%zmm" k0 "\n\t"                          \
    "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm" k1 "\n\t"                       \
    "vmovdqa64 %%zmm" k0 ", %%zmm" k2 "\n\t"
            TIMED_LOOP(A_B_MV("2", "3", "4") A_B_MV("5", "6", "7")
                           A_B_MV("8", "9", "10") A_B_MV("11", "12", "13"));
#undef A_B_MV
            break;
        case CLMUL_2TERNLOG_MASKED: ticks = masked_ternlog_ticks(); break;
        case CLMUL_TERNLOG_STORE: {
            /* Stores into a 256-byte buffer, as the leaves' spills. */
            static _Alignas(64) uint8_t spill[256];
            uint64_t n = ITERS;
            const uint64_t t0 = __rdtsc();
#define A_B_ST(k0, k1, off)                                                   \
    "vpclmulqdq $0, %%zmm1, %%zmm0, %%zmm" k0 "\n\t"                          \
    "vpternlogq $0x96, %%zmm1, %%zmm0, %%zmm" k1 "\n\t"                       \
    "vmovdqa64 %%zmm" k0 ", " off "(%1)\n\t"
            __asm__ volatile("vpxor %%xmm0, %%xmm0, %%xmm0\n\t"
                             "vpxor %%xmm1, %%xmm1, %%xmm1\n\t"
                             "1:\n\t" A_B_ST("2", "3", "0")
                                 A_B_ST("4", "5", "64") A_B_ST("6", "7", "128")
                                     A_B_ST("8", "9", "192") "dec %0\n\t"
                             "jnz 1b"
                             : "+r"(n)
                             : "r"(spill)
                             : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5",
                               "xmm6", "xmm7", "xmm8", "xmm9", "cc", "memory");
#undef A_B_ST
            ticks = __rdtsc() - t0;
            break;
        }
        }
        best = ticks < best ? ticks : best;
    }
    return best;
}

int main(void)
{
    static const struct {
        int kind, needs_zmm, needs_ymm;
        const char *what;
    } rows[] = {
        {CLMUL_XMM, 0, 0, "VPCLMULQDQ xmm"},
        {CLMUL_YMM, 0, 1, "VPCLMULQDQ ymm"},
        {CLMUL_ZMM, 1, 0, "VPCLMULQDQ zmm"},
        {CLMUL_ZMM_YMM, 1, 0, "VPCLMULQDQ zmm and ymm, alternating"},
        {CLMUL_TERNLOG, 1, 0, "VPCLMULQDQ zmm and VPTERNLOGQ zmm, alternating"},
        {CLMUL_VALIGN, 1, 0, "VPCLMULQDQ zmm and VALIGNQ zmm, alternating"},
        {CLMUL_VPERMQ, 1, 0, "VPCLMULQDQ zmm and VPERMQ zmm, alternating"},
        {CLMUL_VSHUF, 1, 0, "VPCLMULQDQ zmm and VSHUFI64X2 zmm, alternating"},
        {VPERMQ_ZMM, 1, 0, "VPERMQ zmm (index in a register)"},
        {VALIGN_ZMM, 1, 0, "VALIGNQ zmm"},
        {TERNLOG_ZMM, 1, 0, "VPTERNLOGQ zmm"},
        {CLMUL_2TERNLOG, 1, 0, "per VPCLMULQDQ zmm with 2 VPTERNLOGQ"},
        {CLMUL_3TERNLOG, 1, 0, "per VPCLMULQDQ zmm with 3 VPTERNLOGQ"},
        {CLMUL_TERNLOG_VALIGN, 1, 0,
         "per VPCLMULQDQ zmm with a VPTERNLOGQ, a VALIGNQ"},
        {CLMUL_TERNLOG_BCAST, 1, 0,
         "per VPCLMULQDQ zmm with a VPTERNLOGQ, a VPBROADCASTQ m64"},
        {CLMUL_TERNLOG_MOVE, 1, 0,
         "per VPCLMULQDQ zmm with a VPTERNLOGQ, a zmm move"},
        {CLMUL_2TERNLOG_MASKED, 1, 0,
         "per VPCLMULQDQ zmm with 2 masked VPTERNLOGQ"},
        {CLMUL_TERNLOG_STORE, 1, 0,
         "per VPCLMULQDQ zmm with a VPTERNLOGQ, a zmm store"},
    };
    /* The backends' run-time detection says what this CPU and OS run:
     * avx512 (AVX-512 + VPCLMULQDQ), vpclmul256 (VPCLMULQDQ on ymm),
     * pclmul (PCLMULQDQ). */
    const int zmm = bp_backend_by_name("avx512") != NULL;
    const int ymm = bp_backend_by_name("vpclmul256") != NULL;
    if (bp_backend_by_name("pclmul") == NULL) {
        printf("no PCLMULQDQ on this CPU\n");
        return 0;
    }
    const double cycle = (double)min_ticks(IMUL_CHAIN) / (3.0 * 8 * ITERS);
    printf("## instruction throughput (core cycles per instruction; "
           "%.2f core cycles per TSC tick)\n",
           1.0 / cycle);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if ((rows[i].needs_zmm && !zmm) || (rows[i].needs_ymm && !ymm)) {
            printf("%-48s not run here\n", rows[i].what);
            continue;
        }
        /* The per-VPCLMULQDQ mixes run 4 multiplications per iteration. */
        const double per = rows[i].kind >= CLMUL_2TERNLOG ? 4.0 : 8.0;
        const double ticks = (double)min_ticks(rows[i].kind);
        printf("%-48s %.3f\n", rows[i].what, ticks / (per * ITERS) / cycle);
    }
    return 0;
}
