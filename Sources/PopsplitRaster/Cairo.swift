/// The cairo functions popsplit uses (Debian's libcairo2), resolved at run time.
struct Cairo: @unchecked Sendable {
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias Create = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    typealias WriteStream = @convention(c) (OpaquePointer?, WriteFunction, UnsafeMutableRawPointer?) -> Int32
    typealias ReadFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    typealias ReadStream = @convention(c) (ReadFunction, UnsafeMutableRawPointer?) -> OpaquePointer?
    typealias Data = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    typealias Int = @convention(c) (OpaquePointer?) -> Int32
    typealias Scale = @convention(c) (OpaquePointer?, Double, Double) -> Void
    typealias Status = @convention(c) (OpaquePointer?) -> Int32

    let library: SharedLibrary
    let imageSurfaceCreate: SurfaceCreate
    let create: Create
    let destroy: Destroy
    let surfaceDestroy: Destroy
    let surfaceFlush: Destroy
    let writeToPNGStream: WriteStream
    let createFromPNGStream: ReadStream
    let surfaceData: Data
    let surfaceWidth: Int
    let surfaceHeight: Int
    let surfaceStride: Int
    let surfaceStatus: Status
    let scale: Scale

    /// Loads libcairo, or `nil` when it or a function is missing.
    init?() {
        guard let library = SharedLibrary(SharedLibrary.names(linux: ["libcairo.so.2", "libcairo.so"], mac: "libcairo.2.dylib")) else { return nil }
        func f<T>(_ name: String, _ type: T.Type) -> T? { library.symbol(name).map { unsafeBitCast($0, to: type) } }
        guard let a = f("cairo_image_surface_create", SurfaceCreate.self), let b = f("cairo_create", Create.self),
            let c = f("cairo_destroy", Destroy.self), let d = f("cairo_surface_destroy", Destroy.self),
            let e = f("cairo_surface_flush", Destroy.self), let g = f("cairo_surface_write_to_png_stream", WriteStream.self),
            let h = f("cairo_image_surface_create_from_png_stream", ReadStream.self),
            let i = f("cairo_image_surface_get_data", Data.self), let j = f("cairo_image_surface_get_width", Int.self),
            let k = f("cairo_image_surface_get_height", Int.self), let l = f("cairo_image_surface_get_stride", Int.self),
            let m = f("cairo_surface_status", Status.self), let n = f("cairo_scale", Scale.self)
        else { return nil }
        self.library = library
        (imageSurfaceCreate, create, destroy, surfaceDestroy, surfaceFlush, writeToPNGStream) = (a, b, c, d, e, g)
        (createFromPNGStream, surfaceData, surfaceWidth, surfaceHeight, surfaceStride, surfaceStatus, scale) = (h, i, j, k, l, m, n)
    }
}
