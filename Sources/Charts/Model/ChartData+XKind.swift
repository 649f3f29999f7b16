/// PROVISIONAL (helper "table"): helper "numx" owns `XKind`, `ChartData.xKind` and their display;
/// the lead keeps theirs at merge.
/// What x holds: epoch milliseconds (`.time`) or plain integers such as row numbers (`.number`).
public enum XKind: Sendable, Equatable { case time, number }
