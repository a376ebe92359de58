import Reactive

extension LawCatalog {
    /// Every operator of Reactive against its reference model, its resource
    /// law and its per-subscription law, through the same typed descriptors
    /// (``SignalLaws``) a user checks an operator with.
    public static var operatorLaws: [CatalogLaw] {
        typealias Laws = OperatorLaws
        let laws: [[CatalogLaw]] = [
            // Slice (SliceLaws.swift)
            Laws.take.catalogLaws { $0.take($1) },
            Laws.skip.catalogLaws { $0.skip($1) },
            Laws.takeLast.catalogLaws { $0.take(last: $1) },
            Laws.skipLast.catalogLaws { $0.skip(last: $1) },
            Laws.takeUntilPredicate.catalogLaws { $0.take(until: $1) },
            Laws.takeWhile.catalogLaws { $0.take(while: $1) },
            Laws.skipUntilPredicate.catalogLaws { $0.skip(until: $1) },
            Laws.skipWhile.catalogLaws { $0.skip(while: $1) },
            Laws.elementAt.catalogLaws { $0.element(at: $1) },
            Laws.takeUntilSignal.catalogLaws { $0.take(until: $1) },
            Laws.takeUntilReplacement.catalogLaws { $0.take(untilReplacement: $1) },
            Laws.skipUntilSignal.catalogLaws { $0.skip(until: $1) },
            // Transform (TransformLaws.swift)
            Laws.map.catalogLaws { $0.map($1) },
            Laws.mapReplace.catalogLaws { $0.mapReplace($1) },
            Laws.reduceEach.catalogLaws { $0.reduceEach($1) },
            Laws.not.catalogLaws { $0.not() },
            Laws.and.catalogLaws { $0.and() },
            Laws.or.catalogLaws { $0.or() },
            Laws.filter.catalogLaws { $0.filter($1) },
            Laws.ignore.catalogLaws { $0.ignore($1) },
            Laws.ignoreValues.catalogLaws { $0.ignoreValues() },
            Laws.scan.catalogLaws { $0.scan($1, $2) },
            Laws.scanWithIndex.catalogLaws { $0.scan($1, withIndex: $2) },
            Laws.combinePrevious.catalogLaws { $0.combinePrevious($1, $2) },
            Laws.distinctUntilChanged.catalogLaws { $0.distinctUntilChanged() },
            Laws.startWith.catalogLaws { $0.startWith($1) },
            Laws.materialize.catalogLaws { $0.materialize() },
            Laws.dematerialize.catalogLaws { $0.dematerialize() },
            // Combination (CombinationLaws.swift)
            Laws.merge.catalogLaws { Signal.merge($0) },
            Laws.mergeWith.catalogLaws { $0.merge($1) },
            Laws.mergeOfTwo.catalogLaws { Signal.merge($0, $1) },
            Laws.concat.catalogLaws { $0.concat($1) },
            Laws.concatOfMany.catalogLaws { Signal.concat($0) },
            Laws.concatOfSignals.catalogLaws { $0.concat() },
            Laws.flatten.catalogLaws { $0.flatten() },
            Laws.flattenWithLimit.catalogLaws { $0.flatten(maxConcurrent: $1) },
            Laws.zipWith.catalogLaws { $0.zip(with: $1) },
            Laws.zipOfMany.catalogLaws { Signal.zip($0) },
            Laws.zipReducing.catalogLaws { a, b, reduce in Signal.zip(a, b) { reduce($0, $1) } },
            Laws.combineLatestWith.catalogLaws { $0.combineLatest(with: $1) },
            Laws.combineLatestOfMany.catalogLaws { Signal.combineLatest($0) },
            Laws.combineLatestReducing.catalogLaws { a, b, reduce in Signal.combineLatest(a, b) { reduce($0, $1) } },
            Laws.sample.catalogLaws { $0.sample($1) },
            Laws.switchToLatest.catalogLaws { $0.switchToLatest() },
            Laws.if.catalogLaws { Signal.if($0, then: $1, else: $2) },
            Laws.switchWithDefault.catalogLaws { Signal.switch($0, cases: $1, default: $2) },
            Laws.flattenMap.catalogLaws { $0.flattenMap($1) },
            Laws.then.catalogLaws { $0.then($1) },
            // Failures (ErrorLaws.swift)
            Laws.catch.catalogLaws { $0.catch($1) },
            Laws.catchTo.catalogLaws { $0.catchTo($1) },
            Laws.try.catalogLaws { $0.try($1) },
            Laws.tryMap.catalogLaws { $0.tryMap($1) },
            Laws.mapFailure.catalogLaws { $0.mapFailure($1) },
            Laws.retry.catalogLaws { $0.retry($1) },
            // Side effects (EffectLaws.swift)
            Laws.doNext.catalogLaws { $0.doNext($1) },
            Laws.doFailed.catalogLaws { $0.doFailed($1) },
            Laws.doCompleted.catalogLaws { $0.doCompleted($1) },
            Laws.finally.catalogLaws { $0.finally($1) },
            Laws.initially.catalogLaws { $0.initially($1) },
            // Reducing (AggregateLaws.swift)
            Laws.aggregateValues.catalogLaws { $0.aggregate($1, $2) },
            Laws.aggregateWithIndex.catalogLaws { $0.aggregate($1, withIndex: $2) },
            Laws.aggregateInto.catalogLaws { $0.aggregate(into: $1, $2) },
            Laws.collect.catalogLaws { $0.collect() },
            Laws.any.catalogLaws { $0.any() },
            Laws.anyPassing.catalogLaws { $0.any($1) },
            Laws.all.catalogLaws { $0.all($1) },
            // Time (TimeLaws.swift)
            Laws.delay.catalogLaws { $0.delay($1, on: $2) },
            Laws.throttle.catalogLaws { $0.throttle($1, on: $2) },
            Laws.throttlePassing.catalogLaws { $0.throttle($1, on: $2, valuesPassing: $3) },
            Laws.buffer.catalogLaws { $0.buffer($1, on: $2) },
            Laws.timeout.catalogLaws { $0.timeout(after: $1, on: $2, raising: $3) },
            Laws.interval.catalogLaws { Signal.interval($0, on: $1) },
            Laws.timer.catalogLaws { Signal.timer(after: $0, on: $1) },
            Laws.deliverOn.catalogLaws { $0.deliver(on: $1) },
            Laws.subscribeOn.catalogLaws { $0.subscribe(on: $1) },
            // Groups (GroupLaws.swift)
            Laws.groupBy { ($0.key, $0.signal) }.catalogLaws { $0.group(by: $1) },
            Laws.groupLifecycle { ($0.key, $0.signal) }.catalogLaws { $0.group(by: $1) },
            Laws.flattenOfGroups.catalogLaws { $0.group(by: $1, transform: $2).flatten() },
        ]
        let multicast: [CatalogLaw] = [
            Laws.replay.catalogLaw { $0.replay() },
            Laws.replayLast.catalogLaw { $0.replayLast() },
            Laws.replayLazily.catalogLaw { $0.replayLazily() },
            Laws.publishAutoconnect.catalogLaw { $0.publish().autoconnect() },
        ]
        return laws.flatMap { $0 } + multicast
    }
}
