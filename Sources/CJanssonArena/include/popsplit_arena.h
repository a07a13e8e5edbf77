#ifndef POPSPLIT_ARENA_H
#define POPSPLIT_ARENA_H

#include <stddef.h>
#include <stdint.h>

/// The free room of the jansson parse arena in use on this thread (JanssonParseArena.swift
/// holds the chunks): blocks are cut from `cursor` up to `end`. `owner` is the Swift arena that
/// adds a chunk when the room runs out.
typedef struct popsplit_arena_region {
    char *cursor;
    char *end;
    void *owner;
} popsplit_arena_region;

/// The region of the arena in use on the calling thread, or NULL outside a parse. A C
/// thread-local (initial-exec: one load) rather than a pthread key: jansson's allocator reads
/// it for every block.
extern __thread popsplit_arena_region *popsplit_arena_current __attribute__((tls_model("initial-exec")));

/// The calling thread's region in use, or NULL.
static inline popsplit_arena_region *popsplit_arena_get(void) { return popsplit_arena_current; }

/// Makes `region` the calling thread's region in use (NULL: none).
static inline void popsplit_arena_set(popsplit_arena_region *region) { popsplit_arena_current = region; }

/// A block of `size` bytes (16-byte aligned, as malloc's) cut from `region`, or NULL when the
/// region has no room for it (or `size` is absurd).
static inline void *popsplit_arena_cut(popsplit_arena_region *region, size_t size) {
    if (size > SIZE_MAX / 2) return NULL;
    size_t rounded = (size + 15) & ~(size_t)15;
    if (region->cursor == NULL || (size_t)(region->end - region->cursor) < rounded) return NULL;
    void *block = region->cursor;
    region->cursor += rounded;
    return block;
}

#endif
