/*
 * popsplit-echo: the benchmark's floor, a minimal JSON echo server in C on jansson.
 *
 * Reads LSP-style framed messages from stdin:
 *
 *     Content-Length: N\r\n            (header names in any case; other headers ignored)
 *     \r\n
 *     <N bytes of JSON>
 *
 * parses each body with json_loadb (the flags popsplit uses: duplicate keys rejected, any
 * top-level value), dumps it back with json_dumpb (compact, key order kept, reals with 15
 * significant digits) and writes it to stdout framed the same way. A body that does not parse
 * is answered with a JSON-RPC parse error (-32700).
 *
 * Writes are batched: the replies to all the frames that one read() completed go out in one
 * write() (the cheapest way through a pipe; see jansson.md).
 *
 * Exit status: 0 at end of input; 1 on a read or write error, a malformed header (no or bad
 * Content-Length, header block over 64 KiB, body over 1 GiB) or input that ends inside a frame.
 */
#include <jansson.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* Parse and dump flags, the same as PopsplitJSON's. */
#define PARSE_FLAGS (JSON_REJECT_DUPLICATES | JSON_DECODE_ANY)
#define DUMP_FLAGS (JSON_COMPACT | JSON_ENCODE_ANY | JSON_REAL_PRECISION(15))

/* Limits that turn a broken client into an error instead of unbounded memory. */
#define READ_CHUNK (64 * 1024)
#define MAX_HEADER_BYTES (64 * 1024)
#define MAX_BODY_BYTES (1024LL * 1024 * 1024)

/* The reply to a body that does not parse. */
static const char PARSE_ERROR_REPLY[] =
    "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}";

/* A growable byte buffer: `len` bytes used out of `cap`. */
typedef struct {
    char *data;
    size_t len;
    size_t cap;
} buffer_t;

/* Makes room for `extra` more bytes after `len`. Returns 0, or -1 when out of memory. */
static int reserve(buffer_t *b, size_t extra) {
    if (b->cap - b->len >= extra)
        return 0;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap - b->len < extra)
        cap *= 2;
    char *data = realloc(b->data, cap);
    if (!data)
        return -1;
    b->data = data;
    b->cap = cap;
    return 0;
}

/* Appends `n` bytes. Returns 0, or -1 when out of memory. */
static int append(buffer_t *b, const char *bytes, size_t n) {
    if (reserve(b, n) != 0)
        return -1;
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
    return 0;
}

/* Writes all `n` bytes to `fd`, across partial writes and signals. Returns 0 or -1. */
static int write_all(int fd, const char *bytes, size_t n) {
    while (n > 0) {
        ssize_t written = write(fd, bytes, n);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        bytes += written;
        n -= (size_t)written;
    }
    return 0;
}

/* The length of the header block at `p` including its blank line ("\r\n\r\n"), or 0 when
 * the block is not complete within `n` bytes. */
static size_t header_block_length(const char *p, size_t n) {
    for (size_t i = 0; i + 3 < n; i++) {
        if (p[i] == '\r' && p[i + 1] == '\n' && p[i + 2] == '\r' && p[i + 3] == '\n')
            return i + 4;
    }
    return 0;
}

/* The Content-Length value in the header block `p` (`n` bytes), or -1 when it is missing or
 * not a plain decimal number. Lines end in "\r\n"; names are matched in any case; blanks around
 * names and values are ignored (so is a stray newline before the first header). */
static long long content_length(const char *p, size_t n) {
    long long length = -1;
    const char *end = p + n;
    while (p < end) {
        const char *eol = p;
        while (eol < end && *eol != '\r')
            eol++;
        const char *colon = memchr(p, ':', (size_t)(eol - p));
        if (colon) {
            const char *name = p;
            while (name < colon && (*name == ' ' || *name == '\t' || *name == '\n'))
                name++;
            const char *name_end = colon;
            while (name_end > name && (name_end[-1] == ' ' || name_end[-1] == '\t'))
                name_end--;
            if (name_end - name == 14 && strncasecmp(name, "content-length", 14) == 0) {
                const char *v = colon + 1;
                while (v < eol && (*v == ' ' || *v == '\t'))
                    v++;
                long long value = 0;
                const char *digits = v;
                while (v < eol && *v >= '0' && *v <= '9' && value <= MAX_BODY_BYTES)
                    value = value * 10 + (*v++ - '0');
                while (v < eol && (*v == ' ' || *v == '\t'))
                    v++;
                if (v == digits || v != eol)
                    return -1;
                length = value;
            }
        }
        p = eol + 2; /* past "\r\n" */
    }
    return length;
}

