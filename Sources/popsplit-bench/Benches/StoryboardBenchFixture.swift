/// The storyboard `popsplit-bench storyboard` opens: a Mail-like iPad app as Xcode 4.5 writes it
/// (document version 2.0, auto layout on), about 65 KB, the same bytes on every run. A split view
/// controller is the initial controller: its master a navigation controller over a mailbox list
/// and a message list (static tables, push segues), its detail a navigation controller over a
/// message view (labels, a text view, a toolbar of items with popover and modal segues). Around
/// them the scenes those open: a compose form sheet (text fields, cancel by unwind), reply and
/// move popovers (static tables), a settings tab bar controller in a page sheet with three tabs,
/// a new-mailbox popover, the thread a message list's row puts in the detail (a replace segue):
/// seventeen scenes, each with what Xcode writes beside the carried elements
/// (layout guides, constraints, colours, fonts, text input traits), which the importer reads and
/// reports as not carried.
enum StoryboardBenchFixture {
    /// The storyboard's text.
    static let text: String = {
        var writer = Writer()
        writer.write()
        return writer.out
    }()

    /// Builds the text.
    private struct Writer {
        var out = ""
        /// The counter behind the object ids.
        var counter = 0

        /// A fresh object id in Interface Builder's shape (`b0A-1c-d2E`): the counter, hashed.
        mutating func id() -> String {
            counter += 1
            let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            var value = UInt64(counter) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            var characters: [Character] = []
            for _ in 0..<8 {
                characters.append(alphabet[Int(value % UInt64(alphabet.count))])
                value /= UInt64(alphabet.count)
            }
            return String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
        }

        mutating func line(_ depth: Int, _ text: String) { out += String(repeating: "    ", count: depth) + text + "\n" }

        // The controllers' object ids, fixed before the scenes that name them.
        var split = "", masterNav = "", mailboxes = "", messages = "", detailNav = "", message = "", compose = ""
        var reply = "", move = "", settings = "", accounts = "", about = "", newMailbox = "", threadNav = "", thread = ""

        mutating func write() {
            for keyPath in [
                \Writer.split, \.masterNav, \.mailboxes, \.messages, \.detailNav, \.message, \.compose, \.reply, \.move,
                \.settings, \.accounts, \.about, \.newMailbox, \.threadNav, \.thread,
            ] {
                self[keyPath: keyPath] = id()
            }
            line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>")
            line(
                0,
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"2.0\" toolsVersion=\"2844\" systemVersion=\"12C60\" targetRuntime=\"iOS.CocoaTouch.iPad\" propertyAccessControl=\"none\" useAutolayout=\"YES\" initialViewController=\"\(split)\">"
            )
            line(1, "<dependencies>")
            line(2, "<deployment defaultVersion=\"1296\" identifier=\"iOS\"/>")
            line(2, "<plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"1930\"/>")
            line(1, "</dependencies>")
            line(1, "<scenes>")
            splitScene()
            navigationScene(masterNav, root: mailboxes, title: "Master", toolbar: false, modalStyle: nil)
            mailboxesScene()
            messagesScene()
            navigationScene(detailNav, root: message, title: "Detail", toolbar: true, modalStyle: nil)
            messageScene()
            composeScene()
            tableScene(reply, title: "Reply", rows: ["Reply", "Forward"], size: (320, 88), segueTo: compose)
            tableScene(
                move, title: "Move to", rows: ["Archive", "Trash"], size: (320, 88),
                segueTo: nil)
            settingsScene()
            tableScene(accounts, title: "Accounts", rows: ["iCloud"], size: nil, segueTo: newMailbox)
            formScene(about, title: "About", fields: [])
            formScene(newMailbox, title: "New Mailbox", fields: ["Name", "Location"])
            navigationScene(threadNav, root: thread, title: "Thread", toolbar: false, modalStyle: nil)
            formScene(thread, title: "Thread", fields: [])
            line(1, "</scenes>")
            line(1, "<simulatedMetricsContainer key=\"defaultSimulatedMetrics\">")
            line(2, "<simulatedStatusBarMetrics key=\"statusBar\" statusBarStyle=\"blackTranslucent\"/>")
            line(2, "<simulatedOrientationMetrics key=\"orientation\"/>")
            line(2, "<simulatedScreenMetrics key=\"destination\"/>")
            line(1, "</simulatedMetricsContainer>")
            line(0, "</document>")
        }

        // MARK: Scenes

