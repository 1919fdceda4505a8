/* SPDX-License-Identifier: MIT */
/* Randomness for the KEMs' non-derandomized entry points: the caller's
 * hook (binpoly_set_randombytes, include/binpoly.h) when one is set, else
 * the OS generator (none in a BINPOLY_NO_OS_RANDOM build). */
#ifndef BP_KEM_RANDOM_H
#define BP_KEM_RANDOM_H

#include <stddef.h>
#include <stdint.h>

/* buf[0..len) from the hook set by binpoly_set_randombytes, or without
 * one from getrandom (retrying short reads and EINTR).  Returns 0, or
 * BINPOLY_ERR_RANDOM when the hook or the OS fails, or when there is no
 * hook in a build without OS randomness; then buf holds no drawn byte
 * (wiped).  Thread-safe. */
int bp_kem_random(uint8_t *buf, size_t len);

#endif /* BP_KEM_RANDOM_H */
