/* SPDX-License-Identifier: MIT */
/*
 * The error paths the public functions share, function by function:
 *
 *  - default run: every function taking word arrays (products, division,
 *    gcd, rings, fields) is first called with valid arguments (it must
 *    succeed, so that each error below comes from the one argument
 *    changed), then with each pointer argument NULL (BINPOLY_ERR_NULL, or
 *    success where the header says NULL means "not wanted"), each word
 *    array at byte offsets 1-7 (BINPOLY_ERR_ALIGN, refused before a word
 *    is read: the ASan+UBSan run reports any misaligned load), and the
 *    ring or field NULL or uninitialised (BINPOLY_ERR_NULL / _ARG).
 *    binpoly_set_work_area at offsets 1-63 and one byte short;
 *    binpoly_strerror of codes it does not know.  Failures
 *    of the C library, injected through the linker's --wrap of malloc,
 *    aligned_alloc and getrandom (tests/core/CMakeLists.txt):
 *    BINPOLY_ERR_NOMEM from binpoly_mul (above the stack sizes),
 *    binpoly_divmod and binpoly_gcd; of pthread_create too:
 *    binpoly_mul_threads' BINPOLY_ERR_NOMEM and BINPOLY_ERR_THREAD; BINPOLY_ERR_RANDOM, outputs zeroed,
 *    from every KEM call that draws randomness (HQC's second draw too);
 *    getrandom's EINTR and short reads retried, the result equal to the
 *    derandomized call on the same bytes.
 *  - --invalid-backend (BINPOLY_BACKEND=no-such-backend): every function
 *    above and every HQC and BIKE entry point gives BINPOLY_ERR_BACKEND
 *    (the KEMs zero their outputs; binpoly_gcd too, whose half-gcd runs
 *    products); stderr gets the reason exactly once.
 *  - --empty-backend (BINPOLY_BACKEND set and empty): the automatic
 *    choice, the best backend this CPU runs.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "binpoly.h"
#include "binpoly/bike.h"
#include "binpoly/field.h"
#include "binpoly/hqc.h"
#include "binpoly/ring.h"
#include "bp_backend.h"
#include "kem_table.h"
#include "test_check.h"
#include "test_misaligned.h"

/* ---- Injected failures (the linker's --wrap) ---- */

int __real_pthread_create(pthread_t *t, const pthread_attr_t *attr,
                          void *(*start)(void *), void *arg);
int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *attr,
                          void *(*start)(void *), void *arg);
void *__real_malloc(size_t n);
void *__real_aligned_alloc(size_t align, size_t n);
ssize_t __real_getrandom(void *buf, size_t len, unsigned int flags);
void *__wrap_malloc(size_t n);
void *__wrap_aligned_alloc(size_t align, size_t n);
ssize_t __wrap_getrandom(void *buf, size_t len, unsigned int flags);

static int fail_alloc;     /* malloc and aligned_alloc give NULL while set */
static int fail_thread;    /* pthread_create gives EAGAIN while set */
static int random_calls;   /* getrandom calls so far */
static int random_fail_at; /* from this call on (1-based) EIO; 0: never */
static int random_eintr;   /* the next call fails with EINTR, once */
static int random_fake;    /* at most 7 bytes per call: fake_next, +1, ... */
static uint8_t fake_next;

/* malloc, or NULL while fail_alloc is set. */
void *__wrap_malloc(size_t n)
{
    return fail_alloc ? NULL : __real_malloc(n);
}

/* pthread_create, or EAGAIN while fail_thread is set. */
int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *attr,
                          void *(*start)(void *), void *arg)
{
    return fail_thread ? EAGAIN : __real_pthread_create(t, attr, start, arg);
}

/* aligned_alloc, or NULL while fail_alloc is set. */
void *__wrap_aligned_alloc(size_t align, size_t n)
{
    return fail_alloc ? NULL : __real_aligned_alloc(align, n);
}

