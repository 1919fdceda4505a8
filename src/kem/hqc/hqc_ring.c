/* One shared ring per HQC level, initialised exactly once (pthread_once). */
#include "hqc_ring.h"

#include <pthread.h>

static binpoly_ring hqc_rings[3];
static int hqc_ring_ok[3];
static pthread_once_t hqc_ring_once[3] = {PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT,
                                          PTHREAD_ONCE_INIT};

/* pthread_once takes no argument: one trampoline per level. */
static void init_level(int idx, int level)
{
    hqc_ring_ok[idx] =
        binpoly_ring_init(&hqc_rings[idx], hqc_params_get(level)->n) == 0;
}
static void init_level1(void) { init_level(0, 1); }
static void init_level3(void) { init_level(1, 3); }
static void init_level5(void) { init_level(2, 5); }

const binpoly_ring *hqc_ring(const hqc_params *p)
{
    static void (*const init[3])(void) = {init_level1, init_level3,
                                          init_level5};
    int idx = p->level / 2;   /* 1, 3, 5 -> 0, 1, 2 */
    pthread_once(&hqc_ring_once[idx], init[idx]);
    return hqc_ring_ok[idx] ? &hqc_rings[idx] : NULL;
}
