/*
 * Backend selection: the best backend this CPU runs, or the one
 * BINPOLY_BACKEND names.  Decided once; concurrent first calls are safe
 * (the choice is a pure function of the CPU and the environment, published
 * through an atomic pointer).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "cpu_features.h"

extern const bp_backend bp_portable_backend;
#ifdef BP_HAVE_X86_BACKENDS
extern const bp_backend bp_pclmul_backend;
#endif
#ifdef BP_HAVE_VPCLMUL256
extern const bp_backend bp_vpclmul256_backend;
#endif
#ifdef BP_HAVE_AVX512
extern const bp_backend bp_avx512_backend;
#endif

/* Compiled-in backends, worst to best. */
static const bp_backend *const all_backends[] = {
    &bp_portable_backend,
#ifdef BP_HAVE_X86_BACKENDS
    &bp_pclmul_backend,
#endif
#ifdef BP_HAVE_VPCLMUL256
    &bp_vpclmul256_backend,
#endif
#ifdef BP_HAVE_AVX512
    &bp_avx512_backend,
#endif
};
#define N_BACKENDS (sizeof all_backends / sizeof all_backends[0])

static int cpu_runs(bp_backend_id id)
{
    const uint32_t f = bp_cpu_features();
    switch (id) {
    case BP_BACKEND_PORTABLE: return 1;
    case BP_BACKEND_PCLMUL:
        return (f & BP_CPU_PCLMUL) && (f & BP_CPU_AVX2);
    case BP_BACKEND_VPCLMUL256: return (f & BP_CPU_VPCLMUL256) != 0;
    case BP_BACKEND_AVX512: return (f & BP_CPU_VPCLMUL512) != 0;
    default: return 0;
    }
}

const bp_backend *bp_backend_get(bp_backend_id id)
{
    for (size_t i = 0; i < N_BACKENDS; i++)
        if (all_backends[i]->id == id && cpu_runs(id))
            return all_backends[i];
    return NULL;
}

const bp_backend *bp_backend_by_name(const char *name)
{
    for (size_t i = 0; i < N_BACKENDS; i++)
        if (strcmp(all_backends[i]->name, name) == 0 &&
            cpu_runs(all_backends[i]->id))
            return all_backends[i];
    return NULL;
}

/* Sentinel meaning "BINPOLY_BACKEND was invalid". */
static const bp_backend invalid_choice;

static const bp_backend *choose(void)
{
    const char *forced = getenv("BINPOLY_BACKEND");
    if (forced != NULL && forced[0] != '\0') {
        const bp_backend *be = bp_backend_by_name(forced);
        return be != NULL ? be : &invalid_choice;
    }
    for (size_t i = N_BACKENDS; i-- > 0;)
        if (cpu_runs(all_backends[i]->id))
            return all_backends[i];
    return &bp_portable_backend;
}

const bp_backend *bp_backend_active(void)
{
    static _Atomic(const bp_backend *) active = NULL;
    const bp_backend *be = atomic_load_explicit(&active, memory_order_acquire);
    if (be == NULL) {
        be = choose();
        atomic_store_explicit(&active, be, memory_order_release);
    }
    return be == &invalid_choice ? NULL : be;
}

const char *binpoly_backend(void)
{
    const bp_backend *be = bp_backend_active();
    return be != NULL ? be->name : NULL;
}

int binpoly_backend_available(const char *name)
{
    return name != NULL && bp_backend_by_name(name) != NULL;
}
