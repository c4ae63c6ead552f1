import CorpusDeclarations
import Foundation

// corpus-declarations --root <dir> --keys <keys.tsv> --environment <environment.tsv> --out <dir>
// swift-syntax's side of Scripts/corpus-check.sh: the type declarations and extensions of each corpus file.
let usage = """
    USAGE: corpus-declarations --root <dir> --keys <keys.tsv> --environment <environment.tsv> --out <dir>

    For each distinct key of <keys.tsv> (lines 'key<TAB>path relative to <dir>', as Scripts/corpus-check.sh writes
    them), parses the first file of that key with SwiftParser and writes <out>/<key>.tsv: the type declarations
    and extensions in the '#if' clauses active on Linux x86_64 (Swift 6.3.1, Swift 5 mode, no -D flag, canImport/
    hasFeature/hasAttribute as <environment.tsv> answers them), in the row format of
    Benchmarks/CorpusCheck/corpus_check.py, after the lines '#oracle<TAB>swift-syntax' and
    '#syntax-error<TAB>true|false'. Conditions the environment file does not answer count as false and are
    listed in <out>/unanswered.tsv.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

var options: [String: String] = [:]
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "-h" || argument == "--help" {
        print(usage)
        exit(0)
    }
    guard ["--root", "--keys", "--environment", "--out"].contains(argument) else { fail("unexpected argument '\(argument)'.\n\(usage)") }
    guard !arguments.isEmpty else { fail("'\(argument)' needs a value.") }
    options[argument] = arguments.removeFirst()
}
guard let root = options["--root"], let keysPath = options["--keys"], let environmentPath = options["--environment"],
      let out = options["--out"] else { fail("--root, --keys, --environment and --out are all needed.\n\(usage)") }

let probeText: String
let keysText: String
do {
    probeText = try String(contentsOfFile: environmentPath, encoding: .utf8)
    keysText = try String(contentsOfFile: keysPath, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
} catch {
    fail("\(error)")
}
let configuration = ProbedBuildConfiguration(probeText: probeText)
let lister = TypeDeclarationLister(configuration: configuration)

var seen: Set<Substring> = []
var fileCount = 0
var rowCount = 0
var byteCount = 0
var syntaxErrorCount = 0
let start = ContinuousClock.now
for line in keysText.split(separator: "\n") {
    guard let tab = line.firstIndex(of: "\t") else { continue }
    let key = line[..<tab]
    guard seen.insert(key).inserted else { continue }
    let relativePath = String(line[line.index(after: tab)...])
    guard let data = FileManager.default.contents(atPath: root + "/" + relativePath) else { fail("cannot read '\(relativePath)'.") }
    let listing = lister.list(Array(data))
    var text = "#oracle\tswift-syntax\n#syntax-error\t\(listing.hasSyntaxError)\n"
    for row in listing.rows { text += row.description + "\n" }
    let destination = URL(fileURLWithPath: out).appendingPathComponent(key + ".tsv")
    do {
        try Data(text.utf8).write(to: destination, options: .atomic)
    } catch {
        fail("cannot write '\(destination.path)': \(error)")
    }
    fileCount += 1
    rowCount += listing.rows.count
    byteCount += data.count
    if listing.hasSyntaxError { syntaxErrorCount += 1 }
}
let unanswered = configuration.unanswered.conditions.sorted()
do {
    try Data(unanswered.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: out).appendingPathComponent("unanswered.tsv"), options: .atomic)
} catch {
    fail("cannot write '\(out)/unanswered.tsv': \(error)")
}
let elapsed = ContinuousClock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(String(
    format: "swift-syntax: %d distinct files (%.1f MB) in %.1f s, %d declarations; %d files with a swift-syntax syntax error; %d conditions the probe did not answer%@",
    fileCount, Double(byteCount) / 1e6, seconds, rowCount, syntaxErrorCount, unanswered.count,
    unanswered.isEmpty ? "" : " (\(unanswered.prefix(5).joined(separator: ", ").replacingOccurrences(of: "\t", with: " "))...)"
))