        mutating func sceneStart(_ comment: String) {
            line(2, "<!--\(comment)-->")
            line(2, "<scene sceneID=\"\(id())\">")
            line(3, "<objects>")
        }

        mutating func sceneEnd(x: Int, y: Int) {
            line(4, "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(id())\" sceneMemberID=\"firstResponder\"/>")
            line(3, "</objects>")
            line(3, "<point key=\"canvasLocation\" x=\"\(x)\" y=\"\(y)\"/>")
            line(2, "</scene>")
        }

        mutating func splitScene() {
            sceneStart("Split View Controller")
            line(4, "<splitViewController id=\"\(split)\" sceneMemberID=\"viewController\">")
            line(5, "<toolbarItems/>")
            line(5, "<simulatedOrientationMetrics key=\"simulatedOrientationMetrics\" orientation=\"landscapeRight\"/>")
            line(5, "<connections>")
            line(6, "<segue destination=\"\(masterNav)\" kind=\"relationship\" relationship=\"masterViewController\" id=\"\(id())\"/>")
            line(6, "<segue destination=\"\(detailNav)\" kind=\"relationship\" relationship=\"detailViewController\" id=\"\(id())\"/>")
            line(5, "</connections>")
            line(4, "</splitViewController>")
            sceneEnd(x: -1200, y: 0)
        }

        mutating func navigationScene(_ controller: String, root: String, title: String, toolbar: Bool, modalStyle: String?) {
            sceneStart("Navigation Controller - \(title)")
            let style = modalStyle.map { " modalPresentationStyle=\"\($0)\"" } ?? ""
            let hidden = toolbar ? " toolbarHidden=\"NO\"" : ""
            line(
                4,
                "<navigationController title=\"\(title)\" definesPresentationContext=\"YES\"\(style)\(hidden) id=\"\(controller)\" sceneMemberID=\"viewController\">"
            )
            line(5, "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
            line(5, "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" barStyle=\"blackOpaque\" id=\"\(id())\">")
            line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\"/>")
            line(6, "<color key=\"tintColor\" red=\"0.29\" green=\"0.39\" blue=\"0.51\" alpha=\"1\" colorSpace=\"calibratedRGB\"/>")
            line(5, "</navigationBar>")
            if toolbar {
                line(5, "<toolbar key=\"toolbar\" opaque=\"NO\" clearsContextBeforeDrawing=\"NO\" contentMode=\"scaleToFill\" id=\"\(id())\">")
                line(6, "<rect key=\"frame\" x=\"0.0\" y=\"960\" width=\"703\" height=\"44\"/>")
                line(6, "<autoresizingMask key=\"autoresizingMask\"/>")
                line(5, "</toolbar>")
            }
            line(5, "<connections>")
            line(6, "<segue destination=\"\(root)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(id())\"/>")
            line(5, "</connections>")
            line(4, "</navigationController>")
            sceneEnd(x: -400, y: counter * 40)
        }

        mutating func mailboxesScene() {
            sceneStart("Mailboxes Controller - Mailboxes")
            line(
                4,
                "<tableViewController title=\"Mailboxes\" clearsSelectionOnViewWillAppear=\"NO\" id=\"\(mailboxes)\" customClass=\"MailboxesViewController\" sceneMemberID=\"viewController\">"
            )
            let rows = [("Inbox", "12"), ("VIP", "3"), ("Sent", "")]
            staticTable(
                rows: rows.map { ($0.0, $0.1.isEmpty ? nil : $0.1, "push", messages) }, width: 320, height: 704,
                sections: ["Mailboxes", "Folders"])
            line(5, "<navigationItem key=\"navigationItem\" title=\"Mailboxes\" id=\"\(id())\">")
            line(6, "<barButtonItem key=\"leftBarButtonItem\" systemItem=\"edit\" id=\"\(id())\"/>")
            let add = id()
            line(6, "<barButtonItem key=\"rightBarButtonItem\" systemItem=\"add\" id=\"\(add)\">")
            line(7, "<connections>")
            line(8, "<segue destination=\"\(newMailbox)\" kind=\"popover\" identifier=\"newMailbox\" popoverAnchorBarButtonItem=\"\(add)\" id=\"\(id())\">")
            line(9, "<popoverArrowDirection key=\"popoverArrowDirection\" up=\"YES\" down=\"YES\" left=\"YES\" right=\"YES\"/>")
            line(8, "</segue>")
            line(7, "</connections>")
            line(6, "</barButtonItem>")
            line(5, "</navigationItem>")
            line(5, "<value key=\"contentSizeForViewInPopover\" type=\"size\" width=\"320\" height=\"704\"/>")
            line(4, "</tableViewController>")
            sceneEnd(x: 300, y: -600)
        }

