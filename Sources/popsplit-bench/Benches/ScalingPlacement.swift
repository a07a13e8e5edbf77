/// Where the scaling bench puts the controllers that are not on screen, and
/// the documents it builds: a navigation controller `nav` whose top is `inbox` (a table with one
/// row) is what shows; `message`, in the pool, is what push/pop pushes onto `nav`.
enum ScalingPlacement: String, CaseIterable {
    /// Listed in the document's `controllers` pool.
    case pool
    /// In the stack of the navigation controller of a tab bar's unselected tab.
    case unselectedTab = "unselected tab"
    /// Below the top of the visible navigation stack (`nav`'s stack is the hidden ones, then `inbox`).
    case belowTop = "below the top"

    /// The document with `hidden` controllers (at least 1) placed here, as compact JSON.
    func document(hidden: Int) -> String {
        let hiddenList = (0..<max(1, hidden)).map(ScalingPlacement.hiddenController).joined(separator: ",")
        switch self {
        case .pool:
            return ScalingPlacement.document(root: ScalingPlacement.nav(children: ScalingPlacement.inbox), pool: hiddenList)
        case .unselectedTab:
            let tabs =
                #"{"id":"tabs","type":"tabBar","selectedIndex":0,"children":["# + ScalingPlacement.nav(children: ScalingPlacement.inbox)
                + #",{"id":"more","type":"navigation","title":"More","children":["# + hiddenList + "]}]}"
            return ScalingPlacement.document(root: tabs, pool: nil)
        case .belowTop:
            return ScalingPlacement.document(root: ScalingPlacement.nav(children: hiddenList + "," + ScalingPlacement.inbox), pool: nil)
        }
    }

    /// A document of `controllers` controllers in all (at least 3: `nav`, `inbox`, `message` and
    /// the rest in the pool), `inbox` titled `title`: the reload and memory benches' documents.
    static func poolDocument(controllers: Int, title: String = "Inbox") -> String {
        let hiddenList = (0..<max(0, controllers - 3)).map(hiddenController).joined(separator: ",")
        return document(root: nav(children: inbox(title: title)), pool: hiddenList.isEmpty ? nil : hiddenList)
    }

    /// A whole document: `root`, the pool (`message`, then `pool`).
    static func document(root: String, pool: String?) -> String {
        #"{"popsplit":1,"device":"ipad","profile":"ios6","orientation":"portrait","root":"# + root
            + #","controllers":["# + message + (pool.map { "," + $0 } ?? "") + "]}"
    }

    /// The navigation controller `nav` with `children` (a list's inside).
    static func nav(children: String) -> String { #"{"id":"nav","type":"navigation","children":["# + children + "]}" }

    /// `inbox`: a table with one row.
    static let inbox = inbox(title: "Inbox")

    /// `inbox` titled `title`.
    static func inbox(title: String) -> String {
        #"{"id":"inbox","title":"# + "\"\(title)\""
            + #","views":[{"id":"rows","kind":"table","frame":[0,0,768,960],"autoresizing":["flexibleWidth","flexibleHeight"],"subviews":[{"id":"row0","kind":"button","frame":[0,0,768,44],"autoresizing":["flexibleWidth"],"title":"Lunch on Friday?","action":{"push":"message"}}]}]}"#
    }

    /// `message`, pushed by push/pop.
    static let message =
        #"{"id":"message","title":"Message","views":[{"id":"body","kind":"label","frame":[20,20,728,200],"autoresizing":["flexibleWidth"],"title":"Shall we?"}]}"#

    /// Hidden controller `h<index>`: a title and a label.
    static func hiddenController(_ index: Int) -> String {
        #"{"id":"h\#(index)","title":"Hidden \#(index)","views":[{"id":"h\#(index)l","kind":"label","frame":[20,20,300,44],"title":"Row \#(index)"}]}"#
    }
}
