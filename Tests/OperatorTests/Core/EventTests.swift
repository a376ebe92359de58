import Testing

@testable import Reactive

@Suite struct EventTests {
    enum TestError: Error, Equatable { case boom }

    @Test func terminalEventsAreTerminal() {
        #expect(Event<Int, TestError>.next(1).isTerminal == false)
        #expect(Event<Int, TestError>.completed.isTerminal)
        #expect(Event<Int, TestError>.failed(.boom).isTerminal)
    }

    @Test func mapTransformsOnlyValues() {
        #expect(Event<Int, TestError>.next(2).map { $0 * 10 } == .next(20))
        #expect(Event<Int, TestError>.completed.map { $0 * 10 } == .completed)
        #expect(Event<Int, TestError>.failed(.boom).map { $0 * 10 } == .failed(.boom))
    }
}
