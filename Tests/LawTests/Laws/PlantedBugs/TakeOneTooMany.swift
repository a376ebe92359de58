import Reactive
import ReactiveLaws

/// A planted bug: `take` written with `bind` that lets one value too many through.
struct TakeOneTooMany: Sendable {
    static func take<S: ReactiveStreamOfInt>(_ stream: S, _ count: Int) -> S {
        stream.bind {
            // Counts per subscription: `bind` calls this factory once per subscription.
            let taken = Locked(0)
            return { value, stop in
                let soFar = taken.withLock { taken in
                    taken += 1
                    return taken
                }
                if soFar >= count + 1 { stop = true }
                return S.return(value)
            }
        }
    }
}
