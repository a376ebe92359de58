import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// A new operator's array-model law, outputs of its own type, applied to
    /// an async operator in one line.
    @Suite("Async: typed laws of new operators on AsyncSequence operators")
    struct AsyncTypedLawTests {
        /// The law of a pairwise operator: each value with the one before.
        static let pairwise = OperatorLaw.arrayModel("pairwise") { values, _ in zip(values, values.dropFirst()).map(Pair.init) }

        @Test("an async pairwise of our own meets the pairwise array model, every facet")
        func pairwise() {
            let configuration = lawConfiguration()
            Self.pairwise.checkTypedAsync(configuration: configuration) { source in Pairwise(base: source) }
            Self.pairwise.checkTypedAsync(.resources, configuration: configuration) { source in Pairwise(base: source) }
            Self.pairwise.checkTypedAsync(.subscriptions, configuration: configuration) { source in Pairwise(base: source) }
        }

        @Test("a pairwise that pairs each value with the first one is caught with a shrunk report")
        func wrongPairwise() throws {
            let result = Self.pairwise.runAsync(
                configuration: lawConfiguration(),
                subject: Self.pairwise.typedAsyncSubject { source in Pairwise(base: source, keepsFirst: true) })
            #expect(result.status == .failed)
            let minimal = try #require(result.failure?.minimal)
            #expect(minimal.sample.eventCount <= 3)
            #expect(result.report.contains("AsyncSequence"))
        }
    }
}

/// Each element with the one before (swift-async-algorithms' `adjacentPairs`,
/// written here so that this target needs no package dependency); with
/// `keepsFirst`, wrongly, each with the first element.
private struct Pairwise<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Int {
    let base: Base
    var keepsFirst = false

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let keepsFirst: Bool
        var previous: Int?

        mutating func next() async throws -> Pair<Int, Int>? {
            while let value = try await base.next() {
                defer { if previous == nil || !keepsFirst { previous = value } }
                if let previous { return Pair(previous, value) }
            }
            return nil
        }
    }

    func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator(), keepsFirst: keepsFirst) }
}
