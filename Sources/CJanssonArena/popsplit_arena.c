#include "popsplit_arena.h"

__thread popsplit_arena_region *popsplit_arena_current __attribute__((tls_model("initial-exec"))) = NULL;
