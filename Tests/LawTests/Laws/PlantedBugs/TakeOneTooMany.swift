import ReactiveLaws

/// A planted bug: `take` written with `bind` that lets one value too many through.
struct TakeOneTooMany: Sendable {
    /// Counts per subscription; `bind` calls the factory once per subscription.
    final class Counter: @unchecked Sendable {
        // Only touched from the bind block, which a signal calls one value at a time.
        var taken = 0
    }

    static func take<S: ReactiveStreamOfInt>(_ stream: S, _ count: Int) -> S {
        stream.bind {
            let counter = Counter()
            return { value, stop in
                counter.taken += 1
                if counter.taken >= count + 1 { stop = true }
                return S.return(value)
            }
        }
    }
}
