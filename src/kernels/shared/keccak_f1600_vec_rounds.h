/* SPDX-License-Identifier: MIT */
/*
 * The body of a vector Keccak-f[1600]: independent states side by side in
 * the lanes of a vector, in the layout of hook_types.h (lane (x, y) of
 * state k at s[x + 5y][k]).  The vector holds the states k0 .. k0 + V - 1
 * (V 64-bit elements: 4 for a YMM register, 2 for a NEON Q register), so
 * a 2-wide kernel runs it twice for four states.  Two unrolled rounds per
 * pass, theta/rho/pi fused into the chi rows, written with ISA-neutral
 * macros the including kernel defines for its instruction set:
 *   V_TYPE, V_LOAD(p), V_STORE(p, v) (V elements at p), V_SET1(x),
 *   V_XOR(a, b), V_XOR3(a, b, c), V_ROL(v, n) (1 <= n <= 63),
 *   V_CHI(a, b, c) = a ^ (~b & c),
 * and may define the fused forms (else made of the above):
 *   V_XOR_ROL1(a, b) = a ^ V_ROL(b, 1)        (AArch64 SHA3: RAX1)
 *   V_XOR_ROL(a, b, n) = V_ROL(a ^ b, n)      (AArch64 SHA3: XAR)
 * Constant time: a fixed sequence of vector logic and rotations.
 */
#ifndef BP_KECCAK_F1600_VEC_ROUNDS_H
#define BP_KECCAK_F1600_VEC_ROUNDS_H

#include "hook_types.h"

#ifndef V_XOR_ROL1
#define V_XOR_ROL1(a, b) V_XOR((a), V_ROL((b), 1))
#endif
#ifndef V_XOR_ROL
#define V_XOR_ROL(a, b, n) V_ROL(V_XOR((a), (b)), (n))
#endif

static const uint64_t keccak_vec_round_constants[24] =
    BP_KECCAK_ROUND_CONSTANTS;

/* Chi of plane y into the lanes E##xy, from its five theta-rho-pi lanes
 * in b0 .. b4 (the round below computes them). */
#define KECCAK_VEC_CHI_ROW(E, y)                                             \
    E##0##y = V_CHI(b0, b1, b2);                                         \
    E##1##y = V_CHI(b1, b2, b3);                                         \
    E##2##y = V_CHI(b2, b3, b4);                                         \
    E##3##y = V_CHI(b3, b4, b0);                                         \
    E##4##y = V_CHI(b4, b0, b1)

/* One round (theta, rho, pi, chi, iota with the constant vector rc) from
 * the 25 lanes named A##xy into those named E##xy; the pass below runs it
 * from a to e and back, so that no lane is copied. */
