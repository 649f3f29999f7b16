import CWaylandClient

/// A kiosk's cursor: no cursor surface on `wl_pointer.enter`; the arrow while a mouse moves;
/// hidden again after `Seat.cursorAutoHide` seconds without motion.
extension Seat {
    /// Removes the cursor image (`wl_pointer.set_cursor` with no surface, the latest enter's serial).
    func hideCursor() {
        guard let pointer else { return }
        wl_pointer_set_cursor(pointer, enterSerial, nil, 0, 0)
        cursorHidden = true
    }

    /// Motion: show the arrow, and hide it once the mouse rests.
    func cursorMoved() {
        guard let delay = cursorAutoHide, let loop = display.loop else { return }
        if cursorHidden {
            cursorHidden = false
            cursor?.apply(pointer: pointer, serial: enterSerial)
        }
        if let t = hideTimer { loop.cancel(t) }
        hideTimer = loop.schedule(after: delay) { [weak self] in
            self?.hideTimer = nil
            self?.hideCursor()
        }
    }
}

extension Window {
    /// Hides the cursor over this window except while a mouse moves (hidden `seconds` after
    /// the last motion): for kiosks.
    package func setCursorAutoHide(after seconds: Double) {
        guard let seat = display.registry.seat else { return }
        seat.cursorAutoHide = seconds
        if seat.pointer != nil, !seat.cursorHidden, seat.enterSerial != 0 { seat.hideCursor() }
    }
}
