/* SPDX-License-Identifier: MIT */
#include "ntl_ring_peer.h"

#include <NTL/GF2X.h>
#include <NTL/GF2XFactoring.h>

#include <cstring>
#include <vector>

struct ntl_ring_peer {
    size_t n, words;
    NTL::GF2XModulus modulus;
    NTL::GF2X a, b, c;
};

/* Words to an NTL polynomial through NTL's little-endian byte order. */
static void from_words(NTL::GF2X &x, const uint64_t *w, size_t words)
{
    std::vector<unsigned char> bytes(words * 8);
    for (size_t i = 0; i < words * 8; i++)
        bytes[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
    NTL::GF2XFromBytes(x, bytes.data(), (long)bytes.size());
}

ntl_ring_peer *ntl_ring_peer_new(size_t N)
{
    ntl_ring_peer *p = new ntl_ring_peer;
    p->n = N;
    p->words = (N + 63) / 64;
    NTL::GF2X f;
    NTL::SetCoeff(f, (long)N);
    NTL::SetCoeff(f, 0);
    NTL::build(p->modulus, f);
    return p;
}

void ntl_ring_peer_free(ntl_ring_peer *p) { delete p; }

void ntl_ring_peer_set(ntl_ring_peer *p, const uint64_t *a, const uint64_t *b)
{
    from_words(p->a, a, p->words);
    from_words(p->b, b, p->words);
}

void ntl_ring_peer_mulmod(ntl_ring_peer *p)
{
    NTL::MulMod(p->c, p->a, p->b, p->modulus);
}

int ntl_ring_peer_invmod(ntl_ring_peer *p)
{
    return (int)NTL::InvModStatus(p->c, p->a, p->modulus);
}

void ntl_ring_peer_get(const ntl_ring_peer *p, uint64_t *c)
{
    std::vector<unsigned char> bytes(p->words * 8);
    NTL::BytesFromGF2X(bytes.data(), p->c, (long)bytes.size());
    std::memset(c, 0, p->words * 8);
    for (size_t i = 0; i < bytes.size(); i++)
        c[i / 8] |= (uint64_t)bytes[i] << (8 * (i % 8));
}
