/// A minimal binary min-heap ordered by a strict "comes first" predicate.
struct BinaryHeap<Element: Sendable>: Sendable {
    private var elements: [Element] = []
    private let precedes: @Sendable (Element, Element) -> Bool

    init(precedes: @escaping @Sendable (Element, Element) -> Bool) {
        self.precedes = precedes
    }

    var count: Int { elements.count }
    var first: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> Element {
        let first = elements[0]
        let last = elements.removeLast()
        guard !elements.isEmpty else { return first }
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < elements.count, precedes(elements[left], elements[smallest]) { smallest = left }
            if right < elements.count, precedes(elements[right], elements[smallest]) { smallest = right }
            guard smallest != parent else { return first }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
