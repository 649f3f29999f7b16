import Charts
import Kiosk
import Raster
import Screens
import Wayland

/// What the window shows for a wall from a server (`--kiosk https://…/wall.toml`): the running
/// `KioskScreen`, replaced when ``WallFetch`` brings a changed wall. Panels that did not change
/// (the same keys, wherever they moved in the file) keep their screen, source and view; the
/// others are built and started, those gone are stopped. A new version that cannot be shown
/// keeps the running wall, says why once on stderr and in a strip along the wall's bottom edge
/// until a good version comes; one whose panel could not be built (a file not there yet) is
/// fetched and tried again at the next refresh.
@MainActor
package final class ServerWall: WindowContent {
    /// The wall on screen.
    package private(set) var wall: KioskScreen
    /// Its panels' screens and sources, in the file's order.
    package private(set) var built: [ScreenFactory.Built]
    /// Why the newest version is not shown (`nil`: it is).
    package private(set) var warning: String?
    private var file: KioskFile
    private let fetch: WallFetch
    /// Builds panel `index` of a wall file (the command's view options, fonts and columns).
    private let make: (KioskFile, Int) throws(SpecError) -> ScreenFactory.Built
    private let text: TextRenderer
    private var loop: EventLoop?
    private var size: (width: Int, height: Int, scale: Double)?
    /// What the wall changed this frame (reused).
    private var wallDamage = Damage()

    /// The wall of `file` (`fetch`'s first version) with its panels `built`, the warning drawn in
    /// `font`; `make` builds a panel of a new version.
    package init(fetch: WallFetch, file: KioskFile, wall: KioskScreen, built: [ScreenFactory.Built], font: Font,
                 make: @escaping (KioskFile, Int) throws(SpecError) -> ScreenFactory.Built) {
        self.fetch = fetch; self.file = file; self.wall = wall; self.built = built; self.make = make
        text = TextRenderer(font: font)
    }

    /// Starts the panels' sources on `loop` (and those of later versions when they come), and
    /// asks for the wall again every `refresh` of its file (60 s).
    package func start(on loop: EventLoop) {
        self.loop = loop
        for b in built { b.start(loop) }
        let scheduler = LoopScheduler()
        scheduler.attach(loop)
        fetch.follow(every: { [weak self] in self?.file.refresh ?? Self.defaultRefresh }, on: scheduler) { [weak self] in
            self?.receive($0, warn: { StandardError.write("wlcharts: \($0)") })
        }
    }

    /// Seconds between the wall's refetches unless its file says (`refresh`).
    package static let defaultRefresh = 60.0

    /// Stops asking for the wall and every panel's source.
    package func stop() {
        fetch.stop()
        for b in built { b.stop() }
    }

    /// A new version, or the problem of one: a good one replaces the wall and clears the warning;
    /// a problem keeps the wall and is said once (`warn`) until it changes.
    package func receive(_ version: Result<KioskFile, WallFetchError>, warn: (String) -> Void) {
        switch version {
        case let .failure(e): fail(e.description, warn: warn)
        case let .success(new):
            do throws(SpecError) {
                try replace(with: new)
                if warning != nil { warn("the wall from the server is shown again") }
                setWarning(nil)
            } catch {
                fetch.forget()   // not a 304 next time: the same version is built again
                fail("\(error)", warn: warn)
            }
        }
    }

    private func fail(_ problem: String, warn: (String) -> Void) {
        if problem != warning { warn("\(problem) — keeping the running wall") }
        setWarning(problem)
    }

    private func setWarning(_ w: String?) {
        guard w != warning else { return }
        warning = w
        if let size { wall.resize(width: size.width, height: size.height, scale: size.scale) }   // drawn whole again
    }

    /// Builds the panels of `new` that changed, keeps those that did not, then shows the new wall.
    private func replace(with new: KioskFile) throws(SpecError) {
        guard new != file else { return }
        var old = Array(zip(file.panels.map(Self.key), built))
        var next: [ScreenFactory.Built] = []
        var fresh: [ScreenFactory.Built] = []
        for (i, panel) in new.panels.enumerated() {
            if let j = old.firstIndex(where: { $0.0 == Self.key(panel) }) {
                next.append(old.remove(at: j).1)
            } else {
                do throws(SpecError) {
                    let b = try make(new, i)
                    fresh.append(b)
                    next.append(b)
                } catch {
                    for b in fresh { b.stop() }   // the running wall stays as it was
                    throw error
                }
            }
        }
        for (_, gone) in old { gone.stop() }
        if let loop { for b in fresh { b.start(loop) } }
        let current = min(wall.state.current, new.panels.count - 1)
        wall = KioskScreen(file: new, panels: next.map(\.screen), configured: next.map(\.configured), startPanel: current,
                           secondOfDay: wall.secondOfDay)
        if let size { wall.resize(width: size.width, height: size.height, scale: size.scale) }
        file = new
        built = next
    }

    /// A panel as compared between versions: its keys, not where they are written.
    private static func key(_ p: Panel) -> Panel {
        var k = p
        k.line = 0
        k.keyLines = [:]
        return k
    }

    // MARK: WindowContent

    package func resize(width: Int, height: Int, scale: Double) {
        size = (width, height, scale)
        wall.resize(width: width, height: height, scale: scale)
    }

    package func render(into target: Bitmap) -> PixelRect {
        var damage = wall.render(into: target)
        guard let warning else { return damage }
        let r = drawBanner(warning, into: target)
        damage = damage.isEmpty ? r : damage.union(r)
        return damage
    }

    package func renderChanges(into target: Bitmap, damage: inout Damage) {
        wallDamage.removeAll()
        wall.renderChanges(into: target, damage: &wallDamage)
        damage.add(wallDamage, dx: 0, dy: 0)
        // A setting or clearing of the warning resizes the wall, so it draws whole; a panel
        // redrawn under the strip needs the strip again over it.
        let banner = bannerRect(in: target)
        guard let warning, wallDamage.rects.contains(where: { !$0.intersection(banner).isEmpty }) else { return }
        damage.add(drawBanner(warning, into: target))
    }

    private func bannerRect(in target: Bitmap) -> PixelRect {
        let h = Int((bannerFontSize * 2).rounded())
        return PixelRect(x: 0, y: max(0, target.height - h), width: target.width, height: min(h, target.height))
    }

    private var bannerFontSize: Double { (13 * (size?.scale ?? 1)).rounded() }

    /// The warning along the bottom edge: white on the warning red, one line cut with `…`.
    private func drawBanner(_ warning: String, into target: Bitmap) -> PixelRect {
        let fontSize = bannerFontSize
        let r = bannerRect(in: target)
        target.view(r).clear(to: Self.bannerColor)
        text.draw("Wall not updated: \(warning)", size: fontSize, at: Point(fontSize, Double(r.y) + fontSize * 1.35),
                  color: Color(rgb: 0xFFFFFF), maxWidth: Double(target.width) - 2 * fontSize, in: target)
        return r
    }

    static let bannerColor = Color(rgb: 0xB3261E)

    package func needsFrame(at time: Double) -> Bool { wall.needsFrame(at: time) }
    package var nextChange: Double? { wall.nextChange }
    package func handle(_ input: ChartInput) { wall.handle(input) }
    package func advance(to time: Double) { wall.advance(to: time) }
    package var title: String { wall.title }
}
