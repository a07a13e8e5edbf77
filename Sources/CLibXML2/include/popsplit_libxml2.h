/* libxml2's streaming reader as popsplit uses it, loaded at run time (dlopen): `popsplit serve`
 * maps neither libxml2 nor what it links (ICU, zlib, liblzma) until a storyboard or nib is
 * read. Only PopsplitInterfaceBuilder's XML reader uses this; it chooses the options documents are
 * opened with (no network, no DTD loading, no entity substitution).
 *
 * The declarations mirror libxml2's public, stable ABI (xmlreader.h, xmlerror.h, parser.h of
 * libxml2 2.9 and later); no libxml2 header is needed to build. */
#ifndef POPSPLIT_LIBXML2_H
#define POPSPLIT_LIBXML2_H

/* libxml2's `xmlError` (xmlerror.h), as the structured error handler receives it. */
typedef struct popsplit_xml_error {
    int domain;
    int code;
    char *message;
    int level;
    char *file;
    int line;
    char *str1;
    char *str2;
    char *str3;
    int int1;
    int int2; /* the column, when known */
    void *ctxt;
    void *node;
} popsplit_xml_error;

/* An `xmlTextReader`, opaque. */
typedef struct popsplit_xml_reader popsplit_xml_reader;

/* `xmlStructuredErrorFunc`. */
typedef void (*popsplit_xml_error_handler)(void *context, popsplit_xml_error *error);

/* `xmlParserOption` values popsplit passes. */
enum {
    POPSPLIT_XML_PARSE_NOERROR = 1 << 5,
    POPSPLIT_XML_PARSE_NOWARNING = 1 << 6,
    POPSPLIT_XML_PARSE_NONET = 1 << 11,
    POPSPLIT_XML_PARSE_NOCDATA = 1 << 14,
};

/* `xmlReaderTypes` values popsplit reads. */
enum {
    POPSPLIT_XML_READER_ELEMENT = 1,
    POPSPLIT_XML_READER_TEXT = 3,
    POPSPLIT_XML_READER_CDATA = 4,
    POPSPLIT_XML_READER_ENTITY_REFERENCE = 5,
    POPSPLIT_XML_READER_ENTITY = 6,
    POPSPLIT_XML_READER_DOCUMENT_TYPE = 10,
    POPSPLIT_XML_READER_SIGNIFICANT_WHITESPACE = 14,
    POPSPLIT_XML_READER_END_ELEMENT = 15,
};

/* The functions, resolved from the loaded library. */
typedef struct popsplit_libxml2 {
    popsplit_xml_reader *(*reader_for_memory)(const char *buffer, int size, const char *url, const char *encoding, int options);
    void (*free_reader)(popsplit_xml_reader *reader);
    void (*set_structured_error_handler)(popsplit_xml_reader *reader, popsplit_xml_error_handler handler, void *context);
    int (*read)(popsplit_xml_reader *reader);
    int (*node_type)(popsplit_xml_reader *reader);
    const unsigned char *(*const_name)(popsplit_xml_reader *reader);
    const unsigned char *(*const_value)(popsplit_xml_reader *reader);
    int (*move_to_next_attribute)(popsplit_xml_reader *reader);
    int (*move_to_element)(popsplit_xml_reader *reader);
    int (*is_empty_element)(popsplit_xml_reader *reader);
} popsplit_libxml2;

/* Loads libxml2 once (libxml2.so.2 on Linux, libxml2.2.dylib on macOS), initialises its parser
 * and resolves the functions; the table, or NULL when the library or a function is missing
 * (popsplit_libxml2_failure says which). Safe to call from any thread. */
const popsplit_libxml2 *popsplit_libxml2_load(void);

/* Why popsplit_libxml2_load gave NULL (a static string), or NULL. */
const char *popsplit_libxml2_failure(void);

#endif
