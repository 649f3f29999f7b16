import CWaylandClient
import WaylandProtocols

/// The seat: pointer, keyboard and touch, turned into `InputEvent`s for the window (positions
/// scaled to buffer pixels).
@MainActor
final class Seat: ProxyOwner {
    unowned let display: Display
    let proxy: OpaquePointer
    let version: UInt32
    var pointer: OpaquePointer?
    var keyboard: OpaquePointer?
    var touch: OpaquePointer?
    var pinch: OpaquePointer?
    /// Buffer pixels per surface unit (the window's scale).
    var scale: Double = 1
    /// Modifiers from the keyboard (Ctrl+wheel zooms).
    package internal(set) var modifiers: Modifiers = []
    /// The capabilities the compositor announced.
    private(set) var hasPointer = false, hasKeyboard = false, hasTouch = false

    // pointer state (surface units)
    var pointerX = 0.0, pointerY = 0.0
    var pointerFrame = PointerFrame()
    var pinchScale = 1.0
    var cursor: Cursor?
    /// Hide the cursor on enter, show it while the mouse moves, hide it again after this many
    /// seconds without motion (`nil`: always shown; a kiosk sets it, Seat+CursorHiding).
    var cursorAutoHide: Double?
    var cursorHidden = false
    var enterSerial: UInt32 = 0
    var hideTimer: EventLoop.TimerID?
    // keyboard state
    var xkb: XKBState?
    var repeatRate: Int32 = 25, repeatDelay: Int32 = 600
    var repeatTimer: EventLoop.TimerID?
    var repeatKey: UInt32 = 0
    /// The compositor's input timestamps on our clock: velocities come from when events happened,
    /// not from when a busy client got round to reading them.
    var eventClock = EventClock()

    let pointerListener = Listener(Seat.makePointerListener())
    let keyboardListener = Listener(Seat.makeKeyboardListener())
    private let seatListener = Listener(wl_seat_listener(
        capabilities: { data, _, caps in Seat.with(data) { $0.capabilitiesChanged(caps) } },
        name: { _, _, _ in }))

    init(display: Display, proxy: OpaquePointer, version: UInt32) {
        self.display = display
        self.proxy = proxy
        self.version = version
        wl_seat_add_listener(proxy, seatListener.pointer, userdata)
    }

    /// An event's compositor timestamp on our clock (`EventClock`).
    func eventTime(_ stamp: UInt32) -> Double {
        eventClock.seconds(forEventAt: stamp, readAt: monotonicSeconds())
    }

    func scaleChanged(to newScale: Double) {
        scale = newScale
        cursor?.scaleChanged(to: Int(newScale.rounded(.up)))
    }

    private func capabilitiesChanged(_ caps: UInt32) {
        hasPointer = caps & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        hasKeyboard = caps & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        hasTouch = caps & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasPointer, pointer == nil {
            pointer = wl_seat_get_pointer(proxy)
            wl_pointer_add_listener(pointer, pointerListener.pointer, userdata)
            if let registry = display.registry, let compositor = registry.compositor, let shm = registry.shm {
                cursor = Cursor(compositor: compositor, shm: shm, scale: Int(scale.rounded(.up)))
            }
            setUpGestures()
        } else if !hasPointer, let p = pointer {
            if let pinch { zwp_pointer_gesture_pinch_v1_destroy(pinch); self.pinch = nil }
            if version >= 3 { wl_pointer_release(p) } else { wl_pointer_destroy(p) }
            pointer = nil
        }
        if hasKeyboard, keyboard == nil {
            keyboard = wl_seat_get_keyboard(proxy)
            wl_keyboard_add_listener(keyboard, keyboardListener.pointer, userdata)
        } else if !hasKeyboard, let k = keyboard {
            stopRepeat()
            if version >= 3 { wl_keyboard_release(k) } else { wl_keyboard_destroy(k) }
            keyboard = nil
        }
        if hasTouch, touch == nil {
            touch = wl_seat_get_touch(proxy)
            wl_touch_add_listener(touch, touchListener.pointer, userdata)
        } else if !hasTouch, let t = touch {
            if version >= 3 { wl_touch_release(t) } else { wl_touch_destroy(t) }
            touch = nil
        }
    }

    /// Binds the touchpad pinch gesture when both the pointer and zwp_pointer_gestures_v1 exist.
    func setUpGestures() {
        guard pinch == nil, let pointer, let gestures = display.registry?.pointerGestures else { return }
        pinch = zwp_pointer_gestures_v1_get_pinch_gesture(gestures, pointer)
        zwp_pointer_gesture_pinch_v1_add_listener(pinch, pinchListener.pointer, userdata)
    }

    /// Sends an event to the window.
    func send(_ event: InputEvent) {
        display.window?.deliver(event)
    }

    // MARK: touch

    private let touchListener = Listener(wl_touch_listener(
        down: { data, _, _, stamp, _, id, x, y in
            let (fx, fy) = (fixed(x), fixed(y))
            Seat.with(data) { $0.send(.touchDown(id: Int(id), x: fx * $0.scale, y: fy * $0.scale, time: $0.eventTime(stamp))) }
        },
        up: { data, _, _, stamp, id in Seat.with(data) { $0.send(.touchUp(id: Int(id), time: $0.eventTime(stamp))) } },
        motion: { data, _, stamp, id, x, y in
            let (fx, fy) = (fixed(x), fixed(y))
            Seat.with(data) { $0.send(.touchMotion(id: Int(id), x: fx * $0.scale, y: fy * $0.scale, time: $0.eventTime(stamp))) }
        },
        frame: { data, _ in Seat.with(data) { $0.send(.touchFrame(time: $0.eventClock.seconds(readAt: monotonicSeconds()))) } },
        cancel: { data, _ in Seat.with(data) { $0.send(.touchCancel(time: $0.eventClock.seconds(readAt: monotonicSeconds()))) } },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }))

    // MARK: touchpad pinch

    private let pinchListener = Listener(zwp_pointer_gesture_pinch_v1_listener(
        begin: { data, _, _, _, _, _ in
            Seat.with(data) { seat in
                seat.pinchScale = 1
                seat.send(.pinchBegin(x: seat.pointerX * seat.scale, y: seat.pointerY * seat.scale, time: monotonicSeconds()))
            }
        },
        update: { data, _, _, _, _, scale, _ in
            let absolute = fixed(scale)
            Seat.with(data) { seat in
                guard absolute > 0, seat.pinchScale > 0 else { return }
                let relative = absolute / seat.pinchScale
                seat.pinchScale = absolute
                seat.send(.pinchUpdate(scale: relative, x: seat.pointerX * seat.scale, y: seat.pointerY * seat.scale, time: monotonicSeconds()))
            }
        },
        end: { data, _, _, _, cancelled in
            Seat.with(data) { $0.send(.pinchEnd(cancelled: cancelled != 0, time: monotonicSeconds())) }
        }))
}
