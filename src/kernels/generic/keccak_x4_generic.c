/* SPDX-License-Identifier: MIT */
/*
 * The plain version of the KECCAK_X4 hook (contract in hooks.h), for
 * backends without vector registers to put several Keccak states in: no
 * multi-state kernel, so the hash layer permutes each state with its
 * scalar Keccak-f[1600].
 */
#include "hooks.h"

#ifndef BP_HOOK_KECCAK_X4

bp_keccak_x4_fn BP_FN(keccak_x4)(void) { return NULL; }

#endif /* BP_HOOK_KECCAK_X4 */
