import Reactive
import Testing

/// The deep cases of ``BigInputTests`` at a depth a 512 KB stack cannot hold
/// one frame per level of: subscribing, delivering and disposing must each
/// run in bounded stack.
@Suite struct SmallStackDepthTests {
    /// RAC's `[inner subscribe:subscriber]` nested a million deep: each
    /// generator subscribes the next with the observer it was handed, so each
    /// lifetime is an entry of the one before. Disposing the outermost
    /// disposes every one of them, the innermost's cleanup last.
    @Test func aMillionNestedGeneratorLifetimesSubscribeAndDispose() {
        let depth = 1_000_000
        let cleanups = Counter()
        let values = Counter()
        onSmallStack {
            let disposable = Self.nestedGenerators(depth, cleanups: cleanups)
                .subscribe(next: { _ in values.increment() })
            #expect(values.value == 1)
            #expect(cleanups.value == 0)
            disposable.dispose()
            #expect(cleanups.value == 1)
            #expect(disposable.isDisposed)
        }
    }

    /// A hundred thousand filters on a map: each value is tested by every
    /// predicate, and neither the subscription nor a value nests a call per
    /// filter.
    @Test func aHundredThousandFiltersOnAMapDeliver() {
        let count = 100_000
        let recorder = Recorder<Int, Never>()
        onSmallStack {
            let filtered = (0..<count).reduce(Signal<Int, Never>.from(0..<10).map { $0 * 2 }) { signal, index in
                // Every predicate keeps the values below 18 but one: the last drops 0.
                signal.filter { index == count - 1 ? $0 != 0 : $0 < 18 }
            }
            filtered.subscribe(recorder.observer)
        }
        #expect(recorder.values == [2, 4, 6, 8, 10, 12, 14, 16])
        #expect(recorder.isCompleted)
    }

    /// A hundred thousand filters on a filter, the other fused form.
    @Test func aHundredThousandFiltersOnAFilterDeliver() {
        let count = 100_000
        let recorder = Recorder<Int, Never>()
        onSmallStack {
            let filtered = (0..<count).reduce(Signal<Int, Never>.from(0..<10).filter { $0 != 3 }) { signal, index in
                signal.filter { index == count - 1 ? $0 != 0 : $0 < 9 }
            }
            filtered.subscribe(recorder.observer)
        }
        #expect(recorder.values == [1, 2, 4, 5, 6, 7, 8])
        #expect(recorder.isCompleted)
    }

    /// `depth` generators, each subscribing the next with its own observer;
    /// the innermost sends 1 and counts its cleanup.
    private static func nestedGenerators(_ depth: Int, cleanups: Counter) -> Signal<Int, Never> {
        Signal { observer, lifetime in
            guard depth > 0 else {
                lifetime.add { cleanups.increment() }
                observer.send(value: 1)
                return
            }
            nestedGenerators(depth - 1, cleanups: cleanups).subscribe(observer)
        }
    }
}
