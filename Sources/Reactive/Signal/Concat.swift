extension Signal {
    /// The values of `self`, then, once it has completed, those of `other`
    /// (RAC's `-concat:`).
    ///
    /// - next: the values of each signal in turn.
    /// - completed: when the last signal completes.
    /// - failed: the first error, at once; later signals are never subscribed.
    /// - disposal: disposes the signal currently subscribed.
    ///
    /// `other` is subscribed only when `self` has completed. Chains built one
    /// `concat` at a time are kept flat, so `s.concat(a).concat(b)…` over 10^5
    /// signals neither nests subscriptions nor grows the stack.
    public func concat(_ other: Signal) -> Signal {
        let more = other.concatenated?.signals ?? [other]
        if let prefix = concatenated { return Signal.concatenation(prefix.appending(more)) }
        return Signal.concatenation(ConcatParts.Prefix(parts: ConcatParts([self] + more), count: 1 + more.count))
    }

    /// The values of each signal in turn, subscribing to each only when the one
    /// before has completed (RAC's `+concat:`). Same events as ``concat(_:)``.
    /// An empty sequence completes at once.
    public static func concat<S: Sequence>(_ signals: S) -> Signal where S.Element == Signal {
        let list = Array(signals)
        return concatenation(ConcatParts.Prefix(parts: ConcatParts(list), count: list.count))
    }

    private static func concatenation(_ prefix: ConcatParts<Value, Failure>.Prefix) -> Signal {
        Signal(
            producer: .attach { observer, lifetime in
                ConcatRun(parts: prefix, observer: observer, lifetime: lifetime).advance()
            }, concatenated: prefix)
    }
}

/// The signals of concatenations, kept as data so that chaining `concat` does
/// not nest one subscription inside another.
///
/// Concatenations built from one another share storage: a chain
/// `s.concat(a).concat(b)…` appends in place while it extends the longest
/// prefix so far, so building it is amortized O(1) per `concat`; a branch off an
/// older prefix copies.
@usableFromInline
final class ConcatParts<Value: Sendable, Failure: Error>: Sendable {
    /// The first `count` signals of a shared list: one concatenation. An
    /// object, so that the signal it makes keeps it in its one-reference
    /// `shape` (see ``Signal/shape``) and the subscription's closure captures
    /// it alone, without a context of its own.
    @usableFromInline
    final class Prefix: Sendable {
        let parts: ConcatParts
        let count: Int

        init(parts: ConcatParts, count: Int) {
            self.parts = parts
            self.count = count
        }

        var signals: [Signal<Value, Failure>] { parts.storage.withLock { Array($0[..<count]) } }

        func signal(at index: Int) -> Signal<Value, Failure> {
            parts.storage.withLock { $0[index] }
        }

        func appending(_ more: [Signal<Value, Failure>]) -> Prefix {
            let extended = parts.storage.withLock { storage -> Bool in
                guard storage.count == count else { return false }
                storage.append(contentsOf: more)
                return true
            }
            if extended { return Prefix(parts: parts, count: count + more.count) }
            return Prefix(parts: ConcatParts(signals + more), count: count + more.count)
        }
    }

    // Locked: chains may be extended from several threads; entries below any prefix's count never change.
    fileprivate let storage: Locked<[Signal<Value, Failure>]>

    init(_ signals: [Signal<Value, Failure>]) { storage = Locked(signals) }
}

/// One subscription to a concatenation: subscribes to each part in turn.
private final class ConcatRun<Value: Sendable, Failure: Error>: Sendable {
    private struct Progress {
        var next = 0
        var requested = 0
        var running = false
    }

    private let parts: ConcatParts<Value, Failure>.Prefix
    private let observer: Observer<Value, Failure>
    private let lifetime: CompositeDisposable
    private let current = SerialDisposable()
    // Locked: completions may arrive from any thread; it elects one thread to run the loop.
    private let progress = Locked(Progress())

    init(parts: ConcatParts<Value, Failure>.Prefix, observer: Observer<Value, Failure>, lifetime: CompositeDisposable) {
        self.parts = parts
        self.observer = observer
        self.lifetime = lifetime
        lifetime.add(current)
    }

    /// Subscribes to the next part. A part that completes synchronously asks for
    /// the next one while the loop below is still running; the loop picks that
    /// request up instead of recursing (a trampoline), so 10^5 parts use constant stack.
    func advance() {
        let shouldRun = progress.withLock { progress -> Bool in
            progress.requested += 1
            if progress.running { return false }
            progress.running = true
            return true
        }
        guard shouldRun else { return }
        while let index = takeRequest() {
            guard !lifetime.isDisposed else { return }
            guard index < parts.count else {
                observer.sendCompleted()
                lifetime.dispose()
                return
            }
            let child = CompositeDisposable()
            current.inner = child
            parts.signal(at: index).attach(
                Observer.inPlace { event in
                    switch event {
                    case .next:
                        self.observer.action(&event)
                    case .failed:
                        self.observer.action(&event)
                        self.lifetime.dispose()
                    case .completed:
                        self.advance()
                    }
                }, lifetime: child)
        }
    }

    private func takeRequest() -> Int? {
        progress.withLock { progress in
            guard progress.requested > 0 else {
                progress.running = false
                return nil
            }
            progress.requested -= 1
            defer { progress.next += 1 }
            return progress.next
        }
    }
}
