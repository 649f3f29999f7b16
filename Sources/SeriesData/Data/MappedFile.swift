#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file, memory-mapped when it is a regular file (read in chunks otherwise), so that
/// the parsers stream through it once and garbage fails on its first bytes without reading the rest.
final class MappedFile {
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapped: Bool

    /// Opens and maps `path`; errors name the file and the reason (`strerror`).
    init(path: String) throws(LoadError) {
        func failure(_ why: String) -> LoadError { LoadError(path: path, place: .file, problem: .unreadable(why)) }
        func reason() -> String { String(cString: strerror(errno)) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(reason()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(reason()) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure("it is a directory") }
        if (info.st_mode & S_IFMT) == S_IFREG {
            let size = Int(info.st_size)
            if size > ChartLoader.maxFileSize { throw LoadError(path: path, place: .file, problem: .tooLarge(bytes: size)) }
            if size == 0 {
                bytes = UnsafeBufferPointer(start: nil, count: 0); mapped = false; return
            }
            let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
            if let p, p != UnsafeMutableRawPointer(bitPattern: -1) {
                _ = madvise(p, size, MADV_SEQUENTIAL)
                bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: size)
                mapped = true
                return
            }
        }
        // Pipes, character devices, or a failed map: read everything.
        var capacity = 1 << 16, count = 0
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        while true {
            if count == capacity {
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                bigger.update(from: buffer, count: count)
                buffer.deallocate()
                buffer = bigger
                capacity *= 2
            }
            let n = read(fd, buffer + count, capacity - count)
            if n < 0 {
                if errno == EINTR { continue }
                let why = reason()
                buffer.deallocate()
                throw failure(why)
            }
            if n == 0 { break }
            count += n
            // Garbage fails on its first bytes here too (`/dev/zero`, `/dev/urandom`), and an
            // endless stream stops at the size limit.
            if ChartLoader.looksBinary(UnsafeBufferPointer(start: buffer, count: count)) { break }
            if count > ChartLoader.maxFileSize {
                buffer.deallocate()
                throw LoadError(path: path, place: .file, problem: .tooLarge(bytes: count))
            }
        }
        bytes = UnsafeBufferPointer(start: buffer, count: count)
        mapped = false
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            base.deallocate()
        }
    }
}

/// Whether a regular file exists at `path`.
func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
}
