/* SPDX-License-Identifier: MIT */
/*
 * Running a benchmark once per backend: each backend of the registry
 * (bp_backend_list.h) this CPU runs, or only the one named, in a child
 * process with BINPOLY_BACKEND set, since the library fixes its backend
 * once per process.  Shared by bench/hqc and bench/bike.
 */
#ifndef BENCH_BACKENDS_H
#define BENCH_BACKENDS_H

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "binpoly.h"
#include "bp_backend.h"

/* Calls run(ctx) in a child per backend (only: a name, or NULL for all),
 * one after the other.  Returns 0, or 1 as soon as a child fails. */
static inline int bench_each_backend(const char *only, void (*run)(void *),
                                     void *ctx)
{
    for (size_t b = 0; bp_backend_at(b) != NULL; b++) {
        const char *name = bp_backend_at(b)->name;
        if (only != NULL && strcmp(only, name) != 0)
            continue;
        if (!binpoly_backend_available(name))
            continue;
        pid_t pid = fork();
        if (pid == 0) {
            setenv("BINPOLY_BACKEND", name, 1);
            run(ctx);
            exit(0);
        }
        int status = 0;
        waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return 1;
    }
    return 0;
}

#endif /* BENCH_BACKENDS_H */
