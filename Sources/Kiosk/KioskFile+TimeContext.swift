import SeriesData

extension KioskFile {
    /// The wall with `context` — the locale's date order and month names (`LC_TIME`), which the
    /// executable reads from the environment — given to every panel's file reading, as the command
    /// line's `--x`/`--time-format` options carry it for the files it names.
    public func reading(with context: TimeContext) -> KioskFile {
        var file = self
        for i in file.panels.indices { file.panels[i].load.context = context }
        return file
    }
}
