import LawCheck

/// What a challenge run found, with values already printed.
struct ChallengeOutcome: Sendable {
    let status: CheckResult<Void>.Status
    let report: String
    let original: String?
    let minimal: String?
    let evaluations: Int
    let stop: ShrinkStop?
}

/// The public shrinking challenge (/work/shared/shrinking-challenge.md),
/// each generator written the natural way, with the printed minimum a
/// perfect shrinker reaches.
struct ShrinkChallenge: Sendable {
    let name: String
    let expected: [String]
    let run: @Sendable (Configuration) -> ChallengeOutcome

    init<Value>(_ name: String, expected: String..., generator: Gen<Value>, holds: @escaping @Sendable (Value) -> Bool)
    {
        self.name = name
        self.expected = expected
        run = { configuration in
            let result = runCheck(name, generator, configuration: configuration) { holds($0) }
            return ChallengeOutcome(
                status: result.status == .passed ? .passed : (result.status == .failed ? .failed : .unhealthy),
                report: result.report, original: result.failure?.originalDescription,
                minimal: result.failure?.minimalDescription, evaluations: result.failure?.shrinkEvaluations ?? 0,
                stop: result.failure?.shrinkStop)
        }
    }
}

indirect enum Expression: Sendable, CustomStringConvertible {
    case int(Int)
    case add(Expression, Expression)
    case div(Expression, Expression)

    var description: String {
        switch self {
        case .int(let value): "Int(\(value))"
        case .add(let left, let right): "Add(\(left), \(right))"
        case .div(let left, let right): "Div(\(left), \(right))"
        }
    }

    var hasLiteralDivisionByZero: Bool {
        switch self {
        case .int: false
        case .add(let left, let right): left.hasLiteralDivisionByZero || right.hasLiteralDivisionByZero
        case .div(let left, let right):
            if case .int(0) = right { true } else { left.hasLiteralDivisionByZero || right.hasLiteralDivisionByZero }
        }
    }

    /// nil when dividing by zero.
    var value: Int? {
        switch self {
        case .int(let value): return value
        case .add(let left, let right):
            guard let l = left.value, let r = right.value else { return nil }
            return l &+ r
        case .div(let left, let right):
            guard let l = left.value, let r = right.value, r != 0 else { return nil }
            return r == -1 ? 0 &- l : l / r
        }
    }
}

final class Heap: Sendable, CustomStringConvertible {
    let value: Int
    let left: Heap?
    let right: Heap?

    init(_ value: Int, _ left: Heap?, _ right: Heap?) {
        self.value = value
        self.left = left
        self.right = right
    }

    var description: String {
        "Heap(\(value), \(left.map(\.description) ?? "nil"), \(right.map(\.description) ?? "nil"))"
    }

    static func toList(_ heap: Heap?) -> [Int] {
        var stack = [heap]
        var result: [Int] = []
        while let top = stack.popLast() {
            guard let node = top else { continue }
            result.append(node.value)
            stack.append(node.left)
            stack.append(node.right)
        }
        return result
    }

    static func merge(_ first: Heap?, _ second: Heap?) -> Heap? {
        guard let first else { return second }
        guard let second else { return first }
        if first.value <= second.value {
            return Heap(first.value, merge(first.right, second), first.left)
        }
        return Heap(second.value, merge(second.right, first), second.left)
    }

    static func wrongToSortedList(_ heap: Heap?) -> [Int] {
        guard let heap else { return [] }
        return [heap.value] + toList(merge(heap.left, heap.right))
    }

    static func generator(size: Int, atLeast lowerBound: Int) -> Gen<Heap?> {
        if size <= 0 { return .constant(nil) }
        let node = Gen<Int>.int(in: lowerBound...Int.max).flatMap { value in
            zip(generator(size: size / 2, atLeast: value), generator(size: size / 2, atLeast: value))
                .map { Optional(Heap(value, $0, $1)) }
        }
        return .frequency([(1, .constant(nil)), (7, node)])
    }
}

func wrappingSum(_ values: [Int16]) -> Int16 {
    values.reduce(0, &+)
}