/* Parses one body and appends its framed reply to `out`; `scratch` holds the dump and is
 * reused (grown) across calls. Returns 0, or -1 when out of memory. */
static int echo(const char *body, size_t n, buffer_t *out, buffer_t *scratch) {
    const char *reply = PARSE_ERROR_REPLY;
    size_t reply_len = sizeof PARSE_ERROR_REPLY - 1;

    json_error_t error;
    json_t *json = json_loadb(body, n, PARSE_FLAGS, &error);
    if (json) {
        /* json_dumpb returns the size it needs; when that exceeds the buffer the bytes are
         * undefined: grow and dump again. */
        size_t needed = json_dumpb(json, scratch->data, scratch->cap, DUMP_FLAGS);
        if (needed > scratch->cap) {
            scratch->len = 0;
            if (reserve(scratch, needed) != 0) {
                json_decref(json);
                return -1;
            }
            needed = json_dumpb(json, scratch->data, scratch->cap, DUMP_FLAGS);
        }
        json_decref(json);
        if (needed > 0) {
            reply = scratch->data;
            reply_len = needed;
        }
    }

    char header[64];
    int header_len = snprintf(header, sizeof header, "Content-Length: %zu\r\n\r\n", reply_len);
    if (append(out, header, (size_t)header_len) != 0 || append(out, reply, reply_len) != 0)
        return -1;
    return 0;
}

/* Exits with a message on stderr. */
static void fail(const char *message) {
    fprintf(stderr, "popsplit-echo: %s\n", message);
    exit(1);
}

int main(void) {
    buffer_t in = {0}, out = {0}, scratch = {0};
    if (reserve(&scratch, READ_CHUNK) != 0)
        fail("out of memory");

    for (;;) {
        /* Read what is available, with at least READ_CHUNK bytes of room. */
        if (reserve(&in, READ_CHUNK) != 0)
            fail("out of memory");
        ssize_t got = read(STDIN_FILENO, in.data + in.len, in.cap - in.len);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            fail("read failed");
        }
        if (got == 0)
            break;
        in.len += (size_t)got;

        /* Echo every complete frame in the buffer. */
        size_t pos = 0;
        for (;;) {
            const char *frame = in.data + pos;
            size_t available = in.len - pos;
            size_t header_len = header_block_length(frame, available);
            if (header_len == 0) {
                if (available > MAX_HEADER_BYTES)
                    fail("header block too long");
                break;
            }
            long long body_len = content_length(frame, header_len);
            if (body_len < 0)
                fail("missing or invalid Content-Length");
            if (body_len > MAX_BODY_BYTES)
                fail("body too large");
            if ((size_t)body_len > available - header_len) {
                /* Incomplete: make sure the whole frame will fit, then read more. */
                if (reserve(&in, header_len + (size_t)body_len - available) != 0)
                    fail("out of memory");
                break;
            }
            if (echo(frame + header_len, (size_t)body_len, &out, &scratch) != 0)
                fail("out of memory");
            pos += header_len + (size_t)body_len;
        }

        /* One write for the whole batch. */
        if (out.len > 0) {
            if (write_all(STDOUT_FILENO, out.data, out.len) != 0)
                fail("write failed");
            out.len = 0;
        }

        /* Keep the partial frame, if any, at the start of the buffer. */
        memmove(in.data, in.data + pos, in.len - pos);
        in.len -= pos;
    }

    if (in.len > 0)
        fail("input ended inside a frame");
    free(in.data);
    free(out.data);
    free(scratch.data);
    return 0;
}
