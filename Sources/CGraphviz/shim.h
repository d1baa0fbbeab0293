#ifndef FLOWGRAPH_CGRAPHVIZ_SHIM_H
#define FLOWGRAPH_CGRAPHVIZ_SHIM_H

// The parts of libcgraph and libgvc that flowgraph calls, plus small helpers that make them usable from Swift 6.
//
// The helpers are `static inline`, so every translation unit that includes this header gets its own copy of the
// error buffer and the discipline below. flowgraph imports this module from exactly one Swift file
// (GraphvizRenderer.swift), which keeps that copy single.
//
// SwiftPM does not notice edits to this header: touch GraphvizRenderer.swift after changing it, or an
// incremental build (and Fuzz/'s builds) keep using the old helpers.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/pack.h>

// MARK: - const-correct wrappers
//
// cgraph declares `char *` parameters it never writes to, and copies every string it keeps, so casting away
// `const` is safe and spares Swift from making mutable copies.

static inline Agraph_t *flowgraph_agopen(const char *name, Agdesc_t desc, Agdisc_t *disc) {
    return agopen((char *)name, desc, disc);
}

static inline Agraph_t *flowgraph_agsubg(Agraph_t *graph, const char *name) {
    return agsubg(graph, (char *)name, 1);
}

static inline Agnode_t *flowgraph_agnode(Agraph_t *graph, const char *name) {
    return agnode(graph, (char *)name, 1);
}

/// Always a new edge: flowgraph draws parallel edges (two actions between the same screens) separately.
static inline Agedge_t *flowgraph_agedge(Agraph_t *graph, Agnode_t *tail, Agnode_t *head) {
    return agedge(graph, tail, head, NULL, 1);
}

/// Declares `name` for every object of `kind` (AGRAPH, AGNODE, AGEDGE) with `value` as its default.
static inline Agsym_t *flowgraph_agattr(Agraph_t *graph, int kind, const char *name, const char *value) {
    return agattr(graph, kind, (char *)name, (char *)value);
}

/// Sets one attribute of a graph, node or edge, declaring it with an empty default if needed.
static inline int flowgraph_agsafeset(void *object, const char *name, const char *value) {
    return agsafeset(object, (char *)name, (char *)value, "");
}

/// An attribute's value, or NULL when the object's graph does not declare it.
static inline const char *flowgraph_agget(void *object, const char *name) {
    return agget(object, (char *)name);
}

/// `flowgraph_agattr` for an HTML-like value (`<...>` in DOT): the value must be marked as HTML by
/// `agstrdup_html`; cgraph finds that marked copy again when it interns the value.
static inline Agsym_t *flowgraph_agattr_html(Agraph_t *graph, int kind, const char *name, const char *value) {
    char *html = agstrdup_html(graph, (char *)value);
    Agsym_t *symbol = agattr(graph, kind, (char *)name, html);
    agstrfree(graph, html);
    return symbol;
}

/// Sets an HTML-like label (`<...>` in DOT): the value must be marked as HTML by `agstrdup_html`, which
/// `agsafeset` keeps when it copies it.
static inline int flowgraph_agsafeset_html(void *object, const char *name, const char *value) {
    Agraph_t *root = agroot(object);
    char *html = agstrdup_html(root, (char *)value);
    int result = agsafeset(object, (char *)name, html, "");
    agstrfree(root, html);
    return result;
}

// MARK: - packing parts laid out on their own

/// Places `count` boxes (`width, height` each, in points, with their lower left corner at 0,0 as every layout
/// leaves it) in rows of `columns`, in the order given, `margin` points apart and aligned to the top left of their
/// cells, with libgvc's own packer (`packmode="array"`). Writes the x and y each box moves by to `offsets`
/// (2 * count numbers). Returns 0 when Graphviz could not pack them.
static inline int flowgraph_pack_in_rows(int count, int columns, const double *sizes, unsigned int margin, double *offsets) {
    boxf *rectangles = calloc((size_t)count, sizeof(boxf));
    packval_t *order = calloc((size_t)count, sizeof(packval_t));
    if (!rectangles || !order) {
        free(rectangles);
        free(order);
        return 0;
    }
    for (int i = 0; i < count; i++) {
        rectangles[i].UR.x = sizes[2 * i];
        rectangles[i].UR.y = sizes[2 * i + 1];
        order[i] = (packval_t)i;
    }
    pack_info info;
    memset(&info, 0, sizeof(info));
    info.mode = l_array;
    info.sz = columns;
    info.margin = margin;
    // Sort numbers keep the given order; without them the packer sorts the boxes by size.
    info.vals = order;
    info.flags = PK_TOP_ALIGN | PK_LEFT_ALIGN;
    point *places = putRects(count, rectangles, &info);
    if (places) {
        for (int i = 0; i < count; i++) {
            offsets[2 * i] = places[i].x;
            offsets[2 * i + 1] = places[i].y;
        }
    }
    free(places);
    free(rectangles);
    free(order);
    return places != NULL;
}

// MARK: - rendering into memory

