/// An open page as the hub knows it: its connection and its options.
struct PageRecord {
    /// The connection.
    let connection: PageConnection
    /// Its options.
    var options = PageOptions()
}
