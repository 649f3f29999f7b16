extension ChartScene {
    /// Applies one input event. Every event goes through the feel (`ChartScene+Feel.swift`):
    /// gestures with momentum, the range selector, highlight, keys and zoom into a day, with the
    /// state changes going through `ChartScene+State.swift`.
    public func handle(_ input: ChartInput) {
        handleWithFeel(input)
    }
}
