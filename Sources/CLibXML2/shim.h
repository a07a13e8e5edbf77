/* The C face of libxml2 as Swift sees it: the streaming reader only. Only
 * PopsplitInterfaceBuilder's XML reader may use it; the options it opens documents with are
 * chosen there (no network, no DTD loading, no entity substitution). */
#ifndef POPSPLIT_CLIBXML2_SHIM_H
#define POPSPLIT_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

#endif
