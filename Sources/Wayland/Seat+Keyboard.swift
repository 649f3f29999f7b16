import CWaylandClient
import CXKBCommon
import Glibc

/// An xkbcommon keymap and state compiled from the compositor's keymap fd.
@MainActor
final class XKBState {
    private let context: OpaquePointer
    let keymap: OpaquePointer
    let state: OpaquePointer

    /// Compiles the keymap text behind `fd` (`size` bytes); `nil` if it is not a valid keymap.
    init?(fd: Int32, size: Int) {
        guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), map != UnsafeMutableRawPointer(bitPattern: -1) else {
            return nil
        }
        defer { munmap(map, size) }
        guard let ctx = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        // The text is NUL-terminated within `size` bytes; take no more than that.
        let length = strnlen(map.assumingMemoryBound(to: CChar.self), size)
        guard let km = xkb_keymap_new_from_buffer(ctx, map.assumingMemoryBound(to: CChar.self), length,
                                                  XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS),
              let st = xkb_state_new(km) else {
            xkb_context_unref(ctx)
            return nil
        }
        context = ctx
        keymap = km
        state = st
    }

    isolated deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The keysym and text of an evdev key code in the current state.
    func translate(_ key: UInt32) -> (keysym: UInt32, text: String?) {
        let code = key + 8
        let sym = xkb_state_key_get_one_sym(state, code)
        var buffer = [CChar](repeating: 0, count: 16)
        let n = xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        let text = n > 0 ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : nil
        return (sym, text?.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) == true ? text : nil)
    }

    func repeats(_ key: UInt32) -> Bool { xkb_keymap_key_repeats(keymap, key + 8) != 0 }

    func update(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
        var m: Modifiers = []
        func active(_ name: String) -> Bool { xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 }
        if active("Shift") { m.insert(.shift) }
        if active("Control") { m.insert(.ctrl) }
        if active("Mod1") { m.insert(.alt) }
        if active("Mod4") { m.insert(.logo) }
        return m
    }
}

extension Seat {
    nonisolated static func makeKeyboardListener() -> wl_keyboard_listener {
        wl_keyboard_listener(
            keymap: { data, _, format, fd, size in
                Seat.with(data) { seat in
                    if format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue { seat.xkb = XKBState(fd: fd, size: Int(size)) }
                    if seat.xkb == nil { writeError("wayland: the compositor's keymap could not be read; keys are ignored") }
                }
                close(fd)
            },
            enter: { _, _, _, _, _ in },
            leave: { data, _, _, _ in Seat.with(data) { $0.stopRepeat() } },
            key: { data, _, _, _, key, state in
                Seat.with(data) { $0.key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue) }
            },
            modifiers: { data, _, _, depressed, latched, locked, group in
                Seat.with(data) { seat in
                    if let xkb = seat.xkb { seat.modifiers = xkb.update(depressed: depressed, latched: latched, locked: locked, group: group) }
                }
            },
            repeat_info: { data, _, rate, delay in
                Seat.with(data) { $0.repeatRate = rate; $0.repeatDelay = delay }
            })
    }

    private func key(_ key: UInt32, pressed: Bool) {
        guard let xkb else { return }
        let (sym, text) = xkb.translate(key)
        let now = monotonicSeconds()
        send(.key(KeyEvent(keysym: sym, text: text, pressed: pressed, isRepeat: false, modifiers: modifiers, time: now)))
        if pressed {
            stopRepeat()
            guard repeatRate > 0, xkb.repeats(key), let loop = display.loop else { return }
            repeatKey = key
            let interval = 1 / Double(repeatRate)
            repeatTimer = loop.schedule(after: Double(repeatDelay) / 1000, repeating: interval) { [weak self] in
                guard let self, let xkb = self.xkb else { return }
                let (sym, text) = xkb.translate(key)
                self.send(.key(KeyEvent(keysym: sym, text: text, pressed: true, isRepeat: true,
                                        modifiers: self.modifiers, time: monotonicSeconds())))
            }
        } else if key == repeatKey {
            stopRepeat()
        }
    }

    /// Ends key repeat (key released, focus lost).
    func stopRepeat() {
        if let t = repeatTimer { display.loop?.cancel(t) }
        repeatTimer = nil
        repeatKey = 0
    }
}