/* getrandom as the flags above make it: failing, interrupted, or short
 * reads of a counting byte stream; else the OS's. */
ssize_t __wrap_getrandom(void *buf, size_t len, unsigned int flags)
{
    random_calls++;
    if (random_eintr) {
        random_eintr = 0;
        errno = EINTR;
        return -1;
    }
    if (random_fail_at != 0 && random_calls >= random_fail_at) {
        errno = EIO;
        return -1;
    }
    if (random_fake) {
        const size_t n = len < 7 ? len : 7;
        for (size_t i = 0; i < n; i++)
            ((uint8_t *)buf)[i] = fake_next++;
        return (ssize_t)n;
    }
    return __real_getrandom(buf, len, flags);
}

/* ---- The functions taking word arrays, in one shape ---- */

#define PW 3            /* product, division and gcd operands: words */
#define RING_N 131      /* 3 words; prime, 2 primitive: inversion allowed */
#define RING_BYTES 17
#define FIELD_M 163     /* NIST B-163: 3 words */
#define FIELD_BYTES 21
#define BUF_WORDS 1088  /* each argument's buffer; >= the 3x3 scratch */

typedef enum { K_WORDS, K_U32, K_UINT, K_BYTES } arg_kind;
typedef enum { ON_NONE, ON_RING, ON_FIELD } obj_kind;

typedef struct {
    const char *name;
    obj_kind obj;
    int nargs;                 /* pointer arguments, in the call's order */
    arg_kind kind[4];
    int null_ok[4];            /* NULL means "not wanted" (divmod's q, r) */
    int input_zero;            /* inputs 0 (else the element 1) */
    int (*call)(void *const *p);
} api_op;

static const binpoly_ring *cur_ring;
static const binpoly_field *cur_field;

static int op_mul(void *const *p) { return binpoly_mul(p[0], p[1], PW, p[2], PW); }
static int op_mul_scratch(void *const *p)
{
    return binpoly_mul_scratch(p[0], p[1], PW, p[2], PW, p[3], BUF_WORDS);
}
static int op_mul_threads(void *const *p)
{
    return binpoly_mul_threads(p[0], p[1], PW, p[2], PW, 2);
}
static int op_sqr(void *const *p) { return binpoly_sqr(p[0], p[1], PW); }
static int op_divmod(void *const *p)
{
    return binpoly_divmod(p[0], p[1], p[2], PW, p[3], PW);
}
static int op_gcd(void *const *p) { return binpoly_gcd(p[0], p[1], PW, p[2], PW); }
static int op_ring_mul(void *const *p) { return binpoly_ring_mul(cur_ring, p[0], p[1], p[2]); }
static int op_ring_mul_sparse(void *const *p)
{
    return binpoly_ring_mul_sparse(cur_ring, p[0], p[1], p[2], 2);
}
static int op_ring_sqr(void *const *p) { return binpoly_ring_sqr(cur_ring, p[0], p[1]); }
static int op_ring_sqr_k(void *const *p) { return binpoly_ring_sqr_k(cur_ring, p[0], p[1], 5); }
static int op_ring_inv(void *const *p) { return binpoly_ring_inv(cur_ring, p[0], p[1]); }
static int op_ring_add(void *const *p) { return binpoly_ring_add(cur_ring, p[0], p[1], p[2]); }
static int op_ring_from_bytes(void *const *p)
{
    return binpoly_ring_from_bytes(cur_ring, p[0], p[1], RING_BYTES);
}
static int op_ring_to_bytes(void *const *p)
{
    return binpoly_ring_to_bytes(cur_ring, p[0], RING_BYTES, p[1]);
}
static int op_field_add(void *const *p) { return binpoly_field_add(cur_field, p[0], p[1], p[2]); }
static int op_field_mul(void *const *p) { return binpoly_field_mul(cur_field, p[0], p[1], p[2]); }
static int op_field_mul_sparse(void *const *p)
{
    return binpoly_field_mul_sparse_const(cur_field, p[0], p[1], p[2], 2);
}
static int op_field_mul_batch(void *const *p)
{
    return binpoly_field_mul_batch(cur_field, p[0], p[1], p[2], 2);
}
static int op_field_sqr_batch(void *const *p)
{
    return binpoly_field_sqr_batch(cur_field, p[0], p[1], 2);
}
static int op_field_sqr(void *const *p) { return binpoly_field_sqr(cur_field, p[0], p[1]); }
static int op_field_sqr_k(void *const *p) { return binpoly_field_sqr_k(cur_field, p[0], p[1], 7); }
static int op_field_inv(void *const *p) { return binpoly_field_inv(cur_field, p[0], p[1]); }
static int op_field_sqrt(void *const *p) { return binpoly_field_sqrt(cur_field, p[0], p[1]); }
static int op_field_pow(void *const *p) { return binpoly_field_pow(cur_field, p[0], p[1], p[2], 1); }
static int op_field_trace(void *const *p) { return binpoly_field_trace(cur_field, p[0]); }
static int op_field_half_trace(void *const *p)
{
    return binpoly_field_half_trace(cur_field, p[0], p[1]);
}
static int op_field_solve(void *const *p)
{
    return binpoly_field_solve_quadratic(cur_field, p[0], p[1]);
}
static int op_field_from_bytes(void *const *p)
{
    return binpoly_field_from_bytes(cur_field, p[0], p[1], FIELD_BYTES);
}
static int op_field_to_bytes(void *const *p)
{
    return binpoly_field_to_bytes(cur_field, p[0], FIELD_BYTES, p[1]);
}

