import Testing

/// Every test that starts a compositor, one at a time: they start processes and take
/// screenshots with timeouts, which parallel runs on a small CI machine would only make flaky.
@Suite(.serialized) enum WindowTests {}
