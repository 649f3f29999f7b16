import CWaylandClient
import Glibc
import WaylandProtocols

/// One `wl_buffer` over its own memfd mapping (ARGB8888, premultiplied).
@MainActor
final class ShmBuffer: ProxyOwner {
    let proxy: OpaquePointer
    let pixels: UnsafeMutableRawPointer
    let width: Int, height: Int, strideBytes: Int
    private let byteCount: Int
    /// Attached and committed, not yet released by the compositor: never draw into it.
    var busy = false
    /// Retired by a resize: destroy on release.
    var retired = false
    /// The number of the committed frame whose pixels it holds (`ShmPool.committed(_:frame:)`);
    /// -1 before its first commit.
    var frame = -1
    /// Called when the compositor releases the buffer.
    var onRelease: (@MainActor (ShmBuffer) -> Void)?

    private let listener = Listener(wl_buffer_listener(release: { data, _ in
        ShmBuffer.with(data) { buffer in
            buffer.busy = false
            buffer.onRelease?(buffer)
        }
    }))

    init(shm: OpaquePointer, width: Int, height: Int) throws(WaylandError) {
        self.width = width
        self.height = height
        strideBytes = width * 4
        byteCount = strideBytes * height
        // wl_shm sizes are 32-bit: a larger buffer is refused here rather than trapping below.
        guard width > 0, height > 0, byteCount <= Int(Int32.max) else {
            throw .sharedMemory(reason: "a \(width)×\(height) buffer exceeds wl_shm's 2 GiB limit")
        }
        let fd = wlc_create_shm_file(byteCount)
        guard fd >= 0 else { throw .sharedMemory(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard let map = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
              map != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw .sharedMemory(reason: "mmap: \(String(cString: strerror(errno)))")
        }
        pixels = map
        let pool = wl_shm_create_pool(shm, fd, Int32(byteCount))
        proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(strideBytes),
                                          WL_SHM_FORMAT_ARGB8888.rawValue)
        wl_shm_pool_destroy(pool)   // the buffer keeps the memory
        wl_buffer_add_listener(proxy, listener.pointer, userdata)
    }

    /// Destroys the `wl_buffer` and unmaps the memory.
    func destroy() {
        wl_buffer_destroy(proxy)
        munmap(pixels, byteCount)
    }
}

/// At most two shm buffers of the window's size: the compositor's picture and the one being
/// drawn (frames are drawn on frame callbacks, so a third would only draw further ahead). A buffer
/// the compositor holds is never handed out; after a resize, buffers of the old size are destroyed
/// as soon as they are free.
@MainActor
final class ShmPool {
    /// At most this many buffers exist at one size.
    static let capacity = 2
    private let shm: OpaquePointer
    private(set) var buffers: [ShmBuffer] = []
    private var retired: [ShmBuffer] = []
    private(set) var width = 0, height = 0
    /// The buffer last committed (the compositor's current picture).
    private(set) var front: ShmBuffer?

    init(shm: OpaquePointer) {
        self.shm = shm
    }

    /// Sets the size for buffers handed out from now on.
    func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        for b in buffers {
            if b.busy { b.retired = true; retired.append(b) } else { b.destroy() }
        }
        buffers.removeAll()
        front = nil
    }

    /// A free buffer of the current size, made if fewer than `capacity` exist; `nil` while the
    /// compositor holds them all. Its old pixels are whatever was drawn into it last (its
    /// `ShmBuffer.frame`, or a frame not committed); the window brings it up to the front's.
    func acquire() throws(WaylandError) -> ShmBuffer? {
        if let free = buffers.first(where: { !$0.busy && $0 === front }) ?? buffers.first(where: { !$0.busy }) {
            return free
        }
        guard buffers.count < Self.capacity, width > 0, height > 0 else { return nil }
        let b = try ShmBuffer(shm: shm, width: width, height: height)
        b.onRelease = { [weak self] buffer in self?.released(buffer) }
        buffers.append(b)
        return b
    }

    /// Marks `buffer` committed as frame number `frame`: the compositor holds it now.
    func committed(_ buffer: ShmBuffer, frame: Int) {
        buffer.busy = true
        buffer.frame = frame
        front = buffer
    }

    private func released(_ buffer: ShmBuffer) {
        if buffer.retired {
            retired.removeAll { $0 === buffer }
            buffer.destroy()
        }
        // A window waiting for a free buffer draws on the loop's next turn (the release woke it).
    }
}
