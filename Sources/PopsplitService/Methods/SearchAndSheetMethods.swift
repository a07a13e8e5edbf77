import PopsplitModel
import PopsplitRPC

/// Search bars' results popovers and action sheets (protocol.md section 7, "Automatic popovers
/// (POP-26)").
enum SearchAndSheetMethods {
    /// The methods.
    static let all: [ProtocolMethod] = [
        .command("searchBar/clear") { p throws(RPCError) in .clearSearch(searchBar: try p.string("searchBar")) },
        .command("searchBar/showResults") { p throws(RPCError) in .showSearchResults(searchBar: try p.string("searchBar")) },
        .command("actionSheet/show") { p throws(RPCError) in
            .showActionSheet(id: try p.string("actionSheet"), from: try PopoverMethods.source(p), animated: try ParamsDecoding.animated(p))
        },
        .command("actionSheet/dismiss") { p throws(RPCError) in
            let index = try p.int("buttonIndex")
            guard (-1...100).contains(index) else {
                throw RPCError.invalidParams(path: p.path(of: "buttonIndex"), expected: "integer from -1 to 100", got: String(index))
            }
            return .dismissActionSheet(id: try p.string("actionSheet"), buttonIndex: index, animated: try ParamsDecoding.animated(p))
        },
    ]
}