#define W_ K_WORDS
static const api_op ops[] = {
    {"binpoly_mul", ON_NONE, 3, {W_, W_, W_}, {0}, 0, op_mul},
    {"binpoly_mul_scratch", ON_NONE, 4, {W_, W_, W_, W_}, {0}, 0, op_mul_scratch},
    {"binpoly_mul_threads", ON_NONE, 3, {W_, W_, W_}, {0}, 0, op_mul_threads},
    {"binpoly_sqr", ON_NONE, 2, {W_, W_}, {0}, 0, op_sqr},
    {"binpoly_divmod", ON_NONE, 4, {W_, W_, W_, W_}, {1, 1, 0, 0}, 0, op_divmod},
    {"binpoly_gcd", ON_NONE, 3, {W_, W_, W_}, {0}, 0, op_gcd},
    {"binpoly_ring_mul", ON_RING, 3, {W_, W_, W_}, {0}, 0, op_ring_mul},
    {"binpoly_ring_mul_sparse", ON_RING, 3, {W_, W_, K_U32}, {0}, 0, op_ring_mul_sparse},
    {"binpoly_ring_sqr", ON_RING, 2, {W_, W_}, {0}, 0, op_ring_sqr},
    {"binpoly_ring_sqr_k", ON_RING, 2, {W_, W_}, {0}, 0, op_ring_sqr_k},
    {"binpoly_ring_inv", ON_RING, 2, {W_, W_}, {0}, 0, op_ring_inv},
    {"binpoly_ring_add", ON_RING, 3, {W_, W_, W_}, {0}, 0, op_ring_add},
    {"binpoly_ring_from_bytes", ON_RING, 2, {W_, K_BYTES}, {0}, 0, op_ring_from_bytes},
    {"binpoly_ring_to_bytes", ON_RING, 2, {K_BYTES, W_}, {0}, 0, op_ring_to_bytes},
    {"binpoly_field_add", ON_FIELD, 3, {W_, W_, W_}, {0}, 0, op_field_add},
    {"binpoly_field_mul", ON_FIELD, 3, {W_, W_, W_}, {0}, 0, op_field_mul},
    {"binpoly_field_mul_sparse_const", ON_FIELD, 3, {W_, W_, K_UINT}, {0}, 0,
     op_field_mul_sparse},
    {"binpoly_field_mul_batch", ON_FIELD, 3, {W_, W_, W_}, {0}, 0,
     op_field_mul_batch},
    {"binpoly_field_sqr_batch", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_sqr_batch},
    {"binpoly_field_sqr", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_sqr},
    {"binpoly_field_sqr_k", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_sqr_k},
    {"binpoly_field_inv", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_inv},
    {"binpoly_field_sqrt", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_sqrt},
    {"binpoly_field_pow", ON_FIELD, 3, {W_, W_, W_}, {0}, 0, op_field_pow},
    {"binpoly_field_trace", ON_FIELD, 1, {W_}, {0}, 0, op_field_trace},
    {"binpoly_field_half_trace", ON_FIELD, 2, {W_, W_}, {0}, 0, op_field_half_trace},
    /* Tr(1) = 1 in GF(2^163): z^2 + z = 1 has no solution; 0 has. */
    {"binpoly_field_solve_quadratic", ON_FIELD, 2, {W_, W_}, {0}, 1, op_field_solve},
    {"binpoly_field_from_bytes", ON_FIELD, 2, {W_, K_BYTES}, {0}, 0, op_field_from_bytes},
    {"binpoly_field_to_bytes", ON_FIELD, 2, {K_BYTES, W_}, {0}, 0, op_field_to_bytes},
};
#undef W_
#define N_OPS (sizeof ops / sizeof ops[0])

