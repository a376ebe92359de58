import Reactive
import Testing

/// Releasing a deep chain of operators must not nest one deinitializer per
/// operator: neither the built signals (each operator's closure holds its
/// source) nor one subscription's parts (each stage, sink or funnel holds the
/// next one's observer; each lifetime the next one's). Each family of
/// operators is chained ``depth`` deep on a subject on a 512 KB thread,
/// subscribed, run, then disposed, dropped undisposed or completed, and
/// released there.
@Suite struct DeepReleaseTests {
    static let depth = 12_000

    /// How a run ends its subscription before everything is released.
    enum Ending: CaseIterable, Sendable { case dispose, drop, complete }

    /// Operators chained one on another, and the values the chain passes on
    /// when 1, 2, 2 and 3 are sent.
    struct Family: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let values: [Int]
        /// The operator at `index` in the chain, built on `signal`.
        let link: @Sendable (_ signal: Signal<Int, Never>, _ index: Int) -> Signal<Int, Never>

        /// Every family, each passing on every value it is sent but a repeat
        /// (`distinctUntilChanged` in the bind-based one).
        static let all: [Family] = [
            Family(testDescription: "take, skip, distinctUntilChanged, flattenMap, scan", values: [1, 2, 3]) {
                signal, index in
                switch index % 6 {
                case 0: signal.take(Int.max)
                case 1: signal.skip(0)
                case 2: signal.distinctUntilChanged()
                case 3: signal.flattenMap { .return($0) }
                case 4: signal.scan(0) { _, value in value }
                default: signal.map { $0 }.scan(0) { _, value in value }
                }
            },
            // Each stage holds the next one's observer, with no sink between them.
            Family(testDescription: "scan", values: [1, 2, 2, 3]) { signal, index in
                index % 2 == 0
                    ? signal.scan(0) { _, value in value } : signal.map { $0 }.scan(0) { _, value in value }
            },
            Family(testDescription: "map, doNext, doCompleted, finally", values: [1, 2, 2, 3]) { signal, index in
                switch index % 4 {
                case 0: signal.map { $0 }
                case 1: signal.doNext { _ in }
                case 2: signal.doCompleted {}
                default: signal.finally {}
                }
            },
            Family(testDescription: "merge", values: [1, 2, 2, 3]) { signal, index in
                index % 2 == 0 ? signal.merge(.empty) : .merge([.empty, signal])
            },
            Family(testDescription: "zip", values: [1, 2, 2, 3]) { signal, _ in
                Signal.zip([signal]).map { $0[0] }
            },
            Family(testDescription: "combineLatest", values: [1, 2, 2, 3]) { signal, index in
                index % 2 == 0
                    ? signal.combineLatest(with: .return(0)).map { $0.0 }
                    : Signal.combineLatest([signal]).map { $0[0] }
            },
            Family(testDescription: "catch, promoteFailure, mapFailure", values: [1, 2, 2, 3]) { signal, _ in
                signal.promoteFailure(to: Boom.self).mapFailure { $0 }.catch { _ in Signal<Int, Never>.empty }
            },
            // Each holds its source to subscribe again; with `Never` it never
            // does, and a completion passes through (`repeat`: see below).
            Family(testDescription: "retry, retry(_:)", values: [1, 2, 2, 3]) { signal, index in
                index % 2 == 0 ? signal.retry() : signal.retry(1)
            },
            Family(testDescription: "deliver(on:), skip(until:)", values: [1, 2, 2, 3]) { signal, index in
                index % 2 == 0
                    ? signal.deliver(on: ImmediateScheduler()) : signal.skip(until: Signal<Void, Never>.return(()))
            },
            Family(
                testDescription: "materialize, take(until:), switchToLatest, flatten(maxConcurrent:)",
                values: [1, 2, 2, 3]
            ) { signal, index in
                switch index % 4 {
                case 0: signal.materialize().dematerialize()
                case 1: signal.take(until: Signal<Void, Never>.never)
                case 2: signal.map { Signal<Int, Never>.return($0) }.switchToLatest()
                default: signal.map { Signal<Int, Never>.return($0) }.flatten(maxConcurrent: 1)
                }
            },
        ]
    }

    @Test(arguments: Family.all, Ending.allCases)
    func tenThousandOperatorsRelease(_ family: Family, ending: Ending) {
        let (recorder, released) = Self.run(family.link, ending: ending)
        #expect(recorder.values == family.values)
        #expect(recorder.isCompleted == (ending == .complete))
        #expect(released.value == 1)
    }

    /// `repeat` chained ``depth`` deep, as the families are: a completion
    /// never reaches the subscriber, since the `repeat` nearest the subject
    /// subscribes to it again, and the ended subject keeps nothing.
    @Test(arguments: Ending.allCases)
    func tenThousandRepeatsRelease(ending: Ending) {
        let (recorder, released) = Self.run({ signal, _ in signal.repeat() }, ending: ending)
        #expect(recorder.values == [1, 2, 2, 3])
        #expect(!recorder.isTerminated)
        #expect(released.value == 1)
    }

    /// Chains `link` ``depth`` deep on a subject on a 512 KB thread,
    /// subscribes, sends 1, 2, 2 and 3, ends as `ending` says and releases
    /// everything there; returns what the subscriber received and how many
    /// times it was released.
    private static func run(
        _ link: @escaping @Sendable (Signal<Int, Never>, Int) -> Signal<Int, Never>, ending: Ending
    ) -> (Recorder<Int, Never>, Counter) {
        let released = Counter()
        let recorder = Recorder<Int, Never>()
        onSmallStack {
            let subject = Subject<Int, Never>()
            let chain = (0..<depth).reduce(subject.signal, link)
            let disposable = chain.subscribe(observer(recorder, released: released))
            for value in [1, 2, 2, 3] { subject.send(value: value) }
            switch ending {
            case .dispose:
                disposable.dispose()
                subject.send(value: 4)
            case .drop: break
            case .complete: subject.send(.completed)
            }
        }
        return (recorder, released)
    }

    /// An observer recording into `recorder` that counts in `released` when it is freed.
    private static func observer(_ recorder: Recorder<Int, Never>, released: Counter) -> Observer<Int, Never> {
        let token = ReleaseToken(released)
        let record = recorder.observer
        return Observer { event in
            withExtendedLifetime(token) { record.send(event) }
        }
    }
}

/// The failure a chain of `catch`es is promoted to and never sees.
private struct Boom: Error {}

/// Counts its own release.
private final class ReleaseToken: Sendable {
    let released: Counter
    init(_ released: Counter) { self.released = released }
    deinit { released.increment() }
}
