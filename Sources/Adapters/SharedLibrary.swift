import Foundation

/// A C library of the system opened with `dlopen` when a feature first needs it, instead of being
/// linked: the libraries only sound and speech use (PulseAudio, speech-dispatcher and what they pull
/// in) are then never mapped by `--png`, `--check` or a silent window (docs/performance.md, "What
/// holds the memory of `--png`"). The handle is never closed: the library stays for the process.
struct SharedLibrary: @unchecked Sendable {
    /// The file name given to `dlopen` (a soname such as `libpulse-simple.so.0`).
    let name: String
    /// The Debian package that installs it (named in the error when it is missing).
    let package: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `name` (searched the usual way: the loader's cache, `LD_LIBRARY_PATH`).
    /// - Throws: ``SharedLibraryError/missing(library:package:reason:)`` with `dlerror`'s reason.
    init(_ name: String, package: String) throws(SharedLibraryError) {
        guard let h = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw .missing(library: name, package: package, reason: Self.lastError())
        }
        self.name = name
        self.package = package
        handle = h
    }

    /// Opens `name` and looks up what `functions` needs, once: for a `static let` that every later
    /// use reads (the same functions, or the same error).
    static func load<Functions>(_ name: String, package: String,
                                _ functions: (SharedLibrary) throws(SharedLibraryError) -> Functions)
        -> Result<Functions, SharedLibraryError> {
        Result { () throws(SharedLibraryError) in try functions(SharedLibrary(name, package: package)) }
    }

    /// The function `symbol` of the library (or of a library it depends on) as the C function
    /// pointer type `T` (one of the shim headers' `…_fn` typedefs, which carry the real prototype).
    /// - Throws: ``SharedLibraryError/missingSymbol(library:symbol:)`` when the library has no such
    ///   symbol (an older version than the headers).
    func function<T>(_ symbol: String, as type: T.Type = T.self) throws(SharedLibraryError) -> T {
        guard let address = dlsym(handle, symbol) else { throw .missingSymbol(library: name, symbol: symbol) }
        return unsafeBitCast(address, to: type)
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "dlopen failed"
    }
}

/// Why a library opened on first use is not there.
enum SharedLibraryError: Error, Equatable, CustomStringConvertible {
    /// `dlopen` failed: not installed, or not loadable (`reason` is `dlerror`'s text).
    case missing(library: String, package: String, reason: String)
    /// The library lacks a function the headers declared.
    case missingSymbol(library: String, symbol: String)

    var description: String {
        switch self {
        case let .missing(library, package, reason):
            // dlerror repeats the name first ("libx.so.0: cannot open shared object file: …").
            let why = reason.hasPrefix(library + ": ") ? String(reason.dropFirst(library.count + 2)) : reason
            return "\(library) could not be loaded (\(why)); install \(package)"
        case let .missingSymbol(library, symbol):
            return "\(library) has no \(symbol) (too old a version)"
        }
    }
}
