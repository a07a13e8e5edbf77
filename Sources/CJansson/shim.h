/* The C face of jansson as Swift sees it (the module map names this header, not jansson.h).
 *
 * jansson's function-like macros do not import into Swift; the few popsplit needs are wrapped
 * here as static inline functions. Only PopsplitJSON (and popsplit-echo, which includes
 * <jansson.h> itself) may use jansson. */
#ifndef POPSPLIT_CJANSSON_SHIM_H
#define POPSPLIT_CJANSSON_SHIM_H

#include <jansson.h>

/* The type of a non-NULL value (the json_typeof macro). */
static inline json_type popsplit_json_typeof(const json_t *json) {
    return json_typeof(json);
}

#endif
