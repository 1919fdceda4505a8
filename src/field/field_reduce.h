/* SPDX-License-Identifier: MIT */
/*
 * The reduction of one element: bp_field_xor_at ... bp_field_reduce_generic
 * on uint64_t words (src/common/bp_field_fold.h: the contract, the
 * word-by-word and block-by-block folds, constant time in p).
 */
#ifndef BP_FIELD_REDUCE_H
#define BP_FIELD_REDUCE_H

#include "bp_field_fold.h"

BP_FIELD_REDUCE_FUNCTIONS(bp_field, uint64_t)

#endif /* BP_FIELD_REDUCE_H */
