import LawCheck
import Testing

@Suite("Generators")
struct GeneratorTests {
    @Test("integers stay in range and reach the edges, for every fixed-width type")
    func integersReachEdges() {
        func check<T: FixedWidthInteger & Sendable>(_ range: ClosedRange<T>) {
            let values = sample(Gen<T>.integer(in: range), count: 2000)
            #expect(values.allSatisfy { range.contains($0) }, "\(T.self) out of \(range)")
            #expect(values.contains(range.lowerBound), "\(T.self) never \(range.lowerBound)")
            #expect(values.contains(range.upperBound), "\(T.self) never \(range.upperBound)")
            if range.contains(0) { #expect(values.contains(0)) }
        }
        check(Int.min...Int.max)
        check(Int8.min...Int8.max)
        check(Int16.min...Int16.max)
        check(Int32.min...Int32.max)
        check(Int64.min...Int64.max)
        check(UInt.min...UInt.max)
        check(UInt8.min...UInt8.max)
        check(UInt16.min...UInt16.max)
        check(UInt32.min...UInt32.max)
        check(UInt64.min...UInt64.max)
        check(Int(-7)...Int(3))
        check(Int(5)...Int(9))
        check(Int(-9)...Int(-5))
        let full = sample(Gen<Int>.int, count: 2000)
        #expect(full.contains(1) && full.contains(-1))
    }

    @Test("a range of up to 32 values is drawn evenly: its small-magnitude draw would favour the lower half")
    func smallRangeHalvesEvenly() {
        // Four bits cover `0...15`, half of `0...30`: drawn as a "small
        // magnitude" there, the lower half came about 1.5 times as often as
        // the upper (0.58 against 0.38 of the draws).
        let values = sample(Gen<Int>.int(in: 0...30), count: 4000)
        let lower = values.filter { (0...14).contains($0) }.count
        let upper = values.filter { (16...30).contains($0) }.count
        #expect(Double(upper) > 0.85 * Double(lower), "upper half \(upper) against lower half \(lower)")
    }

    @Test("integers replay to the simplest value toward zero")
    func integersShrinkTowardZero() throws {
        var source = ChoiceSource(replaying: [])
        #expect(try Gen<Int>.int(in: -5...5).generate(using: &source) == 0)
        source = ChoiceSource(replaying: [])
        #expect(try Gen<Int>.int(in: 3...9).generate(using: &source) == 3)
        source = ChoiceSource(replaying: [])
        #expect(try Gen<Int>.int(in: -9 ... -3).generate(using: &source) == -3)
        source = ChoiceSource(replaying: [1, 2, 3, 4])
        let zigzag = try Gen<Int>.int.array(count: 4).generate(using: &source)
        #expect(zigzag == [1, -1, 2, -2])
    }

    @Test("floating point includes the special values")
    func floatingPointSpecials() {
        let values = sample(Gen<Double>.double, count: 3000)
        #expect(values.contains { $0.isNaN })
        #expect(values.contains(.infinity))
        #expect(values.contains(-.infinity))
        #expect(values.contains { $0 == 0 && $0.sign == .minus })
        #expect(values.contains { $0.isSubnormal })
        #expect(values.contains(.greatestFiniteMagnitude))
        #expect(values.contains { $0.isFinite && $0 != $0.rounded() })
        let floats = sample(Gen<Float>.floating, count: 2000)
        #expect(floats.contains { $0.isNaN } && floats.contains(.leastNonzeroMagnitude))
        let ranged = sample(Gen<Double>.double(in: -2.5...10), count: 1000)
        #expect(ranged.allSatisfy { (-2.5...10).contains($0) })
        #expect(ranged.contains(-2.5) && ranged.contains(10))
    }

    @Test("strings include non-ASCII; ASCII and alphabets are respected")
    func strings() {
        let unicode = sample(Gen<String>.string, count: 500)
        #expect(unicode.contains { $0.unicodeScalars.contains { !$0.isASCII } })
        let ascii = sample(Gen<String>.asciiString(), count: 500)
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 } })
        let alphabet = sample(Gen<String>.string(alphabet: "xyz", count: 1...5), count: 300)
        #expect(alphabet.allSatisfy { (1...5).contains($0.count) && $0.allSatisfy("xyz".contains) })
        #expect(Set(alphabet.joined()) == Set("xyz"))
    }

    @Test("collections respect their counts")
    func collectionCounts() {
        let arrays = sample(Gen<Int>.int.array(count: 2...6), count: 500)
        #expect(arrays.allSatisfy { (2...6).contains($0.count) })
        #expect(arrays.contains { $0.count == 2 } && arrays.contains { $0.count == 6 })
        let sets = sample(Gen<Int>.int(in: 0...1000).set(count: 3...5), count: 300)
        #expect(sets.allSatisfy { (3...5).contains($0.count) })
        let dictionaries = sample(Gen<UInt8>.integer.dictionary(values: Gen<Bool>.bool, count: 1...4), count: 300)
        #expect(dictionaries.allSatisfy { (1...4).contains($0.count) })
        let exact = sample(Gen<Bool>.bool.array(count: 7), count: 50)
        #expect(exact.allSatisfy { $0.count == 7 })
    }

    @Test("optionals, oneOf, frequency, element and zip")
    func choices() {
        let optionals = sample(Gen<Int>.int.optional, count: 300)
        #expect(optionals.contains(nil) && optionals.contains { $0 != nil })
        let picked = sample(Gen<Int>.oneOf(.constant(1), .constant(2), .constant(3)), count: 300)
        #expect(Set(picked) == [1, 2, 3])
        let weighted = sample(Gen<Int>.frequency([(1, .constant(0)), (9, .constant(1))]), count: 2000)
        let ones = weighted.filter { $0 == 1 }.count
        #expect((1600...1990).contains(ones), "weight 9 of 10 picked \(ones) of 2000")
        let elements = sample(Gen<String>.element(of: ["a", "b"]), count: 100)
        #expect(Set(elements) == ["a", "b"])
        let triples = sample(zip(Gen<Bool>.bool, Gen<Int>.int(in: 0...3), Gen<String>.constant("k")), count: 100)
        #expect(triples.allSatisfy { (0...3).contains($0.1) && $0.2 == "k" })
        #expect(Set(triples.map(\.0)) == [false, true])
    }

    @Test("map, flatMap, filter and sized compose")
    func composition() {
        let dependent = sample(
            Gen<Int>.int(in: 0...5).flatMap { n in Gen<Int>.int.array(count: n).map { (n, $0) } }, count: 200)
        #expect(dependent.allSatisfy { $0.0 == $0.1.count })
        let even = sample(Gen<Int>.int.filter { $0 % 2 == 0 }, count: 200)
        #expect(even.count == 200 && even.allSatisfy { $0 % 2 == 0 })
        let sized = sample(Gen<Int>.sized { size in .constant(size) }, count: 3)
        #expect(sized == [100, 100, 100])
    }

    @Test("recursive generators respect their depth budget")
    func recursiveDepth() {
        indirect enum Tree: Sendable {
            case leaf
            case node(Tree, Tree)
            var depth: Int {
                if case .node(let l, let r) = self { return 1 + max(l.depth, r.depth) }
                return 0
            }
        }
        let trees = sample(
            Gen<Tree>.recursive(maxDepth: 3, base: .constant(.leaf)) { tree in
                zip(tree, tree).map { Tree.node($0, $1) }
            }, count: 500)
        #expect(trees.allSatisfy { $0.depth <= 3 })
        #expect(trees.contains { $0.depth == 3 } && trees.contains { $0.depth == 0 })
    }

    @Test("a filter that rejects everything is a clear health failure")
    func filterGivesUp() {
        let result = runCheck("impossible", Gen<Int>.int.filter { _ in false }, configuration: testConfiguration()) {
            _ in true
        }
        #expect(result.status == .unhealthy)
        #expect(result.problem?.contains("discarded too many") == true)
        #expect(result.problem?.contains("instead of filtering") == true)
    }

    @Test("the PRNG is deterministic and splittable")
    func randomness() {
        var first = Xoshiro256StarStar(seed: 42)
        var second = Xoshiro256StarStar(seed: 42)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        var parent = Xoshiro256StarStar(seed: 42)
        var child = parent.split()
        #expect(child.next() != parent.next())
        var bounded = Xoshiro256StarStar(seed: 7)
        let draws = (0..<1000).map { _ in bounded.next(upTo: 9) }
        #expect(draws.allSatisfy { $0 <= 9 } && Set(draws).count == 10)
        // Reference value of SplitMix64 from seed 0 (published test vector).
        var splitMix = SplitMix64(seed: 0)
        #expect(splitMix.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test("seeds print and parse as hex")
    func seeds() {
        #expect(Seed(0xAB).description == "0x00000000000000ab")
        #expect(Seed(hex: "0xAB") == Seed(0xAB))
        #expect(Seed(hex: "ab") == nil)
        #expect(Seed(hex: "0x") == nil)
        #expect(Seed(hex: "0x12345678901234567") == nil)
        #expect(Seed(hex: "0xzz") == nil)
    }
}