static binpoly_ring ring, ring_unset;
static binpoly_field field, field_unset;

/* Valid contents of every argument of op in buf[i] (outputs too: an
 * output is never read, and these values are valid inputs): words the
 * element 0 or 1 (the exponent e = 3 for pow), positions and exponents
 * {0, 5}, bytes 0. */
static void fill_args(const api_op *op, uint64_t buf[4][BUF_WORDS])
{
    memset(buf, 0, 4 * BUF_WORDS * sizeof buf[0][0]);
    for (int i = 0; i < op->nargs; i++) {
        if (op->kind[i] == K_WORDS)
            buf[i][0] = op->input_zero ? 0 : 1;
        else if (op->kind[i] == K_U32)
            ((uint32_t *)buf[i])[1] = 5;
        else if (op->kind[i] == K_UINT)
            ((unsigned *)buf[i])[1] = 5;
    }
    if (op->call == op_field_pow)
        buf[2][0] = 3;
}

/* The call with argument i replaced by q (i < 0: none replaced). */
static int call_with(const api_op *op, uint64_t buf[4][BUF_WORDS], int i,
                     void *q)
{
    void *p[4];
    for (int j = 0; j < op->nargs; j++)
        p[j] = j == i ? q : buf[j];
    return op->call(p);
}

static void set_object(const api_op *op, const binpoly_ring *R,
                       const binpoly_field *F)
{
    cur_ring = op->obj == ON_RING ? R : NULL;
    cur_field = op->obj == ON_FIELD ? F : NULL;
}

/* The alignment an array of that kind needs (1: any offset is fine). */
static size_t kind_align(arg_kind kind)
{
    switch (kind) {
    case K_WORDS: return _Alignof(uint64_t);
    case K_U32: return _Alignof(uint32_t);
    case K_UINT: return _Alignof(unsigned);
    default: return 1;
    }
}

