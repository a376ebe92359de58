extension Gen
where
    Value: BinaryFloatingPoint & Sendable, Value.RawSignificand: FixedWidthInteger,
    Value.RawExponent: FixedWidthInteger
{
    /// Any floating-point value, special values included: mostly "simple"
    /// finite values (an integer part and a binary fraction), often a special
    /// value (±0, nan, ±infinity, the least nonzero and least normal
    /// magnitudes, subnormals, the greatest finite magnitude, ±1, ulpOfOne),
    /// sometimes an arbitrary bit pattern. Shrinks toward simple finite
    /// values, then toward 0.
    public static var floating: Gen {
        let specials = specialValues
        let simple = simpleFinite
        let bits = anyBitPattern
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let kind = try source.draw(upTo: 2) { random in
                let roll = random.next(upTo: 9)
                return roll < 7 ? 0 : (roll < 9 ? 1 : 2)
            }
            switch kind {
            case 0: return try simple.run(&source)
            case 1: return try specials.run(&source)
            default: return try bits.run(&source)
            }
        }
    }

    /// Finite values in `range`, including its bounds and any special values
    /// inside it (such as ±0 and subnormals); shrinks toward the lower bound.
    /// A non-finite bound is a misuse (`GenerationStop.misuse`).
    public static func floating(in range: ClosedRange<Value>) -> Gen {
        guard range.lowerBound.isFinite && range.upperBound.isFinite else {
            return misused("Gen.floating(in:) got the range \(range); it needs finite bounds")
        }
        let lower = range.lowerBound
        let upper = range.upperBound
        let inside = [lower, upper] + specialValues(where: { range.contains($0) })
        let specials = Gen.element(of: inside)
        let steps: UInt64 = 1 << 53
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let kind = try source.draw(upTo: 1) { $0.next(upTo: 4) == 0 ? 1 : 0 }
            if kind == 1 { return try specials.run(&source) }
            let step = try source.drawUniform(upTo: steps)
            let fraction = Value(step) / Value(steps)
            // Halves first so that huge ranges do not overflow to infinity.
            return min(upper, lower + fraction * (upper / 2 - lower / 2) * 2)
        }
    }

    static func specialValues(where isIncluded: (Value) -> Bool) -> [Value] {
        let candidates: [Value] = [
            0, -0.0, 1, -1, .ulpOfOne, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .leastNormalMagnitude, -.leastNormalMagnitude, Value.leastNormalMagnitude.nextDown,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        ]
        return candidates.filter(isIncluded)
    }

    static var specialValues: Gen {
        Gen.element(of: specialValues(where: { _ in true }))
    }

    /// An integer part (zigzag around 0, up to the significand's precision)
    /// plus a fraction with up to 20 bits.
    static var simpleFinite: Gen {
        let limit = Int64(1) << Int64(min(Value.significandBitCount, 62))
        let integerPart = Gen<Int64>.integer(in: -limit...limit)
        let fractionBits = min(Value.significandBitCount, 20)
        let fractionBound = (UInt64(1) << UInt64(fractionBits)) - 1
        let scale = Value(UInt64(1) << UInt64(fractionBits))
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let whole = try integerPart.run(&source)
            let fraction = try source.draw(upTo: fractionBound) { random in
                random.next() & 3 == 0 ? 0 : random.next(upTo: fractionBound)
            }
            let magnitude = Value(whole.magnitude) + Value(fraction) / scale
            return whole < 0 ? -magnitude : magnitude
        }
    }

    /// Any bit pattern: sign, exponent and significand drawn separately.
    static var anyBitPattern: Gen {
        let exponentBound = UInt64((1 << Value.exponentBitCount) - 1)
        let significandBound =
            Value.significandBitCount >= 64
            ? UInt64.max
            : (UInt64(1) << UInt64(Value.significandBitCount)) - 1
        return Gen { (source: inout ChoiceSource) throws(GenerationStop) in
            let negative = try source.drawUniform(upTo: 1) == 1
            let exponent = try source.drawUniform(upTo: exponentBound)
            let significand = try source.drawUniform(upTo: significandBound)
            return Value(
                sign: negative ? .minus : .plus,
                exponentBitPattern: Value.RawExponent(truncatingIfNeeded: exponent),
                significandBitPattern: Value.RawSignificand(truncatingIfNeeded: significand)
            )
        }
    }
}

extension Gen where Value == Double {
    /// Any `Double` (see `floating`).
    public static var double: Gen<Double> { floating }

    /// `Double`s in `range` (see `floating(in:)`).
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> { floating(in: range) }
}
