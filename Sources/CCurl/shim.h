#pragma once
// libcurl's easy interface as the executable uses it (HTTPFetcher.swift): it opens libcurl.so.4
// with dlopen when an http(s) source is first used (CurlLibrary.swift), so `--png` of a file, a
// window of a file and `--check` map neither libcurl and its TLS stack nor FoundationNetworking.
// libcurl's headers are not needed: the types below are its ABI (opaque handles, `int`-sized
// codes), and the option numbers are kept in CurlLibrary.swift. `curl_easy_setopt` and
// `curl_easy_getinfo` are variadic, which Swift cannot call: the inline functions here call them
// with one argument of a fixed type each.
#include <stddef.h>

/// `CURL`: an easy handle.
typedef struct wl_curl wl_curl;
/// `struct curl_slist`: a list of strings (request headers).
typedef struct wl_curl_slist wl_curl_slist;

typedef int (*wl_curl_global_init_fn)(long flags);
typedef wl_curl *(*wl_curl_easy_init_fn)(void);
typedef int (*wl_curl_easy_perform_fn)(wl_curl *handle);
typedef void (*wl_curl_easy_cleanup_fn)(wl_curl *handle);
typedef const char *(*wl_curl_easy_strerror_fn)(int code);
typedef wl_curl_slist *(*wl_curl_slist_append_fn)(wl_curl_slist *list, const char *string);
typedef void (*wl_curl_slist_free_all_fn)(wl_curl_slist *list);
/// `CURLOPT_WRITEFUNCTION` / `CURLOPT_HEADERFUNCTION`: bytes, 1, count, the `…DATA` pointer.
typedef size_t (*wl_curl_data_fn)(char *bytes, size_t size, size_t count, void *context);

/// `curl_easy_setopt(handle, option, long)`; `setopt` is the address of `curl_easy_setopt`.
static inline int wl_curl_setopt_long(void *setopt, wl_curl *handle, int option, long value) {
    return ((int (*)(wl_curl *, int, ...))setopt)(handle, option, value);
}

/// `curl_easy_setopt(handle, option, pointer)` (strings are copied by libcurl; lists and buffers
/// must outlive the transfer).
static inline int wl_curl_setopt_pointer(void *setopt, wl_curl *handle, int option, const void *value) {
    return ((int (*)(wl_curl *, int, ...))setopt)(handle, option, value);
}

/// `curl_easy_setopt(handle, option, callback)`.
static inline int wl_curl_setopt_function(void *setopt, wl_curl *handle, int option, wl_curl_data_fn value) {
    return ((int (*)(wl_curl *, int, ...))setopt)(handle, option, value);
}

/// `curl_easy_getinfo(handle, info, long *)`; `getinfo` is the address of `curl_easy_getinfo`.
static inline int wl_curl_getinfo_long(void *getinfo, wl_curl *handle, int info, long *value) {
    return ((int (*)(wl_curl *, int, ...))getinfo)(handle, info, value);
}
