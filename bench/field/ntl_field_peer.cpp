/* SPDX-License-Identifier: MIT */
#include "ntl_field_peer.h"

#include <NTL/GF2E.h>
#include <NTL/GF2X.h>

#include <cstring>
#include <vector>

struct ntl_field_peer {
    size_t words, batch;
    NTL::GF2EContext context;
    NTL::GF2E a, b, c;
    std::vector<NTL::GF2E> xa, xb, xc;
};

/* Words to a field element through NTL's little-endian byte order. */
static void from_words(NTL::GF2E &x, const uint64_t *w, size_t words)
{
    std::vector<unsigned char> bytes(words * 8);
    for (size_t i = 0; i < words * 8; i++)
        bytes[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
    NTL::GF2X poly;
    NTL::GF2XFromBytes(poly, bytes.data(), (long)bytes.size());
    NTL::conv(x, poly);
}

ntl_field_peer *ntl_field_peer_new(unsigned m, const unsigned *taps,
                                   size_t ntaps, size_t batch)
{
    NTL::GF2X f;
    NTL::SetCoeff(f, (long)m);
    NTL::SetCoeff(f, 0);
    for (size_t i = 0; i < ntaps; i++)
        NTL::SetCoeff(f, (long)taps[i]);
    NTL::GF2E::init(f);
    ntl_field_peer *p = new ntl_field_peer;
    p->words = (m + 63) / 64;
    p->batch = batch;
    p->context.save();
    p->xa.resize(batch);
    p->xb.resize(batch);
    p->xc.resize(batch);
    return p;
}

void ntl_field_peer_free(ntl_field_peer *p) { delete p; }

void ntl_field_peer_set(ntl_field_peer *p, const uint64_t *a,
                        const uint64_t *b, const uint64_t *xa,
                        const uint64_t *xb)
{
    p->context.restore();
    from_words(p->a, a, p->words);
    from_words(p->b, b, p->words);
    for (size_t i = 0; i < p->batch; i++) {
        from_words(p->xa[i], xa + i * p->words, p->words);
        from_words(p->xb[i], xb + i * p->words, p->words);
    }
}

void ntl_field_peer_run(ntl_field_peer *p, ntl_field_op op, unsigned reps)
{
    p->c = p->a;
    switch (op) {
    case NTL_FIELD_MUL:
        for (unsigned i = 0; i < reps; i++)
            NTL::mul(p->c, p->c, p->b);
        break;
    case NTL_FIELD_SQR:
        for (unsigned i = 0; i < reps; i++)
            NTL::sqr(p->c, p->c);
        break;
    case NTL_FIELD_INV:
        for (unsigned i = 0; i < reps; i++)
            NTL::inv(p->c, p->c);
        break;
    case NTL_FIELD_MUL_INDEPENDENT:
        for (unsigned i = 0; i < reps && i < p->batch; i++)
            NTL::mul(p->xc[i], p->xa[i], p->xb[i]);
        break;
    }
}

void ntl_field_peer_get(const ntl_field_peer *p, uint64_t *c)
{
    std::vector<unsigned char> bytes(p->words * 8);
    NTL::BytesFromGF2X(bytes.data(), NTL::rep(p->c), (long)bytes.size());
    std::memset(c, 0, p->words * 8);
    for (size_t i = 0; i < bytes.size(); i++)
        c[i / 8] |= (uint64_t)bytes[i] << (8 * (i % 8));
}
