/// What an accessible object is, as AT-SPI2 numbers it (`AtspiRole` in at-spi2-core's
/// `atspi-constants.h`): the few roles the chart tree uses.
public enum AccessibleRole: UInt32, Sendable, Equatable {
    case checkBox = 7
    case frame = 23
    case label = 29
    case list = 31
    case listItem = 32
    case panel = 39
    case pushButton = 43
    case slider = 51
    case statusBar = 54
    case toolBar = 63
    case application = 75
    case chart = 80
    case section = 85
    case image = 27

    /// The role's name as `Accessible.GetRoleName` returns it (at-spi2-core's role names).
    public var name: String {
        switch self {
        case .checkBox: "check box"
        case .frame: "frame"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .slider: "slider"
        case .statusBar: "status bar"
        case .toolBar: "tool bar"
        case .application: "application"
        case .chart: "chart"
        case .section: "section"
        case .image: "image"
        }
    }
}
