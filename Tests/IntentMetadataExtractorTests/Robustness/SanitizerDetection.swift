#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the tests run under a sanitizer (`swift test --sanitize=address` or `thread`), which slows code
/// several times over: time bounds meant to catch hangs stretch by `timeFactor` rather than fail.
enum SanitizerDetection {
    static let runtimeSymbols: [String] = ["__asan_init", "__tsan_init"]

    static let isActive: Bool = runtimeSymbols.contains { (name: String) -> Bool in
        // RTLD_DEFAULT is `nil` on Linux and a sentinel on Darwin.
        #if canImport(Darwin)
        dlsym(UnsafeMutableRawPointer(bitPattern: -2), name) != nil
        #else
        dlsym(nil, name) != nil
        #endif
    }

    static var timeFactor: Int { isActive ? 10 : 1 }
}
