import Reactive
import ReactiveLaws

/// A planted bug: a `merge` that counts a source as active only once its
/// subscription call has returned. A synchronous source that completes inside
/// that call finds the count at 0 while an earlier source is still mid-burst,
/// and the output completes early, cutting off the rest of the burst.
enum MergeCountingAfterSubscribing {
    /// The planted merge; `fixed` counts each source before subscribing, which makes it RAC's.
    static func merge(_ sources: [Signal<Int, TestFailure>], fixed: Bool = false) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let active = PlantedState(fixed ? sources.count : 0)
            if sources.isEmpty { return observer.sendCompleted() }
            for source in sources {
                lifetime.add(source.subscribe(Observer { event in
                    switch event {
                    case .next(let value):
                        observer.send(value: value)
                    case .failed(let failure):
                        observer.send(error: failure)
                        lifetime.dispose()
                    case .completed:
                        if active.with({ $0 -= 1; return $0 == 0 }) {
                            observer.sendCompleted()
                            lifetime.dispose()
                        }
                    }
                }))
                // The bug: counted after the subscription, which may already have completed.
                if !fixed { active.with { $0 += 1 } }
            }
        }
    }
}
