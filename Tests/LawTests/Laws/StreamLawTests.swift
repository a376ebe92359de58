import LawCheck
import Reactive
import ReactiveLaws
import Testing

/// The typed stream laws through the public API, as a user checks an
/// operator of their own: the library's operators keep them, planted bugs
/// break them, and a typed check shares its property name (and corpus file)
/// with the battery that lists the law.
@Suite("Typed stream laws")
struct StreamLawTests {
    static let sequences = StreamHarness.sequence
    static let signals = StreamHarness.signal()

    @Test("a typed law has the property name its battery gives it, on every harness")
    func propertyNames() {
        #expect(Self.sequences.propertyName(.mapIdentity) == "ReactiveSequence functor: identity")
        #expect(Self.signals.propertyName(.flattenMapAssociativity) == "Signal monad: associativity")
        #expect(Self.signals.propertyName(.mergeIsFlatten) == "Signal signal combination: merge is flatten")
        let catalog = LawCatalog.standard.laws.map(\.name)
        let severalSignals = StreamHarness.signal(schedules: .schedule(sources: 2...3))
        for name in [
            Self.sequences.propertyName(.foldLeftIsScansLastValue),
            Self.signals.propertyName(.aggregateIsScansLastValue),
            severalSignals.propertyName(.takeUntilNeedsTheTriggersFirstEventOnly),
        ] {
            #expect(catalog.contains(name), "\(name) is not a catalog law")
        }
    }

    @Test("the library's own operators keep the typed laws when passed in by hand")
    func libraryOperatorsPass() {
        let configuration = lawConfiguration()
        #expect(
            Self.sequences.run(.takeWhileIsTakeUntilNegated, configuration: configuration) { $0.take(while: $1) }.passed
        )
        #expect(Self.sequences.run(.concatAssociativity, configuration: configuration) { $0.concat($1) }.passed)
        let combinePrevious = Self.signals.run(.combinePreviousIsAScan, configuration: configuration) { s, x, r in
            s.combinePrevious(x, r)
        }
        #expect(combinePrevious.passed)
        #expect(Self.signals.run(.takeLastIsItsModel, configuration: configuration) { $0.take(last: $1) }.passed)
    }

    @Test("a take(while:) that lets the first failing value through breaks take(while: p) ≡ take(until: !p)")
    func offByOneTakeWhile() throws {
        let result = Self.sequences.expectFailure(.takeWhileIsTakeUntilNegated) { s, p in
            let values = Array(s)
            return ReactiveSequence(Array(values.prefix(values.prefix(while: p).count + 1)))
        }
        let minimal = try #require(result.failure?.minimal)
        #expect(minimal.sample.contains { !minimal.p($0) })
    }

    @Test("a concat that drops its second stream after an empty first one breaks the left identity of concat")
    func concatDroppingAfterEmpty() {
        Self.sequences.expectFailure(.concatLeftIdentity) { a, b in Array(a).isEmpty ? a : a.concat(b) }
    }

    @Test("a flattenMap that keeps only each inner stream's first value breaks left identity")
    func flattenMapKeepingFirstValues() {
        Self.signals.expectFailure(.flattenMapLeftIdentity) { s, k in s.flattenMap { k($0).take(1) } }
    }

    @Test("a skip(last:) that holds back one value too few breaks skip(last:) then take(last:), compared untimed")
    func skipLastOneTooFew() {
        Self.signals.expectFailure(.skipLastIsItsModel) { s, n in s.skip(last: max(0, n - 1)) }
        StreamHarness.signal(schedules: .completing).expectFailure(
            .skipLastThenTakeLast,
            (
                take: { $0.take(last: $1) }, skip: { $0.skip(last: max(0, $1 - 1)) }
            ))
    }
}

@Suite("Agreement of stream forms")
struct StreamAgreementTests {
    @Test("lazy and eager sequences and signals agree with the array model on every operator")
    func libraryFormsAgree() {
        let results = StreamAgreement(forms: [.lazySequence, .eagerSequence, .signal]).run(
            configuration: lawConfiguration())
        #expect(results.count == StreamOperation.allCases.count)
        for result in results { #expect(result.passed, "\(result.name)\n\(result.report)") }
    }

    @Test(
        "a push form that loses values past the 16th is caught on long samples, and the report marks the form that differs"
    )
    func formLosingLongTails() throws {
        let truncating = StreamForm.push("truncating", from: { Signal<Int, TestFailure>.from($0) }) { signal in
            StreamForm.completedValues(signal).map { Array($0.prefix(16)) }
        }
        let results = StreamAgreement(forms: [.lazySequence, truncating]).run(configuration: ciConfiguration())
        let map = try #require(results.first { $0.name == "lazy/truncating agreement: map" })
        #expect(map.status == .failed)
        let minimal = try #require(map.failure?.minimal)
        #expect(minimal.sample.count == 17)
        #expect(map.report.contains("← differs"))
        #expect(!map.report.contains("lazy  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]   ← differs"))
    }
}
