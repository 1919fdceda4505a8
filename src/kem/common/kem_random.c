/* SPDX-License-Identifier: MIT */
/* The KEMs' randomness: the caller's hook or the OS (kem_random.h). */
#include "kem_random.h"

#include <pthread.h>

#include "binpoly.h"
#include "bp_wipe.h"

#ifndef BINPOLY_NO_OS_RANDOM
#include <errno.h>
#include <sys/random.h>
#endif

/* The hook and its context, replaced together under the write lock; a
 * draw holds the read lock while it calls the hook, so that once
 * binpoly_set_randombytes returns, no draw still uses the previous pair. */
static pthread_rwlock_t hook_lock = PTHREAD_RWLOCK_INITIALIZER;
static binpoly_randombytes_fn hook_fn;
static void *hook_ctx;

int binpoly_set_randombytes(binpoly_randombytes_fn fn, void *ctx)
{
    if (pthread_rwlock_wrlock(&hook_lock) != 0)
        return BINPOLY_ERR_THREAD;
    hook_fn = fn;
    hook_ctx = fn != NULL ? ctx : NULL;
    pthread_rwlock_unlock(&hook_lock);
    return 0;
}

/* buf[0..len) from the OS generator; BINPOLY_ERR_RANDOM when it fails or
 * the build has none. */
static int os_random(uint8_t *buf, size_t len)
{
#ifdef BINPOLY_NO_OS_RANDOM
    (void)buf;
    (void)len;
    return BINPOLY_ERR_RANDOM;
#else
    while (len > 0) {
        ssize_t got = getrandom(buf, len, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return BINPOLY_ERR_RANDOM;
        }
        buf += got;
        len -= (size_t)got;
    }
    return 0;
#endif
}

int bp_kem_random(uint8_t *buf, size_t len)
{
    /* A failed read lock (too many readers) is a failed draw. */
    if (pthread_rwlock_rdlock(&hook_lock) != 0)
        return BINPOLY_ERR_RANDOM;
    int err;
    if (hook_fn != NULL)
        err = hook_fn(hook_ctx, buf, len) == 0 ? 0 : BINPOLY_ERR_RANDOM;
    else
        err = os_random(buf, len);
    pthread_rwlock_unlock(&hook_lock);
    if (err != 0)
        bp_wipe(buf, len);
    return err;
}
