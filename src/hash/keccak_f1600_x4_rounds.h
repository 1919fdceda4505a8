/* SPDX-License-Identifier: MIT */
/*
 * The body of a 4-way Keccak-f[1600]: four independent states, lane (x, y)
 * of state k in element k of vector s[x + 5y].  Same layout as the scalar
 * body (keccak_f1600_rounds.h, two unrolled rounds, theta/rho/pi fused into
 * the chi rows), written with ISA-neutral macros that the including file
 * defines for its instruction set:
 *   V_TYPE, V_LOAD(p), V_STORE(p, v), V_SET1(x), V_XOR(a, b),
 *   V_XOR3(a, b, c), V_ROL(v, n) (1 <= n <= 63), V_CHI(a, b, c) = a ^ (~b & c).
 * Constant time: a fixed sequence of vector logic and rotations.
 */
#ifndef BP_KECCAK_F1600_X4_ROUNDS_H
#define BP_KECCAK_F1600_X4_ROUNDS_H

#include "keccak_f1600.h"

static inline void keccak_f1600_x4_rounds(uint64_t s[25][4])
{
    V_TYPE a00 = V_LOAD(s[0]), a10 = V_LOAD(s[1]), a20 = V_LOAD(s[2]);
    V_TYPE a30 = V_LOAD(s[3]), a40 = V_LOAD(s[4]), a01 = V_LOAD(s[5]);
    V_TYPE a11 = V_LOAD(s[6]), a21 = V_LOAD(s[7]), a31 = V_LOAD(s[8]);
    V_TYPE a41 = V_LOAD(s[9]), a02 = V_LOAD(s[10]), a12 = V_LOAD(s[11]);
    V_TYPE a22 = V_LOAD(s[12]), a32 = V_LOAD(s[13]), a42 = V_LOAD(s[14]);
    V_TYPE a03 = V_LOAD(s[15]), a13 = V_LOAD(s[16]), a23 = V_LOAD(s[17]);
    V_TYPE a33 = V_LOAD(s[18]), a43 = V_LOAD(s[19]), a04 = V_LOAD(s[20]);
    V_TYPE a14 = V_LOAD(s[21]), a24 = V_LOAD(s[22]), a34 = V_LOAD(s[23]);
    V_TYPE a44 = V_LOAD(s[24]);
    V_TYPE e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22;
    V_TYPE e32, e42, e03, e13, e23, e33, e43, e04, e14, e24, e34, e44;
    V_TYPE c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;

    for (int i = 0; i < 24; i += 2) {
        const V_TYPE rc0 = V_SET1(bp_keccak_round_constants[i]);
        const V_TYPE rc1 = V_SET1(bp_keccak_round_constants[i + 1]);
        c0 = V_XOR3(V_XOR3(a00, a01, a02), a03, a04);
        c1 = V_XOR3(V_XOR3(a10, a11, a12), a13, a14);
        c2 = V_XOR3(V_XOR3(a20, a21, a22), a23, a24);
        c3 = V_XOR3(V_XOR3(a30, a31, a32), a33, a34);
        c4 = V_XOR3(V_XOR3(a40, a41, a42), a43, a44);
        d0 = V_XOR(c4, V_ROL(c1, 1));
        d1 = V_XOR(c0, V_ROL(c2, 1));
        d2 = V_XOR(c1, V_ROL(c3, 1));
        d3 = V_XOR(c2, V_ROL(c4, 1));
        d4 = V_XOR(c3, V_ROL(c0, 1));
        b0 = V_XOR(a00, d0);
        b1 = V_ROL(V_XOR(a11, d1), 44);
        b2 = V_ROL(V_XOR(a22, d2), 43);
        b3 = V_ROL(V_XOR(a33, d3), 21);
        b4 = V_ROL(V_XOR(a44, d4), 14);
        e00 = V_XOR(V_CHI(b0, b1, b2), rc0);
        e10 = V_CHI(b1, b2, b3);
        e20 = V_CHI(b2, b3, b4);
        e30 = V_CHI(b3, b4, b0);
        e40 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(a30, d3), 28);
        b1 = V_ROL(V_XOR(a41, d4), 20);
        b2 = V_ROL(V_XOR(a02, d0), 3);
        b3 = V_ROL(V_XOR(a13, d1), 45);
        b4 = V_ROL(V_XOR(a24, d2), 61);
        e01 = V_CHI(b0, b1, b2);
        e11 = V_CHI(b1, b2, b3);
        e21 = V_CHI(b2, b3, b4);
        e31 = V_CHI(b3, b4, b0);
        e41 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(a10, d1), 1);
        b1 = V_ROL(V_XOR(a21, d2), 6);
        b2 = V_ROL(V_XOR(a32, d3), 25);
        b3 = V_ROL(V_XOR(a43, d4), 8);
        b4 = V_ROL(V_XOR(a04, d0), 18);
        e02 = V_CHI(b0, b1, b2);
        e12 = V_CHI(b1, b2, b3);
        e22 = V_CHI(b2, b3, b4);
        e32 = V_CHI(b3, b4, b0);
        e42 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(a40, d4), 27);
        b1 = V_ROL(V_XOR(a01, d0), 36);
        b2 = V_ROL(V_XOR(a12, d1), 10);
        b3 = V_ROL(V_XOR(a23, d2), 15);
        b4 = V_ROL(V_XOR(a34, d3), 56);
        e03 = V_CHI(b0, b1, b2);
        e13 = V_CHI(b1, b2, b3);
        e23 = V_CHI(b2, b3, b4);
        e33 = V_CHI(b3, b4, b0);
        e43 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(a20, d2), 62);
        b1 = V_ROL(V_XOR(a31, d3), 55);
        b2 = V_ROL(V_XOR(a42, d4), 39);
        b3 = V_ROL(V_XOR(a03, d0), 41);
        b4 = V_ROL(V_XOR(a14, d1), 2);
        e04 = V_CHI(b0, b1, b2);
        e14 = V_CHI(b1, b2, b3);
        e24 = V_CHI(b2, b3, b4);
        e34 = V_CHI(b3, b4, b0);
        e44 = V_CHI(b4, b0, b1);

        c0 = V_XOR3(V_XOR3(e00, e01, e02), e03, e04);
        c1 = V_XOR3(V_XOR3(e10, e11, e12), e13, e14);
        c2 = V_XOR3(V_XOR3(e20, e21, e22), e23, e24);
        c3 = V_XOR3(V_XOR3(e30, e31, e32), e33, e34);
        c4 = V_XOR3(V_XOR3(e40, e41, e42), e43, e44);
        d0 = V_XOR(c4, V_ROL(c1, 1));
        d1 = V_XOR(c0, V_ROL(c2, 1));
        d2 = V_XOR(c1, V_ROL(c3, 1));
        d3 = V_XOR(c2, V_ROL(c4, 1));
        d4 = V_XOR(c3, V_ROL(c0, 1));
        b0 = V_XOR(e00, d0);
        b1 = V_ROL(V_XOR(e11, d1), 44);
        b2 = V_ROL(V_XOR(e22, d2), 43);
        b3 = V_ROL(V_XOR(e33, d3), 21);
        b4 = V_ROL(V_XOR(e44, d4), 14);
        a00 = V_XOR(V_CHI(b0, b1, b2), rc1);
        a10 = V_CHI(b1, b2, b3);
        a20 = V_CHI(b2, b3, b4);
        a30 = V_CHI(b3, b4, b0);
        a40 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(e30, d3), 28);
        b1 = V_ROL(V_XOR(e41, d4), 20);
        b2 = V_ROL(V_XOR(e02, d0), 3);
        b3 = V_ROL(V_XOR(e13, d1), 45);
        b4 = V_ROL(V_XOR(e24, d2), 61);
        a01 = V_CHI(b0, b1, b2);
        a11 = V_CHI(b1, b2, b3);
        a21 = V_CHI(b2, b3, b4);
        a31 = V_CHI(b3, b4, b0);
        a41 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(e10, d1), 1);
        b1 = V_ROL(V_XOR(e21, d2), 6);
        b2 = V_ROL(V_XOR(e32, d3), 25);
        b3 = V_ROL(V_XOR(e43, d4), 8);
        b4 = V_ROL(V_XOR(e04, d0), 18);
        a02 = V_CHI(b0, b1, b2);
        a12 = V_CHI(b1, b2, b3);
        a22 = V_CHI(b2, b3, b4);
        a32 = V_CHI(b3, b4, b0);
        a42 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(e40, d4), 27);
        b1 = V_ROL(V_XOR(e01, d0), 36);
        b2 = V_ROL(V_XOR(e12, d1), 10);
        b3 = V_ROL(V_XOR(e23, d2), 15);
        b4 = V_ROL(V_XOR(e34, d3), 56);
        a03 = V_CHI(b0, b1, b2);
        a13 = V_CHI(b1, b2, b3);
        a23 = V_CHI(b2, b3, b4);
        a33 = V_CHI(b3, b4, b0);
        a43 = V_CHI(b4, b0, b1);
        b0 = V_ROL(V_XOR(e20, d2), 62);
        b1 = V_ROL(V_XOR(e31, d3), 55);
        b2 = V_ROL(V_XOR(e42, d4), 39);
        b3 = V_ROL(V_XOR(e03, d0), 41);
        b4 = V_ROL(V_XOR(e14, d1), 2);
        a04 = V_CHI(b0, b1, b2);
        a14 = V_CHI(b1, b2, b3);
        a24 = V_CHI(b2, b3, b4);
        a34 = V_CHI(b3, b4, b0);
        a44 = V_CHI(b4, b0, b1);
    }

    V_STORE(s[0], a00); V_STORE(s[1], a10); V_STORE(s[2], a20);
    V_STORE(s[3], a30); V_STORE(s[4], a40); V_STORE(s[5], a01);
    V_STORE(s[6], a11); V_STORE(s[7], a21); V_STORE(s[8], a31);
    V_STORE(s[9], a41); V_STORE(s[10], a02); V_STORE(s[11], a12);
    V_STORE(s[12], a22); V_STORE(s[13], a32); V_STORE(s[14], a42);
    V_STORE(s[15], a03); V_STORE(s[16], a13); V_STORE(s[17], a23);
    V_STORE(s[18], a33); V_STORE(s[19], a43); V_STORE(s[20], a04);
    V_STORE(s[21], a14); V_STORE(s[22], a24); V_STORE(s[23], a34);
    V_STORE(s[24], a44);
}

#endif /* BP_KECCAK_F1600_X4_ROUNDS_H */
