import PopsplitModel
import Testing

/// The software keyboard: first responders, UIKit's notifications, and what moves out of its way
/// (a visible popover, a form sheet in landscape).
struct KeyboardTests {
    /// UIKit's keyboard notifications for a keyboard whose shown frame is `shown`.
    static func notifications(showing: Bool, shown: Rect) -> [SceneEvent] {
        let hidden = Rect(x: shown.minX, y: shown.maxY, width: shown.width, height: shown.height)
        let fields = [
            Field(.frameBegin, .rect(showing ? hidden : shown)), Field(.frameEnd, .rect(showing ? shown : hidden)),
            Field(.animationDuration, .number(0.25)),
        ]
        return [
            SceneEvent(showing ? .uiKeyboardWillShowNotification : .uiKeyboardWillHideNotification, target: nil, fields: fields),
            SceneEvent(showing ? .uiKeyboardDidShowNotification : .uiKeyboardDidHideNotification, target: nil, fields: fields),
        ]
    }

    /// The keyboard in portrait.
    static let portraitKeyboard = Rect(x: 0, y: 760, width: 768, height: 264)
    /// The keyboard in landscape.
    static let landscapeKeyboard = Rect(x: 0, y: 416, width: 1024, height: 352)

    /// A tapped text field becomes first responder and the keyboard slides in (264 high in
    /// portrait); hiding it sends the hide notifications.
    @Test("keyboard: tapping a text field shows the keyboard [0,760,768,264] with UIKit's notifications")
    func tapTextField() throws {
        var scene = try PopoverFixtures.scene()
        // `field` is at (20,664,300,31).
        let tap = try scene.run(.tap(at: .point(Point(x: 30, y: 670))))
        #expect(tap.result["hit"] == .fields([Field(.id, .string("field")), Field(.kind, .string("textField"))]))
        #expect(tap.result["action"] == .string("becomeFirstResponder"))
        #expect(tap.result["keyboard"] == .bool(true))
        #expect(tap.result["firstResponder"] == .string("field"))
        #expect(tap.result["animation"] == .animation(Animation(kind: .keyboard, duration: 0.25)))
        #expect(tap.events == Self.notifications(showing: true, shown: Self.portraitKeyboard))
        #expect(tap.events.trace == ["UIKeyboardWillShowNotification@app", "UIKeyboardDidShowNotification@app"])
        let keyboard = try #require(scene.layout.node("keyboard"))
        #expect(keyboard.kind == .keyboard)
        #expect(keyboard.frame == Self.portraitKeyboard)
        #expect(scene.snapshot().firstResponder == "field")
        // Tapping it again: already first responder, nothing new.
        let again = try scene.run(.tap(at: .point(Point(x: 30, y: 670))))
        #expect(again.events.isEmpty)
        let hide = try scene.run(.hideKeyboard)
        #expect(hide.events == Self.notifications(showing: false, shown: Self.portraitKeyboard))
        #expect(hide.result["keyboard"] == .bool(false))
        #expect(scene.layout.node("keyboard") == nil)
        #expect(scene.snapshot().firstResponder == nil)
        // Hidden already: nothing.
        #expect(try scene.run(.hideKeyboard).events.isEmpty)
    }

    /// In landscape the keyboard is 352 high.
    @Test("keyboard: in landscape the keyboard node is [0,416,1024,352]")
    func landscapeKeyboard() throws {
        var scene = try PopoverFixtures.scene(orientation: .landscapeLeft)
        let show = try scene.run(.showKeyboard(view: "field"))
        #expect(show.events == Self.notifications(showing: true, shown: Self.landscapeKeyboard))
        #expect(scene.layout.frame("keyboard") == Self.landscapeKeyboard)
        // Shown without a responder from code.
        var bare = try PopoverFixtures.scene()
        try bare.run(.rotate(to: .landscapeRight, animated: false))
        let alone = try bare.run(.showKeyboard(view: nil))
        #expect(alone.result["firstResponder"] == .null)
        #expect(bare.layout.frame("keyboard") == Self.landscapeKeyboard)
    }

    /// Only a visible text view becomes first responder.
    @Test("keyboard: a button or an off-screen field cannot become first responder")
    func refusedResponders() throws {
        var scene = try PopoverFixtures.scene()
        let before = scene
        for view in ["button", "sheetField", "ghost"] {
            #expect(throws: ModelError.self) { try scene.run(.showKeyboard(view: view)) }
            #expect(scene == before)
        }
    }

