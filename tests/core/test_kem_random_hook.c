/* SPDX-License-Identifier: MIT */
/*
 * binpoly_set_randombytes (binpoly.h) on every HQC and BIKE level:
 *  - with a hook set, _keypair and _enc (NIST-style and _checked) draw
 *    from it exactly the bytes of their derandomized calls (keypair: the
 *    seed; enc: HQC's m then its salt, BIKE's 64 bytes), and their outputs
 *    are the derandomized calls' on those bytes; the _derand calls and
 *    _dec never call it;
 *  - a hook that fails (after scribbling on its buffer), at the first
 *    draw or at HQC's second: BINPOLY_ERR_RANDOM, the outputs zeroed (no
 *    byte of key, ciphertext or secret written);
 *  - the hook removed (NULL): the OS generator again;
 *  - concurrency: threads encapsulating while the main thread swaps two
 *    hooks; every BIKE-L1 ciphertext is the derandomized one of one
 *    hook's bytes, and once a swap returns the replaced hook is not called
 *    again (its call count stays put).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "binpoly.h"
#include "kem_table.h"
#include "test_check.h"

static uint8_t pk[MAX_PK], sk[MAX_SK], ct[MAX_CT], ss[32];
static uint8_t pk2[MAX_PK], sk2[MAX_SK], ct2[MAX_CT], ss2[32];

/* The recording hook: bytes counter, counter + 1, ...; it remembers the
 * bytes it gave (up to 128) and fails at draw fail_at (1-based; 0 never),
 * after scribbling 0xEE over the buffer. */
typedef struct {
    uint8_t next;
    int draws, fail_at;
    size_t given;
    uint8_t log[128];
} recorder;

static int record_hook(void *ctx, uint8_t *buf, size_t len)
{
    recorder *r = ctx;
    r->draws++;
    if (r->draws == r->fail_at) {
        memset(buf, 0xEE, len);
        return -1;
    }
    for (size_t i = 0; i < len; i++) {
        buf[i] = r->next++;
        if (r->given < sizeof r->log)
            r->log[r->given++] = buf[i];
    }
    return 0;
}

/* The hook's bytes are what the calls use; derand calls never draw. */
static void test_hook_used(const kem_api *k)
{
    const size_t seed_len = k->bike ? 64 : 32;
    const size_t enc_len = k->bike ? 64 : k->msg + 16;
    for (int checked = 0; checked < 2; checked++) {
        recorder r = {7, 0, 0, 0, {0}};
        CHECK(binpoly_set_randombytes(record_hook, &r) == 0, "set the hook");
        int err = checked ? keypair_checked(k, pk, sk) : k->keypair(pk, sk);
        CHECK(err == 0 && r.draws == 1 && r.given == seed_len,
              "%s keypair%s: %d, %d draws of %zu bytes", k->name,
              checked ? "_checked" : "", err, r.draws, r.given);
        CHECK(k->keypair_derand(pk2, sk2, r.log) == 0 &&
                  memcmp(pk, pk2, k->pk) == 0 && memcmp(sk, sk2, k->sk) == 0,
              "%s keypair: not the key pair of the hook's bytes", k->name);
        r = (recorder){100, 0, 0, 0, {0}};
        err = checked ? enc_checked(k, ct, ss, pk) : k->enc(ct, ss, pk);
        CHECK(err == 0 && r.draws == (k->bike ? 1 : 2) && r.given == enc_len,
              "%s enc%s: %d, %d draws of %zu bytes", k->name,
              checked ? "_checked" : "", err, r.draws, r.given);
        CHECK(enc_derand(k, ct2, ss2, pk, r.log) == 0 &&
                  memcmp(ct, ct2, k->ct) == 0 && memcmp(ss, ss2, 32) == 0,
              "%s enc: not the ciphertext of the hook's bytes", k->name);
        r = (recorder){0, 0, 0, 0, {0}};
        CHECK(k->keypair_derand(pk2, sk2, pk) == 0 &&
                  enc_derand(k, ct2, ss2, pk2, sk) == 0 &&
                  k->dec(ss2, ct2, sk2) == 0 && r.draws == 0,
              "%s: the derandomized calls and dec drew %d times", k->name,
              r.draws);
        CHECK(binpoly_set_randombytes(NULL, NULL) == 0, "remove the hook");
    }
}

