import Testing

@Suite struct CLIPlaceholderTests {
    @Test func placeholder() { #expect(1 + 1 == 2) }
}
