/* SPDX-License-Identifier: MIT */
/* The README's example: (1 + X + X^64)(1 + X^2) through the installed
 * library.  Prints the product words and the backend. */
#include <binpoly.h>
#include <binpoly/hqc.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    uint64_t a[2] = {0x3, 0x1}; /* 1 + X + X^64 */
    uint64_t b[1] = {0x5};      /* 1 + X^2 */
    uint64_t c[3];              /* na + nb words */
    int err = binpoly_mul(c, a, 2, b, 1);
    if (err) {
        fprintf(stderr, "binpoly: %s\n", binpoly_strerror(err));
        return 1;
    }
    printf("backend: %s\n", binpoly_backend());
    printf("c = %#llx %#llx %#llx\n", (unsigned long long)c[0],
           (unsigned long long)c[1], (unsigned long long)c[2]);
    /* (1 + X + X^64)(1 + X^2) = 1 + X + X^2 + X^3 + X^64 + X^66 */
    if (c[0] != 0xF || c[1] != 0x5 || c[2] != 0)
        return 1;

    uint8_t pk[BINPOLY_HQC1_PUBLICKEYBYTES], sk[BINPOLY_HQC1_SECRETKEYBYTES];
    uint8_t ct[BINPOLY_HQC1_CIPHERTEXTBYTES], ss1[32], ss2[32];
    if (binpoly_hqc1_keypair(pk, sk) || binpoly_hqc1_enc(ct, ss1, pk) ||
        binpoly_hqc1_dec(ss2, ct, sk) || memcmp(ss1, ss2, 32) != 0)
        return 1;
    printf("HQC-1 round trip: ok\n");
    return 0;
}