static void test_word_array_args(void)
{
    static _Alignas(64) uint64_t buf[4][BUF_WORDS];
    static _Alignas(64) uint8_t raw[8 * BUF_WORDS + 64];
    size_t aligned_checks = 0;
    for (size_t k = 0; k < N_OPS; k++) {
        const api_op *op = &ops[k];
        set_object(op, &ring, &field);
        fill_args(op, buf);
        int err = call_with(op, buf, -1, NULL);
        CHECK(err >= 0, "%s: valid arguments gave %d", op->name, err);
        for (int i = 0; i < op->nargs; i++) {
            fill_args(op, buf);
            err = call_with(op, buf, i, NULL);
            if (op->null_ok[i])
                CHECK(err >= 0, "%s: argument %d NULL (not wanted) gave %d",
                      op->name, i, err);
            else
                CHECK(err == BINPOLY_ERR_NULL, "%s: argument %d NULL gave %d",
                      op->name, i, err);
            const size_t align = kind_align(op->kind[i]);
            for (size_t off = test_next_misaligned(0, align); off != 0;
                 off = test_next_misaligned(off, align)) {
                fill_args(op, buf);
                /* the valid contents, one offset off: only the address
                 * is wrong */
                memcpy(raw + off, buf[i], sizeof buf[i]);
                err = call_with(op, buf, i, raw + off);
                CHECK(err == BINPOLY_ERR_ALIGN,
                      "%s: argument %d at byte offset %zu gave %d", op->name,
                      i, off, err);
                aligned_checks++;
            }
        }
        if (op->obj != ON_NONE) {
            fill_args(op, buf);
            set_object(op, NULL, NULL);
            err = call_with(op, buf, -1, NULL);
            CHECK(err == BINPOLY_ERR_NULL, "%s: NULL ring/field gave %d",
                  op->name, err);
            set_object(op, &ring_unset, &field_unset);
            err = call_with(op, buf, -1, NULL);
            CHECK(err == BINPOLY_ERR_ARG, "%s: uninitialised ring/field gave %d",
                  op->name, err);
        }
    }
    printf("%zu functions, %zu misaligned calls refused\n", N_OPS,
           aligned_checks);
}

static void test_work_area_args(void)
{
    static _Alignas(64) uint8_t area[BINPOLY_WORK_BYTES + 64];
    for (size_t off = 1; off < 64; off++)
        CHECK(binpoly_set_work_area(area + off, BINPOLY_WORK_BYTES) ==
                  BINPOLY_ERR_ALIGN,
              "work area at offset %zu", off);
    CHECK(binpoly_set_work_area(area, BINPOLY_WORK_BYTES - 1) ==
              BINPOLY_ERR_LENGTH,
          "work area one byte short");
    CHECK(binpoly_set_work_area(area, BINPOLY_WORK_BYTES) == 0, "lend");
    CHECK(binpoly_set_work_area(NULL, 0) == 0, "unlend");
}

static uint8_t pk[MAX_PK], sk[MAX_SK], ct[MAX_CT], ss[32];
static uint8_t pk2[MAX_PK], sk2[MAX_SK], ct2[MAX_CT], ss2[32];

/* getrandom failing at its first call, or at the n-th: the outputs are
 * zeroed and BINPOLY_ERR_RANDOM returned, through the NIST-style and the
 * length-checked entry points. */
static void test_random_failures(void)
{
    for (size_t i = 0; i < N_KEMS; i++) {
        const kem_api *k = &kems[i];
        for (int checked = 0; checked < 2; checked++) {
            kem_poison(pk, sk, ct, ss);
            random_calls = 0;
            random_fail_at = 1;
            int err = checked ? keypair_checked(k, pk, sk) : k->keypair(pk, sk);
            CHECK(err == BINPOLY_ERR_RANDOM && all_zero(pk, k->pk) &&
                      all_zero(sk, k->sk),
                  "%s keypair%s: getrandom failing gave %d", k->name,
                  checked ? "_checked" : "", err);
            memset(pk2, 0, sizeof pk2); /* a valid public key: all zero */
            /* HQC draws m, then the salt: the second draw failing too */
            for (int at = 1; at <= (k->bike ? 1 : 2); at++) {
                kem_poison(pk, sk, ct, ss);
                random_calls = 0;
                random_fail_at = at;
                err = checked ? enc_checked(k, ct, ss, pk2) : k->enc(ct, ss, pk2);
                CHECK(err == BINPOLY_ERR_RANDOM && all_zero(ct, k->ct) &&
                          all_zero(ss, 32),
                      "%s enc%s: getrandom failing at call %d gave %d",
                      k->name, checked ? "_checked" : "", at, err);
            }
            random_fail_at = 0;
        }
    }
}

