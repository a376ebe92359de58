import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// A new operator's array-model law, outputs of its own type, applied to
    /// an async operator in one line.
    @Suite("Async: typed laws of new operators on AsyncSequence operators")
    struct AsyncTypedLawTests {
        /// The law of a pairwise operator: each value with the one before.
        static let pairwise = OperatorLaw.arrayModel("pairwise") { values, _ in
            zip(values, values.dropFirst()).map(Pair.init)
        }

        @Test("an async pairwise of our own meets the pairwise array model, every facet")
        func pairwise() {
            let configuration = lawConfiguration()
            Self.pairwise.checkTypedAsync(configuration: configuration) { source in Pairwise(base: source) }
            Self.pairwise.checkTypedAsync(.resources, configuration: configuration) { source in Pairwise(base: source) }
            Self.pairwise.checkTypedAsync(.subscriptions, configuration: configuration) { source in
                Pairwise(base: source)
            }
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

        /// The law of bufferCount(n): the values in arrays of n, the partial one flushed on completion.
        static let bufferCount = OperatorLaw.arrayModel("bufferCount", counts: 1...3) { count, values, completed in
            stride(from: 0, to: values.count, by: count).map { Array(values[$0..<min($0 + count, values.count)]) }
                .filter { completed || $0.count == count }
        }

        @Test("an async bufferCount of our own meets the counted array model, every facet, with the law's count")
        func bufferCountWithACount() {
            let configuration = lawConfiguration()
            Self.bufferCount.checkTypedAsync(configuration: configuration) { source, count in
                Chunks(base: source, count: count)
            }
            Self.bufferCount.checkTypedAsync(.resources, configuration: configuration) { source, count in
                Chunks(base: source, count: count)
            }
            Self.bufferCount.checkAllAsync(
                configuration: configuration,
                subject: Self.bufferCount.typedAsyncSubject { source, count in Chunks(base: source, count: count) })
        }

        @Test("an async bufferCount that drops its partial array is caught, the law's n printed")
        func bufferCountDroppingPartial() {
            let result = Self.bufferCount.expectFailureAsync(
                configuration: lawConfiguration(),
                subject: Self.bufferCount.typedAsyncSubject { source, count in
                    Chunks(base: source, count: count, dropsPartial: true)
                })
            #expect(result.report.contains("where n = "), "\(result.report)")
        }
    }
}

/// The elements in arrays of `count`, the last partial one sent at the end
/// (swift-async-algorithms' `chunks(ofCount:)`); with `dropsPartial`,
/// wrongly, without it.
private struct Chunks<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Int {
    let base: Base
    let count: Int
    var dropsPartial = false

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let count: Int
        let dropsPartial: Bool

        mutating func next() async throws -> [Int]? {
            var chunk: [Int] = []
            while let value = try await base.next() {
                chunk.append(value)
                if chunk.count == count { return chunk }
            }
            return chunk.isEmpty || dropsPartial ? nil : chunk
        }
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), count: count, dropsPartial: dropsPartial)
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
