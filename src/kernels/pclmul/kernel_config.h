/* pclmul backend (PCLMULQDQ + SSE/AVX2): leaf products of 1 to 9 words. */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 2
#endif