/* getrandom interrupted once, then returning at most 7 bytes per call:
 * the keys and ciphertexts are those of the derandomized calls on the
 * bytes it gave (HQC: m, then the salt). */
static void test_random_retries(void)
{
    uint8_t rnd[64];
    for (size_t i = 0; i < N_KEMS; i++) {
        const kem_api *k = &kems[i];
        const size_t seed_len = k->bike ? 64 : 32;
        const size_t enc_len = k->bike ? 64 : k->msg + 16;
        random_fake = 1;
        random_eintr = 1;
        fake_next = 0;
        int err = k->keypair(pk, sk);
        random_eintr = 1;
        fake_next = 100;
        int err2 = k->enc(ct, ss, pk);
        random_fake = 0;
        CHECK(err == 0 && err2 == 0, "%s: keypair %d, enc %d with EINTR and "
              "short reads", k->name, err, err2);
        for (size_t j = 0; j < seed_len; j++)
            rnd[j] = (uint8_t)j;
        CHECK(k->keypair_derand(pk2, sk2, rnd) == 0 &&
                  memcmp(pk, pk2, k->pk) == 0 && memcmp(sk, sk2, k->sk) == 0,
              "%s keypair: not the key pair of the bytes drawn", k->name);
        for (size_t j = 0; j < enc_len; j++)
            rnd[j] = (uint8_t)(100 + j);
        CHECK(enc_derand(k, ct2, ss2, pk, rnd) == 0 &&
                  memcmp(ct, ct2, k->ct) == 0 && memcmp(ss, ss2, 32) == 0,
              "%s enc: not the ciphertext of the bytes drawn", k->name);
    }
}

/* malloc / aligned_alloc failing: BINPOLY_ERR_NOMEM, where the functions
 * allocate (their valid calls succeed first). */
static void test_nomem(void)
{
    /* binpoly_mul allocates when the scratch exceeds its stack area */
    enum { N = 2 * BINPOLY_STACK_WORDS };
    CHECK(binpoly_mul_scratch_words(N, N) > BP_STACK_SCRATCH_WORDS,
          "a %d-word product allocates", N);
    static uint64_t a[N], b[N], c[2 * N], q[N], r[N];
    a[N - 1] = 5;
    b[0] = 3;
    b[1] = 1;
    const struct {
        const char *name;
        size_t na, nb;
    } calls[] = {{"binpoly_mul", N, N}, {"binpoly_divmod", 4, 2},
                 {"binpoly_gcd", 4, 2}};
    for (int i = 0; i < 3; i++) {
        for (int fail = 0; fail < 2; fail++) {
            const size_t na = calls[i].na, nb = calls[i].nb;
            a[na - 1] |= 1;
            fail_alloc = fail;
            const int err = i == 0   ? binpoly_mul(c, a, na, b, nb)
                            : i == 1 ? binpoly_divmod(q, r, a, na, b, nb)
                                     : binpoly_gcd(c, a, na, b, nb);
            fail_alloc = 0;
            CHECK(err == (fail ? BINPOLY_ERR_NOMEM : 0),
                  "%s (%zu, %zu words)%s gave %d", calls[i].name, na, nb,
                  fail ? " without memory" : "", err);
        }
    }
}

/* binpoly_mul_threads without memory (BINPOLY_ERR_NOMEM) or without a
 * thread (BINPOLY_ERR_THREAD), at a size that uses both, below and above
 * the FFT's crossover; and the valid call. */
