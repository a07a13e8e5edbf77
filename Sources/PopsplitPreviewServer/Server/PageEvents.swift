/// What the page server tells the daemon about its pages (the ``DaemonLink``, or a test's
/// collector). Called from the connections' tasks; never blocks.
protocol PageEvents: Sendable {
    /// A page connected; false when the daemon cannot be told (the page is then closed).
    func opened(_ connection: PageConnection) -> Bool
    /// A page sent a text message; false when it was dropped (the daemon is busy).
    func message(_ connection: PageConnection, text: String) -> Bool
    /// A page disconnected.
    func closed(_ connection: PageConnection)
}
