import Adapters
import Charts
import Foundation
import Raster
import Screens
import Wayland

/// `wlcharts FILE…` (and `--demo`): the charts of every file in one window, Tab to the next.
/// The PNG options that describe a state (`--size`, `--chart`, `--range`, `--theme`, `--hidden`,
/// `--highlight`, `--font`) set up the window the same way, so a window and its `--png` render
/// can be compared. Sound and speech go through the sound server and speech-dispatcher
/// (`--speak`, `--series`, `--duration` set up how; docs/accessibility.md).
@MainActor
enum WindowCommand {
    /// Runs the window; returns the exit status (1 after one line on stderr on failure).
    static func run(files: [String], options o: PNGOptions, live: LiveArguments, remote: RemoteArguments,
                    listening a: AccessibilityOptions = AccessibilityOptions(),
                    fullscreen: Bool, display: String?, demo: Bool, state: String? = nil) -> Int32 {
        do {
            if demo {
                var view = ViewSpec(origins: .commandLine)
                if let s = o.size { view.size = try ViewSpec.size(s) }
                let window = ChartWindow.Options(title: "wlcharts — demo", fullscreen: fullscreen, display: display,
                                                 size: try view.frame(for: .window))
                return ChartWindow.run(content: DemoContent(), options: window)
            }
            let view = try ViewSpec(options: o)
            let size = try view.frame(for: .window)
            // One file is watched: rewritten or replaced, it reloads keeping what is shown.
            let source = try SourceSpec(files: files, load: o.loadOptions, live: live, remote: remote, range: o.range)
            let built = try ScreenFactory.make(source, view)
            return try ScreenFactory.runWindow(built, source: source, view: view, size: size, listening: a,
                                               fullscreen: fullscreen, display: display, state: state)
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// The window's sound and speech: the sound server and speech-dispatcher; a summary nobody
    /// can speak is printed, a problem is one line on stderr (the window goes on).
    static func listen(_ l: ChartListening, setup: SceneSetup, files: [String], options a: AccessibilityOptions) throws {
        l.audio = PulseAudioOutput()
        l.speaker = SpeechDispatcherSpeaker(timeout: 5)
        l.speaksSteps = a.speak
        if a.monitor { l.monitor = ChartMonitor() }
        l.graphOptions.duration = try a.seconds()
        if let s = try a.seriesIndex(setup, files: files) { l.choose(series: s) }
        l.report = { report in
            switch report {
            case .summary(let text): FileHandle.standardOutput.write(Data((text + "\n").utf8))
            case .problem(let line): CheckCommand.printError("wlcharts: \(line)")
            }
        }
    }
}
