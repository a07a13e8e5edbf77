/// SVG to PNG through librsvg and cairo (Debian's librsvg2-2 and libcairo2), loaded at run time
/// so that popsplit builds and serves without them; only PNG output needs them, and their absence
/// is a clear error naming the package. Deterministic for a given library version.
public struct PNGRasterizer: Sendable {
    /// The libraries.
    let rsvg: Rsvg
    /// cairo.
    let cairo: Cairo

    /// The Debian packages that provide the libraries.
    public static let packages = "librsvg2-2 (and libcairo2)"
    /// The largest picture side, in pixels.
    public static let maximumSide = 8192

    /// Loads the libraries, or explains what is missing.
    public static func load() -> Result<PNGRasterizer, RasterError> {
        guard let cairo = Cairo() else {
            return .failure(RasterError("PNG output needs cairo: install the Debian package libcairo2 (apt-get install libcairo2)"))
        }
        guard let rsvg = Rsvg() else {
            return .failure(RasterError("PNG output needs librsvg 2.46 or later: install the Debian package librsvg2-2 (apt-get install librsvg2-2)"))
        }
        return .success(PNGRasterizer(rsvg: rsvg, cairo: cairo))
    }

    /// Rasterises `svg` (its viewBox drawn over `width` x `height` pixels) to PNG bytes.
    public func png(svg: String, width: Int, height: Int) -> Result<[UInt8], RasterError> {
        guard (1...PNGRasterizer.maximumSide).contains(width), (1...PNGRasterizer.maximumSide).contains(height) else {
            return .failure(RasterError("a PNG must be 1 to \(PNGRasterizer.maximumSide) pixels on each side, got \(width)x\(height)"))
        }
        let bytes = Array(svg.utf8)
        var error: OpaquePointer?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg.newFromData($0.baseAddress, $0.count, &error) }) else {
            if error != nil { rsvg.errorFree(error) }
            return .failure(RasterError("librsvg could not read the SVG"))
        }
        defer { rsvg.unref(handle) }
        guard let surface = cairo.imageSurfaceCreate(0, Int32(width), Int32(height)) else {
            return .failure(RasterError("cairo could not make a \(width)x\(height) surface"))
        }
        defer { cairo.surfaceDestroy(surface) }
        guard let context = cairo.create(surface) else { return .failure(RasterError("cairo could not draw")) }
        let viewport: [Double] = [0, 0, Double(width), Double(height)]
        let drawn = viewport.withUnsafeBufferPointer { rsvg.renderDocument(handle, context, $0.baseAddress, &error) }
        cairo.destroy(context)
        if error != nil { rsvg.errorFree(error) }
        guard drawn != 0 else { return .failure(RasterError("librsvg could not draw the SVG")) }
        cairo.surfaceFlush(surface)
        let sink = PNGSink()
        let status = cairo.writeToPNGStream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return 11 }
                let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return 0
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == 0 else { return .failure(RasterError("cairo could not write the PNG (status \(status))")) }
        return .success(sink.bytes)
    }

    /// Decodes PNG bytes into pixels (for tests that check what a picture shows).
    public func pixels(png: [UInt8]) -> Result<PixelImage, RasterError> {
        let source = PNGSource(png)
        let surface = cairo.createFromPNGStream(
            { closure, data, length in
                guard let closure, let data else { return 10 }
                let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
                return source.read(into: data, count: Int(length)) ? 0 : 10
            }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface, cairo.surfaceStatus(surface) == 0 else {
            if let surface { cairo.surfaceDestroy(surface) }
            return .failure(RasterError("cairo could not read the PNG"))
        }
        defer { cairo.surfaceDestroy(surface) }
        let width = Int(cairo.surfaceWidth(surface))
        let height = Int(cairo.surfaceHeight(surface))
        let stride = Int(cairo.surfaceStride(surface))
        guard let data = cairo.surfaceData(surface) else { return .failure(RasterError("cairo gave no pixels")) }
        var argb: [UInt32] = []
        argb.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width { argb.append(row.load(fromByteOffset: x * 4, as: UInt32.self)) }
        }
        return .success(PixelImage(width: width, height: height, argb: argb))
    }
}

/// Collects the bytes cairo writes.
final class PNGSink: @unchecked Sendable {
    /// The PNG so far.
    var bytes: [UInt8] = []
}

/// Feeds PNG bytes to cairo.
final class PNGSource: @unchecked Sendable {
    /// The bytes.
    let bytes: [UInt8]
    /// Where the next read starts.
    var offset = 0

    /// A source over `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies the next `count` bytes; false at the end.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base + offset, count: count) }
        }
        offset += count
        return true
    }
}
