/* SPDX-License-Identifier: MIT */
/*
 * HQC concatenated code: RS outer code, duplicated RM(1,7) inner code.  The
 * decoders exist once per backend (codes_backend.h); the active backend's
 * are used, so BINPOLY_BACKEND selects them like the multiplication.
 */
#include "hqc_code.h"

#include <stddef.h>
#include <string.h>

#include "bp_backend.h"
#include "codes_backend.h"
#include "bp_wipe.h"
#include "hqc_code_params.h"
#include "reed_muller.h"
#include "reed_solomon.h"

typedef struct {
    void (*rm_decode)(uint8_t *, const uint64_t *, int, int);
    void (*rs_decode)(uint8_t *, uint8_t *, const bp_hqc_code_params *);
} decoders;

/* The decoders of every backend of the registry, by id. */
#define BP_ENTRY_(be) {bp_##be##_rm_decode, bp_##be##_rs_decode},
static const decoders tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

/* The decoders of the active backend (portable when none is usable). */
static decoders active_decoders(void)
{
    const bp_backend *be = bp_backend_active();
    return tables[be != NULL ? be->id : BP_BACKEND_PORTABLE];
}

void bp_rm_decode(uint8_t *out, const uint64_t *cw, int n1, int mult)
{
    active_decoders().rm_decode(out, cw, n1, mult);
}

void bp_rs_decode(uint8_t *m, uint8_t *c, const bp_hqc_code_params *p)
{
    active_decoders().rs_decode(m, c, p);
}

void bp_hqc_code_encode(uint64_t *cw, const uint8_t *m, int level)
{
    const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
    if (p == NULL)
        return;
    uint8_t c[BP_HQC_CODE_MAX_N1];
    bp_rs_encode(c, m, p);
    bp_rm_encode(cw, c, p->n1, p->mult);
    bp_wipe(c, sizeof c);
}

void bp_hqc_code_decode(uint8_t *m, const uint64_t *received, int level)
{
    const bp_hqc_code_params *p = bp_hqc_code_params_get(level);
    if (p == NULL)
        return;
    const decoders d = active_decoders();
    uint8_t c[BP_HQC_CODE_MAX_N1];
    d.rm_decode(c, received, p->n1, p->mult);
    d.rs_decode(m, c, p);
    bp_wipe(c, sizeof c);
}
