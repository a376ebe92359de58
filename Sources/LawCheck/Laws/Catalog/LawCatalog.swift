import LawCheck

/// Every law the law tests check, as a flat list of runnable properties: what
/// the nightly fuzz run (`Scripts/nightly`) loops over. ``standard`` lists the
/// batteries, one line each.
public struct LawCatalog: Sendable {
    /// The laws in registration order, each name once.
    public private(set) var laws: [CatalogLaw] = []
    /// The registered batteries as `"<stream> <battery>"`, in order.
    public private(set) var batteries: [String] = []

    /// An empty catalog.
    public init() {}

    /// Adds every law of `battery` (parents' laws first) as checked on `harness`.
    ///
    /// A law whose property name is already registered is skipped: the first
    /// registration wins. (The cold-source harness's `cold operators` includes
    /// `operators`, whose laws the general signal harness already checks under
    /// the same names — and the same corpus files.)
    public mutating func register<Stream, Sample, Observation>(
        _ battery: Battery<LawInput<Sample>, Observation>, on harness: StreamHarness<Stream, Sample, Observation>
    ) {
        batteries.append("\(harness.name) \(battery.name)")
        var names = Set(laws.map(\.name))
        for (declaringBattery, law) in battery.allLaws {
            let name = Battery<LawInput<Sample>, Observation>.propertyName(
                subject: harness.name, battery: declaringBattery, law: law.name)
            guard names.insert(name).inserted else { continue }
            laws.append(CatalogLaw(
                name: name, inputs: harness.inputs,
                property: Battery.property(battery: declaringBattery, law: law, equivalence: harness.equivalence)))
        }
    }
}
