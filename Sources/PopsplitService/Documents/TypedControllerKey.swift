import PopsplitModel

/// A controller key that only some controller types take (one table, read by the
/// decoder for every type, instead of an `if type ==` per key): `selectedIndex`, a split view's
/// options, a navigation controller's. A key on another type is `inapplicableKey`.
struct TypedControllerKey {
    /// The key.
    let key: String
    /// The types that take it.
    let types: Set<ControllerType>
    /// Those types in the words of the message (`"applies only to <words>"`).
    let words: String

    /// Every typed key, in the order the decoder reports them.
    static let all: [TypedControllerKey] = [
        TypedControllerKey(key: "selectedIndex", types: [.tabBar, .pageView], words: "tabBar and pageView controllers"),
        TypedControllerKey(key: "split", types: [.versatileSplit], words: "versatileSplit controllers"),
        TypedControllerKey(key: "childFrames", types: [.container], words: "container controllers"),
        TypedControllerKey(key: "shownChildren", types: [.container], words: "container controllers"),
        TypedControllerKey(key: "presentsWithGesture", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "hidesMasterInPortrait", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "hidesMasterInLandscape", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "implementsShouldHide", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "implementsWillHide", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "masterButton", types: [.split], words: "split view controllers"),
        TypedControllerKey(key: "exactPopoverSizing", types: [.navigation], words: "navigation controllers"),
        TypedControllerKey(key: "navigationBarHidden", types: [.navigation], words: "navigation controllers"),
        TypedControllerKey(key: "toolbarHidden", types: [.navigation], words: "navigation controllers"),
        TypedControllerKey(key: "navigationBar", types: [.navigation], words: "navigation controllers"),
        TypedControllerKey(key: "toolbar", types: [.navigation], words: "navigation controllers"),
    ]
}
