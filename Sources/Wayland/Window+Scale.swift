import CWaylandClient
import WaylandProtocols

/// HiDPI: with wp_fractional_scale_v1 + wp_viewporter the window renders at the compositor's
/// preferred (fractional) scale with buffer scale 1 and a viewport of its surface size;
/// otherwise at the largest integer scale of the outputs it is on, through `set_buffer_scale`.
extension Window {
    func setUpScaling(registry: Registry) {
        guard let manager = registry.fractionalScaleManager, let viewporter = registry.viewporter else { return }
        viewport = wp_viewporter_get_viewport(viewporter, surface)
        fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
        wp_fractional_scale_v1_add_listener(fractionalScale, fractionalScaleListener.pointer, userdata)
    }

    func setPreferredScale(_ scale120: UInt32) {
        guard scale120 > 0, scale120 != preferredScale120 else { return }
        preferredScale120 = scale120
        recomputeScale()
    }

    func surfaceEntered(_ output: OpaquePointer?) {
        guard let output, !enteredOutputs.contains(output) else { return }
        enteredOutputs.append(output)
        recomputeScale()
    }

    func surfaceLeft(_ output: OpaquePointer?) {
        enteredOutputs.removeAll { $0 == output }
        recomputeScale()
    }

    /// An output's properties changed (`wl_output.done`).
    func outputChanged() { recomputeScale() }

    func outputRemoved(_ output: Output) {
        enteredOutputs.removeAll { $0 == output.proxy }
        recomputeScale()
    }

    private func recomputeScale() {
        let newScale: Double
        if fractionalScale != nil && preferredScale120 > 0 {
            newScale = Double(preferredScale120) / 120
        } else if fractionalScale != nil {
            newScale = 1
        } else {
            let scales = enteredOutputs.compactMap { display.registry.output(for: $0)?.scale }
            newScale = Double(scales.max() ?? 1)
        }
        guard newScale != scale else { return }
        setScale(newScale)
        display.registry.seat?.scaleChanged(to: newScale)
    }
}
