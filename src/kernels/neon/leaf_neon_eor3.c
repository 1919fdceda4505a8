/* SPDX-License-Identifier: MIT */
/*
 * The neon leaf's kernels (leaf_neon_body.h) built with the SHA3
 * extension: the compilers fuse x ^ y ^ z into one EOR3, which takes a
 * third of the schoolbook's XORs away.  Run only on CPUs with FEAT_SHA3
 * (leaf_neon.c chooses), which is optional from Armv8.2-A on: the
 * assemblers take EOR3 only with armv8.2-a.
 */
#include "neon_sha3_target.h"

#include "hooks.h"
#include "leaf_neon_body.h"

NEON_LEAF_TABLE(BP_FN(leaf_eor3));

NEON_SHA3_TARGET_END
