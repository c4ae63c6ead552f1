extension BundleDiff {
    /// A removed declaration and the added one it was likely renamed to.
    struct RenamePair<Element> {
        var removed: Element
        var added: Element
    }

    /// Pairs removed and added declarations that look alike, best matches first.
    ///
    /// Every removed and added element is in at most one pair. Pairs are chosen by descending score, then by
    /// position in `removed` and in `added`, so the result depends only on the order of the inputs, which
    /// callers keep sorted.
    ///
    /// - Parameters:
    ///   - removed: The declarations only the old bundle has.
    ///   - added: The declarations only the new bundle has.
    ///   - score: How alike two declarations are; `nil` or `0` when they are not a likely rename.
    /// - Returns: The pairs, in the order of `removed`.
    static func likelyRenames<Element>(
        removed: [Element],
        added: [Element],
        score: (Element, Element) -> Int?
    ) -> [RenamePair<Element>] {
        var candidates: [(score: Int, removedIndex: Int, addedIndex: Int)] = []
        for (removedIndex, oldElement) in removed.enumerated() {
            for (addedIndex, newElement) in added.enumerated() {
                guard let value = score(oldElement, newElement), value > 0 else { continue }
                candidates.append((value, removedIndex, addedIndex))
            }
        }
        candidates.sort { ($1.score, $0.removedIndex, $0.addedIndex) < ($0.score, $1.removedIndex, $1.addedIndex) }
        var usedRemoved: Set<Int> = []
        var usedAdded: Set<Int> = []
        var pairs: [(removedIndex: Int, addedIndex: Int)] = []
        for candidate in candidates where !usedRemoved.contains(candidate.removedIndex) && !usedAdded.contains(candidate.addedIndex) {
            usedRemoved.insert(candidate.removedIndex)
            usedAdded.insert(candidate.addedIndex)
            pairs.append((candidate.removedIndex, candidate.addedIndex))
        }
        return pairs.sorted { $0.removedIndex < $1.removedIndex }
            .map { RenamePair(removed: removed[$0.removedIndex], added: added[$0.addedIndex]) }
    }

    /// How alike two actions are, as a likely rename: 2 for the same shape (the same parameter names and
    /// types, and the same result), 1 more for the same title.
    ///
    /// An action with no parameters and no result has no shape to recognize, so only its title counts.
    static func renameScore(_ old: ActionMetadata, _ new: ActionMetadata) -> Int {
        var score = 0
        let oldShape = old.parameters.map { "\($0.name): \($0.valueType.shortText)" }.sorted()
        let newShape = new.parameters.map { "\($0.name): \($0.valueType.shortText)" }.sorted()
        let hasShape = !oldShape.isEmpty || old.result.valueType != nil
        if hasShape, oldShape == newShape, old.result.valueType == new.result.valueType { score += 2 }
        if old.title.defaultText == new.title.defaultText { score += 1 }
        return score
    }

    /// How alike two parameters of one action are, as a likely rename: 2 for the same value type, 1 more for
    /// the same title.
    static func renameScore(_ old: ParameterMetadata, _ new: ParameterMetadata) -> Int {
        var score = 0
        if old.valueType == new.valueType { score += 2 }
        if old.title.defaultText == new.title.defaultText { score += 1 }
        return score
    }
}
