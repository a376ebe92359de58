extension Gen where Value: FixedWidthInteger & Sendable {
    /// Integers in `range`, biased toward the edges (0, ±1, the bounds and
    /// their neighbours) and toward small magnitudes; shrinks toward 0, or
    /// toward the bound nearest 0 if the range excludes 0.
    @inlinable
    public static func integer(in range: ClosedRange<Value>) -> Gen {
        let lower = OrderedBits.encode(range.lowerBound)
        let upper = OrderedBits.encode(range.upperBound)
        let zero = OrderedBits.encode(Value.zero)
        let coding = IntegerCoding(lower: lower, upper: upper, simplest: min(max(zero, lower), upper))
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let choice = try source.drawInteger(upTo: coding.bound) { random, recent in
                coding.sample(&random, recent: recent)
            }
            return OrderedBits.decode(coding.decode(choice), as: Value.self)
        }
    }

    /// Integers over the type's whole range.
    @inlinable
    public static var integer: Gen {
        integer(in: Value.min...Value.max)
    }
}

extension Gen where Value == Int {
    /// `Int`s in `range` (see `integer(in:)`).
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        integer(in: range)
    }

    /// Any `Int` (see `integer(in:)`).
    @inlinable
    public static var int: Gen<Int> {
        integer
    }
}
