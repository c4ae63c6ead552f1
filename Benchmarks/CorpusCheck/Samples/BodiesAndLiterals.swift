// Braces and declaration keywords inside strings, regexes, closures and bodies must not end or start types.
struct Strings {
    let brace = "}"
    let interpolated = "\(["}": "{"].count) struct Fake {}"
    let raw = #"\(notInterpolated) } class Fake2 {"#
    let multiline = """
        } enum Fake3 {
        \("nested \("deeper }")")
        """
    let regex = #/\{[a-z]+\}/#
    let extendedRegex = #/
        struct \s Fake4 { # a comment with }
    /#
    let closure: () -> Int = { struct LocalInClosure {}; return 1 }
    func body() { struct Local {}; if true { class AlsoLocal {} } }
    var computed: Int {
        get { struct LocalInGetter {}; return 0 }
        set { }
    }
    subscript(index: Int) -> Int { index }
}

/* a block comment /* nested */ struct CommentFake {} */
enum Operators {
    static func <>(lhs: Operators, rhs: Operators) -> Bool { true }
    static prefix func ~~~(value: Operators) -> Operators { value }
    case a, b
    struct AfterOperators {}
}

infix operator <>: ComparisonPrecedence
prefix operator ~~~

class Keywords {
    var `class` = 0
    var type: Int = 0
    let `struct`: String = ""
    func `enum`() {}
    class var shared: Keywords { Keywords() }
    class func make() -> Keywords { Keywords() }
    struct Nested { let open = 1; let actor = 2 }
}

let topLevelClosure = { (x: Int) -> Int in x }
func topLevelFunction<T>(_ value: T) where T: Sendable {}
struct AfterTopLevel {}
