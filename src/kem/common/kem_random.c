/* SPDX-License-Identifier: MIT */
/* OS randomness (kem_random.h). */
#include "kem_random.h"

#include <errno.h>
#include <sys/random.h>

#include "binpoly.h"

int bp_kem_os_random(uint8_t *buf, size_t len)
{
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
}
