/* SPDX-License-Identifier: MIT */
/* A qemu TCG plugin (user mode) for tools/aarch64/profile_insns.sh:
 * counts the executions of every translated block with an inline add (no
 * callback per execution) and, at exit, writes one line per block that
 * ran, "<start address, hex> <instructions> <executions>", to the file
 * named by its argument out=FILE.  Instructions times executions, summed
 * over the blocks that start in a function, are that function's executed
 * instructions (a block ends at every branch and call, so it does not
 * cross into another function); summed over all blocks they equal the
 * insn plugin's count.  qemu's own hotblocks plugin keys its table by
 * address XOR length and so merges some blocks; this one keeps one record
 * per translation.  Single-threaded guests (the drivers): the inline adds
 * are not atomic. */
#include <qemu-plugin.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

/* Records live in chunks that never move: the inline adds hold pointers
 * into them. */
#define CHUNK 4096
typedef struct {
    uint64_t pc, insns, execs;
} block;
typedef struct chunk {
    struct chunk *next;
    size_t used;
    block b[CHUNK];
} chunk;

static chunk *chunks;
static char *out_path;

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    if (!chunks || chunks->used == CHUNK) {
        chunk *c = calloc(1, sizeof *c);
        if (!c)
            abort();
        c->next = chunks;
        chunks = c;
    }
    block *b = &chunks->b[chunks->used++];
    b->pc = qemu_plugin_tb_vaddr(tb);
    b->insns = qemu_plugin_tb_n_insns(tb);
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64,
                                             &b->execs, 1);
}

static void write_blocks(qemu_plugin_id_t id, void *unused)
{
    (void)id, (void)unused;
    FILE *f = fopen(out_path, "w");
    if (!f) {
        perror(out_path);
        return;
    }
    for (chunk *c = chunks; c; c = c->next)
        for (size_t i = 0; i < c->used; i++)
            if (c->b[i].execs)
                fprintf(f, "%" PRIx64 " %" PRIu64 " %" PRIu64 "\n", c->b[i].pc,
                        c->b[i].insns, c->b[i].execs);
    fclose(f);
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
                                           const qemu_info_t *info, int argc,
                                           char **argv)
{
    (void)info;
    if (argc != 1 || strncmp(argv[0], "out=", 4) != 0) {
        fprintf(stderr, "tb_profile: needs out=FILE\n");
        return -1;
    }
    out_path = strdup(argv[0] + 4);
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, write_blocks, NULL);
    return 0;
}
