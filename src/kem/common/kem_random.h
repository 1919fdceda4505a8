/* SPDX-License-Identifier: MIT */
/* OS randomness for the KEMs' non-derandomized entry points. */
#ifndef BP_KEM_RANDOM_H
#define BP_KEM_RANDOM_H

#include <stddef.h>
#include <stdint.h>

/* buf[0..len) from the OS generator (getrandom), retrying short reads and
 * EINTR.  Returns 0 or BINPOLY_ERR_RANDOM. */
int bp_kem_os_random(uint8_t *buf, size_t len);

#endif /* BP_KEM_RANDOM_H */
