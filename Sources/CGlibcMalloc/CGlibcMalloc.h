// glibc's <malloc.h>, for `mallopt` and its `M_` parameters, which the Swift `Glibc` module does not include.
// Empty on other systems: only `ShortRunHeap` uses it, and only where `Glibc` can be imported.
#if defined(__linux__) && defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