    /// A visible popover below its anchor moves above it to clear the keyboard, and comes back
    /// when the keyboard goes.
    @Test("keyboard: a popover below its anchor is re-placed above the keyboard and returns when it hides")
    func popoverClearsKeyboard() throws {
        var scene = try PopoverFixtures.scene(popovers: [
            PopoverController(id: "pop", content: "content", contentSize: Size(width: 320, height: 300))
        ])
        try scene.run(PopoverFixtures.fromCentre())
        let below = try #require(scene.layout.node("pop"))
        #expect(below.attributes["arrowDirection"] == .string("up"))
        #expect(below.frame == Rect(x: 216, y: 504, width: 336, height: 336))
        // From code: a tap on `field` would be an outside tap.
        try scene.run(.showKeyboard(view: "field"))
        let above = try #require(scene.layout.node("pop"))
        #expect(above.attributes["arrowDirection"] == .string("down"))
        #expect(above.frame == Rect(x: 216, y: 128, width: 336, height: 336))
        #expect(above.contentFrameAttribute == Rect(x: 224, y: 136, width: 320, height: 300))
        #expect(above.attributes["arrowTip"] == .point(Point(x: 384, y: 464)))
        #expect(above.frame.maxY <= 760)
        try scene.run(.hideKeyboard)
        #expect(scene.layout.node("pop") == below)
    }

    /// A popover with nowhere to go but down shrinks to end above the keyboard (and its margin).
    @Test("keyboard: a popover that must stay below its anchor shrinks to clear the keyboard")
    func popoverShrinksAboveKeyboard() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(PopoverFixtures.fromButton(arrows: [.up]))
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 18, y: 156, width: 320, height: 850))
        try scene.run(.showKeyboard(view: "field"))
        // 760 - 10 - 128 - 36 = 586.
        #expect(scene.layout.node("pop")?.contentFrameAttribute == Rect(x: 18, y: 156, width: 320, height: 586))
        #expect(scene.layout.frame("pop") == Rect(x: 10, y: 128, width: 336, height: 622))
    }

    /// A form sheet in landscape is raised to the top of the application frame while the keyboard
    /// shows; in portrait it stays centred.
    @Test("keyboard: a form sheet in landscape is raised to y 20 while the keyboard shows")
    func formSheetRaised() throws {
        var scene = try PopoverFixtures.scene()
        try scene.run(.presentModal(presenter: "home", controller: "sheet", style: .formSheet, transition: .coverVertical, animated: false))
        try scene.run(.showKeyboard(view: "sheetField"))
        #expect(scene.layout.frame("sheet") == Rect(x: 114, y: 212, width: 540, height: 620))
        try scene.run(.hideKeyboard)
        try scene.run(.rotate(to: .landscapeLeft, animated: false))
        #expect(scene.layout.frame("sheet") == Rect(x: 242, y: 84, width: 540, height: 620))
        let show = try scene.run(.showKeyboard(view: "sheetField"))
        #expect(show.events == Self.notifications(showing: true, shown: Self.landscapeKeyboard))
        #expect(scene.layout.frame("sheet") == Rect(x: 242, y: 20, width: 540, height: 620))
        try scene.run(.hideKeyboard)
        #expect(scene.layout.frame("sheet") == Rect(x: 242, y: 84, width: 540, height: 620))
    }

    /// A first responder inside a popover resigns when the popover is dismissed: the keyboard hides.
    @Test("keyboard: dismissing a popover whose content holds the first responder hides the keyboard")
    func responderInDismissedPopover() throws {
        var scene = try PopoverTouchTests.showing()
        // `contentField` is at (234,642,200,31) in the popover's content.
        let focus = try scene.run(.tap(at: .point(Point(x: 250, y: 650))))
        #expect(focus.result["action"] == .string("becomeFirstResponder"))
        #expect(focus.events.trace == ["UIKeyboardWillShowNotification@app", "UIKeyboardDidShowNotification@app"])
        #expect(scene.layout.node("pop") != nil)
        let dismiss = try scene.run(.dismissPopover(popover: "pop", animated: true))
        #expect(
            dismiss.events == [
                SceneEvent.appearanceEvent(.viewWillDisappear, "content"),
                SceneEvent.appearanceEvent(.viewDidDisappear, "content"),
            ]
                + Self.notifications(showing: false, shown: Self.portraitKeyboard))
        #expect(scene.layout.node("keyboard") == nil)
        #expect(scene.snapshot().firstResponder == nil)
        #expect(scene.snapshot().keyboardShown == false)
    }
}
