extension Signal {
    /// Collects values into arrays, each sent `interval` after its first value
    /// arrived (RAC's `-bufferWithTime:onScheduler:`, which sent `RACTuple`s).
    ///
    /// - next: a non-empty array of the values received since the last one was
    ///   sent, `interval` after the first of them arrived; no empty arrays.
    /// - completed: sends what is buffered at once, if anything, then completes.
    /// - failed: at once; buffered values are dropped.
    /// - disposal: disposes the source and cancels the pending buffer.
    ///
    /// Like RAC, this needs a scheduler that runs actions later: the
    /// ``ImmediateScheduler`` would block inside the source.
    public func buffer(_ interval: Duration, on scheduler: any Scheduler) -> Signal<[Value], Failure> {
        precondition(interval >= .zero, "buffer: interval must not be negative")
        precondition(!(scheduler is ImmediateScheduler), "buffer: the immediate scheduler cannot wait")
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            let state = SerialAccess(TimedBufferState<Value>())
            let handle = FanInHandle<TimedInput<Value, Failure>>()
            let funnel = FanIn<TimedInput<Value, Failure>>(lifetime: lifetime) { input in
                switch input {
                case .upstream(.next(let value)):
                    if state.value.values.isEmpty {
                        state.value.generation &+= 1
                        let generation = state.value.generation
                        lifetime.schedule(on: scheduler, after: interval) {
                            handle.send(.timerFired(generation: generation))
                        }
                    }
                    state.value.values.append(value)
                case .timerFired(let generation):
                    guard generation == state.value.generation, !state.value.values.isEmpty else { return }
                    observer.send(value: state.value.take())
                case .upstream(.failed(let failure)):
                    observer.send(error: failure)
                    lifetime.dispose()
                case .upstream(.completed):
                    if !state.value.values.isEmpty {
                        observer.send(value: state.value.take())
                    }
                    // Unless the subscriber disposed of the subscription inside that value.
                    if lifetime.isDisposed { return }
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            handle.connect(funnel)
            funnel.attach(upstream.held) { .upstream($0) }
        }
    }
}

/// The values a timed buffer has collected since it last sent.
struct TimedBufferState<Value> {
    var values: [Value] = []
    /// Counts the buffers started; a timer fires only for its own buffer.
    var generation: UInt64 = 0

    mutating func take() -> [Value] {
        defer { values = [] }
        return values
    }
}
