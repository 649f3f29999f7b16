import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The audio graph's play control on screen: where it sits (after the title, clear of the range
/// text, hit-tested where it is drawn), how it looks ready and playing (goldens), and that the
/// layers redraw when it changes.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct PlayControlSceneTests {
    static let tolerance = Golden.Tolerance(max: 255, mean: 0.35)
    static let file = SceneFixtures.examplesDirectory + "/views-shares-two-axes.json"

    static func screen(width: Int = 640, height: Int = 400, theme: Theme.Kind = .day) throws -> (ChartScreen, ClockedAudioOutput) {
        let s = ChartScreen(charts: try ChartLoader.load(path: file), textRenderer: try SceneFixtures.textRenderer(),
                            options: ControllerOptions(theme: theme, playControl: true))
        s.resize(width: width, height: height, scale: 1)
        let out = ClockedAudioOutput()
        out.clock = { [unowned c = s.controller] in c.now }
        s.controller.listening.audio = out
        return (s, out)
    }

    @Test func readyAndPlayingGoldens() throws {
        for theme in Theme.Kind.allCases {
            let (s, _) = try Self.screen(theme: theme)
            Golden.check(SceneFixtures.render(s), named: "play-control-ready-640x400-\(theme.rawValue)", tolerance: Self.tolerance)
            s.controller.handle(.key(.character("]"), time: 0.5))    // the second series plays: its colour
            s.controller.handle(.key(.character("s"), time: 1))
            s.advance(to: 2)
            Golden.check(SceneFixtures.render(s), named: "play-control-playing-640x400-\(theme.rawValue)", tolerance: Self.tolerance)
        }
    }

    @Test func itSitsAfterTheTitleClearOfTheRangeAndIsHitWhereDrawn() throws {
        for (w, h) in [(640, 400), (320, 480), (1280, 800)] {
            let (s, out) = try Self.screen(width: w, height: h)
            let b = SceneFixtures.render(s)
            let place = try #require(s.scene.geometry.playControl)
            let layout = s.scene.layout
            let titleEnd = layout.titleBaseline.x + s.scene.textRenderer.measure(s.controller.title, size: layout.px(ScreenLayout.Metrics.titleSize)).advance
            #expect(place.center.x - place.radius > titleEnd, "\(w)×\(h): after the title")
            #expect(place.center.y - place.radius >= 0 && place.center.y + place.radius < layout.plot.minY, "\(w)×\(h): in the header")
            if layout.rangeRightAligned {
                let rangeWidth = s.scene.textRenderer.measure("1 October 2019 – 31 December 2019", size: layout.px(ScreenLayout.Metrics.rangeSize)).advance
                #expect(place.center.x + place.radius < layout.rangeBaseline.x - rangeWidth, "\(w)×\(h): clear of the range")
            }
            // Drawn: the centre pixel differs from the background (the triangle's colour).
            let c = b[Int(place.center.x), Int(place.center.y)]
            #expect(c != Theme.day.background.premultiplied, "\(w)×\(h): nothing drawn at the control")
            // A tap there plays.
            s.handle(.touchDown(id: 1, Point(place.center.x, place.center.y), time: 1))
            s.handle(.touchUp(id: 1, time: 1.05))
            #expect(out.played.count == 1 && s.controller.listening.playback != nil, "\(w)×\(h)")
            #expect(s.needsRender, "the control and the highlight change")
        }
    }

    @Test func withoutTheOptionTheHeaderIsAsBefore() throws {
        let plain = ChartScreen(charts: try ChartLoader.load(path: Self.file), textRenderer: try SceneFixtures.textRenderer())
        plain.resize(width: 640, height: 400, scale: 1)
        _ = SceneFixtures.render(plain)
        #expect(plain.scene.geometry.playControl == nil && plain.controller.snapshot.audioControl == nil)
    }
}
