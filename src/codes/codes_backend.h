/* SPDX-License-Identifier: MIT */
/*
 * The decoders compiled once per backend (reed_muller_decode.c and
 * reed_solomon_decode.c, named with BP_FN); hqc_code.c picks the set of the
 * active backend.  Contracts: bp_rm_decode in reed_muller.h and
 * bp_rs_decode in reed_solomon.h.
 */
#ifndef BP_CODES_BACKEND_H
#define BP_CODES_BACKEND_H

#include <stdint.h>

#include "bp_backend_list.h"
#include "hqc_code_params.h"

#define BP_CODES_DECLARE(be)                                                  \
    void bp_##be##_rm_decode(uint8_t *out, const uint64_t *cw, int n1,        \
                             int mult);                                       \
    void bp_##be##_rs_decode(uint8_t *m, uint8_t *c,                          \
                             const bp_hqc_code_params *p);

BP_FOR_EACH_BACKEND(BP_CODES_DECLARE)
#undef BP_CODES_DECLARE

#endif /* BP_CODES_BACKEND_H */
