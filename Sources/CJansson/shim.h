#ifndef POPSPLIT_CJANSSON_SHIM_H
#define POPSPLIT_CJANSSON_SHIM_H
#include <jansson.h>
#endif