/* A failing hook: BINPOLY_ERR_RANDOM and nothing of it in the outputs. */
static void test_hook_fails(const kem_api *k)
{
    for (int checked = 0; checked < 2; checked++) {
        recorder r = {1, 0, 1, 0, {0}};
        CHECK(binpoly_set_randombytes(record_hook, &r) == 0, "set the hook");
        kem_poison(pk, sk, ct, ss);
        int err = checked ? keypair_checked(k, pk, sk) : k->keypair(pk, sk);
        CHECK(err == BINPOLY_ERR_RANDOM && all_zero(pk, k->pk) &&
                  all_zero(sk, k->sk),
              "%s keypair%s: a failing hook gave %d", k->name,
              checked ? "_checked" : "", err);
        memset(pk2, 0, sizeof pk2); /* a valid public key: all zero */
        for (int at = 1; at <= (k->bike ? 1 : 2); at++) {
            r = (recorder){1, 0, at, 0, {0}};
            kem_poison(pk, sk, ct, ss);
            err = checked ? enc_checked(k, ct, ss, pk2) : k->enc(ct, ss, pk2);
            CHECK(err == BINPOLY_ERR_RANDOM && all_zero(ct, k->ct) &&
                      all_zero(ss, 32) && r.draws == at,
                  "%s enc%s: the hook failing at draw %d gave %d", k->name,
                  checked ? "_checked" : "", at, err);
        }
        CHECK(binpoly_set_randombytes(NULL, NULL) == 0, "remove the hook");
    }
    /* back to the OS generator */
    CHECK(k->keypair(pk, sk) == 0 && k->enc(ct, ss, pk) == 0 &&
              k->dec(ss2, ct, sk) == 0 && memcmp(ss, ss2, 32) == 0,
          "%s: round trip with the OS generator after the hook", k->name);
}

/* ---- Concurrency: two constant hooks swapped under running calls ---- */

static atomic_int calls[2];
static atomic_int stop;
static uint8_t bike_pk[BINPOLY_BIKE1_PUBLICKEYBYTES];
static uint8_t expect_ct[2][BINPOLY_BIKE1_CIPHERTEXTBYTES];

static int const_hook(void *ctx, uint8_t *buf, size_t len)
{
    const int which = *(const int *)ctx;
    atomic_fetch_add(&calls[which], 1);
    memset(buf, 0x11 * (which + 1), len);
    return 0;
}

static const int hook_ids[2] = {0, 1};

static void *encapsulator(void *arg)
{
    int *bad = arg;
    uint8_t c[BINPOLY_BIKE1_CIPHERTEXTBYTES], s[32];
    while (!atomic_load(&stop)) {
        if (binpoly_bike1_enc(c, s, bike_pk) != 0 ||
            (memcmp(c, expect_ct[0], sizeof c) != 0 &&
             memcmp(c, expect_ct[1], sizeof c) != 0))
            (*bad)++;
    }
    return NULL;
}

static void test_concurrent_swaps(void)
{
    uint8_t rnd[64], s[32];
    memset(rnd, 0x42, sizeof rnd);
    CHECK(binpoly_bike1_keypair_derand(bike_pk, sk, rnd) == 0, "BIKE key");
    for (int h = 0; h < 2; h++) {
        memset(rnd, 0x11 * (h + 1), sizeof rnd);
        CHECK(binpoly_bike1_enc_derand(expect_ct[h], s, bike_pk, rnd) == 0,
              "BIKE enc_derand");
    }
    enum { THREADS = 2 };
    pthread_t t[THREADS];
    int bad[THREADS] = {0};
    CHECK(binpoly_set_randombytes(const_hook, (void *)&hook_ids[0]) == 0,
          "set hook 0");
    for (int i = 0; i < THREADS; i++)
        CHECK(pthread_create(&t[i], NULL, encapsulator, &bad[i]) == 0,
              "start a thread");
    for (int swap = 1; swap <= 20; swap++) {
        const int now = swap % 2, old = 1 - now;
        const int before = atomic_load(&calls[now]);
        CHECK(binpoly_set_randombytes(const_hook, (void *)&hook_ids[now]) == 0,
              "swap");
        const int after = atomic_load(&calls[old]);
        while (atomic_load(&calls[now]) < before + 2)
            ; /* let the threads draw from the new hook */
        CHECK(atomic_load(&calls[old]) == after,
              "hook %d called after it was replaced", old);
    }
    atomic_store(&stop, 1);
    for (int i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        CHECK(bad[i] == 0, "thread %d: %d ciphertexts of neither hook", i,
              bad[i]);
    }
    CHECK(binpoly_set_randombytes(NULL, NULL) == 0, "remove the hook");
}

int main(void)
{
    for (size_t i = 0; i < N_KEMS; i++) {
        test_hook_used(&kems[i]);
        test_hook_fails(&kems[i]);
    }
    test_concurrent_swaps();
    return test_report("binpoly_set_randombytes");
}
