/// The librsvg functions popsplit uses (Debian's librsvg2-2, 2.46 or later), resolved at run time.
struct Rsvg: @unchecked Sendable {
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    /// The viewport goes as a pointer to four doubles (an `RsvgRectangle`).
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias ErrorFree = @convention(c) (OpaquePointer?) -> Void

    let library: SharedLibrary
    let gobject: SharedLibrary
    let glib: SharedLibrary
    let newFromData: NewFromData
    let renderDocument: RenderDocument
    let unref: Unref
    let errorFree: ErrorFree

    /// Loads librsvg (and GObject for `g_object_unref`), or `nil` when one is missing.
    init?() {
        guard let library = SharedLibrary(SharedLibrary.names(linux: ["librsvg-2.so.2", "librsvg-2.so"], mac: "librsvg-2.2.dylib")),
            let gobject = SharedLibrary(SharedLibrary.names(linux: ["libgobject-2.0.so.0", "libgobject-2.0.so"], mac: "libgobject-2.0.0.dylib")),
            let glib = SharedLibrary(SharedLibrary.names(linux: ["libglib-2.0.so.0", "libglib-2.0.so"], mac: "libglib-2.0.0.dylib")),
            let a = library.symbol("rsvg_handle_new_from_data"), let b = library.symbol("rsvg_handle_render_document"),
            let c = gobject.symbol("g_object_unref"), let d = glib.symbol("g_error_free")
        else { return nil }
        self.library = library
        self.gobject = gobject
        self.glib = glib
        newFromData = unsafeBitCast(a, to: NewFromData.self)
        renderDocument = unsafeBitCast(b, to: RenderDocument.self)
        unref = unsafeBitCast(c, to: Unref.self)
        errorFree = unsafeBitCast(d, to: ErrorFree.self)
    }
}
