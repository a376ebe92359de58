import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The Swift Concurrency bridge as laws (issue 13): a signal's values as an
/// `AsyncSequence` and back again keep what the signal sent. Sources are
/// cold and synchronous, so the bounded buffering policies have exact laws:
/// the source is subscribed when the reader's iterator is made, and sends
/// everything before the reader's first `next()`, so the buffer's policy
/// decides which values are kept.
@Suite("Laws: the Swift Concurrency bridge")
struct ConcurrencyBridgeLawTests {
    /// A source: its values, then completion or a failure.
    struct Script: Sendable, CustomStringConvertible {
        var values: [Int]
        var fails: Bool
        var description: String { "\(values) then \(fails ? "#" : "|")" }

        var signal: Signal<Int, TestFailure> {
            let (values, fails) = (values, fails)
            return Signal.create { observer in
                for value in values { observer.send(value: value) }
                if fails { observer.send(error: TestFailure(source: 0)) } else { observer.sendCompleted() }
                return ActionDisposable {}
            }
        }

        /// The source's events with only `kept` of its values.
        func events(keeping kept: ([Int]) -> [Int]) -> [Event<Int, TestFailure>] {
            kept(values).map { .next($0) } + [fails ? .failed(TestFailure(source: 0)) : .completed]
        }
    }

    /// Values around the block and buffer sizes (SequenceSamples), then an end, and a buffer bound 1…8.
    static let inputs = zip(
        SequenceSamples.arrays, Gen<Bool>.bool, Gen<Int>.int(in: 1...8)
    ).map { values, fails, bound in (script: Script(values: values, fails: fails), bound: bound) }

    static func pinned() throws -> Configuration {
        try Configuration.fromEnvironment(callerFilePath: #filePath, defaultProfile: .ci, defaultSeed: Seed(0x1A5))
    }

    /// What the signal rebuilt from `values` sends.
    static func roundTrip(_ values: SignalValues<Int, TestFailure>) async throws -> [Event<Int, TestFailure>] {
        try await Signal(values).materialize().toArray()
    }

    @Test("Signal → AsyncSequence → Signal keeps every value, in order, and the terminal event")
    func unbounded() async throws {
        let result = await check("bridge round trip", Self.inputs, iterations: 50, configuration: try Self.pinned()) {
            input in
            try await Self.roundTrip(input.script.signal.values) == input.script.events { $0 }
        }
        #expect(result.passed)
    }

    @Test("bufferingNewest(n): the last n values, and the terminal event")
    func newest() async throws {
        let result = await check("bridge newest", Self.inputs, iterations: 50, configuration: try Self.pinned()) {
            input in
            let values = input.script.signal.values(bufferingPolicy: .bufferingNewest(input.bound))
            return try await Self.roundTrip(values) == input.script.events { Array($0.suffix(input.bound)) }
        }
        #expect(result.passed)
    }

    @Test("bufferingOldest(n): the first n values, and the terminal event")
    func oldest() async throws {
        let result = await check("bridge oldest", Self.inputs, iterations: 50, configuration: try Self.pinned()) {
            input in
            let values = input.script.signal.values(bufferingPolicy: .bufferingOldest(input.bound))
            return try await Self.roundTrip(values) == input.script.events { Array($0.prefix(input.bound)) }
        }
        #expect(result.passed)
    }

    @Test("a planted bridge that drops the terminal event is caught")
    func plantedDroppedTerminal() async throws {
        let result = await runCheck("planted bridge", Self.inputs, iterations: 50, configuration: try Self.pinned()) {
            input in
            let rebuilt = try await Self.roundTrip(input.script.signal.values).filter { $0.value != nil } + [.completed]
            return rebuilt == input.script.events { $0 }
        }
        #expect(result.status == .failed)
        // A failing source with no values shows it: the failure became a completion.
        #expect(result.failure?.minimal.script.description == "[] then #")
    }
}
