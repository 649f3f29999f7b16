#pragma once
// libdbus-1 as the accessibility bridge uses it (AccessibilityBridge.swift): the executable opens
// libdbus-1.so.3 with dlopen only when the session bus says a screen reader runs (DBusLibrary.swift),
// so a window without one, `--png` and `--check` never map it. libdbus's headers are not needed:
// the types below are its ABI (opaque handles, the two structs callers allocate, the vtable), and
// only its non-variadic functions are called (arguments through message iterators).
#include <stdint.h>

typedef struct wl_dbus_connection wl_dbus_connection;
typedef struct wl_dbus_message wl_dbus_message;
typedef uint32_t wl_dbus_bool;

/// `DBusError` (dbus-errors.h): `name` and `message` are set when something failed.
typedef struct {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} wl_dbus_error;

/// `DBusMessageIter` (dbus-message.h, 64-bit pointers): a cursor the caller allocates.
typedef struct {
    void *dummy1;
    void *dummy2;
    uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} wl_dbus_message_iter;

/// `DBusHandlerResult`: 0 handled, 1 not yet handled.
typedef int (*wl_dbus_message_fn)(wl_dbus_connection *connection, wl_dbus_message *message, void *context);

/// `DBusObjectPathVTable`.
typedef struct {
    void (*unregister_function)(wl_dbus_connection *connection, void *context);
    wl_dbus_message_fn message_function;
    void (*pad1)(void *);
    void (*pad2)(void *);
    void (*pad3)(void *);
    void (*pad4)(void *);
} wl_dbus_vtable;

typedef void (*wl_dbus_error_init_fn)(wl_dbus_error *error);
typedef void (*wl_dbus_error_free_fn)(wl_dbus_error *error);
/// `dbus_bus_get_private(DBUS_BUS_SESSION = 0, error)`.
typedef wl_dbus_connection *(*wl_dbus_bus_get_private_fn)(int type, wl_dbus_error *error);
typedef wl_dbus_connection *(*wl_dbus_connection_open_private_fn)(const char *address, wl_dbus_error *error);
typedef wl_dbus_bool (*wl_dbus_bus_register_fn)(wl_dbus_connection *connection, wl_dbus_error *error);
typedef const char *(*wl_dbus_bus_get_unique_name_fn)(wl_dbus_connection *connection);
typedef void (*wl_dbus_connection_close_fn)(wl_dbus_connection *connection);
typedef void (*wl_dbus_connection_unref_fn)(wl_dbus_connection *connection);
typedef void (*wl_dbus_connection_set_exit_on_disconnect_fn)(wl_dbus_connection *connection, wl_dbus_bool exit);
typedef wl_dbus_bool (*wl_dbus_connection_get_unix_fd_fn)(wl_dbus_connection *connection, int *fd);
typedef wl_dbus_bool (*wl_dbus_connection_read_write_fn)(wl_dbus_connection *connection, int timeout_ms);
/// Returns `DBusDispatchStatus`: 0 data remains, 1 complete, 2 out of memory.
typedef int (*wl_dbus_connection_dispatch_fn)(wl_dbus_connection *connection);
typedef int (*wl_dbus_connection_get_dispatch_status_fn)(wl_dbus_connection *connection);
typedef void (*wl_dbus_connection_flush_fn)(wl_dbus_connection *connection);
typedef wl_dbus_bool (*wl_dbus_connection_send_fn)(wl_dbus_connection *connection, wl_dbus_message *message, uint32_t *serial);
typedef wl_dbus_message *(*wl_dbus_connection_send_with_reply_and_block_fn)(wl_dbus_connection *connection, wl_dbus_message *message,
                                                                            int timeout_ms, wl_dbus_error *error);
typedef wl_dbus_bool (*wl_dbus_connection_try_register_fallback_fn)(wl_dbus_connection *connection, const char *path,
                                                                    const wl_dbus_vtable *vtable, void *context, wl_dbus_error *error);
typedef wl_dbus_message *(*wl_dbus_message_new_method_call_fn)(const char *destination, const char *path, const char *interface,
                                                               const char *method);
typedef wl_dbus_message *(*wl_dbus_message_new_method_return_fn)(wl_dbus_message *call);
typedef wl_dbus_message *(*wl_dbus_message_new_error_fn)(wl_dbus_message *call, const char *name, const char *message);
typedef wl_dbus_message *(*wl_dbus_message_new_signal_fn)(const char *path, const char *interface, const char *name);
typedef void (*wl_dbus_message_unref_fn)(wl_dbus_message *message);
typedef void (*wl_dbus_message_set_auto_start_fn)(wl_dbus_message *message, wl_dbus_bool auto_start);
typedef const char *(*wl_dbus_message_get_string_fn)(wl_dbus_message *message);
typedef int (*wl_dbus_message_get_type_fn)(wl_dbus_message *message);
typedef wl_dbus_bool (*wl_dbus_message_iter_init_fn)(wl_dbus_message *message, wl_dbus_message_iter *iter);
typedef void (*wl_dbus_message_iter_init_append_fn)(wl_dbus_message *message, wl_dbus_message_iter *iter);
typedef int (*wl_dbus_message_iter_get_arg_type_fn)(wl_dbus_message_iter *iter);
typedef void (*wl_dbus_message_iter_get_basic_fn)(wl_dbus_message_iter *iter, void *value);
typedef wl_dbus_bool (*wl_dbus_message_iter_next_fn)(wl_dbus_message_iter *iter);
typedef void (*wl_dbus_message_iter_recurse_fn)(wl_dbus_message_iter *iter, wl_dbus_message_iter *sub);
typedef wl_dbus_bool (*wl_dbus_message_iter_append_basic_fn)(wl_dbus_message_iter *iter, int type, const void *value);
typedef wl_dbus_bool (*wl_dbus_message_iter_open_container_fn)(wl_dbus_message_iter *iter, int type, const char *signature,
                                                               wl_dbus_message_iter *sub);
typedef wl_dbus_bool (*wl_dbus_message_iter_close_container_fn)(wl_dbus_message_iter *iter, wl_dbus_message_iter *sub);
