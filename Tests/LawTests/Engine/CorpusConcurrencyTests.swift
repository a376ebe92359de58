import Foundation
import LawCheck
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Concurrent recorders into one corpus file: threads of this process, and
/// separate processes (Swift Testing exit tests). Files live in memory
/// (`/dev/shm`) where available, so 800 `fsync`s stay cheap.
@Suite("Regression corpus: concurrent recording")
struct CorpusConcurrencyTests {
    static let writers = 8
    static let trials = 100

    static func scratchRoot() -> String {
        var status = stat()
        return stat("/dev/shm", &status) == 0 && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    }

    /// Eight threads at once run a property named alike that fails only on
    /// their own number, so each records one entry into the same file.
    @Test("8 threads recording into one corpus file keep all 8 entries, in 100 of 100 trials")
    func threads() throws {
        let root = Self.scratchRoot() + "/lawcheck-threads-\(getpid())"
        mkdir(root, 0o755)
        defer { removeTree(root) }
        for trial in 0..<Self.trials {
            let directory = root + "/\(trial)"
            let rendezvous = Rendezvous()
            for writer in 0..<Self.writers {
                let thread = Thread {
                    // A barrier, so the runs overlap rather than queue up behind thread start-up.
                    rendezvous.started.add(1, ordering: .relaxed)
                    while rendezvous.started.load(ordering: .relaxed) < Self.writers { sched_yield() }
                    var configuration = testConfiguration(seed: UInt64(trial * 100 + writer))
                    configuration.corpusDirectory = directory
                    configuration.recordsCorpus = true
                    let result = runCheck("race", Gen<Int>.int(in: 0...7), configuration: configuration) {
                        $0 != writer
                    }
                    rendezvous.reports.withLock { $0.append(result.report) }
                    rendezvous.finished.signal()
                }
                thread.start()
            }
            for _ in 0..<Self.writers { rendezvous.finished.wait() }
            let reports = rendezvous.reports.withLock { $0 }
            #expect(reports.allSatisfy { $0.contains("Recorded the minimal case") }, "trial \(trial)")
            let file = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: "race"))
            let values = Set(file.entries.map(\.entry.printedValue))
            try #require(values == Set((0..<Self.writers).map(String.init)), "trial \(trial): \(values.sorted())")
            #expect(file.entries.count == Self.writers)
        }
    }

    /// Each child process waits until all eight are up, then records its own
    /// entry (its process id) into each of 100 files: 100 trials of eight
    /// concurrent writers for eight process launches.
    @Test("8 processes recording into the same 100 corpus files keep all 8 entries in each")
    func processes() async throws {
        let directory = Self.processScratch(parent: getpid())
        mkdir(directory, 0o755)
        defer { removeTree(directory) }
        await withTaskGroup { group in
            for _ in 0..<Self.writers {
                group.addTask {
                    await #expect(processExitsWith: .success) {
                        try CorpusConcurrencyTests.recordFromChild()
                    }
                }
            }
        }
        var writers: Set<String>?
        for trial in 0..<Self.trials {
            let file = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: "trial \(trial)"))
            let values = Set(file.entries.map(\.entry.printedValue))
            #expect(values.count == Self.writers, "trial \(trial): \(values.sorted())")
            #expect(writers == nil || writers == values, "trial \(trial)")
            writers = values
        }
    }

    static func processScratch(parent: pid_t) -> String {
        scratchRoot() + "/lawcheck-processes-\(parent)"
    }

    /// Runs in a child process of the test process.
    static func recordFromChild() throws {
        let directory = processScratch(parent: getppid())
        let me = getpid()
        close(open(directory + "/ready-\(me)", O_WRONLY | O_CREAT, 0o644))
        let deadline = ContinuousClock.now + .seconds(20)
        while readyCount(directory) < writers {
            guard ContinuousClock.now < deadline else { exit(3) }
            usleep(200)
        }
        for trial in 0..<trials {
            var file = try CorpusFile(path: CorpusFile.path(directory: directory, propertyName: "trial \(trial)"))
            let entry = CorpusEntry(token: ReplayToken(choices: [UInt64(me)]), printedValue: "\(me)")
            guard try file.record(entry, propertyName: "trial \(trial)") else { exit(4) }
        }
    }

    static func readyCount(_ directory: String) -> Int {
        guard let stream = opendir(directory) else { return 0 }
        defer { closedir(stream) }
        var count = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("ready-") { count += 1 }
        }
        return count
    }
}

/// What the threads of one trial share.
final class Rendezvous: Sendable {
    let started = Atomic<Int>(0)
    let reports = Mutex<[String]>([])
    let finished = DispatchSemaphore(value: 0)
}

/// `rm -r` of a scratch directory.
func removeTree(_ path: String) {
    if let stream = opendir(path) {
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            removeTree(path + "/" + name)
        }
        closedir(stream)
        rmdir(path)
    } else {
        unlink(path)
    }
}
