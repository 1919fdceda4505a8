/* Byte strings <-> little-endian words (hqc_bytes.h). */
#include "hqc_bytes.h"

#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HQC_HOST_LITTLE_ENDIAN 1
#else
#define HQC_HOST_LITTLE_ENDIAN 0
#endif

void hqc_load_le(uint64_t *w, const uint8_t *b, size_t len)
{
    size_t words = (len + 7) / 8;
    if (words == 0)
        return;
    if (HQC_HOST_LITTLE_ENDIAN) {
        w[words - 1] = 0;             /* the bytes beyond len */
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

void hqc_store_le(uint8_t *b, const uint64_t *w, size_t len)
{
    if (HQC_HOST_LITTLE_ENDIAN) {
        memcpy(b, w, len);
        return;
    }
    for (size_t i = 0; i < len; i++)
        b[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
}
