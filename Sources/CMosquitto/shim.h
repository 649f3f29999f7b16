#pragma once
// Types only: the executable opens libmosquitto with dlopen when an MQTT source is first used
// (MosquittoLibrary.swift), so files, Prometheus and `--png` of a file never map it and its TLS
// stack. The pointer types come from the header's own declarations (libmosquitto-dev), so a call
// through them is checked against the real prototypes.
#include <mosquitto.h>

typedef __typeof__(mosquitto_lib_init) *wl_mosquitto_lib_init_fn;
typedef __typeof__(mosquitto_new) *wl_mosquitto_new_fn;
typedef __typeof__(mosquitto_destroy) *wl_mosquitto_destroy_fn;
typedef __typeof__(mosquitto_username_pw_set) *wl_mosquitto_username_pw_set_fn;
typedef __typeof__(mosquitto_int_option) *wl_mosquitto_int_option_fn;
typedef __typeof__(mosquitto_tls_set) *wl_mosquitto_tls_set_fn;
typedef __typeof__(mosquitto_connect_async) *wl_mosquitto_connect_async_fn;
typedef __typeof__(mosquitto_disconnect) *wl_mosquitto_disconnect_fn;
typedef __typeof__(mosquitto_subscribe) *wl_mosquitto_subscribe_fn;
typedef __typeof__(mosquitto_loop_read) *wl_mosquitto_loop_read_fn;
typedef __typeof__(mosquitto_loop_write) *wl_mosquitto_loop_write_fn;
typedef __typeof__(mosquitto_loop_misc) *wl_mosquitto_loop_misc_fn;
typedef __typeof__(mosquitto_socket) *wl_mosquitto_socket_fn;
typedef __typeof__(mosquitto_want_write) *wl_mosquitto_want_write_fn;
typedef __typeof__(mosquitto_connect_callback_set) *wl_mosquitto_connect_callback_set_fn;
typedef __typeof__(mosquitto_disconnect_callback_set) *wl_mosquitto_disconnect_callback_set_fn;
typedef __typeof__(mosquitto_message_callback_set) *wl_mosquitto_message_callback_set_fn;
typedef __typeof__(mosquitto_strerror) *wl_mosquitto_strerror_fn;
typedef __typeof__(mosquitto_connack_string) *wl_mosquitto_connack_string_fn;
