extension Signal {
    /// The value at `index` (counting from 0) alone, then completion (the
    /// `elementAt:` of the reference article, built like `take:`; RAC 2.5 has none).
    ///
    /// - next: the `index`-th value, as soon as it arrives.
    /// - completed: right after it, disposing the source; or, if the source
    ///   completes first, without any value — an index out of range is not an
    ///   error, following the article (RxSwift's `element(at:)` fails instead).
    /// - failed: as the source's, if it fails first.
    /// - disposal: disposes the source.
    public func element(at index: Int) -> Signal {
        precondition(index >= 0, "element(at:): index must not be negative")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let skipped = SerialAccess(0)
            upstream.held.attach(
                Observer.inPlace { event in
                    switch event {
                    case .next(let value):
                        let position = skipped.value
                        guard position <= index + 1 else { return }
                        // Counted before it is sent: a value sent re-entrantly
                        // from inside its delivery comes after it.
                        skipped.value = position + 1
                        if position == index + 1 {
                            // That value, nested in the element's delivery, ends the
                            // output there, as in `skip(index).take(1)`: a subscriber
                            // that goes on to dispose has seen the completion either way.
                            observer.send(.completed)
                            lifetime.dispose()
                            return
                        }
                        guard position == index else { return }
                        observer.send(.next(value))
                        guard !lifetime.isDisposed else { return }
                        observer.send(.completed)
                        lifetime.dispose()
                    case .failed, .completed:
                        observer.action(&event)
                    }
                }, lifetime: lifetime)
        }
    }
}
