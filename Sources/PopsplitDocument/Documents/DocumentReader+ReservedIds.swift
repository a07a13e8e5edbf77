import PopsplitJSON
import PopsplitModel

/// Ids reserved for the chrome popsplit adds: recorded as controllers are read, checked when the
/// whole document is read (a controller may come after a view that takes one of its ids).
extension DocumentReader {
    /// Records the ids popsplit derives from the controller `object` with id `id` and type
    /// `type` (nil when the type was invalid); a tab bar controller's tabs are counted from its
    /// `children` array as written.
    func reserveChrome(of id: String, type: ControllerType?, object: JSONObject) {
        let tabCount = object["children"]?.arrayValue?.count ?? 0
        reservations += ReservedId.chrome(ofController: id, kind: type, tabCount: tabCount)
    }

    /// Reserves ids popsplit gives to what the system makes (POP-26).
    func reserve(_ ids: [ReservedId]) {
        reservations += ids
    }

    /// The reserved ids by id: the first reservation of each.
    var reservedIds: [String: ReservedId] {
        Dictionary(reservations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reports every id declared in the document that popsplit reserves, where it is written.
    func checkReservedIds(_ reservedIds: [String: ReservedId]) {
        for declaration in declarations {
            if let reserved = reservedIds[declaration.id] { report(.reservedId, at: declaration.path, reserved.message) }
        }
    }
}
