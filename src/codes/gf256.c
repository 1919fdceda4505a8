/* GF(2^8) inversion by exponentiation (see gf256.h). */
#include "gf256.h"

uint8_t bp_gf256_inv(uint8_t a)
{
    /* Addition chain 1, 2, 3, 6, 7, 14, 15, 30, 60, 63, 126, 127, 254: the
     * same 12 multiplications run whatever a is. */
    uint8_t a2 = bp_gf256_mul(a, a);
    uint8_t a3 = bp_gf256_mul(a2, a);      /* a^3 */
    uint8_t a6 = bp_gf256_mul(a3, a3);     /* a^6 */
    uint8_t a7 = bp_gf256_mul(a6, a);      /* a^7 */
    uint8_t a14 = bp_gf256_mul(a7, a7);    /* a^14 */
    uint8_t a15 = bp_gf256_mul(a14, a);    /* a^15 */
    uint8_t a30 = bp_gf256_mul(a15, a15);  /* a^30 */
    uint8_t a60 = bp_gf256_mul(a30, a30);  /* a^60 */
    uint8_t a63 = bp_gf256_mul(a60, a3);   /* a^63 */
    uint8_t a126 = bp_gf256_mul(a63, a63); /* a^126 */
    uint8_t a127 = bp_gf256_mul(a126, a);  /* a^127 */
    return bp_gf256_mul(a127, a127);       /* a^254 */
}
