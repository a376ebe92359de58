import Reactive  // Locked: a lock ThreadSanitizer sees (Mutex is invisible to it on Linux)

/// A push stream of the kind other libraries have, reduced to its core and
/// unrelated to Reactive: starting it with a callback makes it send events,
/// and the action it returns cancels it. Each start is a new run (it is cold).
public struct Pipe<Value: Sendable>: Sendable {
    /// What a pipe sends.
    public enum Event: Sendable {
        case value(Value)
        case end
        case failure(any Error)
    }

    /// Starts a run that sends to `emit`; the result cancels it.
    public let start: @Sendable (_ emit: @escaping @Sendable (Event) -> Void) -> @Sendable () -> Void

    /// A pipe that runs `start` for each run.
    public init(start: @escaping @Sendable (_ emit: @escaping @Sendable (Event) -> Void) -> @Sendable () -> Void) {
        self.start = start
    }

    /// The first `count` values, then the end; the run is cancelled once
    /// they are sent (the pipe library's own `take`).
    public func prefix(_ count: Int) -> Pipe {
        Pipe { emit in
            guard count > 0 else {
                emit(.end)
                return {}
            }
            let run = PrefixRun()
            let cancel = self.start { event in
                guard run.isOpen else { return }
                switch event {
                case .value:
                    emit(event)
                    if run.count() == count {
                        run.close()
                        emit(.end)
                        run.cancelUpstream()
                    }
                case .end, .failure:
                    run.close()
                    emit(event)
                }
            }
            run.upstream(cancel)
            return { run.cancelUpstream() }
        }
    }
}

/// The state of one run of ``Pipe/prefix(_:)``, shared by its callbacks.
final class PrefixRun: Sendable {
    private struct State {
        var sent = 0
        var open = true
        var cancel: (@Sendable () -> Void)?
        var cancelled = false
    }

    private let state = Locked(State())

    var isOpen: Bool { state.withLock { $0.open } }

    func count() -> Int {
        state.withLock {
            $0.sent += 1
            return $0.sent
        }
    }

    func close() { state.withLock { $0.open = false } }

    /// Keeps the upstream's cancel action, or runs it at once if the run was cancelled while it started.
    func upstream(_ cancel: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.cancelled { return true }
            state.cancel = cancel
            return false
        }
        if runNow { cancel() }
    }

    /// Cancels the upstream once.
    func cancelUpstream() {
        let cancel = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.cancelled else { return nil }
            state.cancelled = true
            defer { state.cancel = nil }
            return state.cancel
        }
        cancel?()
    }
}
