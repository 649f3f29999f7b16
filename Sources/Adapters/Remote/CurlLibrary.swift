import CCurl

/// The libcurl functions ``HTTPFetcher`` calls, looked up once on the first http(s) request
/// (``SharedLibrary``): `--png` of a file, a window of a file and `--check` map neither libcurl
/// nor its TLS and Kerberos libraries (docs/performance.md, "HTTP through libcurl opened on first use").
struct CurlLibrary: @unchecked Sendable {
    let easyInit: wl_curl_easy_init_fn, perform: wl_curl_easy_perform_fn, cleanup: wl_curl_easy_cleanup_fn
    let strerror: wl_curl_easy_strerror_fn
    let slistAppend: wl_curl_slist_append_fn, slistFreeAll: wl_curl_slist_free_all_fn
    /// The variadic `curl_easy_setopt` and `curl_easy_getinfo`, called through the shim's
    /// `wl_curl_setopt_…` / `wl_curl_getinfo_long` (Swift cannot call a variadic function).
    let setopt: UnsafeMutableRawPointer, getinfo: UnsafeMutableRawPointer

    /// The library, opened and globally initialised (`curl_global_init`, once, before any
    /// transfer) on first use; the same answer (or error) afterwards.
    static let shared = SharedLibrary.load("libcurl.so.4", package: "libcurl4") { lib throws(SharedLibraryError) in
        let globalInit: wl_curl_global_init_fn = try lib.function("curl_global_init")
        let curl = CurlLibrary(easyInit: try lib.function("curl_easy_init"), perform: try lib.function("curl_easy_perform"),
                               cleanup: try lib.function("curl_easy_cleanup"), strerror: try lib.function("curl_easy_strerror"),
                               slistAppend: try lib.function("curl_slist_append"),
                               slistFreeAll: try lib.function("curl_slist_free_all"),
                               setopt: try lib.function("curl_easy_setopt"), getinfo: try lib.function("curl_easy_getinfo"))
        _ = globalInit(Global.all)
        return curl
    }

    /// libcurl's message for a `CURLcode`.
    func text(of code: Int32) -> String { strerror(code).map { String(cString: $0) } ?? "libcurl error \(code)" }

    /// `CURLOPT_…` numbers (curl/curl.h: a type's base plus the option's number; part of the ABI).
    enum Option {
        static let writeData: Int32 = 10_001, url: Int32 = 10_002, errorBuffer: Int32 = 10_010
        static let writeFunction: Int32 = 20_011, userAgent: Int32 = 10_018, httpHeader: Int32 = 10_023
        static let headerData: Int32 = 10_029, followLocation: Int32 = 52, maxRedirects: Int32 = 68
        static let headerFunction: Int32 = 20_079, noSignal: Int32 = 99, acceptEncoding: Int32 = 10_102
        static let timeoutMilliseconds: Int32 = 155, protocols: Int32 = 10_318, redirectProtocols: Int32 = 10_319
    }

    /// `CURLINFO_RESPONSE_CODE` (a long).
    static let responseCode: Int32 = 0x200000 + 2
    /// `CURL_ERROR_SIZE`: the bytes of `CURLOPT_ERRORBUFFER`.
    static let errorSize = 256

    enum Global { static let all = 3 }

    /// `CURLcode`s the fetcher tells apart.
    enum Code {
        static let ok: Int32 = 0, unsupportedProtocol: Int32 = 1, badURL: Int32 = 3, proxyNotFound: Int32 = 5
        static let hostNotFound: Int32 = 6, couldNotConnect: Int32 = 7, weirdReply: Int32 = 8, partialFile: Int32 = 18
        static let timedOut: Int32 = 28, tlsConnect: Int32 = 35, tooManyRedirects: Int32 = 47, gotNothing: Int32 = 52
        static let sendError: Int32 = 55, receiveError: Int32 = 56, badContentEncoding: Int32 = 61
        /// Certificates, ciphers, pinning, CA files: the TLS handshake or its checks.
        static let tls: Set<Int32> = [35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98]
    }
}
