/* SPDX-License-Identifier: MIT */
/*
 * Byte strings <-> little-endian 64-bit words: byte j is bits 8(j mod 8) ..
 * 8(j mod 8) + 7 of word j div 8, so bit i of byte j is the coefficient of
 * X^(8j + i), the serialisation of HQC and BIKE.  Unchecked: callers
 * validate lengths and values.  On a little-endian host this is a memcpy,
 * elsewhere it is assembled byte by byte.  Constant time: only len steers
 * the work (memcpy's path depends on length and alignment, never on data).
 * Static inline: src/common has no sources of its own to build.
 */
#ifndef BP_BYTES_H
#define BP_BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BP_HOST_LITTLE_ENDIAN 1
#else
#define BP_HOST_LITTLE_ENDIAN 0
#endif

/* The little-endian word of the 8 bytes at b (any alignment). */
static inline uint64_t bp_load64_le(const uint8_t *b)
{
    uint64_t w;
    if (BP_HOST_LITTLE_ENDIAN) {
        memcpy(&w, b, 8);
        return w;
    }
    w = 0;
    for (int t = 7; t >= 0; t--)
        w = (w << 8) | b[t];
    return w;
}

/* b[0..8) = the little-endian bytes of w (any alignment). */
static inline void bp_store64_le(uint8_t *b, uint64_t w)
{
    if (BP_HOST_LITTLE_ENDIAN) {
        memcpy(b, &w, 8);
        return;
    }
    for (int t = 0; t < 8; t++)
        b[t] = (uint8_t)(w >> (8 * t));
}

/* w[0..ceil(len/8)) = the words of b[0..len); the bytes of the last word
 * beyond len are 0.  b and w must not overlap. */
static inline void bp_bytes_to_words(uint64_t *w, const uint8_t *b, size_t len)
{
    const size_t words = (len + 7) / 8;
    if (words == 0)
        return;
    if (BP_HOST_LITTLE_ENDIAN) {
        w[words - 1] = 0; /* the bytes beyond len */
        memcpy(w, b, len);
        return;
    }
    for (size_t j = 0; j < words; j++) {
        uint64_t x = 0;
        for (size_t t = 0; t < 8 && 8 * j + t < len; t++)
            x |= (uint64_t)b[8 * j + t] << (8 * t);
        w[j] = x;
    }
}

/* b[0..len) = the low len bytes of w[0..ceil(len/8)).  b and w must not
 * overlap. */
static inline void bp_words_to_bytes(uint8_t *b, const uint64_t *w, size_t len)
{
    if (BP_HOST_LITTLE_ENDIAN) {
        memcpy(b, w, len);
        return;
    }
    for (size_t i = 0; i < len; i++)
        b[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
}

/* Whether p (not NULL) is not aligned as its uint64_t words must be (the
 * target's _Alignof(uint64_t): 8 on 64-bit targets, 4 on i686, where the
 * ABI places uint64_t members and arrays at 4-byte boundaries): the public
 * entry points refuse a misaligned array (BINPOLY_ERR_ALIGN) rather than
 * read it with misaligned word loads, which C does not define. */
static inline int bp_misaligned64(const void *p)
{
    return ((uintptr_t)p % _Alignof(uint64_t)) != 0;
}

/* The same for uint32_t arrays. */
static inline int bp_misaligned32(const void *p)
{
    return ((uintptr_t)p % _Alignof(uint32_t)) != 0;
}

#endif /* BP_BYTES_H */
