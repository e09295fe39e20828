// The few C library functions Embedded Swift needs on wasm32-unknown-none, where there is no libc.
// scripts/build-search-engine compiles this with the toolchain's clang and links it with the
// SearchCore module. Nothing here is called from JavaScript.
//
// Memory is one linear heap above `__heap_base` (set by wasm-ld), grown a page at a time with
// `memory.grow`. Blocks come in power-of-two sizes; a freed block goes on its size's free list and
// the next request of that size takes it back, so a long session of queries, each allocating and
// freeing many small strings and arrays, settles at a fixed memory size instead of growing.

#include <stddef.h>
#include <stdint.h>

// Everything below is linked only if the Swift code calls it (wasm-ld --gc-sections drops the
// rest): the allocator, mem* and the seed always; putchar, round and __multi3 only for print or
// fatalError, `rounded()`, and printing a Double or Float.

// Every block starts with a 16-byte header (only its first word, the size class, is used), so the
// payload after it keeps the 16-byte alignment of the block itself.
#define HEADER 16
#define MIN_CLASS 5   // 32-byte blocks: 16 bytes of payload.
#define MAX_CLASS 31  // 2 GiB blocks: more than wasm32 memory can ever hold.
#define PAGE 65536

extern unsigned char __heap_base;  // The end of the stack and static data, from wasm-ld.

static uintptr_t heap_top;  // The first byte never handed out; 0 until the first allocation.
static void *free_lists[MAX_CLASS + 1];  // A freed block's payload holds the next pointer.

// Hands out `size` fresh bytes from the top of the heap, starting at an address whose offset
// `HEADER` bytes in is a multiple of `alignment`; grows linear memory when it runs out.
static void *take_fresh(size_t size, size_t alignment) {
    if (heap_top == 0) heap_top = (uintptr_t)&__heap_base;
    uintptr_t start = ((heap_top + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1)) - HEADER;
    uintptr_t end = start + size;
    if (start < heap_top || end < start) return NULL;  // Wrapped around the 4 GiB address space.
    uintptr_t limit = __builtin_wasm_memory_size(0) * PAGE;
    if (end > limit) {
        uintptr_t pages = (end - limit + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    heap_top = end;
    return (void *)start;
}

// Swift's runtime (`swift_slowAlloc`) allocates every object and buffer through this.
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (size > ((size_t)1 << MAX_CLASS) - HEADER) return 12;  // ENOMEM
    int class = MIN_CLASS;
    while (((size_t)1 << class) - HEADER < size) class++;
    unsigned char *block = free_lists[class];
    if (block != NULL && alignment <= HEADER) {
        free_lists[class] = *(void **)(block + HEADER);
    } else {
        // Requests aligned beyond 16 bytes (none in practice) always take fresh memory; once
        // freed, their blocks serve ordinary requests of the same size.
        block = take_fresh((size_t)1 << class, alignment > HEADER ? alignment : HEADER);
        if (block == NULL) return 12;  // ENOMEM
        *(int *)block = class;
    }
    *result = block + HEADER;
    return 0;
}

// C's allocator entry point, for anything that asks for plain malloc.
void *malloc(size_t size) {
    void *result;
    return posix_memalign(&result, HEADER, size) == 0 ? result : NULL;
}

// Swift's runtime (`swift_slowDealloc`) releases every object and buffer through this.
void free(void *pointer) {
    if (pointer == NULL) return;
    unsigned char *block = (unsigned char *)pointer - HEADER;
    int class = *(int *)block;
    *(void **)pointer = free_lists[class];
    free_lists[class] = block;
}

// The compiler emits calls to these for copies and fills it does not inline. `-mbulk-memory`
// turns each builtin into a single `memory.copy` or `memory.fill` instruction (which handle
// overlap), so none of them can recurse into itself.
void *memcpy(void *destination, const void *source, size_t count) {
    return __builtin_memcpy(destination, source, count);
}

void *memmove(void *destination, const void *source, size_t count) {
    return __builtin_memmove(destination, source, count);
}

void *memset(void *destination, int value, size_t count) {
    return __builtin_memset(destination, value, count);
}

// String comparison and hashing compare UTF-8 bytes with this.
int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (size_t i = 0; i < count; i++) {
        if (a[i] != b[i]) return a[i] - b[i];
    }
    return 0;
}

// Seeds Swift's Hasher (and SystemRandomNumberGenerator). The seed only spreads keys across hash
// buckets, so a fixed sequence (xorshift from a constant) is enough, and makes every run of the
// engine iterate its sets and dictionaries in the same order.
void arc4random_buf(void *buffer, size_t count) {
    static uint32_t state = 0x9E3779B9u;
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        bytes[i] = (unsigned char)state;
    }
}

// print() and the message of fatalError/precondition write through this. There is nowhere to
// write to (the module imports nothing), so output is dropped; a failed precondition still traps.
int putchar(int character) {
    return character;
}

// Double.rounded() and Float.rounded() (halves away from zero) call these: WebAssembly only has
// instructions for the other rounding rules. `x - trunc(x)` is exact, so this is too.
double round(double x) {
    double whole = __builtin_trunc(x);
    return __builtin_fabs(x - whole) >= 0.5 ? whole + __builtin_copysign(1.0, x) : whole;
}

float roundf(float x) {
    float whole = __builtin_truncf(x);
    return __builtin_fabsf(x - whole) >= 0.5f ? whole + __builtin_copysignf(1.0f, x) : whole;
}

// The 128-bit multiply LLVM calls on wasm32 (it has no such instruction); Swift's Double and Float
// printing (`"\(score)"`) and `multipliedFullWidth(by:)` need it. Built from 32-bit halves so it
// does not call itself.
typedef union {
    __int128 all;
    struct { uint64_t low, high; } half;  // wasm is little-endian.
} words128;

__int128 __multi3(__int128 a, __int128 b) {
    words128 x = {.all = a}, y = {.all = b}, product;
    uint64_t a0 = (uint32_t)x.half.low, a1 = x.half.low >> 32;
    uint64_t b0 = (uint32_t)y.half.low, b1 = y.half.low >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;  // At most 3 * (2^32 - 1).
    product.half.low = (middle << 32) | (uint32_t)p00;
    product.half.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32)
        + x.half.high * y.half.low + x.half.low * y.half.high;  // Wraps, as 128-bit multiplication does.
    return product.all;
}
