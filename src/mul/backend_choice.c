/* SPDX-License-Identifier: MIT */
/*
 * The backend in use (bp_backend.h): the best backend of the registry
 * this CPU runs, or the one BINPOLY_BACKEND names (case does not matter;
 * unset or empty: automatic).  The product layer owns the backend tables
 * and this choice, so that every layer above takes the active backend
 * from here (bp_backend_active) without calling up into dispatch.
 * Decided once; concurrent first calls are safe (the choice is a pure
 * function of the CPU and the environment, published through an atomic
 * pointer).  An invalid BINPOLY_BACKEND is reported once on stderr, and
 * binpoly_strerror(BINPOLY_ERR_BACKEND) says which way it is invalid.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bp_backend.h"
#include "cpu_features.h"

/* Compiled-in backends, worst to best: the registry (bp_backend_list.h). */
#define BP_DECLARE_BACKEND_(be) extern const bp_backend bp_##be##_backend;
BP_FOR_EACH_BACKEND(BP_DECLARE_BACKEND_)
#undef BP_DECLARE_BACKEND_
#define BP_BACKEND_ENTRY_(be) &bp_##be##_backend,
static const bp_backend *const all_backends[] = {
    BP_FOR_EACH_BACKEND(BP_BACKEND_ENTRY_)};
#undef BP_BACKEND_ENTRY_
#define N_BACKENDS (sizeof all_backends / sizeof all_backends[0])
_Static_assert(N_BACKENDS == BP_BACKEND_COUNT, "one table per backend id");

/* Whether this CPU (and OS) runs backend be: every feature it needs. */
static int cpu_runs(const bp_backend *be)
{
    return (bp_cpu_features() & be->cpu_needs) == be->cpu_needs;
}

const bp_backend *bp_backend_at(size_t i)
{
    return i < N_BACKENDS ? all_backends[i] : NULL;
}

const bp_backend *bp_backend_get(bp_backend_id id)
{
    return (size_t)id < N_BACKENDS && cpu_runs(all_backends[id])
               ? all_backends[id]
               : NULL;
}

/* The compiled-in backend of that name (any case), run or not; NULL if
 * none is called so. */
static const bp_backend *compiled_by_name(const char *name)
{
    for (size_t i = 0; i < N_BACKENDS; i++)
        if (strcasecmp(all_backends[i]->name, name) == 0)
            return all_backends[i];
    return NULL;
}

const bp_backend *bp_backend_by_name(const char *name)
{
    const bp_backend *be = compiled_by_name(name);
    return be != NULL && cpu_runs(be) ? be : NULL;
}

/* The messages, with the names of the compiled-in backends. */
#define BP_NAME_(be) " " #be
static const char unknown_name[] =
    "BINPOLY_BACKEND names no backend of this build (it has:"
    BP_FOR_EACH_BACKEND(BP_NAME_) "; any case)";
static const char cpu_lacks[] =
    "BINPOLY_BACKEND names a backend this CPU cannot run (this build has:"
    BP_FOR_EACH_BACKEND(BP_NAME_) ")";
#undef BP_NAME_

const char *bp_backend_problem(void)
{
    const char *forced = getenv("BINPOLY_BACKEND");
    if (forced == NULL || forced[0] == '\0' ||
        bp_backend_by_name(forced) != NULL)
        return NULL;
    return compiled_by_name(forced) == NULL ? unknown_name : cpu_lacks;
}

/* The choice while BINPOLY_BACKEND is invalid (bp_backend.h). */
const bp_backend bp_backend_invalid;

static const bp_backend *choose(void)
{
    const char *forced = getenv("BINPOLY_BACKEND");
    if (forced != NULL && forced[0] != '\0') {
        const bp_backend *be = bp_backend_by_name(forced);
        if (be != NULL)
            return be;
        static atomic_int reported;
        if (atomic_exchange(&reported, 1) == 0)
            fprintf(stderr, "binpoly: BINPOLY_BACKEND=\"%s\": %s; every "
                            "call fails with BINPOLY_ERR_BACKEND\n",
                    forced, bp_backend_problem());
        return &bp_backend_invalid;
    }
    for (size_t i = N_BACKENDS; i-- > 0;)
        if (cpu_runs(all_backends[i]))
            return all_backends[i];
    return all_backends[BP_BACKEND_PORTABLE];
}

_Atomic(const bp_backend *) bp_backend_chosen = NULL;

const bp_backend *bp_backend_choose(void)
{
    const bp_backend *be = choose();
    atomic_store_explicit(&bp_backend_chosen, be, memory_order_release);
    return be;
}
