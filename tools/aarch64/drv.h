/* SPDX-License-Identifier: MIT */
/* Instruction-count drivers (tools/aarch64/count_insns.sh): one program per
 * library, each a table of operations sharing drv_main.c's main().  A run
 *     drv <op> <param> <reps>
 * sets the operation up, runs it once (warm-up: one-time initialisation,
 * first allocations), then reps more times, checks the last result and
 * prints a checksum of it.  count_insns.sh counts the guest instructions of
 * a run with reps = R and one with reps = 0 under qemu-aarch64's insn
 * plugin: (count_R - count_0) / R is the cost of one operation alone, with
 * process start-up, set-up, warm-up, check and printing cancelled out.
 * Inputs and the KEMs' randomness come from a fixed-seed generator, so
 * both runs (and every library) see the same inputs: counts are
 * reproducible and the results' checksums comparable across libraries
 * (binpoly and liboqs make the same keys and ciphertexts from the same
 * random bytes). */
#ifndef DRV_H
#define DRV_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *name;  /* "mul", "inv", "keygen", "encaps", "decaps" */
    /* Prepares the operation for param (bits, or a KEM name such as
     * "HQC-1", "BIKE-L1"); 0 on success, else a message went to stderr. */
    int (*setup)(const char *param);
    /* One operation on the prepared inputs; 0 on success. */
    int (*run)(void);
    /* After the runs: 0 if the last result is right (where the driver can
     * tell), and *sum = a checksum of it. */
    int (*check)(uint64_t *sum);
} drv_op;

/* The driver's table (defined by drv_binpoly.c, drv_gf2x.c, drv_oqs.c),
 * ended by an entry with name NULL. */
extern const drv_op drv_ops[];

/* Next output of the shared fixed-seed generator (splitmix64; not for
 * secrets: these are measurement inputs). */
uint64_t drv_rand64(void);

/* Fills p[0..n) with generator output. */
void drv_rand_bytes(uint8_t *p, size_t n);

/* Fills a[0..words) with a random polynomial of exactly `bits`
 * coefficients' room: the bits of the top word above `bits` are cleared
 * (words = ceil(bits / 64)). */
void drv_rand_poly(uint64_t *a, size_t words, size_t bits);

/* XOR-rotate fold of p[0..n) bytes, for comparing results across runs and
 * libraries (word arrays are folded as their bytes: all targets here are
 * little-endian). */
uint64_t drv_fold_bytes(const void *p, size_t n);

/* Parses a positive bit count; 0 if param is not one. */
size_t drv_bits(const char *param);

/* ---- Products and inversion (drv_poly.c): drv_poly_setup(param, k) reads
 * the bit count n from param, sets drv_words = ceil(n / 64), fills drv_a
 * and drv_b with random n-bit polynomials and zeroes drv_c's k * drv_words
 * words; 0 on success.  drv_mul_setup is it with k = 2 (the product's
 * room); drv_mul_check folds drv_c's 2 * drv_words words (no check of its
 * own: count_insns.sh compares the checksums of all libraries). */
extern uint64_t *drv_a, *drv_b, *drv_c;
extern size_t drv_words;
int drv_poly_setup(const char *param, size_t c_words_per_operand);
int drv_mul_setup(const char *param);
int drv_mul_check(uint64_t *sum);

/* ---- KEMs (drv_kem.c): keygen, encaps and decaps of a KEM named by param
 * ("HQC-1", "HQC-3", "HQC-5", "BIKE-L1", "BIKE-L3", "BIKE-L5").  The
 * driver provides the four hooks below; drv_kem.c holds the buffers, sets
 * each operation up (encaps: one key pair made in advance; decaps: a key
 * pair and a ciphertext) and checks that decapsulation gives encapsulation's
 * shared secret (32 bytes for all six). */
typedef struct {
    size_t pk, sk, ct;  /* bytes */
} drv_kem_sizes;

/* Selects the KEM named param and gives its sizes; 0 on success, else a
 * message went to stderr. */
int drv_kem_open(const char *param, drv_kem_sizes *sizes);
/* The selected KEM's operations, with their randomness from drv_rand_bytes;
 * 0 on success. */
int drv_kem_keygen(uint8_t *pk, uint8_t *sk);
int drv_kem_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int drv_kem_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

int drv_kem_keygen_setup(const char *param);
int drv_kem_encaps_setup(const char *param);
int drv_kem_decaps_setup(const char *param);
int drv_kem_keygen_run(void);
int drv_kem_encaps_run(void);
int drv_kem_decaps_run(void);
int drv_kem_keygen_check(uint64_t *sum);
int drv_kem_encaps_check(uint64_t *sum);
int drv_kem_decaps_check(uint64_t *sum);

/* The three KEM entries of a driver's drv_ops table. */
#define DRV_KEM_OPS                                                         \
    {"keygen", drv_kem_keygen_setup, drv_kem_keygen_run,                    \
     drv_kem_keygen_check},                                                 \
    {"encaps", drv_kem_encaps_setup, drv_kem_encaps_run,                    \
     drv_kem_encaps_check},                                                 \
    {"decaps", drv_kem_decaps_setup, drv_kem_decaps_run,                    \
     drv_kem_decaps_check}

#endif