let shrinkChallenges: [ShrinkChallenge] = [
    ShrinkChallenge("reverse", expected: "[0, 1]", generator: Gen<Int>.int.array()) { xs in
        Array(xs.reversed()) == xs
    },
    ShrinkChallenge(
        "bound5", expected: "([], [], [], [-1], [-32768])",
        generator: zip(
            bound5List, bound5List, bound5List, bound5List, bound5List)
    ) { lists in
        let (a, b, c, d, e) = lists
        return wrappingSum(a + b + c + d + e) < 5 * 256
    },
    ShrinkChallenge("large_union_list", expected: "[[0, 1, -1, 2, -2]]", generator: Gen<Int>.int.array().array()) {
        lists in
        Set(lists.joined()).count < 5
    },
    ShrinkChallenge(
        "calculator", expected: "Div(Int(0), Add(Int(0), Int(0)))",
        generator: Gen<Expression>.recursive(base: Gen<Int>.int.map(Expression.int)) { expression in
            .oneOf(zip(expression, expression).map(Expression.add), zip(expression, expression).map(Expression.div))
        }.filter { !$0.hasLiteralDivisionByZero }
    ) { expression in
        expression.value != nil
    },
    ShrinkChallenge(
        "lengthlist", expected: "[900]",
        generator: Gen<Int>.int(in: 1...100).flatMap { count in Gen<Int>.int(in: 0...1000).array(count: count) }
    ) { xs in
        xs.max()! < 900
    },
    ShrinkChallenge(
        "difference_zero", expected: "(10, 10)",
        generator: zip(Gen<Int>.int(in: 1...Int.max), Gen<Int>.int(in: 1...Int.max))
    ) { pair in
        !(pair.0 >= 10 && pair.0 == pair.1)
    },
    ShrinkChallenge(
        "difference_small", expected: "(10, 6)",
        generator: zip(Gen<Int>.int(in: 1...Int.max), Gen<Int>.int(in: 1...Int.max))
    ) { pair in
        let difference = pair.0 > pair.1 ? pair.0 - pair.1 : pair.1 - pair.0
        return !(pair.0 >= 10 && (1...4).contains(difference))
    },
    ShrinkChallenge(
        "difference_one", expected: "(10, 9)",
        generator: zip(Gen<Int>.int(in: 1...Int.max), Gen<Int>.int(in: 1...Int.max))
    ) { pair in
        let difference = pair.0 > pair.1 ? pair.0 - pair.1 : pair.1 - pair.0
        return !(pair.0 >= 10 && difference == 1)
    },
    ShrinkChallenge(
        "binheap", expected: "Heap(0, nil, Heap(0, Heap(0, nil, nil), Heap(1, nil, nil)))",
        "Heap(0, Heap(0, Heap(0, nil, nil), Heap(1, nil, nil)), nil)",
        generator: Gen<Int>.int(in: 0...20).flatMap { size in Heap.generator(size: size, atLeast: Int.min) }
    ) { heap in
        let sorted = Heap.wrongToSortedList(heap)
        return sorted == sorted.sorted() && Heap.toList(heap).sorted() == sorted
    },
    ShrinkChallenge(
        "coupling", expected: "[1, 0]",
        generator: Gen<Int>.int(in: 0...10).array().filter { xs in xs.allSatisfy { $0 < xs.count } }
    ) { xs in
        xs.indices.allSatisfy { i in xs[i] == i || xs[xs[i]] != i }
    },
    ShrinkChallenge(
        "deletion", expected: "([0, 0], 0)",
        generator: zip(Gen<Int>.int.array(), Gen<Int>.int(in: 0...10)).filter { $0.1 < $0.0.count }
    ) { pair in
        var (xs, index) = pair
        let value = xs[index]
        xs.remove(at: xs.firstIndex(of: value)!)
        return !xs.contains(value)
    },
    ShrinkChallenge("distinct", expected: "[0, 1, -1]", "[0, 1, 2]", generator: Gen<Int>.int.array()) { xs in
        Set(xs).count < 3
    },
    ShrinkChallenge(
        "nestedlists", expected: "[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]", generator: Gen<Int>.int.array().array()
    ) { lists in
        lists.map(\.count).reduce(0, +) <= 10
    },
    ShrinkChallenge("sum_below_100", expected: "[100]", generator: Gen<Int>.int.array()) { xs in
        xs.reduce(0, &+) < 100
    },
]

let bound5List = Gen<Int16>.integer.array(count: 0...1).filter { wrappingSum($0) < 256 }
