import Reactive
import ReactiveLaws
import Synchronization

/// A `debounce(interval, on:)` that flushes on completion, an operator no
/// catalog has under that name: a value is sent once `interval` passes
/// without another; completion sends the waiting value first; a failure
/// drops it. Planted bug: completion drops the waiting value.
enum DebounceDroppingOnCompletion {
    static let law = OperatorLaw.stepModel(
        "debounce", ticks: 1...3,
        StepModel(
            initial: nil as Int?, flush: { $0.map { [$0] } ?? [] },
            timer: .restartedByEachValue { (nil, $0.map { [$0] } ?? []) }
        ) { _, value in
            (value, [])
        })

    static func debounce(
        _ source: Signal<Int, TestFailure>, _ interval: Duration, on scheduler: any Scheduler,
        droppingOnCompletion: Bool
    ) -> Signal<Int, TestFailure> {
        Signal { observer, lifetime in
            let pending = Mutex<Int?>(nil)
            let timer = SerialDisposable()
            _ = lifetime.add(timer)
            _ = lifetime.add(
                source.subscribe(
                    Observer { event in
                        switch event {
                        case .next(let value):
                            pending.withLock { $0 = value }
                            // RAC's serial disposable does not dispose what it replaces.
                            timer.swap(
                                scheduler.schedule(after: interval) {
                                    if let value = pending.withLock({ $0.take() }) { observer.send(value: value) }
                                })?.dispose()
                        case .failed(let failure):
                            timer.swap(nil)?.dispose()
                            observer.send(error: failure)
                        case .completed:
                            timer.swap(nil)?.dispose()
                            if let value = pending.withLock({ $0.take() }), !droppingOnCompletion {
                                observer.send(value: value)
                            }
                            observer.sendCompleted()
                        }
                    }))
        }
    }
}