/// Renders `graph` in `format` into a buffer the caller frees with `free`, as `gvRenderData` does, but through a
/// memory stream: `gvRenderData` grows its buffer one page at a time, a `realloc` (often a copy of everything so
/// far) for every 4 KB of output, while a stream grows geometrically, like the file `dot -o` writes to.
/// Returns `gvRender`'s result, or -1 when the stream could not be made or finished.
static inline int flowgraph_render_to_memory(GVC_t *context, Agraph_t *graph, const char *format, char **bytes, size_t *length) {
    *bytes = NULL;
    *length = 0;
    FILE *stream = open_memstream(bytes, length);
    if (!stream) {
        return -1;
    }
    int rendered = gvRender(context, graph, format, stream);
    if (fclose(stream) != 0) {
        rendered = -1;
    }
    return rendered;
}

// MARK: - freeing a layout

/// Takes every node, and with it every edge, out of `graph`'s subgraphs; the subgraphs stay, with their layout
/// records, and the graph keeps every node and edge. Called between drawing and gvFreeLayout: dot frees each
/// node's and edge's layout record with cgraph's `agdelrec`, which searches for the object in every subgraph of the
/// root (`agapply`), and at 200 clusters and 7,000 objects those 1.4 M searches were 779 M instructions, 15% of a
/// drawing that `dot` itself never frees. A search in an empty subgraph ends at once. Nested subgraphs are emptied
/// with their parent (`agdelnode` removes the node's image from the subgraph and everything under it).
static inline void flowgraph_empty_subgraphs(Agraph_t *graph) {
    for (Agraph_t *subgraph = agfstsubg(graph); subgraph; subgraph = agnxtsubg(subgraph)) {
        Agnode_t *next;
        for (Agnode_t *node = agfstnode(subgraph); node; node = next) {
            next = agnxtnode(subgraph, node);
            agdelnode(subgraph, node);
        }
    }
}

// MARK: - globals Swift 6 cannot read directly

/// `Agdirected` is a mutable C global, which Swift 6 refuses as not concurrency-safe.
static inline Agdesc_t flowgraph_directed(void) {
    return Agdirected;
}

// MARK: - deterministic object IDs
//
// cgraph's default ID discipline uses the addresses of interned names as IDs, and dot orders clusters by ID, so
// the same graph drew differently from one run to the next. This discipline hands out 1, 2, 3, ... per graph, in
// creation order, and keeps the names itself: left to cgraph, names go to its internal name map, whose entries
// libcgraph 2.42 never frees (valgrind: 48 bytes and the name for every named object of every drawing).
//
// `map` answers a name with its ID (creating one when asked), and a NULL name with a fresh anonymous ID; `print`
// answers an ID with its name, or NULL for an anonymous object. Names live in an open-addressing hash table keyed
// by (kind, name), and by ID in an array, until `close` frees them all.

typedef struct {
    int kind;
    IDTYPE id;
    char *name;
} flowgraph_id_entry;

typedef struct {
    IDTYPE next;
    flowgraph_id_entry *slots;   // hash table; name == NULL marks an empty slot
    size_t capacity;             // a power of two
    size_t count;
    char **names;                // by ID; NULL for anonymous objects
    size_t names_capacity;
} flowgraph_id_state;

static inline size_t flowgraph_id_hash(int kind, const char *name) {
    size_t hash = 5381u + (size_t)kind;
    for (const unsigned char *c = (const unsigned char *)name; *c; c++) {
        hash = hash * 33u + *c;
    }
    return hash;
}

/// The slot holding (kind, name), or the empty slot where it would go.
static inline flowgraph_id_entry *flowgraph_id_slot(flowgraph_id_entry *slots, size_t capacity, int kind, const char *name) {
    size_t index = flowgraph_id_hash(kind, name) & (capacity - 1);
    while (slots[index].name != NULL && (slots[index].kind != kind || strcmp(slots[index].name, name) != 0)) {
        index = (index + 1) & (capacity - 1);
    }
    return &slots[index];
}

static inline int flowgraph_id_grow(flowgraph_id_state *ids) {
    size_t capacity = ids->capacity ? ids->capacity * 2 : 64;
    flowgraph_id_entry *slots = calloc(capacity, sizeof(flowgraph_id_entry));
    if (!slots) {
        return 0;
    }
    for (size_t i = 0; i < ids->capacity; i++) {
        if (ids->slots[i].name) {
            *flowgraph_id_slot(slots, capacity, ids->slots[i].kind, ids->slots[i].name) = ids->slots[i];
        }
    }
    free(ids->slots);
    ids->slots = slots;
    ids->capacity = capacity;
    return 1;
}

/// Records `name` (NULL for anonymous) as the name of `id`.
static inline int flowgraph_id_record(flowgraph_id_state *ids, IDTYPE id, char *name) {
    if (id >= ids->names_capacity) {
        size_t capacity = ids->names_capacity ? ids->names_capacity * 2 : 64;
        while (capacity <= id) {
            capacity *= 2;
        }
        char **names = realloc(ids->names, capacity * sizeof(char *));
        if (!names) {
            return 0;
        }
        memset(names + ids->names_capacity, 0, (capacity - ids->names_capacity) * sizeof(char *));
        ids->names = names;
        ids->names_capacity = capacity;
    }
    ids->names[id] = name;
    return 1;
}

