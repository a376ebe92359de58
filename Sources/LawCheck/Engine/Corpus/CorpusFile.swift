#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The regression corpus of one property: a UTF-8 text file in the corpus
/// directory, one entry per line, `#` comment lines, either LF or CRLF line
/// endings. The first line is a header naming the property in full:
///
///     # LawCheck regression corpus of "sum below 100": <replay token> <counterexample>
///
/// Reading validates every line (malformed, duplicate or invalid UTF-8 lines
/// throw, naming file and line). Recording locks the directory (see
/// `CorpusLock`), re-reads the file, adds the entry unless its choices are
/// already present, keeps every existing line in order with the file's line
/// ending and mode, and replaces the file atomically (temporary file, `fsync`,
/// `rename`) — so concurrent recorders in one or several processes never lose
/// an entry.
public struct CorpusFile: Sendable {
    /// The file's path.
    public let path: String
    /// The file's lines as read (comments included, line endings stripped).
    private var lines: [String]
    /// The entries with their 1-based line numbers.
    public private(set) var entries: [(line: Int, entry: CorpusEntry)]
    /// The property name the header line records, if the file has one.
    public private(set) var headerPropertyName: String?
    /// The line ending the file uses: that of its first line (CRLF or LF).
    private var lineEnding: String
    /// Whether the file starts with a UTF-8 byte order mark, which some
    /// editors add: it is not part of the first line, and a recording keeps it.
    private var byteOrderMark = false
    private static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Longest file name (without `.txt`) kept as is: file systems allow 255
    /// bytes, and a prefix stays readable in a directory listing.
    static let maxPlainNameLength = 100
    /// Length of the readable prefix of a hashed file name.
    static let hashedPrefixLength = 64

