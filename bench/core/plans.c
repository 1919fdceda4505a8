/* SPDX-License-Identifier: MIT */
/* The paper's tables as plans, and the planner's plan in words. */
#include "plans.h"

#include <stdio.h>
#include <string.h>

#define K2 BP_M_KARAT2
#define K3 BP_M_KARAT3
#define K5 BP_M_KARAT5
#define T64 BP_M_TOOM3_W64
#define T256 BP_M_TOOM3_W256
#define T512 BP_M_TOOM3_W512
#define B5 BP_M_BERNSTEIN5

/* HQC n (FIPS 207) and BIKE r, in bits: the products the KEMs need. */
#define KEM_SIZES 12323, 17669, 24659, 35851, 40973, 57637

static const paper_construction table4[] = {
    {"karatrec", {0}, {1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072}},
};
static const paper_construction table5[] = {
    {"karat3", {K3}, {1536, 3072, 6144, 12288, 24576, 49152, 98304}},
    {"karat5", {K5}, {2560, 5120, 10240, 20480, 40960, 81920}},
};
static const paper_construction table6[] = {
    {"karat3∘karat3", {K3, K3}, {4608, 9216, 18432, 36864, 73728}},
    {"karat3∘karat5", {K3, K5}, {7680, 15360, 30720, 61440, 122880}},
    {"karat5∘karat3", {K5, K3}, {7680, 15360, 30720, 61440, 122880}},
    {"karat5∘karat5", {K5, K5}, {12800, 25600, 51200, 102400}},
};
/* Word-aligned Toom-3 (w = 64) over an elementary product of e words
 * multiplies 3 (e - 2) words: the paper's sizes. */
static const paper_construction table8[] = {
    {"toom3w64∘karatrec", {T64}, {24192, 48768, 97920}},
    {"toom3w64∘karat3", {T64, K3}, {18048, 36480, 73344}},
    {"toom3w64∘karat5", {T64, K5}, {14976, 30336, 61056, 122496}},
};
static const paper_construction table9[] = {
    {"karat3", {K3},
     {6144, 9216, 12288, 18432, 24576, 36864, 49152, 73728, 98304}},
    {"toom3w64", {T64},
     {5760, 8832, 11904, 18048, 24192, 36480, 48768, 73344, 97920}},
};
/* Table 10 is the paper's HQC products; the same candidates at BIKE's
 * sizes, plus the constructions the paper did not have (Bernstein's
 * 5-product split, the leaf-aligned splits). */
static const paper_construction table10[] = {
    {"karatrec", {0}, {KEM_SIZES}},
    {"karat3", {K3}, {KEM_SIZES}},
    {"karat3∘karat3", {K3, K3}, {KEM_SIZES}},
    {"karat3∘karat5", {K3, K5}, {KEM_SIZES}},
    {"toom3w64∘karat3", {T64, K3}, {KEM_SIZES}},
    {"toom3w64∘karat5", {T64, K5}, {KEM_SIZES}},
    {"toom3w256∘karat5", {T256, K5}, {KEM_SIZES}},
    {"toom3w512∘karat3", {T512, K3}, {KEM_SIZES}},
    {"toom3w512∘karat5", {T512, K5}, {KEM_SIZES}},
    {"bernstein5", {B5}, {KEM_SIZES}},
    /* the leaf-aligned splits (the paper's choice of k, for any size) */
    {"karat2a", {BP_M_KARAT2_ALIGNED}, {KEM_SIZES}},
    {"toom3w64a", {BP_M_TOOM3_W64_ALIGNED}, {KEM_SIZES}},
    {"toom3w256a", {BP_M_TOOM3_W256_ALIGNED}, {KEM_SIZES}},
    {"toom3w512a", {BP_M_TOOM3_W512_ALIGNED}, {KEM_SIZES}},
    {"bernstein5a", {BP_M_BERNSTEIN5_ALIGNED}, {KEM_SIZES}},
};

#define ROWS(t) t, sizeof t / sizeof t[0]
const paper_table paper_tables[] = {
    {"table4", "Table 4: KaratRec (recursive 2-way Karatsuba)", ROWS(table4)},
    {"table5", "Table 5: Karat3 and Karat5 over KaratRec", ROWS(table5)},
    {"table6", "Table 6: compositions of Karat3 and Karat5", ROWS(table6)},
    {"table8", "Table 8: Toom3 (w = 64) over KaratRec, Karat3, Karat5",
     ROWS(table8)},
    {"table9", "Table 9: Karat3 against Toom3 on the same elementary product",
     ROWS(table9)},
    {"table10", "Table 10: the HQC (17669, 35851, 57637) and BIKE (12323, "
                "24659, 40973) products, every candidate",
     ROWS(table10)},
};
const size_t paper_table_count = sizeof paper_tables / sizeof paper_tables[0];

int plan_build(const paper_construction *k, const bp_backend *be, size_t n,
               uint8_t plan[PLAN_MAX])
{
    size_t depth = 0;
    for (; k->top[depth] != BP_M_END; depth++) {
        const bp_method m = (bp_method)k->top[depth];
        if (!bp_method_applies(m, n, be->leaf_max))
            return -1; /* not built, or the size is too small for it */
        plan[depth] = (uint8_t)m;
        n = bp_method_sub_words(m, n, be->leaf_max);
    }
    for (; n > be->leaf_max && depth + 2 < PLAN_MAX; depth++) {
        plan[depth] = BP_M_KARAT2;
        n = bp_method_sub_words(BP_M_KARAT2, n, be->leaf_max);
    }
    plan[depth++] = BP_M_LEAF;
    plan[depth] = BP_M_END;
    return 0;
}

void plan_describe(const bp_backend *be, const uint8_t *plan, size_t n,
                   char *text, size_t len)
{
    bp_method level_method[PLAN_MAX];
    size_t level_words[PLAN_MAX], levels = 0;
    while (levels < PLAN_MAX) {
        /* The driver's own rule (bp_backend.h): the plan's entry, past
         * its end the planner with its deep plans. */
        const bp_method m =
            bp_plan_step_of(be, be->plan_method, be->leaf_max, n, &plan);
        level_method[levels] = m;
        level_words[levels++] = n;
        n = bp_method_sub_words(m, n, be->leaf_max);
        if (m == BP_M_LEAF || n == 0)
            break;
    }
    /* Runs of one method print once: "karat2×3(64)" = 3 levels from 64. */
    size_t used = 0;
    text[0] = '\0';
    for (size_t i = 0; i < levels && used < len;) {
        size_t run = 1;
        while (i + run < levels && level_method[i + run] == level_method[i])
            run++;
        char times[32] = "";
        if (run > 1)
            snprintf(times, sizeof times, "×%zu", run);
        used += (size_t)snprintf(text + used, len - used, "%s%s%s(%zu)",
                                 i ? "∘" : "", bp_method_names[level_method[i]],
                                 times, level_words[i]);
        i += run;
    }
}
