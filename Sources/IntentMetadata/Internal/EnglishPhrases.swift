/// Small English helpers for type descriptions: articles and plurals.
enum EnglishPhrases {
    /// `noun` with `a` or `an` before it, chosen by its first letter.
    static func withArticle(_ noun: String) -> String {
        "\(startsWithVowelSound(noun) ? "an" : "a") \(noun)"
    }

    /// The plural of a noun or noun phrase, by regular English rules on its last word:
    /// `Book` → `Books`, `Category` → `Categories`, `Box` → `Boxes`.
    static func plural(_ noun: String) -> String {
        let lowercased = noun.lowercased()
        if lowercased.hasSuffix("y"), let beforeY = lowercased.dropLast().last, !"aeiou".contains(beforeY) {
            return noun.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lowercased.hasSuffix($0) }) {
            return noun + "es"
        }
        return noun + "s"
    }

    /// Words from a type name in upper camel case: `ElectricCurrent` → `electric current`.
    static func words(fromUpperCamelCase name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty {
                result += " "
            }
            result += character.lowercased()
        }
        return result
    }

    private static func startsWithVowelSound(_ noun: String) -> Bool {
        let characters = Array(noun)
        guard let first = characters.first else { return false }
        // An acronym starting with U is said "you" (a URL); other vowels take "an".
        if first == "U", characters.count > 1, characters[1].isUppercase { return false }
        let lowercased = noun.lowercased()
        if lowercased.hasPrefix("uni") || lowercased.hasPrefix("use") || lowercased.hasPrefix("eu") { return false }
        return "aeiou".contains(first.lowercased())
    }
}
