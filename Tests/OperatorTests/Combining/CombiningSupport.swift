@testable import Reactive

extension Signal {
    /// Sends the array of all values once the signal completes (a test-only stand-in for `collect`).
    func gatheredForCombiningTests() -> Signal<[Value], Failure> {
        Signal<[Value], Failure> { observer, lifetime in
            let values = SerialAccess<[Value]>([])
            lifetime.add(
                self.subscribe(
                    next: { value in values.value.append(value) },
                    failed: { observer.send(error: $0) },
                    completed: {
                        observer.send(value: values.value)
                        observer.sendCompleted()
                    }
                ))
        }
    }
}
