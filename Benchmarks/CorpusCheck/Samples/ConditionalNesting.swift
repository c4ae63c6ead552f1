// Types inside `#if` at file level and in member lists, with every branch form.
#if os(Linux)
import Glibc
struct LinuxOnly {
    #if arch(x86_64) && !os(Windows)
    enum Register { case rax }
    #elseif arch(arm64)
    enum Register { case x0 }
    #else
    enum Register {}
    #endif
}
#elseif canImport(Darwin)
import Darwin
struct DarwinOnly {}
#else
struct Elsewhere {}
#endif

#if compiler(>=6.0) && swift(<6.0)
extension LinuxOnly.Register: CaseIterable {}
#endif

#if canImport(Glibc) || canImport(Musl)
public final class Pipe {
    #if DEBUG
    var debugName = "pipe"
    #endif
    final class Reader {}
}
#endif

#if false
struct Never { let value: NotDeclaredAnywhere; #unknownMacro }
#endif

#if hasFeature(RetroactiveAttribute)
extension Int: @retroactive Identifiable { public var id: Int { self } }
#endif

#if _runtime(_ObjC)
class ObjCOnly {}
#elseif _pointerBitWidth(_64) && _endian(little)
actor SixtyFourBit {}
#endif
