import Reactive

extension LawCatalog {
    /// Every operator of Reactive against its reference model, through the
    /// same typed descriptors (``SignalLaws``) a user checks an operator with.
    public static var referenceModelLaws: [CatalogLaw] {
        typealias Laws = OperatorLaws
        return [
            // Slice (SliceLaws.swift)
            Laws.take.catalogLaw { $0.take($1) },
            Laws.skip.catalogLaw { $0.skip($1) },
            Laws.takeLast.catalogLaw { $0.take(last: $1) },
            Laws.skipLast.catalogLaw { $0.skip(last: $1) },
            Laws.takeUntilPredicate.catalogLaw { $0.take(until: $1) },
            Laws.takeWhile.catalogLaw { $0.take(while: $1) },
            Laws.skipUntilPredicate.catalogLaw { $0.skip(until: $1) },
            Laws.skipWhile.catalogLaw { $0.skip(while: $1) },
            Laws.elementAt.catalogLaw { $0.element(at: $1) },
            Laws.takeUntilSignal.catalogLaw { $0.take(until: $1) },
            Laws.takeUntilReplacement.catalogLaw { $0.take(untilReplacement: $1) },
            Laws.skipUntilSignal.catalogLaw { $0.skip(until: $1) },
            // Transform (TransformLaws.swift)
            Laws.map.catalogLaw { $0.map($1) },
            Laws.mapReplace.catalogLaw { $0.mapReplace($1) },
            Laws.reduceEach.catalogLaw { $0.reduceEach($1) },
            Laws.not.catalogLaw { $0.not() },
            Laws.and.catalogLaw { $0.and() },
            Laws.or.catalogLaw { $0.or() },
            Laws.filter.catalogLaw { $0.filter($1) },
            Laws.ignore.catalogLaw { $0.ignore($1) },
            Laws.ignoreValues.catalogLaw { $0.ignoreValues() },
            Laws.scan.catalogLaw { $0.scan($1, $2) },
            Laws.scanWithIndex.catalogLaw { $0.scan($1, withIndex: $2) },
            Laws.combinePrevious.catalogLaw { $0.combinePrevious($1, $2) },
            Laws.distinctUntilChanged.catalogLaw { $0.distinctUntilChanged() },
            Laws.startWith.catalogLaw { $0.startWith($1) },
            Laws.materialize.catalogLaw { $0.materialize() },
            Laws.dematerialize.catalogLaw { $0.dematerialize() },
            // Combination (CombinationLaws.swift)
            Laws.merge.catalogLaw { Signal.merge($0) },
            Laws.mergeWith.catalogLaw { $0.merge($1) },
            Laws.mergeOfTwo.catalogLaw { Signal.merge($0, $1) },
            Laws.concat.catalogLaw { $0.concat($1) },
            Laws.concatOfMany.catalogLaw { Signal.concat($0) },
            Laws.concatOfSignals.catalogLaw { $0.concat() },
            Laws.flatten.catalogLaw { $0.flatten() },
            Laws.flattenWithLimit.catalogLaw { $0.flatten(maxConcurrent: $1) },
            Laws.zipWith.catalogLaw { $0.zip(with: $1) },
            Laws.zipOfMany.catalogLaw { Signal.zip($0) },
            Laws.zipReducing.catalogLaw { a, b, reduce in Signal.zip(a, b) { reduce($0, $1) } },
            Laws.combineLatestWith.catalogLaw { $0.combineLatest(with: $1) },
            Laws.combineLatestOfMany.catalogLaw { Signal.combineLatest($0) },
            Laws.combineLatestReducing.catalogLaw { a, b, reduce in Signal.combineLatest(a, b) { reduce($0, $1) } },
            Laws.sample.catalogLaw { $0.sample($1) },
            Laws.switchToLatest.catalogLaw { $0.switchToLatest() },
            Laws.if.catalogLaw { Signal.if($0, then: $1, else: $2) },
            Laws.switchWithDefault.catalogLaw { Signal.switch($0, cases: $1, default: $2) },
            Laws.flattenMap.catalogLaw { $0.flattenMap($1) },
            Laws.then.catalogLaw { $0.then($1) },
            // Failures (ErrorLaws.swift)
            Laws.catch.catalogLaw { $0.catch($1) },
            Laws.catchTo.catalogLaw { $0.catchTo($1) },
            Laws.try.catalogLaw { $0.try($1) },
            Laws.tryMap.catalogLaw { $0.tryMap($1) },
            Laws.mapFailure.catalogLaw { $0.mapFailure($1) },
            Laws.retry.catalogLaw { $0.retry($1) },
            // Side effects (EffectLaws.swift)
            Laws.doNext.catalogLaw { $0.doNext($1) },
            Laws.doFailed.catalogLaw { $0.doFailed($1) },
            Laws.doCompleted.catalogLaw { $0.doCompleted($1) },
            Laws.finally.catalogLaw { $0.finally($1) },
            Laws.initially.catalogLaw { $0.initially($1) },
            // Reducing (AggregateLaws.swift)
            Laws.aggregateValues.catalogLaw { $0.aggregate($1, $2) },
            Laws.aggregateWithIndex.catalogLaw { $0.aggregate($1, withIndex: $2) },
            Laws.aggregateInto.catalogLaw { $0.aggregate(into: $1, $2) },
            Laws.collect.catalogLaw { $0.collect() },
            Laws.any.catalogLaw { $0.any() },
            Laws.anyPassing.catalogLaw { $0.any($1) },
            Laws.all.catalogLaw { $0.all($1) },
            // Time (TimeLaws.swift)
            Laws.delay.catalogLaw { $0.delay($1, on: $2) },
            Laws.throttle.catalogLaw { $0.throttle($1, on: $2) },
            Laws.throttlePassing.catalogLaw { $0.throttle($1, on: $2, valuesPassing: $3) },
            Laws.buffer.catalogLaw { $0.buffer($1, on: $2) },
            Laws.timeout.catalogLaw { $0.timeout(after: $1, on: $2, raising: $3) },
            Laws.interval.catalogLaw { Signal.interval($0, on: $1) },
            Laws.timer.catalogLaw { Signal.timer(after: $0, on: $1) },
            Laws.deliverOn.catalogLaw { $0.deliver(on: $1) },
            Laws.subscribeOn.catalogLaw { $0.subscribe(on: $1) },
            // Groups (GroupLaws.swift)
            Laws.groupBy { ($0.key, $0.signal) }.catalogLaw { $0.group(by: $1) },
            Laws.flattenOfGroups.catalogLaw { $0.group(by: $1, transform: $2).flatten() },
        ]
    }
}
