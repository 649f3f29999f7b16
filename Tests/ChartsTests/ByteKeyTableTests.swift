import Testing
@testable import Charts
@testable import SeriesData

@Suite struct ByteKeyTableTests {
    @Test func findsEveryKeyInsertedAcrossRehashes() {
        var t = ByteKeyTable()
        let keys = (0 ..< 1000).map { Array("cpu,host=h\($0) usage".utf8) } + [[]]
        for (i, k) in keys.enumerated() {
            #expect(t.find(k) == nil)
            t.insert(k, value: i)
        }
        #expect(t.count == keys.count)
        #expect(keys.enumerated().allSatisfy { t.find($1) == $0 })
        #expect(t.find(Array("cpu,host=h1 usag".utf8)) == nil && t.find(Array("cpu,host=h1000 usage".utf8)) == nil)
        t.removeAll()
        #expect(t.count == 0 && t.find(keys[3]) == nil)
    }
}
