/* SPDX-License-Identifier: MIT */
/*
 * Per-backend field kernels: the element operations whose inner loops are
 * the backend's leaf product or squaring followed by a reduction.  The
 * sources listed in BP_PER_BACKEND_SOURCES by src/field/sources.cmake are
 * compiled once per backend with its target flags; the frontend reaches
 * them through one bp_field_kernels table per backend
 * (bp_field_kernels_for).  Each kernel dispatches once on F->kind (public)
 * to the generic code or to a NIST field's specialised code.
 * Every kernel assumes a valid field and reduced inputs, writes reduced
 * outputs, allows c == a (and c == b), and is constant time: addresses and
 * control flow depend on the field and on k only.  The batch kernels also
 * take inputs with padding bits set (the caller checks what they return),
 * staying within the arrays and their buffers; their outputs are then
 * meaningless and the caller zeroes them.
 */
#ifndef BP_FIELD_KERNELS_H
#define BP_FIELD_KERNELS_H

#include "field_internal.h"

typedef void (*bp_field_mul_fn)(const binpoly_field *F, uint64_t *c,
                                const uint64_t *a, const uint64_t *b);
typedef void (*bp_field_sqr_fn)(const binpoly_field *F, uint64_t *c,
                                const uint64_t *a);

typedef struct bp_field_kernels {
    /* c = a * b. */
    bp_field_mul_fn mul;
    /* c = a^2. */
    bp_field_sqr_fn sqr;
    /* mul and sqr without their dispatch on F->kind: the kernel of each
     * kind, indexed by it (the public single-element calls, where the
     * switch measured a few ticks). */
    bp_field_mul_fn mul_kind[BP_FIELD_KIND_COUNT];
    bp_field_sqr_fn sqr_kind[BP_FIELD_KIND_COUNT];
    /* c = a^(2^k), 0 <= k < m (k squarings). */
    void (*sqr_k)(const binpoly_field *F, uint64_t *c, const uint64_t *a,
                  unsigned k);
    /* c = a^(2^m - 2) by Itoh-Tsujii (0 for a = 0). */
    void (*inv)(const binpoly_field *F, uint64_t *c, const uint64_t *a);
    /* Doubling step s of inv's chain alone, for binpoly-bench-field
     * --parts: beta = beta^(2^k) * beta the way inv does it (a map pass or
     * k squarings), k returned; 0 (beta untouched) when the chain has no
     * step s. */
    unsigned (*inv_step)(const binpoly_field *F, uint64_t *beta, unsigned s);
    /* c = p mod f for p[0..2W+1) of degree <= 2m - 2 with p[2W] = 0;
     * p is destroyed.  c may equal p. */
    void (*reduce)(const binpoly_field *F, uint64_t *c, uint64_t *p);
    /* c[i] = a[i] * b[i] for the n elements of W words each, stored one
     * after another, by the kernel of each kind (indexed by it); c may
     * equal a and/or b (the very same array), no other overlap.  Returns
     * the OR of the top words of the 2n inputs, read before anything is
     * written: the caller's check of the padding bits, done with the
     * products instead of by a pass of its own over the inputs. */
    uint64_t (*mul_batch_kind[BP_FIELD_KIND_COUNT])(const binpoly_field *F,
                                                    uint64_t *c,
                                                    const uint64_t *a,
                                                    const uint64_t *b,
                                                    size_t n);
    /* c[i] = a[i]^2, the same layout, aliasing and return value (the OR
     * of the top words of the n inputs). */
    uint64_t (*sqr_batch_kind[BP_FIELD_KIND_COUNT])(const binpoly_field *F,
                                                    uint64_t *c,
                                                    const uint64_t *a,
                                                    size_t n);
} bp_field_kernels;

/* The kernels of each backend of the registry, indexed by its id
 * (field_kernels.c). */
extern const bp_field_kernels *const bp_field_kernel_tables[];

/* The kernels of backend be (never NULL for a compiled-in backend). */
static inline const bp_field_kernels *bp_field_kernels_for(const bp_backend *be)
{
    return bp_field_kernel_tables[be->id];
}

#endif /* BP_FIELD_KERNELS_H */
