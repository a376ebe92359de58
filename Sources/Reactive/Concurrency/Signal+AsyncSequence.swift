extension Signal {
    /// A cold signal of the elements of `sequence` (RxSwift's
    /// `asObservable()` of an `AsyncSequence`).
    ///
    /// Each subscription iterates `sequence` anew in a task of its own
    /// (unstructured, with no actor), so subscribing never waits for it.
    ///
    /// - next: each element, in order, from the task's thread.
    /// - completed: when the iteration ends.
    /// - failed: the error the iteration throws, typed as the sequence's.
    /// - disposal: cancels the task; whatever the iteration produces after
    ///   that is dropped, and the task ends as soon as the sequence honours
    ///   the cancellation.
    public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements)
    where Elements.Element == Value, Elements.Failure == Failure {
        self.init { observer, lifetime in
            let task = Task {
                var iterator = sequence.makeAsyncIterator()
                do throws(Failure) {
                    while !lifetime.isDisposed, let element = try await iterator.next(isolation: nil) {
                        observer.send(value: element)
                    }
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.add { task.cancel() }
        }
    }
}
