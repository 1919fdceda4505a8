/* SPDX-License-Identifier: MIT */
/*
 * HQC's fixed-weight samplers (HQC spec v5.0.0, samplers): the rejection
 * sampler of key generation (x, y) and the multiply-high sampler of encryption
 * (r2, e, r1).  They return supports (distinct positions below n);
 * kem_support.h turns them into ring elements.  (The dense h is the XOF output
 * itself with its pad bits cleared, hqc_pke.c.)
 */
#ifndef BP_HQC_SAMPLE_H
#define BP_HQC_SAMPLE_H

#include <stddef.h>
#include <stdint.h>

#include "hqc_params.h"
#include "sha3.h"

/* The XOF stream of the key-generation sampler, read in batches: one
 * squeeze call per 3-byte candidate would cost more than the Keccak work.
 * Reading ahead is invisible, since the candidates of the next support
 * continue from the buffer and nothing else reads this XOF. */
#define HQC_KEYGEN_BATCH 135   /* 45 candidates */
typedef struct {
    bp_keccak_state xof;
    uint8_t buf[HQC_KEYGEN_BATCH];
    size_t pos;                /* next unread byte of buf */
} hqc_keygen_stream;

/* st = the stream of XOF(seed) (32-byte seed), nothing read yet. */
void bp_hqc_keygen_stream_init(hqc_keygen_stream *st, const uint8_t seed[32]);

/* Wipes the stream (it holds secret bytes). */
void bp_hqc_keygen_stream_wipe(hqc_keygen_stream *st);

/* support[0..p->w) = positions of a uniform weight-w vector, in draw order,
 * from 3-byte little-endian candidates of st: candidates >= T are rejected,
 * duplicates of an earlier position dropped (spec: key-generation sampler).
 * Consumes 3 bytes per candidate, as many candidates as that takes; a second
 * call continues the stream (y, then x).  Constant time except for the number
 * and order of rejected candidates, which the specification reveals (it is the
 * loop count); the duplicate test scans the whole support with masks and the
 * reduction mod n is branch-free. */
void bp_hqc_sample_support_keygen(uint32_t *support, hqc_keygen_stream *st,
                               const hqc_params *p);

/* The encryption sampler (spec: encryption sampler) is the KEMs' shared
 * multiply-high sampler, bp_kem_sample_mulhi
 * (src/kem/common/kem_sample_kernels.h). */

#endif /* BP_HQC_SAMPLE_H */