        mutating func messagesScene() {
            sceneStart("Messages Controller - Inbox")
            line(
                4,
                "<tableViewController title=\"Inbox\" clearsSelectionOnViewWillAppear=\"NO\" id=\"\(messages)\" customClass=\"MessagesViewController\" sceneMemberID=\"viewController\">"
            )
            let senders = ["Anna Haro", "Lunch on Friday?", "Re: Budget"]
            staticTable(rows: senders.map { ($0, nil, "replace", threadNav) }, width: 320, height: 704, sections: ["Today", "Earlier"])
            line(5, "<navigationItem key=\"navigationItem\" title=\"Inbox\" id=\"\(id())\">")
            line(6, "<barButtonItem key=\"rightBarButtonItem\" systemItem=\"compose\" id=\"\(id())\">")
            line(7, "<connections>")
            line(8, "<segue destination=\"\(compose)\" kind=\"modal\" identifier=\"composeFromList\" id=\"\(id())\"/>")
            line(7, "</connections>")
            line(6, "</barButtonItem>")
            line(5, "</navigationItem>")
            line(5, "<toolbarItems>")
            line(6, "<barButtonItem systemItem=\"refresh\" id=\"\(id())\"/>")
            line(6, "<barButtonItem style=\"plain\" systemItem=\"flexibleSpace\" id=\"\(id())\"/>")
            line(6, "<barButtonItem title=\"Updated Just Now\" style=\"plain\" id=\"\(id())\"/>")
            line(5, "</toolbarItems>")
            line(4, "</tableViewController>")
            sceneEnd(x: 800, y: -600)
        }

