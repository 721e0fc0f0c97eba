/*
 * Linked into a program built for the visualizer (trace-c) in place of program-runtime.c, with
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free. Compiled without debug
 * information, so the tracer steps over it like any library code.
 *
 * - stdout is unbuffered: the tracer reads what the program printed after every step.
 * - The program's own malloc, calloc, realloc and free go through here and are recorded in
 *   codenest_heap, which the tracer reads at every step: each block's address, size and state.
 * - New heap memory is filled with CODENEST_POISON, the same byte the tracer writes over a new
 *   stack frame's locals, so a value still made of it has never been written.
 * - Freed blocks are kept (not given back) up to QUARANTINE_BYTES, so a pointer to one keeps
 *   pointing at a block the picture can show as freed instead of at a new one.
 * - Freeing a block twice, or from its middle, stops the program with SIGABRT and says which in
 *   codenest_fault: the tracer explains it.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CODENEST_POISON 0xBE
#define MAX_BLOCKS 1024
#define QUARANTINE_BYTES (4u << 20)

enum block_state { BLOCK_UNUSED = 0, BLOCK_LIVE = 1, BLOCK_FREED = 2 };
enum fault { FAULT_NONE = 0, FAULT_DOUBLE_FREE = 1, FAULT_FREE_INSIDE = 2 };

struct codenest_block {
  uint64_t address;
  uint64_t size;
  uint32_t state;
  /* Allocation order: the tracer names blocks by it and gives back the oldest freed first. */
  uint32_t serial;
};

/* Read by the tracer: keep these names and the layout in step with native/trace-c.py. */
struct codenest_block codenest_heap[MAX_BLOCKS];
uint32_t codenest_heap_used;
volatile uint32_t codenest_fault;

static uint32_t next_serial = 1;
static size_t quarantined_bytes;

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *pointer, size_t size);
void __real_free(void *pointer);

static struct codenest_block *find_block(uintptr_t address, int inside) {
  for (uint32_t i = 0; i < codenest_heap_used; i++) {
    struct codenest_block *block = &codenest_heap[i];
    if (block->state == BLOCK_UNUSED) continue;
    if (block->address == address) return block;
    if (inside && address > block->address && address < block->address + block->size) return block;
  }
  return NULL;
}

static void release(struct codenest_block *block) {
  __real_free((void *)(uintptr_t)block->address);
  quarantined_bytes -= block->size;
  block->state = BLOCK_UNUSED;
}

/* Gives back the oldest freed blocks until `incoming` more bytes fit in the quarantine. */
static void make_room(size_t incoming) {
  while (quarantined_bytes + incoming > QUARANTINE_BYTES) {
    struct codenest_block *oldest = NULL;
    for (uint32_t i = 0; i < codenest_heap_used; i++) {
      struct codenest_block *block = &codenest_heap[i];
      if (block->state == BLOCK_FREED && (!oldest || block->serial < oldest->serial)) oldest = block;
    }
    if (!oldest) return;
    release(oldest);
  }
}

static struct codenest_block *free_slot(void) {
  for (uint32_t i = 0; i < codenest_heap_used; i++) {
    if (codenest_heap[i].state == BLOCK_UNUSED) return &codenest_heap[i];
  }
  if (codenest_heap_used < MAX_BLOCKS) return &codenest_heap[codenest_heap_used++];
  return NULL;
}

static void record(void *pointer, size_t size) {
  if (!pointer) return;
  struct codenest_block *block = free_slot();
  if (!block) return; /* Past MAX_BLOCKS the block works but is not drawn. */
  block->address = (uintptr_t)pointer;
  block->size = size;
  block->serial = next_serial++;
  block->state = BLOCK_LIVE;
}

void *__wrap_malloc(size_t size) {
  void *pointer = __real_malloc(size);
  if (pointer) memset(pointer, CODENEST_POISON, size);
  record(pointer, size);
  return pointer;
}

void *__wrap_calloc(size_t count, size_t size) {
  void *pointer = __real_calloc(count, size);
  record(pointer, count * size);
  return pointer;
}

static void stop(enum fault fault) {
  codenest_fault = fault;
  abort();
}

void __wrap_free(void *pointer) {
  if (!pointer) return;
  struct codenest_block *block = find_block((uintptr_t)pointer, 1);
  if (!block) {
    __real_free(pointer); /* Memory the C library allocated itself (strdup, getline). */
    return;
  }
  if (block->address != (uintptr_t)pointer) stop(FAULT_FREE_INSIDE);
  if (block->state == BLOCK_FREED) stop(FAULT_DOUBLE_FREE);
  make_room(block->size);
  block->state = BLOCK_FREED;
  quarantined_bytes += block->size;
  make_room(0);
}

void *__wrap_realloc(void *pointer, size_t size) {
  if (!pointer) return __wrap_malloc(size);
  struct codenest_block *block = find_block((uintptr_t)pointer, 1);
  if (!block) return __real_realloc(pointer, size);
  if (block->address != (uintptr_t)pointer) stop(FAULT_FREE_INSIDE);
  if (block->state == BLOCK_FREED) stop(FAULT_DOUBLE_FREE);
  if (size == 0) {
    __wrap_free(pointer);
    return NULL;
  }
  void *moved = __real_malloc(size);
  if (!moved) return NULL;
  size_t kept = block->size < size ? block->size : size;
  memcpy(moved, pointer, kept);
  if (size > kept) memset((char *)moved + kept, CODENEST_POISON, size - kept);
  __wrap_free(pointer);
  record(moved, size);
  return moved;
}

__attribute__((constructor)) static void codenest_trace_start(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
}
