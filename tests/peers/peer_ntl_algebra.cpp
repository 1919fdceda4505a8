/* SPDX-License-Identifier: MIT */
/* NTL's GF2X algebra behind peer_ntl_algebra.h.  Conversions as in
 * peer_ntl.cpp: on a little-endian CPU the gf2x word layout is NTL's
 * little-endian byte layout. */
#include "peer_ntl_algebra.h"

#include <chrono>
#include <cstring>
#include <string>

#include <NTL/GF2X.h>
#include <NTL/GF2XFactoring.h>
#include <NTL/ZZ.h>
#include <NTL/vec_GF2.h>

using NTL::GF2X;

static GF2X load(const uint64_t *w, size_t n)
{
    GF2X x;
    NTL::GF2XFromBytes(x, reinterpret_cast<const unsigned char *>(w),
                       static_cast<long>(8 * n));
    return x;
}

static void store(uint64_t *w, size_t n, const GF2X &x)
{
    NTL::BytesFromGF2X(reinterpret_cast<unsigned char *>(w), x,
                       static_cast<long>(8 * n));
}

static NTL::vec_GF2 load_seq(const uint64_t *seq, size_t nbits)
{
    NTL::vec_GF2 v;
    v.SetLength(static_cast<long>(nbits));
    for (size_t i = 0; i < nbits; i++)
        v[static_cast<long>(i)] = (seq[i / 64] >> (i % 64)) & 1;
    return v;
}

void pna_gcd(uint64_t *g, size_t n, const uint64_t *a, size_t na,
             const uint64_t *b, size_t nb)
{
    GF2X x;
    NTL::GCD(x, load(a, na), load(b, nb));
    store(g, n, x);
}

void pna_xgcd(uint64_t *g, uint64_t *s, uint64_t *t, size_t n,
              const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
    GF2X d, x, y;
    NTL::XGCD(d, x, y, load(a, na), load(b, nb));
    store(g, n, d);
    store(s, n, x);
    store(t, n, y);
}

void pna_minpoly(uint64_t *h, size_t nh, const uint64_t *seq, size_t nbits,
                 long m)
{
    GF2X x;
    NTL::MinPolySeq(x, load_seq(seq, nbits), m);
    store(h, nh, x);
}

int pna_irred(const uint64_t *f, size_t nf)
{
    return static_cast<int>(NTL::IterIrredTest(load(f, nf)));
}

size_t pna_factor(uint64_t *fac, long *mult, size_t maxk, const uint64_t *f,
                  size_t nf)
{
    NTL::vec_pair_GF2X_long v;
    NTL::CanZass(v, load(f, nf));
    size_t k = static_cast<size_t>(v.length());
    if (k > maxk)
        return 0;
    for (size_t i = 0; i < k; i++) {
        store(fac + i * nf, nf, v[static_cast<long>(i)].a);
        mult[i] = v[static_cast<long>(i)].b;
    }
    return k;
}

double pna_time(const char *op, const uint64_t *a, size_t na,
                const uint64_t *b, size_t nb, const uint64_t *f, size_t nf)
{
    std::string o(op);
    GF2X A = load(a, na), B = load(b, nb), r, s, t;
    GF2X F = nf ? load(f, nf) : GF2X();
    NTL::GF2XModulus M;
    NTL::vec_GF2 seq;
    NTL::ZZ e;
    if (o == "powmod")
        NTL::ZZFromBytes(e, reinterpret_cast<const unsigned char *>(b), 8);
    if (o == "mulmod" || o == "compose" || o == "invmod" || o == "powmod") {
        NTL::build(M, F);
        NTL::rem(A, A, M);
        NTL::rem(B, B, M);
    }
    if (o == "minpoly")
        seq = load_seq(a, 64 * na);
    NTL::vec_pair_GF2X_long fac;
    auto t0 = std::chrono::steady_clock::now();
    if (o == "gcd")
        NTL::GCD(r, A, B);
    else if (o == "xgcd")
        NTL::XGCD(r, s, t, A, B);
    else if (o == "minpoly")
        NTL::MinPolySeq(r, seq, static_cast<long>(32 * na));
    else if (o == "irred")
        (void)NTL::IterIrredTest(A);
    else if (o == "factor")
        NTL::CanZass(fac, A);
    else if (o == "mulmod")
        NTL::MulMod(r, A, B, M);
    else if (o == "compose")
        NTL::CompMod(r, A, B, M);
    else if (o == "invmod")
        NTL::InvMod(r, A, F);
    else if (o == "powmod")
        NTL::PowerMod(r, A, e, M);
    else
        return -1.0;
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double>(t1 - t0).count();
}

double pna_time_lowest(long n)
{
    GF2X f;
    auto t0 = std::chrono::steady_clock::now();
    NTL::BuildSparseIrred(f, n);
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double>(t1 - t0).count();
}
