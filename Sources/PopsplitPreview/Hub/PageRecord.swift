/// An open page as the hub knows it: its connection, its options, and whether its scene was
/// closed (the page then stays connected, told so, and its calls fail until it connects anew).
struct PageRecord {
    /// The page.
    let connection: RemotePage
    /// Its options.
    var options = PageOptions()
    /// Whether the page's scene was closed since the page connected: a scene opened later under
    /// the same id is another scene, and the page does not follow it.
    var sceneClosed = false
}