static void test_thread_failures(void)
{
    enum { N = 40000 };
    static uint64_t a[N], b[N], c[2 * N];
    a[N - 1] = 5;
    b[N - 1] = 3;
    static const size_t sizes[] = {4100, N};
    for (int s = 0; s < 2; s++)
        for (int fail = 0; fail < 3; fail++) {
            fail_alloc = fail == 1;
            fail_thread = fail == 2;
            const int err = binpoly_mul_threads(c, a, sizes[s], b, sizes[s], 2);
            fail_alloc = fail_thread = 0;
            const int want = fail == 0   ? BINPOLY_OK
                             : fail == 1 ? BINPOLY_ERR_NOMEM
                                         : BINPOLY_ERR_THREAD;
            CHECK(err == want, "binpoly_mul_threads (%zu words, failure %d) "
                               "gave %d", sizes[s], fail, err);
        }
}

/* ---- BINPOLY_BACKEND invalid ---- */

static void init_objects(void)
{
    CHECK(binpoly_ring_init(&ring, RING_N) == 0, "ring");
    CHECK(binpoly_field_init_nist(&field, FIELD_M) == 0, "field");
    memset(&ring_unset, 0, sizeof ring_unset);
    memset(&field_unset, 0, sizeof field_unset);
}

static void test_invalid_backend(void)
{
    /* stderr into a file before the library first meets the variable */
    fflush(stderr);
    FILE *log = tmpfile();
    const int saved = dup(STDERR_FILENO);
    CHECK(log != NULL && saved >= 0 && dup2(fileno(log), STDERR_FILENO) >= 0,
          "stderr redirected");
    init_objects(); /* the ring and the field need no backend */

    static _Alignas(64) uint64_t buf[4][BUF_WORDS];
    int backend_errors = 0;
    for (size_t k = 0; k < N_OPS; k++) {
        const api_op *op = &ops[k];
        set_object(op, &ring, &field);
        fill_args(op, buf);
        const int err = call_with(op, buf, -1, NULL);
        const int want = BINPOLY_ERR_BACKEND;
        CHECK(err == want, "%s gave %d, expected %d", op->name, err, want);
        backend_errors += err == BINPOLY_ERR_BACKEND;
    }
    uint8_t seed[64] = {0};
    for (size_t i = 0; i < N_KEMS; i++) {
        const kem_api *k = &kems[i];
        int err[10];
        int zeroed = 1;
        kem_poison(pk, sk, ct, ss);
        err[0] = k->keypair(pk, sk);
        zeroed &= all_zero(pk, k->pk) && all_zero(sk, k->sk);
        kem_poison(pk, sk, ct, ss);
        err[1] = k->keypair_derand(pk, sk, seed);
        zeroed &= all_zero(pk, k->pk) && all_zero(sk, k->sk);
        kem_poison(pk, sk, ct, ss);
        err[2] = keypair_checked(k, pk, sk);
        zeroed &= all_zero(pk, k->pk) && all_zero(sk, k->sk);
        err[3] = k->bike ? binpoly_bike_keypair_derand_checked(
                               k->level, pk, k->pk, sk, k->sk, seed, 64)
                         : binpoly_hqc_keypair_derand_checked(
                               k->level, pk, k->pk, sk, k->sk, seed, 32);
        memset(pk2, 0, sizeof pk2);
        kem_poison(pk, sk, ct, ss);
        err[4] = k->enc(ct, ss, pk2);
        zeroed &= all_zero(ct, k->ct) && all_zero(ss, 32);
        kem_poison(pk, sk, ct, ss);
        err[5] = enc_derand(k, ct, ss, pk2, seed);
        zeroed &= all_zero(ct, k->ct) && all_zero(ss, 32);
        kem_poison(pk, sk, ct, ss);
        err[6] = enc_checked(k, ct, ss, pk2);
        zeroed &= all_zero(ct, k->ct) && all_zero(ss, 32);
        err[7] = k->bike ? binpoly_bike_enc_derand_checked(
                               k->level, ct, k->ct, ss, 32, pk2, k->pk, seed, 64)
                         : binpoly_hqc_enc_derand_checked(
                               k->level, ct, k->ct, ss, 32, pk2, k->pk, seed,
                               k->msg, seed + 32, 16);
        memset(sk2, 0, sizeof sk2);
        memset(ss, 0xAA, sizeof ss);
        err[8] = k->dec(ss, ct2, sk2);
        zeroed &= all_zero(ss, 32);
        memset(ss, 0xAA, sizeof ss);
        err[9] = k->bike ? binpoly_bike_dec_checked(k->level, ss, 32, ct2,
                                                    k->ct, sk2, k->sk)
                         : binpoly_hqc_dec_checked(k->level, ss, 32, ct2,
                                                   k->ct, sk2, k->sk);
        zeroed &= all_zero(ss, 32);
        for (int j = 0; j < 10; j++) {
            CHECK(err[j] == BINPOLY_ERR_BACKEND, "%s entry point %d gave %d",
                  k->name, j, err[j]);
            backend_errors += err[j] == BINPOLY_ERR_BACKEND;
        }
        CHECK(zeroed, "%s: outputs not zeroed on BINPOLY_ERR_BACKEND", k->name);
    }

    fflush(stderr);
    CHECK(dup2(saved, STDERR_FILENO) >= 0, "stderr restored");
    close(saved);
    char text[4096] = {0};
    if (log != NULL) {
        rewind(log);
        const size_t got = fread(text, 1, sizeof text - 1, log);
        text[got] = '\0';
        fclose(log);
    }
    fputs(text, stderr); /* what the calls printed, failures included */
    int reports = 0;
    for (const char *s = text; (s = strstr(s, "binpoly: BINPOLY_BACKEND=")); s++)
        reports++;
    CHECK(reports == 1, "the invalid BINPOLY_BACKEND reported %d times on "
          "stderr, expected once", reports);
    CHECK(strstr(text, "names no backend of this build") != NULL,
          "the report says the name is unknown");
    printf("%d calls refused with BINPOLY_ERR_BACKEND; stderr: %s", backend_errors,
           text);
}

