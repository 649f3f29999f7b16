import CDBus

/// The libdbus-1 functions the accessibility bridge calls, looked up once when the session bus is
/// first asked whether a screen reader runs (``SharedLibrary``): a window started without the
/// accessibility bus maps no D-Bus library at all.
struct DBusLibrary: @unchecked Sendable {
    let errorInit: wl_dbus_error_init_fn, errorFree: wl_dbus_error_free_fn
    let busGetPrivate: wl_dbus_bus_get_private_fn, openPrivate: wl_dbus_connection_open_private_fn
    let busRegister: wl_dbus_bus_register_fn, uniqueName: wl_dbus_bus_get_unique_name_fn
    let close: wl_dbus_connection_close_fn, unref: wl_dbus_connection_unref_fn
    let setExitOnDisconnect: wl_dbus_connection_set_exit_on_disconnect_fn
    let unixFD: wl_dbus_connection_get_unix_fd_fn, readWrite: wl_dbus_connection_read_write_fn
    let dispatch: wl_dbus_connection_dispatch_fn, dispatchStatus: wl_dbus_connection_get_dispatch_status_fn
    let flush: wl_dbus_connection_flush_fn, send: wl_dbus_connection_send_fn
    let call: wl_dbus_connection_send_with_reply_and_block_fn
    let registerFallback: wl_dbus_connection_try_register_fallback_fn
    let newMethodCall: wl_dbus_message_new_method_call_fn, newReturn: wl_dbus_message_new_method_return_fn
    let newError: wl_dbus_message_new_error_fn, newSignal: wl_dbus_message_new_signal_fn
    let messageUnref: wl_dbus_message_unref_fn, setAutoStart: wl_dbus_message_set_auto_start_fn
    let path: wl_dbus_message_get_string_fn, interface: wl_dbus_message_get_string_fn, member: wl_dbus_message_get_string_fn
    let messageType: wl_dbus_message_get_type_fn
    let iterInit: wl_dbus_message_iter_init_fn, iterInitAppend: wl_dbus_message_iter_init_append_fn
    let argType: wl_dbus_message_iter_get_arg_type_fn, getBasic: wl_dbus_message_iter_get_basic_fn
    let next: wl_dbus_message_iter_next_fn, recurse: wl_dbus_message_iter_recurse_fn
    let appendBasic: wl_dbus_message_iter_append_basic_fn
    let openContainer: wl_dbus_message_iter_open_container_fn, closeContainer: wl_dbus_message_iter_close_container_fn

    /// The library on first use; the same answer (or error) afterwards.
    static let shared = SharedLibrary.load("libdbus-1.so.3", package: "libdbus-1-3") { l throws(SharedLibraryError) in
        try DBusLibrary(
            errorInit: l.function("dbus_error_init"), errorFree: l.function("dbus_error_free"),
            busGetPrivate: l.function("dbus_bus_get_private"), openPrivate: l.function("dbus_connection_open_private"),
            busRegister: l.function("dbus_bus_register"), uniqueName: l.function("dbus_bus_get_unique_name"),
            close: l.function("dbus_connection_close"), unref: l.function("dbus_connection_unref"),
            setExitOnDisconnect: l.function("dbus_connection_set_exit_on_disconnect"),
            unixFD: l.function("dbus_connection_get_unix_fd"), readWrite: l.function("dbus_connection_read_write"),
            dispatch: l.function("dbus_connection_dispatch"), dispatchStatus: l.function("dbus_connection_get_dispatch_status"),
            flush: l.function("dbus_connection_flush"), send: l.function("dbus_connection_send"),
            call: l.function("dbus_connection_send_with_reply_and_block"),
            registerFallback: l.function("dbus_connection_try_register_fallback"),
            newMethodCall: l.function("dbus_message_new_method_call"), newReturn: l.function("dbus_message_new_method_return"),
            newError: l.function("dbus_message_new_error"), newSignal: l.function("dbus_message_new_signal"),
            messageUnref: l.function("dbus_message_unref"), setAutoStart: l.function("dbus_message_set_auto_start"),
            path: l.function("dbus_message_get_path"), interface: l.function("dbus_message_get_interface"),
            member: l.function("dbus_message_get_member"), messageType: l.function("dbus_message_get_type"),
            iterInit: l.function("dbus_message_iter_init"), iterInitAppend: l.function("dbus_message_iter_init_append"),
            argType: l.function("dbus_message_iter_get_arg_type"), getBasic: l.function("dbus_message_iter_get_basic"),
            next: l.function("dbus_message_iter_next"), recurse: l.function("dbus_message_iter_recurse"),
            appendBasic: l.function("dbus_message_iter_append_basic"),
            openContainer: l.function("dbus_message_iter_open_container"),
            closeContainer: l.function("dbus_message_iter_close_container"))
    }

    /// `DBUS_MESSAGE_TYPE_METHOD_CALL`.
    static let methodCall: Int32 = 1
    /// `DBusHandlerResult`.
    static let handled: Int32 = 0, notHandled: Int32 = 1
    /// `DBusDispatchStatus`.
    static let dataRemains: Int32 = 0
}