#define KECCAK_VEC_ROUND(A, E, rc)                                           \
    c0 = V_XOR3(V_XOR3(A##00, A##01, A##02), A##03, A##04);              \
    c1 = V_XOR3(V_XOR3(A##10, A##11, A##12), A##13, A##14);              \
    c2 = V_XOR3(V_XOR3(A##20, A##21, A##22), A##23, A##24);              \
    c3 = V_XOR3(V_XOR3(A##30, A##31, A##32), A##33, A##34);              \
    c4 = V_XOR3(V_XOR3(A##40, A##41, A##42), A##43, A##44);              \
    d0 = V_XOR_ROL1(c4, c1);                                             \
    d1 = V_XOR_ROL1(c0, c2);                                             \
    d2 = V_XOR_ROL1(c1, c3);                                             \
    d3 = V_XOR_ROL1(c2, c4);                                             \
    d4 = V_XOR_ROL1(c3, c0);                                             \
    b0 = V_XOR(A##00, d0);                                               \
    b1 = V_XOR_ROL(A##11, d1, 44);                                       \
    b2 = V_XOR_ROL(A##22, d2, 43);                                       \
    b3 = V_XOR_ROL(A##33, d3, 21);                                       \
    b4 = V_XOR_ROL(A##44, d4, 14);                                       \
    KECCAK_VEC_CHI_ROW(E, 0);                                            \
    E##00 = V_XOR(E##00, (rc));                                          \
    b0 = V_XOR_ROL(A##30, d3, 28);                                       \
    b1 = V_XOR_ROL(A##41, d4, 20);                                       \
    b2 = V_XOR_ROL(A##02, d0, 3);                                        \
    b3 = V_XOR_ROL(A##13, d1, 45);                                       \
    b4 = V_XOR_ROL(A##24, d2, 61);                                       \
    KECCAK_VEC_CHI_ROW(E, 1);                                            \
    b0 = V_XOR_ROL(A##10, d1, 1);                                        \
    b1 = V_XOR_ROL(A##21, d2, 6);                                        \
    b2 = V_XOR_ROL(A##32, d3, 25);                                       \
    b3 = V_XOR_ROL(A##43, d4, 8);                                        \
    b4 = V_XOR_ROL(A##04, d0, 18);                                       \
    KECCAK_VEC_CHI_ROW(E, 2);                                            \
    b0 = V_XOR_ROL(A##40, d4, 27);                                       \
    b1 = V_XOR_ROL(A##01, d0, 36);                                       \
    b2 = V_XOR_ROL(A##12, d1, 10);                                       \
    b3 = V_XOR_ROL(A##23, d2, 15);                                       \
    b4 = V_XOR_ROL(A##34, d3, 56);                                       \
    KECCAK_VEC_CHI_ROW(E, 3);                                            \
    b0 = V_XOR_ROL(A##20, d2, 62);                                       \
    b1 = V_XOR_ROL(A##31, d3, 55);                                       \
    b2 = V_XOR_ROL(A##42, d4, 39);                                       \
    b3 = V_XOR_ROL(A##03, d0, 41);                                       \
    b4 = V_XOR_ROL(A##14, d1, 2);                                        \
    KECCAK_VEC_CHI_ROW(E, 4);

/* Permutes the states k0 .. k0 + V - 1 of s, k0 + V <=
 * BP_KECCAK_X4_STATES. */
static inline void keccak_f1600_vec_rounds(
    uint64_t s[25][BP_KECCAK_X4_STATES], size_t k0)
{
    V_TYPE a00 = V_LOAD(s[0] + k0), a10 = V_LOAD(s[1] + k0);
    V_TYPE a20 = V_LOAD(s[2] + k0), a30 = V_LOAD(s[3] + k0);
    V_TYPE a40 = V_LOAD(s[4] + k0), a01 = V_LOAD(s[5] + k0);
    V_TYPE a11 = V_LOAD(s[6] + k0), a21 = V_LOAD(s[7] + k0);
    V_TYPE a31 = V_LOAD(s[8] + k0), a41 = V_LOAD(s[9] + k0);
    V_TYPE a02 = V_LOAD(s[10] + k0), a12 = V_LOAD(s[11] + k0);
    V_TYPE a22 = V_LOAD(s[12] + k0), a32 = V_LOAD(s[13] + k0);
    V_TYPE a42 = V_LOAD(s[14] + k0), a03 = V_LOAD(s[15] + k0);
    V_TYPE a13 = V_LOAD(s[16] + k0), a23 = V_LOAD(s[17] + k0);
    V_TYPE a33 = V_LOAD(s[18] + k0), a43 = V_LOAD(s[19] + k0);
    V_TYPE a04 = V_LOAD(s[20] + k0), a14 = V_LOAD(s[21] + k0);
    V_TYPE a24 = V_LOAD(s[22] + k0), a34 = V_LOAD(s[23] + k0);
    V_TYPE a44 = V_LOAD(s[24] + k0);
    V_TYPE e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22;
    V_TYPE e32, e42, e03, e13, e23, e33, e43, e04, e14, e24, e34, e44;
    V_TYPE c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;

    for (int i = 0; i < 24; i += 2) {
        const V_TYPE rc0 = V_SET1(keccak_vec_round_constants[i]);
        const V_TYPE rc1 = V_SET1(keccak_vec_round_constants[i + 1]);
        KECCAK_VEC_ROUND(a, e, rc0);
        KECCAK_VEC_ROUND(e, a, rc1);
    }

    V_STORE(s[0] + k0, a00); V_STORE(s[1] + k0, a10);
    V_STORE(s[2] + k0, a20); V_STORE(s[3] + k0, a30);
    V_STORE(s[4] + k0, a40); V_STORE(s[5] + k0, a01);
    V_STORE(s[6] + k0, a11); V_STORE(s[7] + k0, a21);
    V_STORE(s[8] + k0, a31); V_STORE(s[9] + k0, a41);
    V_STORE(s[10] + k0, a02); V_STORE(s[11] + k0, a12);
    V_STORE(s[12] + k0, a22); V_STORE(s[13] + k0, a32);
    V_STORE(s[14] + k0, a42); V_STORE(s[15] + k0, a03);
    V_STORE(s[16] + k0, a13); V_STORE(s[17] + k0, a23);
    V_STORE(s[18] + k0, a33); V_STORE(s[19] + k0, a43);
    V_STORE(s[20] + k0, a04); V_STORE(s[21] + k0, a14);
    V_STORE(s[22] + k0, a24); V_STORE(s[23] + k0, a34);
    V_STORE(s[24] + k0, a44);
}

#endif /* BP_KECCAK_F1600_VEC_ROUNDS_H */