/* BINPOLY_BACKEND set but empty: the automatic choice, the last (best)
 * compiled backend this CPU runs. */
static void test_empty_backend(void)
{
    const char *forced = getenv("BINPOLY_BACKEND");
    CHECK(forced != NULL && forced[0] == '\0', "BINPOLY_BACKEND set and empty");
    const char *best = NULL;
    for (size_t i = 0; bp_backend_at(i) != NULL; i++)
        if (binpoly_backend_available(bp_backend_at(i)->name))
            best = bp_backend_at(i)->name;
    const char *name = binpoly_backend();
    CHECK(name != NULL && best != NULL && strcmp(name, best) == 0,
          "BINPOLY_BACKEND=\"\" chose %s, the best is %s", name ? name : "-",
          best ? best : "-");
    printf("BINPOLY_BACKEND=\"\": %s\n", name ? name : "(none)");
}

int main(int argc, char **argv)
{
    const int invalid = argc > 1 && strcmp(argv[1], "--invalid-backend") == 0;
    const int empty = argc > 1 && strcmp(argv[1], "--empty-backend") == 0;
    if (invalid) {
        test_invalid_backend();
    } else if (empty) {
        test_empty_backend();
    } else {
        CHECK(binpoly_backend() != NULL, "a backend");
        init_objects();
        CHECK(binpoly_mul_scratch_words(PW, PW) <= BUF_WORDS,
              "the scratch of a %d x %d product fits a buffer", PW, PW);
        test_word_array_args();
        test_work_area_args();
        /* codes outside the documented ones */
        CHECK(strcmp(binpoly_strerror(1), "unknown error") == 0 &&
                  strcmp(binpoly_strerror(BINPOLY_ERR_PCT - 1),
                         "unknown error") == 0,
              "binpoly_strerror of an unknown code");
        test_nomem();
        test_thread_failures();
        test_random_failures();
        test_random_retries();
    }
    return test_report("error paths of the public functions");
}
