/* SPDX-License-Identifier: MIT */
/*
 * binpoly KEMs (HQC, BIKE): a work area for threads with small stacks.
 *
 * By default the KEM functions of binpoly/hqc.h and binpoly/bike.h keep
 * their working memory on the stack: up to about 180 KiB (HQC) and 350 KiB
 * (BIKE).  A thread whose stack is smaller (musl's 128 KiB default,
 * event loops, embedded systems) lends them a work area instead; every KEM
 * call that thread makes then puts its large buffers (ring products'
 * scratch, the BIKE decoder's counters, the KEM's elements) there and
 * needs less than 48 KiB of stack (measured: every operation of every
 * level passes on a 48 KiB thread and fails on 40 KiB, glibc's thread
 * descriptor and lazy binding included; tests/core/test_kem_small_stack.c
 * runs them on 64 KiB and compares every output with the stack path's).
 */
#ifndef BINPOLY_KEM_H
#define BINPOLY_KEM_H

#include <binpoly.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Size in bytes of a KEM work area (enough for every HQC and BIKE level). */
#define BINPOLY_KEM_WORK_BYTES 368640

/* Lends area[0..bytes) to the KEM calls of the calling thread, until the
 * next call of this function on the thread (area NULL: back to the stack).
 * area must be 64-byte aligned (else BINPOLY_ERR_ALIGN) and bytes at least
 * BINPOLY_KEM_WORK_BYTES (else BINPOLY_ERR_LENGTH); on an error the
 * thread's previous setting stays.  The area must stay valid while lent,
 * and must not be used by anything else meanwhile (one area per thread).
 * Secrets the KEM functions leave there are wiped before they return, as
 * on the stack.  Returns 0 or the error code. */
BINPOLY_API int binpoly_kem_set_work_area(void *area, size_t bytes);

#ifdef __cplusplus
}
#endif

#endif /* BINPOLY_KEM_H */
