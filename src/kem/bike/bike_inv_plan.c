/* SPDX-License-Identifier: MIT */
/* BIKE's inversion plans (bike_inv_plan.h): static storage, one
 * pthread_once per level, one lock over the shared routing work space. */
#include "bike_inv_plan.h"

#include <pthread.h>

#include "kem_rings.h"

/* bp_ring_inv_plan_words(R, BIKE_INV_PLAN_MIN_K) of r = 12323, 24659 and
 * 40973: 12 networks on 2^14 bits, 14 on 2^15, 14 on 2^16 (a change of
 * the chain or the layout that needs more is caught by bp_bike_inv_plan's
 * test, test_bike_decode.c: the plan would come out empty). */
#define PLAN_WORDS_L1 67584
#define PLAN_WORDS_L3 164864
#define PLAN_WORDS_L5 344064

static _Alignas(64) uint64_t masks_l1[PLAN_WORDS_L1];
static _Alignas(64) uint64_t masks_l3[PLAN_WORDS_L3];
static _Alignas(64) uint64_t masks_l5[PLAN_WORDS_L5];
static uint32_t route_work[(size_t)4 << BP_BENES_MAX_LOG];
static pthread_mutex_t route_lock = PTHREAD_MUTEX_INITIALIZER;

typedef struct {
    int level;
    uint32_t r;
    uint64_t *masks;
    size_t words;
    bp_ring_inv_plan plan;
    pthread_once_t once;
} level_plan;

static level_plan plans[3] = {
    {1, 12323, masks_l1, PLAN_WORDS_L1, {0}, PTHREAD_ONCE_INIT},
    {3, 24659, masks_l3, PLAN_WORDS_L3, {0}, PTHREAD_ONCE_INIT},
    {5, 40973, masks_l5, PLAN_WORDS_L5, {0}, PTHREAD_ONCE_INIT},
};

static void build(level_plan *lp)
{
    const binpoly_ring *R = bp_kem_ring(lp->r);
    pthread_mutex_lock(&route_lock);
    if (R == NULL || bp_ring_inv_plan_init(&lp->plan, R, BIKE_INV_PLAN_MIN_K,
                                           lp->masks, lp->words,
                                           route_work) != 0)
        lp->plan.n_maps = 0; /* the gathers then: slower, same result */
    pthread_mutex_unlock(&route_lock);
}

static void build_l1(void) { build(&plans[0]); }
static void build_l3(void) { build(&plans[1]); }
static void build_l5(void) { build(&plans[2]); }

const bp_ring_inv_plan *bp_bike_inv_plan(const bike_params *p)
{
    static void (*const builders[3])(void) = {build_l1, build_l3, build_l5};
    for (int i = 0; i < 3; i++)
        if (plans[i].level == p->level) {
            pthread_once(&plans[i].once, builders[i]);
            return &plans[i].plan;
        }
    return NULL; /* not a level: no plan, the gathers */
}
