/// What an accessible object is, as AT-SPI2 numbers it (`AtspiRole` in at-spi2-core's
/// `atspi-constants.h`): the few roles the chart tree uses.
public enum AccessibleRole: UInt32, Sendable, Equatable {
    case frame = 23
    case list = 31
    case listItem = 32
    case panel = 39
    case pushButton = 43
    case slider = 51
    case statusBar = 54
    case toolBar = 63
    case application = 75
    case chart = 80
    case notification = 101

    /// The role's name as `Accessible.GetRoleName` returns it (at-spi2-core's role names).
    public var name: String {
        switch self {
        case .frame: "frame"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .slider: "slider"
        case .statusBar: "status bar"
        case .toolBar: "tool bar"
        case .application: "application"
        case .chart: "chart"
        case .notification: "notification"
        }
    }
}
