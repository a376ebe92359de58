/// Every workload, in the order of the table of Reactive.docc/Performance.md. The first rows are the
/// machine's own costs; the rest are the hot paths of Reactive beside
/// OpenCombine and the plain-Swift floor.
public enum Catalog {
    public static let machineCosts: [Workload] = [
        Workload(
            id: "atomic", title: "one uncontended atomic read-modify-write", floorName: "Atomic<Int>.add",
            timedUnits: 20_000, reactive: nil, openCombine: nil, floor: FloorWorkloads.atomicReadModifyWrite
        ),
        Workload(
            id: "retain", title: "one retain + release of a shared object", floorName: "Unmanaged retain, release",
            timedUnits: 10_000, reactive: nil, openCombine: nil, floor: FloorWorkloads.retainAndRelease
        ),
        Workload(
            id: "alloc", title: "one object allocated and freed", floorName: "store into an array slot",
            timedUnits: 5_000, reactive: nil, openCombine: nil, floor: FloorWorkloads.allocateAndFree
        ),
    ]

    public static let hotPaths: [Workload] = [
        Workload(
            id: "cold", title: "cold map → filter → scan, per event", floorName: "plain loop",
            timedUnits: 2_000, reactive: ReactiveWorkloads.cold, openCombine: CombineWorkloads.cold,
            floor: FloorWorkloads.plainLoop
        ),
        Workload(
            id: "coldInline", title: "the same with the source built inline, per event", floorName: "plain loop",
            timedUnits: 2_000, reactive: ReactiveWorkloads.coldInline, openCombine: CombineWorkloads.coldInline,
            floor: FloorWorkloads.plainLoop
        ),
        Workload(
            id: "subject", title: "same through a subject, per event", floorName: "plain loop",
            timedUnits: 2_000, reactive: ReactiveWorkloads.subject, openCombine: CombineWorkloads.subject,
            floor: FloorWorkloads.plainLoop
        ),
        Workload(
            id: "merge", title: "merge of two, per input event", floorName: nil,
            timedUnits: 2_000, reactive: ReactiveWorkloads.merge, openCombine: CombineWorkloads.merge, floor: nil
        ),
        Workload(
            id: "zip", title: "zip of two, per input event", floorName: nil,
            timedUnits: 2_000, reactive: ReactiveWorkloads.zip, openCombine: CombineWorkloads.zip, floor: nil
        ),
        Workload(
            id: "combineLatest", title: "combineLatest of two, per input event", floorName: nil,
            timedUnits: 2_000, reactive: ReactiveWorkloads.combineLatest, openCombine: nil, floor: nil
        ),
        Workload(
            id: "create", title: "create + subscribe + dispose", floorName: "class + closure",
            timedUnits: 500, reactive: ReactiveWorkloads.createSubscribeDispose,
            openCombine: CombineWorkloads.createSubscribeDispose, floor: FloorWorkloads.classAndClosure
        ),
        Workload(
            id: "return", title: "Signal.return / Just + subscribe + dispose", floorName: "class + closure",
            timedUnits: 500, reactive: ReactiveWorkloads.returnSubscribeDispose,
            openCombine: CombineWorkloads.returnSubscribeDispose, floor: FloorWorkloads.classAndClosure
        ),
        Workload(
            id: "flattenMapReturn", title: "flattenMap to Signal.return / Just, per outer value",
            floorName: "one call per value", timedUnits: 1_000, reactive: ReactiveWorkloads.flattenMapToReturn,
            openCombine: CombineWorkloads.flattenMapToReturn, floor: FloorWorkloads.callPerValue
        ),
        Workload(
            id: "flattenMap", title: "flattenMap to a freshly created signal, per outer value",
            floorName: "one call per value", timedUnits: 500, reactive: ReactiveWorkloads.flattenMapToCreated,
            openCombine: CombineWorkloads.flattenMapToCreated, floor: FloorWorkloads.callPerValue
        ),
        Workload(
            id: "lazy", title: "lazy map → filter → fold, per element", floorName: "Swift lazy",
            timedUnits: 10_000, reactive: ReactiveWorkloads.lazyFold, openCombine: CombineWorkloads.lazyFold,
            floor: FloorWorkloads.swiftLazy
        ),
        Workload(
            id: "lazyForIn", title: "lazy map read value by value (for-in), per element", floorName: "Swift lazy",
            timedUnits: 5_000, reactive: ReactiveWorkloads.lazyForIn, openCombine: nil,
            floor: FloorWorkloads.lazyForIn
        ),
        Workload(
            id: "eagerMap", title: "eager sequence map, per element", floorName: "Array.map",
            timedUnits: 10_000, reactive: ReactiveWorkloads.eagerMap, openCombine: nil,
            floor: FloorWorkloads.arrayMap
        ),
        Workload(
            id: "eagerFilter", title: "eager sequence filter, per element", floorName: "Array.filter",
            timedUnits: 10_000, reactive: ReactiveWorkloads.eagerFilter, openCombine: nil,
            floor: FloorWorkloads.arrayFilter
        ),
        Workload(
            id: "headTailArray", title: "head/tail walk over an array, per element", floorName: "ArraySlice",
            timedUnits: 1_000, reactive: ReactiveWorkloads.headTailArrayWalk, openCombine: nil,
            floor: FloorWorkloads.sliceWalk
        ),
        Workload(
            id: "headTail", title: "sequence built from head/tail closures, build + read + release, per element",
            floorName: "ArraySlice", timedUnits: 1_000, reactive: ReactiveWorkloads.headTailWalk, openCombine: nil,
            floor: FloorWorkloads.sliceWalk
        ),
    ]

    public static var all: [Workload] { machineCosts + hotPaths }

    public static func named(_ id: String) -> Workload? { all.first { $0.id == id } }
}
