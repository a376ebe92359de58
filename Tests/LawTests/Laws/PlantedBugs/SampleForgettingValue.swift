import Reactive
import ReactiveLaws

/// A planted bug: a `sample` that forgets the latest value once it sent it;
/// RAC's `sample:` sends it again at every tick of the sampler.
enum SampleForgettingValue {
    static func sample(_ source: Signal<Int, TestFailure>, _ sampler: Signal<Int, TestFailure>) -> Signal<
        Int, TestFailure
    > {
        Signal { observer, lifetime in
            let latest = PlantedState(Int?.none)
            let end: @Sendable (Event<Int, TestFailure>) -> Void = { event in
                observer.send(event)
                lifetime.dispose()
            }
            lifetime.add(
                source.subscribe(
                    Observer { event in
                        guard let value = event.value else { return end(event) }
                        latest.with { $0 = value }
                    }))
            lifetime.add(
                sampler.subscribe(
                    Observer { event in
                        guard event.value != nil else { return end(event) }
                        // The bug: the value is taken, not read.
                        if let value = latest.with({ latest in
                            defer { latest = nil }
                            return latest
                        }) {
                            observer.send(value: value)
                        }
                    }))
        }
    }
}
