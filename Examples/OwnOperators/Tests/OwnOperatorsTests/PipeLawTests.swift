import LawCheck
import OwnOperators
import Reactive
import ReactiveLaws
import Testing

/// A type that is not a `ReactiveStream` — here `Pipe`, standing in for
/// another library's stream — is checked operator by operator: two small
/// conversions drive it from the law's signals and observe it as a signal,
/// and every law of the operator applies (model, resources, subscriptions).
extension Pipe {
    /// A pipe that runs `signal`: each start subscribes, cancelling disposes.
    init<Failure>(_ signal: Signal<Value, Failure>) {
        self.init { emit in
            let subscription = signal.subscribe(
                Observer { event in
                    switch event {
                    case .next(let value): emit(.value(value))
                    case .completed: emit(.end)
                    case .failed(let failure): emit(.failure(failure))
                    }
                })
            return { subscription.dispose() }
        }
    }

    /// The pipe as a signal: each subscription starts a run, disposal cancels it.
    func signal<Failure: Error>(failingWith _: Failure.Type = Failure.self) -> Signal<Value, Failure> {
        Signal { observer, lifetime in
            let cancel = start { event in
                switch event {
                case .value(let value): observer.send(value: value)
                case .end: observer.sendCompleted()
                case .failure(let failure as Failure): observer.send(error: failure)
                case .failure: preconditionFailure("a pipe of the law's signals fails only with their failures")
                }
            }
            lifetime.add { cancel() }
        }
    }
}

@Suite("Another library's stream type, through an adapter")
struct PipeLawTests {
    @Test func prefixIsTake() {
        OperatorLaws.take.checkAll { source, count in Pipe(source).prefix(count).signal() }
    }
}
