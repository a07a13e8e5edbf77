/// The tiny scene document both streams open (inline, through `scene/open {"text": ...}`), and
/// the requests of the mixed stream's cycle.
///
/// The scene: a navigation controller `nav` whose root `inbox` holds a table with one row that
/// pushes `message`; `compose` is presented modally as a form sheet. Each cycle of the mixed
/// stream returns the scene to its starting state (portrait, `inbox` alone on the stack, nothing
/// presented), so every cycle does the same work.
enum BenchScene {
    /// The scene id the streams use.
    static let id = "bench"

    /// The document's text (compact JSON).
    static let document = """
        {"popsplit":1,"device":"ipad","profile":"ios6","orientation":"portrait",\
        "root":{"id":"nav","type":"navigation","children":[{"id":"inbox","title":"Inbox","views":[\
        {"id":"rows","kind":"table","frame":[0,0,768,960],"autoresizing":["flexibleWidth","flexibleHeight"],\
        "subviews":[{"id":"row0","kind":"button","frame":[0,0,768,44],"autoresizing":["flexibleWidth"],\
        "title":"Lunch on Friday?","action":{"push":"message"}}]}]}]},\
        "controllers":[{"id":"message","title":"Message","views":[{"id":"body","kind":"label",\
        "frame":[20,20,728,200],"autoresizing":["flexibleWidth"],"title":"Shall we?"}]},\
        {"id":"compose","title":"Compose","views":[{"id":"to","kind":"textField","frame":[20,20,500,31],\
        "title":"To:"}]}]}
        """

    /// The mixed stream's cycle: (method, params as compact JSON), in order. Taps are in window
    /// coordinates (points, y down): (100, 86) is the table row below the navigation bar in
    /// either orientation, (40, 42) the back button.
    static let cycle: [(method: String, params: String)] = [
        ("device/rotate", #"{"scene":"bench","orientation":"landscapeLeft"}"#),
        ("touch/tap", #"{"scene":"bench","point":[100,86]}"#),
        ("scene/snapshot", #"{"scene":"bench"}"#),
        ("navigation/pop", #"{"scene":"bench","navigation":"nav"}"#),
        ("device/rotate", #"{"scene":"bench","orientation":"portrait"}"#),
        ("navigation/push", #"{"scene":"bench","navigation":"nav","controller":"message"}"#),
        ("touch/tap", #"{"scene":"bench","point":[40,42]}"#),
        ("modal/present", #"{"scene":"bench","presenter":"nav","controller":"compose","style":"formSheet"}"#),
        ("modal/dismiss", #"{"scene":"bench","controller":"compose"}"#),
        ("scene/layout", #"{"scene":"bench"}"#),
        ("scene/list", #"{}"#),
    ]
}
