extension String {
    /// The number of single-character insertions, deletions, substitutions and adjacent swaps that turn this string
    /// into another (optimal string alignment distance).
    func editDistance(to other: String) -> Int {
        let source = Array(self)
        let target = Array(other)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[target.count]
    }

    /// The candidate closest to this string, if it is close enough to be a likely typo.
    func nearestMatch(in candidates: [String]) -> String? {
        let limit = Swift.max(2, count / 3)
        let scored = candidates.map { (candidate: $0, distance: editDistance(to: $0)) }.filter { $0.distance <= limit }
        return scored.min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?.candidate
    }
}
