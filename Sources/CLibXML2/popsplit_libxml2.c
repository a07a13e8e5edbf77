/* libxml2 loaded at run time: see include/popsplit_libxml2.h. */
#include "popsplit_libxml2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static popsplit_libxml2 table;
static const popsplit_libxml2 *loaded;
static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *resolve(void *handle, const char *name) {
    void *address = dlsym(handle, name);
    if (address == NULL && failure == NULL) failure = name;
    return address;
}

static void load(void) {
#if defined(__APPLE__)
    static const char *names[] = {"libxml2.2.dylib", "/usr/lib/libxml2.2.dylib", "/opt/homebrew/opt/libxml2/lib/libxml2.2.dylib"};
#else
    static const char *names[] = {"libxml2.so.2", "libxml2.so"};
#endif
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++) handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        failure = "libxml2 (libxml2.so.2) is not installed";
        return;
    }
    void (*init_parser)(void) = (void (*)(void))resolve(handle, "xmlInitParser");
    table.reader_for_memory = (popsplit_xml_reader * (*)(const char *, int, const char *, const char *, int)) resolve(handle, "xmlReaderForMemory");
    table.free_reader = (void (*)(popsplit_xml_reader *))resolve(handle, "xmlFreeTextReader");
    table.set_structured_error_handler =
        (void (*)(popsplit_xml_reader *, popsplit_xml_error_handler, void *))resolve(handle, "xmlTextReaderSetStructuredErrorHandler");
    table.read = (int (*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderRead");
    table.node_type = (int (*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderNodeType");
    table.const_name = (const unsigned char *(*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderConstName");
    table.const_value = (const unsigned char *(*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderConstValue");
    table.move_to_next_attribute = (int (*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderMoveToNextAttribute");
    table.move_to_element = (int (*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderMoveToElement");
    table.is_empty_element = (int (*)(popsplit_xml_reader *))resolve(handle, "xmlTextReaderIsEmptyElement");
    if (failure != NULL) return;
    init_parser();
    loaded = &table;
}

const popsplit_libxml2 *popsplit_libxml2_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *popsplit_libxml2_failure(void) {
    pthread_once(&once, load);
    return failure;
}
