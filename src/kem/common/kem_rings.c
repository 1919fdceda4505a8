/* SPDX-License-Identifier: MIT */
/* The KEM rings, initialised exactly once (pthread_once). */
#include "kem_rings.h"

#include <pthread.h>

static const size_t kem_ring_sizes[] = {17669, 35851, 57637,  /* HQC n */
                                        12323, 24659, 40973}; /* BIKE r */
#define KEM_RINGS (sizeof kem_ring_sizes / sizeof kem_ring_sizes[0])

static binpoly_ring kem_rings[KEM_RINGS];
static int kem_ring_ok[KEM_RINGS];
static pthread_once_t kem_rings_once = PTHREAD_ONCE_INIT;

static void init_all(void)
{
    for (size_t i = 0; i < KEM_RINGS; i++)
        kem_ring_ok[i] =
            binpoly_ring_init(&kem_rings[i], kem_ring_sizes[i]) == 0;
}

const binpoly_ring *bp_kem_ring(size_t N)
{
    pthread_once(&kem_rings_once, init_all);
    for (size_t i = 0; i < KEM_RINGS; i++)
        if (kem_ring_sizes[i] == N)
            return kem_ring_ok[i] ? &kem_rings[i] : NULL;
    return NULL;
}