    /// The corpus file for `propertyName` in `directory`.
    ///
    /// A name made only of ASCII letters, digits, `.`, `-` and `_`, at most
    /// 100 characters long, is the file name: `<name>.txt`. Any other name is
    /// `<prefix>-<hash>.txt`: the prefix is the name's first 64 characters with
    /// every other character replaced by `_`, the hash 12 hex digits of a
    /// stable 64-bit hash (FNV-1a mixed by SplitMix64) of the full name's
    /// UTF-8 — so `a b` and `a/b` get different files, long names stay within
    /// file-system limits, and the name is the same on every run and machine.
    public static func path(directory: String, propertyName: String) -> String {
        let sanitized = String(
            String.UnicodeScalarView(
                propertyName.unicodeScalars.map { scalar in
                    let allowed =
                        scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || "._-".unicodeScalars.contains(scalar))
                    return allowed ? scalar : "_"
                }))
        if sanitized == propertyName && sanitized.utf8.count <= maxPlainNameLength {
            return directory + "/" + sanitized + ".txt"
        }
        let hash = String(SplitMix64.mix(Seed.stableHash(propertyName)) >> 16, radix: 16)
        let digits = String(repeating: "0", count: 12 - hash.count) + hash
        return directory + "/" + sanitized.prefix(hashedPrefixLength) + "-" + digits + ".txt"
    }

    static let headerStart = "# LawCheck regression corpus of \""
    static let headerEnd = "\": <replay token> <counterexample>"

    /// The header line naming `propertyName` (escaped as printed values are,
    /// so any name fits on one line and reads back).
    static func header(propertyName: String) -> String {
        headerStart + CorpusEntry.escape(propertyName) + headerEnd
    }

    /// Reads and validates the file at `path`; a missing file is an empty
    /// corpus. Malformed, duplicate or non-UTF-8 lines throw, naming file and
    /// line.
    public init(path: String) throws(CorpusError) {
        self.init(emptyAt: path)
        guard var bytes = try Self.readFile(path) else { return }
        if bytes.starts(with: Self.byteOrderMarkBytes) {
            byteOrderMark = true
            bytes.removeFirst(Self.byteOrderMarkBytes.count)
        }
        var rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if rawLines.last?.isEmpty == true { rawLines.removeLast() }
        if bytes.contains(UInt8(ascii: "\n")), rawLines.first?.last == UInt8(ascii: "\r") {
            lineEnding = "\r\n"
        }
        var seen: [[UInt64]: Int] = [:]
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let content = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            let line = String(decoding: content, as: UTF8.self)
            guard line.utf8.elementsEqual(content) else {
                throw CorpusError(
                    "\(path):\(number): not valid UTF-8 text: a corpus file is text; fix or delete that line")
            }
            lines.append(line)
            if number == 1, line.hasPrefix(Self.headerStart), line.hasSuffix(Self.headerEnd),
                line.count >= Self.headerStart.count + Self.headerEnd.count
            {
                let escaped = line.dropFirst(Self.headerStart.count).dropLast(Self.headerEnd.count)
                headerPropertyName = try? CorpusEntry.unescape(escaped)
            }
            if line.hasPrefix("#") || line.allSatisfy({ $0 == " " }) { continue }
            let entry: CorpusEntry
            do {
                entry = try CorpusEntry(parsing: line)
            } catch {
                throw CorpusError("\(path):\(number): malformed entry: \(error.message)")
            }
            if let earlier = seen[entry.token.choices] {
                throw CorpusError("\(path):\(number): malformed entry: duplicate of line \(earlier)")
            }
            seen[entry.token.choices] = number
            entries.append((number, entry))
        }
    }

    /// A corpus file at `path` not read yet: `record` reads it anyway.
    init(emptyAt path: String) {
        self.path = path
        lines = []
        entries = []
        headerPropertyName = nil
        lineEnding = "\n"
    }

    /// Whether an entry with the same choices is already present.
    public func contains(_ token: ReplayToken) -> Bool {
        entries.contains { $0.entry.token.choices == token.choices }
    }

    /// Adds `entry` to the file as it is on disk now, unless an entry with the
    /// same choices is there, and writes it atomically under the corpus lock
    /// (see the type's documentation); the file for a new corpus starts with
    /// the header naming `propertyName`. Afterwards this value reflects the
    /// file on disk. Returns whether the entry was added; once it returns
    /// true, the entry is on disk.
    @discardableResult
    public mutating func record(_ entry: CorpusEntry, propertyName: String) throws(CorpusError) -> Bool {
        let path = self.path
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        try Self.makeDirectory(directory)
        let (updated, added) = try CorpusLock.withLock(directory: directory) {
            () throws(CorpusError) -> (CorpusFile, Bool) in
            var current = try CorpusFile(path: path)
            if current.contains(entry.token) { return (current, false) }
            if current.lines.isEmpty { current.lines.append(Self.header(propertyName: propertyName)) }
            current.lines.append(entry.line)
            let ending = current.lineEnding
            let text = (current.byteOrderMark ? "\u{FEFF}" : "") + current.lines.map { $0 + ending }.joined()
            try Self.writeAtomically(text, to: path, directory: directory)
            current.entries.append((current.lines.count, entry))
            return (current, true)
        }
        self = updated
        return added
    }

    static func readFile(_ path: String) throws(CorpusError) -> [UInt8]? {
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
        return bytes
    }

    /// Replaces the file at `path` with `text`: a temporary file in the same
    /// directory, written, given the old file's permission bits, `fsync`ed and
    /// renamed over it, then the directory `fsync`ed. A file without any write permission bit is refused
    /// even when the process could write it anyway (root): read-only means
    /// "do not record here".
    static func writeAtomically(_ text: String, to path: String, directory: String) throws(CorpusError) {
        var status = stat()
        var mode: mode_t?
        if stat(path, &status) == 0 {
            mode = status.st_mode & 0o7777
            if status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 || access(path, W_OK) != 0 {
                throw CorpusError("corpus file \(path) is read-only; make it writable or set LAWCHECK_RECORD=0")
            }
        }
        if access(directory, W_OK) != 0 {
            throw CorpusError("corpus directory \(directory) is not writable: \(String(cString: strerror(errno)))")
        }
        // One writer per process at a time (the caller holds `CorpusLock`), so the process id is unique.
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor < 0 {
            throw CorpusError("cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let moded = mode.map { fchmod(descriptor, $0) } ?? 0
        let synced = fsync(descriptor)
        close(descriptor)
        if written != bytes.count || moded != 0 || synced != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CorpusError("cannot write \(temporary): \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CorpusError("cannot replace corpus file \(path): \(reason)")
        }
        // The rename itself is on disk only once the directory is: "Recorded" must survive a crash.
        let directoryDescriptor = open(directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
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
