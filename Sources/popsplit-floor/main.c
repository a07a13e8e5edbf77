/*
 * popsplit-floor: the benchmark's output floor (what any server must at least spend to write
 * popsplit's answers), a minimal C server on
 * jansson that writes, for each request, the very bytes popsplit answered to it.
 *
 *     popsplit-floor RECORDING
 *
 * RECORDING holds, for each request of a stream in order, a decimal byte count, a newline and
 * that many bytes: everything popsplit wrote for that request in a recording pass (its events,
 * layout notifications and response, framed). The server reads LSP-style framed messages from
 * stdin (as popsplit-echo does), parses each body with json_loadb (popsplit's flags) and, for a
 * message with an "id" (a request), appends the next recorded reply; a notification gets nothing,
 * as from popsplit. So the ratio popsplit / floor shows what the model and its encoders cost beyond
 * parsing the request and writing the answer's bytes.
 *
 * Writes are batched as popsplit's and popsplit-echo's: the replies to all the frames that one
 * read() completed go out in one write().
 *
 * Exit status: 0 at end of input; 1 on a read or write error, an unreadable recording, a
 * malformed header or input that ends inside a frame.
 */
#include <jansson.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* Parse flags, the same as PopsplitJSON's. */
#define PARSE_FLAGS (JSON_REJECT_DUPLICATES | JSON_DECODE_ANY)

/* Limits that turn a broken client into an error instead of unbounded memory. */
#define READ_CHUNK (64 * 1024)
#define MAX_HEADER_BYTES (64 * 1024)
#define MAX_BODY_BYTES (1024LL * 1024 * 1024)

/* A growable byte buffer: `len` bytes used out of `cap`. */
typedef struct {
    char *data;
    size_t len;
    size_t cap;
} buffer_t;

/* One recorded reply: `len` bytes at `data`, inside the recording. */
typedef struct {
    const char *data;
    size_t len;
} reply_t;

/* Exits with a message on stderr. */
static void fail(const char *message) {
    fprintf(stderr, "popsplit-floor: %s\n", message);
    exit(1);
}

/* Makes room for `extra` more bytes after `len`; exits when out of memory. */
static void reserve(buffer_t *b, size_t extra) {
    if (b->cap - b->len >= extra)
        return;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap - b->len < extra)
        cap *= 2;
    char *data = realloc(b->data, cap);
    if (!data)
        fail("out of memory");
    b->data = data;
    b->cap = cap;
}

/* Appends `n` bytes. */
static void append(buffer_t *b, const char *bytes, size_t n) {
    reserve(b, n);
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
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

/* Reads the whole file at `path` into `file`. */
static void read_file(const char *path, buffer_t *file) {
    FILE *f = fopen(path, "rb");
    if (!f)
        fail("cannot open the recording");
    for (;;) {
        reserve(file, READ_CHUNK);
        size_t got = fread(file->data + file->len, 1, file->cap - file->len, f);
        file->len += got;
        if (got == 0)
            break;
    }
    if (ferror(f))
        fail("cannot read the recording");
    fclose(f);
}

/* Splits the recording into replies; returns their number, the array in `*out`. */
static size_t split_recording(const buffer_t *file, reply_t **out) {
    size_t count = 0, cap = 0;
    reply_t *replies = NULL;
    size_t pos = 0;
    while (pos < file->len) {
        size_t n = 0;
        int digits = 0;
        while (pos < file->len && file->data[pos] >= '0' && file->data[pos] <= '9' && digits < 15) {
            n = n * 10 + (size_t)(file->data[pos++] - '0');
            digits++;
        }
        if (digits == 0 || pos >= file->len || file->data[pos] != '\n')
            fail("malformed recording");
        pos++;
        if (n > file->len - pos)
            fail("truncated recording");
        if (count == cap) {
            cap = cap ? cap * 2 : 1024;
            replies = realloc(replies, cap * sizeof *replies);
            if (!replies)
                fail("out of memory");
        }
        replies[count].data = file->data + pos;
        replies[count].len = n;
        count++;
        pos += n;
    }
    *out = replies;
    return count;
}

/* The length of the header block at `p` including its blank line, or 0 when incomplete. */
static size_t header_block_length(const char *p, size_t n) {
    for (size_t i = 0; i + 3 < n; i++) {
        if (p[i] == '\r' && p[i + 1] == '\n' && p[i + 2] == '\r' && p[i + 3] == '\n')
            return i + 4;
    }
    return 0;
}

/* The Content-Length value in the header block `p` (`n` bytes), or -1 (as popsplit-echo). */
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
        p = eol + 2;
    }
    return length;
}

int main(int argc, char **argv) {
    if (argc != 2)
        fail("usage: popsplit-floor RECORDING");
    buffer_t file = {0}, in = {0}, out = {0};
    read_file(argv[1], &file);
    reply_t *replies = NULL;
    size_t reply_count = split_recording(&file, &replies);
    size_t next_reply = 0;

    for (;;) {
        reserve(&in, READ_CHUNK);
        ssize_t got = read(STDIN_FILENO, in.data + in.len, in.cap - in.len);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            fail("read failed");
        }
        if (got == 0)
            break;
        in.len += (size_t)got;

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
                reserve(&in, header_len + (size_t)body_len - available);
                break;
            }
            json_error_t error;
            json_t *json = json_loadb(frame + header_len, (size_t)body_len, PARSE_FLAGS, &error);
            if (json) {
                /* A request (it has an id) gets the next recorded reply, a notification nothing. */
                if (json_is_object(json) && json_object_get(json, "id") && next_reply < reply_count) {
                    append(&out, replies[next_reply].data, replies[next_reply].len);
                    next_reply++;
                }
                json_decref(json);
            }
            pos += header_len + (size_t)body_len;
        }

        if (out.len > 0) {
            if (write_all(STDOUT_FILENO, out.data, out.len) != 0)
                fail("write failed");
            out.len = 0;
        }
        memmove(in.data, in.data + pos, in.len - pos);
        in.len -= pos;
    }

    if (in.len > 0)
        fail("input ended inside a frame");
    free(replies);
    free(file.data);
    free(in.data);
    free(out.data);
    return 0;
}
