/* The C face of jansson as Swift sees it (the module map names this header, not jansson.h).
 *
 * jansson's function-like macros do not import into Swift; the few popsplit needs are wrapped
 * here as static inline functions. Only PopsplitJSON (and popsplit-echo, which includes
 * <jansson.h> itself) may use jansson. */
#ifndef POPSPLIT_CJANSSON_SHIM_H
#define POPSPLIT_CJANSSON_SHIM_H

#include <jansson.h>
#include <stdio.h>

/* Writes `value` as jansson writes a real: snprintf's "%.*g" at `precision` digits. A direct
 * call: Swift's variadic route to vsnprintf boxes the argument on every real written. */
static inline int popsplit_format_real(char *buffer, size_t size, int precision, double value) {
    return snprintf(buffer, size, "%.*g", precision, value);
}

/* The type of a non-NULL value (the json_typeof macro). */
static inline json_type popsplit_json_typeof(const json_t *json) {
    return json_typeof(json);
}

#endif
