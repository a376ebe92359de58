#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The regression corpus of one property: `<directory>/<property name>.txt`,
/// plain text, one entry per line, `#` comment lines. Reading validates every
/// line; writing keeps every existing line in order, never duplicates an
/// entry, and replaces the file atomically (temporary file in the same
/// directory, then `rename`).
public struct CorpusFile: Sendable {
    /// The file's path.
    public let path: String
    /// The file's lines as read (comments included), to be preserved.
    private var lines: [String]
    /// The entries with their 1-based line numbers.
    public private(set) var entries: [(line: Int, entry: CorpusEntry)]

    /// The corpus file for `propertyName` in `directory`. Characters other
    /// than letters, digits, `.`, `-` and `_` become `_` in the file name.
    public static func path(directory: String, propertyName: String) -> String {
        let safe = propertyName.unicodeScalars.map { scalar -> String in
            let allowed = scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return allowed ? String(scalar) : "_"
        }
        return directory + "/" + safe.joined() + ".txt"
    }

    /// Reads and validates the file at `path`; a missing file is an empty
    /// corpus. Malformed or duplicate lines throw, naming file and line.
    public init(path: String) throws(CorpusError) {
        self.path = path
        lines = []
        entries = []
        guard let text = try Self.readFile(path) else { return }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var seen: [ReplayToken: Int] = [:]
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
            let entry: CorpusEntry
            do {
                entry = try CorpusEntry(parsing: line)
            } catch {
                throw CorpusError("\(path):\(number): malformed entry: \(error.message)")
            }
            if let earlier = seen[entry.token] {
                throw CorpusError("\(path):\(number): malformed entry: duplicate of line \(earlier)")
            }
            seen[entry.token] = number
            entries.append((number, entry))
        }
    }

    /// Whether an entry with the same choices is already present.
    public func contains(_ token: ReplayToken) -> Bool {
        entries.contains { $0.entry.token == token }
    }

    /// Appends `entry` and writes the file atomically; does nothing if an
    /// entry with the same token exists. Returns whether it was added.
    @discardableResult
    public mutating func record(_ entry: CorpusEntry, header: String) throws(CorpusError) -> Bool {
        if contains(entry.token) { return false }
        var newLines = lines
        if newLines.isEmpty { newLines.append(header) }
        newLines.append(entry.line)
        try Self.writeAtomically(newLines.joined(separator: "\n") + "\n", to: path)
        lines = newLines
        entries.append((newLines.count, entry))
        return true
    }

    static func readFile(_ path: String) throws(CorpusError) -> String? {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw CorpusError("cannot read corpus file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw CorpusError("cannot read corpus file \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeAtomically(_ text: String, to path: String) throws(CorpusError) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        try makeDirectory(directory)
        if access(path, F_OK) == 0 && access(path, W_OK) != 0 {
            throw CorpusError("corpus file \(path) is read-only; make it writable or set LAWCHECK_RECORD=0")
        }
        if access(directory, W_OK) != 0 {
            throw CorpusError("corpus directory \(directory) is not writable: \(String(cString: strerror(errno)))")
        }
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor < 0 {
            throw CorpusError("cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        if written != bytes.count || synced != 0 {
            unlink(temporary)
            throw CorpusError("cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CorpusError("cannot replace corpus file \(path): \(reason)")
        }
    }

    /// `mkdir -p`.
    static func makeDirectory(_ directory: String) throws(CorpusError) {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw CorpusError("cannot create corpus directory \(current): \(String(cString: strerror(errno)))")
            }
            var status = stat()
            if stat(current, &status) != 0 || (status.st_mode & S_IFMT) != S_IFDIR {
                throw CorpusError("cannot create corpus directory \(directory): \(current) is not a directory")
            }
        }
    }
}