static inline void *flowgraph_id_open(Agraph_t *graph, Agdisc_t *disc) {
    (void)graph;
    (void)disc;
    flowgraph_id_state *state = calloc(1, sizeof(flowgraph_id_state));
    if (state) {
        state->next = 1;
    }
    return state;
}

static inline long flowgraph_id_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    flowgraph_id_state *ids = state;
    if (ids == NULL) {
        return 0;
    }
    if (name == NULL) {
        if (!create || !flowgraph_id_record(ids, ids->next, NULL)) {
            return 0;
        }
        *id = ids->next++;
        return 1;
    }
    if (ids->capacity) {
        flowgraph_id_entry *found = flowgraph_id_slot(ids->slots, ids->capacity, kind, name);
        if (found->name) {
            *id = found->id;
            return 1;
        }
    }
    if (!create) {
        return 0;
    }
    if ((ids->count + 1) * 2 > ids->capacity && !flowgraph_id_grow(ids)) {
        return 0;
    }
    char *copy = strdup(name);
    if (!copy || !flowgraph_id_record(ids, ids->next, copy)) {
        free(copy);
        return 0;
    }
    flowgraph_id_entry *slot = flowgraph_id_slot(ids->slots, ids->capacity, kind, name);
    slot->kind = kind;
    slot->id = ids->next;
    slot->name = copy;
    ids->count += 1;
    *id = ids->next++;
    return 1;
}

/// Refuses caller-chosen IDs; cgraph asks only when a client creates objects by ID, which flowgraph never does.
static inline long flowgraph_id_alloc(void *state, int kind, IDTYPE id) {
    (void)state;
    (void)kind;
    (void)id;
    return 0;
}

/// Objects are deleted only when the whole graph closes, and `close` frees every name then.
static inline void flowgraph_id_free(void *state, int kind, IDTYPE id) {
    (void)state;
    (void)kind;
    (void)id;
}

static inline char *flowgraph_id_print(void *state, int kind, IDTYPE id) {
    (void)kind;
    flowgraph_id_state *ids = state;
    return ids && id < ids->names_capacity ? ids->names[id] : NULL;
}

static inline void flowgraph_id_close(void *state) {
    flowgraph_id_state *ids = state;
    if (!ids) {
        return;
    }
    for (size_t i = 0; i < ids->capacity; i++) {
        free(ids->slots[i].name);
    }
    free(ids->slots);
    free(ids->names);
    free(ids);
}

static inline void flowgraph_id_register(void *state, int kind, void *object) {
    (void)state;
    (void)kind;
    (void)object;
}

/// The discipline to pass to `agopen`: cgraph's own memory and I/O disciplines, sequential IDs.
static inline Agdisc_t *flowgraph_deterministic_discipline(void) {
    // Function-local statics: Swift emits a header's inline functions but not its file-scope variables.
    static Agiddisc_t ids = {
        flowgraph_id_open,
        flowgraph_id_map,
        flowgraph_id_alloc,
        flowgraph_id_free,
        flowgraph_id_print,
        flowgraph_id_close,
        flowgraph_id_register,
    };
    static Agdisc_t discipline = { NULL, &ids, NULL };
    return &discipline;
}

// MARK: - capturing Graphviz's messages
//
// Without a handler cgraph prints errors and warnings to stderr. The handler receives each message in pieces
// ("Error", ": ", text), and a C callback cannot reach Swift state, so the pieces are appended to this buffer.
// One failing layout printed thousands of lines: the buffer keeps the first FLOWGRAPH_MESSAGE_CAPACITY - 1
// bytes and drops the rest. The caller serialises every Graphviz call, which also serialises this buffer.

#define FLOWGRAPH_MESSAGE_CAPACITY 16384

// Function-local statics: Swift emits a header's inline functions but not its file-scope variables. (Two
// functions rather than one struct, which Swift would import with a 16,384-element tuple.)
static inline char *flowgraph_message_storage(void) {
    static char text[FLOWGRAPH_MESSAGE_CAPACITY];
    return text;
}

static inline size_t *flowgraph_message_length(void) {
    static size_t length;
    return &length;
}

static inline int flowgraph_collect_message(char *piece) {
    char *text = flowgraph_message_storage();
    size_t *used = flowgraph_message_length();
    size_t room = FLOWGRAPH_MESSAGE_CAPACITY - 1 - *used;
    size_t length = strlen(piece);
    size_t kept = length < room ? length : room;
    memcpy(text + *used, piece, kept);
    *used += kept;
    text[*used] = '\0';
    return 0;
}

/// Routes cgraph's errors and warnings into the buffer instead of stderr.
static inline void flowgraph_capture_messages(void) {
    agseterrf(flowgraph_collect_message);
}

/// The messages collected since the last `flowgraph_clear_messages`, NUL-terminated.
static inline const char *flowgraph_messages_text(void) {
    return flowgraph_message_storage();
}

static inline void flowgraph_clear_messages(void) {
    *flowgraph_message_length() = 0;
    flowgraph_message_storage()[0] = '\0';
}

#endif