        mutating func messageScene() {
            sceneStart("Message Controller - Message")
            line(4, "<viewController title=\"Message\" id=\"\(message)\" customClass=\"MessageViewController\" sceneMemberID=\"viewController\">")
            let root = id()
            line(5, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(root)\">")
            line(6, "<rect key=\"frame\" x=\"0.0\" y=\"64\" width=\"703\" height=\"704\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
            line(6, "<subviews>")
            var views: [String] = []
            for (index, text) in ["From: Anna Haro", "To: John Appleseed", "Subject: Lunch on Friday?", "Yesterday, 9:41"].enumerated() {
                let view = id()
                views.append(view)
                label(view, text: text, frame: (20, 20 + 28 * index, 663, 21), depth: 7)
            }
            let body = id()
            views.append(body)
            line(
                7,
                "<textView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" editable=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(body)\">"
            )
            line(8, "<rect key=\"frame\" x=\"20\" y=\"140\" width=\"663\" height=\"500\"/>")
            line(8, "<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"calibratedRGB\"/>")
            line(
                8,
                "<string key=\"text\">Are we still on for lunch on Friday? The new place on the corner has a table for four at noon; I can book it if that suits everyone.</string>"
            )
            line(8, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
            line(8, "<textInputTraits key=\"textInputTraits\" autocapitalizationType=\"sentences\"/>")
            line(7, "</textView>")
            let toolbar = id()
            views.append(toolbar)
            line(
                7,
                "<toolbar opaque=\"NO\" clearsContextBeforeDrawing=\"NO\" contentMode=\"scaleToFill\" barStyle=\"blackOpaque\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(toolbar)\">"
            )
            line(8, "<rect key=\"frame\" x=\"0.0\" y=\"660\" width=\"703\" height=\"44\"/>")
            line(8, "<items>")
            let organize = id()
            line(9, "<barButtonItem systemItem=\"organize\" id=\"\(organize)\">")
            line(10, "<connections>")
            line(11, "<segue destination=\"\(move)\" kind=\"popover\" identifier=\"move\" popoverAnchorBarButtonItem=\"\(organize)\" id=\"\(id())\">")
            line(12, "<popoverArrowDirection key=\"popoverArrowDirection\" down=\"YES\"/>")
            line(11, "</segue>")
            line(10, "</connections>")
            line(9, "</barButtonItem>")
            line(9, "<barButtonItem systemItem=\"trash\" id=\"\(id())\"/>")
            line(9, "<barButtonItem style=\"plain\" systemItem=\"flexibleSpace\" id=\"\(id())\"/>")
            let replyItem = id()
            line(9, "<barButtonItem systemItem=\"reply\" id=\"\(replyItem)\">")
            line(10, "<connections>")
            line(11, "<segue destination=\"\(reply)\" kind=\"popover\" identifier=\"reply\" popoverAnchorBarButtonItem=\"\(replyItem)\" id=\"\(id())\">")
            line(12, "<popoverArrowDirection key=\"popoverArrowDirection\" up=\"YES\" down=\"YES\"/>")
            line(11, "</segue>")
            line(10, "</connections>")
            line(9, "</barButtonItem>")
            line(9, "<barButtonItem systemItem=\"compose\" id=\"\(id())\">")
            line(10, "<connections>")
            line(11, "<segue destination=\"\(compose)\" kind=\"modal\" identifier=\"compose\" modalTransitionStyle=\"coverVertical\" id=\"\(id())\"/>")
            line(10, "</connections>")
            line(9, "</barButtonItem>")
            line(8, "</items>")
            line(7, "</toolbar>")
            line(6, "</subviews>")
            line(6, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"calibratedWhite\"/>")
            constraints(between: views, root: root, depth: 6)
            line(5, "</view>")
            line(5, "<navigationItem key=\"navigationItem\" title=\"Message\" id=\"\(id())\">")
            line(6, "<rightBarButtonItems>")
            line(7, "<barButtonItem title=\"Next\" id=\"\(id())\"/>")
            line(7, "<barButtonItem title=\"Previous\" id=\"\(id())\"/>")
            line(6, "</rightBarButtonItems>")
            line(5, "</navigationItem>")
            line(5, "<connections>")
            line(6, "<segue destination=\"\(settings)\" kind=\"modal\" identifier=\"showSettings\" modalTransitionStyle=\"flipHorizontal\" id=\"\(id())\"/>")
            line(5, "</connections>")
            line(4, "</viewController>")
            sceneEnd(x: 300, y: 400)
        }

        mutating func composeScene() {
            sceneStart("Compose Controller - New Message")
            line(
                4,
                "<viewController title=\"New Message\" modalPresentationStyle=\"formSheet\" id=\"\(compose)\" customClass=\"ComposeViewController\" sceneMemberID=\"viewController\">"
            )
            let root = id()
            line(5, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(root)\">")
            line(6, "<rect key=\"frame\" x=\"0.0\" y=\"44\" width=\"540\" height=\"576\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
            line(6, "<subviews>")
            var views: [String] = []
            for (index, placeholder) in ["To:", "Cc/Bcc:", "Subject:"].enumerated() {
                let field = id()
                views.append(field)
                textField(field, placeholder: placeholder, frame: (20, 20 + 44 * index, 500, 31), depth: 7)
            }
            let body = id()
            views.append(body)
            line(
                7,
                "<textView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(body)\">"
            )
            line(8, "<rect key=\"frame\" x=\"20\" y=\"160\" width=\"500\" height=\"396\"/>")
            line(8, "<string key=\"text\"></string>")
            line(8, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
            line(8, "<textInputTraits key=\"textInputTraits\" autocapitalizationType=\"sentences\"/>")
            line(7, "</textView>")
            line(6, "</subviews>")
            line(6, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"calibratedWhite\"/>")
            constraints(between: views, root: root, depth: 6)
            line(5, "</view>")
            line(5, "<navigationItem key=\"navigationItem\" title=\"New Message\" id=\"\(id())\">")
            line(6, "<barButtonItem key=\"leftBarButtonItem\" systemItem=\"cancel\" id=\"\(id())\">")
            line(7, "<connections>")
            line(8, "<segue destination=\"\(id())\" kind=\"unwind\" unwindAction=\"cancelCompose:\" id=\"\(id())\"/>")
            line(7, "</connections>")
            line(6, "</barButtonItem>")
            line(6, "<barButtonItem key=\"rightBarButtonItem\" title=\"Send\" style=\"done\" id=\"\(id())\"/>")
            line(5, "</navigationItem>")
            line(5, "<simulatedOrientationMetrics key=\"simulatedOrientationMetrics\"/>")
            line(5, "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
            line(4, "</viewController>")
            sceneEnd(x: 1400, y: 400)
        }

        mutating func settingsScene() {
            sceneStart("Tab Bar Controller - Settings")
            line(4, "<tabBarController title=\"Settings\" modalPresentationStyle=\"pageSheet\" id=\"\(settings)\" sceneMemberID=\"viewController\">")
            line(5, "<toolbarItems/>")
            line(5, "<tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"\(id())\">")
            line(6, "<rect key=\"frame\" x=\"129\" y=\"330\" width=\"163\" height=\"49\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMinY=\"YES\"/>")
            line(6, "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"calibratedWhite\"/>")
            line(5, "</tabBar>")
            line(5, "<connections>")
            for tab in [accounts, about] {
                line(6, "<segue destination=\"\(tab)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(id())\"/>")
            }
            line(5, "</connections>")
            line(4, "</tabBarController>")
            sceneEnd(x: 1400, y: -600)
        }

        mutating func tableScene(_ controller: String, title: String, rows: [String], size: (Int, Int)?, segueTo: String?) {
            sceneStart("\(title) Controller - \(title)")
            line(
                4,
                "<tableViewController title=\"\(title)\" id=\"\(controller)\" customClass=\"\(title.filter(\.isLetter))ViewController\" sceneMemberID=\"viewController\">"
            )
            staticTable(rows: rows.map { ($0, nil, segueTo == nil ? nil : "modal", segueTo) }, width: 320, height: 480, sections: [title])
            line(5, "<tabBarItem key=\"tabBarItem\" title=\"\(title)\" id=\"\(id())\"/>")
            if let size { line(5, "<value key=\"contentSizeForViewInPopover\" type=\"size\" width=\"\(size.0)\" height=\"\(size.1)\"/>") }
            line(4, "</tableViewController>")
            sceneEnd(x: 2000, y: counter * 10)
        }

        mutating func formScene(_ controller: String, title: String, fields: [String]) {
            sceneStart("\(title) Controller - \(title)")
            line(4, "<viewController title=\"\(title)\" id=\"\(controller)\" sceneMemberID=\"viewController\">")
            let root = id()
            line(5, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(root)\">")
            line(6, "<rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"540\" height=\"620\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
            line(6, "<subviews>")
            var views: [String] = []
            let heading = id()
            views.append(heading)
            label(heading, text: title, frame: (20, 20, 500, 28), depth: 7)
            for (index, field) in fields.enumerated() {
                let view = id()
                views.append(view)
                textField(view, placeholder: field, frame: (20, 68 + 44 * index, 500, 31), depth: 7)
            }
            let toggle = id()
            views.append(toggle)
            line(
                7,
                "<switch opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" on=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(toggle)\">"
            )
            line(8, "<rect key=\"frame\" x=\"441\" y=\"\(80 + 44 * fields.count)\" width=\"79\" height=\"27\"/>")
            line(7, "</switch>")
            line(6, "</subviews>")
            line(6, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"calibratedWhite\"/>")
            constraints(between: views, root: root, depth: 6)
            line(5, "</view>")
            line(5, "<tabBarItem key=\"tabBarItem\" title=\"\(title)\" id=\"\(id())\"/>")
            line(5, "<value key=\"contentSizeForViewInPopover\" type=\"size\" width=\"400\" height=\"300\"/>")
            line(4, "</viewController>")
            sceneEnd(x: 2000, y: counter * 10)
        }

        // MARK: Elements

        /// A static table as a table view controller's view: sections of cells with a title and
        /// a detail label each, and each cell's segue (kind and destination) when it has one.
        mutating func staticTable(rows: [(String, String?, String?, String?)], width: Int, height: Int, sections: [String]) {
            line(
                5,
                "<tableView key=\"view\" opaque=\"NO\" clipsSubviews=\"YES\" clearsContextBeforeDrawing=\"NO\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"static\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"22\" sectionFooterHeight=\"22\" id=\"\(id())\">"
            )
            line(6, "<rect key=\"frame\" x=\"0.0\" y=\"64\" width=\"\(width)\" height=\"\(height)\"/>")
            line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
            line(6, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
            line(6, "<sections>")
            let perSection = (rows.count + sections.count - 1) / sections.count
            for (sectionIndex, section) in sections.enumerated() {
                line(7, "<tableViewSection headerTitle=\"\(section)\" id=\"\(id())\">")
                line(8, "<cells>")
                for (index, row) in rows.enumerated() where index / perSection == sectionIndex {
                    let title = id()
                    let detail = row.1 == nil ? nil : id()
                    let detailAttribute = detail.map { " detailTextLabel=\"\($0)\"" } ?? ""
                    let style = detail == nil ? "IBUITableViewCellStyleDefault" : "IBUITableViewCellStyleValue1"
                    line(
                        9,
                        "<tableViewCell contentMode=\"scaleToFill\" selectionStyle=\"blue\" accessoryType=\"disclosureIndicator\" hidesAccessoryWhenEditing=\"NO\" indentationWidth=\"10\" textLabel=\"\(title)\"\(detailAttribute) style=\"\(style)\" id=\"\(id())\">"
                    )
                    line(10, "<rect key=\"frame\" x=\"0.0\" y=\"\(22 + 44 * index)\" width=\"\(width)\" height=\"44\"/>")
                    line(10, "<autoresizingMask key=\"autoresizingMask\"/>")
                    line(10, "<view key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\">")
                    line(11, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width - 33)\" height=\"43\"/>")
                    line(11, "<autoresizingMask key=\"autoresizingMask\"/>")
                    line(11, "<subviews>")
                    label(title, text: row.0, frame: (10, 11, 150, 21), depth: 12, constrained: false)
                    if let detail, let text = row.1 { label(detail, text: text, frame: (width - 120, 11, 80, 21), depth: 12, constrained: false) }
                    line(11, "</subviews>")
                    line(11, "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"calibratedWhite\"/>")
                    line(10, "</view>")
                    if let kind = row.2, let destination = row.3 {
                        line(10, "<connections>")
                        line(11, "<segue destination=\"\(destination)\" kind=\"\(kind)\" id=\"\(id())\"/>")
                        line(10, "</connections>")
                    }
                    line(9, "</tableViewCell>")
                }
                line(8, "</cells>")
                line(7, "</tableViewSection>")
            }
            line(6, "</sections>")
            line(6, "<connections>")
            line(7, "<outlet property=\"dataSource\" destination=\"\(id())\" id=\"\(id())\"/>")
            line(7, "<outlet property=\"delegate\" destination=\"\(id())\" id=\"\(id())\"/>")
            line(6, "</connections>")
            line(5, "</tableView>")
        }

        mutating func label(_ view: String, text: String, frame: (Int, Int, Int, Int), depth: Int, constrained: Bool = true) {
            let translates = constrained ? " translatesAutoresizingMaskIntoConstraints=\"NO\"" : ""
            line(
                depth,
                "<label opaque=\"NO\" clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"\(text)\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\"\(translates) id=\"\(view)\">"
            )
            line(depth + 1, "<rect key=\"frame\" x=\"\(frame.0)\" y=\"\(frame.1)\" width=\"\(frame.2)\" height=\"\(frame.3)\"/>")
            line(depth + 1, "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>")
            line(depth + 1, "<color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>")
            line(depth + 1, "<nil key=\"highlightedColor\"/>")
            line(depth, "</label>")
        }

        mutating func textField(_ view: String, placeholder: String, frame: (Int, Int, Int, Int), depth: Int) {
            line(
                depth,
                "<textField opaque=\"NO\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" contentVerticalAlignment=\"center\" borderStyle=\"roundedRect\" placeholder=\"\(placeholder)\" minimumFontSize=\"17\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(view)\">"
            )
            line(depth + 1, "<rect key=\"frame\" x=\"\(frame.0)\" y=\"\(frame.1)\" width=\"\(frame.2)\" height=\"\(frame.3)\"/>")
            line(depth + 1, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>")
            line(depth + 1, "<textInputTraits key=\"textInputTraits\"/>")
            line(depth, "</textField>")
        }

        /// Auto layout's constraints as Xcode writes them: each view pinned to the root view's
        /// leading edge and to the view above it.
        mutating func constraints(between views: [String], root: String, depth: Int) {
            line(depth, "<constraints>")
            for (index, view) in views.enumerated() {
                let above = index == 0 ? root : views[index - 1]
                let aboveAttribute = index == 0 ? "top" : "bottom"
                line(
                    depth + 1,
                    "<constraint firstItem=\"\(view)\" firstAttribute=\"leading\" secondItem=\"\(root)\" secondAttribute=\"leading\" constant=\"20\" id=\"\(id())\"/>"
                )
                line(
                    depth + 1,
                    "<constraint firstItem=\"\(view)\" firstAttribute=\"top\" secondItem=\"\(above)\" secondAttribute=\"\(aboveAttribute)\" constant=\"8\" symbolic=\"YES\" id=\"\(id())\"/>"
                )
            }
            line(depth, "</constraints>")
        }
    }
}
