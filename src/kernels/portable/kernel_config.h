/* Portable backend: the leaf multiplies up to 2 words directly (one or
 * three constant-time 64x64 products); Karatsuba takes over above. */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 2
#endif
