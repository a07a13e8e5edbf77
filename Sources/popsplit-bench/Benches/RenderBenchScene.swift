import PopsplitJSON
import PopsplitModel

/// The scene `popsplit-bench render` draws: a mail app of about 200 visible nodes, built in code
/// as a scene document (the JSON value a client sends; decoded by the service's decoder, so the
/// model and the in-process daemon get the same document).
///
/// Portrait; a tab bar controller (4 tabs) whose first tab is a navigation controller with its
/// toolbar shown; its top controller, `inbox`, has Edit, Compose and Sort items, a search bar and a
/// table of ``inboxRows`` message rows (a button with an avatar image, sender, subject, date and a
/// flag: 6 nodes a row). `foldersPopover` shows, from the toolbar's Mailboxes item, a navigation
/// controller with a Done item and a table of ``folderRows`` folder rows (button, icon, name,
/// count). The keystroke edit changes the subject of one row (``editedLabel``).
enum RenderBenchScene {
    /// The scene id (model and daemon).
    static let id = "renderBench"
    /// Message rows in the inbox table.
    static let inboxRows = 18
    /// Folder rows in the popover's table.
    static let folderRows = 16
    /// The label whose title one keystroke changes.
    static let editedLabel = "row5Subject"
    /// Its title before the keystroke ...
    static let editedTitle = "Lunch on Friday"
    /// ... and the character the keystroke types at its end.
    static let typed = "?"
    /// The popover shown, and the toolbar item it is presented from.
    static let popover = "foldersPopover", popoverItem = "mailboxesItem"
    /// The folder row whose (custom) action the timed tap hits.
    static let tappedRow = "folder3"

    /// The document with row 5's subject `subject` (everything else fixed).
    static func document(subject: String = editedTitle) -> JSONValue {
        [
            "popsplit": 1, "device": "ipad", "profile": "ios6", "orientation": "portrait",
            "root": root(subject: subject),
            "controllers": [folders],
            "popovers": [["id": .string(popover), "content": "foldersNav"]],
        ]
    }

    /// The tab bar controller and its four tabs.
    static func root(subject: String) -> JSONValue {
        [
            "id": "tabs", "type": "tabBar", "selectedIndex": 0,
            "children": [
                [
                    "id": "mailNav", "type": "navigation", "tabBarTitle": "Mail", "toolbarHidden": false,
                    "children": [inbox(subject: subject)],
                ],
                ["id": "contacts", "title": "Contacts"],
                ["id": "calendar", "title": "Calendar"],
                ["id": "settingsTab", "title": "Settings"],
            ],
        ]
    }

    /// The inbox: bar items, toolbar items, a search bar and the message table.
    static func inbox(subject: String) -> JSONValue {
        let rows: [JSONValue] = (0..<inboxRows).map { i in messageRow(i, subject: i == 5 ? subject : nil) }
        return [
            "id": "inbox", "title": "Inbox",
            "navigationItem": [
                "leftItems": [["id": "editItem", "systemItem": "edit"]],
                "rightItems": [["id": "composeItem", "systemItem": "compose"], ["id": "sortItem", "title": "Sort"]],
            ],
            "toolbarItems": [
                ["id": "refreshItem", "systemItem": "refresh"],
                ["systemItem": "flexibleSpace"],
                ["id": "updatedItem", "title": "Updated Just Now", "width": 220],
                ["systemItem": "flexibleSpace"],
                ["id": .string(popoverItem), "title": "Mailboxes", "action": ["presentPopover": .string(popover)]],
                ["id": "trashItem", "systemItem": "trash"],
            ],
            "views": [
                [
                    "id": "mailSearch", "kind": "searchBar", "frame": frame(0, 0, 768, 44), "autoresizing": ["flexibleWidth"],
                    "title": "Search Inbox",
                ],
                [
                    "id": "messages", "kind": "table", "frame": frame(0, 44, 768, 823),
                    "autoresizing": ["flexibleWidth", "flexibleHeight"], "subviews": .array(rows),
                ],
            ],
        ]
    }

    /// Message row `i`: a button (the row) with an avatar, the sender, the subject, the date, a flag.
    static func messageRow(_ i: Int, subject: String?) -> JSONValue {
        let senders = ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed", "Kate Bell"]
        return [
            "id": .string("row\(i)"), "kind": "button", "frame": frame(0, Double(i * 44), 768, 44),
            "autoresizing": ["flexibleWidth"], "action": ["custom": "openMessage"],
            "subviews": [
                ["id": .string("row\(i)Avatar"), "kind": "image", "frame": frame(8, 4, 36, 36)],
                [
                    "id": .string("row\(i)From"), "kind": "label", "frame": frame(52, 3, 480, 20),
                    "title": .string(senders[i % senders.count]),
                ],
                [
                    "id": .string("row\(i)Subject"), "kind": "label", "frame": frame(52, 23, 560, 18),
                    "title": .string(subject ?? "Re: plans for week \(i + 1), agenda and notes"),
                ],
                [
                    "id": .string("row\(i)Date"), "kind": "label", "frame": frame(650, 3, 90, 20),
                    "autoresizing": ["flexibleLeftMargin"], "title": .string("10:\(10 + i) AM"),
                ],
                [
                    "id": .string("row\(i)Flag"), "kind": "image", "frame": frame(742, 26, 14, 14),
                    "autoresizing": ["flexibleLeftMargin"],
                ],
            ],
        ]
    }

    /// The popover's content: a navigation controller with the folder list.
    static var folders: JSONValue {
        let names = [
            "Inbox", "VIP", "Drafts", "Sent", "Junk", "Trash", "Archive", "Work", "Family", "Travel",
            "Receipts", "Newsletters", "Projects", "Later", "Shared", "Notes",
        ]
        let rows: [JSONValue] = (0..<folderRows).map { i in
            [
                "id": .string("folder\(i)"), "kind": "button", "frame": frame(0, Double(i * 44), 320, 44),
                "action": ["custom": "openFolder"],
                "subviews": [
                    ["id": .string("folder\(i)Icon"), "kind": "image", "frame": frame(10, 8, 28, 28)],
                    [
                        "id": .string("folder\(i)Name"), "kind": "label", "frame": frame(48, 12, 200, 20),
                        "title": .string(names[i % names.count]),
                    ],
                    [
                        "id": .string("folder\(i)Count"), "kind": "label", "frame": frame(262, 12, 44, 20),
                        "title": .string(String(i * 7 % 40)),
                    ],
                ],
            ]
        }
        return [
            "id": "foldersNav", "type": "navigation",
            "children": [
                [
                    "id": "folders", "title": "Mailboxes", "contentSizeForViewInPopover": [320, 704],
                    "navigationItem": ["rightItems": [["id": "foldersDone", "systemItem": "done", "action": ["dismissPopover": true]]]],
                    "views": [["id": "folderTable", "kind": "table", "frame": frame(0, 0, 320, 704), "subviews": .array(rows)]],
                ]
            ],
        ]
    }

    /// `[x, y, width, height]`.
    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
        .array([x, y, width, height].map { .int(Int64($0)) })
    }

    /// The command that shows the popover (model) ...
    static var presentPopover: SceneCommand {
        .presentPopover(popover: popover, from: .barButtonItem(popoverItem), arrows: ArrowDirection.any, animated: false)
    }

    /// ... and the same as `popover/present` params (daemon).
    static var presentPopoverParams: JSONValue {
        ["scene": .string(id), "popover": .string(popover), "fromBarButtonItem": .string(popoverItem), "animated": false]
    }
}
