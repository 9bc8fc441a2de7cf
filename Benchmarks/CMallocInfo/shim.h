// shim.h · Benchmarks/CMallocInfo · glibc's malloc.h for the memory benchmarks (mallinfo2: bytes the heap has in use)
#include <malloc.h>
