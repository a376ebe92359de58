import Reactive
import Testing

/// `repeat` and `retry` keep their source to subscribe to it again, and a
/// subject's subscription is held by the subject's subscriber list, which
/// the subject's signal reaches: a subscription dropped undisposed must still
/// be released once the subject is gone, as any other operator's is (issue
/// 22), and must keep receiving and resubscribing while the subject lives.
@Suite struct ResubscriptionReleaseTests {
    /// A subject kind, made fresh for each run.
    struct Kind: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let make: @Sendable () -> any SubjectProtocol<Int, Never>

        static let all = [
            Kind(testDescription: "Subject") { Subject<Int, Never>() },
            Kind(testDescription: "ReplaySubject") { ReplaySubject<Int, Never>() },
            Kind(testDescription: "BehaviorSubject") { BehaviorSubject<Int, Never>(initial: 0) },
        ]
    }

    /// A resubscribing operator applied to the subject's signal.
    struct Resubscriber: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let apply: @Sendable (Signal<Int, Never>) -> Signal<Int, Never>

        static let all = [
            Resubscriber(testDescription: "repeat()") { $0.repeat() },
            Resubscriber(testDescription: "retry()") { $0.retry() },
            Resubscriber(testDescription: "retry(2)") { $0.retry(2) },
        ]
    }

    final class Resource: Sendable {}

    @Test(arguments: Kind.all, Resubscriber.all)
    func aDroppedSubscriptionIsReleasedWithItsSubject(_ kind: Kind, _ resubscriber: Resubscriber) {
        let recorder = Recorder<Int, Never>()
        let weak: WeakBox
        do {
            let subject = kind.make()
            weak = Self.subscribeDropping(resubscriber.apply(subject.signal), recordingInto: recorder)
            subject.send(value: 1)
            #expect(weak.object != nil)
        }
        #expect(recorder.values.last == 1)
        #expect(weak.object == nil)
    }

    @Test func aDroppedRepeatResubscribesWhileItsSubjectLivesAndIsReleasedAfter() {
        let recorder = Recorder<Int, Never>()
        let weak: WeakBox
        do {
            let subject = Subject<Int, Never>()
            // `take(1)` completes after each value; `repeat` subscribes again.
            weak = Self.subscribeDropping(subject.signal.take(1).repeat(), recordingInto: recorder)
            for value in [1, 2, 3] { subject.send(value: value) }
            #expect(weak.object != nil)
        }
        #expect(recorder.values == [1, 2, 3])
        #expect(!recorder.isTerminated)
        #expect(weak.object == nil)
    }

    @Test(arguments: [nil, 5] as [Int?])
    func aDroppedRetryResubscribesWhileItsSubjectLivesAndIsReleasedAfter(_ count: Int?) {
        let recorder = Recorder<Int, Boom>()
        let weak: WeakBox
        do {
            let subject = Subject<Int, Boom>()
            // A negative value fails this subscription; `retry` subscribes again.
            let failing = subject.signal.flattenMap { value in value < 0 ? .error(Boom()) : .return(value) }
            weak = Self.subscribeDropping(
                count.map { failing.retry($0) } ?? failing.retry(), recordingInto: recorder)
            for value in [1, -1, 2, -1, 3] { subject.send(value: value) }
            #expect(weak.object != nil)
        }
        #expect(recorder.values == [1, 2, 3])
        #expect(!recorder.isTerminated)
        #expect(weak.object == nil)
    }

    /// Subscribes to `signal` recording into `recorder`, dropping the
    /// disposable; returns a weak reference to an object only the observer
    /// holds: whether the subscription still holds the observer.
    private static func subscribeDropping<Failure>(
        _ signal: Signal<Int, Failure>, recordingInto recorder: Recorder<Int, Failure>
    ) -> WeakBox {
        let resource = Resource()
        let record = recorder.observer
        _ = signal.subscribe(Observer { event in withExtendedLifetime(resource) { record.send(event) } })
        return WeakBox(resource)
    }
}

/// The failure a negative value turns into.
private struct Boom: Error {}
