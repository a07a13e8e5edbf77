/// One key of the iPad keyboard (protocol.md section 12.2): what it shows and how many key widths
/// it takes.
struct KeyboardKey: Sendable {
    /// What the key shows.
    enum Face: Sendable {
        /// A letter or word, on a letter key (`fn: false`) or a function key.
        case label(String, fn: Bool)
        /// Two characters one above the other (`!` over `,`).
        case pair(String, String)
        /// The shift key's outlined arrow.
        case shift
        /// The delete key's left-pointing outline with a cross.
        case delete
        /// The hide-keyboard key: a small keyboard over a down arrow.
        case hide
        /// The space bar (blank).
        case space
        /// No key: room left empty (the second row's indent).
        case gap
    }

    /// What it shows.
    var face: Face
    /// Its width in key widths.
    var units: Double

    /// The keyboard's rows, top to bottom; each adds up to ``rowUnits``.
    static let rows: [[KeyboardKey]] = {
        let letters = { (s: String) in s.map { KeyboardKey(face: .label(String($0), fn: false), units: 1) } }
        return [
            letters("QWERTYUIOP") + [KeyboardKey(face: .delete, units: 1.2)],
            [KeyboardKey(face: .gap, units: 0.5)] + letters("ASDFGHJKL") + [KeyboardKey(face: .label("return", fn: true), units: 1.7)],
            [KeyboardKey(face: .shift, units: 1)] + letters("ZXCVBNM")
                + [KeyboardKey(face: .pair("!", ","), units: 1), KeyboardKey(face: .pair("?", "."), units: 1), KeyboardKey(face: .shift, units: 1.2)],
            [
                KeyboardKey(face: .label(".?123", fn: true), units: 2.2), KeyboardKey(face: .space, units: 5.8),
                KeyboardKey(face: .label(".?123", fn: true), units: 1.8),
                KeyboardKey(face: .hide, units: 1.4),
            ],
        ]
    }()

    /// The key widths of every row.
    static let rowUnits: Double = 11.2
}
