/* SPDX-License-Identifier: MIT */
/* NTL's GF2X product behind the C interface of peer_ntl.h.  Words go
 * through NTL's byte conversions: the gf2x layout (little-endian words,
 * bit i of word j = X^(64j+i)) is, on a little-endian CPU, exactly NTL's
 * little-endian byte layout (bit i of byte k = X^(8k+i)). */
#include "peer_ntl.h"

#include <new>

#include <NTL/GF2X.h>
#include <NTL/version.h>

static_assert(sizeof(uint64_t) == 8, "64-bit words");

struct peer_ntl_product {
    NTL::GF2X a, b, c;
    size_t nc; /* words of the product, na + nb */
};

peer_ntl_product *peer_ntl_load(const uint64_t *a, size_t na,
                                const uint64_t *b, size_t nb)
{
    peer_ntl_product *p = new (std::nothrow) peer_ntl_product;
    if (p == nullptr)
        return nullptr;
    NTL::GF2XFromBytes(p->a, reinterpret_cast<const unsigned char *>(a),
                       static_cast<long>(8 * na));
    NTL::GF2XFromBytes(p->b, reinterpret_cast<const unsigned char *>(b),
                       static_cast<long>(8 * nb));
    p->nc = na + nb;
    return p;
}

void peer_ntl_mul(peer_ntl_product *p)
{
    NTL::mul(p->c, p->a, p->b);
}

void peer_ntl_store(const peer_ntl_product *p, uint64_t *c)
{
    NTL::BytesFromGF2X(reinterpret_cast<unsigned char *>(c), p->c,
                       static_cast<long>(8 * p->nc));
}

void peer_ntl_free(peer_ntl_product *p)
{
    delete p;
}

const char *peer_ntl_version(void)
{
    return NTL_VERSION;
}
