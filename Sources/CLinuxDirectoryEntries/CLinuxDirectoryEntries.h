// Linux's getdents64 system call, for `FolderEntries`, which lists a folder without `opendir`'s `fstat` and buffer
// allocation. glibc declares `getdents64` only with _GNU_SOURCE and `syscall` is variadic, so neither can be called
// from Swift; this inline wrapper can. Empty on other systems, where `FolderEntries` uses `readdir`.
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>

/// Up to `count` bytes of `struct linux_dirent64` records of the open folder `descriptor` into `buffer`; 0 at the end
/// of the folder, -1 with `errno` set on failure.
static inline long intent_metadata_getdents64(int descriptor, void *buffer, unsigned long count) {
    return syscall(SYS_getdents64, descriptor, buffer, count);
}
#endif
