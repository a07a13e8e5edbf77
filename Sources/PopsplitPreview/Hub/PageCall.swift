/// The methods a page may call (`call` messages, protocol.md section 13.3): touches, the device,
/// the keyboard and read-only questions, always on the page's own scene. Nothing that reads files
/// or opens and closes scenes.
enum PageCall {
    /// The methods allowed.
    static let allowed: Set<String> = [
        "touch/tap", "touch/drag", "touch/swipe", "device/rotate", "app/enterBackground", "app/enterForeground",
        "keyboard/show", "keyboard/hide", "popover/explainPlacement", "scene/layout", "scene/render",
    ]
}
