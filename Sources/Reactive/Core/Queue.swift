/// A FIFO queue with amortized O(1) `append` and `removeFirst`.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable init() {}

    @inlinable var isEmpty: Bool { head == storage.count }
    @inlinable var count: Int { storage.count - head }

    @inlinable
    mutating func append(_ element: Element) { storage.append(element) }

    /// Removes and returns the oldest element; the queue must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.count <= 64)
            head = 0
        } else if head > 1024, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Removes and returns the oldest element, or `nil` if the queue is empty.
    @inlinable
    mutating func popFirst() -> Element? { isEmpty ? nil : removeFirst() }

    /// The elements, oldest first.
    @inlinable
    var elements: ArraySlice<Element> { storage[head...] }
}

extension Queue: Sendable where Element: Sendable {}
