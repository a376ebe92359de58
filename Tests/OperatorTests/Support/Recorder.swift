import Synchronization

@testable import Reactive

/// Collects the events of one or more subscriptions, from any thread.
final class Recorder<Value: Sendable, Failure: Error>: Sendable {
    private let recorded = Locked<[Event<Value, Failure>]>([])

    init() {}

    var observer: Observer<Value, Failure> {
        Observer { event in self.recorded.withLock { $0.append(event) } }
    }

    /// A copy made under the lock into storage of its own: a copy sharing the
    /// recorded array's storage, released on this thread while another appends,
    /// made the append's uniqueness check race with the release as
    /// ThreadSanitizer sees it (the runtime's reference counts are not
    /// instrumented), a report from the test's helper, not the library.
    var events: [Event<Value, Failure>] { recorded.withLock { $0.map { $0 } } }
    var values: [Value] { events.compactMap(\.value) }
    var isCompleted: Bool { last.map { if case .completed = $0 { true } else { false } } ?? false }
    var failure: Failure? { last?.failure }
    var isTerminated: Bool { last?.isTerminal ?? false }

    private var last: Event<Value, Failure>? { recorded.withLock { $0.last } }
}

/// A counter shared with `@Sendable` closures.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    init() {}
    @discardableResult
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
    var value: Int { count.load(ordering: .relaxed) }
}

/// A log of strings shared with `@Sendable` closures.
final class Log: Sendable {
    private let lines = Locked<[String]>([])
    init() {}
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var entries: [String] { lines.withLock { $0 } }
}

enum TestError: Error, Equatable, Sendable {
    case boom
    case other(String)
}

extension Signal {
    /// Subscribes a new recorder and returns it with the subscription's disposable.
    func record() -> (Recorder<Value, Failure>, any Disposable) {
        let recorder = Recorder<Value, Failure>()
        let disposable = subscribe(recorder.observer)
        return (recorder, disposable)
    }
}
