/* SPDX-License-Identifier: MIT */
/* SHA-256, SHA3-384 and AES-256 for the test programs (test_crypto_ref.h). */
#include "test_crypto_ref.h"

#include <string.h>

/* ---- SHA-256 ---- */

static uint32_t ror32(uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

static uint32_t be32(const uint8_t *b)
{
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 |
           b[3];
}

/* The 64 round constants: the first 32 bits of the fractional parts of
 * the cube roots of the first 64 primes (FIPS 180-4, 4.2.2). */
static const uint32_t K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
    0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
    0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
    0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
    0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

static void sha256_block(uint32_t h[8], const uint8_t block[64])
{
    uint32_t w[64], v[8];
    for (int t = 0; t < 16; t++)
        w[t] = be32(block + 4 * t);
    for (int t = 16; t < 64; t++) {
        const uint32_t s0 = ror32(w[t - 15], 7) ^ ror32(w[t - 15], 18) ^
                            (w[t - 15] >> 3);
        const uint32_t s1 = ror32(w[t - 2], 17) ^ ror32(w[t - 2], 19) ^
                            (w[t - 2] >> 10);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    memcpy(v, h, sizeof v);
    for (int t = 0; t < 64; t++) {
        const uint32_t e = v[4], a = v[0];
        const uint32_t t1 = v[7] + (ror32(e, 6) ^ ror32(e, 11) ^ ror32(e, 25)) +
                            ((e & v[5]) ^ (~e & v[6])) + K256[t] + w[t];
        const uint32_t t2 = (ror32(a, 2) ^ ror32(a, 13) ^ ror32(a, 22)) +
                            ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
        memmove(v + 1, v, 7 * sizeof v[0]);
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (int i = 0; i < 8; i++)
        h[i] += v[i];
}

void test_sha256(uint8_t md[32], const uint8_t *data, size_t len)
{
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                     0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    uint8_t last[128] = {0};
    size_t full = len / 64 * 64;
    for (size_t i = 0; i < full; i += 64)
        sha256_block(h, data + i);
    /* the tail, 0x80, zeros, then the bit length (big-endian, 64 bits) */
    const size_t rest = len - full;
    memcpy(last, data + full, rest);
    last[rest] = 0x80;
    const size_t tail = rest + 9 <= 64 ? 64 : 128;
    const uint64_t bits = (uint64_t)len * 8;
    for (int i = 0; i < 8; i++)
        last[tail - 1 - i] = (uint8_t)(bits >> (8 * i));
    for (size_t i = 0; i < tail; i += 64)
        sha256_block(h, last + i);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            md[4 * i + j] = (uint8_t)(h[i] >> (24 - 8 * j));
}

/* ---- SHA3-384 ---- */

static uint64_t rol64(uint64_t x, int n)
{
    return n == 0 ? x : (x << n) | (x >> (64 - n));
}

/* rc(t) of FIPS 202, 3.2.5: the output bit of an LFSR. */
static int keccak_rc_bit(int t)
{
    unsigned r = 1;
    for (int i = 0; i < t % 255; i++) {
        r <<= 1;
        if (r & 0x100)
            r ^= 0x171;
    }
    return r & 1;
}

/* Keccak-f[1600] on lanes a[x + 5 y]. */
static void keccak_f1600(uint64_t a[25])
{
    for (int round = 0; round < 24; round++) {
        uint64_t c[5], b[25];
        for (int x = 0; x < 5; x++) /* theta */
            c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 5; y++)
                a[x + 5 * y] ^= c[(x + 4) % 5] ^ rol64(c[(x + 1) % 5], 1);
        /* rho and pi: lane (x, y) rotated goes to (y, 2x + 3y) */
        int x = 1, y = 0;
        b[0] = a[0];
        for (int t = 0; t < 24; t++) {
            const int nx = y, ny = (2 * x + 3 * y) % 5;
            b[nx + 5 * ny] = rol64(a[x + 5 * y], ((t + 1) * (t + 2) / 2) % 64);
            x = nx;
            y = ny;
        }
        for (int j = 0; j < 5; j++) /* chi */
            for (int i = 0; i < 5; i++)
                a[i + 5 * j] = b[i + 5 * j] ^
                               (~b[(i + 1) % 5 + 5 * j] & b[(i + 2) % 5 + 5 * j]);
        for (int j = 0; j <= 6; j++) /* iota */
            if (keccak_rc_bit(j + 7 * round))
                a[0] ^= (uint64_t)1 << ((1 << j) - 1);
    }
}

void test_sha3_384(uint8_t md[48], const uint8_t *data, size_t len)
{
    enum { RATE = 104 };
    uint64_t a[25] = {0};
    uint8_t block[RATE];
    for (size_t done = 0;; done += RATE) {
        const size_t n = len - done < RATE ? len - done : RATE;
        memset(block, 0, RATE);
        memcpy(block, data + done, n);
        if (n < RATE) { /* the last block: SHA-3's 01, then pad10*1 */
            block[n] ^= 0x06;
            block[RATE - 1] ^= 0x80;
        }
        for (int i = 0; i < RATE; i++) /* bytes little-endian in lanes */
            a[i / 8] ^= (uint64_t)block[i] << (8 * (i % 8));
        keccak_f1600(a);
        if (n < RATE)
            break;
    }
    for (int i = 0; i < 48; i++)
        md[i] = (uint8_t)(a[i / 8] >> (8 * (i % 8)));
}

/* ---- AES-256 ---- */

/* x * y in GF(2^8) mod x^8 + x^4 + x^3 + x + 1. */
static uint8_t gf_mul(uint8_t x, uint8_t y)
{
    uint8_t r = 0;
    while (y != 0) {
        if (y & 1)
            r ^= x;
        x = (uint8_t)((x << 1) ^ ((x & 0x80) ? 0x1B : 0));
        y >>= 1;
    }
    return r;
}

/* The S-box entry of x: its inverse (x^254; 0 for 0), then the affine map
 * (FIPS 197, 5.1.1), computed rather than tabulated.  One-threaded
 * test programs: the table is filled without a lock. */
static uint8_t sbox(uint8_t x)
{
    uint8_t inv = 1, p = x;
    for (int e = 254; e != 0; e >>= 1) { /* square and multiply */
        if (e & 1)
            inv = gf_mul(inv, p);
        p = gf_mul(p, p);
    }
    if (x == 0)
        inv = 0;
    uint8_t s = 0x63;
    for (int i = 0; i < 5; i++)
        s ^= (uint8_t)((inv << i) | (inv >> ((8 - i) & 7)));
    return s;
}

void test_aes256_block(const uint8_t key[32], const uint8_t in[16],
                       uint8_t out[16])
{
    static uint8_t S[256]; /* filled at the first call (S[0] = 0x63) */
    uint8_t rk[240], st[16], rcon = 1;
    if (S[0] == 0)
        for (int i = 0; i < 256; i++)
            S[i] = sbox((uint8_t)i);
    /* key expansion: 60 words of 4 bytes (Nk = 8, 14 rounds) */
    memcpy(rk, key, 32);
    for (int i = 8; i < 60; i++) {
        uint8_t t[4];
        memcpy(t, rk + 4 * (i - 1), 4);
        if (i % 8 == 0) {
            const uint8_t t0 = t[0];
            t[0] = (uint8_t)(S[t[1]] ^ rcon);
            t[1] = S[t[2]];
            t[2] = S[t[3]];
            t[3] = S[t0];
            rcon = gf_mul(rcon, 2);
        } else if (i % 8 == 4) {
            for (int j = 0; j < 4; j++)
                t[j] = S[t[j]];
        }
        for (int j = 0; j < 4; j++)
            rk[4 * i + j] = rk[4 * (i - 8) + j] ^ t[j];
    }
    for (int i = 0; i < 16; i++)
        st[i] = in[i] ^ rk[i];
    for (int round = 1; round <= 14; round++) {
        uint8_t t[16];
        /* SubBytes and ShiftRows: byte (row r, column c) = st[4c + r] */
        for (int c = 0; c < 4; c++)
            for (int r = 0; r < 4; r++)
                t[4 * c + r] = S[st[4 * ((c + r) % 4) + r]];
        for (int c = 0; c < 4 && round != 14; c++) { /* MixColumns */
            const uint8_t *a = t + 4 * c;
            const uint8_t m0 = (uint8_t)(gf_mul(a[0], 2) ^ gf_mul(a[1], 3) ^ a[2] ^ a[3]);
            const uint8_t m1 = (uint8_t)(a[0] ^ gf_mul(a[1], 2) ^ gf_mul(a[2], 3) ^ a[3]);
            const uint8_t m2 = (uint8_t)(a[0] ^ a[1] ^ gf_mul(a[2], 2) ^ gf_mul(a[3], 3));
            const uint8_t m3 = (uint8_t)(gf_mul(a[0], 3) ^ a[1] ^ a[2] ^ gf_mul(a[3], 2));
            t[4 * c] = m0;
            t[4 * c + 1] = m1;
            t[4 * c + 2] = m2;
            t[4 * c + 3] = m3;
        }
        for (int i = 0; i < 16; i++)
            st[i] = t[i] ^ rk[16 * round + i];
    }
    memcpy(out, st, 16);
}
