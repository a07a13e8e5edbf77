import PopsplitModel

/// An id popsplit gives to chrome it adds to the layout, so that no document id may take it
/// (protocol.md, sections 8.10 and 9.2): the model's one table (``DerivedId``), with a message.
/// The decoder checks them first so that the diagnostic has a place.
struct ReservedId: Sendable, Equatable {
    /// The reserved id.
    var id: String
    /// What popsplit gives it to, for messages (`the back button of navigation controller "nav"`).
    var holder: String
    /// Whether a popover may name it as a passthrough view (a bar, POP-17).
    var passthrough: Bool

    /// A reserved id from the model's table.
    init(_ reservation: DerivedId.Reservation) {
        id = reservation.id
        holder = reservation.holder
        passthrough = reservation.passthrough
    }

    /// The ids reserved in every document: the status bar's and the keyboard's.
    static let everywhere = DerivedId.everywhere.map(ReservedId.init)

    /// The ids of a search bar's results popover, its navigation controller and its list (POP-26).
    static func searchDisplay(of searchBar: String) -> [ReservedId] {
        DerivedId.reservations(searchDisplay: searchBar, quote: DocumentPath.quoted).map(ReservedId.init)
    }

    /// The id of an action sheet's content (POP-26).
    static func actionSheet(_ sheet: String) -> [ReservedId] {
        DerivedId.reservations(actionSheet: sheet, quote: DocumentPath.quoted).map(ReservedId.init)
    }

    /// The ids popsplit derives from controller `id` of `kind` (nil: the type was invalid, only
    /// the dimming view is known) with `tabCount` children.
    static func chrome(ofController id: String, kind: ControllerType?, tabCount: Int) -> [ReservedId] {
        DerivedId.reservations(ofController: id, type: kind, tabCount: tabCount, quote: DocumentPath.quoted).map(ReservedId.init)
    }

    /// The diagnostic's message: `id "nav.back" is reserved: popsplit gives it to the back
    /// button of navigation controller "nav"`.
    var message: String {
        "id \(DocumentPath.quoted(id)) is reserved: popsplit gives it to \(holder)"
    }
}
